import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Every folder of src and server is one zone, listed once below with the zones it may import.
 * Whatever a zone does not list is a wrong-way import and fails lint with the zone's reason
 * (bulletproof-react's `import/no-restricted-paths`). A new folder has no zone until it is
 * added here; scripts/lint-zones.test.ts fails until then.
 *
 * In the browser code data flows one way: schema -> renderer core -> kit -> blocks ->
 * renderer react -> routes -> start-up. The server imports the schema, renderer core and the
 * block registry, and reaches React only through the SSR entry, which it loads by path.
 */

const ROOT = import.meta.dirname;

/**
 * Test and story files, and the helpers only they use: they may reach across zones to set up
 * what they check. The server's helpers live in server/testing, apart from the code that runs.
 */
export const TEST_FILES = [
  '**/*.test.ts',
  '**/*.type-test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  'server/testing/**',
  '**/test-utils.ts',
  '**/test-utils.tsx',
];

const SCHEMA = 'src/schema';
const CORE = 'src/renderer/core';
const KIT = 'src/renderer/kit';
const REACT_RENDERER = 'src/renderer/react';

/** The browser side's zones: what each may import, and why it sits where it does. */
const SRC_ZONES = {
  [SCHEMA]: { may: [], why: 'the schema is the bottom layer, zod only.' },
  [CORE]: { may: [SCHEMA], why: 'renderer core is framework-free, so the server may use it.' },
  [KIT]: {
    may: [SCHEMA, CORE, 'src/state', 'src/api'],
    why: 'the kit sits below the blocks and the React renderer; the favorite heart reads its store and loads its calls on the first press.',
  },
  'src/state': { may: [SCHEMA], why: 'stores hold plain data and know nothing of what draws it.' },
  'src/admin': { may: [SCHEMA], why: 'the back office is its own app under /admin: it shares the admin contract with the shop, and no shop code loads it.' },
  'src/api': { may: [SCHEMA, 'src/state'], why: 'the /api/web client knows the contract and the stores, not the screens.' },
  'src/i18n': { may: [SCHEMA], why: 'the translation setup knows only the languages.' },
  'src/navigation': { may: [SCHEMA, CORE], why: 'page requests and the document head are framework-free helpers of the routes.' },
  'src/forms': {
    may: [SCHEMA, 'src/api', KIT],
    why: 'form fields, their messages and the confirmation dialog are shared by every block with a form; their words come through the kit\'s translation hook.',
  },
  'src/blocks': {
    may: [SCHEMA, CORE, KIT, 'src/state', 'src/api', 'src/forms'],
    why: 'blocks sit below the React renderer, the routes and start-up.',
  },
  [REACT_RENDERER]: {
    may: [SCHEMA, CORE, KIT, 'src/blocks', 'src/forms', 'src/state', 'src/api', 'src/i18n'],
    why: 'the React renderer sits below the routes.',
  },
  'src/routes': {
    may: [SCHEMA, CORE, KIT, 'src/blocks', 'src/forms', REACT_RENDERER, 'src/state', 'src/api', 'src/i18n', 'src/navigation'],
    why: 'routes sit below start-up and the entries.',
  },
  'src/session-services.ts': {
    may: [SCHEMA, 'src/state', 'src/api', 'src/navigation'],
    why: 'the shopper session wires the stores to the API and the page language, nothing above.',
  },
  'src/router.tsx': {
    may: ['src/routes', 'src/route-tree.gen.ts', SCHEMA, CORE, KIT, REACT_RENDERER, 'src/navigation', 'src/i18n'],
    why: 'the router wires the routes.',
  },
  'src/route-tree.gen.ts': { may: ['src/routes'], why: 'the generated route tree lists the routes.' },
  'src/boot': {
    may: [
      SCHEMA,
      CORE,
      KIT,
      'src/blocks',
      'src/forms',
      REACT_RENDERER,
      'src/routes',
      'src/router.tsx',
      'src/session-services.ts',
      'src/state',
      'src/api',
      'src/i18n',
      'src/navigation',
    ],
    why: 'start-up stages are loaded by the browser entry alone.',
  },
  'src/entry-client.tsx': { may: ['src/boot', 'src/styles'], why: 'the browser entry only starts the stages in src/boot.' },
  'src/entry-server.tsx': {
    may: [
      SCHEMA,
      CORE,
      KIT,
      'src/blocks',
      'src/forms',
      REACT_RENDERER,
      'src/routes',
      'src/router.tsx',
      'src/state',
      'src/api',
      'src/i18n',
      'src/navigation',
    ],
    why: 'the SSR entry draws the app for the server and is not drawn from the browser entry.',
  },
  'src/styles': { may: [], why: 'stylesheets import nothing.' },
  'src/fixtures': {
    may: [SCHEMA, CORE, KIT, 'src/blocks', 'src/forms', REACT_RENDERER, 'src/state', 'src/api', 'src/i18n', 'src/navigation'],
    why: 'fixtures feed tests and stories and never reach the shop itself.',
  },
};

/** The server's own base every server zone may use, besides the browser code it shares (below). */
const SERVER_BASE = ['server/logger.ts', 'server/config.ts'];
/** What the server may import from src: the contract and the framework-free core; the block registry is allowed separately. */
const SERVER_SHARED = [SCHEMA, CORE];
/**
 * What the /api/web table hands every domain's handlers (the services they are built from): the
 * one file of server/web-api a domain may name, and by type only, as the services live in the domains.
 */
const WEB_API_DEPS = 'server/web-api/deps.ts';
const RUNTIME_WIRING = ['server/app.ts', 'server/main.ts', 'server/services.ts', 'server/node-server.ts'];

/**
 * The domains, each a folder with the same files by role (docs/code-map.md), in the order they
 * may import each other: each may read the ones before it, never one after. The domains'
 * kit (db, HTTP, change bus, page layer) and the catalog sit below them all.
 */
export const DOMAIN_ORDER = [
  'server/visitors',
  'server/accounts',
  'server/addresses',
  'server/favorites',
  'server/coupons',
  'server/commerce',
  'server/merchandise',
  'server/cart',
  'server/orders',
  'server/payments',
  'server/checkout',
  'server/returns',
  'server/reviews',
  'server/comments',
  'server/newsletter',
  'server/inquiries',
];
const DOMAIN_KIT = ['server/db', 'server/http', 'server/events', 'server/pages', WEB_API_DEPS, 'server/catalog'];
/** What a domain does, and so what its folder holds. */
const DOMAIN_WHY = {
  'server/visitors': 'visitor tracking stores visits and knows no router.',
  'server/accounts': 'shoppers’ accounts, sessions, security and mail, with their /api/web handlers and pages.',
  'server/addresses': 'the shopper’s address book, with its /api/web handlers and page.',
  'server/favorites': 'favorites and the wish list, with their /api/web handlers and page.',
  'server/coupons': 'coupons and promotions: the shopper’s claims, the merchant’s writes, their pages.',
  'server/commerce': 'the rules every purchase reads: buying settings, prices and discounts, shipping, stock, what a line is about.',
  'server/merchandise': 'the merchant’s catalog writes: a product read and written whole, with everything the shop derives from it made again.',
  'server/cart': 'the cart of every visitor, its /api/web handlers, its page and its no-script form.',
  'server/orders': 'orders: their records, the transitions that own their effects, the shopper’s and the merchant’s calls, the pages.',
  'server/payments': 'payment attempts and the providers registered from a list.',
  'server/checkout': 'the checkout: the cart snapshotted, its choices, and placing the order.',
  'server/returns': 'returns: their transitions, the shopper’s and the merchant’s calls, pictures, pages.',
  'server/reviews': 'product reviews of bought lines, with moderation.',
  'server/comments': 'comments under articles, with moderation.',
  'server/newsletter': 'the newsletter with its no-script form and link pages.',
  'server/inquiries': 'quote requests and feedback, with their pictures and pages.',
};
const domainZones = Object.fromEntries(
  DOMAIN_ORDER.map((zone, index) => [zone, { may: [...DOMAIN_KIT, ...DOMAIN_ORDER.slice(0, index)], why: DOMAIN_WHY[zone] }]),
);

const SERVER_ZONES = {
  'server/db': { may: [], why: 'the database layer knows tables and migrations, not what is stored in them.' },
  'server/events': { may: ['server/db'], why: 'the change bus carries notices between processes and knows no feature.' },
  'server/http': {
    may: ['server/ssr'],
    why: 'the HTTP kit (envelopes, limits, headers, the API tables’ mounts, uploaded pictures) sits below every domain it serves and knows none of them.',
  },
  'server/pages': {
    may: ['server/db', 'server/http', 'server/events'],
    why: 'the generic page layer knows nothing of the catalog, the demo or the routers.',
  },
  'server/catalog': { may: ['server/db', 'server/pages', 'server/http'], why: 'runtime queries and resolvers never import demo data.' },
  'server/demo': {
    may: ['server/db', 'server/http', 'server/catalog', ...DOMAIN_ORDER],
    why: 'demo content is seed data: it may read the catalog’s helpers, nothing runs it but the seed.',
  },
  ...domainZones,
  'server/web-api': {
    may: ['server/db', 'server/http', 'server/events', 'server/pages', ...DOMAIN_ORDER],
    why: '/api/web handlers call services, not other routers.',
  },
  'server/admin': {
    // The back office's catalog import and export run the command's own code (server/admin/catalog-files.ts).
    may: [
      'server/db',
      'server/http',
      'server/events',
      'server/pages',
      ...DOMAIN_ORDER,
      'server/cli/catalog-command.ts',
      'server/cli/catalog-csv.ts',
      'server/cli/import-batches.ts',
      'server/cli/shopify-csv.ts',
    ],
    why: 'the admin API calls services, not other routers.',
  },
  'server/realtime': {
    may: ['server/events', 'server/http'],
    why: 'the websocket relays change-bus messages, and judges where an upgrade comes from as the HTTP surface does.',
  },
  'server/seo': {
    may: ['server/db', 'server/http', 'server/pages', 'server/catalog', 'server/services.ts'],
    why: 'sitemap and robots read pages and the catalog.',
  },
  'server/ssr': { may: ['server/pages'], why: 'server rendering loads the SSR entry by path and imports no React itself.' },
  'server/cli': {
    may: ['server/db', 'server/events', 'server/http', 'server/pages'],
    why: 'the command line works on the page store, not through the HTTP app.',
  },
  'server/json-schema.ts': { may: [], why: 'the published JSON Schema derives from the contract alone.' },
  'server/logger.ts': { may: [], why: 'everything logs; the logger imports nothing.' },
  'server/config.ts': { may: [], why: 'everything reads the config; it imports nothing.' },
  'server/services.ts': {
    may: ['server/db', 'server/events', 'server/pages', 'server/catalog', 'server/http', ...DOMAIN_ORDER],
    why: 'services are built from the layers below the routers.',
  },
  'server/node-server.ts': { may: ['server/events', 'server/realtime'], why: 'the Node listener hands upgrades to the websocket.' },
  'server/app.ts': {
    may: [
      'server/db',
      'server/events',
      'server/http',
      'server/pages',
      'server/catalog',
      ...DOMAIN_ORDER,
      'server/web-api',
      'server/admin',
      'server/seo',
      'server/ssr',
      'server/services.ts',
      'server/json-schema.ts',
    ],
    why: 'the HTTP app mounts the routers and never the demo seed.',
  },
  'server/main.ts': {
    // The websocket is wired here, beside the app: it reads back office sessions as the admin API does.
    may: [...RUNTIME_WIRING, 'server/db', 'server/events', 'server/ssr', 'server/demo', 'server/admin/admin-access.ts'],
    why: 'the process entry starts the app, wires the websocket and seeds a new database.',
  },
};

const absolute = (path) => join(ROOT, path);

/** A zone's restrictions; a file of another zone in `may` opens that one file alone. */
function restrictionsOf(zone, { may }, universe, messageOf) {
  const filesOf = (other) => may.filter((path) => path.startsWith(`${other}/`));
  const from = universe.filter((other) => other !== zone && !may.includes(other) && filesOf(other).length === 0);
  const partly = universe
    .filter((other) => other !== zone && filesOf(other).length > 0)
    .map((other) => ({
      target: zone,
      from: other,
      except: filesOf(other).map((path) => `./${path.slice(other.length + 1)}`),
      message: messageOf(zone, may),
    }));
  return [...(from.length === 0 ? [] : [{ target: zone, from, message: messageOf(zone, may) }]), ...partly];
}

const srcMessage = (zone, may) => `${zone} may import only ${may.length > 0 ? may.join(', ') : 'its own files'}: ${SRC_ZONES[zone].why}`;
const serverMessage = (zone, may) =>
  `${zone} may import only ${[...may, ...SERVER_BASE, ...SERVER_SHARED, 'src/blocks/registry.ts'].join(', ')}: ${SERVER_ZONES[zone].why}`;

/** One zone per block folder: a block imports no other block, whatever path it spells. */
function blockZones() {
  const blocks = readdirSync(absolute('src/blocks'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return blocks.map(({ name }) => ({
    target: `src/blocks/${name}`,
    from: 'src/blocks',
    except: [`./${name}`],
    message: 'Blocks never import each other or the registry: share code through src/renderer/kit.',
  }));
}

const SERVER_FROM_SRC = {
  target: 'server',
  from: 'src',
  except: [...SERVER_SHARED.map((path) => `./${path.slice('src/'.length)}`), './blocks/registry.ts'],
  message:
    'The server imports only the schema, renderer core and the block registry from src; React only through the SSR entry, loaded by path.',
};
/** The server's test helpers take from src what the server itself does. */
const SERVER_TESTING_FROM_SRC = { ...SERVER_FROM_SRC, target: 'server/testing' };
/** Test databases, apps and shops are for tests: nothing the shop runs loads them. */
const SERVER_FROM_TESTING = {
  target: 'server',
  from: 'server/testing',
  message: 'Runtime code never loads server/testing: test databases, apps and shops are for tests alone.',
};
const SRC_FROM_SERVER = { target: ['src', '.storybook'], from: 'server', message: 'Browser code and stories never import the server.' };

/** Every zone's restrictions for shop code (tests and stories aside). */
export function shopZones() {
  const srcUniverse = [...Object.keys(SRC_ZONES), 'server'];
  const serverUniverse = Object.keys(SERVER_ZONES);
  const src = Object.entries(SRC_ZONES).flatMap(([zone, rule]) => restrictionsOf(zone, rule, srcUniverse, srcMessage));
  const server = Object.entries(SERVER_ZONES).flatMap(([zone, rule]) =>
    restrictionsOf(zone, { may: [...rule.may, ...SERVER_BASE] }, serverUniverse, () => serverMessage(zone, rule.may)),
  );
  return [...src, ...server, ...blockZones(), SERVER_FROM_SRC, SERVER_FROM_TESTING, SRC_FROM_SERVER];
}

/** Tests and stories may set up across zones, but still keep the two sides and the blocks apart. */
export function testZones() {
  return [...blockZones(), SERVER_TESTING_FROM_SRC, SRC_FROM_SERVER];
}
