import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { callApi } from '../../api/web-api';
import { useCouponTranslation } from '../../forms/coupon-strings';
import { formatDate } from '../../renderer/kit/format';
import { formatMoney } from '../../renderer/kit/money-format';
import { useNavigateTo, useReplaceAddress } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { ResponseCode } from '../../schema/envelope';
import { langPath, type UrlLanguage } from '../../schema/languages';
import { couponKindDataSchema, promotionKindDataSchema, type CouponCard, type PromotionCard } from '../../schema/web-api/coupon';
import { isLoggedIn } from '../../state/session';
import type { OffersBlockProps } from './schema';

/** After signing in, the shopper comes back to `?claim=<code>` and the coupon is claimed for them. */
const CLAIM_PARAM = 'claim';

function pageCoupons(data: Record<string, unknown>) {
  const parsed = couponKindDataSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Page data of a coupon page does not match: ${parsed.error.message}`);
  return parsed.data;
}

type Translate = ReturnType<typeof useCouponTranslation>['t'];

function offOf(coupon: CouponCard, t: Translate, lang: UrlLanguage): string {
  return coupon.kind === 'percent' ? t('coupon.off.percent', { percent: coupon.value }) : t('coupon.off.fixed', { amount: formatMoney({ amount: coupon.value, currency: coupon.currency }, lang) });
}

/** The rules of a coupon as a shopper reads them, one per line. */
function Terms({ coupon }: { coupon: CouponCard }) {
  const { t } = useCouponTranslation();
  const { lang } = usePage();
  const minimum = coupon.minSubtotalCents > 0 ? t('coupon.minimum', { amount: formatMoney({ amount: coupon.minSubtotalCents, currency: coupon.currency }, lang) }) : t('coupon.noMinimum');
  return (
    <ul className="flex flex-col gap-1 text-sm text-desc">
      <li>{minimum}</li>
      <li>{t(`coupon.scope.${coupon.scope}`)}</li>
      <li>{coupon.combinable ? t('coupon.combinable') : t('coupon.notCombinable')}</li>
      <li>{coupon.endsAt ? t('coupon.until', { date: formatDate(coupon.endsAt, lang) }) : t('coupon.noEnd')}</li>
    </ul>
  );
}

type ClaimState = 'idle' | 'claiming' | 'claimed' | 'failed' | 'gone';

/**
 * Claims the coupon for the signed-in shopper; a visitor goes to sign in and comes back to
 * have it claimed. Claiming twice is harmless: the server keeps one claim and says claimed.
 */
function ClaimButton({ coupon }: { coupon: CouponCard }) {
  const { t } = useCouponTranslation();
  const { lang } = usePage();
  const navigate = useNavigateTo();
  const replaceAddress = useReplaceAddress();
  const [state, setState] = useState<ClaimState>('idle');

  const signInFirst = () => {
    const back = new URL(window.location.href);
    back.searchParams.set(CLAIM_PARAM, coupon.code);
    navigate(`${langPath(lang)}/auth/signin?${new URLSearchParams({ redirect: `${back.pathname}${back.search}` }).toString()}`);
  };

  const claim = async () => {
    if (!isLoggedIn()) return signInFirst();
    setState('claiming');
    try {
      await callApi('coupon/claim', { code: coupon.code, lang });
      setState('claimed');
    } catch (error) {
      // The session ended meanwhile: sign in again and come back to have it claimed.
      if (error instanceof ApiError && error.code === ResponseCode.authInvalid) {
        setState('idle');
        signInFirst();
        return;
      }
      setState(error instanceof ApiError && error.status === 404 ? 'gone' : 'failed');
    }
  };

  // Back from signing in with this coupon asked for: claim it, and take the request out of the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(CLAIM_PARAM) !== coupon.code || !isLoggedIn()) return;
    url.searchParams.delete(CLAIM_PARAM);
    replaceAddress(`${url.pathname}${url.search}`);
    void claim();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coupon.code]);

  const message = state === 'claimed' ? t('coupon.claimedStatus', { title: coupon.title }) : state === 'failed' ? t('coupon.claimFailed') : state === 'gone' ? t('coupon.notFound') : '';
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void claim()}
        disabled={state === 'claiming' || state === 'claimed' || state === 'gone'}
        aria-label={state === 'claimed' ? undefined : t('coupon.claimNamed', { title: coupon.title })}
        className="min-h-11 self-start rounded-theme bg-primary px-5 py-2 font-semibold text-background disabled:opacity-70"
        data-claim={coupon.code}
      >
        {state === 'claiming' ? t('coupon.claiming') : state === 'claimed' ? t('coupon.claimed') : t('coupon.claim')}
      </button>
      <p role="status" className="text-sm text-text">
        {message}
      </p>
    </div>
  );
}

function CodeOf({ coupon }: { coupon: CouponCard }) {
  const { t } = useCouponTranslation();
  return (
    <p className="text-sm">
      <span className="text-desc">{t('coupon.code')}: </span>
      <code className="rounded-theme border border-dashed border-theme px-2 py-0.5 font-mono font-semibold text-title">{coupon.code}</code>
    </p>
  );
}

/**
 * The `coupon` pages: the claimable coupons as cards, each with what it takes off, its rules
 * and a Claim button; on `coupon/{slug}` the one coupon with its terms in full.
 */
function Coupons({ heading }: OffersBlockProps) {
  const { t } = useCouponTranslation();
  const { data, lang } = usePage();
  const headingId = useId();
  const { coupons, coupon, couponsHref } = pageCoupons(data);

  if (coupon) {
    return (
      <article aria-labelledby={headingId} className="container flex max-w-3xl flex-col gap-4 py-6">
        <p className="text-sm">
          <a href={couponsHref} className="text-primary">
            {t('coupon.all')}
          </a>
        </p>
        <h1 id={headingId} className="text-heading font-title text-title">
          {coupon.title}
        </h1>
        <p className="text-2xl font-semibold text-primary">{offOf(coupon, t, lang)}</p>
        <CodeOf coupon={coupon} />
        <Terms coupon={coupon} />
        {coupon.terms && (
          <section>
            <h2 className="mb-1 font-semibold text-title">{t('coupon.terms')}</h2>
            <p className="max-w-prose whitespace-pre-line text-text">{coupon.terms}</p>
          </section>
        )}
        <ClaimButton coupon={coupon} />
      </article>
    );
  }

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 id={headingId} className="text-heading font-title text-title">
          {heading || t('coupon.list.title')}
        </h1>
        <p className="text-desc">{t('coupon.list.intro')}</p>
      </header>
      {coupons.length === 0 ? (
        <div className="rounded-theme border border-dashed border-theme px-6 py-12 text-center">
          <p className="font-semibold text-title">{t('coupon.list.empty')}</p>
          <p className="mt-1 text-desc">{t('coupon.list.emptyHint')}</p>
        </div>
      ) : (
        <ul role="list" className="grid gap-4 md:grid-cols-2">
          {coupons.map((card) => (
            <li key={card.code} className="flex flex-col gap-3 rounded-theme border border-theme p-5">
              <h2 className="text-lg font-semibold text-title">
                <a href={card.href} className="text-title">
                  {card.title}
                </a>
              </h2>
              <p className="text-xl font-semibold text-primary">{offOf(card, t, lang)}</p>
              <CodeOf coupon={card} />
              <Terms coupon={card} />
              <ClaimButton coupon={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function pagePromotions(data: Record<string, unknown>) {
  const parsed = promotionKindDataSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Page data of a promotion page does not match: ${parsed.error.message}`);
  return parsed.data;
}

