import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { loadApi } from '../../api/on-first-call';
import { problemsOfCall } from '../../forms/call-problems';
import { useCheckoutStrings } from '../../forms/checkout-strings';
import { ERROR_TEXT, SUCCESS_TEXT } from '../../forms/field';
import { formatMoney, SummaryRow } from '../../renderer/kit/money-format';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import type { AddressCountry } from '../../schema/address-formats';
import type { UrlLanguage } from '../../schema/languages';
import { regionName } from '../../schema/region-names';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { CHECKOUT_LIMITS } from '../../schema/web-api/checkout-limits';
import type { CheckoutView } from '../../schema/web-api/checkout';
import type { SavedAddress } from '../../schema/web-api/address-book';
import { publishAddressBook } from '../../state/address-book';
import {
  cardDraft,
  onCheckoutBusy,
  onCheckoutPublished,
  publishCardProblems,
  publishCheckout,
  setCheckoutBusy,
} from '../../state/checkout';
import type { CheckoutBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/**
 * The page data this block draws, read from the page and passed as props by the renderer: the
 * page's checkout, checked like all page data (as the server drew it on the first page, against
 * its schema on later ones); absent on any other page (a story of another kind).
 */
const fromPage = {
  checkout: pageData(() => import('../../schema/web-api/checkout').then((checkout) => checkout.checkoutViewSchema.optional())),
};

/** The checkout as the page drew it, then as every later answer (from any block of the page) has it. */
function useCheckout(pageCheckout: CheckoutView | undefined): [CheckoutView | null, boolean] {
  const { data } = usePage();
  const pageView = pageCheckout ?? null;
  const [view, setView] = useState(pageView);
  const [busy, setBusy] = useState(false);
  const [shownData, setShownData] = useState(data);
  if (shownData !== data) {
    setShownData(data);
    setView(pageView);
  }
  useEffect(() => onCheckoutPublished(setView), []);
  useEffect(() => onCheckoutBusy(setBusy), []);
  return [view, busy];
}

// The address form brings each country's rules and phone numbers with it: loaded when the shopper first adds an address.
const AddressModal = lazy(async () => ({ default: (await import('../../forms/address-modal')).AddressModal }));

const sectionClass = 'flex flex-col gap-3 rounded-theme border border-theme p-4';
const buttonClass = 'min-h-11 rounded-theme border border-theme px-4 py-2 font-semibold disabled:opacity-60';
const primaryClass = 'min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background disabled:opacity-60';

/** One line per address, ending in the country as the address book names it (a fixed table: the server's HTML and the browser's first render agree). */
function addressLine(address: SavedAddress, lang: UrlLanguage): string {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.addressLine,
    address.apartment,
    address.area,
    address.city,
    address.province,
    address.postalCode,
    regionName(lang, address.country),
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The checkout page's two parts. Every choice is one `checkout/update`, whose answer (the
 * whole checkout, recomputed by the server) every part of the page then draws; the browser
 * computes no figure.
 */
export default function Checkout({ part, heading, checkout }: CheckoutBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useCheckoutStrings();
  const [view, busy] = useCheckout(checkout);
  if (!view) {
    return (
      <section className="container py-6">
        <p>{t('checkout.notFound')}</p>
      </section>
    );
  }
  return part === 'summary' ? <Summary view={view} busy={busy} heading={heading} /> : <Details view={view} busy={busy} heading={heading} />;
}
Checkout.pageData = fromPage;

function useUpdate(view: CheckoutView) {
  const { lang } = usePage();
  const [problem, setProblem] = useState('');
  async function update(change: Record<string, string>): Promise<boolean> {
    setCheckoutBusy(true);
    setProblem('');
    const { callApi, ApiError } = await loadApi();
    try {
      publishCheckout(await callApi('checkout/update', { checkoutId: view.id, lang, ...change }));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.problems[0]?.message ?? error.key ?? 'checkout.failed');
      return false;
    } finally {
      setCheckoutBusy(false);
    }
  }
  return { update, problem };
}

