import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productWriteSchema, type ProductDocument } from '../schema/admin-api/products';
import { formatPath } from '../schema/json-path';
import { linenTee } from '../fixtures/admin-products';
import { createBackOfficeI18n } from './i18n';
import { ProductPage } from './product-page';
import { writeOfDocument } from './product-draft';
import { SignedInProvider } from './shell';

const i18n = createBackOfficeI18n('en');
const editor = {
  caller: { kind: 'staff', email: 'ed@example.com', role: 'editor' },
  signOut: () => undefined,
  setLocale: () => undefined,
} as const;

const TEE = linenTee({ prices: [2000, 30], tags: ['summer'] });

type Sent = { method: string; url: string; body: unknown; ifMatch: string | null };

/**
 * The shop as the editor meets it: one product, its category and tags, and writes judged by the
 * contract's own schema (a refusal names each problem by its JSON path, as the shop does). With
 * `someoneElse`, another member saved the product after the editor read it.
 */
function fakeShop({ someoneElse = false } = {}) {
  const sent: Sent[] = [];
  const products = new Map<string, ProductDocument>([[TEE.slug, TEE]]);
  const envelope = (status: number, data: unknown, msg = status < 300 ? 'ok' : 'No') =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
  let reads = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0]!;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const ifMatch = new Headers(init.headers).get('If-Match');
    if (method !== 'GET') sent.push({ method, url, body, ifMatch });
    if (path === '/api/admin/categories')
      return envelope(200, {
        categories: [
          { slug: 'clothing', parent: null, position: 1, name: 'Clothing', names: { en: 'Clothing', 'zh-HK': '服裝' }, productCount: 0 },
          { slug: 'tops', parent: 'clothing', position: 1, name: 'Tops', names: { en: 'Tops', 'zh-HK': '上衣' }, productCount: 1 },
        ],
      });
    if (path === '/api/admin/tags')
      return envelope(200, {
        tags: ['summer', 'linen'].map((slug, position) => ({
          slug,
          position,
          name: slug[0]!.toUpperCase() + slug.slice(1),
          names: { en: slug[0]!.toUpperCase() + slug.slice(1) },
          productCount: 0,
        })),
      });
    if (path === '/api/admin/products') {
      const listed = [...products.values()].map((product) => ({
        slug: product.slug,
        status: product.status,
        name: product.translations.en.name,
        names: { en: product.translations.en.name },
        category: product.category,
        priceCents: 30,
        currency: 'USD',
        variants: 2,
        stock: 7,
        picture: null,
      }));
      return envelope(200, { products: listed, next: null });
    }
    const picture = /^\/api\/admin\/products\/([^/]+)\/pictures(?:\/(\d+))?$/.exec(path);
    if (picture) return pictureAnswer(products, decodeURIComponent(picture[1]!), method, init.body, picture[2]);
    const slug = decodeURIComponent(path.replace('/api/admin/products/', ''));
    const stored = products.get(slug);
    if (method === 'GET') {
      reads += 1;
      // Someone else's save lands between the editor's first read and its save.
      if (someoneElse && stored && reads > 1) {
        const theirs = {
          ...stored,
          translations: { ...stored.translations, en: { ...stored.translations.en, name: 'Their tee' } },
          version: 'v9',
        };
        products.set(slug, theirs);
        return envelope(200, { product: theirs });
      }
      return stored ? envelope(200, { product: stored }) : envelope(404, null, `No product "${slug}"`);
    }
    if (method === 'PUT') {
      if (someoneElse && stored) {
        products.set(slug, {
          ...stored,
          translations: { ...stored.translations, en: { ...stored.translations.en, name: 'Their tee' } },
          version: 'v9',
        });
        return envelope(409, null, 'The product changed since version v1 was read (it is v9 now): read it again, then write');
      }
      const parsed = productWriteSchema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: formatPath(issue.path.filter((part) => typeof part !== 'symbol')),
          message: issue.message,
        }));
        return envelope(422, { issues, more: 0 }, `Invalid product: ${issues.length} problems`);
      }
      const write = parsed.data;
      const product: ProductDocument = {
        ...write,
        slug: write.slug ?? slug,
        translations: write.translations,
        variants: write.variants.map((variant) => ({
          ...variant,
          stock: stored?.variants.find((before) => before.sku === variant.sku)?.stock ?? variant.stock,
        })),
        pictures: stored?.pictures ?? [],
        version: url.includes('dryRun=true') ? (stored?.version ?? 'v0') : 'v2',
      };
      if (!url.includes('dryRun=true')) {
        products.delete(slug);
        products.set(product.slug, product);
      }
      return envelope(stored ? 200 : 201, { product, created: !stored, changed: true, dryRun: url.includes('dryRun=true') });
    }
    return envelope(404, null);
  });
  return { sent, products };
}

