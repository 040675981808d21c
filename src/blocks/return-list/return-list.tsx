import { ReturnLines } from '../../forms/return-lines';
import { useReturnStrings } from '../../forms/return-strings';
import { formatDate } from '../../renderer/kit/format';
import { formatMoney } from '../../renderer/kit/money-format';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, readPageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import type { ReturnSummary } from '../../schema/web-api/returns';
import type { ReturnListBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/**
 * The page data this block draws, read from the page and passed as props by the renderer: the
 * page's list, absent on any page but `user/return`.
 */
const fromPage = {
  returnList: pageData(() =>
    import('../../schema/web-api/returns').then((returns) => returns.userReturnKindDataSchema.shape.returnList.optional()),
  ),
};
/** Read only beside a list, so not a prop. */
const returnLinks = pageData(() =>
  import('../../schema/web-api/returns').then((returns) => returns.userReturnKindDataSchema.shape.returnLinks),
);

/** The page's list with the links beside it, checked like all page data; null on any page but `user/return`. */
function listOfPage(returnList: PageDataProps<typeof fromPage>['returnList'], data: Record<string, unknown>) {
  if (returnList === undefined) return null;
  return { returnList, returnLinks: readPageData(data, 'returnLinks', returnLinks) };
}

/** A status as a coloured tag: done, stopped, or still moving. */
function tone(entry: ReturnSummary): string {
  if (entry.status === 'completed') return 'border-success';
  if (entry.status === 'pending-approval') return 'border-primary';
  return 'border-theme';
}

/**
 * `user/return`: the shopper's returns, newest first, each with its number, order, type,
 * state and refund amount, a link to its page, and its items. Pages of ten.
 */
export default function ReturnList({ heading, returnList }: ReturnListBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useReturnStrings();
  const { data, lang } = usePage();
  const timeZone = useTimeZone();
  const page = listOfPage(returnList, data);
  if (!page) return null;
  const { returnList: list, returnLinks: links } = page;

  return (
    <PageSection title={heading || t('return.title')}>
      {list.returns.length === 0 ? (
        <p className="rounded-theme border border-dashed border-theme px-6 py-8 text-center text-desc">{t('return.empty')}</p>
      ) : (
        <ul role="list" className="flex flex-col gap-4">
          {list.returns.map((entry) => (
            <li key={entry.returnNo} className={`flex flex-col gap-3 rounded-theme border p-4 ${tone(entry)}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-title">
                  <a
                    href={`${links.returns}/${entry.returnNo}`}
                    aria-label={t('return.view', { returnNo: entry.returnNo })}
                    className="text-title underline"
                  >
                    {entry.returnNo}
                  </a>
                </h2>
                <p className="text-sm text-desc">{t('return.appliedOn', { date: formatDate(entry.createdAt, lang, { dateStyle: 'long', timeZone }) })}</p>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                <dt className="text-desc">{t('return.orderNo')}</dt>
                <dd>
                  <a href={`${links.orders}/${entry.orderNo}`} className="text-text underline">
                    {entry.orderNo}
                  </a>
                </dd>
                <dt className="text-desc">{t('return.applyType')}</dt>
                <dd>{t(`return.types.${entry.type}`)}</dd>
                <dt className="text-desc">{t('return.status')}</dt>
                <dd className="font-semibold">{t(`return.statuses.${entry.status}`)}</dd>
                <dt className="text-desc">{t('return.auditStatus')}</dt>
                <dd>{t(`return.audit.${entry.auditStatus}`)}</dd>
                {/* An exchange gives goods back, not money: it has no refund to show. */}
                {entry.type === 'exchange' ? null : (
                  <>
                    <dt className="text-desc">{t('return.refundAmount')}</dt>
                    <dd className="font-semibold">{formatMoney(entry.refund, lang)}</dd>
                  </>
                )}
              </dl>
              <ReturnLines lines={entry.lines} />
            </li>
          ))}
        </ul>
      )}
      {list.pageCount > 1 ? (
        <nav aria-label={t('return.title')} className="flex justify-between gap-2">
          {list.page > 1 ? (
            <a
              href={`${links.returns}?page=${list.page - 1}`}
              className="min-h-11 rounded-theme border border-theme px-4 py-2 no-underline text-text"
            >
              {t('return.previous')}
            </a>
          ) : (
            <span />
          )}
          {list.page < list.pageCount ? (
            <a
              href={`${links.returns}?page=${list.page + 1}`}
              className="min-h-11 rounded-theme border border-theme px-4 py-2 no-underline text-text"
            >
              {t('return.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </PageSection>
  );
}
ReturnList.pageData = fromPage;
