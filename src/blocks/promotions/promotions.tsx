import { useId } from 'react';
import { useCouponTranslation } from '../../forms/coupon-strings';
import { formatDate } from '../../renderer/kit/format';
import { usePage } from '../../renderer/kit/page-context';
import { promotionKindDataSchema, type PromotionCard } from '../../schema/web-api/coupon';
import type { PromotionsBlockProps } from './schema';

function pagePromotions(data: Record<string, unknown>) {
  const parsed = promotionKindDataSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Page data of a promotion page does not match: ${parsed.error.message}`);
  return parsed.data;
}

function Facts({ promotion }: { promotion: PromotionCard }) {
  const { t } = useCouponTranslation();
  const { lang } = usePage();
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      <li className="rounded-full border border-theme px-3 py-1 text-text">{t(`promotion.kind.${promotion.kind}`)}</li>
      {promotion.exclusive && <li className="rounded-full border border-theme px-3 py-1 text-text">{t('promotion.exclusive')}</li>}
      <li className="rounded-full border border-theme px-3 py-1 text-text">{promotion.endsAt ? t('promotion.until', { date: formatDate(promotion.endsAt, lang) }) : t('promotion.noEnd')}</li>
    </ul>
  );
}

/**
 * The running promotions, each with what it gives and until when, linking to its page. On
 * a promotion's own page the product list block heads the page with its name and lists its
 * products; this block adds the promotion's facts and the way back to the others.
 */
export default function Promotions({ heading }: PromotionsBlockProps) {
  const { t } = useCouponTranslation();
  const { data } = usePage();
  const headingId = useId();
  const { promotions, promotion, promotionsHref } = pagePromotions(data);

  if (promotion) {
    return (
      <section aria-labelledby={headingId} className="container flex flex-col gap-3 py-4">
        <h2 id={headingId} className="font-semibold text-title">
          {t('promotion.terms')}
        </h2>
        <Facts promotion={promotion.card} />
        <p className="text-sm">
          <a href={promotionsHref} className="text-primary">
            {t('promotion.all')}
          </a>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 id={headingId} className="text-heading font-title text-title">
          {heading || t('promotion.list.title')}
        </h1>
        <p className="text-desc">{t('promotion.list.intro')}</p>
      </header>
      {promotions.length === 0 ? (
        <div className="rounded-theme border border-dashed border-theme px-6 py-12 text-center">
          <p className="font-semibold text-title">{t('promotion.list.empty')}</p>
          <p className="mt-1 text-desc">{t('promotion.list.emptyHint')}</p>
        </div>
      ) : (
        <ul role="list" className="grid gap-4 md:grid-cols-2">
          {promotions.map((card) => (
            <li key={card.slug} className="flex flex-col gap-3 rounded-theme border border-theme p-5">
              <h2 className="text-lg font-semibold text-title">{card.title}</h2>
              {card.description && <p className="text-text">{card.description}</p>}
              <Facts promotion={card} />
              <a href={card.href} className="self-start text-primary">
                {t('promotion.see', { title: card.title })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
