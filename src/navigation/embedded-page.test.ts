import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '../schema/page';
import { siteConfigSchema } from '../schema/site-config';
import { DEFAULT_THEME } from '../schema/theme-values';
import { embeddedPageScript, readEmbeddedPage, type EmbeddedPage } from './embedded-page';
import { jsonForScript } from '../renderer/core/escape-html';

const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & done';
const embedded: EmbeddedPage = {
  url: '/page/about',
  status: 200,
  pageData: pageDataSchema.parse({
    data: { note: hostile },
    theme: DEFAULT_THEME,
    pageBody: { template: 'page', blocks: [{ id: 'a', type: 'rich-text', version: 1, props: { html: hostile } }] },
    meta: { title: hostile },
    route: { kind: 'page', lang: 'en', path: 'page/about', params: {} },
  }),
  siteConfig: siteConfigSchema.parse({}),
};

function documentWith(html: string) {
  return new JSDOM(`<!doctype html><html><head></head><body><div id="app"></div>${html}</body></html>`).window.document;
}

describe('jsonForScript', () => {
  it('leaves nothing that could end the script element or break a string', () => {
    const json = jsonForScript({ text: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: hostile });
  });

  it('reads back as the value it was made from, whatever the strings hold', () => {
    const text = fc.string({ unit: fc.constantFrom('<', '>', '&', '/', '!', '-', '\u2028', '\u2029', 'a', '"', '\\', 'é', '漢') });
    fc.assert(
      fc.property(fc.dictionary(text, fc.oneof(text, fc.array(text), fc.integer())), (value) => {
        const json = jsonForScript(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(value);
      }),
    );
  });
});

describe('embedded page data', () => {
  it('survives the trip through HTML unchanged, hostile strings included', () => {
    const doc = documentWith(embeddedPageScript(embedded));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readEmbeddedPage(doc)).toEqual({ ok: true, page: embedded });
  });

  it('reads back the same when the server hands over the page data as JSON it made already', () => {
    const made = embeddedPageScript(embedded, JSON.stringify(embedded.pageData));
    expect(made).not.toContain('</script><script>');
    const doc = documentWith(made);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readEmbeddedPage(doc)).toEqual({ ok: true, page: embedded });
    expect(readEmbeddedPage(doc)).toEqual(readEmbeddedPage(documentWith(embeddedPageScript(embedded))));
  });

  it('is absent from a page rendered without the server', () => {
    expect(readEmbeddedPage(documentWith(''))).toBeNull();
  });

  it('names what is wrong with data that is not JSON or breaks the contract', () => {
    const notJson = readEmbeddedPage(documentWith('<script id="vitrine-data" type="application/json">{oops</script>'));
    expect(notJson).toMatchObject({ ok: false, reason: expect.stringContaining('is not JSON') });
    const badStatus = readEmbeddedPage(documentWith(embeddedPageScript({ ...embedded, status: 42 })));
    expect(badStatus).toMatchObject({ ok: false, reason: expect.stringContaining('status') });
  });
});
