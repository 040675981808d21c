import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import useSWR from 'swr';
import type { AdminCallData } from '../schema/admin-api/contract';
import { CUSTOMER_CALLS } from '../schema/admin-api/customers';
import { adminFor } from './api';
import { ChangeButton, FormStatus, TableFrame, useOutcome, usePageTitle, useRefusal } from './fields';
import { formatMoney, formatTime, personName } from './format';
import { RecordFrame } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';
import { LOCALE_NAMES } from './words';

/*
 * One shopper's account as support reads it: the profile, the address book, the latest orders
 * (each linked to its page), the sign-in history and where they are signed in, with a way to
 * sign them out everywhere. Nothing here can sign anyone in: the shop never sends a password
 * hash, a token or a session's id.
 */

const admin = adminFor(CUSTOMER_CALLS);

type Customer = AdminCallData<(typeof CUSTOMER_CALLS)['customers/get']>;
type Device = Customer['sessions'][number]['device'];

/** The ways of signing in and the reasons of failing that the shop records, each with its words; another shows as recorded. */
const SIGN_IN_METHODS = ['password', 'code', 'signup', 'reset-password'] as const;
const SIGN_IN_REASONS = ['wrong-password', 'wrong-code', 'throttled', 'needs-code'] as const;

const accountOf = (customer: Customer['customer']) => customer.email ?? customer.mobile ?? customer.id;

