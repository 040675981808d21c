import { Fragment, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import useSWR from 'swr';
import type { AdminCallData } from '../schema/admin-api/contract';
import { ORDER_CALLS, ORDER_NOTE_MAX } from '../schema/admin-api/orders';
import { orderTransition, type OrderActionName } from '../schema/commerce/states';
import { adminFor } from './api';
import { ChangeButton, FormStatus, TableFrame, TextAreaField, TextField, usePageTitle, type Outcome } from './fields';
import { formatMoney, formatTime } from './format';
import { RecordFrame, useDecision } from './queue';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * One order as support works on it: its lines, money, address, payment, shipments and history,
 * and only the changes the order state table allows from where it stands now, each a call of
 * the admin API. A change that lost a race with another member's answers 409: the page says so
 * and shows the order as it is. The team keeps a note on it here, and prints its packing slip.
 */

const admin = adminFor(ORDER_CALLS);

type Order = AdminCallData<(typeof ORDER_CALLS)['orders/get']>['order'];
type Change = 'deliver' | 'mark-paid' | 'cancel' | 'approve-cancel' | 'refuse-cancel';

/** The changes this page offers, each with the state table's action it is; shipping has its own form. */
const CHANGES: readonly { change: Change; action: OrderActionName; confirm: boolean }[] = [
  { change: 'mark-paid', action: 'pay', confirm: false },
  { change: 'deliver', action: 'deliver', confirm: false },
  { change: 'refuse-cancel', action: 'refuseCancel', confirm: false },
  { change: 'approve-cancel', action: 'approveCancel', confirm: true },
  { change: 'cancel', action: 'cancel', confirm: true },
];

const allows = (order: Order, action: OrderActionName) =>
  orderTransition({ status: order.status, payStatus: order.payStatus, shipped: order.shipments.length > 0 }, action, 'merchant') !== null;

export function OrderPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const orderNo = decodeURIComponent(path.split('/').pop() ?? '');
  usePageTitle(t('order.title', { orderNo }));
  const allowed = mayCall(caller.role, ORDER_CALLS['orders/get'].roles);
  const order = useSWR(
    allowed ? ['orders/get', orderNo] : null,
    async () => (await admin.call('orders/get', { params: { orderNo } })).data,
  );
  const outcome = useDecision(() => order.mutate());
  const noted = useDecision(() => order.mutate());

  if (!allowed) return <NotForYourRole roles={ORDER_CALLS['orders/get'].roles} />;

  /** Makes a change and says so; a problem the shop names at a field shows at that field of the shipping form. */
  const make = (label: string, call: () => Promise<unknown>) => outcome.decide(t('action.done', { action: label }), call);

  const money = (value: Order['total']) => formatMoney(value, i18n.language);

  return (
    <RecordFrame
      back={t('order.back')}
      backTo="/admin/orders"
      title={t('order.title', { orderNo })}
      notFound={t('order.notFound', { orderNo })}
      result={order}
    >
      {({ order: data, shopName }) => (
        <>
          <p className="facts">
            <span>{t(`status.${data.status}`)}</span> · <span>{t(`pay.${data.payStatus}`)}</span> ·{' '}
            <time dateTime={data.placedAt}>{formatTime(data.placedAt, i18n.language)}</time>
          </p>
          <div className="buttons">
            <button type="button" onClick={() => window.print()}>
              {t('order.print')}
            </button>
          </div>
          <PackingSlip order={data} shopName={shopName} />

          <section aria-labelledby="actions-title" className="actions">
            <h2 id="actions-title">{t('order.actions')}</h2>
            <FormStatus done={outcome.done} failed={outcome.failed} />
            {allows(data, 'ship') && (
              <ShipForm
                problems={outcome.problems}
                onShip={(body) => make(t('action.ship'), () => admin.call('orders/ship', { params: { orderNo }, body }))}
              />
            )}
            <div className="buttons">
              {CHANGES.filter(({ action }) => allows(data, action)).map(({ change, confirm }) => (
                <ChangeButton
                  key={change}
                  label={t(`action.${change}`)}
                  confirm={confirm}
                  onChange={() => make(t(`action.${change}`), () => admin.call(`orders/${change}`, { params: { orderNo } }))}
                />
              ))}
            </div>
            {!allows(data, 'ship') && CHANGES.every(({ action }) => !allows(data, action)) && <p>{t('order.none')}</p>}
          </section>

          <section>
            <h2 id="lines-title">{t('order.lines')}</h2>
            <TableFrame label={t('order.lines')} narrow>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('order.product')}</th>
                    <th scope="col">{t('order.unitPrice')}</th>
                    <th scope="col">{t('order.quantity')}</th>
                    <th scope="col">{t('order.lineTotal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">
                        <span data-record>{line.name}</span>
                        {line.options.length > 0 && (
                          <span className="options" data-record>
                            {line.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
                          </span>
                        )}
                      </th>
                      <td>{money(line.unitPrice)}</td>
                      <td>{line.quantity}</td>
                      <td>{money(line.lineTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </section>

          <div className="columns">
            <section aria-labelledby="money-title">
              <h2 id="money-title">{t('order.money')}</h2>
              <dl className="figures">
                <dt>{t('order.subtotal')}</dt>
                <dd>{money(data.subtotal)}</dd>
                {data.discounts.map((discount) => (
                  <Fragment key={discount.name}>
                    <dt data-record>{discount.name}</dt>
                    <dd>−{money(discount.amount)}</dd>
                  </Fragment>
                ))}
                <dt>{t('order.shippingFee')}</dt>
                <dd>{money(data.shippingFee)}</dd>
                <dt>{t('order.paymentAmount')}</dt>
                <dd>
                  <strong>{money(data.paymentAmount)}</strong>
                </dd>
                {data.refunded.amount > 0 && (
                  <>
                    <dt>{t('order.refunded')}</dt>
                    <dd>{money(data.refunded)}</dd>
                  </>
                )}
              </dl>
            </section>

            <section aria-labelledby="delivery-title">
              <h2 id="delivery-title">{t('order.delivery')}</h2>
              <address>
                {data.address.name}
                <br />
                {data.address.phone}
                {data.address.lines.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
              <dl className="figures">
                <dt>{t('order.shippingMethod')}</dt>
                <dd data-record>{data.shippingMethodName ?? data.shippingMethod}</dd>
                <dt>{t('order.paymentMethod')}</dt>
                <dd data-record>{data.paymentMethodName ?? data.paymentMethod}</dd>
                {data.remarks && (
                  <>
                    <dt>{t('order.remarks')}</dt>
                    <dd data-record>{data.remarks}</dd>
                  </>
                )}
              </dl>
            </section>
          </div>

          {data.shipments.length > 0 && (
            <section aria-labelledby="shipments-title">
              <h2 id="shipments-title">{t('order.shipments')}</h2>
              <ul>
                {data.shipments.map((shipment) => (
                  <li key={`${shipment.expressNumber}-${shipment.shippedAt}`}>
                    <span data-record>{shipment.expressName}</span> <code>{shipment.expressNumber}</code> ·{' '}
                    <time dateTime={shipment.shippedAt}>{formatTime(shipment.shippedAt, i18n.language)}</time>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <TeamNote
            note={data.note}
            outcome={noted}
            onSave={(note) =>
              noted.decide(t(note.trim() === '' ? 'order.noteCleared' : 'order.noteSaved'), () =>
                admin.call('orders/note', { params: { orderNo }, body: { note } }),
              )
            }
          />

          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title">{t('order.timeline')}</h2>
            <ol className="timeline">
              {data.timeline.map((event) => (
                <li key={event.id}>
                  <time dateTime={event.at}>{formatTime(event.at, i18n.language)}</time>{' '}
                  {i18n.exists(`event.${event.kind}`) ? t(`event.${event.kind}`) : <code>{event.kind}</code>} {t(`actor.${event.actor}`)}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </RecordFrame>
  );
}

function ShipForm({
  onShip,
  problems,
}: {
  onShip: (body: { expressName: string; expressNumber: string }) => Promise<boolean>;
  problems: Record<string, string>;
}) {
  const { t } = useTranslation();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    if (await onShip({ expressName: String(form.get('expressName')), expressNumber: String(form.get('expressNumber')) }))
      formElement.reset();
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('action.ship')}>
      <TextField label={t('order.carrier')} name="expressName" required maxLength={100} problem={problems.expressName} />
      <TextField label={t('order.tracking')} name="expressNumber" required maxLength={100} problem={problems.expressNumber} />
      <button type="submit" className="primary">
        {t('action.ship')}
      </button>
    </form>
  );
}

/** The team's note: never shown to the shopper, nor printed on the packing slip. */
function TeamNote({ note, outcome, onSave }: { note: Order['note']; outcome: Outcome; onSave: (note: string) => Promise<boolean> }) {
  const { t, i18n } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSave(String(new FormData(event.currentTarget).get('note')));
  }
  return (
    <section aria-labelledby="note-title">
      <h2 id="note-title">{t('order.noteTitle')}</h2>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      <form className="reason" onSubmit={submit}>
        <TextAreaField
          // A note saved (here or by another member) starts the field again from what is stored.
          key={note?.at ?? 'none'}
          label={t('order.note')}
          name="note"
          rows={4}
          maxLength={ORDER_NOTE_MAX}
          defaultValue={note?.text ?? ''}
          hint={t('order.noteHint', { limit: new Intl.NumberFormat(i18n.language).format(ORDER_NOTE_MAX) })}
          problem={outcome.problems.note}
        />
        <button type="submit">{t('order.saveNote')}</button>
      </form>
      {note && (
        <p className="field-hint">
          <span data-record>{t('order.noteBy', { by: note.by })}</span> · <time dateTime={note.at}>{formatTime(note.at, i18n.language)}</time>
        </p>
      )}
    </section>
  );
}

/**
 * What goes in the parcel, for the printer only: the slip sits beside the back office in the
 * page, hidden on screen, and the print stylesheet prints it alone. No prices (a gift's
 * recipient reads it) and no team note.
 */
function PackingSlip({ order, shopName }: { order: Order; shopName: string }) {
  const { t, i18n } = useTranslation();
  return createPortal(
    <article className="packing-slip">
      <p className="slip-shop">{shopName}</p>
      <h1>{t('slip.title')}</h1>
      <dl className="figures">
        <dt>{t('slip.order')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('slip.placed')}</dt>
        <dd>
          <time dateTime={order.placedAt}>{formatTime(order.placedAt, i18n.language)}</time>
        </dd>
        <dt>{t('order.shippingMethod')}</dt>
        <dd>{order.shippingMethodName ?? order.shippingMethod}</dd>
      </dl>
      <h2>{t('slip.shipTo')}</h2>
      <address>
        {[order.address.name, order.address.phone, ...order.address.lines].map((line, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </address>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('order.product')}</th>
            <th scope="col">{t('order.sku')}</th>
            <th scope="col" className="quantity">
              {t('order.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.name}
                {line.options.length > 0 && <span className="options">{line.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}</span>}
              </th>
              <td>{line.sku}</td>
              <td className="quantity">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="slip-count">{t('slip.itemCount', { count: order.itemCount })}</p>
    </article>,
    document.body,
  );
}
