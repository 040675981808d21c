import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint zones (lint-zones.js) proven on code that is never written to disk: the file path
 * decides which zone the code is in, the import names a real file in another zone.
 */

const eslint = new ESLint({ cwd: process.cwd() });
const ZONE_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

async function zoneProblems(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${from}';\nexport { imported };\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && ZONE_RULES.has(message.ruleId)).map((message) => message.message);
}

/** [file in the zone, a wrong-way import from it, part of the reason lint gives]. */
const WRONG_WAY: readonly (readonly [string, string, string])[] = [
  ['src/schema/x.ts', '../renderer/core/resolve-page', 'src/schema may import only its own files'],
  ['src/schema/x.ts', 'react', 'zod only'],
  ['src/renderer/core/x.ts', '../kit/format', 'renderer core is framework-free'],
  ['src/renderer/core/x.ts', 'react-dom/server', 'Renderer core is framework-free'],
  ['src/renderer/kit/x.ts', '../react/page-renderer', 'the kit sits below the blocks'],
  ['src/state/x.ts', '../api/client', 'stores hold plain data'],
  ['src/api/x.ts', '../routes/-components/page-view', 'the /api/web client knows the contract'],
  ['src/i18n/x.ts', '../state/cart', 'the translation setup knows only the languages'],
  ['src/navigation/x.ts', '../renderer/kit/format', 'framework-free helpers of the routes'],
  ['src/blocks/hero-banner/x.tsx', '../../renderer/react/page-renderer', 'blocks sit below the React renderer'],
  ['src/renderer/react/x.tsx', '../../routes/-components/page-view', 'the React renderer sits below the routes'],
  ['src/routes/-components/x.tsx', '../../boot/code-list', 'routes sit below start-up'],
  ['src/boot/x.ts', '../entry-server', 'start-up stages are loaded by the browser entry alone'],
  ['src/entry-client.tsx', './renderer/react/page-renderer', 'the browser entry only starts the stages'],
  ['src/entry-server.tsx', './boot/code-list', 'the SSR entry draws the app'],
  ['src/router.tsx', './boot/code-list', 'the router wires the routes'],
  ['src/session-services.ts', './routes/-components/page-view', 'the shopper session wires the stores'],
  ['src/styles/x.ts', '../schema/page', 'stylesheets import nothing'],
  ['src/fixtures/x.ts', '../routes/-components/page-view', 'fixtures feed tests and stories'],
  ['src/renderer/react/x.tsx', '../../fixtures/catalog', 'the React renderer sits below the routes'],
  ['src/renderer/core/x.ts', '../../../server/pages/page-data', 'Browser code and stories never import the server'],
  ['.storybook/x.tsx', '../server/demo/themes', 'Browser code and stories never import the server'],
  ['server/db/x.ts', '../pages/page-data', 'the database layer knows tables and migrations'],
  ['server/events/x.ts', '../pages/page-data', 'the change bus carries notices'],
  ['server/http/x.ts', '../pages/page-data', 'the HTTP kit'],
  ['server/http/x.ts', '../accounts/sessions', 'the HTTP kit'],
  ['server/http/x.ts', '../web-api/web-api', 'the HTTP kit'],
  ['server/checkout/x.ts', '../web-api/web-api', 'the checkout: the cart snapshotted'],
  // The domains read only those before them: the cart sits below the checkout, orders below payments and returns.
  ['server/cart/x.ts', '../checkout/checkouts', 'server/cart may import only'],
  ['server/orders/x.ts', '../payments/payments', 'server/orders may import only'],
  ['server/orders/x.ts', '../returns/returns', 'server/orders may import only'],
  ['server/coupons/x.ts', '../commerce/pricing', 'server/coupons may import only'],
  ['server/accounts/x.ts', '../web-api/web-api', 'shoppers’ accounts'],
  ['server/pages/x.ts', '../catalog/queries/products', 'the generic page layer knows nothing of the catalog'],
  ['server/pages/entities.ts', '../demo/products', 'the generic page layer knows nothing of the catalog'],
  ['server/pages/entities.ts', '../catalog/pages/index', 'the generic page layer knows nothing of the catalog'],
  ['server/catalog/queries/x.ts', '../../demo/products', 'runtime queries and resolvers never import demo data'],
  ['server/catalog/pages/x.ts', '../../demo/site', 'runtime queries and resolvers never import demo data'],
  ['server/catalog/image-route.ts', '../demo/products', 'runtime queries and resolvers never import demo data'],
  ['server/demo/x.ts', '../app', 'demo content is seed data'],
  ['server/web-api/x.ts', '../admin/admin-api', '/api/web handlers call services'],
  ['server/admin/x.ts', '../seo/sitemap', 'the admin API calls services'],
  ['server/realtime/x.ts', '../db/database', 'the websocket relays change-bus messages'],
  ['server/seo/x.ts', '../demo/products', 'sitemap and robots read pages and the catalog'],
  ['server/ssr/x.ts', '../catalog/queries/products', 'server rendering loads the SSR entry by path'],
  ['server/cli/x.ts', '../app', 'the command line works on the page store'],
  ['server/app.ts', './demo/seed', 'the HTTP app mounts the routers and never the demo seed'],
  ['server/services.ts', './app', 'services are built from the layers below the routers'],
  ['server/node-server.ts', './pages/page-data', 'the Node listener hands upgrades'],
  ['server/json-schema.ts', './db/database', 'the published JSON Schema derives from the contract alone'],
  ['server/logger.ts', './db/database', 'the logger imports nothing'],
  ['server/config.ts', './db/database', 'it imports nothing'],
  ['server/main.ts', './cli/pages', 'the process entry starts the app'],
  ['server/main.ts', './testing/test-app', 'Runtime code never loads server/testing'],
  ['server/orders/x.ts', '../testing/test-orders', 'Runtime code never loads server/testing'],
  ['server/testing/x.ts', '../../src/renderer/react/page-renderer', 'The server imports only the schema'],
  ['server/pages/x.ts', '../../src/renderer/react/page-renderer', 'The server imports only the schema, renderer core and the block registry'],
  ['server/pages/x.ts', '../../src/blocks/rich-text/rich-text', 'The server imports only the schema, renderer core and the block registry'],
  ['server/ssr/x.ts', 'react-dom/server', 'only through the SSR entry'],
];

