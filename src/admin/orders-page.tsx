import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ORDER_CALLS } from '../schema/admin-api/orders';
import { ORDER_STATUSES, PAY_STATUSES } from '../schema/commerce/states';
import { adminFor, problemsByField } from './api';
import { SelectField, TableFrame, TextField, usePageTitle, Waiting } from './fields';
import { formatMoney, formatTime } from './format';
import { useListAddress } from './list-address';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor(ORDER_CALLS);

/**
 * The orders, newest first, by status, payment, day placed, customer and number, a page at a
 * time; the filters and the place in the list live in the address, so Back and a shared link
 * show the same page.
 */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('orders.title'));
  const allowed = mayCall(caller.role, ORDER_CALLS['orders/list'].roles);
  const { query, address, applyForm } = useListAddress(['status', 'payStatus', 'placedFrom', 'placedTo', 'email', 'orderNo']);
  const list = useSWR(
    allowed ? ['orders/list', ...Object.values(query)] : null,
    async () => (await admin.call('orders/list', { query })).data,
  );

  if (!allowed) return <NotForYourRole roles={ORDER_CALLS['orders/list'].roles} />;

  // A filter the shop refused is named at its field; a refused `after` (an old link) leaves "Newest orders" to follow.
  const problems = problemsByField(list.error, t);
  const filters = address({ after: undefined });

  return (
    <>
      <h1 tabIndex={-1}>{t('orders.title')}</h1>
      <p>{t('orders.intro')}</p>
      <form className="filter" onSubmit={applyForm} aria-label={t('audit.filter')} key={filters}>
        <SelectField label={t('orders.status')} name="status" defaultValue={query.status ?? ''} problem={problems.status}>
          <option value="">{t('orders.any')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('orders.payStatus')} name="payStatus" defaultValue={query.payStatus ?? ''} problem={problems.payStatus}>
          <option value="">{t('orders.any')}</option>
          {PAY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`pay.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('orders.placedFrom')}
          name="placedFrom"
          type="date"
          defaultValue={query.placedFrom ?? ''}
          hint={t('orders.daysInUtc')}
          problem={problems.placedFrom}
        />
        <TextField
          label={t('orders.placedTo')}
          name="placedTo"
          type="date"
          defaultValue={query.placedTo ?? ''}
          hint={t('orders.daysInUtc')}
          problem={problems.placedTo}
        />
        <TextField
          label={t('orders.email')}
          name="email"
          type="email"
          maxLength={254}
          defaultValue={query.email ?? ''}
          problem={problems.email}
        />
        <TextField
          label={t('orders.orderNo')}
          name="orderNo"
          maxLength={40}
          defaultValue={query.orderNo ?? ''}
          hint={t('orders.orderNoHint')}
          problem={problems.orderNo}
        />
        <button type="submit">{t('orders.apply')}</button>
      </form>
      {Object.keys(problems).length > 0 ? (
        <p role="alert">{t('orders.refused')}</p>
      ) : list.error || !list.data ? (
        <Waiting failed={list.error !== undefined} />
      ) : list.data.orders.length === 0 ? (
        <p role="status">{t('orders.empty')}</p>
      ) : (
        <TableFrame label={t('orders.title')} narrow>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col" className="wide-only">
                  {t('orders.placed')}
                </th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.payStatus')}</th>
                <th scope="col" className="wide-only">
                  {t('orders.items')}
                </th>
                <th scope="col">{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.orders.map((order) => (
                <tr key={order.orderNo}>
                  <th scope="row">
                    <AdminLink to={`/admin/orders/${encodeURIComponent(order.orderNo)}`}>{order.orderNo}</AdminLink>
                  </th>
                  <td className="wide-only">
                    <time dateTime={order.placedAt}>{formatTime(order.placedAt, i18n.language)}</time>
                  </td>
                  <td>{t(`status.${order.status}`)}</td>
                  <td>{t(`pay.${order.payStatus}`)}</td>
                  <td className="wide-only">{order.itemCount}</td>
                  <td>{formatMoney(order.total, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {(query.after !== undefined || list.data?.next) && (
        <nav className="pages" aria-label={t('orders.pages')}>
          {query.after !== undefined && <AdminLink to={filters}>{t('orders.newest')}</AdminLink>}
          {list.data?.next && <AdminLink to={address({ after: list.data.next })}>{t('orders.older')}</AdminLink>}
        </nav>
      )}
    </>
  );
}
