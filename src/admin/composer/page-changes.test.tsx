import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackOfficeI18n } from '../i18n';
import { PagesPage } from '../pages-page';
import { SignedInProvider } from '../shell';

const i18n = createBackOfficeI18n('en');
const editor = {
  caller: { kind: 'staff', email: 'ed@example.com', role: 'editor' },
  signOut: () => undefined,
  setLocale: () => undefined,
} as const;

const when = '2026-06-01T10:00:00.000Z';
const homeWith = (html: string) => ({
  template: 'home',
  blocks: [
    { id: 'hero', type: 'hero-banner', version: 1, props: { heading: 'Summer' } },
    { id: 'story', type: 'rich-text', version: 1, props: { html } },
  ],
});
/** Revision 1 said "Light layers"; revision 2, published now, says "Linen for warm evenings". */
const BODIES: Record<number, ReturnType<typeof homeWith>> = {
  1: homeWith('<p>Light layers</p>'),
  2: homeWith('<p>Linen for warm evenings</p>'),
};

/** The shop as the composer meets it: home published twice, no draft, the published schemas. */
function fakeShop() {
  const envelope = (status: number, data: unknown) =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg: status < 300 ? 'ok' : 'No', data }), { status });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0]!;
    if (path.startsWith('/schema/')) return new Response(readFileSync(`public${path}`, 'utf8'));
    const revision = /^\/api\/admin\/pages\/revisions\/(\d+)$/.exec(path);
    if (method === 'GET' && revision) {
      const number = Number(revision[1]);
      return envelope(200, {
        number,
        publishedBy: 'ed@example.com',
        publishedAt: when,
        rolledBackFrom: null,
        key: 'home',
        locale: 'en',
        pageBody: BODIES[number],
        meta: {},
      });
    }
    switch (`${method} ${path}`) {
      case 'GET /api/admin/pages':
        return url.includes('key=')
          ? envelope(200, { key: 'home', locale: 'en', pageBody: BODIES[2], meta: {}, updatedAt: when, version: 'p2' })
          : envelope(200, []);
      case 'GET /api/admin/pages/draft':
        return envelope(404, null);
      case 'PUT /api/admin/pages/draft':
        return envelope(201, {
          key: 'home',
          locale: 'en',
          basedOn: 'p2',
          savedBy: 'ed@example.com',
          savedAt: when,
          version: 'd1',
          problems: [],
          created: true,
        });
      case 'GET /api/admin/pages/revisions':
        return envelope(
          200,
          [2, 1].map((number) => ({ number, publishedBy: 'ed@example.com', publishedAt: when, rolledBackFrom: null })),
        );
      default:
        return envelope(404, null);
    }
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openHome(user: ReturnType<typeof userEvent.setup>) {
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
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText(/The published page, with no draft yet/)).toBeTruthy();
}

describe('what changed, in the composer', () => {
  it('lists the rich-text field a revision changed, with what it was and what it is on request', async () => {
    fakeShop();
    const user = userEvent.setup();
    await openHome(user);

    const toggle = await screen.findByRole('button', { name: 'What changed in revision 2' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const changes = await screen.findByRole('region', { name: 'What changed in revision 2' });
    expect(document.activeElement).toBe(within(changes).getByRole('heading', { name: 'What changed in revision 2' }));
    expect(within(changes).getByText('1 change')).toBeTruthy();
    expect(within(changes).getByRole('heading', { name: 'Block 2, Rich text' })).toBeTruthy();
    // The field is named as the block's form names it, once the form's schema has come.
    expect(await within(changes).findByText('Content changed')).toBeTruthy();
    expect(within(changes).queryByText('Summer')).toBeNull();

    const values = within(changes).getByText('Before and after').closest('details')!;
    expect(values.open).toBe(false);
    await user.click(within(values).getByText('Before and after'));
    expect(values.open).toBe(true);
    expect(within(values).getByText('<p>Light layers</p>')).toBeTruthy();
    expect(within(values).getByText('<p>Linen for warm evenings</p>')).toBeTruthy();
  });

  it('says revision 1 has nothing before it', async () => {
    fakeShop();
    const user = userEvent.setup();
    await openHome(user);
    await user.click(await screen.findByRole('button', { name: 'What changed in revision 1' }));
    expect(await screen.findByText('Revision 1 is the first: there is nothing before it to compare with.')).toBeTruthy();
  });

  it('compares the draft with what shoppers see, as the merchant edits it', async () => {
    fakeShop();
    const user = userEvent.setup();
    await openHome(user);

    await user.click(screen.getByRole('button', { name: 'Compare with what shoppers see' }));
    const comparison = await screen.findByRole('region', { name: 'Your draft beside what shoppers see' });
    expect(await within(comparison).findByText('Your draft is the same as what shoppers see.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Rich text 2' }));
    const content = await screen.findByLabelText('Content');
    await user.clear(content);
    await user.type(content, '<p>Cotton</p>');
    expect(await within(comparison).findByText('Content changed')).toBeTruthy();
    expect(within(comparison).getByRole('heading', { name: 'Block 2, Rich text' })).toBeTruthy();
  });
});
