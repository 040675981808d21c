import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../schema/site-config';
import { matchRoute } from './route-match';

const config = siteConfigSchema.parse({});
const kind = (path: string, c = config) => {
  const m = matchRoute(path, c);
  return m && { lang: m.lang, kind: m.kind, params: m.params };
};

describe('matchRoute', () => {
  it('reads the optional language prefix, default en', () => {
    expect(kind('/')).toEqual({ lang: 'en', kind: 'home', params: {} });
    expect(kind('/zh-HK')).toEqual({ lang: 'zh-HK', kind: 'home', params: {} });
    expect(kind('/zh-HK/search')).toMatchObject({ lang: 'zh-HK', kind: 'search' });
    expect(kind('/fil/cart')).toMatchObject({ lang: 'fil', kind: 'cart' });
  });

  it('resolves every kind of public route of the spec', () => {
    expect(kind('/tag/linen')).toMatchObject({ kind: 'tag', params: { slug: 'linen' } });
    expect(kind('/category/bags')).toMatchObject({ kind: 'category', params: { slug: 'bags' } });
    expect(kind('/product/tote')).toMatchObject({ kind: 'product', params: { slug: 'tote' } });
    expect(kind('/de/product/tote/TOTE-RED')).toMatchObject({ lang: 'de', kind: 'product', params: { slug: 'tote', sku: 'TOTE-RED' } });
    expect(kind('/article/care-guide')).toMatchObject({ kind: 'article' });
    expect(kind('/page/about')).toMatchObject({ kind: 'page' });
    expect(kind('/collection/summer')).toMatchObject({ kind: 'collection' });
    expect(kind('/inquiry/feedback')).toMatchObject({ kind: 'inquiry-feedback' });
    expect(kind('/inquiry/thankyou')).toMatchObject({ kind: 'inquiry-thankyou' });
    expect(kind('/inquiry/bulk-order')).toMatchObject({ kind: 'inquiry', params: { slug: 'bulk-order' } });
    expect(kind('/checkout/thankyou')).toMatchObject({ kind: 'checkout-thankyou' });
    expect(kind('/checkout/abc')).toMatchObject({ kind: 'checkout' });
    expect(kind('/promotion')).toMatchObject({ kind: 'promotion' });
    expect(kind('/coupon/WELCOME')).toMatchObject({ kind: 'coupon', params: { slug: 'WELCOME' } });
    expect(kind('/auth/reset-password')).toMatchObject({ kind: 'auth-reset-password' });
    expect(kind('/user/security/activity')).toMatchObject({ kind: 'user-security-activity' });
    expect(kind('/user/order/A100')).toMatchObject({ kind: 'user-order-detail', params: { slug: 'A100' } });
    expect(kind('/error/403')).toMatchObject({ kind: 'error-403' });
    expect(kind('/about')).toMatchObject({ lang: 'en', kind: 'root', params: { slug: 'about' } });
    expect(kind('/a/b/c/d')).toBeNull();
  });

  it('follows the detail rules, custom categories and user prefix of the site config', () => {
    const custom = siteConfigSchema.parse({
      userPrefix: '/account/',
      rules: { productRule: 'goods/:slug', appRule: 'apps/*' },
      customCategories: [{ path: 'lookbook/:slug', type: 'collection' }],
      languages: ['en', 'zh-HK'],
    });
    expect(kind('/goods/tote', custom)).toMatchObject({ kind: 'product', params: { slug: 'tote' } });
    expect(kind('/goods/tote/TOTE-RED', custom)).toMatchObject({ kind: 'product', params: { sku: 'TOTE-RED' } });
    expect(kind('/product/tote', custom)).toBeNull();
    expect(kind('/lookbook/spring', custom)).toMatchObject({ kind: 'collection', params: { slug: 'spring' } });
    expect(kind('/apps/x/y', custom)).toMatchObject({ kind: 'custom', params: { '*': 'x/y' } });
    expect(kind('/account/order', custom)).toMatchObject({ kind: 'user-order' });
    // A language the site does not enable is an ordinary first segment.
    expect(kind('/de', custom)).toMatchObject({ lang: 'en', kind: 'root', params: { slug: 'de' } });
  });

  it('matches each site config by its own rules, one read after another, and a changed config by its new ones', () => {
    const goods = siteConfigSchema.parse({ rules: { productRule: 'goods/:slug' } });
    for (let round = 0; round < 2; round += 1) {
      expect(kind('/product/tote')).toMatchObject({ kind: 'product', params: { slug: 'tote' } });
      expect(kind('/product/tote', goods)).toBeNull();
      expect(kind('/goods/tote', goods)).toMatchObject({ kind: 'product', params: { slug: 'tote' } });
      expect(kind('/goods/tote')).toBeNull();
    }
    // The merchant's next settings are a new config: its rules apply at once.
    const items = siteConfigSchema.parse({ ...goods, rules: { ...goods.rules, productRule: 'item/:slug' } });
    expect(kind('/item/tote', items)).toMatchObject({ kind: 'product', params: { slug: 'tote' } });
    expect(kind('/goods/tote', items)).toBeNull();
  });

  it('decodes percent-encoded segments', () => {
    expect(kind('/zh-HK/tag/%E4%BA%9E%E9%BA%BB')).toMatchObject({ params: { slug: '亞麻' } });
  });
});
