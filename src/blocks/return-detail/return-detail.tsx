import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { ERROR_TEXT, Field } from '../../forms/field';
import { ReturnLines } from '../../forms/return-lines';
import { useReturnStrings } from '../../forms/return-strings';
import { formText, useFormCall } from '../../forms/use-form-call';
import { CallForm, FormFooter } from '../../forms/form-parts';
import { formatDate } from '../../renderer/kit/format';
import { formatMoney } from '../../renderer/kit/money-format';
import { usePage } from '../../renderer/kit/page-context';
import { RETURN_LIMITS } from '../../schema/web-api/return-limits';
import { pageData, readPageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import type { ReturnDetail as Detail } from '../../schema/web-api/returns';
import type { ReturnDetailBlockProps } from './schema';

/**
 * The page data this block draws, read from the page and passed as props by the renderer: the
 * page's return, absent on any page but `user/return/{returnNo}`.
 */
const fromPage = {
  returnDetail: pageData(() =>
    import('../../schema/web-api/returns').then((returns) => returns.userReturnDetailKindDataSchema.shape.returnDetail.optional()),
  ),
};
/** Read only beside a return, so not a prop. */
const returnLinks = pageData(() =>
  import('../../schema/web-api/returns').then((returns) => returns.userReturnDetailKindDataSchema.shape.returnLinks),
);

/** The page's return with the links beside it, checked like all page data; null on any page but `user/return/{returnNo}`. */
function detailOfPage(returnDetail: Detail | undefined, data: Record<string, unknown>) {
  if (returnDetail === undefined) return null;
  return { returnDetail, returnLinks: readPageData(data, 'returnLinks', returnLinks) };
}

/** Now, to the minute, as a `datetime-local` value in the shopper's own clock. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * `user/return/{returnNo}`: everything about one return (spec §3 Return order): its number,
 * refund amount, type, description, audit state and any refusal, the merchant's return address
 * once approved, the logistics entered, the pictures and the timeline. The shopper may cancel
 * before the audit (after 'Are you sure…'), and send the goods back after approval.
 */
export default function ReturnDetail({ showMerchantAddress, returnDetail }: ReturnDetailBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useReturnStrings();
  const { data, lang } = usePage();
  const timeZone = useTimeZone();
  const page = detailOfPage(returnDetail, data);
  const [shownData, setShownData] = useState(data);
  const [detail, setDetail] = useState<Detail | null>(page?.returnDetail ?? null);
  if (shownData !== data) {
    setShownData(data);
    setDetail(page?.returnDetail ?? null);
  }
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const call = useFormCall(formRef);
  const headingId = useId();
  const sendBackId = useId();
  if (!page || !detail) return null;
  const links = page.returnLinks;

  const cancel = async () => {
    setConfirming(false);
    setActionError(null);
    const [{ callApi }, { ApiError }] = await Promise.all([import('../../api/web-api'), import('../../api/client')]);
    try {
      const answer = await callApi('return/cancel', { returnNo: detail.returnNo, lang });
      setDetail(answer.return);
      setStatus(t('return.cancelled'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setActionError(t(error.key ?? 'return.notAllowed', { defaultValue: error.message }));
    }
    headingRef.current?.focus();
  };

  const sendBack = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const when = formText(form, 'deliveryTime');
    const deliveryTime = when === '' ? '' : new Date(when).toISOString();
    const answer = await call.submit('return/sendBack', {
      returnNo: detail.returnNo,
      lang,
      logisticsCompany: formText(form, 'logisticsCompany'),
      trackingNumber: formText(form, 'trackingNumber'),
      deliveryTime,
    });
    if (!answer) return;
    setDetail(answer.return);
    setStatus(t('return.sentBack'));
    headingRef.current?.focus();
  };

  const rows: [string, string][] = [
    [t('return.returnNo'), detail.returnNo],
    [t('return.orderNo'), detail.orderNo],
    // An exchange gives goods back, not money: it has no refund to show.
    ...(detail.type === 'exchange' ? [] : ([[t('return.refundAmount'), formatMoney(detail.refund, lang)]] as [string, string][])),
    [t('return.applyType'), t(`return.types.${detail.type}`)],
    [t('return.status'), t(`return.statuses.${detail.status}`)],
    [t('return.auditStatus'), t(`return.audit.${detail.auditStatus}`)],
    ...(detail.description ? ([[t('return.applyDescription'), detail.description]] as [string, string][]) : []),
    ...(detail.refuseDescription ? ([[t('return.refuseDescription'), detail.refuseDescription]] as [string, string][]) : []),
    ...(detail.logisticsCompany ? ([[t('return.logisticsCompany'), detail.logisticsCompany]] as [string, string][]) : []),
    ...(detail.trackingNumber ? ([[t('return.trackingNumber'), detail.trackingNumber]] as [string, string][]) : []),
    ...(detail.deliveryTime
      ? ([[t('return.deliveryTime'), formatDate(detail.deliveryTime, lang, { dateStyle: 'long', timeStyle: 'short', timeZone })]] as [
          string,
          string,
        ][])
      : []),
  ];

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-6 py-6">
      <p>
        <a href={links.returns} className="text-sm text-text underline">
          {t('return.backToList')}
        </a>
      </p>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="text-heading font-title text-title">
        {t('return.detailTitle', { returnNo: detail.returnNo })}
      </h1>
      <p role="status" className="min-h-6 text-sm text-text">
        {status}
      </p>
      {actionError ? (
        <p role="alert" className={ERROR_TEXT}>
          {actionError}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-desc">{term}</dt>
            <dd className="whitespace-pre-line break-words text-text">{value}</dd>
          </div>
        ))}
      </dl>

      <ReturnLines lines={detail.lines} />

      {showMerchantAddress && detail.merchantAddress ? (
        <section aria-labelledby={`${headingId}-address`} className="flex flex-col gap-2 rounded-theme border border-primary p-4">
          <h2 id={`${headingId}-address`} className="text-lg font-semibold text-title">
            {t('return.merchantAddress')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            <dt className="text-desc">{t('return.consignee')}</dt>
            <dd>{detail.merchantAddress.consignee}</dd>
            <dt className="text-desc">{t('return.contactNumber')}</dt>
            <dd>{detail.merchantAddress.contactNumber}</dd>
            <dt className="text-desc">{t('return.detailedAddress')}</dt>
            <dd>{detail.merchantAddress.detailedAddress}</dd>
          </dl>
        </section>
      ) : null}

      {detail.canSendBack ? (
        <CallForm formRef={formRef} headingId={sendBackId} onSubmit={sendBack} className="flex max-w-lg flex-col gap-3">
          <h2 id={sendBackId} className="text-lg font-semibold text-title">
            {t('return.sendBack')}
          </h2>
          <p className="text-sm text-desc">{t('return.sendBackIntro')}</p>
          <Field
            name="logisticsCompany"
            label={t('return.logisticsCompany')}
            required
            maxLength={RETURN_LIMITS.logisticsCompany}
            error={call.errorOf('logisticsCompany')}
          />
          <Field
            name="trackingNumber"
            label={t('return.trackingNumber')}
            required
            maxLength={RETURN_LIMITS.trackingNumber}
            error={call.errorOf('trackingNumber')}
          />
          <Field
            name="deliveryTime"
            type="datetime-local"
            label={t('return.deliveryTime')}
            required
            max={localNow()}
            error={call.errorOf('deliveryTime')}
          />
          <FormFooter call={call} label={t('return.submitSendBack')} fit />
        </CallForm>
      ) : null}

      {detail.pictures.length > 0 ? (
        <section aria-labelledby={`${headingId}-pictures`} className="flex flex-col gap-2">
          <h2 id={`${headingId}-pictures`} className="text-lg font-semibold text-title">
            {t('return.pictures')}
          </h2>
          <ul role="list" className="flex flex-wrap gap-3">
            {detail.pictures.map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener">
                  <img
                    src={src}
                    alt={t('return.picture', { n: index + 1 })}
                    width={120}
                    height={120}
                    loading="lazy"
                    className="h-30 w-30 rounded-theme object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${headingId}-timeline`} className="flex flex-col gap-2">
        <h2 id={`${headingId}-timeline`} className="text-lg font-semibold text-title">
          {t('return.timeline')}
        </h2>
        <ol className="flex flex-col gap-2 border-l-2 border-theme pl-4">
          {detail.timeline.map((event, index) => (
            <li key={index} className="flex flex-col">
              <span className="text-text">{t(`return.events.${event.kind}`, { defaultValue: event.kind })}</span>
              <time dateTime={event.at} className="text-sm text-desc">
                {formatDate(event.at, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
              </time>
            </li>
          ))}
        </ol>
      </section>

      {detail.canCancel ? (
        <p>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="min-h-11 rounded-theme border border-error px-4 py-2 text-text"
          >
            {t('return.cancel')}
          </button>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        message={t('return.confirmCancel')}
        confirmLabel={t('return.cancel')}
        cancelLabel={t('return.keep')}
        destructive
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
ReturnDetail.pageData = fromPage;
