import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeHumanCheck } from '../../src/schema/web-api/auth';
import { issueHumanCheck, setHumanCheckDifficulty } from '../accounts/human-check';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../testing/test-shoppers';
import { TEST_DRIVERS } from '../testing/test-orders';
import { inquiries, inquiryImages, products, productTranslations } from '../db/schema';
import { createTestDatabase, type TestPostgresDatabase } from '../testing/test-postgres';
import { openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { INQUIRY_FLOOD_LIMITS } from './inquiry-handlers';
import { createInquiry, SHOPPER_INQUIRIES_PAGE_SIZE } from './inquiries';

/*
 * Quote requests and feedback through the real app, on PGlite and PostgreSQL: sent by guests
 * and shoppers, refused for every kind of bad input with nothing stored, read only by their
 * own shopper, and answered by the merchant through the admin API.
 */

type Envelope = { code: number; msg: string; data: (Record<string, unknown> & { problems?: { path: string; message: string }[] }) | null };
type Answer = { status: number; body: Envelope };
type Upload = { bytes: Uint8Array; name?: string; type?: string };

let ipCounter = 0;
/** Each test sends from its own client address, so the flood limit of one never holds back another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function picture(width = 64, height = 48): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#c0a080' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'secret-location' } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

describe.each(TEST_DRIVERS)('inquiries on %s', (driver) => {
  let shop: TestApp;
  let postgres: TestPostgresDatabase | undefined;
  let mei: { id: string; token: string; email: string };
  let ada: { id: string; token: string; email: string };
  let productSlug: string;
  let photo: Uint8Array;

  beforeAll(async () => {
    setHumanCheckDifficulty({ min: 1, max: 50 });
    postgres = driver === 'postgres' ? await createTestDatabase() : undefined;
    shop = await openTestApp({ trustProxy: 1, ...(postgres ? { databaseUrl: postgres.url } : {}) });
    mei = await createSignedInShopper(shop.db, { firstName: 'Mei' });
    ada = await createSignedInShopper(shop.db, { firstName: 'Ada' });
    const [product] = await shop.db.select({ slug: products.slug }).from(products).where(lte(products.publishedAt, new Date())).limit(1);
    productSlug = product!.slug;
    photo = await picture();
  }, TEST_APP_STARTUP_MS * 2);

  afterAll(async () => {
    await shop?.close();
    await postgres?.drop();
  });

  async function humanCheck(): Promise<string> {
    const challenge = await issueHumanCheck(shop.db);
    const solution = await solveChallenge({ challenge, deriveKey });
    return encodeHumanCheck({ challenge, solution: solution! });
  }

  async function send(
    fields: Record<string, string>,
    pictures: Upload[] = [],
    options: { token?: string; ip?: string } = {},
  ): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const upload of pictures)
      form.append('pictures', new File([new Uint8Array(upload.bytes)], upload.name ?? 'photo.jpg', { type: upload.type ?? 'image/jpeg' }));
    const response = await shop.app.request('http://localhost/api/web/inquiry/send', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'x-forwarded-for': options.ip ?? freshIp(),
        ...(options.token ? { cookie: `${SESSION_COOKIE}=${options.token}` } : {}),
      },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  async function admin(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> {
    const response = await shop.app.request(`http://localhost/api/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  async function pageData(path: string, token?: string) {
    const response = await shop.app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`, {
      headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
    });
    const body = (await response.json()) as { data: { data: Record<string, unknown> } | null };
    return { status: response.status, data: body.data?.data ?? {} };
  }

  /** The outbox for one address, newest first, as the admin API reads it. */
  async function mailTo(recipient: string): Promise<{ template: string; subject: string; body: string }[]> {
    await shop.services.mailer.idle();
    const response = await shop.app.request(`http://localhost/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`, {
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    return ((await response.json()) as { data: { template: string; subject: string; body: string }[] }).data;
  }

  const stored = async () => {
    const [rows] = await shop.db.select({ n: count() }).from(inquiries);
    const [images] = await shop.db.select({ n: count() }).from(inquiryImages);
    return { inquiries: rows!.n, images: images!.n };
  };

  const quote = (extra: Record<string, string> = {}) => ({
    kind: 'quote',
    subject: productSlug,
    quantity: '40',
    message: 'Forty for our café',
    ...extra,
  });

  it('takes a guest’s quote with two pictures, stores them re-encoded without metadata, and confirms by mail', async () => {
    const guest = `guest-${Date.now()}@example.org`;
    const sent = await send({ ...quote({ account: guest, lang: 'zh-HK' }), humanCheck: await humanCheck() }, [
      { bytes: photo },
      { bytes: photo, name: 'second.png' },
    ]);
    expect(sent.status).toBe(200);
    const inquiryNo = String(sent.body.data!.inquiryNo);
    expect(inquiryNo).toMatch(/^Q\d{8}-\d{6}$/);
    expect(sent.body.data!.thankYouHref).toBe(`/zh-HK/inquiry/thankyou?no=${inquiryNo}`);

    const [row] = await shop.db.select().from(inquiries).where(eq(inquiries.inquiryNo, inquiryNo));
    expect(row).toMatchObject({
      kind: 'quote',
      subjectType: 'product',
      subjectSlug: productSlug,
      quantity: 40,
      contact: guest,
      contactKind: 'email',
      userId: null,
      locale: 'zh-HK',
      status: 'new',
    });
    const images = await shop.db.select().from(inquiryImages).where(eq(inquiryImages.inquiryId, row!.id));
    expect(images.map((image) => image.position).sort()).toEqual([1, 2]);
    const metadata = await sharp(Buffer.from(images[0]!.webp)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    const [mail] = await mailTo(guest);
    expect(mail).toMatchObject({ template: 'inquiry-received' });
    expect(mail!.subject).toContain(inquiryNo);

    const thanks = await pageData(`/zh-HK/inquiry/thankyou?no=${inquiryNo}`);
    expect(thanks.data.inquiryReceipt).toEqual({ inquiryNo, kind: 'quote', contactKind: 'email' });
    // The number alone shows nothing of what was written or who wrote it.
    expect(JSON.stringify(thanks.data)).not.toContain(guest);
    expect(JSON.stringify(thanks.data)).not.toContain('café');
  });

  it('refuses a guest without a solved check, and a check used twice, storing nothing', async () => {
    const before = await stored();
    const without = await send(quote({ account: 'nocheck@example.org' }));
    expect(without.status).toBe(400);
    expect(without.body.data!.problems).toEqual([{ path: 'humanCheck', message: 'validation.verificationFailed' }]);
    const check = await humanCheck();
    expect((await send({ ...quote({ account: 'once@example.org' }), humanCheck: check })).status).toBe(200);
    const replayed = await send({ ...quote({ account: 'twice@example.org' }), humanCheck: check });
    expect(replayed.status).toBe(400);
    expect((await stored()).inquiries).toBe(before.inquiries + 1);
  });

  it('names each bad field: contact (spec §5), quantity of a quote, an empty message, an unknown subject', async () => {
    const before = await stored();
    const cases: [Record<string, string>, string, string][] = [
      [quote({ account: 'not an address' }), 'account', 'validation.accountFormat'],
      [quote({ account: '2345678901', countryCode: '+86' }), 'account', 'validation.accountFormat'],
      [quote({ account: 'a@b.c', quantity: '' }), 'quantity', 'inquiry.quantityRequired'],
      [quote({ account: 'a@b.c', quantity: '2.5' }), 'quantity', 'inquiry.quantityInvalid'],
      [quote({ account: 'a@b.c', message: '   ' }), 'message', 'inquiry.messageRequired'],
      [quote({ account: 'a@b.c', message: 'x'.repeat(2001) }), 'message', 'validation.lengthLimit'],
      [quote({ account: 'a@b.c', kind: 'complaint' }), 'kind', 'validation.select'],
    ];
    for (const [fields, path, message] of cases) {
      const answer = await send(fields, [], { token: mei.token });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.data!.problems).toContainEqual({ path, message });
    }
    const unknown = await send(quote({ account: 'a@b.c', subject: 'no-such-product' }), [], { token: mei.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data!.problems).toEqual([{ path: 'subject', message: 'inquiry.subjectNotFound' }]);
    expect(await stored()).toEqual(before);
    // A mainland mobile number with its calling code is a contact like any address.
    expect((await send(quote({ account: '13800138000', countryCode: '+86' }), [], { token: mei.token })).status).toBe(200);
  });

  it('stores nothing when the fifth picture is not a picture, or there are six, or they are too large together', async () => {
    const before = await stored();
    const fake = { bytes: new TextEncoder().encode('<svg onload=alert(1)>'), name: 'fifth.jpg' };
    const badFifth = await send(
      quote({ account: 'a@b.c' }),
      [{ bytes: photo }, { bytes: photo }, { bytes: photo }, { bytes: photo }, fake],
      { token: mei.token },
    );
    expect(badFifth.status).toBe(400);
    expect(badFifth.body.data!.problems).toEqual([{ path: 'pictures', message: 'inquiry.pictureType' }]);

    const six = await send(
      quote({ account: 'a@b.c' }),
      Array.from({ length: 6 }, () => ({ bytes: photo })),
      { token: mei.token },
    );
    expect(six.status).toBe(400);
    expect(six.body.data!.problems).toContainEqual({ path: 'pictures', message: 'inquiry.tooManyPictures' });

    const big = { bytes: new Uint8Array(Math.ceil(3.1 * 1024 * 1024)) };
    const heavy = await send(quote({ account: 'a@b.c' }), [big, big, big, big], { token: mei.token });
    expect(heavy.status).toBe(400);
    expect(heavy.body.data!.problems).toContainEqual({ path: 'pictures', message: 'inquiry.picturesTooLarge' });
    expect(await stored()).toEqual(before);
  });

  it('refuses an oversized or malformed body with the envelope, never a 5xx', async () => {
    const before = await stored();
    const huge = await shop.app.request('http://localhost/api/web/inquiry/send', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20 * 1024 * 1024),
        'x-forwarded-for': freshIp(),
      },
      body: 'x',
    });
    expect(huge.status).toBe(413);
    const malformed = await shop.app.request('http://localhost/api/web/inquiry/send', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': freshIp() },
      body: '--x\r\nnot a part\r\n',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Envelope).code).toBe(40);
    expect(await stored()).toEqual(before);
  });

  it('keeps a script in the message as the text it is', async () => {
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const sent = await send({ kind: 'feedback', message, account: mei.email, quantity: '7' }, [], { token: mei.token });
    expect(sent.status).toBe(200);
    const [row] = await shop.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.inquiryNo, String(sent.body.data!.inquiryNo)));
    // Stored as typed, shown by the page as text; feedback keeps no quantity.
    expect(row).toMatchObject({ message, kind: 'feedback', quantity: null, subjectSlug: null });
  });

  it('holds back a flood from one address with 429, storing nothing more', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    const { limit } = INQUIRY_FLOOD_LIMITS.perIpSoon;
    for (let attempt = 0; attempt <= limit; attempt++)
      statuses.push((await send(quote({ account: mei.email }), [], { token: mei.token, ip })).status);
    expect(statuses).toEqual([...Array.from({ length: limit }, () => 200), 429]);
    const before = await stored();
    const again = await send(quote({ account: mei.email }), [], { token: mei.token, ip });
    expect(again.status).toBe(429);
    expect(again.body.data!.problems).toEqual([{ path: 'message', message: 'inquiry.tooMany' }]);
    expect(await stored()).toEqual(before);
    // Another address is not held back.
    expect((await send(quote({ account: mei.email }), [], { token: mei.token })).status).toBe(200);
  });

  it('shows the form for a product, a content page and a custom category of type inquiry; an unknown slug is not found', async () => {
    const product = await pageData(`/inquiry/${productSlug}`);
    expect(product.status).toBe(200);
    expect(product.data.inquiryForm).toMatchObject({
      kind: 'quote',
      subjectSlug: productSlug,
      subject: { type: 'product', slug: productSlug },
    });
    const page = await pageData('/zh-HK/inquiry/about');
    expect(page.data.inquiryForm).toMatchObject({ subject: { type: 'page', slug: 'about', href: '/zh-HK/page/about' } });
    expect((await pageData('/inquiry/no-such-thing')).status).toBe(404);
    expect((await pageData('/inquiry/feedback')).data.inquiryForm).toEqual({ kind: 'feedback', subjectSlug: '', subject: null });

    const config = (await admin('GET', '/site-config')).body.data!.siteConfig as Record<string, unknown>;
    const customCategories = [
      ...((config.customCategories as unknown[]) ?? []),
      { path: 'wholesale/:slug', type: 'inquiry' },
      { path: 'bulk-orders', type: 'inquiry' },
    ];
    expect((await admin('PUT', '/site-config', { ...config, customCategories })).status).toBe(200);
    const custom = await pageData(`/wholesale/${productSlug}`);
    expect(custom.status).toBe(200);
    expect(custom.data.inquiryForm).toMatchObject({ kind: 'quote', subjectSlug: productSlug });
    expect((await pageData('/bulk-orders')).data.inquiryForm).toEqual({ kind: 'quote', subjectSlug: '', subject: null });
    expect((await pageData('/wholesale/no-such-thing')).status).toBe(404);
    // A request from the slug-less form asks about nothing in particular.
    const general = await send({ kind: 'quote', subject: '', quantity: '500', message: 'Bulk pricing?', account: mei.email }, [], {
      token: mei.token,
    });
    expect(general.status).toBe(200);
  });

  it('lets only the shopper who sent an inquiry read it and its pictures', async () => {
    const sent = await send(quote({ account: mei.email }), [{ bytes: photo }], { token: mei.token });
    const inquiryNo = String(sent.body.data!.inquiryNo);
    const own = await pageData(`/user/inquiry?no=${inquiryNo}`, mei.token);
    const list = own.data.inquiryList as { inquiries: { inquiryNo: string; pictures: string[] }[]; open: string | null };
    expect(list.open).toBe(inquiryNo);
    const mine = list.inquiries.find((entry) => entry.inquiryNo === inquiryNo)!;
    expect(mine.pictures).toEqual([`/inquiries/${inquiryNo}/1.webp`]);
    const picturePath = `http://localhost${mine.pictures[0]}`;
    expect((await shop.app.request(picturePath, { headers: { cookie: `${SESSION_COOKIE}=${mei.token}` } })).status).toBe(200);

    // Another shopper's number is not found, exactly like a number nobody has; their list never holds it.
    expect((await pageData(`/user/inquiry?no=${inquiryNo}`, ada.token)).status).toBe(404);
    expect((await pageData('/user/inquiry?no=Q20990101-000001', mei.token)).status).toBe(404);
    const theirs = (await pageData('/user/inquiry', ada.token)).data.inquiryList as { inquiries: { inquiryNo: string }[] };
    expect(theirs.inquiries.map((entry) => entry.inquiryNo)).not.toContain(inquiryNo);
    expect((await shop.app.request(picturePath, { headers: { cookie: `${SESSION_COOKIE}=${ada.token}` } })).status).toBe(404);
    expect((await shop.app.request(picturePath)).status).toBe(404);
    expect((await pageData('/user/inquiry')).status).toBe(401);
  });

  it('names what an inquiry is about in the reader’s language, as the shop names it today', async () => {
    const sent = await send(quote({ account: mei.email, lang: 'en' }), [], { token: mei.token });
    const inquiryNo = String(sent.body.data!.inquiryNo);
    const [product] = await shop.db.select({ id: products.id }).from(products).where(eq(products.slug, productSlug));
    const names = await shop.db
      .select({ locale: productTranslations.locale, name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.productId, product!.id));
    const nameIn = (locale: string) => names.find((row) => row.locale === locale)!.name;
    const subjectIn = async (path: string) =>
      ((await pageData(path, mei.token)).data.inquiryList as { inquiries: { inquiryNo: string; subject: { title: string } | null }[] }).inquiries.find(
        (entry) => entry.inquiryNo === inquiryNo,
      )!.subject!.title;

    expect(await subjectIn('/user/inquiry')).toBe(nameIn('en'));
    expect(nameIn('zh-HK')).not.toBe(nameIn('en'));
    expect(await subjectIn('/zh-HK/user/inquiry')).toBe(nameIn('zh-HK'));
    // Once the shop no longer shows the product, the title stored when it was sent stays.
    await shop.db.update(products).set({ publishedAt: new Date(Date.now() + 86_400_000) }).where(eq(products.id, product!.id));
    try {
      expect(await subjectIn('/zh-HK/user/inquiry')).toBe(nameIn('en'));
    } finally {
      await shop.db.update(products).set({ publishedAt: new Date(Date.now() - 86_400_000) }).where(eq(products.id, product!.id));
    }
  });

  it('opens an inquiry named by ?no= on the page of the list that holds it', async () => {
    const lin = await createSignedInShopper(shop.db, { firstName: 'Lin' });
    const numbers: string[] = [];
    for (let at = 0; at < SHOPPER_INQUIRIES_PAGE_SIZE + 1; at++) {
      const created = await createInquiry(
        shop.db,
        {
          kind: 'feedback',
          subject: null,
          quantity: null,
          message: `Note ${at}`,
          contact: { kind: 'email', value: lin.email },
          userId: lin.id,
          locale: 'en',
          pictures: [],
        },
        new Date(Date.UTC(2026, 0, 1, 0, at)),
      );
      numbers.push(created.inquiryNo);
    }
    const oldest = await pageData(`/user/inquiry?no=${numbers[0]}`, lin.token);
    const list = oldest.data.inquiryList as { page: number; open: string; inquiries: { inquiryNo: string }[] };
    expect(list).toMatchObject({ page: 2, open: numbers[0] });
    expect(list.inquiries.map((entry) => entry.inquiryNo)).toEqual([numbers[0]]);
    expect((await pageData(`/user/inquiry?no=${numbers[20]}`, lin.token)).data.inquiryList).toMatchObject({ page: 1, open: numbers[20] });
  });

  it('lets the merchant list, read and answer: the answer reaches the contact, the user area and the open pages', async () => {
    const sent = await send(quote({ account: mei.email, lang: 'zh' }), [{ bytes: photo }], { token: mei.token });
    const inquiryNo = String(sent.body.data!.inquiryNo);
    const heard: unknown[] = [];
    const stop = shop.services.changes.subscribe('shopper-message', (event) => void heard.push(event));

    const listed = await admin('GET', '/inquiries?status=new&kind=quote');
    expect((listed.body.data!.inquiries as { inquiryNo: string }[]).map((entry) => entry.inquiryNo)).toContain(inquiryNo);
    const read = await admin('GET', `/inquiries/${inquiryNo}`);
    expect(read.body.data!.inquiry).toMatchObject({
      inquiryNo,
      contact: mei.email,
      signedIn: true,
      pictureCount: 1,
      pictures: [`/api/admin/inquiries/${inquiryNo}/pictures/1.webp`],
    });
    const merchantPicture = await shop.app.request(`http://localhost/api/admin/inquiries/${inquiryNo}/pictures/1.webp`, {
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(merchantPicture.headers.get('content-type')).toBe('image/webp');

    const blank = await admin('POST', `/inquiries/${inquiryNo}/answer`, { answer: '   ' });
    expect(blank.status).toBe(422);
    // Named at its field, where the back office shows it.
    expect(blank.body.data!.issues).toEqual([{ path: 'answer', message: expect.any(String) as string, said: { key: 'empty', values: {} } }]);
    const answered = await admin('POST', `/inquiries/${inquiryNo}/answer`, { answer: '40 teapots: $38 each.' });
    expect(answered.status).toBe(200);
    expect(answered.body.data!.inquiry).toMatchObject({ status: 'answered', answer: '40 teapots: $38 each.' });
    stop();

    const mail = (await mailTo(mei.email)).find((entry) => entry.template === 'inquiry-answered' && entry.subject.includes(inquiryNo));
    expect(mail?.body).toContain('40 teapots: $38 each.');
    expect(mail?.subject).toContain('回复');
    // A signed-in shopper's answer links to the inquiry in their user area, in the language they wrote in.
    expect(mail?.body).toMatch(new RegExp(`https?://[^/\\s]+/zh/user/inquiry\\?no=${inquiryNo}`));
    expect(heard).toEqual([
      { userId: mei.id, message: { code: 0, msg: 'inquiry-answered', data: { inquiryId: expect.any(String) as string, inquiryNo } } },
    ]);
    const list = (await pageData('/user/inquiry', mei.token)).data.inquiryList as {
      inquiries: { inquiryNo: string; answer: string; status: string }[];
    };
    expect(list.inquiries.find((entry) => entry.inquiryNo === inquiryNo)).toMatchObject({
      status: 'answered',
      answer: '40 teapots: $38 each.',
    });

    expect((await admin('POST', `/inquiries/${inquiryNo}/close`)).status).toBe(200);
    expect((await admin('POST', `/inquiries/${inquiryNo}/answer`, { answer: 'Again' })).status).toBe(409);
    expect((await admin('POST', '/inquiries/Q20990101-000001/answer', { answer: 'Hello' })).status).toBe(404);
    expect((await admin('GET', '/inquiries/not-a-number')).status).toBe(404);
    expect((await admin('GET', '/inquiries?status=lost')).status).toBe(422);
  });

  it('answers a guest by mail alone', async () => {
    const guest = `answer-${Date.now()}@example.org`;
    const sent = await send({ kind: 'feedback', message: 'Lovely shop', account: guest, humanCheck: await humanCheck() });
    const inquiryNo = String(sent.body.data!.inquiryNo);
    expect((await admin('POST', `/inquiries/${inquiryNo}/answer`, { answer: 'Thank you!' })).status).toBe(200);
    const templates = (await mailTo(guest)).map((entry) => entry.template).sort();
    expect(templates).toEqual(['inquiry-answered', 'inquiry-received']);
    // A guest has no user area to be sent to.
    expect((await mailTo(guest)).every((entry) => !entry.body.includes('/user/'))).toBe(true);
    const rows = await shop.db
      .select({ userId: inquiries.userId })
      .from(inquiries)
      .where(and(eq(inquiries.inquiryNo, inquiryNo), inArray(inquiries.status, ['answered'])));
    expect(rows).toEqual([{ userId: null }]);
  });
});
