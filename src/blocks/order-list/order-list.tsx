import { orderStatusLabel, payStatusLabel, STATUS_TONE, useOrderStrings } from '../../forms/order-strings';
import { formatDate } from '../../renderer/kit/format';
import { useTimeZone } from '../../renderer/kit/time-zone';
import { formatMoney } from '../../renderer/kit/money-format';
import { LazyImage } from '../../renderer/kit/lazy-image';
import { usePage } from '../../renderer/kit/page-context';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { ORDER_STATUSES } from '../../schema/commerce/states';
import { langPath } from '../../schema/languages';
import type { OrderSummary } from '../../schema/order-pages';
import type { OrderListBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  orderList: pageData(() => import('../../schema/catalog').then((catalog) => catalog.orderListSchema)),
};

/**
 * `user/order`: the shopper's orders, newest first. The status filter and the pages are plain
 * links, so they work before the script has loaded.
 */
export default function OrderList({ heading, orderList: list }: OrderListBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useOrderStrings();
  const { lang, route } = usePage();
  const here = `${langPath(lang)}/${route.path}`;
  const filters = [null, ...ORDER_STATUSES] as const;

  return (
    <PageSection title={heading ?? t('order.list.heading')} data-order-list="">
      <nav aria-label={t('order.list.filterLabel')}>
        <ul role="list" className="flex flex-wrap gap-2">
          {filters.map((status) => {
            const current = status === list.status;
            return (
              <li key={status ?? 'all'}>
                <a
                  href={listingHref(here, { status })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 no-underline ${current ? 'border-primary bg-primary text-background' : 'border-theme text-text'}`}
                >
                  {status === null ? t('order.list.all') : orderStatusLabel(t, status)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {list.orders.length === 0 ? (
        <p className="rounded-theme border border-dashed border-theme px-6 py-8 text-center text-desc">
          {list.status === null ? t('order.list.empty') : t('order.list.emptyFiltered')}
        </p>
      ) : (
        <ol role="list" className="flex flex-col gap-4">
          {list.orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ol>
      )}
      <Pagination pagination={list.pagination} hrefForPage={(page) => listingHref(here, { status: list.status, page })} />
    </PageSection>
  );
}
OrderList.pageData = fromPage;

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useOrderStrings();
  const { lang } = usePage();
  const timeZone = useTimeZone();
  const more = order.itemCount - order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="flex flex-col gap-3 rounded-theme border border-theme p-4" data-order={order.orderNo}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-title">
          <a href={order.href} className="text-title underline-offset-4 hover:underline">
            <span className="sr-only">{t('order.list.view', { orderNo: order.orderNo })}</span>
            <span aria-hidden="true">{order.orderNo}</span>
          </a>
        </h2>
        <p className="flex flex-wrap gap-2 text-sm">
          <span className={`rounded-full border px-3 py-0.5 font-semibold ${STATUS_TONE[order.status]}`} data-status={order.status}>
            {orderStatusLabel(t, order.status)}
          </span>
          <span className="rounded-full border border-theme px-3 py-0.5 text-text" data-pay-status={order.payStatus}>
            {payStatusLabel(t, order.payStatus)}
          </span>
        </p>
      </div>
      <p className="text-sm text-desc">
        <time dateTime={order.placedAt}>{t('order.list.placedOn', { date: formatDate(order.placedAt, lang, { dateStyle: 'long', timeZone }) })}</time>
      </p>
      <ul role="list" className="flex flex-col gap-2">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3">
            <div className="w-14 shrink-0">{line.image ? <LazyImage image={line.image} aspectRatio={1} sizes="56px" /> : null}</div>
            <span className="text-text">
              {line.name}
              {line.options.length > 0 ? <span className="text-desc"> · {line.options.map((option) => option.value).join(' / ')}</span> : null}
              <span className="text-desc"> {t('order.detail.quantityTimes', { count: line.quantity })}</span>
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-desc">{t('order.list.moreLines', { count: more })}</p> : null}
      <p className="flex justify-between border-t border-theme pt-3">
        <span className="text-desc">{t('order.list.items', { count: order.itemCount })}</span>
        <span>
          <span className="text-desc">{t('order.list.total')} </span>
          <strong className="text-title">{formatMoney(order.total, lang)}</strong>
        </span>
      </p>
    </li>
  );
}
