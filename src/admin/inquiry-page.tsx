import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import useSWR from 'swr';
import type { AdminCallData } from '../schema/admin-api/contract';
import { INQUIRY_CALLS } from '../schema/admin-api/inquiries';
import { hrefIn, URL_LANGUAGE_OF } from '../schema/languages';
import { INQUIRY_LIMITS, type InquirySubjectType } from '../schema/web-api/inquiry-limits';
import { adminFor } from './api';
import { ChangeButton, FormStatus, ShopperPictures, TextAreaField, usePageTitle } from './fields';
import { formatTime } from './format';
import { RecordFrame, useDecision } from './queue';
import { mayCall, NotForYourRole, useSignedIn } from './shell';
import { LOCALE_NAMES } from './words';

/*
 * One inquiry as support answers it: what the shopper asked about and wrote, their pictures,
 * where the answer goes, and while it waits, the answer form and a way to close it without one.
 * An answered or closed inquiry shows what became of it and offers nothing more; correcting a
 * sent answer stays with `npm run inquiries -- answer`.
 */

const admin = adminFor(INQUIRY_CALLS);

type Inquiry = AdminCallData<(typeof INQUIRY_CALLS)['inquiries/get']>['inquiry'];

/**
 * Where the shop shows what an inquiry is about, under the default detail rules (site-config.ts),
 * as the Reviews page links its products: a site that renamed them is not followed here.
 */
const SHOP_PATHS: Readonly<Record<InquirySubjectType, string>> = { product: 'product', page: 'page' };

export function InquiryPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const inquiryNo = decodeURIComponent(path.split('/').pop() ?? '');
  usePageTitle(t('inquiry.title', { inquiryNo }));
  const allowed = mayCall(caller.role, INQUIRY_CALLS['inquiries/get'].roles);
  const found = useSWR(
    allowed ? ['inquiries/get', inquiryNo] : null,
    async () => (await admin.call('inquiries/get', { params: { inquiryNo } })).data.inquiry,
  );
  const outcome = useDecision(() => found.mutate());

  if (!allowed) return <NotForYourRole roles={INQUIRY_CALLS['inquiries/get'].roles} />;

  async function send(event: FormEvent<HTMLFormElement>, inquiry: Inquiry) {
    event.preventDefault();
    const answer = String(new FormData(event.currentTarget).get('answer')).trim();
    outcome.clear();
    // Only spaces pass the field's `required`: said here, in the member's language, without asking the shop.
    if (answer === '') {
      outcome.name({ answer: t('inquiry.answerEmpty') });
      return;
    }
    outcome.name({});
    await outcome.decide(t(`inquiry.sent.${inquiry.contactKind}`, { contact: inquiry.contact }), () =>
      admin.call('inquiries/answer', { params: { inquiryNo }, body: { answer } }),
    );
  }

  return (
    <RecordFrame
      back={t('inquiry.back')}
      backTo="/admin/inquiries"
      title={t('inquiry.title', { inquiryNo })}
      notFound={t('inquiry.notFound', { inquiryNo })}
      result={found}
    >
      {(data) => {
        const subjectHref =
          data.subjectType && data.subjectSlug
            ? hrefIn(URL_LANGUAGE_OF[data.locale], `${SHOP_PATHS[data.subjectType]}/${encodeURIComponent(data.subjectSlug)}`)
            : null;
        const subject = data.subjectTitle || data.subjectSlug;
        return (
          <>
            <p className="facts">
              <span>{t(`inquiryKind.${data.kind}`)}</span> · <span>{t(`inquiryStatus.${data.status}`)}</span> ·{' '}
              <span>
                {t('inquiry.received')} <time dateTime={data.createdAt}>{formatTime(data.createdAt, i18n.language)}</time>
              </span>
            </p>

            <div className="columns">
              <section aria-labelledby="asked-title">
                <h2 id="asked-title">{t('inquiry.asked')}</h2>
                <dl className="figures">
                  <dt>{t('inquiry.about')}</dt>
                  <dd className="breaks-anywhere">
                    {!subject ? (
                      t('inquiry.nothingInParticular')
                    ) : subjectHref ? (
                      <a href={subjectHref} lang={data.locale} data-record>
                        {subject}
                      </a>
                    ) : (
                      <span lang={data.locale} data-record>
                        {subject}
                      </span>
                    )}
                  </dd>
                  {data.quantity !== null && (
                    <>
                      <dt>{t('inquiry.quantity')}</dt>
                      <dd>{data.quantity}</dd>
                    </>
                  )}
                  <dt>{t('inquiry.language')}</dt>
                  <dd lang={data.locale}>{LOCALE_NAMES[data.locale]}</dd>
                </dl>
              </section>

              <section aria-labelledby="from-title">
                <h2 id="from-title">{t('inquiry.from')}</h2>
                <dl className="figures">
                  <dt>{t(`inquiry.contact.${data.contactKind}`)}</dt>
                  <dd className="breaks-anywhere" data-record>
                    {data.contact}
                  </dd>
                  <dt>{t('inquiry.account')}</dt>
                  <dd>{t(data.signedIn ? 'inquiry.signedIn' : 'inquiry.guest')}</dd>
                </dl>
              </section>
            </div>

            <section aria-labelledby="message-title">
              <h2 id="message-title">{t('inquiry.message')}</h2>
              <blockquote className="breaks-anywhere" lang={data.locale} data-record>
                {data.message}
              </blockquote>
            </section>

            <ShopperPictures addresses={data.pictures} />

            <section aria-labelledby="answer-title" className="actions">
              <h2 id="answer-title">{t('inquiry.answerTitle')}</h2>
              <FormStatus done={outcome.done} failed={outcome.failed} />
              {data.status === 'new' ? (
                <>
                  <form className="reason" onSubmit={(event) => void send(event, data)}>
                    <TextAreaField
                      label={t('inquiry.answer')}
                      name="answer"
                      required
                      maxLength={INQUIRY_LIMITS.answer}
                      rows={6}
                      hint={t(`inquiry.answerHint.${data.contactKind}`, {
                        limit: new Intl.NumberFormat(i18n.language).format(INQUIRY_LIMITS.answer),
                      })}
                      problem={outcome.problems.answer}
                    />
                    <button type="submit" className="primary">
                      {t('inquiry.send')}
                    </button>
                  </form>
                  <div className="buttons">
                    <ChangeButton
                      label={t('inquiry.close')}
                      confirm
                      onChange={() =>
                        outcome.decide(t('inquiry.closedDone'), () => admin.call('inquiries/close', { params: { inquiryNo } }))
                      }
                    />
                  </div>
                </>
              ) : (
                <>
                  {data.answer && (
                    <blockquote className="breaks-anywhere" data-record>
                      {data.answer}
                    </blockquote>
                  )}
                  {data.answer && data.answeredAt && (
                    <p>
                      {t('inquiry.answeredOn')} <time dateTime={data.answeredAt}>{formatTime(data.answeredAt, i18n.language)}</time>
                    </p>
                  )}
                  {!data.answer && <p>{t('inquiry.closedUnanswered')}</p>}
                </>
              )}
            </section>
          </>
        );
      }}
    </RecordFrame>
  );
}
