import { ReadableStream } from 'node:stream/web';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogImportEvent, CatalogImportOutcome } from '../schema/admin-api/catalog-files';
import { CatalogPage } from './catalog-page';
import { createBackOfficeI18n } from './i18n';
import { SignedInProvider } from './shell';
import { BACK_OFFICE_WORDS, type BackOfficeLocale } from './words';

const languages = { en: createBackOfficeI18n('en'), 'zh-HK': createBackOfficeI18n('zh-HK') } as const;
type Language = keyof typeof languages;
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

function renderPage(role: 'editor' | 'support' = 'editor', language: Language = 'en') {
  render(
    <I18nextProvider i18n={languages[language]}>
      <SignedInProvider value={staff(role)}>
        <main id="main">
          <CatalogPage />
        </main>
      </SignedInProvider>
    </I18nextProvider>,
  );
}

/** The page's own words in `language`, to find its fields and buttons by. */
const wordsOf = (language: BackOfficeLocale) => BACK_OFFICE_WORDS[language];

/** A CSV and one picture chosen as a merchant chooses them. */
async function chooseFiles(user: ReturnType<typeof userEvent.setup>, language: Language = 'en') {
  await user.upload(
    screen.getByLabelText(wordsOf(language)['catalog.file']),
    new File(['Handle\nmug\n'], 'products.csv', { type: 'text/csv' }),
  );
  await user.upload(
    screen.getByLabelText(wordsOf(language)['catalog.pictures']),
    new File([new Uint8Array([1, 2, 3])], 'mug.jpg', { type: 'image/jpeg' }),
  );
  expect(screen.getByText(language === 'en' ? 'products.csv and 1 picture' : 'products.csv 及 1 張圖片')).toBeTruthy();
}

/** Chooses a CSV and its picture in `language`, checks or imports them, and lets the shop tell `events` before it ends. */
async function runImport(language: Language, dryRun: boolean, ...events: CatalogImportEvent[]) {
  const shop = fakeShop();
  const user = userEvent.setup();
  renderPage('editor', language);
  await chooseFiles(user, language);
  await user.click(screen.getByRole('button', { name: wordsOf(language)[dryRun ? 'catalog.check' : 'catalog.run'] }));
  await vi.waitFor(() => expect(shop.running()).toBe(true));
  shop.tell({ type: 'started', kind: 'csv', dryRun }, ...events);
  shop.end();
  return shop;
}

/** A table's cells, row by row, as a member reads them. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The summary line the command prints, which the page does not show: it is English whatever the member reads. */
const COMMAND_TEXT = 'Imported 2 products: 1 created, 1 updated, 0 unchanged; new: 1 category (teaware) (0.1 s)';

