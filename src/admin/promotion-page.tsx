import { useTranslation } from 'react-i18next';
import type { AdminCallData } from '../schema/admin-api/contract';
import { COUPON_CALLS, promotionInputSchema, promotionRuleSchema } from '../schema/admin-api/coupons';
import { UncheckedBody } from '../schema/admin-api/call-client';
import { adminFor } from './api';
import { CheckField, SelectField, TextAreaField, TextField } from './fields';
import { CurrencyField, textsBodyOf, textsDraftOf, WhenFieldset, WHOLE_NUMBER, type TextsDraft } from './offer-form';
import { OfferPage, type FieldsProps, type OfferKind } from './offer-page';
import {
  asText,
  isoOf,
  localTimeOf,
  minorOf,
  promotionStacking,
  promotionTakesOff,
  ruleOf,
  slugsOf,
  stepOf,
  unitsOf,
  wholeOf,
  type PromotionRule,
} from './offers';

/*
 * One promotion as the owner makes and changes it: its rule with the figures its kind takes,
 * its priority and whether it is exclusive, said as a cart meets them, and its texts in each
 * language. The page around them, with its create, change and "End now", is offer-page.tsx's.
 */

const admin = adminFor(COUPON_CALLS);

type Promotion = AdminCallData<(typeof COUPON_CALLS)['promotions/get']>;

const RULE_KINDS = promotionRuleSchema.options.map((rule) => rule.shape.kind.value);

/** The form as typed: every kind's figures kept while the kind changes, money in the currency's units. */
type Draft = {
  slug: string;
  kind: PromotionRule['kind'];
  categorySlug: string;
  percent: string;
  threshold: string;
  save: string;
  n: string;
  productSlugs: string;
  currency: string;
  priority: string;
  exclusive: boolean;
  startsAt: string;
  endsAt: string;
  texts: TextsDraft;
};

function draftOf(promotion: Promotion | null): Draft {
  const shape = promotionInputSchema.shape;
  const blank: Draft = {
    slug: '',
    kind: 'category-percent',
    categorySlug: '',
    percent: '',
    threshold: '',
    save: '',
    n: '',
    productSlugs: '',
    // A new promotion starts from the contract's defaults, running from now.
    currency: shape.currency.parse(undefined),
    priority: String(shape.priority.parse(undefined)),
    exclusive: shape.exclusive.parse(undefined),
    startsAt: localTimeOf(new Date().toISOString()),
    endsAt: '',
    texts: {},
  };
  if (promotion === null) return blank;
  const rule = ruleOf(promotion.rule);
  const figures = (() => {
    switch (rule?.kind) {
      case 'category-percent':
        return { categorySlug: rule.categorySlug, percent: String(rule.percent) };
      case 'spend-save':
        return { threshold: unitsOf(rule.thresholdCents, promotion.currency), save: unitsOf(rule.saveCents, promotion.currency) };
      case 'buy-n-get-one':
        return { n: String(rule.n), productSlugs: rule.productSlugs.join('\n') };
      default:
        return {};
    }
  })();
  return {
    ...blank,
    ...figures,
    slug: promotion.slug,
    kind: rule?.kind ?? blank.kind,
    currency: promotion.currency,
    priority: String(promotion.priority),
    exclusive: promotion.exclusive,
    startsAt: localTimeOf(promotion.startsAt),
    endsAt: localTimeOf(promotion.endsAt),
    texts: textsDraftOf(promotion.translations),
  };
}

function ruleBodyOf(draft: Draft) {
  switch (draft.kind) {
    case 'category-percent':
      return { kind: draft.kind, categorySlug: draft.categorySlug.trim(), percent: wholeOf(draft.percent) };
    case 'spend-save':
      return { kind: draft.kind, thresholdCents: minorOf(draft.threshold, draft.currency), saveCents: minorOf(draft.save, draft.currency) };
    case 'buy-n-get-one':
      return { kind: draft.kind, n: wholeOf(draft.n), productSlugs: slugsOf(draft.productSlugs) };
  }
}

/** The draft as the contract's fields; the shop checks them and names each problem by its path. */
function bodyOf(draft: Draft): Record<string, unknown> {
  return {
    slug: draft.slug.trim(),
    rule: ruleBodyOf(draft),
    currency: draft.currency,
    priority: wholeOf(draft.priority),
    exclusive: draft.exclusive,
    startsAt: isoOf(draft.startsAt) ?? undefined,
    endsAt: isoOf(draft.endsAt),
    translations: textsBodyOf(draft.texts, 'description'),
  };
}

