import { useEffect, useId, useRef, useState } from 'react';
import { loadApi } from '../../api/on-first-call';
import { useCheckoutStrings } from '../../forms/checkout-strings';
import { ERROR_TEXT, Field, SUCCESS_TEXT } from '../../forms/field';
import { formatMoney } from '../../renderer/kit/money-format';
import { usePage } from '../../renderer/kit/page-context';
import { useRefreshPage } from '../../renderer/kit/refresh-page';
import { pageData, readPageData } from '../../renderer/kit/read-page-data';
import type { CardInput, PaymentStep } from '../../schema/web-api/checkout';
import {
  onCardProblems,
  onCheckoutPublished,
  publishCardProblems,
  publishCheckout,
  setCardDraft,
  type FieldProblem,
} from '../../state/checkout';
import type { PaymentBlockProps } from './schema';

/**
 * On the checkout the step comes with the checkout (`data.checkout.payment`), and a change of
 * method is a checkout change; anywhere else (`data.payment`) it belongs to an unpaid order,
 * which this block then pays itself.
 */
type PageStep = { step: PaymentStep | null; checkoutId: string; placed: boolean };

// Which one this block reads depends on the kind of page, so neither is a prop.
const checkoutView = pageData(() => import('../../schema/web-api/checkout').then((checkout) => checkout.checkoutViewSchema));
const paymentStep = pageData(() => import('../../schema/web-api/checkout').then((checkout) => checkout.paymentStepSchema));

