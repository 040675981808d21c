import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWRInfinite from 'swr/infinite';
import type { AdminCallData } from '../schema/admin-api/contract';
import { RETURN_CALLS } from '../schema/admin-api/returns';
import { RETURN_STATUSES } from '../schema/commerce/states';
import { admin } from './api';
import { SelectField, TableFrame, usePageTitle, Waiting } from './fields';
import { formatMoney, formatTime } from './format';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/** Shoppers' returns, newest first, open ones unless another state is asked for, a page at a time. */

type ReturnRow = AdminCallData<(typeof RETURN_CALLS)['returns/list']>['returns'][number];
const PAGE = 20;

export function ReturnsPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('returns.title'));
  const allowed = mayCall(caller.role, RETURN_CALLS['returns/list'].roles);
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const chosen = new URLSearchParams(search).get('status');
  const status = RETURN_STATUSES.find((known) => known === chosen) ?? 'pending-approval';
  const pages = useSWRInfinite(
    (index, previous: ReturnRow[] | null) => (!allowed || (previous && previous.length < PAGE) ? null : (['returns/list', status, index * PAGE] as const)),
    async ([, listed, offset]) => (await admin.call('returns/list', { query: { status: listed, limit: PAGE, offset } })).data.returns,
  );

  if (!allowed) return <NotForYourRole roles={RETURN_CALLS['returns/list'].roles} />;

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('status'));
    router.history.push(next === 'pending-approval' ? path : `${path}?status=${next}`);
  }

  const rows = pages.data?.flat() ?? [];
  const more = pages.data !== undefined && (pages.data[pages.data.length - 1]?.length ?? 0) === PAGE;

  return (
    <>
      <h1 tabIndex={-1}>{t('returns.title')}</h1>
      <p>{t('returns.intro')}</p>
      <form className="filter" onSubmit={show} aria-label={t('audit.filter')}>
        <SelectField label={t('returns.status')} name="status" key={status} defaultValue={status}>
          {RETURN_STATUSES.map((known) => (
            <option key={known} value={known}>
              {t(`returnStatus.${known}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit">{t('orders.apply')}</button>
      </form>
      {pages.error || !pages.data ? (
        <Waiting failed={pages.error !== undefined} />
      ) : rows.length === 0 ? (
        <p>{t('returns.empty')}</p>
      ) : (
        <TableFrame label={t('returns.title')} narrow>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('returns.number')}</th>
                <th scope="col">{t('returns.type')}</th>
                <th scope="col">{t('returns.audit')}</th>
                <th scope="col" className="wide-only">
                  {t('returns.order')}
                </th>
                <th scope="col" className="wide-only">
                  {t('returns.applied')}
                </th>
                <th scope="col">{t('returns.refund')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.returnNo}>
                  <th scope="row">
                    <AdminLink to={`/admin/returns/${encodeURIComponent(row.returnNo)}`}>{row.returnNo}</AdminLink>
                  </th>
                  <td>{t(`returnType.${row.type}`)}</td>
                  <td>{t(`auditStatus.${row.auditStatus}`)}</td>
                  <td className="wide-only">
                    <AdminLink to={`/admin/orders/${encodeURIComponent(row.orderNo)}`}>{row.orderNo}</AdminLink>
                  </td>
                  <td className="wide-only">
                    <time dateTime={row.createdAt}>{formatTime(row.createdAt, i18n.language)}</time>
                  </td>
                  <td>{formatMoney(row.refund, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {more && (
        <button type="button" onClick={() => void pages.setSize(pages.size + 1)}>
          {t('returns.more')}
        </button>
      )}
    </>
  );
}
