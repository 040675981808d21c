import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { loadConfig, PROJECT_ROOT, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { keepPlannerStatistics } from './db/planner-statistics';
import { seedShop } from './demo/seed';
import { createLocalChangeBus } from './events/change-bus';
import { createPostgresChangeBus } from './events/postgres-change-bus';
import { consoleLogger, type Logger } from './logger';
import { createApp, ownOriginCheckOf } from './app';
import { staffSocketSessions } from './admin/admin-access';
import { createNodeServer, listen } from './node-server';
import { cleanHtmlStep, createServices } from './services';
import { DEMO_SHOPPER } from './demo/shoppers';
import { createHtmlRenderer, type HtmlRenderer } from './ssr/html-renderer';
import { DEVELOPMENT_PREVIEW_SCRIPT, moduleTagsOf } from './ssr/draft-preview-scripts';
import { buildPaths, productionHtmlSource } from './ssr/production-source';

/*
 * `npm start`: development, Vite in middleware mode on the same server.
 * `npm run serve`: production, the client and SSR builds from `npm run build`; with
 * DATABASE_URL, several server processes share the port (WORKERS, one per core by default).
 */
async function main() {
  const config = loadConfig();
  const logger = consoleLogger;
  const processes = processCount(config, logger);
  if (processes > 1 && cluster.isPrimary) return runPrimary(config, processes, logger);
  return runServer(config, logger);
}

/** Several processes need a database they can share, and Vite's dev server is one process. */
function processCount(config: ServerConfig, logger: Logger): number {
  const asked = config.workers;
  if (!config.databaseUrl) {
    if (asked !== undefined && asked > 1)
      logger.warn(`WORKERS=${asked} is ignored: the embedded database serves one process; set DATABASE_URL to run several`);
    return 1;
  }
  if (!config.production) {
    if (asked !== undefined && asked > 1)
      logger.warn(`WORKERS=${asked} is ignored in development: the Vite dev server runs in one process`);
    return 1;
  }
  return asked ?? availableParallelism();
}

/** A worker that lived this long was healthy: its death starts the backoff over. */
const HEALTHY_LIFETIME_MS = 60_000;
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 30_000;
/**
 * What every start does before serving: the demo shop (or, with DEMO_CATALOG=off on a new
 * database, the merchant's own before its first product) where it is missing, then the merchant
 * HTML nobody has cleaned yet.
 */
async function seedAtStart(db: Database, config: ServerConfig, logger: Logger) {
  const { demoCatalog, seeded } = await seedShop(db, config.demoCatalog, [cleanHtmlStep(logger)]);
  if (demoCatalog !== config.demoCatalog) {
    logger.info(`DEMO_CATALOG=${config.demoCatalog ? 'on' : 'off'} is for a new database: this one started ${demoCatalog ? 'with' : 'without'} the demo catalog, and keeps it so`);
  }
  return { seeded, demoCatalog };
}
const STOP_GRACE_MS = 15_000;

/**
 * The primary serves nothing: it migrates and seeds once, so the workers do not queue on
 * those locks at start, then keeps `count` workers alive and stops them on a signal.
 */
async function runPrimary(config: ServerConfig, count: number, logger: Logger) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { seeded } = await seedAtStart(database.db, config, logger);
    logger.info('Database ready', { driver: database.driver, location: database.location, seed: seeded });
  } finally {
    await database.close();
  }

  const startedAt = new Map<Worker, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let quickDeaths = 0;
  let stopping = false;
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    quickDeaths = lived > HEALTHY_LIFETIME_MS ? 0 : quickDeaths + 1;
    const delay = Math.min(RESTART_FIRST_DELAY_MS * 2 ** Math.max(quickDeaths - 1, 0), RESTART_MAX_DELAY_MS);
    logger.error('A server process stopped; starting another', {
      pid: worker.process.pid,
      code,
      signal,
      livedMs: lived,
      restartInMs: delay,
    });
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  logger.info(`Starting ${count} server processes on port ${config.port}`);
  for (let index = 0; index < count; index += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Stopping ${startedAt.size} server processes (${signal})`);
    for (const timer of pendingRestarts) clearTimeout(timer);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => {
      logger.error('Server processes did not stop in time; killing them', {
        pids: [...startedAt.keys()].map((worker) => worker.process.pid),
      });
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function runServer(config: ServerConfig, logger: Logger) {
  const paths = buildPaths(PROJECT_ROOT);
  // The build's renderer loads while the database starts, which spends part of its time
  // waiting on files and on threads that compile PGlite's WebAssembly.
  const [{ database, seeded, demoCatalog }, htmlSource] = await Promise.all([openAndSeed(config, logger), config.production ? productionHtmlSource(paths) : undefined]);
  logger.info('Database ready', { driver: database.driver, location: database.location, seed: seeded });

  // On PostgreSQL other processes may share the database: their writes and live messages arrive through it.
  const changes = config.databaseUrl ? await createPostgresChangeBus({ databaseUrl: config.databaseUrl, logger }) : createLocalChangeBus();
  const services = createServices({
    db: database.db,
    logger,
    changes,
    mail: { ...config.mail, printToLog: !config.production },
    driver: database.driver,
  });
  let vite: ViteDevServer | undefined;
  // In development the renderer needs Vite, and Vite needs the http server for hot reload.
  let renderer: HtmlRenderer | undefined = htmlSource ? createHtmlRenderer(htmlSource, services.pageCache) : undefined;
  const html: HtmlRenderer = {
    render(input) {
      if (!renderer) throw new Error('The renderer is not ready yet');
      return renderer.render(input);
    },
  };

  if (config.production && config.adminToken === null) logger.warn('ADMIN_TOKEN is not set: the admin API refuses every call');
  if (config.production && !config.publicOrigin && config.allowedHosts?.length === 0) {
    logger.warn(`Neither PUBLIC_ORIGIN nor ALLOWED_HOSTS is set: pages, mail and the sitemap name ${config.fallbackOrigin} whatever host they are asked on`);
  }
  // The back office document: read once from the build, or through Vite on every request in development.
  const backOfficeFile = config.production ? join(paths.clientDir, 'admin.html') : join(PROJECT_ROOT, 'admin.html');
  const builtBackOffice = config.production
    ? await readFile(backOfficeFile, 'utf8').catch(() => {
        throw new Error(`${backOfficeFile} is missing: run "npm run build" before "npm run serve"`);
      })
    : undefined;
  const backOffice = async () => builtBackOffice ?? (vite ? vite.transformIndexHtml('/admin', await readFile(backOfficeFile, 'utf8')) : '');
  // The composer's preview script, from the same build (server/ssr/draft-preview-scripts.ts).
  const previewFile = join(paths.clientDir, 'draft-preview.html');
  const builtPreviewScripts = config.production
    ? moduleTagsOf(
        await readFile(previewFile, 'utf8').catch(() => {
          throw new Error(`${previewFile} is missing: run "npm run build" before "npm run serve"`);
        }),
      )
    : DEVELOPMENT_PREVIEW_SCRIPT;
  const app = createApp({
    services,
    html,
    backOffice,
    draftPreviewScripts: () => Promise.resolve(builtPreviewScripts),
    adminToken: config.adminToken,
    publicOrigin: config.publicOrigin,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    fallbackOrigin: config.fallbackOrigin,
    staticRoot: config.production ? paths.clientDir : undefined,
    imageCacheDir: join(config.dataDir, 'image-cache'),
    secureCookies: config.production,
  });
  const node = createNodeServer({
    app,
    logger,
    changes,
    middlewares: config.production ? undefined : () => vite?.middlewares,
    isOwnOrigin: ownOriginCheckOf(config),
    shopperOfCookie: services.shopperOfCookie,
    staffSessions: staffSocketSessions(services.db),
  });
  // Unpaid orders past their time are cancelled here, in every process: each sweep skips the rows another holds.
  const stopSweeper = services.startOrderSweeper();
  // PostgreSQL's autovacuum keeps its planner's statistics; the embedded database has none (server/db/planner-statistics.ts).
  const stopStatistics = database.driver === 'pglite' ? keepPlannerStatistics({ db: database.db, onMerchantWrite: (listener) => changes.subscribe('site-changed', listener), logger }) : async () => {};

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
  logger.info(`Vitrine is listening on http://localhost:${port}/ (${config.production ? 'production' : 'development'})`, {
    pid: process.pid,
  });
  if (!config.production && demoCatalog) {
    console.log(`\nDemo shopper: ${DEMO_SHOPPER.email} (or ${DEMO_SHOPPER.mobile}), password ${DEMO_SHOPPER.password}\n`);
  }
  if (config.adminTokenGenerated) {
    console.log(`\nAdmin token for this run (set ADMIN_TOKEN to choose your own):\n  ${config.adminToken}\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Stopping (${signal})`);
    try {
      stopSweeper();
      await node.close();
      await stopStatistics();
      await vite?.close();
    } finally {
      await changes.close();
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function openAndSeed(config: ServerConfig, logger: Logger) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // A worker's primary has seeded already.
    if (cluster.isWorker) return { database, seeded: 'done by the primary process', demoCatalog: config.demoCatalog };
    return { database, ...(await seedAtStart(database.db, config, logger)) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  consoleLogger.error('The server could not start', { error });
  process.exit(1);
});
