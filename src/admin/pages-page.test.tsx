import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
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

/** The shop as the composer meets it: no page/summer yet, the published schemas, and a record of every write. */
function fakeShop({ conflict = false } = {}) {
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

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
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
    const edit = await screen.findByRole('button', { name: 'Edit rich-text 1' });
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
    expect(screen.getByRole('button', { name: 'Edit hero-banner 1' })).toBeTruthy();
    expect(screen.getByText(/Their summer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /rich-text/ })).toBeNull();
  });
});
