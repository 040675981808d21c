import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { INQUIRY_CALLS, MERCHANT_INQUIRIES_PAGE_SIZE, type merchantInquirySchema } from '../schema/admin-api/inquiries';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '../schema/web-api/inquiry-limits';
import type { z } from 'zod';
import { adminFor } from './api';
import { SelectField, usePageTitle } from './fields';
import { formatTime } from './format';
import { QueueItems, useQueue } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * Shoppers' quote requests and feedback, newest first, the ones waiting for an answer unless
 * another status is asked for, of one kind or both; each opens on its own page to be answered.
 */

const admin = adminFor(INQUIRY_CALLS);

type Inquiry = z.output<typeof merchantInquirySchema>;

const KIND_CHOICES = ['all', ...INQUIRY_KINDS] as const;

/** One value the address names, when it is a known one, else the default. */
const known = <const V extends string>(values: readonly V[], given: string | null, fallback: V): V =>
  values.find((value) => value === given) ?? fallback;

export function InquiriesPage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('inquiries.title'));
  const allowed = mayCall(caller.role, INQUIRY_CALLS['inquiries/list'].roles);
  // Two choices at once, so the queues' one-choice form (useAddressChoice) does not fit: both live in the address here.
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const params = new URLSearchParams(search);
  const status = known(INQUIRY_STATUSES, params.get('status'), 'new');
  const kind = known(KIND_CHOICES, params.get('kind'), 'all');
  const queue = useQueue<Inquiry>(
    allowed ? ['inquiries/list', status, kind] : null,
    async (offset) =>
      (
        await admin.call('inquiries/list', {
          query: { status, kind: kind === 'all' ? undefined : kind, page: offset / MERCHANT_INQUIRIES_PAGE_SIZE + 1 },
        })
      ).data.inquiries,
    MERCHANT_INQUIRIES_PAGE_SIZE,
  );

  if (!allowed) return <NotForYourRole roles={INQUIRY_CALLS['inquiries/list'].roles} />;

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const chosenStatus = known(INQUIRY_STATUSES, String(form.get('status')), 'new');
    const chosenKind = known(KIND_CHOICES, String(form.get('kind')), 'all');
    if (chosenStatus !== 'new') next.set('status', chosenStatus);
    if (chosenKind !== 'all') next.set('kind', chosenKind);
    router.history.push(next.size > 0 ? `${path}?${next}` : path);
  }

  return (
    <>
      <h1 tabIndex={-1}>{t('inquiries.title')}</h1>
      <p>{t('inquiries.intro')}</p>
      <form className="filter" onSubmit={choose} aria-label={t('audit.filter')}>
        <SelectField label={t('inquiry.status')} name="status" key={`status-${status}`} defaultValue={status}>
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`inquiryStatus.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('inquiry.kind')} name="kind" key={`kind-${kind}`} defaultValue={kind}>
          {KIND_CHOICES.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? t('inquiries.allKinds') : t(`inquiryKind.${value}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit">{t('orders.apply')}</button>
      </form>
      <QueueItems queue={queue} empty={t('inquiries.empty')} more={t('inquiries.more')}>
        {(inquiries) => (
          <ul className="cards">
            {inquiries.map((inquiry) => (
              <li key={inquiry.inquiryNo}>
                <InquiryCard inquiry={inquiry} />
              </li>
            ))}
          </ul>
        )}
      </QueueItems>
    </>
  );
}

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const { t, i18n } = useTranslation();
  const titleId = `inquiry-${inquiry.inquiryNo}`;
  return (
    <article aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        <AdminLink to={`/admin/inquiries/${encodeURIComponent(inquiry.inquiryNo)}`}>{inquiry.inquiryNo}</AdminLink>
      </h2>
      <p className="facts">
        <span>{t(`inquiryKind.${inquiry.kind}`)}</span> ·{' '}
        <time dateTime={inquiry.createdAt}>{formatTime(inquiry.createdAt, i18n.language)}</time> ·{' '}
        <span className="breaks-anywhere" data-record>
          {inquiry.contact}
        </span>
      </p>
      <p className="breaks-anywhere">
        {inquiry.subjectTitle ? (
          <>
            {t('inquiry.about')}{' '}
            <span data-record lang={inquiry.locale}>
              {inquiry.subjectTitle}
            </span>
          </>
        ) : (
          t('inquiry.nothingInParticular')
        )}
        {inquiry.quantity !== null && (
          <>
            {' '}
            · {t('inquiry.quantity')} {inquiry.quantity}
          </>
        )}
      </p>
    </article>
  );
}
