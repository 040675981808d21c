import { readFileSync } from 'node:fs';
import { act, cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackOfficeI18n } from './i18n';
import { PagesPage } from './pages-page';
import { SignedInProvider } from './shell';

const i18n = createBackOfficeI18n('en');
const editor = {
  caller: { kind: 'staff', email: 'ed@example.com', role: 'editor' },
  signOut: () => undefined,
  setLocale: () => undefined,
} as const;

type Sent = { method: string; url: string; body: unknown; ifMatch: string | null };

/** The shop as the composer meets it: no page/summer yet (or the draft given), the published schemas, and a record of every write. */
function fakeShop({ conflict = false, draft = null as unknown[] | null } = {}) {
  const sent: Sent[] = [];
  let revisions: unknown[] = [];
  const envelope = (status: number, data: unknown) =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg: status < 300 ? 'ok' : 'No', data }), { status });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0]!;
    if (path.startsWith('/schema/')) return new Response(readFileSync(`public${path}`, 'utf8'));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') sent.push({ method, url, body, ifMatch: new Headers(init.headers).get('If-Match') });
    const when = '2026-06-01T10:00:00.000Z';
    switch (`${method} ${path}`) {
      case 'GET /api/admin/pages':
        return url.includes('key=') ? envelope(404, null) : envelope(200, []);
      case 'GET /api/admin/pages/draft':
        if (draft)
          return envelope(200, {
            key: 'home',
            locale: 'en',
            pageBody: { template: 'home', blocks: draft },
            meta: {},
            basedOn: null,
            savedBy: 'ed@example.com',
            savedAt: when,
            version: 'd0',
            problems: [],
          });
        return envelope(404, null);
      case 'PUT /api/admin/pages/draft':
        if (conflict)
          return envelope(409, {
            key: 'page/summer',
            locale: 'en',
            pageBody: { template: 'page', blocks: [{ id: 'hero', type: 'hero-banner', version: 1, props: { heading: 'Their summer' } }] },
            meta: {},
            basedOn: null,
            savedBy: 'ann@example.com',
            savedAt: when,
            version: 'd9',
            problems: [],
          });
        return envelope(201, {
          key: 'page/summer',
          locale: 'en',
          basedOn: null,
          savedBy: 'ed@example.com',
          savedAt: when,
          version: 'd1',
          problems: [],
          created: true,
        });
      case 'POST /api/admin/pages/publish':
        revisions = [2, 1].map((number) => ({ number, publishedBy: 'ed@example.com', publishedAt: when, rolledBackFrom: null }));
        return envelope(200, { key: 'page/summer', locale: 'en', revision: 2, updatedAt: when, version: 'p2' });
      case 'POST /api/admin/pages/rollback':
        return envelope(200, { key: 'page/summer', locale: 'en', revision: 3, rolledBackFrom: 1, updatedAt: when, version: 'p3' });
      case 'GET /api/admin/pages/revisions':
        return envelope(200, revisions);
      default:
        return envelope(404, null);
    }
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(language = i18n) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={language}>
        <SignedInProvider value={editor}>
          <main id="main">
            <PagesPage />
          </main>
        </SignedInProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
}

async function openSummer(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Page'), 'A new page…');
  await user.type(screen.getByLabelText('Address of the new page'), 'summer');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('A new page: nothing is published here yet.')).toBeTruthy();
}

