import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWR, { useSWRConfig } from 'swr';
import type { AdminCallData } from '../schema/admin-api/contract';
import { COUPON_CALLS, promotionInputSchema, promotionRuleSchema } from '../schema/admin-api/coupons';
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
  isoOf,
  localTimeOf,
  minorOf,
  offerState,
  promotionStacking,
  promotionTakesOff,
  ruleOf,
  slugsOf,
  stepOf,
  timeZone,
  unitsOf,
  wholeOf,
  type PromotionRule,
} from './offers';
import { RecordFrame, useDecision } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * One promotion as the owner makes and changes it: its rule with the figures its kind takes,
 * its priority and whether it is exclusive, said as a cart meets them, and its texts in each
 * language. A change sends only the fields that differ; "End now" sets its end to this moment.
 */

type Promotion = AdminCallData<(typeof COUPON_CALLS)['promotions/get']>;

/** The new form's address (a promotion slugged `new` is reached from the terminal only). */
const NEW = 'new';
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

export function PromotionPage() {
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const slug = decodeURIComponent(path.split('/').pop() ?? '');
  if (!mayCall(caller.role, COUPON_CALLS['promotions/get'].roles)) return <NotForYourRole roles={COUPON_CALLS['promotions/get'].roles} />;
  return slug === NEW ? <NewPromotion /> : <StoredPromotion slug={slug} />;
}

function NewPromotion() {
  const { t } = useTranslation();
  usePageTitle(t('promotion.new'));
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const outcome = useDecision(async () => undefined);

  const create = async (draft: Draft) => {
    await outcome.decide(t('promotion.created', { slug: draft.slug.trim() }), async () => {
      const { data } = await admin.call('promotions/create', { body: new UncheckedBody(bodyOf(draft)) });
      await mutate(['promotions/get', data.slug], data, { revalidate: false });
      router.history.push(`/admin/promotions/${encodeURIComponent(data.slug)}`, JUST_CREATED);
    });
  };

  return (
    <>
      <p>
        <AdminLink to="/admin/coupons">{t('offers.back')}</AdminLink>
      </p>
      <h1 tabIndex={-1} id="new-title">
        {t('promotion.new')}
      </h1>
      <p>{t('promotion.newIntro')}</p>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      <PromotionForm
        initial={draftOf(null)}
        creating
        labelledBy="new-title"
        problems={outcome.problems}
        submit={t('promotion.create')}
        onSave={create}
      />
    </>
  );
}

