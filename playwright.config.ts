import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh database for every run: journeys see exactly the seeded demo shop.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
import { adminToken } from './e2e/fixture-names';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The production server, as shoppers get it; `npm test` builds before this step.
    command: 'npx tsx e2e/prepare-data.ts && npm run serve',
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The README's production settings and no more: with no ALLOWED_HOSTS, pages and mail name http://localhost:<port>.
    env: { PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, NODE_ENV: 'production' },
  },
});
