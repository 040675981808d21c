import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListedProduct, ProductDocument } from '../../src/schema/admin-api/products';
import type { ProductDetail, ProductSummary } from '../../src/schema/catalog';
import { IMAGE_WIDTHS } from '../../src/schema/catalog';
import type { Cart } from '../../src/schema/web-api/cart';
import { SESSION_COOKIE } from '../accounts/sessions';
import { adminRequest, demoShopOn, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';
import { signedInStaff } from '../testing/test-staff';

/*
 * A merchant puts a product's pictures in order through the real admin API, on PGlite and
 * PostgreSQL: the shop shows them in that order everywhere it shows them, while every picture
 * keeps its number, so each address (kept a year by browsers) goes on showing the same picture
 * and every variant its own. An order that is not the pictures' own changes nothing.
 */

type ProductAnswer = { product: ProductDocument };
type Issues = { issues: { path: string; message: string }[] };

const ORIGIN = 'http://localhost';
const COLOURS = { rust: '#b5502a', sage: '#8aa17a', ink: '#27303f' } as const;

/** A vase in three colours in a category of its own, each variant to show the picture of its colour; SKUs are the product's own. */
function vase(slug: string) {
  return {
    category: `${slug}-shelf`,
    translations: { en: { name: 'Ordered Vase' } },
    options: [{ code: 'color', name: { en: 'Colour' }, values: Object.keys(COLOURS).map((code) => ({ code, label: { en: code } })) }],
    variants: Object.keys(COLOURS).map((code) => ({
      sku: `${slug}-${code}`.toUpperCase(),
      optionValues: { color: code },
      priceCents: 3000,
      stock: 2,
    })),
  };
}

describe.each(TEST_DRIVERS)('putting product pictures in order on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  let editor: { email: string; cookie: string };
  beforeAll(async () => {
    shop = opened.shop;
    editor = await signedInStaff(shop.app, `editor-${driver}@pictures.example`, 'editor');
  });

  const get = (slug: string) => adminRequest<ProductAnswer>(shop.app, 'GET', `/products/${slug}`);
  const order = (slug: string, body: unknown) =>
    adminRequest<ProductAnswer & Issues>(shop.app, 'PUT', `/products/${slug}/pictures/order`, { body });
  /** The call as the back office's page makes it: a staff member's cookie, from the shop's own origin. */
  async function orderAs(cookie: string, slug: string, positions: number[]) {
    const response = await shop.app.request(`${ORIGIN}/api/admin/products/${slug}/pictures/order`, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ order: positions }),
    });
    return { status: response.status, body: (await response.json()) as { msg: string; data: ProductAnswer } };
  }
  async function pageData<Data>(path: string): Promise<Data> {
    const response = await shop.app.request(`${ORIGIN}${path}?request=route`);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: { data: Data } }).data.data;
  }
  const productPage = async (slug: string) => (await pageData<{ product: ProductDetail }>(`/product/${slug}`)).product;
  const categoryCard = async (slug: string) =>
    (await pageData<{ products: ProductSummary[] }>(`/category/${slug}-shelf`)).products.find((card) => card.slug === slug);
  async function listedPicture(slug: string): Promise<string | null | undefined> {
    const listed = await adminRequest<{ products: ListedProduct[] }>(shop.app, 'GET', `/products?q=${slug}`);
    return listed.body.data.products.find((product) => product.slug === slug)?.picture;
  }
  /** The line a guest's cart shows for this SKU, by what its picture shows. */
  async function cartPictureOf(sku: string): Promise<string | undefined> {
    const response = await shop.app.request(`${ORIGIN}/api/web/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    expect(response.status).toBe(200);
    const { cart } = ((await response.json()) as { data: { cart: Cart } }).data;
    return cart.lines.find((line) => line.sku === sku)?.image?.alt;
  }
  const served = async (src: string) => {
    const response = await shop.app.request(`${ORIGIN}${src}`);
    expect(response.status, src).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  /** The bytes of every address of every picture of the product, by address. */
  async function everyAddress(slug: string, positions: readonly number[]): Promise<Map<string, Buffer>> {
    const addresses = positions.flatMap((position) => IMAGE_WIDTHS.map((width) => `/images/p/${slug}/${position}-${width}.webp`));
    return new Map(await Promise.all(addresses.map(async (address) => [address, await served(address)] as const)));
  }
  async function addPicture(slug: string, colour: string, hex: string) {
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: hex } })
      .png()
      .toBuffer();
    const added = await shop.app.request(`${ORIGIN}/api/admin/products/${slug}/pictures?alt=${colour}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(added.status).toBe(201);
    return ((await added.json()) as { data: ProductAnswer & { position: number } }).data;
  }

  /** The vase under `slug` with a picture of each colour (numbered 1, 2, 3), described by its colour, each variant showing its own. */
  async function vaseWithPictures(slug: string): Promise<ProductDocument> {
    const shelf = await adminRequest(shop.app, 'PUT', `/categories/${slug}-shelf`, {
      body: { parent: null, translations: { en: { name: 'Vase Shelf' } } },
    });
    expect(shelf.status).toBe(201);
    expect((await adminRequest(shop.app, 'PUT', `/products/${slug}`, { body: vase(slug) })).status).toBe(201);
    for (const [colour, hex] of Object.entries(COLOURS)) await addPicture(slug, colour, hex);
    const read = (await get(slug)).body.data.product;
    const pictureOf = (colour: string) => read.pictures.find((picture) => picture.alt.en === colour)!.position;
    const variants = read.variants.map(({ stock: _stock, ...variant }) => ({
      ...variant,
      picture: pictureOf(variant.optionValues.color!),
    }));
    const written = await adminRequest<ProductAnswer>(shop.app, 'PUT', `/products/${slug}`, { body: { ...vase(slug), variants } });
    expect(written.status).toBe(200);
    return written.body.data.product;
  }
  /** Each picture's number beside what it shows, in the order shown. */
  const numbered = (product: ProductDocument) => product.pictures.map((picture) => [picture.position, picture.alt.en]);
  /** Each variant's colour beside the colour of the picture it shows. */
  const variantPictures = (product: ProductDocument) =>
    product.variants.map((variant) => [
      variant.optionValues.color,
      product.pictures.find((picture) => picture.position === variant.picture)?.alt.en,
    ]);

  it('shows the pictures in the new order everywhere, while every address shows the same picture as before', async () => {
    const before = await vaseWithPictures('ordered-vase');
    expect(numbered(before)).toEqual([
      [1, 'rust'],
      [2, 'sage'],
      [3, 'ink'],
    ]);
    const bytesBefore = await everyAddress('ordered-vase', [1, 2, 3]);
    // Three different pictures, or the same bytes after would prove nothing.
    expect(
      new Set([1, 2, 3].map((position) => bytesBefore.get(`/images/p/ordered-vase/${position}-640.webp`)!.toString('base64'))).size,
    ).toBe(3);

    const ordered = await orderAs(editor.cookie, 'ordered-vase', [3, 1, 2]);
    expect(ordered.status, ordered.body.msg).toBe(200);
    const product = ordered.body.data.product;
    expect(numbered(product)).toEqual([
      [3, 'ink'],
      [1, 'rust'],
      [2, 'sage'],
    ]);
    expect(variantPictures(product)).toEqual([
      ['rust', 'rust'],
      ['sage', 'sage'],
      ['ink', 'ink'],
    ]);
    expect(product.variants.map((variant) => variant.picture)).toEqual(before.variants.map((variant) => variant.picture));
    expect((await get('ordered-vase')).body.data.product).toEqual(product);

    // Every address a browser may have kept gives exactly what it gave before.
    expect(await everyAddress('ordered-vase', [1, 2, 3])).toEqual(bytesBefore);

    const page = await productPage('ordered-vase');
    expect(page.images.map((image) => image.alt)).toEqual(['ink', 'rust', 'sage']);
    expect(page.images.map((image) => image.src)).toEqual([
      '/images/p/ordered-vase/3-640.webp',
      '/images/p/ordered-vase/1-640.webp',
      '/images/p/ordered-vase/2-640.webp',
    ]);
    expect(page.image?.alt).toBe('ink');
    expect(page.variants.map((variant) => [variant.optionValues.color, page.images[variant.imageIndex]?.alt])).toEqual([
      ['rust', 'rust'],
      ['sage', 'sage'],
      ['ink', 'ink'],
    ]);

    const card = await categoryCard('ordered-vase');
    expect([card?.image?.alt, card?.hoverImage?.alt]).toEqual(['ink', 'rust']);
    expect(card?.image?.src).toBe('/images/p/ordered-vase/3-640.webp');
    expect(await listedPicture('ordered-vase')).toBe('/images/p/ordered-vase/3-320.webp');
    // A cart line shows its variant's own picture, not the new first one.
    expect(await cartPictureOf('ORDERED-VASE-SAGE')).toBe('sage');

    // The order is not part of what a product write sets: a write over the document read before goes through, and keeps it.
    const rewritten = await adminRequest<ProductAnswer>(shop.app, 'PUT', '/products/ordered-vase', {
      body: { ...vase('ordered-vase'), variants: before.variants.map(({ stock: _stock, ...variant }) => variant) },
      headers: { 'if-match': `"${before.version}"` },
    });
    expect(rewritten.status).toBe(200);
    expect(numbered(rewritten.body.data.product)).toEqual([
      [3, 'ink'],
      [1, 'rust'],
      [2, 'sage'],
    ]);

    const audit = await adminRequest<{ entries: { actor: string; call: string; target: string }[] }>(
      shop.app,
      'GET',
      `/audit?staff=${editor.email}`,
    );
    expect(audit.body.data.entries[0]).toMatchObject({
      actor: editor.email,
      call: 'products/pictures/order',
      target: '/products/ordered-vase/pictures/order',
    });
  });

  it('puts a picture added after an order last, and makes the next in order first when the first is removed', async () => {
    await vaseWithPictures('reordered-vase');
    expect((await order('reordered-vase', { order: [3, 2, 1] })).status).toBe(200);

    const added = await addPicture('reordered-vase', 'gold', '#c9a227');
    expect(added.position).toBe(4);
    expect(numbered(added.product)).toEqual([
      [3, 'ink'],
      [2, 'sage'],
      [1, 'rust'],
      [4, 'gold'],
    ]);

    // The first in order is picture 3; the next in order is 2, though 1 is the lowest number left.
    const removed = await adminRequest<ProductAnswer>(shop.app, 'DELETE', '/products/reordered-vase/pictures/3');
    expect(removed.status).toBe(200);
    expect(numbered(removed.body.data.product)).toEqual([
      [2, 'sage'],
      [1, 'rust'],
      [4, 'gold'],
    ]);
    // The ink variant showed the removed picture: it shows the first left.
    expect(variantPictures(removed.body.data.product)).toEqual([
      ['rust', 'rust'],
      ['sage', 'sage'],
      ['ink', 'sage'],
    ]);
    expect((await productPage('reordered-vase')).image?.alt).toBe('sage');
    expect((await categoryCard('reordered-vase'))?.image?.alt).toBe('sage');
    expect(await listedPicture('reordered-vase')).toBe('/images/p/reordered-vase/2-320.webp');
    expect(await cartPictureOf('REORDERED-VASE-INK')).toBe('sage');
    // The removed number is never given again, whatever the order.
    expect((await addPicture('reordered-vase', 'plum', '#6b3a5b')).position).toBe(5);
  });

  it('refuses an order that is not every picture once, naming where, and changes nothing', async () => {
    const before = await vaseWithPictures('misordered-vase');
    expect((await order('misordered-vase', { order: [2, 3, 1] })).status).toBe(200);
    const ordered = (await get('misordered-vase')).body.data.product;
    const cases: [unknown, Issues['issues']][] = [
      [{ order: [2, 1] }, [{ path: 'order', message: 'Every picture once: 3 is missing' }]],
      [{ order: [2, 1, 2] }, [{ path: 'order[2]', message: 'Picture 2 is given twice' }]],
      [
        { order: [2, 1, 9] },
        [
          { path: 'order[2]', message: 'No picture 9. Its pictures are 1, 2, 3' },
          { path: 'order', message: 'Every picture once: 3 is missing' },
        ],
      ],
    ];
    for (const [body, issues] of cases) {
      const refused = await order('misordered-vase', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.data.issues).toEqual(issues);
    }
    for (const body of [{ order: [] }, { order: [1, 'two', 3] }, { order: [1, 2.5, 3] }, {}]) {
      const refused = await order('misordered-vase', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.data.issues[0]?.path, JSON.stringify(body)).toMatch(/^order/);
    }
    expect((await get('misordered-vase')).body.data.product).toEqual(ordered);
    expect(numbered(ordered)).toEqual([
      [2, 'sage'],
      [3, 'ink'],
      [1, 'rust'],
    ]);
    expect(ordered.variants).toEqual(before.variants);
    expect((await order('no-such-vase', { order: [1] })).status).toBe(404);
  });

  it('is for the owner and editors only: support staff and shoppers change nothing', async () => {
    const before = await vaseWithPictures('guarded-vase');
    const support = await signedInStaff(shop.app, `support-${driver}@pictures.example`, 'support');
    const refused = await orderAs(support.cookie, 'guarded-vase', [3, 2, 1]);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/products\/pictures\/order is for the owner or editor role/);
    const shopper = await createSignedInShopper(shop.db);
    expect((await orderAs(`${SESSION_COOKIE}=${shopper.token}`, 'guarded-vase', [3, 2, 1])).status).toBe(401);
    expect((await get('guarded-vase')).body.data.product).toEqual(before);
  });
});
