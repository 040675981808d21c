import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, RouterProvider } from '@tanstack/react-router';
import useSWR, { SWRConfig } from 'swr';
import { STAFF_CALLS, type AdminCaller } from '../schema/admin-api/staff';
import { adminFor, AdminRefusal } from './api';
import { chosenLocale, createBackOfficeI18n, rememberLocale } from './i18n';
import { Home } from './home';
import { Shell, SignedInProvider, type SignedIn } from './shell';
import { SignIn } from './sign-in';
import './back-office.css';

/*
 * The back office under /admin: its own document (admin.html) and code, which no shop page
 * loads. Signed out it is the sign-in form; signed in, the areas the member's role opens,
 * each page's code loaded when it is first opened.
 */

const admin = adminFor(STAFF_CALLS);

const root = createRootRoute({ component: Shell });
const routeTree = root.addChildren([
  createRoute({ getParentRoute: () => root, path: '/admin', component: Home }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/orders',
    component: lazyRouteComponent(() => import('./orders-page'), 'OrdersPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/products',
    component: lazyRouteComponent(() => import('./products-page'), 'ProductsPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/categories',
    component: lazyRouteComponent(() => import('./categories-page'), 'CategoriesPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/tags',
    component: lazyRouteComponent(() => import('./taxonomy-pages'), 'TagsPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/collections',
    component: lazyRouteComponent(() => import('./taxonomy-pages'), 'CollectionsPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/catalog',
    component: lazyRouteComponent(() => import('./catalog-page'), 'CatalogPage'),
  }),
  // `new` before the slug: the form for a new product, which the page itself tells apart.
  createRoute({
    getParentRoute: () => root,
    path: '/admin/products/new',
    component: lazyRouteComponent(() => import('./product-page'), 'ProductPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/products/$slug',
    component: lazyRouteComponent(() => import('./product-page'), 'ProductPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/articles',
    component: lazyRouteComponent(() => import('./articles-page'), 'ArticlesPage'),
  }),
  // `new` before the slug: the form for a new article, which the page itself tells apart.
  createRoute({
    getParentRoute: () => root,
    path: '/admin/articles/new',
    component: lazyRouteComponent(() => import('./article-page'), 'ArticlePage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/articles/$slug',
    component: lazyRouteComponent(() => import('./article-page'), 'ArticlePage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/orders/$orderNo',
    component: lazyRouteComponent(() => import('./order-page'), 'OrderPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/returns',
    component: lazyRouteComponent(() => import('./returns-page'), 'ReturnsPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/returns/$returnNo',
    component: lazyRouteComponent(() => import('./return-page'), 'ReturnPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/reviews',
    component: lazyRouteComponent(() => import('./reviews-page'), 'ReviewsPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/comments',
    component: lazyRouteComponent(() => import('./comments-page'), 'CommentsPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/inquiries',
    component: lazyRouteComponent(() => import('./inquiries-page'), 'InquiriesPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/inquiries/$inquiryNo',
    component: lazyRouteComponent(() => import('./inquiry-page'), 'InquiryPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/customers',
    component: lazyRouteComponent(() => import('./customers-page'), 'CustomersPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/customers/$id',
    component: lazyRouteComponent(() => import('./customer-page'), 'CustomerPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/newsletter',
    component: lazyRouteComponent(() => import('./newsletter-page'), 'NewsletterPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/pages',
    component: lazyRouteComponent(() => import('./pages-page'), 'PagesPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/theme',
    component: lazyRouteComponent(() => import('./theme-page'), 'ThemePage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/staff',
    component: lazyRouteComponent(() => import('./staff-page'), 'StaffPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/audit',
    component: lazyRouteComponent(() => import('./audit-page'), 'AuditPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/coupons',
    component: lazyRouteComponent(() => import('./coupons-page'), 'CouponsPage'),
  }),
  // `new` in either path is the form for a new one, which the page itself tells apart.
  createRoute({
    getParentRoute: () => root,
    path: '/admin/coupons/$code',
    component: lazyRouteComponent(() => import('./coupon-page'), 'CouponPage'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: '/admin/promotions/$slug',
    component: lazyRouteComponent(() => import('./promotion-page'), 'PromotionPage'),
  }),
]);
const router = createRouter({ routeTree, defaultPreload: 'intent' });

function BackOffice({ setLocale }: { setLocale: SignedIn['setLocale'] }) {
  const { t } = useTranslation();
  const session = useSWR('session/get', async () => (await admin.call('session/get')).data.caller, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
  const signOut = useCallback(() => {
    void admin
      .call('session/end')
      .catch(() => undefined)
      .then(() => session.mutate(undefined, { revalidate: true }));
  }, [session]);
  const caller = session.data;
  const settled = session.data !== undefined || session.error !== undefined;
  useEffect(() => {
    // What the browser checks wait for, as on the shop's pages: the first screen that is not a wait.
    if (settled) document.documentElement.setAttribute('data-hydrated', '');
  }, [settled]);
  const signedIn = useMemo(() => (caller?.kind === 'staff' ? { caller, signOut, setLocale } : null), [caller, signOut, setLocale]);

  if (session.error instanceof AdminRefusal && session.error.answer.status === 401) {
    return <SignIn onSignedIn={(next: AdminCaller) => void session.mutate(next, { revalidate: false })} />;
  }
  if (session.error) {
    return (
      <main id="main">
        <h1>{t('app.name')}</h1>
        <p role="alert">{t('app.failed')}</p>
        <button type="button" onClick={() => void session.mutate()}>
          {t('app.retry')}
        </button>
      </main>
    );
  }
  if (!signedIn) {
    return (
      <main id="main">
        <p role="status">{t('app.loading')}</p>
      </main>
    );
  }
  return (
    <SignedInProvider value={signedIn}>
      <RouterProvider router={router} />
    </SignedInProvider>
  );
}

function App() {
  const [i18n] = useState(() => createBackOfficeI18n(chosenLocale()));
  const setLocale = useCallback<SignedIn['setLocale']>(
    (locale) => {
      rememberLocale(locale);
      void i18n.changeLanguage(locale);
    },
    [i18n],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <BackOffice setLocale={setLocale} />
      </SWRConfig>
    </I18nextProvider>
  );
}

const container = document.getElementById('back-office');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
