import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { measureInitialJs, printRouteBytes } from './bundle-size';
import { measureRendererOverhead, printRendererOverhead } from './renderer-overhead';
import { benchRoutes } from './routes';
import { startProductionServer } from './server';

/*
 * `npm run bench`: prints figures, asserts nothing. Builds the app when there is no build,
 * starts the production server on loopback with a fresh demo database, and measures.
 * `npm run bench -- renderer` (or `bundle`, `lighthouse`, `main-thread`, `catalog`, `load`, `queries`, `auth`, `cart`, `checkout`, `reviews`, `live`, `startup`, `products`, `import`, `admin-lists`, `composer`) runs one part.
 */
const only = process.argv.slice(2);
const wants = (part: string) => only.length === 0 || only.includes(part);

/** The production server is the built one: build first when any part of the build is missing (or when asked). */
function buildIfMissing() {
  const built = existsSync('dist/client/.vite/manifest.json') && existsSync('dist/app/main.js');
  if (!built || process.env.BENCH_REBUILD) execSync('npm run build', { stdio: 'inherit' });
}

if (wants('renderer')) printRendererOverhead(await measureRendererOverhead());

if (wants('bundle') || wants('lighthouse') || wants('main-thread')) {
  buildIfMissing();
  const server = await startProductionServer({ port: Number(process.env.BENCH_PORT ?? 4410) });
  try {
    const routes = await benchRoutes(server.origin);
    if (wants('bundle')) printRouteBytes(await measureInitialJs(server.origin, routes));
    if (wants('lighthouse')) {
      const { runLighthouse, printLighthouse } = await import('./lighthouse');
      printLighthouse(await runLighthouse(server.origin, routes.filter((r) => ['home', 'category', 'product'].includes(r.name))));
    }
    if (wants('main-thread')) {
      const { measureMainThread, printMainThread } = await import('./main-thread');
      printMainThread(await measureMainThread(server.origin, routes.filter((r) => ['home', 'category', 'product'].includes(r.name))));
    }
  } finally {
    await server.stop();
  }
}

if (wants('load')) {
  buildIfMissing();
  const { runLoadBench } = await import('./load');
  await runLoadBench(Number(process.env.BENCH_PORT ?? 4410));
}

if (wants('catalog')) {
  const largeDir = process.env.DATA_DIR ?? '.data/large';
  if (existsSync(`${largeDir}/pg`)) execSync('npx tsx bench/catalog-latency.ts', { stdio: 'inherit' });
  else console.log(`\nCatalog latency: skipped, no large catalog in ${largeDir} (make one with npm run seed:large, a few minutes)`);
}

if (wants('queries')) {
  const { runQueriesBench } = await import('./queries');
  await runQueriesBench();
}

if (wants('auth')) {
  const { runAuthBench } = await import('./auth');
  await runAuthBench();
}

if (wants('cart')) {
  buildIfMissing();
  const { runCartBench } = await import('./cart');
  await runCartBench(Number(process.env.BENCH_PORT ?? 4410) + 1);
}

if (wants('checkout')) {
  buildIfMissing();
  const { runCheckoutBench } = await import('./checkout');
  await runCheckoutBench(Number(process.env.BENCH_PORT ?? 4410) + 3);
}

if (wants('reviews')) {
  const largeDir = process.env.DATA_DIR ?? '.data/large';
  if (!existsSync(`${largeDir}/pg`) && !process.env.DATABASE_URL) console.log(`\nReviews bench: skipped, no large catalog in ${largeDir} (make one with npm run seed:large)`);
  else {
    buildIfMissing();
    const { runReviewsBench } = await import('./reviews');
    await runReviewsBench();
  }
}

if (wants('live')) {
  const { runLiveBench } = await import('./live');
  await runLiveBench(Number(process.env.BENCH_PORT ?? 4410) + 5);
}

if (wants('startup')) {
  buildIfMissing();
  const { runStartupBench } = await import('./startup');
  await runStartupBench(Number(process.env.BENCH_PORT ?? 4410) + 7);
}

if (wants('products')) {
  buildIfMissing();
  const { runProductWritesBench } = await import('./product-writes');
  await runProductWritesBench(Number(process.env.BENCH_PORT ?? 4410) + 9);
}

if (wants('import')) {
  buildIfMissing();
  const { runCatalogImportBench } = await import('./catalog-import');
  await runCatalogImportBench(Number(process.env.BENCH_PORT ?? 4410) + 12);
}

if (wants('composer')) {
  buildIfMissing();
  const { runComposerBench } = await import('./composer');
  await runComposerBench(Number(process.env.BENCH_PORT ?? 4410) + 14);
}

if (wants('admin-lists')) {
  const { runAdminListsBench } = await import('./admin-lists');
  await runAdminListsBench();
}