function Facts({ promotion }: { promotion: PromotionCard }) {
  const { t } = useCouponTranslation();
  const { lang } = usePage();
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      <li className="rounded-full border border-theme px-3 py-1 text-text">{t(`promotion.kind.${promotion.kind}`)}</li>
      {promotion.exclusive && <li className="rounded-full border border-theme px-3 py-1 text-text">{t('promotion.exclusive')}</li>}
      <li className="rounded-full border border-theme px-3 py-1 text-text">{promotion.endsAt ? t('promotion.until', { date: formatDate(promotion.endsAt, lang) }) : t('promotion.noEnd')}</li>
    </ul>
  );
}

/**
 * The running promotions, each with what it gives and until when, linking to its page. On
 * a promotion's own page the product list block heads the page with its name and lists its
 * products; this block adds the promotion's facts and the way back to the others.
 */
function Promotions({ heading }: OffersBlockProps) {
  const { t } = useCouponTranslation();
  const { data } = usePage();
  const headingId = useId();
  const { promotions, promotion, promotionsHref } = pagePromotions(data);

  if (promotion) {
    return (
      <section aria-labelledby={headingId} className="container flex flex-col gap-3 py-4">
        <h2 id={headingId} className="font-semibold text-title">
          {t('promotion.terms')}
        </h2>
        <Facts promotion={promotion.card} />
        <p className="text-sm">
          <a href={promotionsHref} className="text-primary">
            {t('promotion.all')}
          </a>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 id={headingId} className="text-heading font-title text-title">
          {heading || t('promotion.list.title')}
        </h1>
        <p className="text-desc">{t('promotion.list.intro')}</p>
      </header>
      {promotions.length === 0 ? (
        <div className="rounded-theme border border-dashed border-theme px-6 py-12 text-center">
          <p className="font-semibold text-title">{t('promotion.list.empty')}</p>
          <p className="mt-1 text-desc">{t('promotion.list.emptyHint')}</p>
        </div>
      ) : (
        <ul role="list" className="grid gap-4 md:grid-cols-2">
          {promotions.map((card) => (
            <li key={card.slug} className="flex flex-col gap-3 rounded-theme border border-theme p-5">
              <h2 className="text-lg font-semibold text-title">{card.title}</h2>
              {card.description && <p className="text-text">{card.description}</p>}
              <Facts promotion={card} />
              <a href={card.href} className="self-start text-primary">
                {t('promotion.see', { title: card.title })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The coupon and promotion pages, each drawn by the kind of page it sits on. */
export default function Offers(props: OffersBlockProps) {
  const { route } = usePage();
  return route.kind === 'promotion' ? <Promotions {...props} /> : <Coupons {...props} />;
}
