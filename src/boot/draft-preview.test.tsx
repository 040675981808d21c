import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyMessage, drawServerPage, followFrom, postToPreview, richText } from './test-utils';
import { testPage } from '../routes/-components/page-fixtures';
import type { PageData } from '../schema/page';
import { blockIdsAt } from './draft-preview';

/*
 * The preview document's side of the composer's live preview, on the real shop: the server's
 * HTML hydrated by the real client entry, then bodies posted as the composer posts them. Only
 * the composer's own window on the shop's origin is listened to; each body is drawn with the
 * shop's own checks, a broken block degrading alone; the page never leaves for a link; a click
 * on a block of the draft names it to the composer.
 */

const rich = richText;
const pageAt = (blocks: unknown[]): PageData =>
  testPage({
    path: 'page/about',
    kind: 'page',
    pageBody: { template: 'page', blocks },
    layout: { header: [rich('menu', '<p><a href="/page/elsewhere">Elsewhere</a></p>')], footer: [] },
  });
const served = pageAt([rich('words', '<h1>Saved words</h1>'), rich('closing', '<p>Closing words</p>')]);

configure({ asyncUtilTimeout: 8000 });

let composer: Window;
let stranger: Window;
const fetched: string[] = [];

/** A message as the composer's page posts it, from `source` on `origin`. */
const post = (data: unknown, source: Window = composer, origin = window.location.origin) => postToPreview(data, source, origin);
const body = bodyMessage;

beforeAll(async () => {
  window.scrollTo = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    fetched.push(String(input));
    return Promise.resolve(new Response(JSON.stringify({ code: 40, msg: 'not in this test', data: null }), { status: 404 }));
  });
  await drawServerPage(served);
  // Two other windows of the same origin: the composer's, and one that is not.
  for (const name of ['composer', 'stranger']) {
    const frame = document.createElement('iframe');
    frame.name = name;
    document.body.append(frame);
  }
  composer = (document.querySelector('iframe[name="composer"]') as HTMLIFrameElement).contentWindow!;
  stranger = (document.querySelector('iframe[name="stranger"]') as HTMLIFrameElement).contentWindow!;

  await followFrom(composer, served);
}, 30_000);

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the preview document', () => {
  it('ignores bodies from another origin, another window, or for another page', async () => {
    const changed = body([rich('words', '<h1>Changed words</h1>')]);
    post(changed, composer, 'https://elsewhere.example');
    post(changed, stranger);
    post({ ...changed, key: 'page/other' });
    post({ type: 'vitrine:preview-body' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('heading', { name: 'Saved words' })).toBeTruthy();
    expect(screen.queryByText('Changed words')).toBeNull();
  });

  it('draws a valid body at once, with no request to the server, its HTML cleaned', async () => {
    post(body([rich('words', '<h1>Typed words</h1><img src="x" onerror="window.hacked = true">'), rich('closing', '<p>Closing words</p>')]));
    expect(await screen.findByRole('heading', { name: 'Typed words' })).toBeTruthy();
    expect(screen.queryByText('Saved words')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(fetched.filter((url) => url.includes('request=route'))).toEqual([]);
  });

  it('degrades a broken block alone, as the shop draws it, never a blank page', async () => {
    post(body([rich('words', '<h1>Typed words</h1>'), { id: 'closing', type: 'rich-text', version: 1, props: { html: 42 } }, { id: 'odd', type: 'no-such-block', version: 1, props: {} }]));
    await waitFor(() => expect(document.querySelector('[data-block-notice="closing"], [data-block-placeholder="closing"]')).not.toBeNull());
    expect(document.querySelector('[data-block-notice="odd"], [data-block-placeholder="odd"]')).not.toBeNull();
    expect(screen.queryByText('Closing words')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Typed words' })).toBeTruthy();
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });

  it('draws the latest of bodies sent in a burst', async () => {
    for (const text of ['T', 'Ty', 'Typ', 'Typing done']) post(body([rich('words', `<h1>${text}</h1>`)]));
    expect(await screen.findByRole('heading', { name: 'Typing done' })).toBeTruthy();
  });

  it('keeps the merchant on the page when a link in it is followed', async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.location.pathname).toBe('/page/about');
    expect(screen.getByRole('heading', { name: 'Typing done' })).toBeTruthy();
  });
});

describe('a click on a block in the preview', () => {
  it('names the clicked block of the draft to the composer alone, on the shop’s origin', async () => {
    const told = vi.spyOn(composer, 'postMessage');
    const overheard = vi.spyOn(stranger, 'postMessage');
    fireEvent.click(await screen.findByRole('heading', { name: 'Typing done' }));
    expect(told).toHaveBeenCalledWith({ type: 'vitrine:preview-select', key: 'page/about', ids: ['words'] }, window.location.origin);
    expect(overheard).not.toHaveBeenCalled();

    // The header's menu is the layout's, not this page's draft: naming it would open the wrong block.
    told.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(told).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/page/about');
  });

  it('names a block inside another by its parents’ ids too, outermost first', () => {
    const page = document.createElement('div');
    page.innerHTML = `
      <header><div data-page-blocks=""><div data-block-id="menu"><a href="/">Home</a></div></div></header>
      <main><div data-page-blocks="">
        <div data-block-id="columns"><section><div data-block-id="words"><p>Inner words</p></div></section></div>
      </div><p>Not a block</p></main>`;
    const inner = page.querySelector('p')!;
    expect(blockIdsAt(inner, 'pageBody')).toEqual(['columns', 'words']);
    expect(blockIdsAt(page.querySelector('section'), 'pageBody')).toEqual(['columns']);
    expect(blockIdsAt(page.querySelector('main > p'), 'pageBody')).toBeNull();
    expect(blockIdsAt(page.querySelector('a'), 'pageBody')).toBeNull();
    expect(blockIdsAt(page.querySelector('a'), 'header')).toEqual(['menu']);
    expect(blockIdsAt(inner, 'header')).toBeNull();
    expect(blockIdsAt(null, 'pageBody')).toBeNull();
  });
});

describe('the theme editor’s preview', () => {
  const themeStyle = () => document.getElementById('vitrine-theme')?.textContent ?? '';
  const theme = (config: unknown) => ({ type: 'vitrine:preview-theme', theme: config });

  it('ignores a theme from another window', async () => {
    post(theme({ colors: { primaryColor: '#ff0000' } }), stranger);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(themeStyle()).not.toContain('#ff0000');
  });

  it('draws the page with the posted theme, each value checked as the server checks it, the flags too', async () => {
    expect(screen.getByText('Elsewhere')).toBeTruthy();
    post(theme({ colors: { primaryColor: '#0f766e', titleColor: 'red;}body{display:none' }, hideHead: true }));
    await waitFor(() => expect(themeStyle()).toContain('--color-primary:#0f766e'));
    // A value outside its grammar is left at its default: never written into the style.
    expect(themeStyle()).not.toContain('display:none');
    await waitFor(() => expect(screen.queryByText('Elsewhere')).toBeNull());

    // A body drawn after it keeps the theme.
    post(body([rich('words', '<h1>Themed words</h1>')]));
    expect(await screen.findByRole('heading', { name: 'Themed words' })).toBeTruthy();
    expect(themeStyle()).toContain('--color-primary:#0f766e');
  });
});
