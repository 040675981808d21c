import { useMemo, useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { productListSchema } from '../../blocks/product-list/schema';
import { catalogSlugSchema } from '../../schema/catalog';
import { createBackOfficeI18n } from '../i18n';
import { BlockForm } from './block-form';
import { blockFormModel, type Props } from './block-form-model';
import { OFFERED_AT_MOST, useReferences } from './references';

const i18n = createBackOfficeI18n('en');

/** The shop's records as the admin API answers them, and every list the form asked for. */
function fakeShop() {
  const asked: string[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
  const listed = (slug: string, name: string, position: number, nameZhHk?: string) => ({ slug, name, names: { en: name, ...(nameZhHk ? { 'zh-HK': nameZhHk } : {}) }, position, productCount: 3 });
  const products = [
    { slug: 'linen-shirt', name: 'Linen shirt' },
    ...Array.from({ length: 30 }, (_, index) => ({ slug: `linen-towel-${index + 1}`, name: `Linen towel ${index + 1}` })),
    { slug: 'stoneware-mug', name: 'Stoneware mug' },
  ];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const address = new URL(url, 'https://shop.example');
    switch (address.pathname) {
      case '/api/admin/categories':
        return envelope({
          categories: [
            { ...listed('bags', 'Bags', 0, '手袋'), parent: null },
            { ...listed('totes', 'Totes', 0), parent: 'bags' },
          ],
        });
      case '/api/admin/tags':
        return envelope({ tags: [listed('gift-ideas', 'Gift ideas', 0)] });
      case '/api/admin/collections':
        return envelope({ collections: [listed('summer-edit', 'Summer edit', 0)] });
      case '/api/admin/products': {
        const q = address.searchParams.get('q') ?? '';
        const matching = products.filter((product) => product.slug.startsWith(q) || product.name.toLowerCase().includes(q.toLowerCase()));
        return envelope({
          products: matching.map((product) => ({
            ...product,
            names: { en: product.name },
            status: 'active',
            category: 'bags',
            priceCents: 4_500,
            currency: 'USD',
            variants: 1,
            stock: 4,
            picture: null,
          })),
          next: null,
        });
      }
      default:
        return new Response(JSON.stringify({ code: 1, msg: 'No', data: null }), { status: 404 });
    }
  });
  return {
    asked: (path: string) => asked.filter((url) => new URL(url, 'https://shop.example').pathname === path),
    searches: () =>
      asked.filter((url) => url.startsWith('/api/admin/products')).map((url) => new URL(url, 'https://shop.example').searchParams.get('q')),
  };
}

/** A block's form as the composer draws it, with the shop's records for its reference fields. */
function Composer({ schema, start, changed }: { schema: z.ZodType; start: Props; changed: (next: Props) => void }) {
  const model = useMemo(() => blockFormModel(schema), [schema]);
  const [props, setProps] = useState(start);
  const references = useReferences(model);
  return (
    <BlockForm
      model={model}
      value={props}
      idPrefix="block"
      onChange={(next) => {
        setProps(next);
        changed(next);
      }}
      {...references}
    />
  );
}

function draw(schema: z.ZodType, start: Props) {
  const changed = vi.fn<(next: Props) => void>();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <Composer schema={schema} start={start} changed={changed} />
      </I18nextProvider>
    </SWRConfig>,
  );
  return { last: () => changed.mock.lastCall?.[0] };
}

/** The records a field offers: its datalist's options, slug and name. */
function offeredBy(input: HTMLElement) {
  const list = input.getAttribute('list');
  const options = list ? [...(document.getElementById(list)?.querySelectorAll('option') ?? [])] : [];
  return options.map((option) => ({ slug: option.value, name: option.label }));
}

/** What the control is described by, in order: hint, record note, problem. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

const productPicker = z.object({ productSlug: catalogSlugSchema });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the records a reference field offers', () => {
  it('names the records in the language the member reads the back office in, English where one has none there', async () => {
    fakeShop();
    await i18n.changeLanguage('zh-HK');
    try {
      draw(productListSchema, { source: { kind: 'category', slug: 'bags', limit: 8 } });
      await waitFor(() => expect([...document.querySelectorAll('datalist option')].map((option) => (option as HTMLOptionElement).label)).toEqual(['手袋', 'Totes']));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers the shop’s categories by name for a category slug, and names the one chosen', async () => {
    const shop = fakeShop();
    draw(productListSchema, { source: { kind: 'category', slug: 'bags', limit: 8 } });
    const slug = screen.getByLabelText('Slug');
    await waitFor(() =>
      expect(offeredBy(slug)).toEqual([
        { slug: 'bags', name: 'Bags' },
        { slug: 'totes', name: 'Totes' },
      ]),
    );
    expect(describedBy(slug)).toContain('Bags');

    // Another kind in the same field offers that kind's records instead.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Tag');
    expect(offeredBy(slug)).toEqual([{ slug: 'gift-ideas', name: 'Gift ideas' }]);
    // Each list was read once, and no product was asked for: the form has no product field.
    expect(shop.asked('/api/admin/categories')).toHaveLength(1);
    expect(shop.asked('/api/admin/tags')).toHaveLength(1);
    expect(shop.asked('/api/admin/products')).toEqual([]);
  });

  it('says when a typed slug names no record of its kind, and writes it all the same', async () => {
    fakeShop();
    const { last } = draw(productListSchema, { source: { kind: 'category', slug: 'bags', limit: 8 } });
    const slug = screen.getByLabelText('Slug');
    await screen.findByText('Bags', { selector: '.field-record' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'shoes');
    expect(describedBy(slug)).toContain('No category has this address yet.');
    expect(slug.getAttribute('aria-invalid')).toBeNull();
    expect(last()).toEqual({ source: { kind: 'category', slug: 'shoes', limit: 8 } });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'totes');
    expect(describedBy(slug)).toContain('Totes');
  });

  it('asks for the products matching what the merchant types, once the typing rests, and offers at most twenty', async () => {
    const shop = fakeShop();
    draw(productPicker, { productSlug: '' });
    const product = screen.getByLabelText('Product slug');
    expect(shop.asked('/api/admin/products')).toEqual([]);
    await userEvent.type(product, 'linen');
    await waitFor(() => expect(offeredBy(product)).toHaveLength(OFFERED_AT_MOST));
    // One question for the word, not one for each key.
    expect(shop.searches()).toEqual(['linen']);
    expect(offeredBy(product)[0]).toEqual({ slug: 'linen-shirt', name: 'Linen shirt' });
    expect(offeredBy(product)).not.toContainEqual({ slug: 'stoneware-mug', name: 'Stoneware mug' });

    await userEvent.clear(product);
    await userEvent.type(product, 'stoneware-mug');
    await waitFor(() => expect(describedBy(product)).toContain('Stoneware mug'));
    expect(offeredBy(product)).toEqual([{ slug: 'stoneware-mug', name: 'Stoneware mug' }]);
  });

  it('says when no product has the typed slug, and writes it all the same', async () => {
    fakeShop();
    const { last } = draw(productPicker, { productSlug: '' });
    const product = screen.getByLabelText('Product slug');
    await userEvent.type(product, 'velvet-cape');
    await waitFor(() => expect(describedBy(product)).toContain('No product has this address yet.'));
    expect(offeredBy(product)).toEqual([]);
    expect(last()).toEqual({ productSlug: 'velvet-cape' });
  });
});
