import { useTranslation } from 'react-i18next';
import type { AdminCallData } from '../schema/admin-api/contract';
import { COUPON_CALLS, couponInputSchema } from '../schema/admin-api/coupons';
import { UncheckedBody } from '../schema/admin-api/call-client';
import { adminFor } from './api';
import { CheckField, SelectField, TextAreaField, TextField } from './fields';
import { CurrencyField, textsBodyOf, textsDraftOf, WhenFieldset, WHOLE_NUMBER, type TextsDraft } from './offer-form';
import { OfferPage, type FieldsProps, type OfferKind } from './offer-page';
import { asText, couponStacking, couponTakesOff, isoOf, limitOf, localTimeOf, minorOf, slugsOf, stepOf, unitsOf, wholeOf } from './offers';

/*
 * One coupon as the owner makes and changes it: every field of the contract with its control,
 * the texts in each language side by side, and how a shopper's cart meets it. The page around
 * them, with its create, change and "End now", is offer-page.tsx's.
 */

const admin = adminFor(COUPON_CALLS);

type Coupon = AdminCallData<(typeof COUPON_CALLS)['coupons/get']>;

const KINDS = couponInputSchema.shape.kind.options;
const SCOPES = couponInputSchema.shape.scope.unwrap().options;

/** The form as typed: money in the currency's units, instants in the browser's time zone, limits empty for none. */
type Draft = {
  code: string;
  kind: string;
  value: string;
  currency: string;
  minimum: string;
  scope: string;
  scopeSlugs: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perShopperLimit: string;
  combinable: boolean;
  listed: boolean;
  texts: TextsDraft;
};

const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

function draftOf(coupon: Coupon | null): Draft {
  if (coupon === null) {
    // A new coupon starts from the contract's defaults, running from now.
    const shape = couponInputSchema.shape;
    return {
      code: '',
      kind: 'percent',
      value: '',
      currency: shape.currency.parse(undefined),
      minimum: String(shape.minSubtotalCents.parse(undefined)),
      scope: shape.scope.parse(undefined),
      scopeSlugs: '',
      startsAt: localTimeOf(new Date().toISOString()),
      endsAt: '',
      usageLimit: '',
      perShopperLimit: '',
      combinable: shape.combinable.parse(undefined),
      listed: shape.listed.parse(undefined),
      texts: {},
    };
  }
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : unitsOf(coupon.value, coupon.currency),
    currency: coupon.currency,
    minimum: unitsOf(coupon.minSubtotalCents, coupon.currency),
    scope: coupon.scope,
    scopeSlugs: coupon.scopeSlugs.join('\n'),
    startsAt: localTimeOf(coupon.startsAt),
    endsAt: localTimeOf(coupon.endsAt),
    usageLimit: limitText(coupon.usageLimit),
    perShopperLimit: limitText(coupon.perShopperLimit),
    combinable: coupon.combinable,
    listed: coupon.listed,
    texts: textsDraftOf(coupon.translations),
  };
}

/** The draft as the contract's fields; the shop checks them and names each problem by its path. */
function bodyOf(draft: Draft): Record<string, unknown> {
  return {
    code: draft.code,
    kind: draft.kind,
    value: draft.kind === 'percent' ? wholeOf(draft.value) : minorOf(draft.value, draft.currency),
    currency: draft.currency,
    minSubtotalCents: minorOf(draft.minimum, draft.currency) ?? 0,
    scope: draft.scope,
    scopeSlugs: draft.scope === 'order' ? [] : slugsOf(draft.scopeSlugs),
    startsAt: isoOf(draft.startsAt) ?? undefined,
    endsAt: isoOf(draft.endsAt),
    usageLimit: limitOf(draft.usageLimit),
    perShopperLimit: limitOf(draft.perShopperLimit),
    combinable: draft.combinable,
    listed: draft.listed,
    translations: textsBodyOf(draft.texts, 'terms'),
  };
}