/** Imports that follow the flow and must stay quiet. */
const RIGHT_WAY: readonly (readonly [string, string])[] = [
  ['src/renderer/core/x.ts', '../../schema/page'],
  ['src/blocks/hero-banner/x.tsx', '../../renderer/kit/format'],
  ['src/blocks/hero-banner/x.tsx', './schema'],
  ['src/renderer/react/x.tsx', '../../blocks/registry'],
  ['src/routes/-components/x.tsx', '../../navigation/page-request'],
  ['src/renderer/react/x.test.tsx', '../../fixtures/catalog'],
  ['server/pages/x.ts', '../../src/blocks/registry'],
  ['server/pages/x.ts', '../../src/renderer/core/resolve-page'],
  ['server/catalog/image-route.ts', './images/scenes'],
  ['server/demo/x.ts', '../catalog/queries/search-text'],
  ['server/main.ts', './demo/seed'],
  ['server/commerce/x.ts', '../web-api/deps'],
  ['server/checkout/x.ts', '../orders/order-records'],
  ['server/returns/x.ts', '../orders/order-transitions'],
  ['server/reviews/x.ts', '../http/uploaded-picture'],
  ['server/accounts/x.ts', '../http/mount'],
  ['server/visitors/x.ts', '../http/mount'],
  ['server/orders/x.test.ts', '../testing/test-orders'],
  ['server/testing/x.ts', '../app'],
];

/** Every way one block can spell another's path. */
const OTHER_BLOCK = ['../rich-text/schema', '../../blocks/rich-text/schema', '../../../src/blocks/rich-text/schema', '../registry', '/src/blocks/rich-text/schema', 'src/blocks/rich-text/schema'];

describe('the lint zones', () => {
  it.each(WRONG_WAY)('in %s, refuse an import of %s', async (filePath, from, reason) => {
    const problems = await zoneProblems(filePath, from);
    expect(problems.join('\n')).toContain(reason);
  });

  it.each(RIGHT_WAY)('in %s, allow an import of %s', async (filePath, from) => {
    expect(await zoneProblems(filePath, from)).toEqual([]);
  });

  it.each(OTHER_BLOCK)('keep blocks apart however the path is spelled: %s', async (from) => {
    for (const filePath of ['src/blocks/hero-banner/hero-banner.tsx', 'src/blocks/hero-banner/hero-banner.test.tsx']) {
      const problems = await zoneProblems(filePath, from);
      expect(problems.length, `${from} from ${filePath}`).toBeGreaterThan(0);
    }
  });

  it('give every folder and top-level file of src and server a zone of its own', async () => {
    const entries = (folder: string) =>
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => (entry.isDirectory() && entry.name !== 'migrations') || /^(?!.*\.test\.).*\.tsx?$/.test(entry.name))
        .map((entry) => `${folder}/${entry.name}`);
    const zones = [...entries('src').filter((path) => path !== 'src/renderer'), ...entries('src/renderer'), ...entries('server')];
    const unzoned: string[] = [];
    for (const zone of zones) {
      const file = /\.tsx?$/.test(zone) ? zone : `${zone}/x.ts`;
      if (await eslint.isPathIgnored(file)) continue;
      const config: unknown = await eslint.calculateConfigForFile(file);
      const text = JSON.stringify(config);
      if (!text.includes(`"target":"${zone}"`)) unzoned.push(zone);
    }
    expect(unzoned).toEqual([]);
  });
});