function Details({ view, busy, heading }: { view: CheckoutView; busy: boolean; heading: string }) {
  const { t } = useCheckoutStrings();
  const { lang } = usePage();
  const { update, problem } = useUpdate(view);
  const [adding, setAdding] = useState(false);
  const [coupon, setCoupon] = useState(view.couponCode ?? '');
  const [remarks, setRemarks] = useState(view.remarks);
  const headingId = useId();
  const couponId = useId();
  const remarksId = useId();
  const locked = busy || view.placed !== null;
  const defaultCountry: AddressCountry = lang === 'zh' ? 'CN' : lang === 'zh-HK' ? 'HK' : 'US';
  const couponNote = view.coupon
    ? view.coupon.accepted
      ? { ok: true, text: t('checkout.extras.accepted', { code: view.coupon.code }) }
      : { ok: false, text: t(`checkout.couponRefused.${view.coupon.reason ?? 'unknown'}`) }
    : null;
  const overLimit = (value: string, limit: number) => (value.length >= limit ? t('validation.lengthLimit') : '');

  return (
    <PageSection title={heading || t('checkout.title')} headingId={headingId}>
      {view.placed ? (
        <p role="status">
          {t('checkout.placed')} <a href={view.placed.thankYouHref}>{t('checkout.viewOrder')}</a>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={ERROR_TEXT}>
          {t(problem)}
        </p>
      ) : null}

      <fieldset className={sectionClass} disabled={locked}>
        <legend className="px-1 text-lg font-semibold">{t('checkout.address.heading')}</legend>
        {view.addressBook.addresses.length === 0 ? <p>{t('checkout.address.none')}</p> : null}
        {view.addressBook.addresses.map((address) => (
          <label key={address.id} className="flex min-h-11 items-start gap-2">
            <input
              type="radio"
              name={`${headingId}-address`}
              className="mt-1"
              checked={view.addressId === address.id}
              onChange={() => void update({ addressId: address.id })}
            />
            <span>{addressLine(address, lang)}</span>
          </label>
        ))}
        <div>
          <button type="button" aria-haspopup="dialog" className={buttonClass} onClick={() => setAdding(true)}>
            {t('checkout.address.add')}
          </button>
        </div>
      </fieldset>
      {adding ? (
        <Suspense fallback={null}>
          <AddressModal
            open={adding}
            title={t('checkout.address.addTitle')}
            defaultCountry={defaultCountry}
            onClose={() => setAdding(false)}
            onSave={(address) =>
              problemsOfCall(async () => {
                const { callApi } = await loadApi();
                const { id, ...book } = await callApi('address/add', { ...address, makeDefault: false });
                publishAddressBook(book);
                setAdding(false);
                await update({ addressId: id });
              })
            }
          />
        </Suspense>
      ) : null}

      <fieldset className={sectionClass} disabled={locked}>
        <legend className="px-1 text-lg font-semibold">{t('checkout.shipping.heading')}</legend>
        {view.shippingOptions.length === 0 ? (
          <p className={ERROR_TEXT}>{t('checkout.shippingUnavailable')}</p>
        ) : (
          view.shippingOptions.map((option) => (
            <label key={option.code} className="flex min-h-11 items-start gap-2">
              <input
                type="radio"
                name={`${headingId}-shipping`}
                className="mt-1"
                checked={view.shippingMethod === option.code}
                onChange={() => void update({ shippingMethod: option.code })}
              />
              <span className="flex flex-col">
                <span>
                  {option.name} — {option.fee.amount === 0 ? t('checkout.shipping.free') : formatMoney(option.fee, lang)}
                </span>
                {option.estimate ? <span className="text-sm text-desc">{option.estimate}</span> : null}
              </span>
            </label>
          ))
        )}
      </fieldset>

      <fieldset className={sectionClass} disabled={locked}>
        <legend className="px-1 text-lg font-semibold">{t('checkout.extras.heading')}</legend>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void update({ couponCode: coupon });
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={couponId} className="text-sm font-medium">
              {t('checkout.extras.coupon')}
            </label>
            <input
              id={couponId}
              value={coupon}
              maxLength={CHECKOUT_LIMITS.couponCode}
              aria-describedby={`${couponId}-note`}
              onChange={(event) => setCoupon(event.target.value)}
              className="min-h-11 rounded-theme border border-theme bg-background px-3"
            />
          </div>
          <button type="submit" className={buttonClass}>
            {t('checkout.extras.apply')}
          </button>
          {view.couponCode ? (
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                setCoupon('');
                void update({ couponCode: '' });
              }}
            >
              {t('checkout.extras.remove')}
            </button>
          ) : null}
          <p id={`${couponId}-note`} className={`w-full text-sm ${couponNote?.ok ? SUCCESS_TEXT : ERROR_TEXT}`}>
            {couponNote?.text ?? overLimit(coupon, CHECKOUT_LIMITS.couponCode)}
          </p>
        </form>
        {view.claimedCoupons.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">{t('checkout.extras.claimed')}</p>
            <ul role="list" className="flex flex-wrap gap-2">
              {view.claimedCoupons.map((claimed) => (
                <li key={claimed.code}>
                  <button
                    type="button"
                    aria-pressed={view.couponCode === claimed.code}
                    className={buttonClass}
                    onClick={() => {
                      setCoupon(claimed.code);
                      void update({ couponCode: claimed.code });
                    }}
                  >
                    <span className="font-semibold">{claimed.code}</span> <span className="text-desc">{claimed.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={remarksId} className="text-sm font-medium">
            {t('checkout.extras.remarks')}
          </label>
          <textarea
            id={remarksId}
            value={remarks}
            maxLength={CHECKOUT_LIMITS.remarks}
            rows={3}
            aria-describedby={`${remarksId}-note`}
            onChange={(event) => setRemarks(event.target.value)}
            onBlur={() => {
              if (remarks.trim() !== view.remarks) void update({ remarks });
            }}
            className="rounded-theme border border-theme bg-background p-3"
          />
          <p id={`${remarksId}-note`} className={ERROR_TEXT}>
            {overLimit(remarks, CHECKOUT_LIMITS.remarks)}
          </p>
        </div>
      </fieldset>
    </PageSection>
  );
}

function Summary({ view, busy, heading }: { view: CheckoutView; busy: boolean; heading: string }) {
  const { t } = useCheckoutStrings();
  const { lang } = usePage();
  const navigate = useNavigateTo();
  const headingId = useId();
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  // One key per press: a press sent twice (a retried request) makes one attempt, a new press another.
  const pressKey = useRef<string | null>(null);
  const { summary } = view;
  const method = view.payment.methods.find((candidate) => candidate.code === view.payment.selected);
  const shortLine = view.lines.find((line) => line.short);

  async function place() {
    setProblem('');
    let card: ReturnType<typeof cardDraft> | undefined;
    if (method?.provider === 'demo-card') {
      // The card's rules load with the first press: the page draws without zod.
      const { cardInputSchema } = await import('../../schema/web-api/checkout');
      const checked = cardInputSchema.safeParse(cardDraft());
      if (!checked.success) {
        publishCardProblems(checked.error.issues.map((issue) => ({ path: `card.${issue.path.join('.')}`, message: issue.message })));
        return;
      }
      card = cardDraft();
    }
    publishCardProblems([]);
    pressKey.current ??= crypto.randomUUID();
    setPlacing(true);
    setCheckoutBusy(true);
    const { callApi, ApiError } = await loadApi();
    try {
      const placed = await callApi('checkout/place', {
        checkoutId: view.id,
        lang,
        idempotencyKey: pressKey.current,
        ...(card ? { card } : {}),
      });
      pressKey.current = null;
      const { status, actionUrl } = placed.payment;
      if (status === 'requires-action' && actionUrl) {
        window.location.assign(actionUrl);
        return;
      }
      if (status === 'declined' || status === 'error') {
        // The order stands, unpaid: the shopper tries another card here, and the order is not made twice.
        publishCheckout({ ...view, placed: { orderNo: placed.orderNo, thankYouHref: placed.thankYouHref } });
        publishCardProblems([{ path: 'card.number', message: status === 'declined' ? 'payment.declined' : 'payment.error' }]);
        return;
      }
      navigate(placed.thankYouHref);
    } catch (error) {
      pressKey.current = null;
      if (!(error instanceof ApiError)) throw error;
      const cardProblems = error.problems.filter((item) => item.path.startsWith('card.'));
      if (cardProblems.length > 0) publishCardProblems(cardProblems);
      else if (error.key === 'checkout.outOfStock') {
        const index = Number(error.problems[0]?.path.split('.')[1] ?? -1);
        const name = view.lines[index]?.name;
        setProblem(name ? t('checkout.outOfStockNamed', { name }) : t('checkout.outOfStock'));
      } else setProblem(t(error.problems[0]?.message ?? error.key ?? 'checkout.failed'));
      statusRef.current?.focus();
    } finally {
      setPlacing(false);
      setCheckoutBusy(false);
    }
  }

  return (
    // Marked for the page's layout, which sets it beside the forms on a wide screen (base.css).
    <section aria-labelledby={headingId} className="container flex flex-col gap-4 py-6" data-checkout-summary="">
      <h2 id={headingId} className="text-xl font-title text-title">
        {heading || t('checkout.summary.heading')}
      </h2>
      <ul aria-label={t('checkout.lines.heading')} className="flex flex-col gap-3">
        {view.lines.map((line) => (
          <li key={line.variantId} className="flex items-center gap-3">
            {line.image ? (
              <img src={line.image.src} alt="" width={56} height={56} className="h-14 w-14 rounded-theme object-cover" />
            ) : null}
            <span className="flex flex-1 flex-col">
              <a href={line.href}>{line.name}</a>
              {line.options.length > 0 ? (
                <span className="text-sm text-desc">{line.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}</span>
              ) : null}
              <span className="text-sm">{t('checkout.summary.quantity', { count: line.quantity })}</span>
              {line.short ? <span className={ERROR_TEXT}>{t('checkout.lines.short')}</span> : null}
            </span>
            <span>{formatMoney(line.lineTotal, lang)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-theme pt-3">
        <SummaryRow label={t('checkout.summary.subtotal')} value={formatMoney(summary.subtotal, lang)} />
        {summary.discounts.map((discount) => (
          <SummaryRow
            key={`${discount.title}:${discount.amount.amount}`}
            label={discount.title}
            value={`−${formatMoney(discount.amount, lang)}`}
          />
        ))}
        {summary.discount.amount > 0 && summary.discounts.length === 0 ? (
          <SummaryRow label={t('checkout.summary.discounts')} value={`−${formatMoney(summary.discount, lang)}`} />
        ) : null}
        <SummaryRow
          label={t('checkout.summary.shipping')}
          value={summary.shipping ? formatMoney(summary.shipping, lang) : t('checkout.summary.shippingPending')}
        />
        <SummaryRow label={t('checkout.summary.total')} value={formatMoney(summary.total, lang)} strong />
      </dl>
      <p ref={statusRef} tabIndex={-1} role="status" className={problem ? ERROR_TEXT : 'text-sm text-desc'}>
        {problem || (placing ? t('checkout.summary.placing') : busy ? t('checkout.summary.updating') : '')}
      </p>
      <button
        type="button"
        className={primaryClass}
        disabled={
          busy ||
          placing ||
          view.lines.length === 0 ||
          !method ||
          view.shippingMethod === null ||
          view.addressId === null ||
          Boolean(shortLine)
        }
        onClick={() => void place()}
      >
        {t('checkout.summary.place')}
      </button>
      {!method ? <p className={ERROR_TEXT}>{t('checkout.paymentUnavailable')}</p> : null}
      {view.addressId === null && view.addressBook.addresses.length > 0 ? (
        <p className={ERROR_TEXT}>{t('checkout.addressMissing')}</p>
      ) : null}
    </section>
  );
}
