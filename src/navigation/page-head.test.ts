import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { metaSchema } from '../schema/meta';
import { applyPageHead, pageHead, renderPageHead } from './page-head';

const meta = metaSchema.parse({
  title: 'Linen "Sand" shirt <b>sale</b>',
  description: 'Breathable & soft',
  canonical: 'https://shop.example/product/linen-shirt',
  robots: 'index, follow',
  openGraph: { image: 'https://shop.example/images/p/linen-shirt/1-1280.webp', type: 'product' },
  alternates: [
    { hreflang: 'en', href: 'https://shop.example/product/linen-shirt' },
    { hreflang: 'zh-HK', href: 'https://shop.example/zh-HK/product/linen-shirt' },
    { hreflang: 'x-default', href: 'https://shop.example/product/linen-shirt' },
  ],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: '</script><script>alert(1)</script>' }],
});

function parseHead(html: string) {
  return new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window.document;
}

describe('renderPageHead', () => {
  const head = pageHead(meta, { siteName: 'Vitrine' });
  const doc = parseHead(renderPageHead(head));

  it('writes the title and SEO tags with their values intact', () => {
    expect(doc.title).toBe(meta.title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Breathable & soft');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(meta.canonical);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(meta.title);
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(meta.openGraph?.image);
    expect(doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe('Vitrine');
  });

  it('lists every language version with hreflang', () => {
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual(meta.alternates.map((alternate) => [alternate.hreflang, alternate.href]));
  });

  it('cannot be broken out of by a value: no element is injected', () => {
    expect(doc.querySelector('b')).toBeNull();
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(meta.jsonLd[0]);
    expect(renderPageHead(head)).not.toContain('</script><script>');
  });

  it('falls back to the shop name for a page without a title', () => {
    expect(pageHead(metaSchema.parse({}), { siteName: 'Vitrine' }).title).toBe('Vitrine');
  });
});

describe('applyPageHead', () => {
  it('replaces the previous page’s tags and leaves everything else in the head alone', () => {
    const doc = parseHead(`<meta charset="utf-8"><link rel="stylesheet" href="/assets/app.css">${renderPageHead(pageHead(meta, { siteName: 'Vitrine' }))}`);
    const next = metaSchema.parse({ title: 'Wool socks', description: 'Warm', alternates: [{ hreflang: 'de', href: '/de/product/wool-socks' }] });
    applyPageHead(doc, pageHead(next, { siteName: 'Vitrine' }));

    expect(doc.title).toBe('Wool socks');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Warm');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect([...doc.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'))).toEqual(['de']);
    expect(doc.querySelector('meta[charset]')).not.toBeNull();
    expect(doc.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });
});
