import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPath } from '../schema/json-path';
import { themeConfigSchema } from '../schema/theme';
import { createBackOfficeI18n } from './i18n';
import { SignedInProvider } from './shell';
import { ThemePage } from './theme-page';

const i18n = createBackOfficeI18n('en');
const signedIn = (role: 'editor' | 'support') =>
  ({
    caller: { kind: 'staff', email: 'ed@example.com', role },
    signOut: () => undefined,
    setLocale: () => undefined,
  }) as const;

type Sent = { method: string; url: string; body: unknown; ifMatch: string | undefined };
type StoredDraft = { config: unknown; basedOn: string; savedBy: string; savedAt: string; version: string };

/** A draft another member saved before the editor opened the page. */
const meisDraft = (config: unknown = { colors: { primaryColor: '#0f766e' } }): StoredDraft => ({
  config,
  basedOn: 'v1',
  savedBy: 'mei@example.com',
  savedAt: '2026-11-27T10:05:00.000Z',
  version: 'd9',
});
/** The draft a third member saves over it while the editor has the page open. */
const kimsDraftOver = (draft: StoredDraft | null): StoredDraft => ({ ...draft!, config: { colors: { primaryColor: '#aa0000' } }, savedBy: 'kim@example.com', version: 'd10' });

/**
 * The shop as the theme editor meets it: one published theme with its version, the editor's
 * draft, and publishes judged by the contract's own schema (a refusal names each problem by its
 * path, as the shop does) and refused over a version that is gone, as the shop refuses them.
 */
function fakeShop() {
  const sent: Sent[] = [];
  const shop = {
    published: { name: 'Night market', colors: { primaryColor: '#4a00ff' }, fonts: { fontSize: '1rem' }, hideFoot: true } as unknown,
    version: 'v1',
    publishedBy: 'owner@example.com' as string | null,
    draft: null as StoredDraft | null,
    drafts: 0,
    /** While set, a draft save is held on its way until it settles: a slow network. */
    held: null as Promise<void> | null,
  };
  /** Holds every draft save from now until the answer is let go. */
  const holdSaves = () => {
    let release = () => {};
    shop.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      shop.held = null;
      release();
    };
  };
  /** Someone else publishes the theme: what a second member of staff does meanwhile. */
  const publishElsewhere = (config: unknown, by: string) => {
    shop.published = config;
    shop.version = `${shop.version}+`;
    shop.publishedBy = by;
  };
  const theme = () => ({
    id: 'default',
    config: shop.published,
    version: shop.version,
    publishedBy: shop.publishedBy,
    publishedAt: '2026-11-27T10:00:00.000Z',
  });
  const envelope = (status: number, data: unknown, msg = status < 300 ? 'ok' : 'No') =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const ifMatch = new Headers(init.headers).get('if-match') ?? undefined;
    if (method !== 'GET') sent.push({ method, url, body, ifMatch });
    if (url === '/api/admin/site-config')
      return envelope(200, { siteConfig: { name: 'Shop', languages: ['en', 'zh-HK'] }, activeThemeId: 'default' });
    if (url === '/api/admin/theme' && method === 'GET')
      return envelope(200, { ...theme(), draft: shop.draft && { ...shop.draft, problems: [] } });
    if (url === '/api/admin/theme/draft' && method === 'PUT') {
      if (shop.held) await shop.held;
      if (ifMatch !== undefined && ifMatch !== shop.draft?.version)
        return envelope(409, shop.draft && { ...shop.draft, problems: [] }, 'The draft was saved since');
      const { config, basedOn } = body as { config: unknown; basedOn?: string };
      shop.drafts += 1;
      shop.draft = {
        config,
        basedOn: basedOn ?? shop.version,
        savedBy: 'ed@example.com',
        savedAt: '2026-11-27T10:05:00.000Z',
        version: `d${shop.drafts}`,
      };
      const { config: _config, ...answer } = shop.draft;
      return envelope(200, { ...answer, problems: [], created: shop.drafts === 1 });
    }
    if (url === '/api/admin/theme/draft' && method === 'DELETE') {
      if (ifMatch !== undefined && ifMatch !== shop.draft?.version)
        return envelope(409, shop.draft && { ...shop.draft, problems: [] }, 'The draft was saved since');
      if (!shop.draft) return envelope(404, null, 'There is no theme draft');
      shop.draft = null;
      return envelope(200, { deleted: true });
    }
    if (url !== '/api/admin/theme/publish' || method !== 'POST') return envelope(404, null);
    if (ifMatch !== shop.version) return envelope(409, { ...theme(), expected: ifMatch ?? null }, 'The theme was published since');
    const config = (body as { config: unknown }).config;
    const parsed = themeConfigSchema.safeParse(config);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path.filter((part) => typeof part !== 'symbol')),
        message: issue.message,
      }));
      return envelope(422, { issues, more: 0 }, `Invalid theme: ${issues.length} problems`);
    }
    shop.published = parsed.data;
    shop.version = `${shop.version}!`;
    shop.publishedBy = 'ed@example.com';
    shop.draft = null;
    return envelope(200, theme());
  });
  const publishes = () => sent.filter((one) => one.url === '/api/admin/theme/publish');
  const draftSaves = () => sent.filter((one) => one.url === '/api/admin/theme/draft' && one.method === 'PUT');
  const discards = () => sent.filter((one) => one.url === '/api/admin/theme/draft' && one.method === 'DELETE');
  return { sent, shop, publishElsewhere, publishes, draftSaves, discards, holdSaves };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(role: 'editor' | 'support' = 'editor') {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <SignedInProvider value={signedIn(role)}>
          <main id="main">
            <ThemePage />
          </main>
        </SignedInProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
}

