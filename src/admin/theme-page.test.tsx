import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

type Sent = { method: string; url: string; body: unknown };

/**
 * The shop as the theme editor meets it: one stored theme, and writes judged by the contract's
 * own schema (a refusal names each problem by its path, as the shop does).
 */
function fakeShop() {
  const sent: Sent[] = [];
  let stored: unknown = { name: 'Night market', colors: { primaryColor: '#4a00ff' }, fonts: { fontSize: '1rem' }, hideFoot: true };
  const envelope = (status: number, data: unknown, msg = status < 300 ? 'ok' : 'No') =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') sent.push({ method, url, body });
    if (url !== '/api/admin/theme') return envelope(404, null);
    if (method === 'GET') return envelope(200, { id: 'default', config: stored });
    const parsed = themeConfigSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path.filter((part) => typeof part !== 'symbol')),
        message: issue.message,
      }));
      return envelope(422, { issues, more: 0 }, `Invalid theme: ${issues.length} problems`);
    }
    stored = parsed.data;
    return envelope(200, { id: 'default', config: stored });
  });
  return sent;
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
    const sent = fakeShop();
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
    await user.click(screen.getByRole('button', { name: 'Save the theme' }));

    expect(await screen.findByText('Saved: shoppers see the new look now.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    // What the merchant did not touch is written as it was stored; values at their default are left to the shop.
    expect(sent[0]!.body).toEqual({
      name: 'Night market',
      colors: { primaryColor: '#0f766e' },
      fonts: { titleFontSize: '30px' },
      showCart: false,
      hideFoot: true,
    });
  });

  it('warns of a pair below the minimum contrast and still saves it', async () => {
    const sent = fakeShop();
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

    await user.click(screen.getByRole('button', { name: 'Save the theme' }));
    expect(await screen.findByText('Saved: shoppers see the new look now.')).toBeTruthy();
    expect(sent[0]!.body).toMatchObject({ colors: { textColor: '#777777', titleColor: '#777', heroColor: 'gold' } });
  });

  it('shows a refused value at its field and in the summary, which leads to it', async () => {
    const sent = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const headings = await screen.findByLabelText('Headings');
    await user.clear(headings);
    await user.type(headings, 'red;}body{{display:none');
    // Said while typing, at the field, before anything is sent.
    expect(headings.getAttribute('aria-invalid')).toBe('true');
    expect(headings.getAttribute('aria-describedby')).toMatch(/problem/);

    await user.click(screen.getByRole('button', { name: 'Save the theme' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('The theme was not saved. Check these fields:');
    const link = within(summary).getByRole('link', { name: /^Headings: Expected a CSS color/ });
    await user.click(link);
    expect(document.activeElement).toBe(headings);
    expect(sent[0]!.body).toMatchObject({ colors: { titleColor: 'red;}body{display:none' } });
    expect(screen.queryByText('Saved: shoppers see the new look now.')).toBeNull();
  });

  it('is not for a role that may not change the theme', () => {
    fakeShop();
    renderPage('support');
    expect(screen.getByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(screen.queryByLabelText('Background')).toBeNull();
  });
});
