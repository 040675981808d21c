import { ReadableStream } from 'node:stream/web';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogImportEvent } from '../schema/admin-api/catalog-files';
import { CatalogPage } from './catalog-page';
import { createBackOfficeI18n } from './i18n';
import { SignedInProvider } from './shell';

const i18n = createBackOfficeI18n('en');
const staff = (role: 'editor' | 'support') =>
  ({ caller: { kind: 'staff', email: `${role}@example.com`, role }, signOut: () => undefined, setLocale: () => undefined }) as const;

const IMPORT_ID = 'a'.repeat(32);

/**
 * The shop's catalog import as the server answers it: each file taken (201), then the run's
 * events streamed a line at a time, each let out by the test when it says so.
 */
function fakeShop() {
  const sent: { method: string; url: string }[] = [];
  let stream: { enqueue(chunk: Uint8Array): void; close(): void } | null = null;
  const encoder = new TextEncoder();
  const envelope = (status: number, data: unknown) =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 40, msg: 'ok', data }), { status });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url });
    if (method === 'POST' && url.startsWith('/api/admin/catalog-files/imports?name='))
      return envelope(201, { id: IMPORT_ID, kind: 'csv', name: 'products.csv', bytes: 7 });
    if (method === 'PUT' && url.startsWith(`/api/admin/catalog-files/imports/${IMPORT_ID}/pictures/`))
      return envelope(201, { name: 'mug.jpg', bytes: 3 });
    if (method === 'POST' && url.startsWith(`/api/admin/catalog-files/imports/${IMPORT_ID}/run`)) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
        },
      });
      // jsdom has no streams of its own: the answer is Node's, as the browser's fetch gives its own.
      return new Response(body as unknown as BodyInit, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
    }
    return envelope(404, null);
  });
  return {
    sent,
    tell(...events: CatalogImportEvent[]) {
      for (const event of events) stream!.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    },
    end: () => stream!.close(),
    running: () => stream !== null,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(role: 'editor' | 'support' = 'editor') {
  render(
    <I18nextProvider i18n={i18n}>
      <SignedInProvider value={staff(role)}>
        <main id="main">
          <CatalogPage />
        </main>
      </SignedInProvider>
    </I18nextProvider>,
  );
}

/** A CSV and one picture chosen as a merchant chooses them. */
async function chooseFiles(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    screen.getByLabelText('Catalog file (CSV or JSON lines)'),
    new File(['Handle\nmug\n'], 'products.csv', { type: 'text/csv' }),
  );
  await user.upload(
    screen.getByLabelText('Pictures the CSV names'),
    new File([new Uint8Array([1, 2, 3])], 'mug.jpg', { type: 'image/jpeg' }),
  );
  expect(screen.getByText('products.csv and 1 picture')).toBeTruthy();
}

describe('the catalog files page', () => {
  it('sends the files, shows the import’s progress as it goes, then every problem by row and column', async () => {
    const shop = fakeShop();
    const user = userEvent.setup();
    renderPage();
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Check only' }));
    await vi.waitFor(() => expect(shop.running()).toBe(true));
    expect(shop.sent).toEqual([
      { method: 'POST', url: '/api/admin/catalog-files/imports?name=products.csv' },
      { method: 'PUT', url: `/api/admin/catalog-files/imports/${IMPORT_ID}/pictures/mug.jpg` },
      { method: 'POST', url: `/api/admin/catalog-files/imports/${IMPORT_ID}/run?dryRun=true` },
    ]);
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);

    shop.tell(
      { type: 'started', kind: 'csv', dryRun: true },
      { type: 'progress', phase: 'checking', done: 200, total: null, perSecond: 400, secondsLeft: null },
    );
    // Not yet knowing how many there are, the bar shows that it works, not how far.
    const checking = await screen.findByRole('progressbar', {
      name: 'Import progress',
      description: 'Checking: 200 products read; 400 a second',
    });
    expect(checking.getAttribute('value')).toBeNull();

    shop.tell({ type: 'progress', phase: 'writing', done: 400, total: 1000, perSecond: 125.4, secondsLeft: 4.8 });
    const bar = await screen.findByRole('progressbar', {
      name: 'Import progress',
      description: 'Importing: 400 of 1,000 products; 125 a second, about 5 s left',
    });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['400', '1000']);
    // Said to a screen reader politely, a new phase at once.
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Importing: 400 of 1,000 products; 125 a second, about 5 s left',
      ),
    );

    shop.tell(
      { type: 'note', text: 'Not kept (the shop has no such field): Vendor' },
      {
        type: 'refused',
        problems: [
          { row: 6, column: 'Variant Price', message: '"29;00" is not a price such as 12.50' },
          { row: 9, column: 'Variant SKU', message: 'Expected capital letters, digits and dashes, such as LINEN-TEE-SAGE-M' },
        ],
        text: 'Nothing was imported: 2 problems in products.csv',
      },
    );
    shop.end();
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing was imported: 2 problems in products.csv');
    const table = screen.getByRole('table', { name: '2 problems, by where each is in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Row', 'Column', 'Problem'],
      ['6', 'Variant Price', '"29;00" is not a price such as 12.50'],
      ['9', 'Variant SKU', 'Expected capital letters, digits and dashes, such as LINEN-TEE-SAGE-M'],
    ]);
    expect(screen.getByText('Not kept (the shop has no such field): Vendor')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', false);
  });

  it('ends an import with the summary line the command prints', async () => {
    const shop = fakeShop();
    const user = userEvent.setup();
    renderPage();
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(shop.running()).toBe(true));
    expect(shop.sent.at(-1)).toEqual({ method: 'POST', url: `/api/admin/catalog-files/imports/${IMPORT_ID}/run` });
    const text =
      'Imported 6 products: 6 created, 0 updated, 0 unchanged; new: 3 categories (teaware, table-linen, tea), 2 tags (handmade, gift-ideas), 8 pictures (2.1 s)';
    shop.tell(
      { type: 'started', kind: 'csv', dryRun: false },
      {
        type: 'finished',
        dryRun: false,
        text,
        outcome: { products: 6, created: 6, updated: 0, unchanged: 0, categories: 3, tags: 2, pictures: 8 },
      },
    );
    shop.end();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says plainly when a file is not a catalog file, and sends nothing', async () => {
    const shop = fakeShop();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(screen.getByLabelText('Catalog file (CSV or JSON lines)'), new File(['x'], 'products.xlsx'));
    expect(screen.getByRole('alert').textContent).toBe('“products.xlsx” is neither a CSV (.csv) nor JSON lines (.jsonl).');
    expect(screen.getByRole('button', { name: 'Check only' })).toHaveProperty('disabled', true);
    expect(shop.sent).toEqual([]);
  });

  it('links the whole catalog to download in either form, and says what the CSV does with pictures', () => {
    fakeShop();
    renderPage();
    expect(screen.getByRole('link', { name: 'Download as JSON lines (every field and language)' }).getAttribute('href')).toBe(
      '/api/admin/catalog-files/export.jsonl',
    );
    expect(screen.getByRole('link', { name: 'Download as Shopify’s product CSV' }).getAttribute('href')).toBe(
      '/api/admin/catalog-files/export.csv',
    );
    expect(screen.getByText(/its Image Src column gives each picture’s address on this shop/)).toBeTruthy();
  });

  it('is not for support staff', () => {
    fakeShop();
    renderPage('support');
    expect(screen.queryByLabelText('Catalog file (CSV or JSON lines)')).toBeNull();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });
});
