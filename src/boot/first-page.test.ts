import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { embeddedPageScript } from '../navigation/embedded-page';
import { testPage } from '../routes/-components/page-fixtures';
import { siteConfigSchema } from '../schema/site-config';
import { readFirstPage } from './first-page';

const siteConfig = siteConfigSchema.parse({ languages: ['en', 'zh-HK'] });

function documentWith(html: string) {
  return new JSDOM(`<!doctype html><html><head></head><body><div id="app"></div>${html}</body></html>`).window.document;
}

describe('the language the browser starts in', () => {
  it('is the one the server resolved for the page, not one read again from the address', async () => {
    // The server renders its 500 page for the address asked for, in the language it chose.
    const pageData = testPage({ kind: 'error-500', path: 'error/500', lang: 'zh-HK' });
    const doc = documentWith(embeddedPageScript({ url: '/page/about', status: 500, pageData, siteConfig }));
    const first = await readFirstPage(doc, { pathname: '/page/about' });
    expect(first.lang).toBe('zh-HK');
    expect(first.page?.pageData.route.kind).toBe('error-500');
  });

  it('is read from the address only when the server sent no page', async () => {
    expect((await readFirstPage(documentWith(''), { pathname: '/zh-HK/search' })).lang).toBe('zh-HK');
    expect((await readFirstPage(documentWith(''), { pathname: '/about' })).lang).toBe('en');
  });

  it('never takes a language the shop cannot draw from an embedded page: the page is loaded again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pageData = { ...testPage({ path: 'page/about', kind: 'page' }), route: { kind: 'page', lang: 'klingon', path: 'page/about', params: {} } };
    const doc = documentWith(`<script id="vitrine-data" type="application/json">${JSON.stringify({ url: '/page/about', status: 200, pageData, siteConfig })}</script>`);
    const first = await readFirstPage(doc, { pathname: '/zh-HK/page/about' });
    expect(first.page).toBeNull();
    expect(first.lang).toBe('zh-HK');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('pageData.route.lang'));
    error.mockRestore();
  });

  it('never takes a page whose theme the server did not resolve: the page is loaded again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pageData = { ...testPage({ path: 'page/about', kind: 'page' }), theme: { colors: { primaryColor: '#0f766e' } } };
    const doc = documentWith(`<script id="vitrine-data" type="application/json">${JSON.stringify({ url: '/page/about', status: 200, pageData, siteConfig })}</script>`);
    const first = await readFirstPage(doc, { pathname: '/page/about' });
    expect(first.page).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('pageData.theme'));
    error.mockRestore();
  });

  it('takes the theme the server resolved as it was sent', async () => {
    const pageData = testPage();
    const doc = documentWith(embeddedPageScript({ url: '/', status: 200, pageData, siteConfig }));
    expect((await readFirstPage(doc, { pathname: '/' })).page?.pageData.theme).toEqual(pageData.theme);
  });

  it('takes the texts the server wrote with the page, and starts without them when they are not a table', async () => {
    const pageData = testPage();
    const texts = { 'p|en|USD|24': '$24.00' };
    const withTexts = documentWith(embeddedPageScript({ url: '/', status: 200, pageData, siteConfig, texts }));
    expect((await readFirstPage(withTexts, { pathname: '/' })).page?.texts).toEqual(texts);
    const broken = documentWith(`<script id="vitrine-data" type="application/json">${JSON.stringify({ url: '/', status: 200, pageData, siteConfig, texts: ['$24.00'] })}</script>`);
    const first = await readFirstPage(broken, { pathname: '/' });
    expect(first.page?.pageData.route.kind).toBe('home');
    expect(first.page?.texts).toBeUndefined();
  });
});