const contrastOf = (pair: string) => within(screen.getByRole('complementary')).getByText(pair).closest('li')!;

describe('the theme editor', () => {
  it('sends a changed colour with the rest of the stored theme, and says shoppers see it', async () => {
    const { publishes } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    expect((primary as HTMLInputElement).value).toBe('#4a00ff');
    // The picker and the text are one value: picking writes the text, and the sample follows before saving.
    fireEvent.change(screen.getByLabelText('Primary: buttons and links: colour picker'), { target: { value: '#0f766e' } });
    expect((primary as HTMLInputElement).value).toBe('#0f766e');
    const sample = document.querySelector<HTMLElement>('[data-theme-sample]')!;
    expect(sample.style.getPropertyValue('--theme-colors-primaryColor')).toBe('#0f766e');

    await user.selectOptions(screen.getByLabelText('Heading size: unit'), 'px');
    await user.clear(screen.getByLabelText('Heading size'));
    await user.type(screen.getByLabelText('Heading size'), '30');
    await user.click(screen.getByRole('switch', { name: 'Show the add-to-cart button' }));
    await user.click(screen.getByRole('button', { name: 'Publish the theme' }));

    expect(await screen.findByText('Published: shoppers see the new look now.')).toBeTruthy();
    expect(publishes()).toHaveLength(1);
    // Published over the version the page read, so a theme published meanwhile is never overwritten unseen.
    expect(publishes()[0]!.ifMatch).toBe('v1');
    // What the merchant did not touch is written as it was stored; values at their default are left to the shop.
    expect((publishes()[0]!.body as { config: unknown }).config).toEqual({
      name: 'Night market',
      colors: { primaryColor: '#0f766e' },
      fonts: { titleFontSize: '30px' },
      showCart: false,
      hideFoot: true,
    });
  });

  it('warns of a pair below the minimum contrast and still saves it', async () => {
    const { publishes } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const text = await screen.findByLabelText('Body text');
    expect(screen.getByText('Every pair meets the minimum contrast.')).toBeTruthy();
    await user.clear(text);
    await user.type(text, '#777777');

    expect(contrastOf('Body text on the background').textContent).toContain('Too low: 4.47:1, below the 4.5:1 needed');
    expect(screen.getByText('1 pair is below the minimum contrast. You can still save.')).toBeTruthy();
    // Headings are large text: the same grey passes for them at 3:1.
    await user.clear(screen.getByLabelText('Headings'));
    await user.type(screen.getByLabelText('Headings'), '#777');
    expect(contrastOf('Headings on the background').textContent).toContain('Readable: 4.47:1, at least 3:1 needed');
    // White on a light banner fails, as the shop's banner would.
    await user.clear(screen.getByLabelText('Banner background'));
    await user.type(screen.getByLabelText('Banner background'), 'gold');
    expect(contrastOf('Banner text on the banner background').textContent).toContain('Too low');
    expect(screen.getByText('2 pairs are below the minimum contrast. You can still save.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish the theme' }));
    expect(await screen.findByText('Published: shoppers see the new look now.')).toBeTruthy();
    expect(publishes()[0]!.body).toMatchObject({ config: { colors: { textColor: '#777777', titleColor: '#777', heroColor: 'gold' } } });
  });

  it('shows a refused value at its field and in the summary, which leads to it', async () => {
    const { publishes } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const headings = await screen.findByLabelText('Headings');
    await user.clear(headings);
    await user.type(headings, 'red;}body{{display:none');
    // Said while typing, at the field, before anything is sent.
    expect(headings.getAttribute('aria-invalid')).toBe('true');
    expect(headings.getAttribute('aria-describedby')).toMatch(/problem/);

    await user.click(screen.getByRole('button', { name: 'Publish the theme' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('The theme was not published. Check these fields:');
    const link = within(summary).getByRole('link', { name: /^Headings: Expected a CSS color/ });
    await user.click(link);
    expect(document.activeElement).toBe(headings);
    expect(publishes()[0]!.body).toMatchObject({ config: { colors: { titleColor: 'red;}body{display:none' } } });
    expect(screen.queryByText('Published: shoppers see the new look now.')).toBeNull();
  });

  it('saves a draft shoppers do not see, by hand and by itself a moment after typing', async () => {
    const { shop, draftSaves, publishes } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    expect(screen.getByText('This is the published theme shoppers see.')).toBeTruthy();
    await user.clear(primary);
    await user.type(primary, '#0f766e');
    expect(screen.getByText(/Changes not saved yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Draft saved by ed@example.com at .+ Shoppers still see the published theme\.$/)).toBeTruthy();
    expect(draftSaves()[0]).toMatchObject({ body: { config: { colors: { primaryColor: '#0f766e' } }, basedOn: 'v1' }, ifMatch: undefined });
    expect(shop.published).toMatchObject({ colors: { primaryColor: '#4a00ff' } });

    // Typing again saves over the draft it saved, on its own.
    await user.clear(screen.getByLabelText('Banner background'));
    await user.type(screen.getByLabelText('Banner background'), 'gold');
    await waitFor(() => expect(draftSaves()).toHaveLength(2), { timeout: 5000 });
    expect(draftSaves()[1]).toMatchObject({ body: { config: { colors: { heroColor: 'gold' } } }, ifMatch: 'd1' });
    expect(publishes()).toHaveLength(0);
  });

  it('opens the saved draft rather than the published theme', async () => {
    const { shop } = fakeShop();
    shop.draft = meisDraft();
    renderPage();
    expect(((await screen.findByLabelText('Primary: buttons and links')) as HTMLInputElement).value).toBe('#0f766e');
    expect(screen.getByText(/^Draft saved by mei@example.com/)).toBeTruthy();
  });

  it('says when someone else published meanwhile, keeps the merchant’s values, and loads theirs when asked', async () => {
    const { publishElsewhere, publishes, shop } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    await user.clear(primary);
    await user.type(primary, '#0f766e');
    publishElsewhere({ colors: { primaryColor: '#aa0000' }, hideHead: true }, 'mei@example.com');
    await user.click(screen.getByRole('button', { name: 'Publish the theme' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toMatch(/Someone else published the theme while you were editing: mei@example.com at /);
    expect((primary as HTMLInputElement).value).toBe('#0f766e');
    expect(shop.published).toEqual({ colors: { primaryColor: '#aa0000' }, hideHead: true });
    expect(screen.queryByText('Published: shoppers see the new look now.')).toBeNull();

    await user.click(within(conflict).getByRole('button', { name: 'Load theirs' }));
    expect((screen.getByLabelText('Primary: buttons and links') as HTMLInputElement).value).toBe('#aa0000');
    expect((screen.getByRole('switch', { name: 'Hide the header on every page' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    // Publishing now goes over their version, which the editor took in.
    await user.click(screen.getByRole('button', { name: 'Publish the theme' }));
    expect(await screen.findByText('Published: shoppers see the new look now.')).toBeTruthy();
    expect(publishes().at(-1)!.ifMatch).toBe('v1+');
  });

  it('says when someone else saved the draft meanwhile, and saves over it only when the merchant keeps their own values', async () => {
    const { shop, draftSaves } = fakeShop();
    shop.draft = meisDraft();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    shop.draft = kimsDraftOver(shop.draft);
    await user.clear(primary);
    await user.type(primary, '#123456');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toMatch(/Someone else saved a draft of the theme: kim@example.com at /);
    expect((primary as HTMLInputElement).value).toBe('#123456');
    expect(shop.draft.config).toEqual({ colors: { primaryColor: '#aa0000' } });

    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText(/^Draft saved by ed@example.com/)).toBeTruthy();
    expect(draftSaves().map((one) => one.ifMatch)).toEqual(['d9', 'd10']);
    expect(shop.draft.config).toEqual({ colors: { primaryColor: '#123456' } });
  });

  it('publishes the merchant’s values over theirs only when the merchant keeps them', async () => {
    const { publishElsewhere, publishes, shop } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    await user.clear(primary);
    await user.type(primary, '#0f766e');
    publishElsewhere({ colors: { primaryColor: '#aa0000' } }, 'mei@example.com');
    await user.click(screen.getByRole('button', { name: 'Publish the theme' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Keep mine' }));
    expect((primary as HTMLInputElement).value).toBe('#0f766e');
    await user.click(screen.getByRole('button', { name: 'Publish the theme' }));
    expect(await screen.findByText('Published: shoppers see the new look now.')).toBeTruthy();
    expect(publishes().map((one) => one.ifMatch)).toEqual(['v1', 'v1+']);
    expect(shop.published).toMatchObject({ colors: { primaryColor: '#0f766e' } });
  });

  it('discards a saved draft only when the merchant confirms, back to the published theme', async () => {
    const { shop, discards } = fakeShop();
    shop.draft = meisDraft({ name: 'Night market', colors: { primaryColor: '#0f766e' }, hideFoot: false });
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    expect((primary as HTMLInputElement).value).toBe('#0f766e');

    // Asked first; keeping it changes nothing and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const asking = screen.getByRole('group', { name: 'Discard draft' });
    expect(asking.textContent).toContain('Discard the draft and go back to the published theme?');
    await user.click(within(asking).getByRole('button', { name: 'No, keep it as it is' }));
    expect(discards()).toHaveLength(0);
    expect((primary as HTMLInputElement).value).toBe('#0f766e');
    expect(screen.getByText(/^Draft saved by mei@example.com/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Yes: Discard draft' }));

    // Removed over the draft version the page read, so a draft saved since is never removed unseen.
    await waitFor(() => expect(discards()).toHaveLength(1));
    expect(discards()[0]!.ifMatch).toBe('d9');
    expect(shop.draft).toBeNull();
    // The form and the frame's theme are the published ones again.
    expect(((await screen.findByLabelText('Primary: buttons and links')) as HTMLInputElement).value).toBe('#4a00ff');
    expect((screen.getByRole('switch', { name: 'Hide the footer on every page' }) as HTMLInputElement).checked).toBe(true);
    const said = screen.getAllByRole('status').map((status) => status.textContent);
    expect(said).toContain('Draft discarded: the form shows the published theme again.');
    expect(said).toContain('This is the published theme shoppers see.');
    expect(document.activeElement).toBe(screen.getByLabelText('Theme name'));
    // Nothing is left to discard.
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });

  it('lets a draft save on its way land before a discard, and discards that draft rather than calling it someone else’s', async () => {
    const { shop, discards, draftSaves, holdSaves } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    const release = holdSaves();
    await user.clear(primary);
    await user.type(primary, '#0f766e');
    // The autosave is on its way, and slow.
    await waitFor(() => expect(draftSaves()).toHaveLength(1), { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Yes: Discard draft' }));
    release();

    // Removed at the version that save made: no conflict with a draft that is the merchant's own, and no draft left behind.
    await waitFor(() => expect(discards()).toHaveLength(1));
    expect(discards()[0]!.ifMatch).toBe('d1');
    expect(await screen.findByText('Draft discarded: the form shows the published theme again.')).toBeTruthy();
    expect(shop.draft).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((primary as HTMLInputElement).value).toBe('#4a00ff');
  });

  it('discards values only typed, never saved, without a call, and offers nothing to discard at the published theme', async () => {
    const { discards, draftSaves } = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    await user.clear(primary);
    await user.type(primary, '#0f766e');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Yes: Discard draft' }));

    expect((primary as HTMLInputElement).value).toBe('#4a00ff');
    expect(screen.getByText('Draft discarded: the form shows the published theme again.')).toBeTruthy();
    expect(discards()).toHaveLength(0);
    expect(draftSaves()).toHaveLength(0);
    // The form is as published: no autosave follows.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(draftSaves()).toHaveLength(0);
  });

  it('says when someone else saved the draft before the discard, and removes nothing of theirs', async () => {
    const { shop, discards } = fakeShop();
    shop.draft = meisDraft();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    shop.draft = kimsDraftOver(shop.draft);
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Yes: Discard draft' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toMatch(/Someone else saved a draft of the theme: kim@example.com at /);
    expect(discards().map((one) => one.ifMatch)).toEqual(['d9']);
    expect(shop.draft.config).toEqual({ colors: { primaryColor: '#aa0000' } });
    expect((primary as HTMLInputElement).value).toBe('#0f766e');
    expect(screen.queryByText('Draft discarded: the form shows the published theme again.')).toBeNull();

    // Taking in theirs, the merchant may discard that draft, at its own version.
    await user.click(within(conflict).getByRole('button', { name: 'Load theirs' }));
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Yes: Discard draft' }));
    expect(await screen.findByText('Draft discarded: the form shows the published theme again.')).toBeTruthy();
    expect(discards().map((one) => one.ifMatch)).toEqual(['d9', 'd10']);
    expect((primary as HTMLInputElement).value).toBe('#4a00ff');
  });

  it('says when the draft was published or discarded elsewhere before the discard, and keeps the values shown', async () => {
    const { shop, discards } = fakeShop();
    shop.draft = meisDraft();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    shop.draft = null;
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Yes: Discard draft' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The draft was published or discarded by someone else meanwhile. Nothing was discarded here; reload the page to see the theme as it is now.',
    );
    expect(discards().map((one) => one.ifMatch)).toEqual(['d9']);
    expect((primary as HTMLInputElement).value).toBe('#0f766e');
  });

  it('previews a shop page as shoppers see it, sending the frame the theme as it is typed', async () => {
    fakeShop();
    const user = userEvent.setup();
    renderPage();

    const primary = await screen.findByLabelText('Primary: buttons and links');
    // One heading for the preview: the page's, not a second one from the frame.
    expect(screen.getAllByRole('heading', { name: /preview/i }).map((heading) => heading.textContent)).toEqual(['Live preview']);
    expect(screen.getByRole('region', { name: 'Live preview' })).toBeTruthy();
    const frame = screen.getByTitle('Preview of the shop with your theme, not seen by shoppers') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/admin/preview?key=home&locale=en&path=%2F&show=published');
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    // Nothing goes to the frame before it listens, nor to a frame that is not its own.
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'vitrine:preview-ready', key: 'home', drawn: true },
          origin: window.location.origin,
          source: window,
        }),
      ),
    );
    expect(posted).not.toHaveBeenCalled();

    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'vitrine:preview-ready', key: 'home', drawn: true },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      ),
    );
    expect(posted).toHaveBeenCalledWith(
      { type: 'vitrine:preview-theme', theme: { name: 'Night market', hideFoot: true } },
      window.location.origin,
    );
    // No page body ever: the frame shows the published page.
    expect(posted.mock.calls.some(([message]) => (message as { type: string }).type === 'vitrine:preview-body')).toBe(false);

    await user.clear(primary);
    await user.type(primary, '#0f766e');
    expect(posted).toHaveBeenLastCalledWith(
      { type: 'vitrine:preview-theme', theme: expect.objectContaining({ colors: { primaryColor: '#0f766e' }, hideFoot: true }) },
      window.location.origin,
    );
    // The width is the merchant's to choose.
    await user.click(screen.getByRole('radio', { name: /Phone/ }));
    expect(frame.style.width).toBe('390px');
  });

  it('is not for a role that may not change the theme', () => {
    fakeShop();
    renderPage('support');
    expect(screen.getByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(screen.queryByLabelText('Background')).toBeNull();
  });
});
