import { useInquiryListStrings } from '../../forms/inquiry-list-strings';
import { formatDate } from '../../renderer/kit/format';
import { usePage } from '../../renderer/kit/page-context';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import { langPath } from '../../schema/languages';
import type { ShopperInquiry } from '../../schema/web-api/inquiry';
import type { InquiryListBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  inquiryList: pageData(() => import('../../schema/web-api/inquiry').then((inquiry) => inquiry.inquiryListSchema)),
};

const STATUS_TONE = {
  new: 'border-warning',
  answered: 'border-success',
  closed: 'border-theme',
} as const;

function InquiryEntry({ inquiry, open }: { inquiry: ShopperInquiry; open: boolean }) {
  const timeZone = useTimeZone();
  const { t } = useInquiryListStrings();
  const { lang } = usePage();
  return (
    <li>
      <details open={open} className="rounded-theme border border-theme" data-inquiry={inquiry.inquiryNo}>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
          <span className="font-semibold text-title">{inquiry.inquiryNo}</span>
          <span className="text-text">{t(inquiry.kind === 'quote' ? 'inquiry.list.quote' : 'inquiry.list.feedback')}</span>
          {inquiry.subject ? <span className="text-text">· {inquiry.subject.title}</span> : null}
          <span className={`rounded-full border-2 px-2 text-sm text-text ${STATUS_TONE[inquiry.status]}`}>
            {t(`inquiry.list.${inquiry.status}`)}
          </span>
          <span className="text-sm text-desc">{t('inquiry.list.sent', { date: formatDate(inquiry.createdAt, lang, { dateStyle: 'long', timeZone }) })}</span>
        </summary>
        <div className="flex flex-col gap-3 border-t border-theme px-4 py-3">
          {inquiry.subject ? (
            <p>
              <a href={inquiry.subject.href} className="underline">
                {inquiry.subject.title}
              </a>
            </p>
          ) : null}
          {inquiry.quantity !== null ? <p className="text-text">{t('inquiry.list.quantity', { count: inquiry.quantity })}</p> : null}
          <div>
            <h2 className="text-sm font-semibold text-title">{t('inquiry.list.yourMessage')}</h2>
            <p className="whitespace-pre-wrap break-words text-text">{inquiry.message}</p>
          </div>
          {inquiry.pictures.length > 0 ? (
            <ul role="list" className="flex flex-wrap gap-2">
              {inquiry.pictures.map((src, index) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={t('inquiry.list.picture', { n: index + 1 })}
                    width={96}
                    height={96}
                    loading="lazy"
                    className="h-24 w-24 rounded-theme object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {inquiry.status === 'answered' ? (
            <div className="rounded-theme bg-[color-mix(in_srgb,var(--color-success)_10%,transparent)] px-3 py-2" data-inquiry-answer="">
              <h2 className="text-sm font-semibold text-title">{t('inquiry.list.answer')}</h2>
              <p className="whitespace-pre-wrap break-words text-text">{inquiry.answer}</p>
              {inquiry.answeredAt ? (
                <p className="text-sm text-desc">{t('inquiry.list.answeredAt', { date: formatDate(inquiry.answeredAt, lang, { dateStyle: 'long', timeZone }) })}</p>
              ) : null}
            </div>
          ) : inquiry.status === 'new' ? (
            <p className="text-desc">{t('inquiry.list.waiting')}</p>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/**
 * `user/inquiry`: the shopper's quote requests and feedback, newest first, each opening to
 * show what they wrote and the shop's answer. `?no=` opens one (the mail's link, a live
 * message). Everything the shopper typed is shown as text, never as markup.
 */
export default function InquiryList({ heading, inquiryList: list }: InquiryListBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useInquiryListStrings();
  const { lang, route } = usePage();
  const here = `${langPath(lang)}/${route.path}`;
  return (
    <PageSection title={heading || t('inquiry.list.title')} data-inquiry-list="">
      {list.inquiries.length === 0 ? <p className="text-text">{t('inquiry.list.empty')}</p> : null}
      {list.inquiries.length > 0 ? (
        <ul role="list" className="flex flex-col gap-3">
          {list.inquiries.map((inquiry) => (
            <InquiryEntry key={inquiry.inquiryNo} inquiry={inquiry} open={list.open === inquiry.inquiryNo} />
          ))}
        </ul>
      ) : null}
      <Pagination pagination={list} hrefForPage={(page) => listingHref(here, { page })} />
      <p>
        <a href={list.feedbackHref} className="inline-flex min-h-11 items-center rounded-theme border border-theme px-5 text-text">
          {t('inquiry.list.send')}
        </a>
      </p>
    </PageSection>
  );
}
InquiryList.pageData = fromPage;
