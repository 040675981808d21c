import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { loadConfig, PROJECT_ROOT } from './config';
import { openDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import { consoleLogger } from './logger';
import { createApp } from './app';
import { createNodeServer, listen } from './node-server';
import { createServices } from './services';
import { createHtmlRenderer, type HtmlRenderer } from './ssr/html-renderer';
import { buildPaths, productionHtmlSource } from './ssr/production-source';

/*
 * `npm start`: development, Vite in middleware mode on the same server.
 * `npm run serve`: production, the client and SSR builds from `npm run build`.
 */
async function main() {
  const config = loadConfig();
  const logger = consoleLogger;
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const seeded = await seedDatabase(database.db);
  logger.info('Database ready', { driver: database.driver, location: database.location, seed: seeded });

  const services = createServices({ db: database.db, logger });
  const paths = buildPaths(PROJECT_ROOT);
  let vite: ViteDevServer | undefined;
  // In development the renderer needs Vite, and Vite needs the http server for hot reload.
  let renderer: HtmlRenderer | undefined = config.production ? createHtmlRenderer(await productionHtmlSource(paths)) : undefined;
  const html: HtmlRenderer = {
    render(input) {
      if (!renderer) throw new Error('The renderer is not ready yet');
      return renderer.render(input);
    },
  };

  if (config.production && config.adminToken === null) logger.warn('ADMIN_TOKEN is not set: the admin API refuses every call');
  const app = createApp({
    services,
    html,
    adminToken: config.adminToken,
    publicOrigin: config.publicOrigin,
    allowedHosts: config.allowedHosts,
    fallbackOrigin: config.fallbackOrigin,
    staticRoot: config.production ? paths.clientDir : undefined,
    imageCacheDir: join(config.dataDir, 'image-cache'),
  });
  const node = createNodeServer({ app, logger, middlewares: config.production ? undefined : () => vite?.middlewares });

  if (!config.production) {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: PROJECT_ROOT,
      server: { middlewareMode: true, hmr: { server: node.server } },
      appType: 'custom',
    });
    const { viteHtmlSource } = await import('./ssr/dev-source');
    renderer = createHtmlRenderer(viteHtmlSource(vite, PROJECT_ROOT));
  }

  const port = await listen(node.server, config.port, config.host);
  logger.info(`Vitrine is listening on http://localhost:${port}/ (${config.production ? 'production' : 'development'})`);
  if (config.adminTokenGenerated) {
    console.log(`\nAdmin token for this run (set ADMIN_TOKEN to choose your own):\n  ${config.adminToken}\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Stopping (${signal})`);
    try {
      await node.close();
      await vite?.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  consoleLogger.error('The server could not start', { error });
  process.exit(1);
});
