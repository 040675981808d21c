import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import useSWR from 'swr';
import type { AdminCallData } from '../schema/admin-api/contract';
import { RETURN_CALLS, returnAddressSchema, type ReturnAddress } from '../schema/admin-api/returns';
import { returnTransition, type ReturnActionName } from '../schema/commerce/states';
import { RETURN_LIMITS } from '../schema/web-api/return-limits';
import { adminFor } from './api';
import { ADMIN_API_BASE_PATH } from '../schema/admin-api/contract';
import { ChangeButton, FormStatus, ProblemSummary, ShopperPictures, TableFrame, TextAreaField, TextField, usePageTitle, Waiting } from './fields';
import { formatMoney, formatTime } from './format';
import { RecordFrame, useDecision } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * One return as support judges it: what the shopper returns and wrote, the parcel they sent
 * back, its history, and only the decisions the return state table allows now. A refusal asks
 * for the reason the shopper will read on their return's page; an approval shows the return
 * address the shopper will be given, for support to confirm or change for this return.
 */

const admin = adminFor(RETURN_CALLS);

type Return = AdminCallData<(typeof RETURN_CALLS)['returns/get']>['return'];
type Decision = 'receive' | 'refund' | 'exchange' | 'end';

/** The decisions this page offers beside approving and refusing (each with its own form), each the state table's action of the same name. */
const DECISIONS: readonly { decision: Decision; confirm: boolean }[] = [
  { decision: 'receive', confirm: false },
  { decision: 'refund', confirm: true },
  { decision: 'exchange', confirm: true },
  { decision: 'end', confirm: true },
];

const allows = (found: Return, action: ReturnActionName) =>
  returnTransition(
    {
      status: found.status,
      auditStatus: found.auditStatus,
      type: found.type,
      goodsSent: found.timeline.some((event) => event.kind === 'sendBack'),
      goodsReceived: found.timeline.some((event) => event.kind === 'receive'),
    },
    action,
    'merchant',
  ) !== null;

/** The address's fields in the order the shopper reads them, each held to the contract's length. */
const ADDRESS_FIELDS = ['consignee', 'contactNumber', 'detailedAddress'] as const satisfies readonly (keyof ReturnAddress)[];
const fieldId = (field: keyof ReturnAddress) => `approval-${field}`;

/**
 * Approving a return: the return address the shopper will be given, filled in with the one an
 * approval gives now (the shop's) and open to change for this return only. What the fields hold
 * when support confirms is sent as it is, so the shopper is given exactly what support saw,
 * even if the shop's address changes meanwhile. The focus moves to its heading when it opens;
 * Escape closes it.
 */
