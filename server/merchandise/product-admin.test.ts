import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES, type ProductDocument } from '../../src/schema/admin-api/products';
import type { ProductDetail, ProductSummary } from '../../src/schema/catalog';
import type { StockMovement } from '../../src/schema/commerce/stock';
import { SESSION_COOKIE } from '../accounts/sessions';
import { favorites, productImages, products, productVariants } from '../db/schema';
import { adminRequest, demoShopOn, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app';
import { placeTestOrder, stockLeft, TEST_DRIVERS } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';

/*
 * A merchant's products through the real admin API, on PGlite and PostgreSQL: a product
 * written whole shows on its page, in search and in its category in every language at once;
 * a write over a version read before someone else's write changes nothing; every mistake is
 * named by its JSON path and writes nothing.
 */

type ProductAnswer = { product: ProductDocument; created?: boolean };

/** A small product a merchant might write: two colours, English and Traditional Chinese. */
function linenApron(overrides: Record<string, unknown> = {}) {
  return {
    category: 'tops',
    translations: {
      en: { name: 'Linen Work Apron', descriptionHtml: '<p>Washed linen.</p><script>alert(1)</script>', seoTitle: 'Linen apron' },
      'zh-HK': { name: '亞麻工作圍裙', descriptionHtml: '<p>水洗亞麻。</p>' },
    },
    options: [
      {
        code: 'color',
        name: { en: 'Colour', 'zh-HK': '顏色' },
        values: [
          { code: 'sand', label: { en: 'Sand', 'zh-HK': '沙色' }, swatch: '#d8c7a6' },
          { code: 'ink', label: { en: 'Ink', 'zh-HK': '墨色' }, swatch: '#27303f' },
        ],
      },
    ],
    variants: [
      { sku: 'APRON-LINEN-SAND', optionValues: { color: 'sand' }, priceCents: 4800, compareAtCents: 6000, stock: 7, weightGrams: 320 },
      { sku: 'APRON-LINEN-INK', optionValues: { color: 'ink' }, priceCents: 5200, stock: 0, barcode: '4006381333931' },
    ],
    tags: ['gift-ideas'],
    ...overrides,
  };
}

describe.each(TEST_DRIVERS)('merchant products on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  beforeAll(() => {
    shop = opened.shop;
  });

  const put = (slug: string, body: unknown, headers: Record<string, string> = {}) => adminRequest<ProductAnswer>(shop.app, 'PUT', `/products/${slug}`, { body, headers });
  const get = (slug: string) => adminRequest<ProductAnswer>(shop.app, 'GET', `/products/${slug}`);

  async function pageData<Data>(path: string): Promise<Data> {
    const response = await shop.app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: { data: Data } }).data.data;
  }
  /** English is the shop's language without a prefix. */
  const under = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
  const productPage = (lang: string, slug: string) => pageData<{ product: ProductDetail }>(`${under(lang)}/product/${slug}`).then((data) => data.product);
  const searchNames = async (lang: string, query: string) =>
    (await pageData<{ search: { results: ProductSummary[] } }>(`${under(lang)}/search?q=${encodeURIComponent(query)}`)).search.results.map((result) => result.name);
  const categoryNames = async (lang: string, slug: string) => (await pageData<{ products: ProductSummary[] }>(`${under(lang)}/category/${slug}?sort=newest`)).products.map((product) => product.name);

  type Cart = { lines: { sku: string; maxQuantity: number; notices: { kind: string; available?: number }[]; image: { src: string; alt: string } | null }[] };
  /** A shopper's call to /api/web, with the cookie its answer sets. */
  async function web(path: string, body: unknown, cookie = '') {
    const response = await shop.app.request(`http://localhost/api/web/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, cookie: (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '', body: (await response.json()) as { data: { cart: Cart } } };
  }

  it('creates a product that its page, search and its category show at once, in each language', async () => {
    const created = await put('linen-work-apron', linenApron());
    expect(created.status).toBe(201);
    expect(created.body.data.created).toBe(true);
    expect(created.headers.get('etag')).toBe(`"${created.body.data.product.version}"`);
    expect(created.body.data.product).toMatchObject({ slug: 'linen-work-apron', category: 'tops', tags: ['gift-ideas'], pictures: [] });

    const inHongKong = await productPage('zh-HK', 'linen-work-apron');
    expect(inHongKong).toMatchObject({ name: '亞麻工作圍裙', price: 48, linePrice: 60, inStock: true, image: null });
    expect(inHongKong.variants.map((variant) => [variant.sku, variant.stock])).toEqual([
      ['APRON-LINEN-SAND', 7],
      ['APRON-LINEN-INK', 0],
    ]);
    expect(inHongKong.options[0]?.values.map((value) => value.label)).toEqual(['沙色', '墨色']);
    // Written in two languages: Simplified Chinese shows the English the merchant wrote.
    expect((await productPage('zh', 'linen-work-apron')).name).toBe('Linen Work Apron');
    const english = await productPage('en', 'linen-work-apron');
    expect(english.descriptionHtml).toContain('Washed linen.');
    expect(english.descriptionHtml).not.toContain('script');

    expect(await searchNames('zh-HK', '工作圍裙')).toEqual(['亞麻工作圍裙']);
    expect(await searchNames('zh', 'work apron')).toEqual(['Linen Work Apron']);
    // Filed under tops, found from its parent category too.
    expect(await categoryNames('en', 'apparel')).toContain('Linen Work Apron');

    // The stock it was created with is a merchant's count in its history.
    const history = await adminRequest<{ movements: StockMovement[] }>(shop.app, 'GET', '/stock/APRON-LINEN-SAND/history');
    expect(history.body.data.movements).toEqual([expect.objectContaining({ change: 7, stockAfter: 7, reason: 'count', actor: 'merchant' })]);
  });

  it('answers a product as written, with the version its ETag names', async () => {
    const read = await get('linen-work-apron');
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"${read.body.data.product.version}"`);
    const { product } = read.body.data;
    expect(product.translations.en).toEqual({ name: 'Linen Work Apron', descriptionHtml: '<p>Washed linen.</p><script>alert(1)</script>', seoTitle: 'Linen apron', seoDescription: '' });
    expect(product.variants).toEqual([
      { sku: 'APRON-LINEN-SAND', optionValues: { color: 'sand' }, priceCents: 4800, compareAtCents: 6000, stock: 7, picture: 1, weightGrams: 320, barcode: null },
      { sku: 'APRON-LINEN-INK', optionValues: { color: 'ink' }, priceCents: 5200, compareAtCents: null, stock: 0, picture: 1, weightGrams: null, barcode: '4006381333931' },
    ]);
    expect((await get('no-such-apron')).status).toBe(404);
  });

  it('refuses a write over a version someone else replaced, and changes nothing', async () => {
    const read = (await get('linen-work-apron')).body.data.product;
    const first = await put('linen-work-apron', linenApron({ featuredRank: 5 }), { 'if-match': `"${read.version}"` });
    expect(first.status).toBe(200);
    expect(first.body.data.created).toBe(false);

    const renamed = linenApron();
    renamed.translations.en.name = 'Apron From A Stale Tab';
    const stale = await put('linen-work-apron', renamed, { 'if-match': `"${read.version}"` });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain(first.body.data.product.version);
    expect(stale.headers.get('etag')).toBe(`"${first.body.data.product.version}"`);
    expect((await get('linen-work-apron')).body.data.product).toMatchObject({ featuredRank: 5, translations: { en: { name: 'Linen Work Apron' } } });
    expect(await searchNames('en', 'stale tab')).toEqual([]);

    // If-Match on a product that does not exist is never a creation.
    expect((await put('apron-that-never-was', linenApron({ variants: [{ sku: 'APRON-NEVER', priceCents: 100 }], options: [] }), { 'if-match': '*' })).status).toBe(409);
    expect((await get('apron-that-never-was')).status).toBe(404);
  });

  it('lets exactly one of two writes racing on one version land', async () => {
    const { version } = (await get('linen-work-apron')).body.data.product;
    const named = (name: string) => {
      const body = linenApron();
      body.translations.en.name = name;
      return put('linen-work-apron', body, { 'if-match': `"${version}"` });
    };
    const answers = await Promise.all([named('Apron Written By Ana'), named('Apron Written By Bo')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.product;
    expect((await get('linen-work-apron')).body.data.product).toEqual(winner);
    expect(await searchNames('en', 'apron written by')).toEqual([winner.translations.en!.name]);
  });

  it('keeps a sale made while the merchant edits, and does not make their edit stale', async () => {
    const shopper = await createSignedInShopper(shop.db, { firstName: 'Ana' });
    const read = (await get('linen-work-apron')).body.data.product;
    const [sand] = await shop.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, 'APRON-LINEN-SAND'));
    await placeTestOrder(shop.db, { userId: shopper.id, variant: { id: sand!.id, sku: 'APRON-LINEN-SAND', slug: 'linen-work-apron' }, quantity: 2 });
    expect(await stockLeft(shop.db, sand!.id)).toBe(5);

    // The merchant writes back the document they read, stock 7 included, over the version they read.
    const written = await put('linen-work-apron', { ...read, featuredRank: 3 }, { 'if-match': `"${read.version}"` });
    expect(written.status).toBe(200);
    expect(await stockLeft(shop.db, sand!.id)).toBe(5);
    expect(written.body.data.product.variants[0]).toMatchObject({ sku: 'APRON-LINEN-SAND', stock: 5 });
  });

  it('renames, drops a variant and changes price in one write that search and the page follow', async () => {
    const body = linenApron({ variants: [{ sku: 'APRON-LINEN-INK', optionValues: { color: 'ink' }, priceCents: 3900, stock: 50 }] });
    body.translations.en.name = 'Indigo Shop Apron';
    const written = await put('linen-work-apron', body);
    expect(written.status).toBe(200);
    expect(await searchNames('en', 'linen work')).toEqual([]);
    expect(await searchNames('en', 'indigo shop')).toEqual(['Indigo Shop Apron']);
    const page = await productPage('en', 'linen-work-apron');
    // The ink variant existed: it keeps its units (0), the 50 written are only for a new variant.
    expect(page).toMatchObject({ name: 'Indigo Shop Apron', price: 39, linePrice: null, inStock: false });
    expect(page.variants.map((variant) => variant.sku)).toEqual(['APRON-LINEN-INK']);
    const [row] = await shop.db.select({ inStock: products.inStock }).from(products).where(eq(products.slug, 'linen-work-apron'));
    expect(row?.inStock).toBe(false);
  });

  it('keeps a draft and an archived product from shoppers, and an archived one in the orders that bought it', async () => {
    const shown = async () => ({
      page: (await shop.app.request('http://localhost/product/oak-bread-board?request=route')).status,
      search: await searchNames('en', 'oak bread'),
      category: (await categoryNames('en', 'tops')).includes('Oak Bread Board'),
      tag: (await pageData<{ products: ProductSummary[] }>('/tag/gift-ideas?sort=newest')).products.some((product) => product.slug === 'oak-bread-board'),
      sitemap: (await (await shop.app.request('http://localhost/sitemap.xml')).text()).includes('/product/oak-bread-board<'),
      counted: await counted(),
    });
    // How many the listings say they hold, for their pagers: counted once per site change, so a write must be counted at once.
    const counted = async () => ({
      apparel: (await pageData<{ pagination: { total: number } }>('/category/apparel')).pagination.total,
      tag: (await pageData<{ pagination: { total: number } }>('/tag/gift-ideas')).pagination.total,
    });
    const before = await counted();
    const hidden = { page: 404, search: [], category: false, tag: false, sitemap: false, counted: before };
    const board = (status: string) => ({
      category: 'tops',
      status,
      translations: { en: { name: 'Oak Bread Board' } },
      variants: [{ sku: 'BOARD-OAK', priceCents: 3600, stock: 20 }],
      tags: ['gift-ideas'],
    });

    expect((await put('oak-bread-board', board('draft'))).status).toBe(201);
    expect(await shown()).toEqual(hidden);
    expect((await web('cart/add', { productSlug: 'oak-bread-board', quantity: 1 })).status).toBe(404);

    expect((await put('oak-bread-board', board('active'))).status).toBe(200);
    // Filed under tops, it is counted in apparel, the category above it, too.
    expect(await shown()).toEqual({ page: 200, search: ['Oak Bread Board'], category: true, tag: true, sitemap: true, counted: { apparel: before.apparel + 1, tag: before.tag + 1 } });
    const added = await web('cart/add', { productSlug: 'oak-bread-board', quantity: 2 });
    expect(added.status).toBe(200);
    const shopper = await createSignedInShopper(shop.db, { firstName: 'Bo' });
    const [variant] = await shop.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, 'BOARD-OAK'));
    const order = await placeTestOrder(shop.db, { userId: shopper.id, variant: { id: variant!.id, sku: 'BOARD-OAK', slug: 'oak-bread-board' }, quantity: 1 });
    const lineOf = async () => (await adminRequest<{ order: { lines: { name: string; href: string | null }[] } }>(shop.app, 'GET', `/orders/${order.orderNo}`)).body.data.order.lines;
    const bought = await lineOf();
    expect(bought).toEqual([expect.objectContaining({ href: '/product/oak-bread-board/BOARD-OAK' })]);

    const archived = await put('oak-bread-board', board('archived'));
    expect(archived.body.data.product).toMatchObject({ status: 'archived', variants: [{ sku: 'BOARD-OAK', stock: 19 }] });
    expect(await shown()).toEqual(hidden);
    // The cart that held it shows it gone, and nothing more of it is sold.
    const cart = await web('cart/get', {}, added.cookie);
    expect(cart.body.data.cart.lines).toEqual([expect.objectContaining({ sku: 'BOARD-OAK', maxQuantity: 0, notices: [{ kind: 'stock', available: 0 }] })]);
    await expect(placeTestOrder(shop.db, { userId: shopper.id, variant: { id: variant!.id, sku: 'BOARD-OAK', slug: 'oak-bread-board' }, quantity: 1 })).rejects.toThrow('Not enough stock');
    expect(await stockLeft(shop.db, variant!.id)).toBe(19);
    // The order that bought it still shows what was bought, and no longer links to a page that is gone.
    expect(await lineOf()).toEqual([{ ...bought[0], href: null }]);
    const shopperView = await shop.app.request(`http://localhost/user/order/${order.orderNo}?request=route`, { headers: { cookie: `${SESSION_COOKIE}=${shopper.token}` } });
    expect(shopperView.status).toBe(200);
    expect(JSON.stringify(await shopperView.json())).not.toContain('/product/oak-bread-board');
    expect((await get('oak-bread-board')).body.data.product.status).toBe('archived');
  });

  it('renames a product: its old addresses answer 301 to the newest, and what named it follows', async () => {
    const spoon = (slug?: string) => ({
      ...(slug ? { slug } : {}),
      category: 'tops',
      translations: { en: { name: 'Cedar Spoon' }, 'zh-HK': { name: '雪松木匙' } },
      variants: [{ sku: 'SPOON-CEDAR', priceCents: 1800, stock: 9 }],
    });
    const status = async (path: string) => {
      const response = await shop.app.request(`http://localhost${path}`, { redirect: 'manual' });
      return [response.status, response.headers.get('location')];
    };
    expect((await put('cedar-spoon', spoon())).status).toBe(201);
    const shopper = await createSignedInShopper(shop.db, { firstName: 'Cy' });
    await shop.db.insert(favorites).values({ userId: shopper.id, targetType: 'product', targetSlug: 'cedar-spoon' });
    const coupon = await adminRequest(shop.app, 'POST', '/coupons', {
      body: { code: 'SPOONS5', kind: 'percent', value: 5, scope: 'products', scopeSlugs: ['cedar-spoon'], startsAt: '2026-01-01T00:00:00Z', translations: { en: { title: '5% off spoons' } } },
    });
    expect(coupon.status).toBe(201);

    const renamed = await put('cedar-spoon', spoon('cedar-serving-spoon'));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.product.slug).toBe('cedar-serving-spoon');
    expect(await status('/product/cedar-spoon')).toEqual([301, '/product/cedar-serving-spoon']);
    expect(await status('/zh-HK/product/cedar-spoon/SPOON-CEDAR?request=route')).toEqual([301, '/zh-HK/product/cedar-serving-spoon/SPOON-CEDAR?request=route']);
    expect((await productPage('zh-HK', 'cedar-serving-spoon')).name).toBe('雪松木匙');
    expect((await get('cedar-spoon')).status).toBe(404);
    expect(await shop.db.select({ slug: favorites.targetSlug }).from(favorites).where(eq(favorites.userId, shopper.id))).toEqual([{ slug: 'cedar-serving-spoon' }]);
    expect((await adminRequest<{ scopeSlugs: string[] }>(shop.app, 'GET', '/coupons/SPOONS5')).body.data.scopeSlugs).toEqual(['cedar-serving-spoon']);

    // Renamed again: both old addresses go straight to the newest.
    expect((await put('cedar-serving-spoon', spoon('cedar-ladle'))).status).toBe(200);
    expect(await status('/product/cedar-spoon')).toEqual([301, '/product/cedar-ladle']);
    expect(await status('/product/cedar-serving-spoon')).toEqual([301, '/product/cedar-ladle']);

    // A new product at an old address takes it over; a name another product has is refused.
    const taken = await put('cedar-ladle', spoon('linen-work-apron'));
    expect(taken.status).toBe(422);
    expect((taken.body.data as unknown as { issues: unknown[] }).issues).toEqual([{ path: 'slug', message: 'Another product has the slug "linen-work-apron"' }]);
    expect((await put('cedar-spoon', { ...spoon(), variants: [{ sku: 'SPOON-CEDAR-NEW', priceCents: 2000 }] })).status).toBe(201);
    expect((await status('/product/cedar-spoon'))[0]).toBe(200);
    expect(await status('/product/cedar-serving-spoon')).toEqual([301, '/product/cedar-ladle']);
    const nothingToRename = await put('no-such-spoon', { ...spoon('another-spoon'), variants: [{ sku: 'SPOON-NONE', priceCents: 100 }] });
    expect((nothingToRename.body.data as unknown as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['slug']);
  });

  it('takes pictures by their bytes, re-encoded without metadata, and never reuses a removed one\'s address', async () => {
    async function upload(bytes: Uint8Array | string, type = 'image/png', alt?: string) {
      const response = await shop.app.request(`http://localhost/api/admin/products/pictured-mug/pictures${alt ? `?alt=${encodeURIComponent(alt)}` : ''}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': type },
        body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
      });
      return { status: response.status, body: (await response.json()) as { msg: string; data: { product: ProductDocument; position: number; issues?: { path: string; message: string }[] } } };
    }
    const mug = {
      category: 'tops',
      translations: { en: { name: 'Pictured Mug' } },
      options: [{ code: 'color', name: { en: 'Colour' }, values: [{ code: 'clay', label: { en: 'Clay' } }, { code: 'moss', label: { en: 'Moss' } }] }],
      variants: [
        { sku: 'MUG-PICTURED-CLAY', optionValues: { color: 'clay' }, priceCents: 2200, stock: 4 },
        { sku: 'MUG-PICTURED-MOSS', optionValues: { color: 'moss' }, priceCents: 2200, stock: 4 },
      ],
    };
    expect((await put('pictured-mug', mug)).status).toBe(201);
    // A JPEG sent as "image/png", carrying a copyright and a description in its EXIF.
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b4623a' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Studio', ImageDescription: 'Taken at 12 Hidden Lane' } } })
      .toBuffer();
    const first = await upload(new Uint8Array(photo), 'image/png', 'A clay mug on oak');
    expect(first.status).toBe(201);
    expect(first.body.data.position).toBe(1);
    expect(first.body.data.product.pictures).toEqual([{ position: 1, alt: { en: 'A clay mug on oak' }, src: '/images/p/pictured-mug/1-1280.webp' }]);
    // Its src is the largest size the shop serves.
    expect(await sharp(Buffer.from(await (await shop.app.request(`http://localhost${first.body.data.product.pictures[0]!.src}`)).arrayBuffer())).metadata()).toMatchObject({ width: 1280, height: 1600 });

    const served = await shop.app.request('http://localhost/images/p/pictured-mug/1-640.webp');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const servedBytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(servedBytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(servedBytes.includes(Buffer.from('Secret Studio'))).toBe(false);
    // Nor is it kept: what the shop stores is its own drawing of the picture.
    const [stored] = await shop.db.select({ upload: productImages.upload }).from(productImages).innerJoin(products, eq(products.id, productImages.productId)).where(eq(products.slug, 'pictured-mug'));
    const kept = await sharp(stored!.upload!).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 1280, height: 1600 });
    expect(kept.exif).toBeUndefined();
    expect(Buffer.from(stored!.upload!).includes(Buffer.from('Hidden Lane'))).toBe(false);
    expect((await productPage('en', 'pictured-mug')).image).toMatchObject({ src: '/images/p/pictured-mug/1-640.webp', alt: 'A clay mug on oak' });

    // What only claims to be a picture: text, and a vector drawing with a script in it.
    for (const lie of ['GIF89a but really just text', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>']) {
      const refused = await upload(lie, 'image/gif');
      expect(refused.status).toBe(422);
      expect(refused.body.data.issues?.[0]?.message).toMatch(/^Not a picture the shop takes/);
    }
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 1 }).toBuffer();
    const tooManyPixels = await upload(new Uint8Array(huge));
    expect(tooManyPixels.body.data.issues).toEqual([{ path: 'body', message: 'The picture is 8000×6000 pixels; the most the shop takes is 40 million' }]);
    const tooBig = await upload(new Uint8Array(PICTURE_MAX_BYTES + 1));
    expect(tooBig).toMatchObject({ status: 413, body: { msg: `Request body is larger than ${PICTURE_MAX_BYTES} bytes` } });
    expect((await get('pictured-mug')).body.data.product.pictures).toHaveLength(1);

    // The moss variant shows the second picture; the first goes, and a new one takes number 3, not 1.
    expect((await upload(new Uint8Array(photo))).body.data.position).toBe(2);
    const read = (await get('pictured-mug')).body.data.product;
    expect((await put('pictured-mug', { ...read, variants: read.variants.map((variant) => ({ ...variant, picture: variant.sku.endsWith('MOSS') ? 2 : 1 })) })).status).toBe(200);
    const removed = await adminRequest<ProductAnswer>(shop.app, 'DELETE', '/products/pictured-mug/pictures/1');
    expect(removed.status).toBe(200);
    expect(removed.body.data.product.variants.map((variant) => variant.picture)).toEqual([2, 2]);
    // A cart line shows the picture its variant shows now; one naming a picture that is gone (a row edited by hand) shows the product's first, not none.
    const carted = await web('cart/add', { sku: 'MUG-PICTURED-CLAY', quantity: 1 });
    expect(carted.status).toBe(200);
    const cartPicture = async () => (await web('cart/get', {}, carted.cookie)).body.data.cart.lines[0]?.image?.src;
    expect(await cartPicture()).toBe('/images/p/pictured-mug/2-640.webp');
    await shop.db.update(productVariants).set({ imagePosition: 7 }).where(eq(productVariants.sku, 'MUG-PICTURED-CLAY'));
    await shop.services.changes.publish('site-changed', { what: 'a variant edited by hand' });
    expect(await cartPicture()).toBe('/images/p/pictured-mug/2-640.webp');
    await shop.db.update(productVariants).set({ imagePosition: 2 }).where(eq(productVariants.sku, 'MUG-PICTURED-CLAY'));
    expect((await shop.app.request('http://localhost/images/p/pictured-mug/1-640.webp')).status).toBe(404);
    expect((await upload(new Uint8Array(photo))).body.data.position).toBe(3);
    const page = await productPage('en', 'pictured-mug');
    expect(page.images.map((image) => image.src)).toEqual(['/images/p/pictured-mug/2-640.webp', '/images/p/pictured-mug/3-640.webp']);
    expect(page.variants.map((variant) => variant.imageIndex)).toEqual([0, 0]);
    expect((await adminRequest(shop.app, 'DELETE', '/products/pictured-mug/pictures/1')).status).toBe(404);
    const wrongPicture = await put('pictured-mug', { ...mug, variants: [{ ...mug.variants[0], picture: 1 }] });
    expect((wrongPicture.body.data as unknown as { issues: unknown[] }).issues).toEqual([{ path: 'variants[0].picture', message: 'The product has no picture 1: its pictures are 2, 3' }]);
  });

  it('describes a picture in each language, and a page in a language it is not described in reads the product name', async () => {
    const towel = { category: 'tops', translations: { en: { name: 'Described Towel' }, 'zh-HK': { name: '有描述嘅毛巾' } }, variants: [{ sku: 'TOWEL-DESCRIBED', priceCents: 900, stock: 3 }] };
    expect((await put('described-towel', towel)).status).toBe(201);
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#6a8caf' } }).png().toBuffer();
    const added = await shop.app.request('http://localhost/api/admin/products/described-towel/pictures?alt=A%20folded%20blue%20towel', {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      body: new Uint8Array(png),
    });
    expect(added.status).toBe(201);
    // Described in English only: the Chinese page says the product's Chinese name, never the English words.
    expect((await productPage('zh-HK', 'described-towel')).images[0]?.alt).toBe('有描述嘅毛巾');
    expect((await productPage('en', 'described-towel')).images[0]?.alt).toBe('A folded blue towel');

    const described = await adminRequest<ProductAnswer>(shop.app, 'PUT', '/products/described-towel/pictures/1', { body: { alt: { en: 'A folded blue towel', 'zh-HK': '摺好嘅藍色毛巾' } } });
    expect(described.status).toBe(200);
    expect(described.body.data.product.pictures[0]?.alt).toEqual({ en: 'A folded blue towel', 'zh-HK': '摺好嘅藍色毛巾' });
    expect((await productPage('zh-HK', 'described-towel')).images[0]?.alt).toBe('摺好嘅藍色毛巾');

    const refused = await adminRequest(shop.app, 'PUT', '/products/described-towel/pictures/1', { body: { alt: { 'zh-HK': 'x'.repeat(301) } } });
    expect(refused.status).toBe(422);
    expect((refused.body.data as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['alt.en', 'alt["zh-HK"]']);
    expect((await adminRequest(shop.app, 'PUT', '/products/described-towel/pictures/7', { body: { alt: { en: 'Nothing' } } })).status).toBe(404);
    expect((await get('described-towel')).body.data.product.pictures[0]?.alt).toEqual({ en: 'A folded blue towel', 'zh-HK': '摺好嘅藍色毛巾' });
  });

  it('writes a batch whole or not at all, each problem named by its place in the batch', async () => {
    const bowl = (n: number, priceCents: number) => ({
      slug: `batch-bowl-${n}`,
      product: { category: 'kitchen', translations: { en: { name: `Batch Bowl ${n}` } }, variants: [{ sku: `BATCH-BOWL-${n}`, priceCents, stock: 2 }] },
    });
    const batch = (products: unknown[], dryRun = false) => adminRequest<{ results: { slug: string; created: boolean; changed: boolean }[]; issues?: { path: string; message: string }[] }>(shop.app, 'POST', `/products/batch${dryRun ? '?dryRun=true' : ''}`, { body: { products } });

    // A price no product may have in the middle, and a SKU the second product already took: nothing of the batch is written.
    const third = bowl(3, 900);
    const refused = await batch([bowl(1, 900), bowl(2, -5), { ...third, product: { ...third.product, variants: [{ sku: 'BATCH-BOWL-1', priceCents: 900 }] } }]);
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues?.map((issue) => issue.path)).toEqual(['products[1].product.variants[0].priceCents']);
    const clash = await batch([bowl(1, 900), { ...third, product: { ...third.product, variants: [{ sku: 'BATCH-BOWL-1', priceCents: 900 }] } }]);
    expect(clash.status).toBe(422);
    expect(clash.body.data.issues?.[0]?.path).toBe('products[1].product.variants[0].sku');
    expect((await get('batch-bowl-1')).status).toBe(404);
    const twice = await batch([bowl(1, 900), bowl(1, 950)]);
    expect(twice.body.data.issues).toEqual([{ path: 'products[1].slug', message: '"batch-bowl-1" is given twice in the batch' }]);

    const dry = await batch([bowl(1, 900), bowl(2, 1200)], true);
    expect(dry.body.data.results).toEqual([
      { slug: 'batch-bowl-1', created: true, changed: true },
      { slug: 'batch-bowl-2', created: true, changed: true },
    ]);
    expect((await get('batch-bowl-1')).status).toBe(404);

    expect((await batch([bowl(1, 900), bowl(2, 1200)])).status).toBe(200);
    expect(await searchNames('en', 'batch bowl')).toEqual(expect.arrayContaining(['Batch Bowl 1', 'Batch Bowl 2']));
    const again = await batch([bowl(1, 900), bowl(2, 1100)]);
    expect(again.body.data.results).toEqual([
      { slug: 'batch-bowl-1', created: false, changed: false },
      { slug: 'batch-bowl-2', created: false, changed: true },
    ]);
    expect((await productPage('en', 'batch-bowl-2')).price).toBe(11);
  });

  it('makes a new product in a batch exactly as products/put makes it', async () => {
    const teapot = (sku: string) => ({
      category: 'kitchen',
      status: 'active',
      translations: { en: { name: 'Glazed Teapot', descriptionHtml: '<p>Holds <b>four</b> cups.<script>alert(1)</script></p>', seoTitle: 'Teapot' }, 'zh-HK': { name: '釉面茶壺' } },
      options: [{ code: 'glaze', name: { en: 'Glaze', 'zh-HK': '釉色' }, values: [{ code: 'celadon', label: { en: 'Celadon' }, swatch: '#a8c3a0' }, { code: 'tenmoku', label: { en: 'Tenmoku' } }] }],
      variants: [
        { sku: `${sku}-CELADON`, optionValues: { glaze: 'celadon' }, priceCents: 6400, compareAtCents: 7200, stock: 3, weightGrams: 900, barcode: '4006381333931' },
        { sku: `${sku}-TENMOKU`, optionValues: { glaze: 'tenmoku' }, priceCents: 5900, stock: 0 },
      ],
      tags: ['gift-ideas'],
      featuredRank: 7,
      display: { showSlideImage: true, showFavorite: false, showCart: true },
    });
    expect((await put('teapot-one', teapot('TEAPOT-ONE'))).status).toBe(201);
    const batched = await adminRequest(shop.app, 'POST', '/products/batch', { body: { products: [{ slug: 'teapot-two', product: teapot('TEAPOT-TWO') }] } });
    expect(batched.status).toBe(200);

    const same = <T>(value: T, from: string): T => JSON.parse(JSON.stringify(value).replaceAll(from, 'TEAPOT')) as T;
    const document = async (slug: string) => {
      const { version: _version, ...rest } = (await get(slug)).body.data.product;
      return same(same(rest, slug), slug.toUpperCase());
    };
    expect(await document('teapot-two')).toEqual(await document('teapot-one'));
    for (const lang of ['en', 'zh-HK']) {
      const page = async (slug: string) => same(same(await productPage(lang, slug), slug), slug.toUpperCase());
      expect(await page('teapot-two')).toEqual(await page('teapot-one'));
    }
    expect(await searchNames('zh-HK', '釉面茶壺')).toEqual(['釉面茶壺', '釉面茶壺']);
    const history = async (sku: string) => (await adminRequest<{ movements: { change: number; note: string | null }[] }>(shop.app, 'GET', `/stock/${sku}/history`)).body.data.movements.map(({ change, note }) => ({ change, note }));
    expect(await history('TEAPOT-TWO-CELADON')).toEqual(await history('TEAPOT-ONE-CELADON'));
    expect(await history('TEAPOT-TWO-CELADON')).toHaveLength(1);
  });

  it('carries the display flags a product turns off to its card and page, and only those', async () => {
    const plain = { category: 'tops', translations: { en: { name: 'Quiet Linen Napkin' } }, variants: [{ sku: 'NAPKIN-QUIET', priceCents: 700, stock: 5 }] };
    expect((await put('quiet-linen-napkin', { ...plain, display: { showCart: false, showFavorite: false } })).body.data.product.display).toEqual({ showSlideImage: true, showFavorite: false, showCart: false });
    const cards = await pageData<{ products: ProductSummary[] }>('/category/tops?sort=newest');
    expect(cards.products.find((card) => card.slug === 'quiet-linen-napkin')?.display).toEqual({ showFavorite: false, showCart: false });
    expect(cards.products.find((card) => card.slug !== 'quiet-linen-napkin')).not.toHaveProperty('display');
    expect((await productPage('zh-HK', 'quiet-linen-napkin')).display).toEqual({ showFavorite: false, showCart: false });
    // Written without flags, the product shows everything again.
    expect((await put('quiet-linen-napkin', plain)).body.data.product.display).toEqual({ showSlideImage: true, showFavorite: true, showCart: true });
    expect(await productPage('en', 'quiet-linen-napkin')).not.toHaveProperty('display');
  });

  it('names every mistake by its JSON path and writes nothing', async () => {
    const [demoVariant] = await shop.db
      .select({ sku: productVariants.sku, slug: products.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .limit(1);
    const broken = linenApron({
      category: 'no-such-shelf',
      tags: ['gift-ideas', 'no-such-tag'],
      variants: [
        { sku: demoVariant!.sku, optionValues: { color: 'sand' }, priceCents: 100 },
        { sku: 'APRON-X', optionValues: { color: 'plum' }, priceCents: 100, picture: 3 },
        { sku: 'APRON-Y', optionValues: { color: 'ink', size: 'm' }, priceCents: -5 },
      ],
    });
    const refused = await put('broken-apron', broken);
    expect(refused.status).toBe(422);
    const issues = (refused.body.data as unknown as { issues: { path: string; message: string }[] }).issues;
    expect(issues.map((issue) => issue.path).sort()).toEqual(['variants[1].optionValues.color', 'variants[2].optionValues.size', 'variants[2].priceCents']);

    // The contract's checks pass: what only the database knows is named next, still by path.
    const unknownNames = linenApron({
      category: 'no-such-shelf',
      tags: ['gift-ideas', 'no-such-tag'],
      variants: [
        { sku: demoVariant!.sku, optionValues: { color: 'sand' }, priceCents: 100 },
        { sku: 'APRON-X', optionValues: { color: 'ink' }, priceCents: 100, picture: 3 },
      ],
    });
    const refusedAgain = await put('broken-apron', unknownNames);
    expect(refusedAgain.status).toBe(422);
    const named = (refusedAgain.body.data as unknown as { issues: { path: string; message: string }[] }).issues;
    expect(named).toEqual([
      { path: 'category', message: 'There is no category "no-such-shelf"' },
      { path: 'tags[1]', message: 'There is no tag "no-such-tag"' },
      { path: 'variants[0].sku', message: `The SKU ${demoVariant!.sku} belongs to the product "${demoVariant!.slug}"` },
      { path: 'variants[1].picture', message: 'The product has no pictures yet: expected 1' },
    ]);
    expect((await get('broken-apron')).status).toBe(404);

    const duplicated = await put('broken-apron', linenApron({ variants: [linenApron().variants[0], { ...linenApron().variants[0], sku: 'APRON-LINEN-SAND' }] }));
    expect((duplicated.body.data as unknown as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['variants[1].sku', 'variants[1].optionValues']);
    const badSlug = await put('Broken_Apron', linenApron());
    expect(badSlug.status).toBe(422);
    expect((badSlug.body.data as unknown as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['slug']);
    const notJson = await shop.app.request('http://localhost/api/admin/products/broken-apron', {
      method: 'PUT',
      headers: { authorization: 'Bearer admin-token-for-the-hardening-tests', 'content-type': 'application/json' },
      body: '{"category":',
    });
    expect(notJson.status).toBe(400);
    expect((await get('broken-apron')).status).toBe(404);
  });
});
