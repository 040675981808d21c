import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackOfficeI18n } from '../i18n';
import { PreviewFrame, type PreviewSelection } from './preview-frame';
import type { ComposedBody } from './page-body-edits';

/*
 * The composer's side of the live preview: the frame it opens, the choices of width and
 * language, what it posts to the frame, only once the frame it opened says it listens, and the
 * blocks its own frame names when the merchant clicks one.
 */

const i18n = createBackOfficeI18n('en');
const bodyWith = (html: string): ComposedBody => ({ template: 'page', blocks: [{ id: 'words', type: 'rich-text', version: 1, props: { html } }] });

function draw(body: ComposedBody, onSelectBlock?: (ids: readonly string[]) => void, selected?: PreviewSelection | null) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PreviewFrame pageKey="page/about" locale="en" body={body} onSelectBlock={onSelectBlock} selected={selected} />
      </SWRConfig>
    </I18nextProvider>
  );
}

const frame = () => document.querySelector('iframe')!;
/** What the frame says when it listens, from `source` on `origin`. */
function frameSays(data: unknown, source: Window | null = frame().contentWindow, origin = window.location.origin) {
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
}
const ready = (drawn = true) => ({ type: 'vitrine:preview-ready', key: 'page/about', drawn });

beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    new Response(JSON.stringify({ code: 0, msg: 'ok', data: { siteConfig: { name: 'Shop', languages: ['en', 'zh-HK', 'fr'] }, activeThemeId: 'default' } }), {
      status: 200,
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the composer’s preview frame', () => {
  it('frames the staff-only preview of the page, said to be a draft shoppers do not see', () => {
    render(draw(bodyWith('<p>Saved</p>')));
    expect(frame().getAttribute('src')).toBe('/admin/preview?key=page%2Fabout&locale=en&path=%2Fpage%2Fabout');
    expect(frame().title).toBe('Preview of the draft of page/about in English, not seen by shoppers');
    expect(screen.getByText(/Shoppers do not see it until you publish/)).toBeTruthy();
    expect(frame().style.width).toBe('1280px');
  });

  it('posts the body only to its own frame, on the shop’s origin, once that frame listens', () => {
    const view = render(draw(bodyWith('<p>Saved</p>')));
    const posted = vi.spyOn(frame().contentWindow!, 'postMessage');
    frameSays(ready(), frame().contentWindow, 'https://elsewhere.example');
    frameSays(ready(), window);
    frameSays({ ...ready(), key: 'page/other' });
    view.rerender(draw(bodyWith('<p>Typed before the frame listened</p>')));
    expect(posted).not.toHaveBeenCalled();

    frameSays(ready());
    expect(posted).toHaveBeenLastCalledWith(
      { type: 'vitrine:preview-body', key: 'page/about', pageBody: bodyWith('<p>Typed before the frame listened</p>') },
      window.location.origin,
    );
    view.rerender(draw(bodyWith('<p>Typed after</p>')));
    expect(posted).toHaveBeenLastCalledWith({ type: 'vitrine:preview-body', key: 'page/about', pageBody: bodyWith('<p>Typed after</p>') }, window.location.origin);
  });

  it('passes on the block its own frame names, and no other window’s or origin’s', () => {
    const selected: (readonly string[])[] = [];
    render(draw(bodyWith('<p>Saved</p>'), (ids) => selected.push(ids)));
    const select = { type: 'vitrine:preview-select', key: 'page/about', ids: ['columns', 'words'] };
    frameSays(select, frame().contentWindow, 'https://elsewhere.example');
    frameSays(select, window);
    frameSays({ ...select, key: 'page/other' });
    frameSays({ ...select, ids: [] });
    expect(selected).toEqual([]);

    frameSays(select);
    expect(selected).toEqual([['columns', 'words']]);
  });

  it('names the selected block to its frame once it listens, after the body, and at each change', () => {
    const body = bodyWith('<p>Saved</p>');
    const view = render(draw(body, undefined, { ids: ['words'], label: 'rich-text 1' }));
    const posted = vi.spyOn(frame().contentWindow!, 'postMessage');
    const mark = (ids: string[] | null, label: string) => [{ type: 'vitrine:preview-mark', key: 'page/about', ids, label }, window.location.origin];
    frameSays(ready());
    expect(posted.mock.calls.map(([message]) => (message as { type: string }).type).at(-2)).toBe('vitrine:preview-body');
    expect(posted.mock.calls.at(-1)).toEqual(mark(['words'], 'rich-text 1'));

    // Typing posts the body alone; another block, or none, is named again.
    posted.mockClear();
    view.rerender(draw(bodyWith('<p>Typed</p>'), undefined, { ids: ['words'], label: 'rich-text 1' }));
    expect(posted.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual(['vitrine:preview-body']);
    view.rerender(draw(bodyWith('<p>Typed</p>'), undefined, { ids: ['columns', 'words'], label: 'rich-text 2' }));
    expect(posted.mock.calls.at(-1)).toEqual(mark(['columns', 'words'], 'rich-text 2'));
    view.rerender(draw(bodyWith('<p>Typed</p>'), undefined, null));
    expect(posted.mock.calls.at(-1)).toEqual(mark(null, ''));
  });

  it('says when the address does not draw this draft, and sends it nothing', () => {
    const view = render(draw(bodyWith('<p>Saved</p>')));
    const posted = vi.spyOn(frame().contentWindow!, 'postMessage');
    frameSays(ready(false));
    view.rerender(draw(bodyWith('<p>Typed</p>')));
    expect(posted).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/does not show this draft/);
  });

  it('draws the frame at the chosen width, scaled to fit, in the chosen shop language', async () => {
    const user = userEvent.setup();
    render(draw(bodyWith('<p>Saved</p>')));
    await user.click(screen.getByRole('radio', { name: 'Phone (390 px)' }));
    expect(frame().style.width).toBe('390px');
    expect(screen.getByText(/^390 px wide, shown at \d+%$/)).toBeTruthy();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'zh-HK');
    expect(frame().getAttribute('src')).toBe('/admin/preview?key=page%2Fabout&locale=en&path=%2Fzh-HK%2Fpage%2Fabout');
    await user.click(screen.getByRole('button', { name: 'Hide the preview' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the preview' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('remembers the choices while the back office is open', () => {
    render(draw(bodyWith('<p>Saved</p>')));
    // The test before chose the phone, Hong Kong Chinese, and hid the preview.
    expect(screen.getByRole('button', { name: 'Show the preview' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Phone (390 px)', hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Language', hidden: true })).toHaveProperty('value', 'zh-HK');
  });
});
