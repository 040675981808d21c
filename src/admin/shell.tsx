import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../schema/admin-api/contract';
import type { AdminCaller } from '../schema/admin-api/staff';
import { AREAS } from './areas';
import { BACK_OFFICE_LOCALES, LOCALE_NAMES, roleWord, type BackOfficeLocale } from './words';

/*
 * The frame of every back office page: who is signed in, the areas their role opens, the
 * language, and the page itself (each page moves the focus to its heading: usePageTitle).
 */

export type SignedIn = {
  caller: Extract<AdminCaller, { kind: 'staff' }>;
  signOut: () => void;
  setLocale: (locale: BackOfficeLocale) => void;
};

const SignedInContext = createContext<SignedIn | null>(null);

export function SignedInProvider({ value, children }: { value: SignedIn; children: ReactNode }) {
  return <SignedInContext.Provider value={value}>{children}</SignedInContext.Provider>;
}

export function useSignedIn(): SignedIn {
  const signedIn = useContext(SignedInContext);
  if (!signedIn) throw new Error('useSignedIn is for the pages inside the signed-in back office');
  return signedIn;
}

/** Whether the member's role may make a call of the contract. */
export function mayCall(role: StaffRole, roles: readonly StaffRole[] | 'anyone'): boolean {
  return roles === 'anyone' || roles.includes(role);
}

/** The links to the areas of the back office, each shown to the roles that may open the area. */
const NAVIGATION = [
  { to: '/admin', word: 'nav.home', roles: 'anyone' },
  { to: '/admin/orders', word: 'nav.orders', roles: AREAS.orders.roles },
  { to: '/admin/products', word: 'nav.products', roles: AREAS.products.roles },
  { to: '/admin/categories', word: 'nav.categories', roles: AREAS.categories.roles },
  { to: '/admin/tags', word: 'nav.tags', roles: AREAS.tags.roles },
  { to: '/admin/collections', word: 'nav.collections', roles: AREAS.collections.roles },
  { to: '/admin/catalog', word: 'catalog.nav', roles: AREAS.catalog.roles },
  { to: '/admin/articles', word: 'articles.nav', roles: AREAS.articles.roles },
  { to: '/admin/pages', word: 'nav.pages', roles: AREAS.pages.roles },
  { to: '/admin/theme', word: 'theme.nav', roles: AREAS.theme.roles },
  { to: '/admin/returns', word: 'nav.returns', roles: AREAS.returns.roles },
  { to: '/admin/reviews', word: 'nav.reviews', roles: AREAS.reviews.roles },
  { to: '/admin/comments', word: 'nav.comments', roles: AREAS.comments.roles },
  { to: '/admin/inquiries', word: 'nav.inquiries', roles: AREAS.inquiries.roles },
  { to: '/admin/customers', word: 'nav.customers', roles: AREAS.customers.roles },
  { to: '/admin/coupons', word: 'nav.coupons', roles: AREAS.coupons.roles },
  { to: '/admin/newsletter', word: 'nav.newsletter', roles: AREAS.newsletter.roles },
  { to: '/admin/staff', word: 'nav.staff', roles: AREAS.staff.roles },
  { to: '/admin/audit', word: 'nav.audit', roles: AREAS.audit.roles },
] as const;

/**
 * Follows a link of the back office in place, as the shop's links do; a click with a modifier
 * (a new tab) is left to the browser. The shop's router owns the typed routes of this project;
 * the back office's are plain paths.
 */
export function useGo(): (event: MouseEvent<HTMLAnchorElement>, to: string) => void {
  const router = useRouter();
  return (event, to) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(to);
  };
}

/** A link to a page of the back office. */
export function AdminLink({ to, children }: { to: string; children: ReactNode }) {
  const go = useGo();
  return (
    <a href={to} onClick={(event) => go(event, to)}>
      {children}
    </a>
  );
}

export function Shell() {
  const { t, i18n } = useTranslation();
  const { caller, signOut, setLocale } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const go = useGo();

  return (
    <>
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      {/* Named, as the composer's preview frames a shop page with its own header and main. */}
      <header className="top" aria-label={t('app.name')}>
        <p className="brand">{t('app.name')}</p>
        <div className="who">
          <span>
            {t('session.signedInAs')} <span data-record>{caller.email}</span> · {t(roleWord(caller.role))}
          </span>
          <label className="language">
            <span>{t('app.language')}</span>
            <select value={i18n.language} onChange={(event) => setLocale(event.target.value as BackOfficeLocale)}>
              {BACK_OFFICE_LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={signOut}>
            {t('session.signOut')}
          </button>
        </div>
      </header>
      <nav className="areas" aria-label={t('nav.label')}>
        <ul>
          {NAVIGATION.filter((area) => mayCall(caller.role, area.roles)).map((area) => (
            <li key={area.to}>
              <a
                href={area.to}
                aria-current={path === area.to ? 'page' : path.startsWith(`${area.to}/`) && area.to !== '/admin' ? 'true' : undefined}
                onClick={(event) => go(event, area.to)}
              >
                {t(area.word)}
              </a>
            </li>
          ))}
          <li>
            <a href="/">{t('nav.shop')}</a>
          </li>
        </ul>
      </nav>
      <main id="main" aria-label={t('app.name')}>
        <Outlet />
      </main>
    </>
  );
}

/** A page the member's role does not open: said plainly, with the roles that may. */
export function NotForYourRole({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 tabIndex={-1}>{t('refused.title')}</h1>
      <p>{t('refused.body', { roles: roles.map((role) => t(roleWord(role))).join(' / ') })}</p>
    </>
  );
}
