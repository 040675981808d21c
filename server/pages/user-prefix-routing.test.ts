import { createMemoryHistory } from '@tanstack/react-router';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { populateGlobal } from 'vitest/runtime';
import { z } from 'zod';
import { createI18n } from '../../src/i18n/i18n';
import { createNavigationGuard } from '../../src/navigation/navigation-guard';
import { createAppRouter, type AppRouter } from '../../src/router';
import { siteConfigSchema, type SiteConfig } from '../../src/schema/site-config';
import { createSignedInShopper } from '../testing/test-shoppers';
import { placeTestOrder, variantWithStock } from '../testing/test-orders';
import { SESSION_COOKIE } from '../accounts/sessions';
import { openTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app';

/*
 * The browser's router against the whole server, in process: which page a path names is
 * the server's decision, so a user prefix changed at run time moves the user area for the
 * app without a rebuild and without a route file that knows `user/`.
 */

const ORIGIN = 'http://localhost';
let testApp: TestApp;
let siteConfig: SiteConfig;
const pageRequests: string[] = [];
let restoreGlobals = () => {};
let shopperToken = '';
/** One of the shopper's own orders: an order page exists only for its owner. */
let orderNo = '';

async function admin(method: string, path: string, body?: unknown) {
  return testApp.app.request(`${ORIGIN}/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function browserRouter(): AppRouter {
  return createAppRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: {
      siteConfig,
      i18n: createI18n('en', {}),
      initialPage: { current: null },
      requestContext: () => ({ userAgent: 'test', referer: '', cookies: '' }),
      guard: createNavigationGuard(),
      isServer: false,
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
        pageRequests.push(url.pathname);
        // The user area is for signed-in shoppers: the browser sends the session cookie along.
        const headers = new Headers(init?.headers);
        headers.set('cookie', `${SESSION_COOKIE}=${shopperToken}`);
        return Promise.resolve(testApp.app.request(url, { ...init, headers }));
      },
    },
  });
}

const shown = (router: AppRouter) => ({ path: router.state.location.pathname, kind: router.state.matches.at(-1)?.loaderData?.pageData.route.kind });

beforeAll(async () => {
  testApp = await openTestApp();
  const shopper = await createSignedInShopper(testApp.db);
  shopperToken = shopper.token;
  orderNo = (await placeTestOrder(testApp.db, { userId: shopper.id, variant: await variantWithStock(testApp.db, 10) })).orderNo;
  // A browser router wants a window (origin, history, scroll restoration). Given after the
  // database opens, which would take a window for a browser and load itself as in one.
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${ORIGIN}/` });
  const { keys, originals } = populateGlobal(globalThis, dom.window, { bindFunctions: true });
  restoreGlobals = () => {
    for (const key of keys) {
      if (originals.has(key)) Reflect.set(globalThis, key, originals.get(key));
      else Reflect.deleteProperty(globalThis, key);
    }
  };
  const answer = z.object({ data: z.object({ siteConfig: siteConfigSchema }) }).parse(await (await admin('GET', '/site-config')).json());
  siteConfig = { ...answer.data.siteConfig, userPrefix: '/account/' };
  expect((await admin('PUT', '/site-config', siteConfig)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  restoreGlobals();
  await testApp.close();
});

describe('the user area under a prefix set at run time (userPrefix: /account/)', () => {
  it('is reached at /account/center by an in-app navigation, and /user/center is not it', async () => {
    const router = browserRouter();
    await router.load();
    expect(shown(router)).toEqual({ path: '/', kind: 'home' });

    await router.navigate({ href: '/account/center' });
    expect(shown(router)).toEqual({ path: '/account/center', kind: 'user-center' });
    expect(pageRequests.at(-1)).toBe('/account/center');

    await router.navigate({ href: `/zh-HK/account/order/${orderNo}` });
    expect(shown(router)).toEqual({ path: `/zh-HK/account/order/${orderNo}`, kind: 'user-order-detail' });
    expect(router.state.matches.at(-1)?.loaderData?.lang).toBe('zh-HK');

    await router.navigate({ href: '/user/center' });
    expect(shown(router)).toEqual({ path: '/error/404', kind: 'error-404' });
  });
});