function stepOfPage(kind: string, data: Record<string, unknown>): PageStep {
  if (kind === 'checkout') {
    const checkout = Object.hasOwn(data, 'checkout') ? readPageData(data, 'checkout', checkoutView) : null;
    return { step: checkout?.payment ?? null, checkoutId: checkout?.id ?? '', placed: Boolean(checkout?.placed) };
  }
  if (!Object.hasOwn(data, 'payment') || data.payment === null) return { step: null, checkoutId: '', placed: false };
  return { step: readPageData(data, 'payment', paymentStep), checkoutId: '', placed: false };
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

/**
 * Spec §2's payment block: the shop's payment methods ('No payment method available' when it
 * has none), a card form when the method takes a card, and the demo card numbers on a
 * development shop. On an unpaid order it pays it (`order/pay`); on the checkout the
 * summary's "Place order" reads the card from here.
 */
export default function Payment({ heading }: PaymentBlockProps) {
  const { t } = useCheckoutStrings();
  const { data, route, lang } = usePage();
  const page = stepOfPage(route.kind, data);
  const [step, setStep] = useState(page.step);
  // Once the checkout's order stands (its card was declined), its method is the order's: another one is chosen on the thank-you page.
  const [placed, setPlaced] = useState(page.placed);
  const [checkoutId, setCheckoutId] = useState(page.checkoutId);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownData, setShownData] = useState(data);
  const headingId = useId();
  const numberRef = useRef<HTMLDivElement>(null);
  const refresh = useRefreshPage();
  const pressKey = useRef<string | null>(null);
  if (shownData !== data) {
    setShownData(data);
    setStep(page.step);
    setPlaced(page.placed);
    setCheckoutId(page.checkoutId);
  }
  const onCheckout = route.kind === 'checkout';
  useEffect(() => {
    if (!onCheckout) return undefined;
    return onCheckoutPublished((view) => {
      setStep(view.payment);
      setCheckoutId(view.id);
      setPlaced(view.placed !== null);
    });
  }, [onCheckout]);
  useEffect(() => onCardProblems(setProblems), []);
  // Once drawn, the first card field with a problem takes focus, so it is read out and can be fixed at once.
  useEffect(() => {
    if (problems.length > 0) numberRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [problems]);

  const title = heading || t('payment.heading');
  if (!step) return null;
  const selected = step.methods.find((method) => method.code === step.selected) ?? null;
  const takesCard = selected?.provider === 'demo-card';
  const problemOf = (field: keyof CardInput) => {
    const found = problems.find((problem) => problem.path === `card.${field}`);
    return found ? t(found.message) : undefined;
  };
  const changeCard = (field: keyof CardInput, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    setCardDraft(next);
  };

  async function choose(code: string) {
    if (step?.order) {
      setStep({ ...step, selected: code });
      return;
    }
    if (!checkoutId) return;
    const { callApi, ApiError } = await loadApi();
    try {
      publishCheckout(await callApi('checkout/update', { checkoutId, lang, paymentMethod: code }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNote({ ok: false, text: t(error.problems[0]?.message ?? error.key ?? 'checkout.failed') });
    }
  }

  async function pay() {
    const order = step?.order;
    if (!order || !selected) return;
    setNote(null);
    let cardToSend: CardInput | undefined;
    if (takesCard) {
      // The card's rules load with the first press: the page draws without zod.
      const { cardInputSchema } = await import('../../schema/web-api/checkout');
      const checked = cardInputSchema.safeParse(card);
      if (!checked.success) {
        publishCardProblems(checked.error.issues.map((issue) => ({ path: `card.${issue.path.join('.')}`, message: issue.message })));
        return;
      }
      cardToSend = card;
    }
    publishCardProblems([]);
    pressKey.current ??= crypto.randomUUID();
    setBusy(true);
    const { callApi, ApiError } = await loadApi();
    try {
      const paid = await callApi('order/pay', {
        orderId: order.id,
        lang,
        method: selected.code,
        idempotencyKey: pressKey.current,
        ...(cardToSend ? { card: cardToSend } : {}),
      });
      pressKey.current = null;
      const { status, actionUrl } = paid.payment;
      if (status === 'requires-action' && actionUrl) window.location.assign(actionUrl);
      else if (status === 'declined' || status === 'error')
        publishCardProblems([{ path: 'card.number', message: status === 'declined' ? 'payment.declined' : 'payment.error' }]);
      else {
        setNote({ ok: true, text: t(status === 'succeeded' ? 'payment.paid' : 'payment.pending') });
        await refresh();
      }
    } catch (error) {
      pressKey.current = null;
      if (!(error instanceof ApiError)) throw error;
      const cardProblems = error.problems.filter((problem) => problem.path.startsWith('card.'));
      if (cardProblems.length > 0) publishCardProblems(cardProblems);
      else setNote({ ok: false, text: t(error.problems[0]?.message ?? error.key ?? 'checkout.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-3 py-4">
      <h2 id={headingId} className="text-xl font-title text-title">
        {title}
      </h2>
      {step.methods.length === 0 ? (
        <p className={ERROR_TEXT}>{t('checkout.paymentUnavailable')}</p>
      ) : (
        <fieldset className="flex flex-col gap-2 rounded-theme border border-theme p-4" disabled={busy || placed}>
          <legend className="sr-only">{title}</legend>
          {step.methods.map((method) => (
            <label key={method.code} className="flex min-h-11 items-start gap-2">
              <input
                type="radio"
                name={`${headingId}-method`}
                className="mt-1"
                checked={step.selected === method.code}
                onChange={() => void choose(method.code)}
              />
              <span className="flex flex-col">
                <span>{method.name}</span>
                {method.description ? <span className="text-sm text-desc">{method.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {takesCard ? (
        <div ref={numberRef} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <Field
            label={t('payment.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            maxLength={23}
            error={problemOf('number')}
            onChange={(event) => changeCard('number', event.target.value)}
          />
          <Field
            label={t('payment.card.expiry')}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            maxLength={7}
            error={problemOf('expiry')}
            onChange={(event) => changeCard('expiry', event.target.value)}
          />
          <Field
            label={t('payment.card.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            maxLength={4}
            error={problemOf('cvc')}
            onChange={(event) => changeCard('cvc', event.target.value)}
          />
        </div>
      ) : null}
      {takesCard && step.demoCards ? (
        <div className="rounded-theme border border-dashed border-theme p-3 text-sm">
          <p>{t('payment.demoCards')}</p>
          <ul>
            {step.demoCards.map((demo) => (
              <li key={demo.number}>
                <code>{demo.number}</code> — {t(`payment.outcome.${demo.outcome}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {step.order && selected ? (
        <div>
          <button
            type="button"
            className="min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background disabled:opacity-60"
            disabled={busy}
            onClick={() => void pay()}
          >
            {busy ? t('payment.paying') : t('payment.payNow', { amount: formatMoney(step.order.due, lang) })}
          </button>
        </div>
      ) : null}
      <p role="status" className={note ? (note.ok ? SUCCESS_TEXT : ERROR_TEXT) : ''}>
        {note?.text ?? ''}
      </p>
    </section>
  );
}
