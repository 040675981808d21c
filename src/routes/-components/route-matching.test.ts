import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { createNavigationGuard } from '../../navigation/navigation-guard';
import { createAppRouter } from '../../router';
import { testSiteConfig } from './page-fixtures';

const router = createAppRouter({
  history: createMemoryHistory({ initialEntries: ['/'] }),
  context: {
    siteConfig: testSiteConfig,
    i18n: createI18n('en', {}),
    initialPage: { current: null },
    requestContext: () => ({ userAgent: '', referer: '', cookies: '' }),
    guard: createNavigationGuard(),
    isServer: true,
  },
});

function routeOf(pathname: string) {
  const leaf = router.matchRoutes(pathname).at(-1);
  return { route: leaf?.routeId, params: leaf?.params };
}

describe('route matching with the optional language prefix', () => {
  it.each([
    ['/', '/{-$lang}/', {}],
    ['/zh-HK', '/{-$lang}/', { lang: 'zh-HK' }],
    ['/zh-HK/', '/{-$lang}/', { lang: 'zh-HK' }],
    ['/fil', '/{-$lang}/', { lang: 'fil' }],
    ['/search', '/{-$lang}/search', {}],
    ['/zh-HK/search', '/{-$lang}/search', { lang: 'zh-HK' }],
    ['/about', '/{-$lang}/$slug', { slug: 'about' }],
    ['/ja/about', '/{-$lang}/$slug', { lang: 'ja', slug: 'about' }],
    ['/de/product/x/sku1', '/{-$lang}/product/$slug/$sku', { lang: 'de', slug: 'x', sku: 'sku1' }],
    ['/product/linen-shirt', '/{-$lang}/product/$slug/', { slug: 'linen-shirt' }],
    ['/zh/inquiry/feedback', '/{-$lang}/inquiry/feedback', { lang: 'zh' }],
    ['/inquiry/sofa-quote', '/{-$lang}/inquiry/$slug', { slug: 'sofa-quote' }],
    ['/checkout/thankyou', '/{-$lang}/checkout/thankyou', {}],
    ['/promotion', '/{-$lang}/promotion/', {}],
    ['/coupon/welcome10', '/{-$lang}/coupon/$slug', { slug: 'welcome10' }],
    ['/zh-HK/auth/signin', '/{-$lang}/auth/signin', { lang: 'zh-HK' }],
    ['/user/security/activity', '/{-$lang}/user/security/activity', {}],
    ['/user/order/SO-1001', '/{-$lang}/user/order/$slug', { slug: 'SO-1001' }],
    ['/user/wishlist', '/{-$lang}/user/wishlist', {}],
    ['/error/404', '/{-$lang}/error/404', {}],
    ['/zh-HK/error/403', '/{-$lang}/error/403', { lang: 'zh-HK' }],
  ])('%s → %s', (pathname, route, params) => {
    expect(routeOf(pathname)).toEqual({ route, params });
  });

  it('sends paths only the server can place (rules, custom categories, user prefix) to the catch-all', () => {
    expect(routeOf('/nope/nope/nope')).toEqual({ route: '/{-$lang}/$', params: { _splat: 'nope/nope/nope', '*': 'nope/nope/nope' } });
    expect(routeOf('/zh-HK/p/linen-shirt')).toMatchObject({ route: '/{-$lang}/$', params: { lang: 'zh-HK', _splat: 'p/linen-shirt' } });
    expect(routeOf('/member/center')).toMatchObject({ route: '/{-$lang}/$', params: { _splat: 'member/center' } });
  });

  it('never reads a first segment that is not a URL language as one', () => {
    expect(routeOf('/english/search')).toMatchObject({ route: '/{-$lang}/$', params: { _splat: 'english/search' } });
    expect(routeOf('/ZH-HK/search').params).not.toHaveProperty('lang', 'ZH-HK');
  });
});
