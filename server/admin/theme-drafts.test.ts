import { beforeAll, describe, expect, it } from 'vitest';
import { resolvedThemeSchema } from '../../src/schema/theme';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { signedInStaff } from '../testing/test-staff';

/*
 * The theme editor's draft, the theme's version and publishing, through the real admin API and
 * the shop's own page data request, on PGlite and PostgreSQL: shoppers see the published theme
 * only, and two staff publishing over one version never overwrite each other silently.
 */

const ORIGIN = 'http://localhost';
type Envelope<Data = Record<string, unknown>> = { code: number; msg: string; data: Data };
type Answer<Data = Record<string, unknown>> = { status: number; headers: Headers; body: Envelope<Data> };
type ThemeRead = {
  id: string;
  config: Record<string, unknown>;
  version: string;
  publishedBy: string | null;
  draft: { config: Record<string, unknown>; basedOn: string; savedBy: string; version: string; problems: { path: string }[] } | null;
};

describe.each(TEST_DRIVERS)('theme drafts and publishing on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  let ada: { email: string; cookie: string };
  let mei: { email: string; cookie: string };

  /** A call as the back office's browser makes it: the member's cookie, from the shop's own page. */
  async function staffCall<Data = Record<string, unknown>>(
    cookie: string | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    ifMatch?: string,
  ): Promise<Answer<Data>> {
    const response = await shop.app.request(`${ORIGIN}/api/admin${path}`, {
      method,
      headers: {
        ...(cookie === null ? {} : { cookie }),
        ...(method === 'GET' ? {} : { origin: ORIGIN }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<Data> };
  }

  const readTheme = async (cookie = ada.cookie) => {
    const read = await staffCall<ThemeRead>(cookie, 'GET', '/theme');
    expect(read.status, read.body.msg).toBe(200);
    return read.body.data;
  };

  /** The theme a shopper's page is drawn with, resolved and within the contract. */
  async function shopperTheme() {
    const response = await shop.app.request(`${ORIGIN}/?request=route`);
    return resolvedThemeSchema.parse(((await response.json()) as Envelope<{ theme: unknown }>).data.theme);
  }

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    shop = opened.shop;
    ada = await signedInStaff(shop.app, `ada-${driver}@staff.example`, 'editor');
    mei = await signedInStaff(shop.app, `mei-${driver}@staff.example`, 'editor');
    // Published once by the owner's script, so every test starts from a theme with a known colour.
    const put = await adminRequest(shop.app, 'PUT', '/theme', { body: { name: 'Start', colors: { primaryColor: '#123456' } } });
    expect(put.status, put.body.msg).toBe(200);
  });

  it('keeps a draft from shoppers until it is published, then draws the next page with it', async () => {
    const before = await readTheme();
    expect(before.config).toMatchObject({ colors: { primaryColor: '#123456' } });
    expect(before.publishedBy).toBe('admin token');

    const saved = await staffCall(ada.cookie, 'PUT', '/theme/draft', {
      config: { name: 'Drafted', colors: { primaryColor: '#ff6600' }, hideFoot: true },
    });
    expect(saved.status, saved.body.msg).toBe(201);
    expect(saved.body.data).toMatchObject({ basedOn: before.version, savedBy: ada.email, problems: [] });

    // Shoppers still see the published theme; the editor reads the draft beside it.
    const unseen = await shopperTheme();
    expect(unseen.colors.primaryColor).toBe('#123456');
    expect(unseen.hideFoot).toBe(false);
    const read = await readTheme(mei.cookie);
    expect(read.version).toBe(before.version);
    expect(read.draft).toMatchObject({ config: { colors: { primaryColor: '#ff6600' } }, savedBy: ada.email });

    const published = await staffCall<{ version: string; publishedBy: string }>(ada.cookie, 'POST', '/theme/publish', {}, before.version);
    expect(published.status, published.body.msg).toBe(200);
    expect(published.body.data.publishedBy).toBe(ada.email);
    expect(published.headers.get('etag')).toBe(`"${published.body.data.version}"`);

    const seen = await shopperTheme();
    expect(seen.name).toBe('Drafted');
    expect(seen.colors.primaryColor).toBe('#ff6600');
    expect(seen.hideFoot).toBe(true);
    const after = await readTheme();
    expect(after.version).toBe(published.body.data.version);
    expect(after.draft).toBeNull();
  });

  it('keeps a draft with a refused colour, and refuses to publish it, naming the value by its path', async () => {
    const start = await readTheme();
    const shownBefore = (await shopperTheme()).colors.primaryColor;
    const saved = await staffCall<{ problems: { path: string; message: string }[] }>(ada.cookie, 'PUT', '/theme/draft', {
      config: { colors: { primaryColor: '#0f766e', titleColor: 'red;}body{display:none' } },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data.problems.map((problem) => problem.path)).toEqual(['colors.titleColor']);

    const refused = await staffCall<{ issues: { path: string; message: string }[] }>(
      ada.cookie,
      'POST',
      '/theme/publish',
      {},
      start.version,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues.map((issue) => issue.path)).toEqual(['colors.titleColor']);
    // Nothing of it reached shoppers, not even its good colour, and the draft is still there to fix.
    expect((await shopperTheme()).colors.primaryColor).toBe(shownBefore);
    expect((await readTheme()).draft?.config).toMatchObject({ colors: { titleColor: 'red;}body{display:none' } });

    const given = await staffCall<{ issues: { path: string }[] }>(
      ada.cookie,
      'POST',
      '/theme/publish',
      { config: { fonts: { fontSize: 'huge' } } },
      start.version,
    );
    expect(given.status).toBe(422);
    expect(given.body.data.issues.map((issue) => issue.path)).toEqual(['fonts.fontSize']);
    expect((await staffCall(ada.cookie, 'DELETE', '/theme/draft')).status).toBe(200);

    // A draft that is no theme at all is refused, naming the field.
    const shapeless = await staffCall<{ issues: { path: string }[] }>(ada.cookie, 'PUT', '/theme/draft', { config: 'navy' });
    expect(shapeless.status).toBe(422);
    expect(shapeless.body.data.issues.map((issue) => issue.path)).toEqual(['config']);
    expect((await readTheme()).draft).toBeNull();
  });

  it('refuses a publish over a version that is gone with 409, writing nothing, and says whose theme is there', async () => {
    const start = await readTheme();
    const mine = await staffCall<{ version: string }>(
      mei.cookie,
      'POST',
      '/theme/publish',
      { config: { colors: { primaryColor: '#aa0000' } } },
      start.version,
    );
    expect(mine.status, mine.body.msg).toBe(200);

    const stale = await staffCall<{ version: string; publishedBy: string; config: unknown; expected: string }>(
      ada.cookie,
      'POST',
      '/theme/publish',
      { config: { colors: { primaryColor: '#00aa00' } } },
      start.version,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({
      version: mine.body.data.version,
      publishedBy: mei.email,
      config: { colors: { primaryColor: '#aa0000' } },
      expected: start.version,
    });
    expect(stale.headers.get('etag')).toBe(`"${mine.body.data.version}"`);
    expect((await shopperTheme()).colors.primaryColor).toBe('#aa0000');
    expect((await readTheme()).version).toBe(mine.body.data.version);

    // A draft started before Mei's publish is stale too, and stays for its editor to rebase.
    await staffCall(ada.cookie, 'PUT', '/theme/draft', { config: { colors: { primaryColor: '#00aa00' } }, basedOn: start.version });
    expect((await staffCall(ada.cookie, 'POST', '/theme/publish', {})).status).toBe(409);
    expect((await readTheme()).draft?.basedOn).toBe(start.version);
    expect((await shopperTheme()).colors.primaryColor).toBe('#aa0000');
    expect((await staffCall(ada.cookie, 'DELETE', '/theme/draft')).status).toBe(200);
  });

  it('lets exactly one of two publishes racing over one version land', async () => {
    const start = await readTheme();
    const [first, second] = await Promise.all([
      staffCall(ada.cookie, 'POST', '/theme/publish', { config: { colors: { primaryColor: '#111111' } } }, start.version),
      staffCall(mei.cookie, 'POST', '/theme/publish', { config: { colors: { primaryColor: '#222222' } } }, start.version),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? '#111111' : '#222222';
    expect((await shopperTheme()).colors.primaryColor).toBe(winner);
    expect((await readTheme()).config).toEqual({ colors: { primaryColor: winner } });
  });

  it('refuses a draft saved over another editor’s draft version with 409 and their draft', async () => {
    const first = await staffCall<{ version: string }>(ada.cookie, 'PUT', '/theme/draft', {
      config: { colors: { primaryColor: '#333333' } },
    });
    await staffCall(mei.cookie, 'PUT', '/theme/draft', { config: { colors: { primaryColor: '#444444' } } }, first.body.data.version);
    const stale = await staffCall<{ savedBy: string; config: unknown }>(
      ada.cookie,
      'PUT',
      '/theme/draft',
      { config: { colors: { primaryColor: '#555555' } } },
      first.body.data.version,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ savedBy: mei.email, config: { colors: { primaryColor: '#444444' } } });
    expect((await readTheme()).draft?.config).toEqual({ colors: { primaryColor: '#444444' } });
    expect((await staffCall(ada.cookie, 'DELETE', '/theme/draft')).status).toBe(200);
  });

  it('discards the draft only at the version the editor read, and says when there is none', async () => {
    const shownBefore = (await shopperTheme()).colors.primaryColor;
    const first = await staffCall<{ version: string }>(ada.cookie, 'PUT', '/theme/draft', {
      config: { colors: { primaryColor: '#666666' } },
    });
    await staffCall(mei.cookie, 'PUT', '/theme/draft', { config: { colors: { primaryColor: '#777777' } } }, first.body.data.version);

    // Mei saved since Ada read the draft: Ada's discard is refused with Mei's draft, which stays.
    const stale = await staffCall<{ savedBy: string; config: unknown; version: string }>(
      ada.cookie,
      'DELETE',
      '/theme/draft',
      undefined,
      first.body.data.version,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/then discard$/);
    expect(stale.body.data).toMatchObject({ savedBy: mei.email, config: { colors: { primaryColor: '#777777' } } });
    expect((await readTheme()).draft?.config).toEqual({ colors: { primaryColor: '#777777' } });

    // At the version now stored, the draft goes; shoppers' theme is untouched.
    const discarded = await staffCall(ada.cookie, 'DELETE', '/theme/draft', undefined, stale.body.data.version);
    expect(discarded.status, discarded.body.msg).toBe(200);
    expect(discarded.body.data).toEqual({ deleted: true });
    expect((await readTheme()).draft).toBeNull();
    expect((await shopperTheme()).colors.primaryColor).toBe(shownBefore);

    // Nothing left to discard: 404 without a version, 409 naming one (it was published or discarded meanwhile).
    expect((await staffCall(ada.cookie, 'DELETE', '/theme/draft')).status).toBe(404);
    const gone = await staffCall(ada.cookie, 'DELETE', '/theme/draft', undefined, stale.body.data.version);
    expect(gone.status).toBe(409);
    expect(gone.body.data).toBeNull();
  });

  it('keeps theme/put for scripts, now with an optional version to keep to', async () => {
    const start = await readTheme();
    const stale = await adminRequest(shop.app, 'PUT', '/theme', {
      body: { colors: { primaryColor: '#666666' } },
      headers: { 'if-match': '"not-the-version"' },
    });
    expect(stale.status).toBe(409);
    expect((await shopperTheme()).colors.primaryColor).not.toBe('#666666');
    const kept = await adminRequest(shop.app, 'PUT', '/theme', {
      body: { colors: { primaryColor: '#666666' } },
      headers: { 'if-match': `"${start.version}"` },
    });
    expect(kept.status, kept.body.msg).toBe(200);
    expect((await shopperTheme()).colors.primaryColor).toBe('#666666');
  });

  it('lets editors draft and publish, and refuses support staff and callers without a session', async () => {
    const support = await signedInStaff(shop.app, `sam-${driver}@staff.example`, 'support');
    const start = await readTheme();
    const config = { config: { colors: { primaryColor: '#777777' } } };
    for (const cookie of [support.cookie, null]) {
      const expected = cookie === null ? 401 : 403;
      expect((await staffCall(cookie, 'GET', '/theme')).status).toBe(expected);
      expect((await staffCall(cookie, 'PUT', '/theme/draft', config)).status).toBe(expected);
      expect((await staffCall(cookie, 'POST', '/theme/publish', config, start.version)).status).toBe(expected);
    }
    expect((await readTheme()).draft).toBeNull();
    expect((await shopperTheme()).colors.primaryColor).not.toBe('#777777');
  });

  it('keeps who saved and who published in the audit log', async () => {
    const start = await readTheme();
    await staffCall(ada.cookie, 'PUT', '/theme/draft', { config: { colors: { primaryColor: '#888888' } } });
    await staffCall(ada.cookie, 'POST', '/theme/publish', {}, start.version);
    const audit = await adminRequest<{ entries: { call: string; actor: string }[] }>(shop.app, 'GET', '/audit?limit=20');
    expect(audit.status, audit.body.msg).toBe(200);
    const calls = audit.body.data.entries.filter((entry) => entry.call.startsWith('theme/')).map((entry) => `${entry.call} ${entry.actor}`);
    expect(calls).toContain(`theme/draft/put ${ada.email}`);
    expect(calls).toContain(`theme/publish ${ada.email}`);
  });
});