/** The pictures' calls: a file that is not a picture is refused (422) as the shop refuses it, by its bytes. */
async function pictureAnswer(
  products: Map<string, ProductDocument>,
  slug: string,
  method: string,
  body: unknown,
  position: string | undefined,
) {
  const envelope = (status: number, data: unknown, msg = 'ok') =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
  const stored = products.get(slug)!;
  if (method === 'POST') {
    const bytes = body instanceof Blob ? new Uint8Array(await body.arrayBuffer()) : new Uint8Array();
    if (bytes[0] !== 137) {
      return envelope(
        422,
        { issues: [{ path: 'body', message: 'Not a picture the shop takes (JPEG, PNG, WebP, GIF or AVIF)' }], more: 0 },
        'Invalid picture: 1 problem',
      );
    }
    const next = Math.max(0, ...stored.pictures.map((one) => one.position)) + 1;
    const product = { ...stored, pictures: [...stored.pictures, { position: next, alt: {}, src: `/img/${next}.webp` }] };
    products.set(slug, product);
    return envelope(201, { product, position: next });
  }
  if (method === 'DELETE') {
    const product = { ...stored, pictures: stored.pictures.filter((one) => String(one.position) !== position) };
    products.set(slug, product);
    return envelope(200, { product });
  }
  return envelope(404, null, 'No');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(address: string) {
  const root = createRootRoute({ component: Outlet });
  const history = createMemoryHistory({ initialEntries: [address] });
  const router = createRouter({
    history,
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/admin/products/new', component: ProductPage }),
      createRoute({ getParentRoute: () => root, path: '/admin/products/$slug', component: ProductPage }),
    ]),
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <SignedInProvider value={editor}>
          <main id="main">
            <RouterProvider router={router} />
          </main>
        </SignedInProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
  return history;
}

const puts = (sent: Sent[]) => sent.filter((one) => one.method === 'PUT');

describe('the product editor', () => {
  it('sends a stored product back whole, no field lost, and prices typed in dollars as exact cents', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderAt('/admin/products/linen-tee');
    const price = await screen.findByLabelText('Price of variant 1');
    expect((price as HTMLInputElement).value).toBe('20.00');
    expect((screen.getByLabelText('Price of variant 2') as HTMLInputElement).value).toBe('0.30');

    await user.click(screen.getByRole('button', { name: 'Check without saving' }));
    await screen.findByText(/The shop would take the product as it is/);
    expect(puts(sent)[0]).toMatchObject({ url: '/api/admin/products/linen-tee?dryRun=true', ifMatch: 'v1' });
    expect(puts(sent)[0]!.body).toEqual(writeOfDocument(TEE));

    await user.clear(price);
    await user.type(price, '19.99');
    await user.clear(screen.getByLabelText('Price of variant 2'));
    await user.type(screen.getByLabelText('Price of variant 2'), '0.29');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Saved: shoppers see the product as it is now.')).toBeTruthy();
    const saved = puts(sent)[1]!;
    expect(saved).toMatchObject({ url: '/api/admin/products/linen-tee', ifMatch: 'v1' });
    const expected = writeOfDocument(TEE);
    expected.variants[0]!.priceCents = 1999;
    expected.variants[1]!.priceCents = 29;
    expect(saved.body).toEqual(expected);
    // Units on hand of a stored variant are shown, not edited: they change through a count.
    expect(screen.queryByLabelText('Units on hand of variant 1')).toBeNull();
    expect(screen.getAllByText('Change it with a stock count; saving the product leaves it as it is.')).toHaveLength(2);
  });

  it('names the product and its categories in the language the member reads the back office in, English where one has no name there', async () => {
    fakeShop();
    await i18n.changeLanguage('zh-HK');
    try {
      renderAt('/admin/products/linen-tee');
      expect(await screen.findByRole('heading', { level: 1, name: '貨品：亞麻T恤' })).toBeTruthy();
      const category = await screen.findByRole('combobox', { name: '類別' });
      await waitFor(() => expect(within(category).getAllByRole('option').map((option) => option.textContent?.trim())).toEqual(expect.arrayContaining(['服裝', '上衣'])));
      expect(within(category).queryByRole('option', { name: /Clothing|Tops/ })).toBeNull();
      // The tags have only English names: those are what the member sees.
      expect(screen.getByRole('checkbox', { name: 'Summer' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('puts each problem the shop names at its field, and shows a language tab to reach one in it', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderAt('/admin/products/linen-tee');
    const sku = await screen.findByLabelText('SKU of variant 2');
    await user.clear(sku);
    await user.type(sku, 'lower-case');
    await user.click(screen.getByRole('tab', { name: '繁體中文' }));
    await user.clear(screen.getByLabelText('Name (繁體中文)'));
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.queryByLabelText('Name (繁體中文)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const summary = await screen.findByRole('alert', { name: '' });
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(2));
    expect(puts(sent)).toHaveLength(1);
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(sku.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(problem?.textContent).toMatch(/Expected capital letters, digits and dashes/);
    expect(screen.getByRole('tab', { name: /繁體中文 \(1 problem\)/ })).toBeTruthy();

    await user.click(within(summary).getByRole('link', { name: /^Name \(繁體中文\)/ }));
    const name = screen.getByLabelText('Name (繁體中文)');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Edits stay as typed after a refusal.
    expect((screen.getByLabelText('SKU of variant 2') as HTMLInputElement).value).toBe('lower-case');
  });

  it('keeps the merchant’s edits when someone else saved meanwhile, until they load the other version', async () => {
    const { sent } = fakeShop({ someoneElse: true });
    const user = userEvent.setup();
    renderAt('/admin/products/linen-tee');
    const name = await screen.findByLabelText('Name (English)');
    await user.clear(name);
    await user.type(name, 'My tee');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const alert = await screen.findByText(/Someone else saved this product since you opened it/);
    expect(puts(sent)[0]!.ifMatch).toBe('v1');
    expect((screen.getByLabelText('Name (English)') as HTMLInputElement).value).toBe('My tee');

    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Load their version (drops your changes)' }));
    expect((screen.getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Their tee');
    expect(screen.getByText('Their version is loaded; your changes were dropped.')).toBeTruthy();
  });

  it('makes a variant for every combination of a new product’s options, creates it and opens its address', async () => {
    const { sent, products } = fakeShop();
    const user = userEvent.setup();
    const history = renderAt('/admin/products/new');
    await user.type(await screen.findByLabelText('Slug'), 'wool-cap');
    await user.selectOptions(screen.getByLabelText('Category'), 'tops');
    await user.type(screen.getByLabelText('Name (English)'), 'Wool cap');
    await user.type(screen.getByLabelText('Price of variant 1'), '12.5');
    await user.type(screen.getByLabelText('Units on hand of variant 1'), '5');

    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Code of option 1'), 'size');
    await user.type(screen.getByLabelText('Name of option 1 (English)'), 'Size');
    await user.type(screen.getByLabelText('Code of value 1 of option 1'), 's');
    await user.type(screen.getByLabelText('Label of value 1 of option 1 (English)'), 'Small');
    await user.click(screen.getByRole('button', { name: 'Add a value to option 1' }));
    await user.type(screen.getByLabelText('Code of value 2 of option 1'), 'm');
    await user.type(screen.getByLabelText('Label of value 2 of option 1 (English)'), 'Medium');
    await user.click(screen.getByRole('button', { name: 'Add a variant for every combination' }));

    expect((screen.getByLabelText('Size of variant 1') as HTMLSelectElement).value).toBe('s');
    expect((screen.getByLabelText('Size of variant 2') as HTMLSelectElement).value).toBe('m');
    expect((screen.getByLabelText('SKU of variant 2') as HTMLInputElement).value).toBe('WOOL-CAP-M');
    expect(screen.queryByLabelText('SKU of variant 3')).toBeNull();
    await user.type(screen.getByLabelText('SKU of variant 1'), 'WOOL-CAP-S');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/products/wool-cap'));
    expect(puts(sent)[0]).toMatchObject({ url: '/api/admin/products/wool-cap', ifMatch: null });
    expect(puts(sent)[0]!.body).toMatchObject({
      slug: 'wool-cap',
      status: 'draft',
      variants: [
        { sku: 'WOOL-CAP-S', optionValues: { size: 's' }, priceCents: 1250, stock: 5 },
        { sku: 'WOOL-CAP-M', optionValues: { size: 'm' }, priceCents: 1250, stock: 0 },
      ],
    });
    expect(products.get('wool-cap')?.translations.en.name).toBe('Wool cap');
    expect(await screen.findByText('Created. You can add its pictures below.')).toBeTruthy();
  });

  it('adds several pictures one after another, names the one refused, and removes one after asking', async () => {
    const { sent, products } = fakeShop();
    const user = userEvent.setup();
    renderAt('/admin/products/linen-tee');
    const files = await screen.findByLabelText('Picture files');
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await user.upload(files, [png('front.png'), new File(['hello'], 'notes.png', { type: 'image/png' }), png('back.png')]);

    const uploads = await screen.findByRole('list', { name: 'Pictures being added' });
    await waitFor(() => expect(within(uploads).getByText(/back\.png/).parentElement?.textContent).toBe('back.png: added as picture 3'));
    expect(
      within(uploads)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'front.png: added as picture 2',
      'notes.png: not added: Not a picture the shop takes (JPEG, PNG, WebP, GIF or AVIF)',
      'back.png: added as picture 3',
    ]);
    expect(sent.filter((one) => one.method === 'POST').map((one) => one.url)).toEqual(
      Array(3).fill('/api/admin/products/linen-tee/pictures'),
    );
    expect(screen.getByRole('heading', { name: 'Picture 3' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(products.get('linen-tee')!.pictures).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Yes: Remove picture 1' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Picture 1' })).toBeNull());
    expect(products.get('linen-tee')!.pictures.map((one) => one.position)).toEqual([2, 3]);
  });
});