/** What a coupon's page shows, asks and sends; OfferPage makes the page of it. */
const COUPON: OfferKind<Coupon, Draft> = {
  family: 'coupons',
  roles: COUPON_CALLS['coupons/get'].roles,
  idPrefix: 'coupon',
  texts: 'terms',
  read: async (code) => (await admin.call('coupons/get', { params: { code } })).data,
  create: async (body) => (await admin.call('coupons/create', { body: new UncheckedBody(body) })).data,
  update: (code, body) => admin.call('coupons/update', { params: { code }, body }),
  keyOf: (coupon) => coupon.code,
  keyOfDraft: (draft) => draft.code.toUpperCase(),
  draftOf,
  bodyOf,
  labels: (draft, t) => {
    const currency = draft.currency || '…';
    return {
      code: t('field.code'),
      kind: t('field.kind'),
      value: draft.kind === 'percent' ? t('field.percent') : t('field.amount', { currency }),
      currency: t('field.currency'),
      minSubtotalCents: t('field.minimum', { currency }),
      scope: t('field.scope'),
      scopeSlugs: t(draft.scope === 'products' ? 'field.productSlugs' : 'field.categorySlugs'),
      startsAt: t('field.startsAt'),
      endsAt: t('field.endsAt'),
      usageLimit: t('field.usageLimit'),
      perShopperLimit: t('field.perShopperLimit'),
      combinable: t('field.combinable'),
      listed: t('field.listed'),
    };
  },
  Fields: CouponFields,
  takesOff: couponTakesOff,
  moreFigures: (coupon, t) => (
    <>
      <dt>{t('offers.uses')}</dt>
      <dd>
        {coupon.usageLimit === null
          ? t('offers.usesNoLimit', { uses: coupon.uses })
          : t('offers.usesOf', { uses: coupon.uses, limit: coupon.usageLimit })}
      </dd>
      <dt>{t('offer.perShopper')}</dt>
      <dd>{coupon.perShopperLimit === null ? t('offer.noLimit') : t('offer.times', { count: coupon.perShopperLimit })}</dd>
      <dt>{t('offer.listing')}</dt>
      <dd>{t(coupon.listed ? 'offer.listed' : 'offer.unlisted')}</dd>
    </>
  ),
  stacking: couponStacking,
  newWords: (t) => ({ title: t('coupon.new'), intro: t('coupon.newIntro'), create: t('coupon.create') }),
  recordWords: (t, code) => ({
    title: t('coupon.title', { code }),
    notFound: t('coupon.notFound', { code }),
    created: t('coupon.created', { code }),
    saved: t('coupon.saved', { code }),
  }),
};

export function CouponPage() {
  return <OfferPage kind={COUPON} />;
}

/** A limit's control: empty is no limit, else at least once. */
const LIMIT = { ...WHOLE_NUMBER, min: 1 } as const;

function CouponFields({ draft, set, at, creating }: FieldsProps<Draft>) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset>
        <legend>{t('offer.group.code')}</legend>
        {creating && (
          <TextField
            {...at('code')}
            hint={t('field.codeHint')}
            required
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={draft.code}
            onChange={(event) => set('code', event.target.value)}
          />
        )}
        <CheckField {...at('listed')} checked={draft.listed} onChange={(event) => set('listed', event.target.checked)} />
      </fieldset>

      <fieldset>
        <legend>{t('offer.group.what')}</legend>
        <SelectField {...at('kind')} value={draft.kind} onChange={(event) => set('kind', event.target.value)}>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`couponKind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...at('value')}
          type="number"
          inputMode="decimal"
          required
          min={draft.kind === 'percent' ? 1 : stepOf(draft.currency)}
          max={draft.kind === 'percent' ? 100 : undefined}
          step={draft.kind === 'percent' ? 1 : stepOf(draft.currency)}
          value={draft.value}
          onChange={(event) => set('value', event.target.value)}
        />
        <CurrencyField field={at('currency')} value={draft.currency} onChange={(currency) => set('currency', currency)} />
        <TextField
          {...at('minSubtotalCents')}
          hint={t('field.minimumHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step={stepOf(draft.currency)}
          value={draft.minimum}
          onChange={(event) => set('minimum', event.target.value)}
        />
        <SelectField {...at('scope')} value={draft.scope} onChange={(event) => set('scope', event.target.value)}>
          {SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`scope.${scope}`)}
            </option>
          ))}
        </SelectField>
        {draft.scope !== 'order' && (
          <TextAreaField
            {...at('scopeSlugs')}
            hint={t('field.slugsHint')}
            required
            rows={3}
            spellCheck={false}
            value={draft.scopeSlugs}
            onChange={(event) => set('scopeSlugs', event.target.value)}
          />
        )}
      </fieldset>

      <WhenFieldset startsAt={draft.startsAt} endsAt={draft.endsAt} onChange={set} at={at} />

      <fieldset>
        <legend>{t('offer.group.limits')}</legend>
        <TextField
          {...at('usageLimit')}
          {...LIMIT}
          hint={t('field.usageLimitHint')}
          value={draft.usageLimit}
          onChange={(event) => set('usageLimit', event.target.value)}
        />
        <TextField
          {...at('perShopperLimit')}
          {...LIMIT}
          hint={t('field.perShopperLimitHint')}
          value={draft.perShopperLimit}
          onChange={(event) => set('perShopperLimit', event.target.value)}
        />
      </fieldset>

      <fieldset>
        <legend>{t('offer.stacking')}</legend>
        <CheckField
          {...at('combinable')}
          hint={asText(couponStacking(draft, t), t)}
          checked={draft.combinable}
          onChange={(event) => set('combinable', event.target.checked)}
        />
      </fieldset>
    </>
  );
}
