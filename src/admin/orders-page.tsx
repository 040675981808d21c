import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWR from 'swr';
import { ORDER_CALLS } from '../schema/admin-api/orders';
import { ORDER_STATUSES, PAY_STATUSES } from '../schema/commerce/states';
import { admin } from './api';
import { SelectField, TableFrame, usePageTitle, Waiting } from './fields';
import { formatMoney, formatTime } from './format';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/** The orders, newest first, by status and payment, a page at a time; the filter and page live in the address. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('orders.title'));
  const allowed = mayCall(caller.role, ORDER_CALLS['orders/list'].roles);
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const params = new URLSearchParams(search);
  const query = {
    status: params.get('status') ?? undefined,
    payStatus: params.get('payStatus') ?? undefined,
    page: Number(params.get('page') ?? 1) || 1,
  };
  const list = useSWR(
    allowed ? ['orders/list', query.status, query.payStatus, query.page] : null,
    async () => (await admin.call('orders/list', { query })).data,
  );
  const path = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();

  if (!allowed) return <NotForYourRole roles={ORDER_CALLS['orders/list'].roles} />;

  const address = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...query, ...changes }))
      if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) next.set(name, String(value));
    return `${path}${next.size > 0 ? `?${next}` : ''}`;
  };

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    router.history.push(
      address({ status: String(form.get('status')) || undefined, payStatus: String(form.get('payStatus')) || undefined, page: 1 }),
    );
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.pagination.total / list.data.pagination.pageSize)) : 1;

  return (
    <>
      <h1 tabIndex={-1}>{t('orders.title')}</h1>
      <p>{t('orders.intro')}</p>
      <form className="filter" onSubmit={apply} aria-label={t('audit.filter')}>
        <SelectField label={t('orders.status')} name="status" defaultValue={query.status ?? ''}>
          <option value="">{t('orders.any')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('orders.payStatus')} name="payStatus" defaultValue={query.payStatus ?? ''}>
          <option value="">{t('orders.any')}</option>
          {PAY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`pay.${status}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit">{t('orders.apply')}</button>
      </form>
      {list.error || !list.data ? (
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
      {list.data && pages > 1 && (
        <nav className="pages" aria-label={t('orders.pages')}>
          {query.page > 1 && <AdminLink to={address({ page: query.page - 1 })}>{t('orders.previous')}</AdminLink>}
          <span>{t('orders.page', { page: query.page, pages })}</span>
          {query.page < pages && <AdminLink to={address({ page: query.page + 1 })}>{t('orders.next')}</AdminLink>}
        </nav>
      )}
    </>
  );
}
