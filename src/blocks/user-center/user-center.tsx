import { SignInFirst, useAccountStrings } from '../../forms/account-strings';
import { useId } from 'react';
import { formatNumber, formatPrice } from '../../renderer/kit/format';
import { usePage } from '../../renderer/kit/page-context';
import type { PageDataProps } from '../../renderer/kit/read-page-data';
import { displayName, userPageData, userPageOf } from '../../renderer/kit/user-page';
import type { UserCenterProps } from './schema';

// The page reloads once signed out; until then a second click only repeats a harmless call.
const onSignOut = () => void import('../../api/sign-out').then(({ signOut }) => signOut()).catch(() => {});

/** Spec §2 `user/center`: who is signed in, their figures, and every page of the user area. */
export default function UserCenter({ showFigures, ...userPage }: UserCenterProps & PageDataProps<typeof userPageData>) {
  const { t } = useAccountStrings();
  const { lang } = usePage();
  const page = userPageOf(userPage);
  const headingId = useId();
  const figuresId = useId();
  const linksId = useId();

  if (!page) return <SignInFirst lang={lang} />;
  const { profile, userArea } = page;
  const name = displayName(profile);
  const money = (amount: number) => formatPrice(amount, profile.currency, lang);
  const figures = [
    ['credits', formatNumber(profile.creditsBalance, lang)],
    ['spending', money(profile.spendingAmount)],
    ['payment', money(profile.paymentAmount)],
    ['unpaid', formatNumber(profile.unpaidOrders, lang)],
    ['orders', formatNumber(profile.orderQuantity, lang)],
  ] as const;

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-8 py-6">
      <header className="flex flex-wrap items-center gap-4">
        {profile.avatar ? (
          <img src={profile.avatar} alt={t('account.avatarAlt')} width={72} height={72} className="h-18 w-18 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-18 w-18 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-background"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h1 id={headingId} className="text-heading font-title text-title">
          {name ? t('account.greeting', { name }) : t('account.greetingAnonymous')}
        </h1>
        {/* The header keeps its own for wide screens; on a phone this is where a shopper signs out. */}
        <button
          type="button"
          onClick={onSignOut}
          className="ms-auto inline-flex min-h-11 shrink-0 items-center rounded-theme border border-theme px-4 text-sm font-semibold text-title"
        >
          {t('security.header.signOut')}
        </button>
      </header>

      {showFigures && (
        <section aria-labelledby={figuresId} className="flex flex-col gap-3">
          <h2 id={figuresId} className="text-lg font-title text-title">
            {t('account.figures.title')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {figures.map(([key, value]) => (
              <div key={key} className="flex flex-col-reverse gap-1 rounded-theme border border-theme p-4">
                <dt className="text-sm text-desc">{t(`account.figures.${key}`)}</dt>
                <dd className="text-xl font-semibold text-title">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <nav aria-labelledby={linksId} className="flex flex-col gap-3">
        <h2 id={linksId} className="text-lg font-title text-title">
          {t('account.pages.title')}
        </h2>
        <ul role="list" className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {userArea
            .filter((link) => link.page !== 'center')
            .map((link) => (
              <li key={link.page}>
                <a
                  href={link.href}
                  className="block min-h-11 rounded-theme border border-theme px-4 py-3 text-text no-underline hover:border-primary hover:text-primary"
                >
                  {t(`account.pages.${link.page}`)}
                </a>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}
UserCenter.pageData = userPageData;