function StoredPromotion({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('promotion.title', { slug }));
  const promotion = useSWR(['promotions/get', slug], async () => (await admin.call('promotions/get', { params: { slug } })).data);
  const outcome = useDecision(() => promotion.mutate());
  const [justCreated, forgetCreated] = useJustCreated();

  const decide = (said: string, call: () => Promise<unknown>) => {
    forgetCreated();
    return outcome.decide(said, call);
  };
  const done = outcome.done ?? (justCreated ? t('promotion.created', { slug }) : null);

  return (
    <RecordFrame
      back={t('offers.back')}
      backTo="/admin/coupons"
      title={t('promotion.title', { slug })}
      notFound={t('promotion.notFound', { slug })}
      result={promotion}
    >
      {(stored) => {
        const state = offerState(stored, Date.now());
        const rule = ruleOf(stored.rule);
        const when = { start: formatTime(stored.startsAt, i18n.language), end: stored.endsAt && formatTime(stored.endsAt, i18n.language) };
        const save = async (draft: Draft) => {
          const changed = changedFields(bodyOf(draft), bodyOf(draftOf(stored)));
          if (Object.keys(changed).length === 0) {
            forgetCreated();
            outcome.succeed(t('offer.unchanged'));
            return;
          }
          await decide(t('promotion.saved', { slug }), () => admin.call('promotions/update', { params: { slug }, body: changed }));
        };
        return (
          <>
            <FormStatus done={done} failed={outcome.failed} />
            <section aria-labelledby="now-title">
              <h2 id="now-title">{t('offer.now')}</h2>
              <dl className="figures">
                <dt>{t('offers.takesOff')}</dt>
                <dd>{rule ? promotionTakesOff(rule, stored.currency, t, i18n.language) : <code>{String(stored.rule.kind)}</code>}</dd>
                <dt>{t('offers.state')}</dt>
                <dd>{t(`offerState.${state}`)}</dd>
                <dt>{t('offer.runs')}</dt>
                <dd>{when.end ? t('offer.period', when) : t('offer.periodOpen', when)}</dd>
                <dt>{t('offers.priority')}</dt>
                <dd>{stored.priority}</dd>
              </dl>
              <h3>{t('offer.stacking')}</h3>
              <div className="stacking">
                {promotionStacking({ ...stored, priority: String(stored.priority) }, t).map((sentence) => (
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
                        admin.call('promotions/update', { params: { slug }, body: { endsAt: new Date().toISOString() } }),
                      )
                    }
                  />
                </div>
              )}
            </section>
            <section aria-labelledby="change-title">
              <h2 id="change-title">{t('offer.change')}</h2>
              <PromotionForm
                // A stored promotion read again (saved, ended) starts the form afresh from it.
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

function PromotionForm({
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
  const n = wholeOf(draft.n);
  const fields = formFields('promotion', problems, {
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
    ...textLabels(t, 'description'),
  });
  const money = { type: 'number', inputMode: 'decimal', required: true, min: 0, step: stepOf(draft.currency) } as const;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onSave(draft);
    setBusy(false);
  }

  return (
    <form className="record" onSubmit={(event) => void send(event)} aria-labelledby={labelledBy}>
      <ProblemSummary title={t('offer.problems')} problems={problems} fieldOf={fields.fieldOf} />
      {creating && (
        <TextField
          {...fields.at('slug')}
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
          {...fields.at('rule.kind')}
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
              {...fields.at('rule.categorySlug')}
              hint={t('field.categorySlugHint')}
              required
              maxLength={120}
              spellCheck={false}
              value={draft.categorySlug}
              onChange={(event) => set('categorySlug', event.target.value)}
            />
            <TextField
              {...fields.at('rule.percent')}
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={100}
              step={1}
              value={draft.percent}
              onChange={(event) => set('percent', event.target.value)}
            />
          </>
        )}
        {draft.kind === 'spend-save' && (
          <>
            <TextField
              {...fields.at('rule.thresholdCents')}
              {...money}
              hint={t('field.thresholdHint')}
              value={draft.threshold}
              onChange={(event) => set('threshold', event.target.value)}
            />
            <TextField
              {...fields.at('rule.saveCents')}
              {...money}
              value={draft.save}
              onChange={(event) => set('save', event.target.value)}
            />
          </>
        )}
        {draft.kind === 'buy-n-get-one' && (
          <>
            <TextField
              {...fields.at('rule.n')}
              hint={n !== undefined && n >= 1 ? t('field.nHint', { group: n + 1 }) : undefined}
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={100}
              step={1}
              value={draft.n}
              onChange={(event) => set('n', event.target.value)}
            />
            <TextAreaField
              {...fields.at('rule.productSlugs')}
              hint={t('field.slugsHint')}
              required
              rows={3}
              spellCheck={false}
              value={draft.productSlugs}
              onChange={(event) => set('productSlugs', event.target.value)}
            />
          </>
        )}
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
        <legend>{t('offer.stacking')}</legend>
        <TextField
          {...fields.at('priority')}
          hint={t('field.priorityHint')}
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={10_000}
          step={1}
          value={draft.priority}
          onChange={(event) => set('priority', event.target.value)}
        />
        <CheckField
          {...fields.at('exclusive')}
          hint={asText(promotionStacking(draft, t), t)}
          checked={draft.exclusive}
          onChange={(event) => set('exclusive', event.target.checked)}
        />
      </fieldset>

      <TextsFieldset body="description" texts={draft.texts} onChange={(texts) => set('texts', texts)} at={fields.at} />

      <button type="submit" className="primary" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
