import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh database for every run: journeys see exactly the seeded demo shop.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
import { adminToken } from './e2e/fixture-names';

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
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Every page a journey loads is also checked by axe and, in zh-HK, read for raw words: a few seconds a page.
  timeout: 60_000,
  // Screenshot baselines, committed: e2e/screenshots/<name>.png (see e2e/built-shop.spec.ts).
  snapshotPathTemplate: 'e2e/screenshots/{arg}{ext}',
  use: {
    // The address the README gives shop owners.
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
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
});
