import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

import { adminToken, ownShopPort } from './e2e/fixture-names';

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh database for every run: journeys see exactly the seeded demo shop.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
// And one for the shop a merchant starts as their own (e2e/own-shop.spec.ts), empty until the journey imports its catalog.
const ownShopDataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-own-'));

/** The server's settings the README's production start leaves out (server/config.ts, server/accounts/human-check.ts). */
const UNSET_SERVER_SETTINGS = [
  'HOST',
  'DATABASE_URL',
  'WORKERS',
  'PUBLIC_ORIGIN',
  'ALLOWED_HOSTS',
  'RATE_LIMIT_WEB',
  'RATE_LIMIT_ADMIN',
  'TRUST_PROXY',
  'SMTP_URL',
  'MAIL_FROM',
  'HUMAN_CHECK_SECRET',
  'DEMO_CATALOG',
];

/*
 * Two journeys at a time. What a journey changes that another could see decides when it runs:
 * - the pictures (e2e/built-shop.spec.ts) compare what the demo shop shows, one page after
 *   another for one shopper, so they run in one lane;
 * - the demo shopper is one account, and its journeys change its password, end its sessions
 *   and edit its addresses: they run one after another in the other lane, beside the pictures,
 *   which show none of it;
 * - every other journey waits for both lanes: some change what the pictures show (they buy,
 *   review, or take a product in and out of stock), live.spec.ts signs in as the demo shopper,
 *   and each uses a shopper of its own or none, so they run two at a time.
 */
const PICTURES = ['built-shop.spec.ts'];
const DEMO_SHOPPER = [
  'address.spec.ts',
  'auth.spec.ts',
  'comments.spec.ts',
  'coupons.spec.ts',
  'favorite.spec.ts',
  'inquiries.spec.ts',
  'orders.spec.ts',
  'profile.spec.ts',
  'returns.spec.ts',
  'session.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'pictures', testMatch: PICTURES, workers: 1 },
    { name: 'demo shopper', testMatch: DEMO_SHOPPER, workers: 1 },
    { name: 'journeys', testIgnore: [...PICTURES, ...DEMO_SHOPPER], dependencies: ['pictures', 'demo shopper'] },
  ],
  retries: 0,
  reporter: [['list']],
  // Every page a journey loads is also checked by axe and, in zh-HK, read for raw words: a few seconds a page.
  timeout: 60_000,
  // Screenshot baselines, committed: e2e/screenshots/<name>.png (see e2e/built-shop.spec.ts).
  snapshotPathTemplate: 'e2e/screenshots/{arg}{ext}',
  use: {
    // The address the README gives shop owners.
    baseURL: `http://localhost:${port}`,
    // A trace records every action of every journey (a DOM snapshot and a screencast frame
    // each), which was an eighth of the journeys' time. A failure prints its error and the
    // page's problems and keeps a screenshot; `npx playwright test --trace on <file>` records
    // the journey being mended.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      // The production server, as shoppers get it; `npm test` builds before this step.
      command: 'npx tsx e2e/prepare-data.ts && npm run serve',
      url: `http://localhost:${port}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Started exactly as the README's production start says: `npm run serve` (which sets
      // NODE_ENV itself) with ADMIN_TOKEN, and the PORT and DATA_DIR it documents. Every other
      // setting the server reads is blanked, which it takes as unset, so a value in the shell
      // that runs the journeys cannot make them pass on a start no shop owner makes.
      env: { ...Object.fromEntries(UNSET_SERVER_SETTINGS.map((name) => [name, ''])), PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: adminToken },
    },
    {
      // A merchant's own shop as the README starts one: DEMO_CATALOG=off on a new database.
      command: 'npm run serve',
      url: `http://localhost:${ownShopPort}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...Object.fromEntries(UNSET_SERVER_SETTINGS.map((name) => [name, ''])), PORT: String(ownShopPort), DATA_DIR: ownShopDataDir, ADMIN_TOKEN: adminToken, DEMO_CATALOG: 'off' },
    },
  ],
});
