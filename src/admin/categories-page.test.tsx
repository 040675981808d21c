import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoriesPage } from './categories-page';
import { createBackOfficeI18n } from './i18n';
import { SignedInProvider } from './shell';

const i18n = createBackOfficeI18n('en');
const editor = {
  caller: { kind: 'staff', email: 'ed@example.com', role: 'editor' },
  signOut: () => undefined,
  setLocale: () => undefined,
} as const;

type Stored = { id: number; slug: string; parent: string | null; position: number; name: string; products: number; changes: number };
type Sent = { method: string; url: string; body: unknown; ifMatch: string | null };

/**
 * The shop's category calls as the server answers them: siblings ordered by position, then by
 * when each was made, never renumbered; a write over another version refused with 409; a
 * category that holds anything removed only with `moveTo`.
 */
function fakeShop({ staleWrites = false } = {}) {
  const tree: Stored[] = [
    { id: 1, slug: 'clothing', parent: null, position: 0, name: 'Clothing', products: 3, changes: 0 },
    { id: 2, slug: 'shoes', parent: null, position: 10, name: 'Shoes', products: 2, changes: 0 },
    { id: 3, slug: 'bags', parent: null, position: 11, name: 'Bags', products: 1, changes: 0 },
    { id: 4, slug: 'shirts', parent: 'clothing', position: 0, name: 'Shirts', products: 5, changes: 0 },
  ];
  const sent: Sent[] = [];
  const envelope = (status: number, data: unknown, msg = status < 300 ? 'ok' : 'No') =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
  const ordered = (parent: string | null) =>
    tree.filter((category) => category.parent === parent).sort((one, other) => one.position - other.position || one.id - other.id);
  const listed = (parent: string | null): object[] =>
    ordered(parent).flatMap((category) => [
      { slug: category.slug, parent: category.parent, position: category.position, name: category.name, names: { en: category.name }, productCount: category.products },
      ...listed(category.slug),
    ]);
  const versionOf = (category: Stored) => `${category.slug}-${category.changes}`;
  const documentOf = (category: Stored) => ({
    slug: category.slug,
    parent: category.parent,
    position: category.position,
    translations: { en: { name: category.name, description: '', seoTitle: '', seoDescription: '' } },
    productCount: category.products,
    children: ordered(category.slug).map((child) => child.slug),
    version: versionOf(category),
  });

  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const address = new URL(url, 'http://shop.test');
    const slug = decodeURIComponent(address.pathname.replace('/api/admin/categories', '').replace(/^\//, ''));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { parent: string | null; position: number }) : undefined;
    const ifMatch = new Headers(init.headers).get('If-Match');
    if (method !== 'GET') sent.push({ method, url, body, ifMatch });
    const category = tree.find((candidate) => candidate.slug === slug);
    if (method === 'GET' && slug === '') return envelope(200, { categories: listed(null) });
    if (method === 'GET') return category ? envelope(200, { category: documentOf(category) }) : envelope(404, null);
    if (method === 'PUT' && category && body) {
      if (staleWrites || ifMatch !== versionOf(category))
        return envelope(409, { current: versionOf(category) }, 'Changed since it was read');
      Object.assign(category, { parent: body.parent, position: body.position, changes: category.changes + 1 });
      return envelope(200, { category: documentOf(category), created: false });
    }
    if (method === 'DELETE' && category) {
      const moveTo = address.searchParams.get('moveTo');
      const children = tree.filter((candidate) => candidate.parent === slug);
      if (!moveTo && (category.products > 0 || children.length > 0)) {
        return envelope(
          409,
          null,
          `"${slug}" holds ${category.products} products: say where they go with ?moveTo=<category>, and nothing is removed until then`,
        );
      }
      const target = tree.find((candidate) => candidate.slug === moveTo);
      if (target) target.products += category.products;
      for (const child of children) child.parent = moveTo;
      tree.splice(tree.indexOf(category), 1);
      return envelope(200, { deleted: true, movedProducts: target ? category.products : 0, movedCategories: target ? children.length : 0 });
    }
    return envelope(404, null);
  });
  return { sent, tree };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <SignedInProvider value={editor}>
          <main id="main">
            <CategoriesPage />
          </main>
        </SignedInProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
}

