import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWR, { useSWRConfig } from 'swr';
import type { AdminCallData } from '../schema/admin-api/contract';
import { COUPON_CALLS, couponInputSchema } from '../schema/admin-api/coupons';
import { UncheckedBody } from '../schema/admin-api/client';
import { admin } from './api';
import { ChangeButton, CheckField, FormStatus, ProblemSummary, SelectField, TextAreaField, TextField, usePageTitle } from './fields';
import { formatTime } from './format';
import {
  formFields,
  JUST_CREATED,
  textLabels,
  textsBodyOf,
  textsDraftOf,
  TextsFieldset,
  useJustCreated,
  type TextsDraft,
} from './offer-form';
import {
  asText,
  changedFields,
  couponStacking,
  couponTakesOff,
  isoOf,
  limitOf,
  localTimeOf,
  minorOf,
  offerState,
  slugsOf,
  stepOf,
  timeZone,
  unitsOf,
  wholeOf,
} from './offers';
import { RecordFrame, useDecision } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * One coupon as the owner makes and changes it: every field of the contract with its control,
 * the texts in each language side by side, and how a shopper's cart meets it. A change sends
 * only the fields that differ from the stored coupon; "End now" sets its end to this moment.
 */

type Coupon = AdminCallData<(typeof COUPON_CALLS)['coupons/get']>;

/** The new form's address: codes are stored upper-cased, so `new` never names a coupon. */
const NEW = 'new';
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

export function CouponPage() {
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const code = decodeURIComponent(path.split('/').pop() ?? '');
  if (!mayCall(caller.role, COUPON_CALLS['coupons/get'].roles)) return <NotForYourRole roles={COUPON_CALLS['coupons/get'].roles} />;
  return code === NEW ? <NewCoupon /> : <StoredCoupon code={code} />;
}

function NewCoupon() {
  const { t } = useTranslation();
  usePageTitle(t('coupon.new'));
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const outcome = useDecision(async () => undefined);

  const create = async (draft: Draft) => {
    await outcome.decide(t('coupon.created', { code: draft.code.toUpperCase() }), async () => {
      const { data } = await admin.call('coupons/create', { body: new UncheckedBody(bodyOf(draft)) });
      await mutate(['coupons/get', data.code], data, { revalidate: false });
      router.history.push(`/admin/coupons/${encodeURIComponent(data.code)}`, JUST_CREATED);
    });
  };

  return (
    <>
      <p>
        <AdminLink to="/admin/coupons">{t('offers.back')}</AdminLink>
      </p>
      <h1 tabIndex={-1} id="new-title">
        {t('coupon.new')}
      </h1>
      <p>{t('coupon.newIntro')}</p>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      <CouponForm
        initial={draftOf(null)}
        creating
        labelledBy="new-title"
        problems={outcome.problems}
        submit={t('coupon.create')}
        onSave={create}
      />
    </>
  );
}

