import { beforeAll, describe, expect, it } from 'vitest';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { SESSION_COOKIE } from '../accounts/sessions';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { signedInStaff } from '../testing/test-staff';

/*
 * Drafts, publishing, revisions and rollback of a composed page, through the real admin API
 * and the shop's own page data request, on PGlite and PostgreSQL: shoppers see the published
 * page only, every publish is a revision naming who and when, and two editors never overwrite
 * each other's draft or published page silently.
 */

const ORIGIN = 'http://localhost';
type Envelope<Data = Record<string, unknown>> = { code: number; msg: string; data: Data };
type Answer<Data = Record<string, unknown>> = { status: number; headers: Headers; body: Envelope<Data> };

const richText = (html: string) => ({ version: 1, props: { html, align: 'start' }, type: 'rich-text', id: 'body' });
const page = (key: string, text: string) => ({
  key,
  locale: 'en',
  pageBody: { blocks: [richText(`<p>${text}</p>`)], template: 'page' },
  meta: { title: text },
});
const address = (key: string) => `key=${encodeURIComponent(key)}&locale=en`;

describe.each(TEST_DRIVERS)('page drafts and revisions on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  let ada: { email: string; cookie: string };
  let mei: { email: string; cookie: string };

  /** A call as the back office's browser makes it: the member's cookie, from the shop's own page. */
  async function staffCall<Data = Record<string, unknown>>(
    cookie: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    ifMatch?: string,
  ): Promise<Answer<Data>> {
    const response = await shop.app.request(`${ORIGIN}/api/admin${path}`, {
      method,
      headers: {
        cookie,
        ...(method === 'GET' ? {} : { origin: ORIGIN }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<Data> };
  }

  const editor = (name: string) => signedInStaff(shop.app, `${name}-${driver}@staff.example`, 'editor');

  /** The page as a shopper's browser asks for it. */
  async function shopperSees(path: string, headers: Record<string, string> = {}) {
    const response = await shop.app.request(`${ORIGIN}/${path}?request=route`, { headers });
    const body = (await response.json()) as Envelope<{ meta: { title: string } }>;
    return { status: response.status, title: body.data?.meta.title, cacheControl: response.headers.get('cache-control') };
  }

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    shop = opened.shop;
    ada = await editor('ada');
    mei = await editor('mei');
  });

  it('keeps a draft from shoppers until it is published, then lists each publish with who and when', async () => {
    const put = await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/drafted', 'Published') });
    expect(put.status).toBe(201);
    expect(put.body.data.revision).toBe(1);

    expect((await staffCall(ada.cookie, 'GET', `/pages/draft?${address('page/drafted')}`)).status).toBe(404);
    const saved = await staffCall(ada.cookie, 'PUT', '/pages/draft', page('page/drafted', 'Draft'));
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      key: 'page/drafted',
      locale: 'en',
      basedOn: put.body.data.version,
      savedBy: ada.email,
      problems: [],
      created: true,
    });
    const read = await staffCall(ada.cookie, 'GET', `/pages/draft?${address('page/drafted')}`);
    expect(read.body.data).toMatchObject({ version: saved.body.data.version, meta: { title: 'Draft' } });
    expect(read.headers.get('etag')).toBe(`"${String(saved.body.data.version)}"`);

    // The shop answers the published page; staff preview the draft, drawn outside the shop's cache.
    expect((await shopperSees('page/drafted')).title).toContain('Published');
    const preview = await staffCall<{ meta: { title: string }; pageBody: { blocks: { props: { html: string } }[] } }>(
      ada.cookie,
      'GET',
      `/pages/draft/preview?${address('page/drafted')}&path=${encodeURIComponent('/page/drafted')}`,
    );
    expect(preview.status, preview.body.msg).toBe(200);
    expect(preview.body.data.meta.title).toContain('Draft');
    expect(preview.body.data.pageBody.blocks[0]!.props.html).toBe('<p>Draft</p>');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect((await shopperSees('page/drafted')).title).toContain('Published');

    const published = await staffCall(ada.cookie, 'POST', '/pages/publish', { key: 'page/drafted', locale: 'en' });
    expect(published.status, published.body.msg).toBe(200);
    expect(published.body.data).toMatchObject({ key: 'page/drafted', locale: 'en', revision: 2 });
    expect((await shopperSees('page/drafted')).title).toContain('Draft');
    expect((await staffCall(ada.cookie, 'GET', `/pages/draft?${address('page/drafted')}`)).status).toBe(404);
    expect((await adminRequest(shop.app, 'GET', `/pages?${address('page/drafted')}`)).body.data.version).toBe(published.body.data.version);

    const list = await staffCall<{ number: number; publishedBy: string; publishedAt: string; rolledBackFrom: number | null }[]>(
      mei.cookie,
      'GET',
      `/pages/revisions?${address('page/drafted')}`,
    );
    expect(list.body.data.map(({ number, publishedBy, rolledBackFrom }) => ({ number, publishedBy, rolledBackFrom }))).toEqual([
      { number: 2, publishedBy: ada.email, rolledBackFrom: null },
      { number: 1, publishedBy: 'admin token', rolledBackFrom: null },
    ]);
    expect(Date.parse(list.body.data[0]!.publishedAt)).toBeGreaterThanOrEqual(Date.parse(list.body.data[1]!.publishedAt));

    // Each publish is written to the audit log with the page before and after it.
    const audit = await adminRequest<{
      entries: { call: string; actor: string; before: { meta: unknown } | null; after: { meta: unknown } | null }[];
    }>(shop.app, 'GET', '/audit?call=pages/publish');
    expect(audit.body.data.entries[0]).toMatchObject({
      call: 'pages/publish',
      actor: ada.email,
      before: { meta: { title: 'Published' } },
      after: { meta: { title: 'Draft' } },
    });
  });

  it("previews a layout draft on any page, leaving the shop's own layout as published", async () => {
    const footer = {
      key: 'layout:footer',
      locale: 'en',
      pageBody: { template: 'layout', blocks: [{ ...richText('<p>Draft footer</p>'), id: 'draft-footer' }] },
    };
    const saved = await staffCall(ada.cookie, 'PUT', '/pages/draft', footer);
    expect(saved.body.data.problems).toEqual([]);
    type Layout = { layout: { footer: { id: string }[] } };
    const preview = await staffCall<Layout>(ada.cookie, 'GET', `/pages/draft/preview?${address('layout:footer')}&path=%2F`);
    expect(preview.body.data.layout.footer.map((block) => block.id)).toEqual(['draft-footer']);
    const home = (await (await shop.app.request(`${ORIGIN}/?request=route`)).json()) as Envelope<Layout>;
    expect(home.data.layout.footer.map((block) => block.id)).not.toContain('draft-footer');
    await staffCall(ada.cookie, 'DELETE', `/pages/draft?${address('layout:footer')}`);
  });

  it('rolls back to an old revision as a new one, which shoppers then see', async () => {
    await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/rolled', 'First') });
    await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/rolled', 'Second') });
    expect((await shopperSees('page/rolled')).title).toContain('Second');

    const first = await staffCall(mei.cookie, 'GET', `/pages/revisions/1?${address('page/rolled')}`);
    expect(first.body.data).toMatchObject({
      number: 1,
      publishedBy: 'admin token',
      meta: { title: 'First' },
      pageBody: { blocks: [{ props: { html: '<p>First</p>' } }] },
    });
    expect((await staffCall(mei.cookie, 'GET', `/pages/revisions/9?${address('page/rolled')}`)).status).toBe(404);

    const rolled = await staffCall(mei.cookie, 'POST', '/pages/rollback', { key: 'page/rolled', locale: 'en', number: 1 });
    expect(rolled.status, rolled.body.msg).toBe(200);
    expect(rolled.body.data).toMatchObject({ revision: 3, rolledBackFrom: 1 });
    expect((await shopperSees('page/rolled')).title).toContain('First');
    const list = await staffCall<{ number: number; publishedBy: string; rolledBackFrom: number | null }[]>(
      mei.cookie,
      'GET',
      `/pages/revisions?${address('page/rolled')}`,
    );
    expect(list.body.data.map(({ number, publishedBy, rolledBackFrom }) => ({ number, publishedBy, rolledBackFrom }))).toEqual([
      { number: 3, publishedBy: mei.email, rolledBackFrom: 1 },
      { number: 2, publishedBy: 'admin token', rolledBackFrom: null },
      { number: 1, publishedBy: 'admin token', rolledBackFrom: null },
    ]);
  });

  it('tells the second editor whose draft they would overwrite, and overwrites nothing', async () => {
    await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/shared', 'Live') });
    const adaSaved = await staffCall(ada.cookie, 'PUT', '/pages/draft', page('page/shared', 'Ada one'));
    const meiRead = await staffCall(mei.cookie, 'GET', `/pages/draft?${address('page/shared')}`);
    expect(meiRead.body.data.version).toBe(adaSaved.body.data.version);

    const adaAgain = await staffCall(ada.cookie, 'PUT', '/pages/draft', page('page/shared', 'Ada two'), meiRead.headers.get('etag')!);
    expect(adaAgain.status).toBe(200);
    const meiStale = await staffCall(mei.cookie, 'PUT', '/pages/draft', page('page/shared', 'Mei'), meiRead.headers.get('etag')!);
    expect(meiStale.status).toBe(409);
    expect(meiStale.body.msg).toContain(ada.email);
    expect(meiStale.body.data).toMatchObject({
      savedBy: ada.email,
      version: adaAgain.body.data.version,
      meta: { title: 'Ada two' },
      savedAt: adaAgain.body.data.savedAt,
    });
    expect((await staffCall(mei.cookie, 'GET', `/pages/draft?${address('page/shared')}`)).body.data.meta).toEqual({ title: 'Ada two' });

    // A script saves without If-Match, over whatever is there.
    expect((await adminRequest(shop.app, 'PUT', '/pages/draft', { body: page('page/shared', 'Script') })).status).toBe(200);
    expect((await staffCall(mei.cookie, 'DELETE', `/pages/draft?${address('page/shared')}`)).status).toBe(200);
    expect((await staffCall(mei.cookie, 'GET', `/pages/draft?${address('page/shared')}`)).status).toBe(404);
  });

  it('refuses to publish a draft over a page published since it began, naming both versions', async () => {
    const live = await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/moved', 'Live') });
    await staffCall(ada.cookie, 'PUT', '/pages/draft', page('page/moved', 'Ada draft'));
    const meanwhile = await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/moved', 'Meanwhile') });

    const refused = await staffCall(ada.cookie, 'POST', '/pages/publish', { key: 'page/moved', locale: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toEqual({ draftBasedOn: live.body.data.version, published: meanwhile.body.data.version });
    expect(refused.body.msg).toContain(String(meanwhile.body.data.version));
    expect((await shopperSees('page/moved')).title).toContain('Meanwhile');
    expect((await staffCall(ada.cookie, 'GET', `/pages/draft?${address('page/moved')}`)).body.data.meta).toEqual({ title: 'Ada draft' });

    // Once the editor has taken in the page published meanwhile, the draft builds on it and publishes.
    await staffCall(ada.cookie, 'PUT', '/pages/draft', {
      ...page('page/moved', 'Ada over meanwhile'),
      basedOn: meanwhile.body.data.version,
    });
    expect((await staffCall(ada.cookie, 'POST', '/pages/publish', { key: 'page/moved', locale: 'en' })).status).toBe(200);
    expect((await shopperSees('page/moved')).title).toContain('Ada over meanwhile');
  });

  it('publishes a draft of a page that does not exist yet, unless someone created it meanwhile', async () => {
    const saved = await staffCall(ada.cookie, 'PUT', '/pages/draft', page('page/brand-new', 'New'));
    expect(saved.body.data.basedOn).toBeNull();
    expect((await shopperSees('page/brand-new')).status).toBe(404);
    const preview = await staffCall<{ meta: { title: string } }>(
      ada.cookie,
      'GET',
      `/pages/draft/preview?${address('page/brand-new')}&path=%2Fpage%2Fbrand-new`,
    );
    expect(preview.body.data.meta.title).toContain('New');
    expect((await shopperSees('page/brand-new')).status).toBe(404);
    await staffCall(mei.cookie, 'PUT', '/pages/draft', page('page/created-meanwhile', 'Mei draft'));
    await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/created-meanwhile', 'Script') });

    expect((await staffCall(ada.cookie, 'POST', '/pages/publish', { key: 'page/brand-new', locale: 'en' })).status).toBe(200);
    expect((await shopperSees('page/brand-new')).title).toContain('New');
    expect((await staffCall(mei.cookie, 'POST', '/pages/publish', { key: 'page/created-meanwhile', locale: 'en' })).status).toBe(409);
  });

  it('keeps a draft with problems, names them by path, and refuses to publish it', async () => {
    const broken = {
      key: 'page/broken',
      locale: 'en',
      pageBody: { blocks: [{ ...richText('<p>Half</p>'), props: { html: 42, align: 'start' } }], template: 'page' },
    };
    const saved = await staffCall(ada.cookie, 'PUT', '/pages/draft', broken);
    expect(saved.status).toBe(201);
    expect(saved.body.data.problems).toEqual([expect.objectContaining({ path: 'pageBody.blocks[0].props.html', blockId: 'body' })]);
    const publish = await staffCall(ada.cookie, 'POST', '/pages/publish', { key: 'page/broken', locale: 'en' });
    expect(publish.status).toBe(422);
    expect((await staffCall(ada.cookie, 'GET', `/pages/draft?${address('page/broken')}`)).body.data.pageBody).toEqual(broken.pageBody);

    // A draft that names no page has nowhere to be kept.
    const nowhere = await staffCall(ada.cookie, 'PUT', '/pages/draft', { ...broken, key: 'Not A Key', locale: 'fr' });
    expect(nowhere.status).toBe(422);
    expect((nowhere.body.data as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort()).toEqual(['key', 'locale']);
  });

  it('refuses drafts and revisions to a shopper and to no session', async () => {
    await adminRequest(shop.app, 'PUT', '/pages', { body: page('page/private', 'Public') });
    await staffCall(ada.cookie, 'PUT', '/pages/draft', page('page/private', 'Secret draft'));
    const signedIn = await shop.app.request(`${ORIGIN}/api/web/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    });
    const shopper = `${SESSION_COOKIE}=${new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(signedIn.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;
    for (const cookie of [shopper, '']) {
      expect((await staffCall(cookie, 'GET', `/pages/draft?${address('page/private')}`)).status).toBe(401);
      expect((await staffCall(cookie, 'GET', `/pages/revisions?${address('page/private')}`)).status).toBe(401);
      expect((await staffCall(cookie, 'POST', '/pages/publish', { key: 'page/private', locale: 'en' })).status).toBe(401);
      expect((await staffCall(cookie, 'GET', `/pages/draft/preview?${address('page/private')}&path=%2Fpage%2Fprivate`)).status).toBe(401);
    }
    expect((await staffCall(ada.cookie, 'GET', `/pages/draft?${address('page/private')}`)).body.data.meta).toEqual({
      title: 'Secret draft',
    });
    // A signed-in shopper, whose page is built apart from the shared entries, still gets the published page.
    expect((await shopperSees('page/private', { cookie: shopper })).title).toContain('Public');
  });
});
