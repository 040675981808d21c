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
  ])('a language home: %s → %s', (pathname, route, params) => {
    expect(routeOf(pathname)).toEqual({ route, params });
  });

  it.each([
    ['/search', {}, 'search'],
    ['/zh-HK/search', { lang: 'zh-HK' }, 'search'],
    ['/about', {}, 'about'],
    ['/ja/about', { lang: 'ja' }, 'about'],
    ['/de/product/x/sku1', { lang: 'de' }, 'product/x/sku1'],
    ['/zh-HK/auth/signin', { lang: 'zh-HK' }, 'auth/signin'],
    ['/user/order/SO-1001', {}, 'user/order/SO-1001'],
    ['/account/center', {}, 'account/center'],
    ['/zh-HK/p/linen-shirt', { lang: 'zh-HK' }, 'p/linen-shirt'],
    ['/nope/nope/nope', {}, 'nope/nope/nope'],
  ])('every other page, whatever the site config makes of it, to the one catch-all: %s', (pathname, params, splat) => {
    expect(routeOf(pathname)).toEqual({ route: '/{-$lang}/$', params: { ...params, _splat: splat, '*': splat } });
  });

  it('never reads a first segment that is not a URL language as one', () => {
    expect(routeOf('/english/search')).toMatchObject({ route: '/{-$lang}/$', params: { _splat: 'english/search' } });
    expect(routeOf('/ZH-HK/search').params).not.toHaveProperty('lang', 'ZH-HK');
  });
});
