import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';

/*
 * Two merchants editing one page, through the real admin API on PGlite and PostgreSQL: a read
 * answers the page's version (body and ETag), a write that names it with If-Match lands only
 * while the page is still that version, and a stale or racing one answers 409 and changes
 * nothing. A write without If-Match replaces the page, as before.
 */

// Keys in an order jsonb does not keep: the version a write answers must be the one a read answers.
const richText = (id: string, html: string) => ({ version: 1, props: { html, align: 'start' }, type: 'rich-text', id });
const write = (key: string, html: string) => ({ locale: 'en', key, pageBody: { blocks: [richText('body', html)], template: 'page' }, meta: { title: html } });

describe.each(TEST_DRIVERS)('page versions on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  beforeAll(() => {
    shop = opened.shop;
  });

  async function admin(method: 'GET' | 'PUT', path: string, body?: unknown, ifMatch?: string) {
    const answer = await adminRequest(shop.app, method, path, { body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
    return { ...answer, etag: answer.headers.get('etag') };
  }
  const read = (key: string) => admin('GET', `/pages?key=${encodeURIComponent(key)}&locale=en`);

  it('answers the version a read sees, and writes over it only while the page is still that version', async () => {
    const created = await admin('PUT', '/pages', write('page/versioned', '<p>First</p>'));
    expect(created.status).toBe(201);
    const first = await read('page/versioned');
    expect(first.body.data.version).toBe(created.body.data.version);
    expect(first.etag).toBe(`"${String(first.body.data.version)}"`);

    const second = await admin('PUT', '/pages', write('page/versioned', '<p>Second</p>'), first.etag!);
    expect(second.status).toBe(200);
    expect(second.body.data.version).not.toBe(first.body.data.version);
    expect(second.etag).toBe(`"${String(second.body.data.version)}"`);
    expect((await read('page/versioned')).body.data.version).toBe(second.body.data.version);

    // The merchant who read the first version writes over it: refused, and the page is the second.
    const stale = await admin('PUT', '/pages', write('page/versioned', '<p>Over the second</p>'), first.etag!);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('read it again');
    expect(stale.etag).toBe(second.etag);
    const now = await read('page/versioned');
    expect(now.body.data).toMatchObject({ version: second.body.data.version, meta: { title: '<p>Second</p>' } });

    // A weak tag or the bare version names it as well.
    expect((await admin('PUT', '/pages', write('page/versioned', '<p>Third</p>'), `W/${now.etag!}`)).status).toBe(200);
  });

  it('lets exactly one of two merchants writing over the same version land', async () => {
    await admin('PUT', '/pages', write('page/raced', '<p>Start</p>'));
    const start = await read('page/raced');
    const [ada, mei] = await Promise.all([
      admin('PUT', '/pages', write('page/raced', '<p>Ada</p>'), String(start.body.data.version)),
      admin('PUT', '/pages', write('page/raced', '<p>Mei</p>'), String(start.body.data.version)),
    ]);
    expect([ada.status, mei.status].sort()).toEqual([200, 409]);
    const winner = ada.status === 200 ? ada : mei;
    const stored = await read('page/raced');
    expect(stored.body.data.version).toBe(winner.body.data.version);
    expect(stored.body.data.meta).toMatchObject({ title: ada.status === 200 ? '<p>Ada</p>' : '<p>Mei</p>' });
  });

  it('refuses If-Match on a page that does not exist, creating nothing, and writes without it as before', async () => {
    const any = await admin('PUT', '/pages', write('page/not-yet', '<p>New</p>'), '*');
    expect(any.status).toBe(409);
    expect((await read('page/not-yet')).status).toBe(404);
    expect((await admin('PUT', '/pages', write('page/not-yet', '<p>New</p>'))).status).toBe(201);
    expect((await admin('PUT', '/pages', write('page/not-yet', '<p>Again</p>'), '*')).status).toBe(200);
    expect((await admin('PUT', '/pages', write('page/not-yet', '<p>Last</p>'))).status).toBe(200);
  });
});
