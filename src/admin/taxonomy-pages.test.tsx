import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackOfficeI18n } from './i18n';
import { SignedInProvider } from './shell';
import { CollectionsPage } from './taxonomy-pages';

const i18n = createBackOfficeI18n('en');
const editor = {
  caller: { kind: 'staff', email: 'ed@example.com', role: 'editor' },
  signOut: () => undefined,
  setLocale: () => undefined,
} as const;

/** One collection, "Summer", listing the linen tee; a search for "sandal" finds two sandals. */
function fakeShop() {
  const sent: { url: string; body: unknown; ifMatch: string | null }[] = [];
  const texts = { en: { name: 'Summer', description: '', seoTitle: '', seoDescription: '' } };
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
  const product = (slug: string, name: string) => ({
    slug,
    status: 'active',
    name,
    names: { en: name },
    category: 'shoes',
    priceCents: 4000,
    currency: 'USD',
    variants: 1,
    stock: 3,
    picture: null,
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0];
    if (method === 'PUT') {
      sent.push({ url, body: JSON.parse(String(init.body)), ifMatch: new Headers(init.headers).get('If-Match') });
      return envelope({ collection: { slug: 'summer', position: 0, translations: texts, products: [], version: 'c2' }, created: false });
    }
    if (path === '/api/admin/collections')
      return envelope({ collections: [{ slug: 'summer', position: 0, name: 'Summer', names: { en: 'Summer' }, productCount: 1 }] });
    if (path === '/api/admin/collections/summer')
      return envelope({ collection: { slug: 'summer', position: 0, translations: texts, products: ['linen-tee'], version: 'c1' } });
    if (path === '/api/admin/products' && url.includes('q=sandal'))
      return envelope({ products: [product('cork-sandal', 'Cork sandal'), product('strap-sandal', 'Strap sandal')], next: null });
    return new Response(JSON.stringify({ code: 1, msg: 'No', data: null }), { status: 404 });
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the collections page', () => {
  it('adds products found by name, puts them in order by keyboard and saves the collection whole', async () => {
    const sent = fakeShop();
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <I18nextProvider i18n={i18n}>
          <SignedInProvider value={editor}>
            <main id="main">
              <CollectionsPage />
            </main>
          </SignedInProvider>
        </I18nextProvider>
      </SWRConfig>,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Summer' }));
    const editing = await screen.findByRole('region', { name: 'Editing Summer' });
    await user.type(await within(editing).findByRole('searchbox', { name: 'Find products to add' }), 'sandal{Enter}');
    await user.click(await within(editing).findByRole('button', { name: 'Add Strap sandal' }));
    expect(within(editing).getByRole('button', { name: 'Strap sandal is in it' })).toHaveProperty('disabled', true);

    const up = within(editing).getByRole('button', { name: 'Move Strap sandal up' });
    up.focus();
    await user.keyboard('{Enter}');
    // First now, its "Move up" cannot be pressed again: the focus is on the product itself, in the collection's list.
    expect(document.activeElement?.textContent).toBe('Strap sandal');
    expect(document.activeElement?.closest('ol')?.firstElementChild?.contains(document.activeElement)).toBe(true);
    await user.click(within(editing).getByRole('button', { name: 'Save Summer' }));

    expect(await screen.findByText('Summer saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/admin/collections/summer',
        body: {
          position: 0,
          translations: { en: { name: 'Summer', description: '', seoTitle: '', seoDescription: '' } },
          products: ['strap-sandal', 'linen-tee'],
        },
        ifMatch: 'c1',
      },
    ]);
  });
});
