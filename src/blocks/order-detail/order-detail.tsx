import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { ApiError } from '../../api/client';
import { listenForLiveMessages } from '../../api/live-messages';
import { realtimeStore } from '../../api/realtime';
import { callApi } from '../../api/web-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { orderStatusLabel, payStatusLabel, STATUS_TONE, useOrderStrings } from '../../forms/order-strings';
import { formatMoment } from '../../renderer/kit/account-activity';
import { formatMoney } from '../../renderer/kit/money-format';
import { LazyImage } from '../../renderer/kit/lazy-image';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import { langPath } from '../../schema/languages';
import type { OrderDetail as Order, OrderEventView } from '../../schema/order-pages';
import { orderChanges, showOrderOnScreen } from '../../state/order-changes';
import type { OrderDetailBlockProps } from './schema';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  order: pageData(() => import('../../schema/catalog').then((catalog) => catalog.orderDetailSchema)),
};

const KNOWN_EVENTS = ['placed', 'pay', 'payment-declined', 'ship', 'deliver', 'cancel', 'requestCancel', 'approveCancel', 'refuseCancel', 'refunded'] as const;
const KNOWN_METHODS = ['standard', 'express', 'card', 'bank-transfer'] as const;

function eventLabel(t: TFunction, event: OrderEventView): string {
  if (event.kind === 'ship' && event.shipment) return t('order.event.shipWith', event.shipment);
  const known = KNOWN_EVENTS.find((kind) => kind === event.kind);
  return t(`order.event.${known ?? 'other'}`);
}

/** The shop's own name for the method; for one the shop no longer has, the interface's word for a common code, else the code. */
function methodLabel(t: TFunction, code: string, name: string | null): string {
  if (name) return name;
  const known = KNOWN_METHODS.find((method) => method === code);
  return known ? t(`order.method.${known}`) : code;
}

/**
 * `user/order/{slug}`: one order as spec §3 lists it (products, money, status, pay status,
 * shipments) with its history. While the page is open, a change the server announces for
 * this order brings its new state in without a reload, and the live region says so. The
 * shopper cancels after the shop's confirmation; a paid order's cancel is a request.
 */
