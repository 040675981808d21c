import { useTranslation } from 'react-i18next';
import type { AdminCallData } from '../schema/admin-api/contract';
import { RETURN_CALLS } from '../schema/admin-api/returns';
import { RETURN_STATUSES } from '../schema/commerce/states';
import { adminFor } from './api';
import { TableFrame, usePageTitle } from './fields';
import { formatMoney, formatTime } from './format';
import { ChoiceForm, QUEUE_PAGE, QueueItems, useAddressChoice, useQueue } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor(RETURN_CALLS);

/** Shoppers' returns, newest first, open ones unless another state is asked for, a page at a time. */

type ReturnRow = AdminCallData<(typeof RETURN_CALLS)['returns/list']>['returns'][number];

export function ReturnsPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('returns.title'));
  const allowed = mayCall(caller.role, RETURN_CALLS['returns/list'].roles);
  const [status, choose] = useAddressChoice('status', RETURN_STATUSES, 'pending-approval');
  const queue = useQueue<ReturnRow>(
    allowed ? ['returns/list', status] : null,
    async (offset) => (await admin.call('returns/list', { query: { status, limit: QUEUE_PAGE, offset } })).data.returns,
  );

  if (!allowed) return <NotForYourRole roles={RETURN_CALLS['returns/list'].roles} />;

  return (
    <>
      <h1 tabIndex={-1}>{t('returns.title')}</h1>
      <p>{t('returns.intro')}</p>
      <ChoiceForm
        label={t('returns.status')}
        name="status"
        value={status}
        values={RETURN_STATUSES}
        word={(known) => t(`returnStatus.${known}`)}
        onSubmit={choose}
      />
      <QueueItems queue={queue} empty={t('returns.empty')} more={t('returns.more')}>
        {(rows) => (
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
      </QueueItems>
    </>
  );
}
