import { useId } from 'react';
import { useInquiryListStrings } from '../../forms/inquiry-list-strings';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import type { InquiryThankyouBlockProps } from './schema';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  inquiryReceipt: pageData(() =>
    import('../../schema/web-api/inquiry').then((inquiry) => inquiry.inquiryThankYouKindDataSchema.shape.inquiryReceipt.optional()),
  ),
  inquiryLinks: pageData(() =>
    import('../../schema/web-api/inquiry').then((inquiry) => inquiry.inquiryThankYouKindDataSchema.shape.inquiryLinks.optional()),
  ),
};

/**
 * After an inquiry is sent: its reference number, when the shop answers and where the
 * confirmation went. A signed-in shopper is pointed to their inquiries, where the answer
 * will appear. An unknown number shows the thanks alone.
 */
export default function InquiryThankyou({
  heading,
  inquiryReceipt,
  inquiryLinks: links,
}: InquiryThankyouBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useInquiryListStrings();
  const { shopper } = usePage();
  const receipt = inquiryReceipt ?? null;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="container flex max-w-2xl flex-col gap-4 py-8" data-inquiry-thankyou="">
      <h1 id={headingId} className="text-heading font-title text-title">
        {heading || t('inquiry.thanks.title')}
      </h1>
      {receipt ? (
        <>
          <p className="flex flex-col gap-1">
            <span className="text-sm text-desc">{t('inquiry.thanks.number')}</span>
            <strong className="text-lg text-title" data-inquiry-no="">
              {receipt.inquiryNo}
            </strong>
          </p>
          <p className="text-text">{t(receipt.kind === 'quote' ? 'inquiry.thanks.nextQuote' : 'inquiry.thanks.nextFeedback')}</p>
          <p className="text-text">{t(receipt.contactKind === 'email' ? 'inquiry.thanks.sentEmail' : 'inquiry.thanks.sentMobile')}</p>
        </>
      ) : (
        <p className="text-text">{t('inquiry.thanks.unknown')}</p>
      )}
      <p className="flex flex-wrap gap-3">
        {shopper && links?.inquiries ? (
          <a
            href={links.inquiries}
            className="inline-flex min-h-11 items-center rounded-theme bg-primary px-5 font-semibold text-background"
          >
            {t('inquiry.thanks.seeInquiries')}
          </a>
        ) : null}
        <a href={links?.home ?? '/'} className="inline-flex min-h-11 items-center rounded-theme border border-theme px-5 text-text">
          {t('inquiry.thanks.home')}
        </a>
      </p>
    </section>
  );
}
InquiryThankyou.pageData = fromPage;
