import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { productSummaries } from '../fixtures/catalog';
import { bodyMessage, drawServerPage, followFrom, postToPreview, richText } from './test-utils';
import { testPage } from '../routes/-components/page-fixtures';
import type { PageData } from '../schema/page';

/*
 * The preview document following the composer beyond the body's texts, on the real shop: the
 * block selected in the composer is marked over the page (and the mark moves with the block),
 * and a body naming a data source the page does not hold is drawn with the server's data for
 * it, asked for once the composer is quiet; typing asks nothing, and an answer for a body the
 * merchant has since changed is dropped.
 */

const rich = richText;
const list = (slug: string, heading = 'Picked for you') => ({
  id: 'list',
  type: 'product-list',
  version: 1,
  props: { heading, source: { kind: 'category', slug, limit: 2 } },
});
const served: PageData = testPage({
  path: 'page/about',
  kind: 'page',
  pageBody: { template: 'page', blocks: [rich('words', '<h1>Saved words</h1>'), list('tops')] },
  data: { sources: { 'category:tops': productSummaries.slice(0, 2) } },
});

configure({ asyncUtilTimeout: 8000 });

let composer: Window;
/** Each data request the frame made, with the answer it waits for. */
let asked: { body: { key: string; locale: string; path: string; pageBody: { blocks: { props: { heading: string } }[] } }; answer: (data: unknown) => void }[] = [];

/** A message as the composer's page posts it, from `source` on `origin`. */
const post = (data: unknown, source: Window = composer, origin = window.location.origin) => postToPreview(data, source, origin);
const body = bodyMessage;
const select = (ids: string[] | null, label = '') => ({ type: 'vitrine:preview-mark', key: 'page/about', ids, label });
const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));
const markOnPage = () => document.querySelector<HTMLElement>('[data-preview-mark]');
const listShown = (name: string) => within(screen.getByRole('region', { name }));
const degraded = () => document.querySelector('[data-block-notice="list"], [data-block-placeholder="list"]') !== null;

beforeAll(async () => {
  window.scrollTo = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/admin/preview/data') {
      return new Promise<Response>((resolve) => {
        asked.push({
          body: JSON.parse(String(init?.body)) as (typeof asked)[number]['body'],
          answer: (data) => resolve(new Response(JSON.stringify({ code: 0, msg: '', data }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
        });
      });
    }
    return Promise.resolve(new Response(JSON.stringify({ code: 40, msg: 'not in this test', data: null }), { status: 404 }));
  });
  // Each block's box in document order, 100px apart: jsdom lays nothing out.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const slots = [...document.querySelectorAll('main [data-block-id]')];
    const top = slots.indexOf(this) * 100;
    return { top, left: 10, width: 300, height: 80, right: 310, bottom: top + 80, x: 10, y: top, toJSON: () => ({}) } as DOMRect;
  });
  // Scrolling the frame's own page is the preview's; scrollIntoView would scroll the back office around it too.
  Element.prototype.scrollIntoView = vi.fn();

  await drawServerPage(served);
  const frame = document.createElement('iframe');
  document.body.append(frame);
  composer = frame.contentWindow!;

  await followFrom(composer, served);
}, 30_000);

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  asked = [];
});