/** What a promotion's page shows, asks and sends; OfferPage makes the page of it. */
const PROMOTION: OfferKind<Promotion, Draft> = {
  family: 'promotions',
  roles: COUPON_CALLS['promotions/get'].roles,
  idPrefix: 'promotion',
  texts: 'description',
  read: async (slug) => (await admin.call('promotions/get', { params: { slug } })).data,
  create: async (body) => (await admin.call('promotions/create', { body: new UncheckedBody(body) })).data,
  update: (slug, body) => admin.call('promotions/update', { params: { slug }, body }),
  keyOf: (promotion) => promotion.slug,
  keyOfDraft: (draft) => draft.slug.trim(),
  draftOf,
  bodyOf,
  labels: (draft, t) => {
    const currency = draft.currency || '…';
    return {
      slug: t('field.slug'),
      'rule.kind': t('field.ruleKind'),
      'rule.categorySlug': t('field.categorySlug'),
      'rule.percent': t('field.percent'),
      'rule.thresholdCents': t('field.threshold', { currency }),
      'rule.saveCents': t('field.save', { currency }),
      'rule.n': t('field.n'),
      'rule.productSlugs': t('field.productSlugs'),
      currency: t('field.currency'),
      priority: t('field.priority'),
      exclusive: t('field.exclusive'),
      startsAt: t('field.startsAt'),
      endsAt: t('field.endsAt'),
    };
  },
  Fields: PromotionFields,
  takesOff: (promotion, t, locale) => {
    const rule = ruleOf(promotion.rule);
    return rule ? promotionTakesOff(rule, promotion.currency, t, locale) : <code>{String(promotion.rule.kind)}</code>;
  },
  moreFigures: (promotion, t) => (
    <>
      <dt>{t('offers.priority')}</dt>
      <dd>{promotion.priority}</dd>
    </>
  ),
  stacking: (promotion, t) => promotionStacking({ ...promotion, priority: String(promotion.priority) }, t),
  newWords: (t) => ({ title: t('promotion.new'), intro: t('promotion.newIntro'), create: t('promotion.create') }),
  recordWords: (t, slug) => ({
    title: t('promotion.title', { slug }),
    notFound: t('promotion.notFound', { slug }),
    created: t('promotion.created', { slug }),
    saved: t('promotion.saved', { slug }),
  }),
};

export function PromotionPage() {
  return <OfferPage kind={PROMOTION} />;
}

function PromotionFields({ draft, set, at, creating }: FieldsProps<Draft>) {
  const { t } = useTranslation();
  const n = wholeOf(draft.n);
  const money = { type: 'number', inputMode: 'decimal', required: true, min: 0, step: stepOf(draft.currency) } as const;
  return (
    <>
      {creating && (
        <TextField
          {...at('slug')}
          hint={t('field.slugHint')}
          required
          maxLength={120}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={draft.slug}
          onChange={(event) => set('slug', event.target.value)}
        />
      )}

      <fieldset>
        <legend>{t('offer.group.what')}</legend>
        <SelectField
          {...at('rule.kind')}
          value={draft.kind}
          onChange={(event) => set('kind', RULE_KINDS.find((kind) => kind === event.target.value) ?? draft.kind)}
        >
          {RULE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`ruleKind.${kind}`)}
            </option>
          ))}
        </SelectField>
        {draft.kind === 'category-percent' && (
          <>
            <TextField
              {...at('rule.categorySlug')}
              hint={t('field.categorySlugHint')}
              required
              maxLength={120}
              spellCheck={false}
              value={draft.categorySlug}
              onChange={(event) => set('categorySlug', event.target.value)}
            />
            <TextField
              {...at('rule.percent')}
              {...WHOLE_NUMBER}
              required
              min={1}
              max={100}
              value={draft.percent}
              onChange={(event) => set('percent', event.target.value)}
            />
          </>
        )}
        {draft.kind === 'spend-save' && (
          <>
            <TextField
              {...at('rule.thresholdCents')}
              {...money}
              hint={t('field.thresholdHint')}
              value={draft.threshold}
              onChange={(event) => set('threshold', event.target.value)}
            />
            <TextField {...at('rule.saveCents')} {...money} value={draft.save} onChange={(event) => set('save', event.target.value)} />
          </>
        )}
        {draft.kind === 'buy-n-get-one' && (
          <>
            <TextField
              {...at('rule.n')}
              {...WHOLE_NUMBER}
              hint={n !== undefined && n >= 1 ? t('field.nHint', { group: n + 1 }) : undefined}
              required
              min={1}
              max={100}
              value={draft.n}
              onChange={(event) => set('n', event.target.value)}
            />
            <TextAreaField
              {...at('rule.productSlugs')}
              hint={t('field.slugsHint')}
              required
              rows={3}
              spellCheck={false}
              value={draft.productSlugs}
              onChange={(event) => set('productSlugs', event.target.value)}
            />
          </>
        )}
        <CurrencyField field={at('currency')} value={draft.currency} onChange={(currency) => set('currency', currency)} />
      </fieldset>

      <WhenFieldset startsAt={draft.startsAt} endsAt={draft.endsAt} onChange={set} at={at} />

      <fieldset>
        <legend>{t('offer.stacking')}</legend>
        <TextField
          {...at('priority')}
          {...WHOLE_NUMBER}
          hint={t('field.priorityHint')}
          required
          min={0}
          max={10_000}
          value={draft.priority}
          onChange={(event) => set('priority', event.target.value)}
        />
        <CheckField
          {...at('exclusive')}
          hint={asText(promotionStacking(draft, t), t)}
          checked={draft.exclusive}
          onChange={(event) => set('exclusive', event.target.checked)}
        />
      </fieldset>
    </>
  );
}