describe('the pages of the composer', () => {
  it('opens a new page, adds a rich-text block, saves the draft, publishes it and rolls back', async () => {
    const sent = fakeShop();
    const user = userEvent.setup();
    renderPage();
    await openSummer(user);

    await user.selectOptions(await screen.findByLabelText('Block type'), 'rich-text');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const edit = await screen.findByRole('button', { name: 'Edit Rich text 1' });
    expect(document.activeElement).toBe(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    await user.type(await screen.findByLabelText('Content'), '<p>Light layers</p>');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const put = sent.find((one) => one.method === 'PUT')!;
    expect(put.body).toMatchObject({
      key: 'page/summer',
      locale: 'en',
      pageBody: {
        template: 'page',
        blocks: [{ id: 'rich-text-1', type: 'rich-text', version: 1, props: { html: '<p>Light layers</p>' } }],
      },
    });
    expect(await screen.findByText(/Draft saved by ed@example.com/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: shoppers see it now.')).toBeTruthy();
    expect(sent.find((one) => one.method === 'POST')).toMatchObject({ body: { key: 'page/summer', locale: 'en' }, ifMatch: 'd1' });
    expect(screen.getByRole('link', { name: 'See the page in the shop' }).getAttribute('href')).toBe('/page/summer');
    const revisions = await screen.findByRole('region', { name: 'Revisions' });
    await user.click(within(revisions).getByRole('button', { name: 'Roll back to revision 1' }));
    await user.click(within(revisions).getByRole('button', { name: 'Yes: Roll back to revision 1' }));
    expect(await screen.findByText('Rolled back: revision 1 is published again, as revision 3.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ url: '/api/admin/pages/rollback', body: { key: 'page/summer', locale: 'en', number: 1 } });
  });

  it('says who saved the draft meanwhile, and loads theirs', async () => {
    fakeShop({ conflict: true });
    const user = userEvent.setup();
    renderPage();
    await openSummer(user);
    await user.selectOptions(await screen.findByLabelText('Block type'), 'rich-text');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this draft: ann@example.com at');
    await user.click(within(alert).getByRole('button', { name: 'Load their draft' }));
    expect(screen.getByRole('button', { name: 'Edit Hero banner 1' })).toBeTruthy();
    expect(screen.getByText(/Their summer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rich text/ })).toBeNull();
  });
});

const block = (id: string, type: string, children?: unknown[]) => ({ id, type, version: 1, props: {}, ...(children ? { children } : {}) });

/** The home page's draft, opened in the composer. */
async function openHome(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText(/Draft saved by ed@example.com/)).toBeTruthy();
}

/** The names of the blocks in a list, its own level only, in order. */
function level(list: HTMLElement): string[] {
  return [...list.children].map((item) => item.querySelector('strong')!.textContent!);
}
const topLevel = () => level(screen.getByRole('list', { name: 'Blocks' }));
const treeSays = () => document.querySelector('.composer-tree-status')!.textContent;

describe('the block tree of the composer', () => {
  it('nests blocks by keyboard alone, keeping the focus on the moved block and saying where it went', async () => {
    const sent = fakeShop({ draft: [block('hero', 'hero-banner'), block('words', 'rich-text'), block('picture', 'image-with-text')] });
    const user = userEvent.setup();
    renderPage();
    await openHome(user);
    expect(topLevel()).toEqual(['Hero banner 1', 'Rich text 2', 'Image with text 3']);
    expect((screen.getByRole('button', { name: 'Move Hero banner 1 into the block above' }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('button', { name: 'Move Rich text 2 into the block above' }).focus();
    await user.keyboard('{Enter}');
    expect(topLevel()).toEqual(['Hero banner 1', 'Image with text 3']);
    expect(level(screen.getByRole('list', { name: 'Inside Hero banner 1' }))).toEqual(['Rich text 2']);
    expect(treeSays()).toBe('Rich text 2 moved into Hero banner 1, position 1');
    expect(screen.getByText('Rich text 2 moved into Hero banner 1, position 1').getAttribute('role')).toBe('status');
    // First inside the hero, it has no block above it to go into: the focus is on its name.
    expect(document.activeElement).toBe(screen.getByText('Rich text 2', { selector: 'strong' }));

    const intoAbove = screen.getByRole('button', { name: 'Move Image with text 3 into the block above' });
    intoAbove.focus();
    await user.keyboard('{Enter}');
    expect(level(screen.getByRole('list', { name: 'Inside Hero banner 1' }))).toEqual(['Rich text 2', 'Image with text 3']);
    expect(treeSays()).toBe('Image with text 3 moved into Hero banner 1, position 2');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Image with text 3 into the block above' }));

    screen.getByRole('button', { name: 'Move Image with text 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(level(screen.getByRole('list', { name: 'Inside Hero banner 1' }))).toEqual(['Image with text 2', 'Rich text 3']);
    expect(treeSays()).toBe('Image with text 2 moved into Hero banner 1, position 1');
    expect(document.activeElement).toBe(screen.getByText('Image with text 2', { selector: 'strong' }));

    screen.getByRole('button', { name: 'Move Rich text 3 out of Hero banner 1' }).focus();
    await user.keyboard('{Enter}');
    expect(topLevel()).toEqual(['Hero banner 1', 'Rich text 3']);
    expect(treeSays()).toBe('Rich text 3 moved to the top level, position 2');
    expect(document.activeElement).toBe(screen.getByText('Rich text 3', { selector: 'strong' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(sent.some((one) => one.method === 'PUT')).toBe(true));
    expect(sent.find((one) => one.method === 'PUT')!.body).toMatchObject({
      pageBody: { blocks: [{ id: 'hero', children: [{ id: 'picture', props: {} }] }, { id: 'words' }] },
    });
  });

  it('refuses a move deeper than the page’s limit, naming the limit', async () => {
    // Eight levels: a block on the eighth has nowhere deeper to go.
    let deepest: unknown[] = [block('last', 'rich-text'), block('second', 'rich-text')];
    for (let levels = 7; levels >= 1; levels--) deepest = [block(`level-${levels}`, 'image-with-text', deepest)];
    fakeShop({ draft: deepest });
    const user = userEvent.setup();
    renderPage();
    await openHome(user);
    await user.click(screen.getByRole('button', { name: 'Move Rich text 9 into the block above' }));
    expect(screen.getByRole('alert').textContent).toBe('Not done: blocks may be nested at most 8 levels deep, and this would make 9.');
    expect(level(screen.getByRole('list', { name: 'Inside Image with text 7' }))).toEqual(['Rich text 8', 'Rich text 9']);
  });

  it('moves a dragged block into the one it is dropped on, and refuses a drop inside itself', async () => {
    fakeShop({ draft: [block('hero', 'hero-banner', [block('words', 'rich-text')]), block('picture', 'image-with-text')] });
    const user = userEvent.setup();
    renderPage();
    await openHome(user);
    const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('.composer-block-row') as HTMLElement;
    const grab = (name: string) =>
      fireEvent.dragStart(rowOf(name).querySelector('[draggable="true"]')!, { dataTransfer: { setData: () => undefined, effectAllowed: 'all' } });
    /** A drag over, or a drop on, the row of `name`, `down` pixels from the top of its 80 pixels. */
    const at = (type: 'dragOver' | 'drop', name: string, down: number) => {
      const row = rowOf(name);
      row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 400, height: 80 });
      const event = createEvent[type](row);
      Object.defineProperty(event, 'clientY', { value: 100 + down });
      fireEvent(row, event);
    };

    // The middle of a row: inside it.
    grab('Image with text 3');
    at('dragOver', 'Rich text 2', 40);
    expect(rowOf('Rich text 2').className).toContain('drop-into');
    at('drop', 'Rich text 2', 40);
    expect(topLevel()).toEqual(['Hero banner 1']);
    expect(level(screen.getByRole('list', { name: 'Inside Rich text 2' }))).toEqual(['Image with text 3']);
    expect(treeSays()).toBe('Image with text 3 moved into Rich text 2, position 1');
    expect(document.activeElement).toBe(screen.getByText('Image with text 3', { selector: 'strong' }));

    // The top quarter of a row: before it, on its level.
    grab('Image with text 3');
    at('dragOver', 'Hero banner 1', 5);
    expect(rowOf('Hero banner 1').className).toContain('drop-before');
    at('drop', 'Hero banner 1', 5);
    expect(topLevel()).toEqual(['Image with text 1', 'Hero banner 2']);
    expect(treeSays()).toBe('Image with text 1 moved to the top level, position 1');

    grab('Hero banner 2');
    at('dragOver', 'Rich text 3', 40);
    at('drop', 'Rich text 3', 40);
    expect(screen.getByRole('alert').textContent).toBe('Not moved: a block cannot go inside itself or inside a block within it.');
    expect(topLevel()).toEqual(['Image with text 1', 'Hero banner 2']);
  });

  it('adds a block inside a chosen block', async () => {
    fakeShop({ draft: [block('hero', 'hero-banner')] });
    const user = userEvent.setup();
    renderPage();
    await openHome(user);
    await user.selectOptions(await screen.findByLabelText('Where'), 'Inside Hero banner 1, last');
    await user.selectOptions(screen.getByLabelText('Block type'), 'rich-text');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const edit = await screen.findByRole('button', { name: 'Edit Rich text 2' });
    expect(document.activeElement).toBe(edit);
    expect(level(screen.getByRole('list', { name: 'Inside Hero banner 1' }))).toEqual(['Rich text 2']);
  });

  it('names the blocks, their fields, choices and help in the member’s language', async () => {
    fakeShop({ draft: [block('hero', 'hero-banner'), block('words', 'rich-text')] });
    const user = userEvent.setup();
    renderPage(createBackOfficeI18n('zh-HK'));
    await user.click(screen.getByRole('button', { name: '開啟' }));
    expect(level(await screen.findByRole('list', { name: '區塊' }))).toEqual(['主視覺橫幅 1', '富文本 2']);
    await user.click(await screen.findByRole('button', { name: '編輯 主視覺橫幅 1' }));
    const hero = screen.getAllByRole('listitem').find((item) => item.querySelector('strong')?.textContent === '主視覺橫幅 1')!;
    expect(await within(hero).findByLabelText('標題')).toBeTruthy();
    const tone = within(hero).getByLabelText('配色') as HTMLSelectElement;
    expect([...tone.options].map((option) => option.text)).toContain('主色');
    expect(within(hero).getByText('橫幅採用商店主題中的哪一組配色；無底色即不設背景顏色。')).toBeTruthy();
    expect(within(hero).queryByText('Heading')).toBeNull();
    // The list of blocks to add names them too, each still adding its type.
    const types = screen.getByLabelText('區塊類型') as HTMLSelectElement;
    expect([...types.options].find((option) => option.value === 'rich-text')?.text).toBe('富文本');
  });

  it('opens the form of a block clicked in the preview, and ignores another origin', async () => {
    fakeShop({ draft: [block('hero', 'hero-banner', [block('words', 'rich-text')]), block('picture', 'image-with-text')] });
    const user = userEvent.setup();
    renderPage();
    await openHome(user);
    const frame = document.querySelector('iframe')!;
    const select = { type: 'vitrine:preview-select', key: 'home', ids: ['hero', 'words'] };
    const edit = screen.getByRole('button', { name: 'Edit Rich text 2' });

    act(() => window.dispatchEvent(new MessageEvent('message', { data: select, origin: 'https://elsewhere.example', source: frame.contentWindow })));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: select, origin: window.location.origin, source: window })));
    expect(edit.getAttribute('aria-expanded')).toBe('false');

    act(() => window.dispatchEvent(new MessageEvent('message', { data: select, origin: window.location.origin, source: frame.contentWindow })));
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(edit);
    expect(await screen.findByLabelText('Content')).toBeTruthy();
  });

  it('names the block selected in the tree to the preview, with its parents and the tree’s name for it', async () => {
    fakeShop({ draft: [block('hero', 'hero-banner', [block('words', 'rich-text')]), block('picture', 'image-with-text')] });
    const user = userEvent.setup();
    renderPage();
    await openHome(user);
    const frame = document.querySelector('iframe')!;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrine:preview-ready', key: 'home', drawn: true }, origin: window.location.origin, source: frame.contentWindow })));
    const marks = () => posted.mock.calls.map(([message]) => message as { type: string }).filter((message) => message.type === 'vitrine:preview-mark');
    expect(marks()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit Rich text 2' }));
    expect(marks().at(-1)).toEqual({ type: 'vitrine:preview-mark', key: 'home', ids: ['hero', 'words'], label: 'Rich text 2' });
    await user.click(screen.getByRole('button', { name: 'Edit Rich text 2' }));
    expect(marks().at(-1)).toEqual({ type: 'vitrine:preview-mark', key: 'home', ids: null, label: '' });
  });
});
