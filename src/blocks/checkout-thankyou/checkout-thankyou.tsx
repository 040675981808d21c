import { useCheckoutStrings } from '../../forms/checkout-strings';
import { formatMoment } from '../../renderer/kit/account-activity';
import { formatMoney, SummaryRow } from '../../renderer/kit/money-format';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import type { ThankYou } from '../../schema/web-api/checkout';
import type { CheckoutThankyouBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/** The page data this block draws, read from the page and passed as props by the renderer: the order, absent for an unknown one. */
const fromPage = {
  thankYou: pageData(() => import('../../schema/web-api/checkout').then((checkout) => checkout.thankYouSchema.optional())),
};

/**
 * `checkout/thankyou?order=<orderNo>`: the order number, what was bought, the amount paid or
 * due, and what happens next: shipping once paid, or the time to pay by (with the transfer
 * details for a bank transfer). An unpaid card order is paid again by the payment block below it.
 */
export default function CheckoutThankyou({ heading, thankYou }: CheckoutThankyouBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useCheckoutStrings();
  const { lang } = usePage();
  const timeZone = useTimeZone();
  const order: ThankYou | null = thankYou ?? null;
  if (!order) {
    return (
      <section className="container py-6">
        <p>{t('thankYou.notFound')}</p>
      </section>
    );
  }
  const paid = order.payStatus === 'paid';
  const time = formatMoment(order.payBy, lang, timeZone);
  return (
    <PageSection title={heading || t('thankYou.title')}>
      <p>
        {t('thankYou.orderNo')}: <strong>{order.orderNo}</strong>
      </p>
      <p role="status">
        {paid ? t('thankYou.nextPaid') : order.bankTransfer ? t('thankYou.nextTransfer', { time }) : t('thankYou.nextUnpaid', { time })}
      </p>
      {order.lastPayment ? <p>{t('thankYou.lastDeclined')}</p> : null}
      {order.bankTransfer ? (
        <div className="rounded-theme border border-theme p-4">
          <h2 className="text-lg font-semibold">{t('thankYou.transfer.heading')}</h2>
          <dl className="flex flex-col gap-1">
            <SummaryRow label={t('thankYou.transfer.payee')} value={order.bankTransfer.payee} />
            <SummaryRow label={t('thankYou.transfer.bank')} value={order.bankTransfer.bank} />
            <SummaryRow label={t('thankYou.transfer.account')} value={order.bankTransfer.account} />
            <SummaryRow label={t('thankYou.transfer.reference')} value={order.bankTransfer.reference} />
          </dl>
        </div>
      ) : null}
      <h2 className="text-xl font-title text-title">{t('thankYou.bought')}</h2>
      <ul className="flex flex-col gap-2">
        {order.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4">
            <span>
              {line.name}
              {line.options.length > 0 ? (
                <span className="text-sm text-desc"> ({line.options.map((option) => `${option.name}: ${option.value}`).join(' · ')})</span>
              ) : null}{' '}
              × {line.quantity}
            </span>
            <span>{formatMoney(line.lineTotal, lang)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-theme pt-3">
        <SummaryRow label={t('checkout.summary.subtotal')} value={formatMoney(order.summary.subtotal, lang)} />
        {order.summary.discount.amount > 0 ? (
          <SummaryRow label={t('checkout.summary.discounts')} value={`−${formatMoney(order.summary.discount, lang)}`} />
        ) : null}
        {order.summary.shipping ? (
          <SummaryRow label={t('checkout.summary.shipping')} value={formatMoney(order.summary.shipping, lang)} />
        ) : null}
        <SummaryRow label={paid ? t('thankYou.paid') : t('thankYou.due')} value={formatMoney(order.summary.total, lang)} strong />
      </dl>
      <p>
        <a href={order.orderHref}>{t('thankYou.viewOrder')}</a>
      </p>
    </PageSection>
  );
}
CheckoutThankyou.pageData = fromPage;