const outcome = (figures: Partial<CatalogImportOutcome>): CatalogImportOutcome => ({
  products: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  categories: 0,
  tags: 0,
  pictures: 0,
  collections: 0,
  ...figures,
});

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
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing was imported: 2 problems, named below by row and column.');
    const table = screen.getByRole('table', { name: '2 problems, by where each is in the file' });
    const rows = cellsOf(table);
    expect(rows).toEqual([
      ['Row', 'Column', 'Problem'],
      ['6', 'Variant Price', '"29;00" is not a price such as 12.50'],
      ['9', 'Variant SKU', 'Expected capital letters, digits and dashes, such as LINEN-TEE-SAGE-M'],
    ]);
    expect(screen.getByText('Not kept (the shop has no such field): Vendor')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', false);
  });

  it('ends an import with what it did, drawn from its figures rather than the command’s line', async () => {
    const shop = fakeShop();
    const user = userEvent.setup();
    renderPage();
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(shop.running()).toBe(true));
    expect(shop.sent.at(-1)).toEqual({ method: 'POST', url: `/api/admin/catalog-files/imports/${IMPORT_ID}/run` });
    shop.tell(
      { type: 'started', kind: 'csv', dryRun: false },
      {
        type: 'finished',
        dryRun: false,
        text: COMMAND_TEXT,
        outcome: outcome({ products: 6, created: 6, categories: 3, tags: 2, pictures: 8 }),
      },
    );
    shop.end();
    expect(
      await screen.findByText('Imported 6 products: 6 created, 0 updated, 0 unchanged; new: 3 categories, 2 tags, 8 pictures.'),
    ).toBeTruthy();
    expect(screen.queryByText(COMMAND_TEXT)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    {
      language: 'en',
      dryRun: false,
      figures: { products: 2, created: 1, updated: 1, categories: 1, tags: 2, pictures: 3, collections: 1 },
      said: 'Imported 2 products: 1 created, 1 updated, 0 unchanged; new: 1 category, 2 tags, 3 pictures; added to 1 collection.',
    },
    {
      language: 'zh-HK',
      dryRun: false,
      figures: { products: 2, created: 1, updated: 1, categories: 1, tags: 2, pictures: 3, collections: 1 },
      said: '已匯入 2 件商品：新增 1 件、更新 1 件、0 件沒有改變；另新增：1 個分類、2 個標籤、3 張圖片；商品已加入 1 個精選系列。',
    },
    {
      language: 'en',
      dryRun: false,
      figures: { products: 1, unchanged: 1 },
      said: 'Imported 1 product: 0 created, 0 updated, 1 unchanged.',
    },
    {
      language: 'en',
      dryRun: true,
      figures: { products: 1200, created: 1200, tags: 1, collections: 2 },
      said: 'Checked 1,200 products, no problems: an import would create 1,200, update 0 and leave 0 unchanged; new: 1 tag; would add products to 2 collections.',
    },
    {
      language: 'zh-HK',
      dryRun: true,
      figures: { products: 1200, created: 1200, tags: 1, collections: 2 },
      said: '已檢查 1,200 件商品，沒有問題：匯入將會新增 1,200 件、更新 0 件，0 件保持不變；另新增：1 個標籤；商品將會加入 2 個精選系列。',
    },
  ] as const)(
    'says a finished run (check: $dryRun) in the member’s language ($language), naming only what is not zero',
    async ({ language, dryRun, figures, said }) => {
      await runImport(language, dryRun, { type: 'finished', dryRun, text: COMMAND_TEXT, outcome: outcome(figures) });
      const status = await screen.findByText(said);
      expect(status.getAttribute('role')).toBe('status');
      expect(screen.queryByText(COMMAND_TEXT)).toBeNull();
    },
  );

  it('heads a refused run’s problems with their count in Traditional Chinese, those the shop names by key said in Chinese, the others in English', async () => {
    await runImport('zh-HK', true, {
      type: 'refused',
      problems: [
        { row: 6, column: 'Variant Price', message: '"29;00" is not a price such as 12.50', said: { key: 'notAPrice', values: { text: '29;00', example: '12.50' } } },
        { row: 7, column: 'Image Src', message: 'No picture "mug.jpg" among the files sent with the CSV', said: { key: 'pictureNotSent', values: { file: 'mug.jpg' } } },
        { row: 8, column: 'Title', message: 'Too big: expected string to have <=200 characters', said: { key: 'tooLong', values: { maximum: 200 } } },
        { row: 9, column: '', message: 'Has 3 cells where the header has 10' },
      ],
      text: 'Nothing was imported: 4 problems in products.csv',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('沒有匯入任何商品：共 4 個問題，按列及欄列於下方。');
    const table = screen.getByRole('table', { name: '4 個問題，按在檔案中的位置列出' });
    const rows = cellsOf(table);
    expect(rows).toEqual([
      ['列', '欄', '問題'],
      ['6', 'Variant Price', '「29;00」不是價格，價格應寫成例如 12.50'],
      ['7', 'Image Src', '與 CSV 一起傳送的檔案中沒有圖片「mug.jpg」：請連同 CSV 一起選取（商店不會下載任何東西）'],
      ['8', 'Title', '太長：最多 200 個字元'],
      ['9', '整行', 'Has 3 cells where the header has 10'],
    ]);
    // The shop's own English says so to a screen reader reading the page in Chinese.
    expect(within(table).getByText('Has 3 cells where the header has 10').getAttribute('lang')).toBe('en');
  });

  it('introduces the shop’s message of a run that stopped with a lead in the member’s language', async () => {
    const text = 'The shop refused a write (409): version mismatch. What was written before it stays; import the files again to finish.';
    await runImport('zh-HK', false, { type: 'failed', text });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`匯入未能完成。商店的訊息： ${text}`);
    // The message itself is English, and says so to a screen reader reading the page in Chinese.
    expect(within(alert).getByText(text).getAttribute('lang')).toBe('en');
  });

  it('does not say nothing was imported when a JSON lines import was refused partway through writing', async () => {
    const shop = fakeShop();
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText('Catalog file (CSV or JSON lines)'), new File(['{}\n'], 'products.jsonl'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(shop.running()).toBe(true));
    const text =
      'Stopped at line 3: 2 of 4 products were imported; import the file again once this is mended (what is imported stays unchanged)';
    shop.tell(
      { type: 'started', kind: 'jsonl', dryRun: false },
      { type: 'progress', phase: 'writing', done: 2, total: 4, perSecond: null, secondsLeft: null },
      { type: 'refused', problems: [{ row: 3, column: 'slug', message: 'Is taken by another product' }], text },
    );
    shop.end();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `The import stopped partway: the products imported before the problem stay. The shop says: ${text}`,
    );
    expect(screen.queryByText(/^Nothing was imported/)).toBeNull();
    expect(
      within(screen.getByRole('table', { name: '1 problem, by where it is in the file' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'Field', 'Problem']);
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