/** The top level's categories as the page shows them, in order. */
function topLevel(): string[] {
  const tree = screen.getByRole('region', { name: 'The category tree' });
  const level = tree.querySelector('ul')!;
  return [...level.children].map((item) => item.querySelector('strong')!.textContent!);
}

describe('the category tree', () => {
  it('moves a category up by keyboard, one write over the version it read, keeping the focus on it', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderPage();
    const up = await screen.findByRole('button', { name: 'Move Bags up' });
    expect(topLevel()).toEqual(['Clothing', 'Shoes', 'Bags']);

    up.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bags moved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/categories/bags',
        body: { parent: null, position: 5, translations: { en: { name: 'Bags', description: '', seoTitle: '', seoDescription: '' } } },
        ifMatch: 'bags-0',
      },
    ]);
    expect(topLevel()).toEqual(['Clothing', 'Bags', 'Shoes']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Bags up' }));

    // Before Clothing (position 0) no whole number fits: the level is spread out, Bags written last.
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(topLevel()).toEqual(['Bags', 'Clothing', 'Shoes']));
    expect(sent.slice(1).map((write) => [write.url, (write.body as { position: number }).position])).toEqual([
      ['/api/admin/categories/clothing', 2048],
      ['/api/admin/categories/shoes', 3072],
      ['/api/admin/categories/bags', 1024],
    ]);
    // At the top "Move Bags up" cannot be pressed again: the focus is on Bags itself.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByText('Bags', { selector: 'strong' })));
  });

  it('moves a category into another as its last sub-category, offering only the parents it may have', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderPage();
    const into = await screen.findByLabelText('Move Clothing into…');
    expect(within(into).queryByRole('option', { name: /Shirts/ })).toBeNull();
    expect(within(into).queryByRole('option', { name: 'Top level' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Move Bags into…'), 'clothing');
    await user.click(screen.getByRole('button', { name: 'Move Bags' }));
    expect(await screen.findByText('Bags moved.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ url: '/api/admin/categories/bags', body: { parent: 'clothing', position: 1024 }, ifMatch: 'bags-0' });
    expect(topLevel()).toEqual(['Clothing', 'Shoes']);
    // Bags is drawn anew inside Clothing, its choice of parent cleared: the focus is on Bags itself, where it now is.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByText('Bags', { selector: 'strong' })));
    expect(document.activeElement?.closest('ul')?.closest('li')?.querySelector('strong')?.textContent).toBe('Clothing');
  });

  it('says when the tree changed meanwhile, and reads it again', async () => {
    fakeShop({ staleWrites: true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move Shoes down' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Someone changed the categories meanwhile: here they are as they are now. Nothing was moved.',
    );
    expect(topLevel()).toEqual(['Clothing', 'Shoes', 'Bags']);
  });

  it('asks before deleting, and where the products go when the category holds some', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Shoes' }));
    const editor = await screen.findByRole('region', { name: 'Editing Shoes' });
    await user.click(await within(editor).findByRole('button', { name: 'Delete Shoes' }));
    expect(sent).toEqual([]);
    await user.click(within(editor).getByRole('button', { name: 'Yes: Delete Shoes' }));

    expect((await within(editor).findByRole('alert')).textContent).toContain('"shoes" holds 2 products');
    const where = within(editor).getByLabelText('Where the products and sub-categories of Shoes go');
    expect(document.activeElement).toBe(where);
    expect(
      within(where)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clothing', '— Shirts', 'Bags']);
    await user.selectOptions(where, 'bags');
    await user.click(within(editor).getByRole('button', { name: 'Move them and delete Shoes' }));

    expect(await screen.findByText('Shoes deleted: 2 products and 0 sub-categories moved to Bags.')).toBeTruthy();
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['DELETE', '/api/admin/categories/shoes'],
      ['DELETE', '/api/admin/categories/shoes?moveTo=bags'],
    ]);
    expect(topLevel()).toEqual(['Clothing', 'Bags']);
    const bags = screen.getByText('Bags', { selector: 'strong' }).closest<HTMLElement>('.category-row')!;
    expect(within(bags).getByText('3 products')).toBeTruthy();
  });
});