export default function OrderDetail({ heading, order: pageOrder }: OrderDetailBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useOrderStrings();
  const { data, lang, route } = usePage();
  const timeZone = useTimeZone();
  const [order, setOrder] = useState<Order>(pageOrder);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // A new page's data is the truth; a change seen on this page after it.
  const [shownData, setShownData] = useState(data);
  if (shownData !== data) {
    setShownData(data);
    setOrder(pageOrder);
  }

  // The shopper's own cancel comes back over the socket too: the answer to the call already shows it.
  const ownChange = useRef<{ inFlight: boolean; state: string | null }>({ inFlight: false, state: null });

  const shownOrder = useRef(order);
  useEffect(() => {
    shownOrder.current = order;
  }, [order]);

  const orderId = order.id;
  useEffect(() => {
    const stopListening = listenForLiveMessages();
    const leaveScreen = showOrderOnScreen(orderId);
    let seen = orderChanges.byOrder[orderId]?.seq ?? 0;
    let reopenings = realtimeStore.reopenings;
    let alive = true;
    const readAgain = (catchingUp: boolean) =>
      void callApi('order/get', { orderId, lang })
        .then(({ order: fresh }) => {
          if (!alive) return;
          const unchanged = JSON.stringify(shownOrder.current) === JSON.stringify(fresh);
          setOrder(fresh);
          // After a reconnection it is said only when the order did move meanwhile.
          if (!catchingUp || !unchanged)
            setNote(t('order.detail.liveUpdate', { status: orderStatusLabel(t, fresh.status), payStatus: payStatusLabel(t, fresh.payStatus) }));
        })
        .catch(() => undefined);
    const stopWatching = subscribe(orderChanges, () => {
      const change = orderChanges.byOrder[orderId];
      if (!change || change.seq === seen) return;
      seen = change.seq;
      const state = `${change.status}/${change.payStatus}`;
      if (ownChange.current.inFlight || ownChange.current.state === state) {
        ownChange.current.state = null;
        return;
      }
      readAgain(false);
    });
    // News sent while the socket was down is gone: the order is read again once it is back.
    const stopCatchingUp = subscribe(realtimeStore, () => {
      if (realtimeStore.reopenings === reopenings) return;
      reopenings = realtimeStore.reopenings;
      readAgain(true);
    });
    return () => {
      alive = false;
      stopWatching();
      stopCatchingUp();
      leaveScreen();
      stopListening();
    };
  }, [orderId, lang, t]);

  const cancel = async () => {
    setConfirming(false);
    setBusy(true);
    ownChange.current = { inFlight: true, state: null };
    try {
      const { order: changed } = await callApi('order/cancel', { orderId, lang });
      ownChange.current.state = `${changed.status}/${changed.payStatus}`;
      setOrder(changed);
      setNote(changed.status === 'cancelled' ? t('order.detail.cancelled') : t('order.detail.cancelRequested'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNote(error.status === 404 ? t('order.detail.notFound') : t('order.detail.cannotCancel'));
    } finally {
      ownChange.current.inFlight = false;
      setBusy(false);
      // The button that asked may be gone with the change; the heading is where reading resumes.
      headingRef.current?.focus();
    }
  };

  const userArea = `${langPath(lang)}/${route.path.split('/').slice(0, -1).join('/')}`;
  const cell = 'border-b border-theme px-3 py-2 text-start align-top';
  // Amounts keep to one line at the cell's end, so a phone's narrow table squeezes none of them and none of the names.
  const amount = 'border-b border-theme px-3 py-2 text-end align-top whitespace-nowrap';
  const row = 'flex justify-between gap-4 py-1';

  return (
    <article aria-labelledby={headingId} className="container flex flex-col gap-6 py-6" data-order-detail={order.orderNo}>
      <p>
        <a href={userArea} className="text-primary underline-offset-4 hover:underline">
          {t('order.detail.backToList')}
        </a>
      </p>
      <header className="flex flex-col gap-2">
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="text-heading font-title text-title">
          {heading ?? t('order.detail.heading', { orderNo: order.orderNo })}
        </h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-2">
          <div className="flex items-center gap-2">
            <dt className="text-desc">{t('order.detail.status')}</dt>
            <dd className={`rounded-full border px-3 py-0.5 font-semibold ${STATUS_TONE[order.status]}`} data-status={order.status}>
              {orderStatusLabel(t, order.status)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-desc">{t('order.detail.payStatus')}</dt>
            <dd className="rounded-full border border-theme px-3 py-0.5" data-pay-status={order.payStatus}>
              {payStatusLabel(t, order.payStatus)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-desc">{t('order.detail.placedOn')}</dt>
            <dd>
              <time dateTime={order.placedAt}>{formatMoment(order.placedAt, lang, timeZone)}</time>
            </dd>
          </div>
        </dl>
        {order.status === 'in-progress' && order.payStatus === 'unpaid' ? (
          <p className="text-text">{t('order.detail.payBy', { time: formatMoment(order.payBy, lang, timeZone) })}</p>
        ) : null}
        <p role="status" aria-live="polite" className="min-h-6 text-text" data-order-note="">
          {note}
        </p>
        {order.payHref || order.returnHref ? (
          <div className="flex flex-wrap items-center gap-3">
            {order.payHref ? (
              <a href={order.payHref} className="inline-flex min-h-11 items-center rounded-theme bg-primary px-5 py-2 font-semibold text-background no-underline">
                {t('order.detail.payNow')}
              </a>
            ) : null}
            {order.returnHref ? (
              <a href={order.returnHref} className="inline-flex min-h-11 items-center rounded-theme border border-theme px-5 py-2 font-semibold text-title no-underline">
                {t('order.detail.applyReturn')}
              </a>
            ) : null}
          </div>
        ) : null}
        {order.cancel !== 'none' ? (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(true)}
              className="min-h-11 rounded-theme border border-error px-5 py-2 font-semibold text-title disabled:opacity-60"
            >
              {order.cancel === 'now' ? t('order.detail.cancel') : t('order.detail.requestCancel')}
            </button>
            {order.cancel === 'request' ? <p className="text-sm text-desc">{t('order.detail.requestCancelHint')}</p> : null}
          </div>
        ) : null}
      </header>

      {/* The table's scrolling region carries the heading's name; the section around it stays unnamed, so the name marks one landmark. */}
      <section className="flex flex-col gap-3">
        <h2 id={`${headingId}-products`} className="text-lg font-title text-title">
          {t('order.detail.products')}
        </h2>
        {/* Wide tables scroll on their own on a phone; the region is focusable so a keyboard can scroll it. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${headingId}-products`}>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-title">
                <th scope="col" className={cell}>
                  {t('order.detail.product')}
                </th>
                {/* On a phone the line's total is enough: its unit price is the total over the quantity. */}
                <th scope="col" className={`${amount} hidden sm:table-cell`}>
                  {t('order.detail.unitPrice')}
                </th>
                <th scope="col" className={amount}>
                  {t('order.detail.quantity')}
                </th>
                <th scope="col" className={amount}>
                  {t('order.detail.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td className={`${cell} min-w-40`}>
                    <div className="flex items-center gap-3">
                      <div className="w-12 shrink-0 sm:w-16">{line.image ? <LazyImage image={line.image} aspectRatio={1} sizes="64px" /> : null}</div>
                      <div>
                        {line.href ? (
                          <a href={line.href} className="text-title underline-offset-4 hover:underline">
                            {line.name}
                          </a>
                        ) : (
                          <span className="text-title">{line.name}</span>
                        )}
                        {line.options.length > 0 ? (
                          <ul role="list" className="text-desc">
                            {line.options.map((option) => (
                              <li key={option.name}>
                                {option.name}: {option.value}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    </div>
                  </td>
                  <td className={`${amount} hidden sm:table-cell`}>{formatMoney(line.unitPrice, lang)}</td>
                  <td className={amount}>{line.quantity}</td>
                  <td className={amount}>{formatMoney(line.lineTotal, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${headingId}-summary`}>
          <h2 id={`${headingId}-summary`} className="mb-2 text-lg font-title text-title">
            {t('order.detail.summary')}
          </h2>
          <dl>
            <div className={row}>
              <dt className="text-desc">{t('order.detail.subtotal')}</dt>
              <dd>{formatMoney(order.subtotal, lang)}</dd>
            </div>
            {order.discounts.map((discount, index) => (
              <div key={index} className={row}>
                <dt className="text-desc">{discount.name || t('order.detail.discounts')}</dt>
                <dd>−{formatMoney(discount.amount, lang)}</dd>
              </div>
            ))}
            {order.discounts.length === 0 && order.discountTotal.amount > 0 ? (
              <div className={row}>
                <dt className="text-desc">{order.couponCode ? t('order.detail.coupon', { code: order.couponCode }) : t('order.detail.discounts')}</dt>
                <dd>−{formatMoney(order.discountTotal, lang)}</dd>
              </div>
            ) : null}
            <div className={row}>
              <dt className="text-desc">{t('order.detail.shippingFee')}</dt>
              <dd>{formatMoney(order.shippingFee, lang)}</dd>
            </div>
            <div className={`${row} border-t border-theme pt-2 font-semibold text-title`}>
              <dt>{t('order.detail.paymentAmount')}</dt>
              <dd data-payment-amount="">{formatMoney(order.paymentAmount, lang)}</dd>
            </div>
            {order.refunded.amount > 0 ? (
              <div className={row}>
                <dt className="text-desc">{t('order.detail.refunded')}</dt>
                <dd>{formatMoney(order.refunded, lang)}</dd>
              </div>
            ) : null}
            <div className={row}>
              <dt className="text-desc">{t('order.detail.paymentMethod')}</dt>
              <dd>{methodLabel(t, order.paymentMethod, order.paymentMethodName)}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby={`${headingId}-delivery`}>
          <h2 id={`${headingId}-delivery`} className="mb-2 text-lg font-title text-title">
            {t('order.detail.delivery')}
          </h2>
          <dl className="flex flex-col gap-2">
            <div>
              <dt className="text-desc">{t('order.detail.address')}</dt>
              <dd>
                <address className="not-italic">
                  {[order.address.name, order.address.phone, ...order.address.lines]
                    .filter((line) => line !== '')
                    .map((line, index) => (
                      <span key={index} className="block">
                        {line}
                      </span>
                    ))}
                </address>
              </dd>
            </div>
            <div>
              <dt className="text-desc">{t('order.detail.shippingMethod')}</dt>
              <dd>{methodLabel(t, order.shippingMethod, order.shippingMethodName)}</dd>
            </div>
            {order.remarks ? (
              <div>
                <dt className="text-desc">{t('order.detail.remarks')}</dt>
                <dd className="whitespace-pre-line">{order.remarks}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      <section aria-labelledby={`${headingId}-shipments`} data-shipments="">
        <h2 id={`${headingId}-shipments`} className="mb-2 text-lg font-title text-title">
          {t('order.detail.shipments')}
        </h2>
        {order.shipments.length === 0 ? (
          <p className="text-desc">{t('order.detail.noShipments')}</p>
        ) : (
          <ul role="list" className="flex flex-col gap-2">
            {order.shipments.map((shipment) => (
              <li key={`${shipment.expressName}-${shipment.expressNumber}-${shipment.shippedAt}`} className="rounded-theme border border-theme p-3">
                <dl className="flex flex-wrap gap-x-6 gap-y-1">
                  <div className="flex gap-2">
                    <dt className="text-desc">{t('order.detail.expressName')}</dt>
                    <dd>{shipment.expressName}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-desc">{t('order.detail.expressNumber')}</dt>
                    <dd>{shipment.expressNumber}</dd>
                  </div>
                  <div>
                    <dt className="sr-only">{t('order.event.ship')}</dt>
                    <dd>
                      <time dateTime={shipment.shippedAt}>{formatMoment(shipment.shippedAt, lang, timeZone)}</time>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${headingId}-timeline`}>
        <h2 id={`${headingId}-timeline`} className="mb-2 text-lg font-title text-title">
          {t('order.detail.timeline')}
        </h2>
        <ol role="list" className="flex flex-col gap-2 border-s-2 border-theme ps-4" data-timeline="">
          {[...order.timeline].reverse().map((event) => (
            <li key={event.id} className="flex flex-col">
              <span className="text-title">
                {eventLabel(t, event)} <span className="text-sm text-desc">{t(`order.actor.${event.actor}`)}</span>
              </span>
              <time dateTime={event.at} className="text-sm text-desc">
                {formatMoment(event.at, lang, timeZone)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirming}
        message={t('confirm.cancelOrder')}
        confirmLabel={order.cancel === 'request' ? t('order.detail.requestCancel') : t('order.detail.cancel')}
        cancelLabel={t('order.detail.keepOrder')}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
        destructive
      />
    </article>
  );
}
OrderDetail.pageData = fromPage;