describe('the block selected in the composer', () => {
  it('is marked over the page, named, hidden from assistive technology, and brought into view', async () => {
    expect(await screen.findByText('Canvas tote')).toBeTruthy();
    vi.mocked(window.scrollTo).mockClear();
    post(select(['list'], 'product-list 2'));
    await waitFor(() => expect(markOnPage()).not.toBeNull());
    const mark = markOnPage()!;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.textContent).toBe('product-list 2');
    // Laid over the block, outside the shop's own root: the page's markup and layout are a shopper's.
    expect(document.getElementById('app')!.contains(mark)).toBe(false);
    expect(mark.style.top).toBe('100px');
    expect(mark.style.height).toBe('80px');
    expect(mark.style.pointerEvents).toBe('none');
    // The frame's own page scrolls to the block; nothing scrolls the pages around the frame.
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: expect.any(Number) }));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('moves with its block when the body is drawn again in another order', async () => {
    post(body([list('tops'), rich('words', '<h1>Saved words</h1>')]));
    await waitFor(() => expect(markOnPage()?.style.top).toBe('0px'));
    post(body([rich('words', '<h1>Saved words</h1>'), list('tops')]));
    await waitFor(() => expect(markOnPage()?.style.top).toBe('100px'));
  });

  it('is not scrolled to when it was clicked in the frame, and goes when nothing is selected', async () => {
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByRole('heading', { name: 'Saved words' }));
    post(select(['words'], 'rich-text 1'));
    await waitFor(() => expect(markOnPage()?.textContent).toBe('rich-text 1'));
    expect(markOnPage()!.style.top).toBe('0px');
    expect(window.scrollTo).not.toHaveBeenCalled();
    post(select(null));
    await waitFor(() => expect(markOnPage()).toBeNull());
  });

  it('ignores a selection from another origin', async () => {
    post(select(['list'], 'product-list 2'), composer, 'https://elsewhere.example');
    await settle(200);
    expect(markOnPage()).toBeNull();
  });
});

describe('a body naming data the page does not hold', () => {
  it('draws the texts at once and asks nothing while the data is held', async () => {
    post(body([rich('words', '<h1>Typed words</h1>'), list('tops', 'Typed heading')]));
    expect(await screen.findByRole('heading', { name: 'Typed words' })).toBeTruthy();
    expect(listShown('Typed heading').getByText('Canvas tote')).toBeTruthy();
    await settle();
    expect(asked).toEqual([]);
  });

  it('asks the server once the composer is quiet, for the latest body alone, and draws its products', async () => {
    // Typed a key at a time, 50 ms apart: well inside the quiet time the frame waits for.
    for (const heading of ['B', 'Bo', 'Bottoms']) {
      post(body([rich('words', '<h1>Typed words</h1>'), list('bottoms', heading)]));
      await settle(50);
    }
    await waitFor(() => expect(degraded()).toBe(true));
    await settle();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ key: 'page/about', locale: 'en', path: '/page/about' });
    expect(asked[0]!.body.pageBody.blocks[1]!.props.heading).toBe('Bottoms');
    asked[0]!.answer({ sources: { 'category:bottoms': [productSummaries[2]] } });
    await waitFor(() => expect(listShown('Bottoms').getByText(productSummaries[2]!.name)).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Typed words' })).toBeTruthy();

    // Held now: typing in the list's heading asks nothing more.
    post(body([rich('words', '<h1>Typed words</h1>'), list('bottoms', 'Bottoms for you')]));
    await waitFor(() => expect(listShown('Bottoms for you').getByText(productSummaries[2]!.name)).toBeTruthy());
    await settle();
    expect(asked).toHaveLength(1);
  });

  it('drops an answer that comes after a newer body, keeping the last good drawing meanwhile', async () => {
    post(body([rich('words', '<h1>Typed words</h1>'), list('bags', 'Bags')]));
    await waitFor(() => expect(asked).toHaveLength(1));
    post(body([rich('words', '<h1>Newer words</h1>'), list('bags', 'Bags')]));
    expect(await screen.findByRole('heading', { name: 'Newer words' })).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(2));

    // The first body's answer, late: not drawn.
    asked[0]!.answer({ sources: { 'category:bags': [productSummaries[0]] } });
    await settle();
    expect(degraded()).toBe(true);
    expect(screen.queryByText(productSummaries[0]!.name)).toBeNull();

    asked[1]!.answer({ sources: { 'category:bags': [productSummaries[1]] } });
    await waitFor(() => expect(listShown('Bags').getByText(productSummaries[1]!.name)).toBeTruthy());
    expect(screen.queryByText(productSummaries[0]!.name)).toBeNull();
  });
});
