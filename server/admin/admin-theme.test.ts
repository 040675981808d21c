import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoThemes } from '../demo/themes';
import { DEFAULT_THEME, resolvedThemeSchema, themeConfigSchema } from '../../src/schema/theme';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { memoryLogger } from '../logger';
import { createServices } from '../services';

const ADMIN_TOKEN = 'admin-token-for-the-theme-suite';
const ORIGIN = 'http://shop.test';

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Issues = { issues: { path: string; message: string }[] };

/** Merchants restyle the shop with one call: checked as a whole, applied to the next page drawn. */
describe('theme through the admin API', () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  const admin = (method: string, body?: unknown) =>
    app.request(`${ORIGIN}/api/admin/theme`, {
      method,
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const pageTheme = async () => {
    const response = await app.request(`${ORIGIN}/?request=route`);
    // The page carries the theme resolved: complete, and within the contract.
    return resolvedThemeSchema.parse(((await response.json()) as Envelope<{ theme: unknown }>).data.theme);
  };

  beforeAll(async () => {
    database = await openTestDatabase({ from: 'demo' });
    const services = createServices({ db: database.db, logger: memoryLogger() });
    app = createApp({ services, html: { render: () => Promise.reject(new Error('not under test')) }, adminToken: ADMIN_TOKEN });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('every demo theme passes the theme contract merchants write against', () => {
    for (const [name, config] of Object.entries(demoThemes)) expect(themeConfigSchema.safeParse(config).success, name).toBe(true);
  });

  it('reads the active theme, stores a new one and draws the next page with it', async () => {
    const read = (await (await admin('GET')).json()) as Envelope<{ id: string }>;
    expect(read.data.id).toBe('default');

    const put = await admin('PUT', { name: 'Night market', colors: { primaryColor: '#ff6600' }, hideFoot: true });
    expect(put.status).toBe(200);

    const theme = await pageTheme();
    expect(theme.name).toBe('Night market');
    expect(theme.colors.primaryColor).toBe('#ff6600');
    expect(theme.hideFoot).toBe(true);
    expect(theme.colors.textColor).toBe(DEFAULT_THEME.colors.textColor);
    expect(theme.layout).toEqual(DEFAULT_THEME.layout);
  });

  it('refuses a theme with bad values as a whole, naming every one by its path', async () => {
    await admin('PUT', { colors: { primaryColor: '#123456' } });
    const response = await admin('PUT', {
      colors: { primaryColor: '#00ff00', titleColor: 'red;}body{display:none' },
      fonts: { fontSize: 'huge' },
      layout: { container: { screen: '1280px', gutter: '1rem' } },
      hideHead: 'yes',
      colour: {},
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Envelope<Issues>;
    const paths = body.data.issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(['$', 'colors.titleColor', 'fonts.fontSize', 'hideHead', 'layout.container'].sort());
    expect(body.data.issues.find((issue) => issue.path === '$')?.message).toMatch(/colour/);
    expect(body.data.issues.find((issue) => issue.path === 'layout.container')?.message).toMatch(/gutter/);
    // Nothing of the refused write was stored, not even its one good value.
    expect((await pageTheme()).colors.primaryColor).toBe('#123456');
  });

  it('answers 400 for a body that is not JSON and 401 without the token', async () => {
    const notJson = await app.request(`${ORIGIN}/api/admin/theme`, { method: 'PUT', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: '{colors' });
    expect(notJson.status).toBe(400);
    const anonymous = await app.request(`${ORIGIN}/api/admin/theme`, { method: 'PUT', body: '{}' });
    expect(anonymous.status).toBe(401);
  });
});
