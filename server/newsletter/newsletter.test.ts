import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, outbox } from '../db/schema';
import { createTestDatabase, type TestPostgresDatabase } from '../testing/test-postgres';
import { openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { joinNewsletter } from './newsletter';

/*
 * The newsletter through the real app: double opt-in, the same answer for every address, the
 * one-click unsubscribe, the no-script form, the limits and the merchant's export.
 */

type Answer = { status: number; body: { code: number; msg: string; data: Record<string, unknown> } };

describe.each(TEST_DRIVERS)('the newsletter on %s', (driver) => {
  let shop: TestApp;
  let postgres: TestPostgresDatabase | undefined;
  let ipSeq = 0;

  beforeAll(async () => {
    postgres = driver === 'postgres' ? await createTestDatabase() : undefined;
    shop = await openTestApp({ ...(postgres ? { databaseUrl: postgres.url } : {}), trustProxy: 1 });
  }, TEST_APP_STARTUP_MS * 2);

  afterAll(async () => {
    await shop?.close();
    await postgres?.drop();
  });

  // Each test signs up from its own client address, so the per-address limit is the only one in play unless a test wants the other.
  const nextIp = () => `203.0.113.${++ipSeq}`;

  async function join(email: string, ip: string, lang = 'en'): Promise<Answer> {
    const response = await shop.app.request('http://localhost/api/web/newsletter/join', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, lang }),
    });
    await shop.services.mailer.idle();
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  const mailTo = (recipient: string) => shop.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
  const linkIn = (body: string, path: string) => {
    const match = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(body);
    if (!match) throw new Error(`No ${path} link in: ${body}`);
    return new URL(match[0]);
  };
  const statusOf = async (email: string) =>
    (await shop.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`))[0]?.status;
  const page = (url: URL | string, init?: RequestInit) => shop.app.request(typeof url === 'string' ? `http://localhost${url}` : `http://localhost${url.pathname}${url.search}`, init);

  it('confirms only from the mailed link, then mails the unsubscribe link, which works in one click', async () => {
    const email = `ada-${driver}@example.org`;
    const answer = await join(email, nextIp(), 'zh-HK');
    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: { accepted: true } } });
    expect(await statusOf(email)).toBe('pending');
    const [confirmMail, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(confirmMail).toMatchObject({ template: 'newsletter-confirm', locale: 'zh-HK' });
    const confirmLink = linkIn(confirmMail!.body, '/zh-HK/newsletter/confirm');

    // Opening the link (a mail scanner does) confirms nothing; the button on the page does.
    const opened = await page(confirmLink);
    expect(opened.status).toBe(200);
    // The token is in the address: these pages send no referrer, not even to the shop's own pages.
    expect(opened.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = await opened.text();
    expect(html).toContain('<html lang="zh-HK"');
    expect(html).toContain('確認訂閱');
    expect(await statusOf(email)).toBe('pending');
    const token = confirmLink.searchParams.get('token')!;
    const confirmed = await page('/zh-HK/newsletter/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('訂閱成功');
    expect(await statusOf(email)).toBe('confirmed');
    // The link is spent.
    const again = await page('/zh-HK/newsletter/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() });
    expect(again.status).toBe(400);
    // In the Hong Kong register, as every Traditional Chinese page: 你, never 您.
    const spent = await again.text();
    expect(spent).toContain('此連結已失效');
    expect(spent).not.toContain('您');
    expect(confirmMail!.body).not.toContain('您');

    const welcome = (await mailTo(email)).at(-1)!;
    expect(welcome.template).toBe('newsletter-welcome');
    const unsubscribeLink = linkIn(welcome.body, '/zh-HK/newsletter/unsubscribe');
    const left = await page(unsubscribeLink);
    expect(left.status).toBe(200);
    expect(left.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(await left.text()).toContain('已取消訂閱');
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await page(unsubscribeLink)).status).toBe(200);
    expect((await page('/newsletter/unsubscribe?token=forged')).status).toBe(404);
  });

  it('answers alike for new, pending and confirmed addresses, and mails a confirmed one nothing more', async () => {
    const known = `known-${driver}@example.org`;
    const joined = await joinNewsletter(shop.db, { email: known, locale: 'en' });
    await shop.db.update(newsletterSubscribers).set({ status: 'confirmed' }).where(eq(newsletterSubscribers.id, joined!.subscriber.id));
    const answers = [await join(known.toUpperCase(), nextIp()), await join(`new-${driver}@example.org`, nextIp())];
    expect(answers[0]).toEqual(answers[1]);
    expect(await mailTo(known)).toEqual([]);
    expect(await mailTo(known.toUpperCase())).toEqual([]);
    expect(await statusOf(known)).toBe('confirmed');
    // A pending address asking again gets a new link; the old one is void.
    const pending = `pending-${driver}@example.org`;
    await join(pending, nextIp());
    await join(pending, nextIp());
    const [first, second] = await mailTo(pending);
    expect(second?.template).toBe('newsletter-confirm');
    const stale = linkIn(first!.body, '/newsletter/confirm').searchParams.get('token')!;
    const refused = await page('/newsletter/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${stale}` });
    expect(refused.status).toBe(400);
  });

  it('takes one sign-up of a new address twice at once as one subscriber', async () => {
    const email = `twice-${driver}@example.org`;
    await Promise.all([join(email, nextIp()), join(email, nextIp())]);
    const rows = await shop.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it('limits sign-ups per address and per client address, with 429 and nothing stored', async () => {
    const email = `flood-${driver}@example.org`;
    for (let attempt = 0; attempt < 3; attempt++) expect((await join(email, nextIp())).status).toBe(200);
    const refused = await join(email, nextIp());
    expect(refused).toMatchObject({ status: 429, body: { code: 40, data: { problems: [{ path: 'email', message: 'newsletter.tooMany' }] } } });
    expect(await mailTo(email)).toHaveLength(3);

    const ip = nextIp();
    for (let attempt = 0; attempt < 10; attempt++) await join(`ip-${attempt}-${driver}@example.org`, ip);
    const blocked = await join(`ip-late-${driver}@example.org`, ip);
    expect(blocked.status).toBe(429);
    expect(await statusOf(`ip-late-${driver}@example.org`)).toBeUndefined();
  });

  it('refuses a malformed address by name, and stores nothing', async () => {
    for (const email of ['not-an-address', '<script>@x', `${'a'.repeat(250)}@example.org`]) {
      const answer = await join(email, nextIp());
      expect(answer.status, email).toBe(400);
      expect(answer.body.data).toMatchObject({ problems: [{ path: 'email' }] });
    }
    expect(await shop.db.select().from(newsletterSubscribers).where(sql`${newsletterSubscribers.email} like '%script%'`)).toEqual([]);
  });

  it('takes the no-script form from its own pages and answers 303 back to the page', async () => {
    const email = `form-${driver}@example.org`;
    const post = (headers: Record<string, string>, fields: Record<string, string>) =>
      page('/zh-HK/newsletter', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp(), ...headers }, body: new URLSearchParams(fields).toString() });

    const sent = await post({ origin: 'http://localhost' }, { email, back: '/zh-HK/page/about?x=1', spot: 'newsletter_r_1_' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/zh-HK/page/about?x=1#newsletter_r_1_-sent');
    await shop.services.mailer.idle();
    expect(await mailTo(email)).toHaveLength(1);

    const invalid = await post({ origin: 'http://localhost' }, { email: 'nope', back: '//evil.example/x', spot: '"><script>' });
    expect(invalid.headers.get('location')).toBe('/zh-HK#newsletter-invalid');
    expect((await post({ origin: 'https://evil.example' }, { email: `csrf-${driver}@example.org` })).status).toBe(403);
    await shop.services.mailer.idle();
    expect(await mailTo(`csrf-${driver}@example.org`)).toEqual([]);
  });

  it('exports the confirmed subscribers only, as CSV or JSON, to the merchant alone', async () => {
    const confirmed = await joinNewsletter(shop.db, { email: `=cmd-${driver}@example.org`, locale: 'zh-CN' });
    await shop.db.update(newsletterSubscribers).set({ status: 'confirmed', confirmedAt: new Date('2026-01-02T03:04:05Z') }).where(eq(newsletterSubscribers.id, confirmed!.subscriber.id));
    await joinNewsletter(shop.db, { email: `waiting-${driver}@example.org`, locale: 'en' });

    const csv = await page('/api/admin/newsletter/export', { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('email,language,confirmed_at');
    expect(text).toContain(`"'=cmd-${driver}@example.org","zh-CN","2026-01-02T03:04:05.000Z"`);
    expect(text).not.toContain('waiting-');
    expect(text).not.toContain(`form-${driver}`);

    const json = await page('/api/admin/newsletter/export?format=json', { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    const { data } = (await json.json()) as { data: { subscribers: { email: string; language: string }[] } };
    expect(data.subscribers).toContainEqual(expect.objectContaining({ email: `=cmd-${driver}@example.org`, language: 'zh-CN' }));
    expect((await page('/api/admin/newsletter/export')).status).toBe(401);
  });
});