export function CustomerPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const id = decodeURIComponent(path.split('/').pop() ?? '');
  const allowed = mayCall(caller.role, CUSTOMER_CALLS['customers/get'].roles);
  const found = useSWR(allowed ? ['customers/get', id] : null, async () => (await admin.call('customers/get', { params: { id } })).data);
  const title = found.data ? t('customer.title', { account: accountOf(found.data.customer) }) : t('customer.loading');
  usePageTitle(title);
  const outcome = useOutcome();
  const refusal = useRefusal();

  if (!allowed) return <NotForYourRole roles={CUSTOMER_CALLS['customers/get'].roles} />;

  const deviceName = (device: Device) =>
    t('device.named', { browser: device.browser || t('device.unknownBrowser'), os: device.os || t('device.unknownOs') });
  const methodWord = (method: string) => (SIGN_IN_METHODS.some((known) => known === method) ? t(`signInMethod.${method}`) : method);
  const reasonWord = (reason: string) => (SIGN_IN_REASONS.some((known) => known === reason) ? t(`signInReason.${reason}`) : reason);
  const time = (iso: string) => <time dateTime={iso}>{formatTime(iso, i18n.language)}</time>;

  async function endSessions(): Promise<boolean> {
    outcome.clear();
    try {
      const { ended } = (await admin.call('customers/end-sessions', { params: { id } })).data;
      outcome.succeed(ended === 0 ? t('customer.endedNone') : t('customer.ended', { count: ended }));
      return true;
    } catch (error) {
      outcome.fail(t('error.summary', { message: refusal(error) }));
      return false;
    } finally {
      await found.mutate();
    }
  }

  return (
    <RecordFrame back={t('customer.back')} backTo="/admin/customers" title={title} notFound={t('customer.notFound')} result={found}>
      {({ customer, addresses, orders, signIns, sessions }) => (
        <>
          <section aria-labelledby="profile-title">
            <h2 id="profile-title">{t('customer.profile')}</h2>
            <dl className="figures">
              <dt>{t('customer.email')}</dt>
              <dd className="breaks-anywhere">
                {customer.email ? (
                  <>
                    <span data-record>{customer.email}</span> · {t(customer.emailVerifiedAt ? 'customer.verified' : 'customer.unverified')}
                  </>
                ) : (
                  t('customer.none')
                )}
              </dd>
              <dt>{t('customer.mobile')}</dt>
              <dd>
                {customer.mobile ? (
                  <>
                    <span data-record>{customer.mobile}</span> ·{' '}
                    {t(customer.mobileVerifiedAt ? 'customer.verified' : 'customer.unverified')}
                  </>
                ) : (
                  t('customer.none')
                )}
              </dd>
              <dt>{t('customer.name')}</dt>
              <dd className="breaks-anywhere" data-record>
                {personName(customer) || t('customer.none')}
              </dd>
              {customer.nickName && (
                <>
                  <dt>{t('customer.nickName')}</dt>
                  <dd className="breaks-anywhere" data-record>
                    {customer.nickName}
                  </dd>
                </>
              )}
              <dt>{t('customer.language')}</dt>
              <dd lang={customer.locale}>{LOCALE_NAMES[customer.locale]}</dd>
              <dt>{t('customer.joined')}</dt>
              <dd>{time(customer.createdAt)}</dd>
              <dt>{t('customer.loginCheck')}</dt>
              <dd>{t(customer.loginEmailVerification ? 'customer.on' : 'customer.off')}</dd>
              <dt>{t('customer.newsletter')}</dt>
              <dd>{t(`customer.newsletter.${customer.newsletter ?? 'none'}`)}</dd>
            </dl>
          </section>

          <section aria-labelledby="addresses-title">
            <h2 id="addresses-title">{t('customer.addresses')}</h2>
            {addresses.length === 0 ? (
              <p>{t('customer.noAddresses')}</p>
            ) : (
              <ul className="address-cards">
                {addresses.map((saved) => (
                  <li key={saved.id}>
                    {saved.isDefault && <p className="facts">{t('customer.default')}</p>}
                    <address data-record>
                      {personName(saved)}
                      <br />
                      {saved.addressLine}
                      {saved.apartment && (
                        <>
                          <br />
                          {saved.apartment}
                        </>
                      )}
                      <br />
                      {[saved.area, saved.city, saved.province, saved.postalCode].filter(Boolean).join(', ')}
                      <br />
                      {regionName(saved.country, i18n.language)}
                      <br />
                      {`${saved.countryCode} ${saved.phone}`}
                    </address>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section>
            <h2>{t('customer.orders')}</h2>
            {orders.count === 0 ? (
              <p>{t('customer.noOrders')}</p>
            ) : (
              <>
                <p>{t('customer.ordersCount', { count: orders.count })}</p>
                <TableFrame label={t('customer.orders')} narrow>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('orders.number')}</th>
                        <th scope="col" className="wide-only">
                          {t('orders.placed')}
                        </th>
                        <th scope="col">{t('orders.status')}</th>
                        <th scope="col" className="figure">
                          {t('orders.total')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {orders.latest.map((order) => (
                        <tr key={order.orderNo}>
                          <th scope="row">
                            <AdminLink to={`/admin/orders/${encodeURIComponent(order.orderNo)}`}>{order.orderNo}</AdminLink>
                          </th>
                          <td className="wide-only">{time(order.placedAt)}</td>
                          <td>
                            {t(`status.${order.status}`)} · {t(`pay.${order.payStatus}`)}
                          </td>
                          <td className="figure">{formatMoney(order.total, i18n.language)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
                {customer.email && orders.count > orders.latest.length && (
                  <p>
                    <AdminLink to={`/admin/orders?${new URLSearchParams({ email: customer.email })}`}>{t('customer.allOrders')}</AdminLink>
                  </p>
                )}
              </>
            )}
          </section>

          <section>
            <h2>{t('customer.signIns')}</h2>
            {signIns.length === 0 ? (
              <p>{t('customer.noSignIns')}</p>
            ) : (
              <TableFrame label={t('customer.signIns')} narrow>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('customer.when')}</th>
                      <th scope="col" className="wide-only">
                        {t('customer.device')}
                      </th>
                      <th scope="col" className="wide-only">
                        {t('customer.ip')}
                      </th>
                      <th scope="col" className="wide-only">
                        {t('customer.method')}
                      </th>
                      <th scope="col">{t('customer.result')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {signIns.map((event, index) => (
                      // Two attempts may share a moment; the list's order is theirs.
                      <tr key={`${event.at}-${index}`}>
                        <th scope="row">{time(event.at)}</th>
                        <td className="wide-only">{deviceName(event.device)}</td>
                        <td className="wide-only">
                          <code>{event.ip}</code>
                        </td>
                        <td className="wide-only">{methodWord(event.loginMethod)}</td>
                        <td>
                          {event.success ? t('customer.succeeded') : t('customer.failedBecause', { reason: reasonWord(event.reason) })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            )}
          </section>

          <section className="actions">
            <h2>{t('customer.sessions')}</h2>
            {sessions.length === 0 ? (
              <p>{t('customer.noSessions')}</p>
            ) : (
              <TableFrame label={t('customer.sessions')} narrow>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('customer.device')}</th>
                      <th scope="col" className="wide-only">
                        {t('customer.ip')}
                      </th>
                      <th scope="col" className="wide-only">
                        {t('customer.signedInAt')}
                      </th>
                      <th scope="col">{t('customer.lastSeen')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sessions.map((session, index) => (
                      <tr key={`${session.createdAt}-${index}`}>
                        <th scope="row">{deviceName(session.device)}</th>
                        <td className="wide-only">
                          <code>{session.ip}</code>
                        </td>
                        <td className="wide-only">{time(session.createdAt)}</td>
                        <td>{time(session.lastSeenAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            )}
            <FormStatus done={outcome.done} failed={outcome.failed} />
            <div className="buttons">
              <ChangeButton
                label={t('customer.endSessions')}
                confirm
                ask={t('customer.endSessionsAsk', { account: accountOf(customer) })}
                onChange={endSessions}
              />
            </div>
          </section>
        </>
      )}
    </RecordFrame>
  );
}

/** A country's name in the back office's language; the code itself where the browser knows no name. */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