function ApprovalForm({
  returnNo,
  problems,
  onConfirm,
  onClose,
}: {
  returnNo: string;
  /** The problems the shop named at the address's fields (`address.consignee`). */
  problems: Record<string, string>;
  /** Answers whether the return was approved. */
  onConfirm: (address: ReturnAddress) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const proposed = useSWR(['returns/approval', returnNo], async () => (await admin.call('returns/approval', { params: { returnNo } })).data.address);
  const address = proposed.data;
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const label = (field: keyof ReturnAddress) => t(`returnApproval.${field}`);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <section id="approval" aria-labelledby="approval-title" onKeyDown={closeOnEscape}>
      <h3 id="approval-title" tabIndex={-1} ref={heading}>
        {t('returnApproval.title')}
      </h3>
      <p>{t('returnApproval.intro')}</p>
      <p className="field-hint">{t('returnApproval.thisReturnOnly')}</p>
      {!address ? (
        <Waiting failed={Boolean(proposed.error)} />
      ) : (
        <form
          className="reason"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const text = (field: keyof ReturnAddress) => String(form.get(field) ?? '').trim();
            setBusy(true);
            void onConfirm({ consignee: text('consignee'), contactNumber: text('contactNumber'), detailedAddress: text('detailedAddress') }).finally(() =>
              setBusy(false),
            );
          }}
        >
          <ProblemSummary
            title={t('returnApproval.problems')}
            problems={problems}
            fieldOf={(path) => {
              const field = ADDRESS_FIELDS.find((known) => path === `address.${known}`);
              return field ? { id: fieldId(field), label: label(field) } : undefined;
            }}
          />
          {ADDRESS_FIELDS.map((field) => {
            const common = {
              id: fieldId(field),
              name: field,
              label: label(field),
              problem: problems[`address.${field}`],
              defaultValue: address[field],
              required: true,
              maxLength: returnAddressSchema.shape[field].maxLength ?? undefined,
            };
            return field === 'detailedAddress' ? (
              <TextAreaField key={field} {...common} rows={3} />
            ) : (
              <TextField key={field} {...common} type={field === 'contactNumber' ? 'tel' : 'text'} autoComplete="off" />
            );
          })}
          <div className="buttons">
            <button type="submit" disabled={busy}>
              {t('returnApproval.submit')}
            </button>
            <button type="button" onClick={onClose}>
              {t('returnApproval.close')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

export function ReturnPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const returnNo = decodeURIComponent(path.split('/').pop() ?? '');
  usePageTitle(t('return.title', { returnNo }));
  const allowed = mayCall(caller.role, RETURN_CALLS['returns/get'].roles);
  const found = useSWR(
    allowed ? ['returns/get', returnNo] : null,
    async () => (await admin.call('returns/get', { params: { returnNo } })).data.return,
  );
  const outcome = useDecision(() => found.mutate());
  const [refusing, setRefusing] = useState(false);
  const [approving, setApproving] = useState(false);
  const approveButton = useRef<HTMLButtonElement>(null);
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  /** Where the focus goes once the approval form closes: back to its button, or to the actions once the return is approved. */
  const [focusAfterApproval, setFocusAfterApproval] = useState<'button' | 'actions' | null>(null);
  useEffect(() => {
    if (focusAfterApproval === null) return;
    (focusAfterApproval === 'button' ? approveButton : actionsHeading).current?.focus();
    setFocusAfterApproval(null);
  }, [focusAfterApproval]);
  const approvable = found.data ? allows(found.data, 'approve') : false;
  useEffect(() => {
    // Decided meanwhile by another member: the form has nothing left to approve, and the focus must not be lost with it.
    if (approving && found.data && !approvable) {
      setApproving(false);
      setFocusAfterApproval('actions');
    }
  }, [approving, approvable, found.data]);

  if (!allowed) return <NotForYourRole roles={RETURN_CALLS['returns/get'].roles} />;

  const decide = (label: string, call: () => Promise<unknown>) => outcome.decide(t('action.done', { action: label }), call);

  const money = (value: Return['refund']) => formatMoney(value, i18n.language);

  return (
    <RecordFrame
      back={t('return.back')}
      backTo="/admin/returns"
      title={t('return.title', { returnNo })}
      notFound={t('return.notFound', { returnNo })}
      result={found}
    >
      {(data) => (
        <>
          <p className="facts">
            <span>{t(`returnType.${data.type}`)}</span> · <span>{t(`returnStatus.${data.status}`)}</span> ·{' '}
            <span>{t(`auditStatus.${data.auditStatus}`)}</span> ·{' '}
            <span>
              {t('returns.refund')} {money(data.refund)}
            </span>{' '}
            · <AdminLink to={`/admin/orders/${encodeURIComponent(data.orderNo)}`}>{t('order.title', { orderNo: data.orderNo })}</AdminLink>
          </p>

          <section aria-labelledby="actions-title" className="actions">
            <h2 id="actions-title" tabIndex={-1} ref={actionsHeading}>
              {t('order.actions')}
            </h2>
            <FormStatus done={outcome.done} failed={outcome.failed} />
            <div className="buttons">
              {allows(data, 'approve') && !approving && (
                <button
                  type="button"
                  ref={approveButton}
                  onClick={() => {
                    outcome.name({});
                    setRefusing(false);
                    setApproving(true);
                  }}
                >
                  {t('retAction.approve')}
                </button>
              )}
              {DECISIONS.filter(({ decision }) => allows(data, decision)).map(({ decision, confirm }) => (
                <ChangeButton
                  key={decision}
                  label={t(`retAction.${decision}`)}
                  confirm={confirm}
                  onChange={() => decide(t(`retAction.${decision}`), () => admin.call(`returns/${decision}`, { params: { returnNo } }))}
                />
              ))}
              {allows(data, 'refuse') && !refusing && (
                <button
                  type="button"
                  onClick={() => {
                    setApproving(false);
                    setRefusing(true);
                  }}
                >
                  {t('retAction.refuse')}
                </button>
              )}
            </div>
            {approving && allows(data, 'approve') && (
              <ApprovalForm
                returnNo={returnNo}
                problems={outcome.problems}
                onConfirm={async (address) => {
                  const made = await decide(t('retAction.approve'), () =>
                    admin.call('returns/approve', { params: { returnNo }, body: { address } }),
                  );
                  if (made) {
                    setApproving(false);
                    setFocusAfterApproval('actions');
                  }
                  return made;
                }}
                onClose={() => {
                  setApproving(false);
                  setFocusAfterApproval('button');
                }}
              />
            )}
            {refusing && (
              <form
                className="reason"
                onSubmit={(event) => {
                  event.preventDefault();
                  const reason = String(new FormData(event.currentTarget).get('reason')).trim();
                  void decide(t('retAction.refuse'), () => admin.call('returns/refuse', { params: { returnNo }, body: { reason } })).then(
                    (made) => made && setRefusing(false),
                  );
                }}
              >
                <label htmlFor="refuse-reason">{t('return.reason')}</label>
                <textarea id="refuse-reason" name="reason" required maxLength={RETURN_LIMITS.refuseReason} rows={3} />
                <div className="buttons">
                  <button type="submit" className="danger">
                    {t('retAction.refuseSubmit')}
                  </button>
                  <button type="button" onClick={() => setRefusing(false)}>
                    {t('action.keep')}
                  </button>
                </div>
              </form>
            )}
            {DECISIONS.every(({ decision }) => !allows(data, decision)) && !allows(data, 'approve') && !allows(data, 'refuse') && (
              <p>{t('return.none')}</p>
            )}
          </section>

          {data.refuseDescription && <p>{t('return.refusedBecause', { reason: data.refuseDescription })}</p>}

          <section>
            <h2>{t('order.lines')}</h2>
            <TableFrame label={t('order.lines')} narrow>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('order.product')}</th>
                    <th scope="col">{t('order.unitPrice')}</th>
                    <th scope="col">{t('order.quantity')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.lines.map((line) => (
                    <tr key={`${line.name}-${line.options}`}>
                      <th scope="row">
                        <span data-record>{line.name}</span>
                        {line.options && (
                          <span className="options" data-record>
                            {line.options}
                          </span>
                        )}
                      </th>
                      <td>{money(line.unitPrice)}</td>
                      <td>{line.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </section>

          <section aria-labelledby="described-title">
            <h2 id="described-title">{t('return.described')}</h2>
            <blockquote data-record>{data.description}</blockquote>
          </section>

          {data.trackingNumber && (
            <section aria-labelledby="parcel-title">
              <h2 id="parcel-title">{t('return.parcel')}</h2>
              <p>
                <span data-record>{data.logisticsCompany}</span> <code>{data.trackingNumber}</code>
                {data.deliveryTime && (
                  <>
                    {' '}
                    · <time dateTime={data.deliveryTime}>{formatTime(data.deliveryTime, i18n.language)}</time>
                  </>
                )}
              </p>
            </section>
          )}

          {/* The return names its pictures by the shopper's addresses; support reads the same files through the admin API. */}
          <ShopperPictures addresses={data.pictures.map((address) => `${ADMIN_API_BASE_PATH}/returns/${encodeURIComponent(data.returnNo)}/pictures/${address.split('/').at(-1)}`)} />

          {data.merchantAddress && (
            <section aria-labelledby="address-title">
              <h2 id="address-title">{t('return.address')}</h2>
              <address>
                {data.merchantAddress.consignee}
                <br />
                {data.merchantAddress.contactNumber}
                <br />
                {data.merchantAddress.detailedAddress}
              </address>
            </section>
          )}

          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title">{t('order.timeline')}</h2>
            <ol className="timeline">
              {data.timeline.map((event) => (
                <li key={`${event.kind}-${event.at}`}>
                  <time dateTime={event.at}>{formatTime(event.at, i18n.language)}</time>{' '}
                  {i18n.exists(`retEvent.${event.kind}`) ? t(`retEvent.${event.kind}`) : <code>{event.kind}</code>}{' '}
                  {i18n.exists(`actor.${event.actor}`) ? t(`actor.${event.actor}`) : null}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </RecordFrame>
  );
}