function StoredCoupon({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('coupon.title', { code }));
  const coupon = useSWR(['coupons/get', code], async () => (await admin.call('coupons/get', { params: { code } })).data);
  const outcome = useDecision(() => coupon.mutate());
  const [justCreated, forgetCreated] = useJustCreated();

  const decide = (said: string, call: () => Promise<unknown>) => {
    forgetCreated();
    return outcome.decide(said, call);
  };
  const done = outcome.done ?? (justCreated ? t('coupon.created', { code }) : null);

  return (
    <RecordFrame
      back={t('offers.back')}
      backTo="/admin/coupons"
      title={t('coupon.title', { code })}
      notFound={t('coupon.notFound', { code })}
      result={coupon}
    >
      {(stored) => {
        const state = offerState(stored, Date.now());
        const when = { start: formatTime(stored.startsAt, i18n.language), end: stored.endsAt && formatTime(stored.endsAt, i18n.language) };
        const save = async (draft: Draft) => {
          const changed = changedFields(bodyOf(draft), bodyOf(draftOf(stored)));
          if (Object.keys(changed).length === 0) {
            forgetCreated();
            outcome.succeed(t('offer.unchanged'));
            return;
          }
          await decide(t('coupon.saved', { code }), () => admin.call('coupons/update', { params: { code }, body: changed }));
        };
        return (
          <>
            <FormStatus done={done} failed={outcome.failed} />
            <section aria-labelledby="now-title">
              <h2 id="now-title">{t('offer.now')}</h2>
              <dl className="figures">
                <dt>{t('offers.takesOff')}</dt>
                <dd>{couponTakesOff(stored, t, i18n.language)}</dd>
                <dt>{t('offers.state')}</dt>
                <dd>{t(`offerState.${state}`)}</dd>
                <dt>{t('offer.runs')}</dt>
                <dd>{when.end ? t('offer.period', when) : t('offer.periodOpen', when)}</dd>
                <dt>{t('offers.uses')}</dt>
                <dd>
                  {stored.usageLimit === null
                    ? t('offers.usesNoLimit', { uses: stored.uses })
                    : t('offers.usesOf', { uses: stored.uses, limit: stored.usageLimit })}
                </dd>
                <dt>{t('offer.perShopper')}</dt>
                <dd>{stored.perShopperLimit === null ? t('offer.noLimit') : t('offer.times', { count: stored.perShopperLimit })}</dd>
                <dt>{t('offer.listing')}</dt>
                <dd>{t(stored.listed ? 'offer.listed' : 'offer.unlisted')}</dd>
              </dl>
              <h3>{t('offer.stacking')}</h3>
              <div className="stacking">
                {couponStacking(stored, t).map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
              </div>
              {state === 'running' && (
                <div className="buttons">
                  <ChangeButton
                    label={t('offer.end')}
                    confirm
                    ask={t('offer.endAsk')}
                    onChange={() =>
                      decide(t('offer.endedDone'), () =>
                        admin.call('coupons/update', { params: { code }, body: { endsAt: new Date().toISOString() } }),
                      )
                    }
                  />
                </div>
              )}
            </section>
            <section aria-labelledby="change-title">
              <h2 id="change-title">{t('offer.change')}</h2>
              <CouponForm
                // A stored coupon read again (saved, ended) starts the form afresh from it.
                key={JSON.stringify(stored)}
                initial={draftOf(stored)}
                creating={false}
                labelledBy="change-title"
                problems={outcome.problems}
                submit={t('offer.save')}
                onSave={save}
              />
            </section>
          </>
        );
      }}
    </RecordFrame>
  );
}

function CouponForm({
  initial,
  creating,
  labelledBy,
  problems,
  submit,
  onSave,
}: {
  initial: Draft;
  creating: boolean;
  /** The heading that names the form. */
  labelledBy: string;
  problems: Record<string, string>;
  submit: string;
  onSave: (draft: Draft) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((before) => ({ ...before, [name]: value }));
  const currency = draft.currency || '…';
  const zone = timeZone();
  const fields = formFields('coupon', problems, {
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
    ...textLabels(t, 'terms'),
  });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onSave(draft);
    setBusy(false);
  }

  return (
    <form className="record" onSubmit={(event) => void send(event)} aria-labelledby={labelledBy}>
      <ProblemSummary title={t('offer.problems')} problems={problems} fieldOf={fields.fieldOf} />
      <fieldset>
        <legend>{t('offer.group.code')}</legend>
        {creating && (
          <TextField
            {...fields.at('code')}
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
        <CheckField {...fields.at('listed')} checked={draft.listed} onChange={(event) => set('listed', event.target.checked)} />
      </fieldset>

      <fieldset>
        <legend>{t('offer.group.what')}</legend>
        <SelectField {...fields.at('kind')} value={draft.kind} onChange={(event) => set('kind', event.target.value)}>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`couponKind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...fields.at('value')}
          type="number"
          inputMode="decimal"
          required
          min={draft.kind === 'percent' ? 1 : stepOf(draft.currency)}
          max={draft.kind === 'percent' ? 100 : undefined}
          step={draft.kind === 'percent' ? 1 : stepOf(draft.currency)}
          value={draft.value}
          onChange={(event) => set('value', event.target.value)}
        />
        <TextField
          {...fields.at('currency')}
          hint={t('field.currencyHint')}
          required
          maxLength={3}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.currency}
          onChange={(event) => set('currency', event.target.value.toUpperCase())}
        />
        <TextField
          {...fields.at('minSubtotalCents')}
          hint={t('field.minimumHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step={stepOf(draft.currency)}
          value={draft.minimum}
          onChange={(event) => set('minimum', event.target.value)}
        />
        <SelectField {...fields.at('scope')} value={draft.scope} onChange={(event) => set('scope', event.target.value)}>
          {SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`scope.${scope}`)}
            </option>
          ))}
        </SelectField>
        {draft.scope !== 'order' && (
          <TextAreaField
            {...fields.at('scopeSlugs')}
            hint={t('field.slugsHint')}
            required
            rows={3}
            spellCheck={false}
            value={draft.scopeSlugs}
            onChange={(event) => set('scopeSlugs', event.target.value)}
          />
        )}
      </fieldset>

      <fieldset>
        <legend>{t('offer.group.when')}</legend>
        <TextField
          {...fields.at('startsAt')}
          hint={t('field.timeHint', { zone })}
          type="datetime-local"
          required
          value={draft.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <TextField
          {...fields.at('endsAt')}
          hint={t('field.endsAtHint', { zone })}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
        />
      </fieldset>

      <fieldset>
        <legend>{t('offer.group.limits')}</legend>
        <TextField
          {...fields.at('usageLimit')}
          hint={t('field.usageLimitHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.usageLimit}
          onChange={(event) => set('usageLimit', event.target.value)}
        />
        <TextField
          {...fields.at('perShopperLimit')}
          hint={t('field.perShopperLimitHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.perShopperLimit}
          onChange={(event) => set('perShopperLimit', event.target.value)}
        />
      </fieldset>

      <fieldset>
        <legend>{t('offer.stacking')}</legend>
        <CheckField
          {...fields.at('combinable')}
          hint={asText(couponStacking(draft, t), t)}
          checked={draft.combinable}
          onChange={(event) => set('combinable', event.target.checked)}
        />
      </fieldset>

      <TextsFieldset body="terms" texts={draft.texts} onChange={(texts) => set('texts', texts)} at={fields.at} />

      <button type="submit" className="primary" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
