import { describe, expect, it } from 'vitest';
import { inAppNavigationTarget, type LinkClick, type LinkTarget } from './link-interception';

const current = new URL('https://shop.example/zh-HK/page/about?tab=story');
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...overrides,
});
const link = (href: string, overrides: Partial<LinkTarget> = {}): LinkTarget => ({ href, target: '', download: false, rel: '', ...overrides });

describe('inAppNavigationTarget', () => {
  it('follows a plain left click on a page of this shop in the app', () => {
    expect(inAppNavigationTarget(click(), link('https://shop.example/product/linen-shirt?colour=sand'), current)).toBe(
      '/product/linen-shirt?colour=sand',
    );
    expect(inAppNavigationTarget(click(), link('/zh-HK/search'), current)).toBe('/zh-HK/search');
  });

  it('leaves new-tab and new-window clicks to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(inAppNavigationTarget(click({ [modifier]: true }), link('/cart'), current)).toBeNull();
    }
    expect(inAppNavigationTarget(click({ button: 1 }), link('/cart'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/cart', { target: '_blank' }), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/cart', { target: '_self' }), current)).toBe('/cart');
  });

  it('leaves other sites, other schemes, downloads and external links alone', () => {
    expect(inAppNavigationTarget(click(), link('https://elsewhere.example/cart'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('http://shop.example/cart'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('mailto:hello@shop.example'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/page/size-guide', { download: true }), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/page/size-guide', { rel: 'noopener external' }), current)).toBeNull();
  });

  it('leaves files and non-page endpoints to the browser', () => {
    expect(inAppNavigationTarget(click(), link('/sitemap.xml'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/images/p/linen-shirt/1-640.webp'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/api/web/favorite/list'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/schema/page-body.json'), current)).toBeNull();
  });

  it('lets the browser jump to an anchor on the same page', () => {
    expect(inAppNavigationTarget(click(), link('/zh-HK/page/about?tab=story#team'), current)).toBeNull();
    expect(inAppNavigationTarget(click(), link('/zh-HK/page/faq#team'), current)).toBe('/zh-HK/page/faq#team');
  });

  it('stays out of the way when a handler already took the click', () => {
    expect(inAppNavigationTarget(click({ defaultPrevented: true }), link('/cart'), current)).toBeNull();
  });
});
