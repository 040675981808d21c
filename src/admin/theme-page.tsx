import { useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { UncheckedBody } from '../schema/admin-api/call-client';
import type { AdminCallData } from '../schema/admin-api/contract';
import { PAGE_CALLS } from '../schema/admin-api/pages';
import { adminFor, problemsByField } from './api';
import { AREAS } from './areas';
import { formatRatio, toHexColor } from './contrast';
import { CheckField, FormStatus, ProblemSummary, SelectField, TextField, useOutcome, usePageTitle, useRefusal, Waiting } from './fields';
import { formFields, type FieldRef } from './offer-form';
import { mayCall, NotForYourRole, useSignedIn } from './shell';
import {
  contrastVerdicts,
  draftOfTheme,
  FONT_WEIGHTS,
  joinLength,
  LENGTH_UNITS,
  nameProblem,
  sampleVariables,
  splitLength,
  THEME_FLAGS,
  THEME_VALUE_FIELDS,
  themeBodyOf,
  valueProblem,
  type ContrastVerdict,
  type ThemeDraft,
  type ThemeFlag,
  type ThemeGroup,
  type ThemeValueField,
} from './theme-draft';
import type { WordKey } from './words';

/*
 * The shop's look for a merchant who never saw its JSON: each value of the theme with a control
 * of its kind, grouped as a merchant thinks of them, a sample drawn with the values as they are
 * typed, and the contrast of every pair a shopper reads. A low contrast is said, not refused:
 * the merchant decides.
 */

const admin = adminFor({ 'theme/get': PAGE_CALLS['theme/get'], 'theme/put': PAGE_CALLS['theme/put'] });

type StoredTheme = AdminCallData<(typeof PAGE_CALLS)['theme/get']>;

const VALUE_GROUPS: readonly ThemeGroup[] = ['page', 'brand', 'prices', 'type', 'shapes'];
const FLAG_GROUPS = ['cards', 'frame'] as const;
/** The groups of colours, which say once how a colour may be written. */
const COLOR_GROUPS = new Set(THEME_VALUE_FIELDS.filter((field) => field.kind === 'color').map((field) => field.group));

/** Font lists most devices have, offered while typing; any other list the contract accepts may be typed. */
const FONT_SUGGESTIONS = [
  'system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  '"Helvetica Neue", Arial, sans-serif',
  'Georgia, "Times New Roman", serif',
  '"Noto Serif", Georgia, serif',
  'ui-rounded, "Nunito", system-ui, sans-serif',
  'ui-monospace, Menlo, Consolas, monospace',
];
const FONT_LIST_ID = 'theme-font-suggestions';

export function ThemePage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('theme.title'));
  const allowed = mayCall(caller.role, AREAS.theme.roles);
  const stored = useSWR(allowed ? 'theme/get' : null, async () => (await admin.call('theme/get')).data);

  if (!allowed) return <NotForYourRole roles={AREAS.theme.roles} />;
  return (
    <>
      <h1 tabIndex={-1}>{t('theme.title')}</h1>
      <p>{t('theme.intro')}</p>
      {stored.data ? (
        // The form starts from the theme as first read; after a save it already holds what was stored.
        <ThemeEditor config={stored.data.config} onSaved={(answer) => void stored.mutate(answer, { revalidate: false })} />
      ) : (
        <Waiting failed={stored.error !== undefined} />
      )}
    </>
  );
}

/** The labels of every control, by the path the contract and its refusals name them with. */
function labelsOf(t: (key: WordKey) => string): Record<string, string> {
  return Object.fromEntries([
    ['name', t('theme.field.name')],
    ...THEME_VALUE_FIELDS.map((field) => [field.path, t(`theme.field.${field.path}`)]),
    ...THEME_FLAGS.map(({ path }) => [path, t(`theme.field.${path}`)]),
  ]);
}

function ThemeEditor({ config, onSaved }: { config: unknown; onSaved: (answer: StoredTheme) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOfTheme(config));
  const [busy, setBusy] = useState(false);
  const outcome = useOutcome();
  const refusal = useRefusal();
  const fields = formFields('theme', outcome.problems, labelsOf(t));

  const setValue = (path: string, value: string) => setDraft((before) => ({ ...before, values: { ...before.values, [path]: value } }));
  const setFlag = (path: ThemeFlag, on: boolean) => setDraft((before) => ({ ...before, flags: { ...before.flags, [path]: on } }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    outcome.clear();
    try {
      const answer = await admin.call('theme/put', { body: new UncheckedBody(themeBodyOf(draft)) });
      outcome.succeed(t('theme.saved'));
      onSaved(answer.data);
    } catch (error) {
      const named = problemsByField(error);
      outcome.name(named);
      // Problems at fields are said there and in the summary; any other refusal as a whole.
      if (Object.keys(named).length === 0) {
        outcome.fail(t('error.summary', { message: refusal(error) }));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="theme-editor">
      <FormStatus done={outcome.done} failed={outcome.failed} />
      <form className="theme-form" aria-label={t('theme.title')} onSubmit={(event) => void save(event)} noValidate>
        <ProblemSummary title={t('theme.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
        <TextField
          {...fields.at('name')}
          problem={fields.at('name').problem ?? nameProblem(draft.name)}
          hint={t('theme.hint.name')}
          maxLength={80}
          autoComplete="off"
          value={draft.name}
          onChange={(event) => setDraft((before) => ({ ...before, name: event.target.value }))}
        />
        {VALUE_GROUPS.map((group) => (
          <fieldset key={group} aria-describedby={COLOR_GROUPS.has(group) ? `theme-${group}-hint` : undefined}>
            <legend>{t(`theme.group.${group}`)}</legend>
            {COLOR_GROUPS.has(group) && (
              <p className="field-hint theme-group-hint" id={`theme-${group}-hint`}>
                {t('theme.hint.colors')}
              </p>
            )}
            {THEME_VALUE_FIELDS.filter((field) => field.group === group).map((field) => (
              <ValueField
                key={field.path}
                field={field}
                at={fields.at(field.path)}
                value={draft.values[field.path] ?? ''}
                onChange={(value) => setValue(field.path, value)}
              />
            ))}
          </fieldset>
        ))}
        <datalist id={FONT_LIST_ID}>
          {FONT_SUGGESTIONS.map((fonts) => (
            <option key={fonts} value={fonts} />
          ))}
        </datalist>
        {FLAG_GROUPS.map((group) => (
          <fieldset key={group}>
            <legend>{t(`theme.group.${group}`)}</legend>
            {THEME_FLAGS.filter((flag) => flag.group === group).map(({ path }) => (
              <CheckField
                key={path}
                {...fields.at(path)}
                role="switch"
                checked={draft.flags[path]}
                onChange={(event) => setFlag(path, event.target.checked)}
              />
            ))}
          </fieldset>
        ))}
        <p className="field-hint">{t('theme.overwriteNote')}</p>
        <button type="submit" className="primary" disabled={busy}>
          {t('theme.save')}
        </button>
      </form>
      {/* On a wide screen it scrolls on its own beside the form (back-office.css), so the keyboard can reach it to scroll. */}
      <aside className="theme-aside" aria-label={t('theme.aside')} tabIndex={0}>
        <ThemeSample draft={draft} />
        <ContrastReport verdicts={contrastVerdicts(draft)} />
      </aside>
    </div>
  );
}

/** One value's control, by its kind; the problem the shop named at it, else what the contract says of it as typed. */
function ValueField({
  field,
  at,
  value,
  onChange,
}: {
  field: ThemeValueField;
  at: FieldRef;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const problem = at.problem ?? valueProblem(field, value);
  switch (field.kind) {
    case 'color':
      return <ColorField at={{ ...at, problem }} value={value} fallback={field.fallback} onChange={onChange} />;
    case 'length':
      return (
        <LengthField
          at={{ ...at, problem }}
          value={value}
          hint={field.fallback === '' ? t('theme.hint.padding') : t('theme.hint.length', { fallback: field.fallback })}
          onChange={onChange}
        />
      );
    case 'fontWeight': {
      // A weight written by hand (bold, lighter) stays a choice, so opening the page changes nothing.
      const choices: readonly string[] = FONT_WEIGHTS.includes(value as (typeof FONT_WEIGHTS)[number])
        ? FONT_WEIGHTS
        : [...FONT_WEIGHTS, value];
      return (
        <SelectField
          {...at}
          problem={problem}
          hint={t('theme.hint.fontWeight')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'fontFamily':
      return (
        <TextField
          {...at}
          problem={problem}
          hint={t('theme.hint.fontFamily')}
          list={FONT_LIST_ID}
          autoComplete="off"
          spellCheck={false}
          placeholder={field.fallback}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** A labelled control with more than one input: the label names the first, the hint and problem describe it. */
function ComboFrame({ at, hint, children }: { at: FieldRef; hint: string; children: (describedBy: string) => ReactNode }) {
  const describedBy = [`${at.id}-hint`, at.problem ? `${at.id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={at.id}>{at.label}</label>
      <div className="theme-combo">{children(describedBy)}</div>
      <p className="field-hint" id={`${at.id}-hint`}>
        {hint}
      </p>
      {at.problem && (
        <p className="field-problem" id={`${at.id}-problem`}>
          {at.problem}
        </p>
      )}
    </div>
  );
}

/** A colour picker beside the colour as text: the text takes any CSS colour the theme accepts, the picker #rrggbb. */
function ColorField({
  at,
  value,
  fallback,
  onChange,
}: {
  at: FieldRef;
  value: string;
  fallback: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const shown = toHexColor(value) ?? toHexColor(fallback) ?? '#000000';
  return (
    <ComboFrame at={at} hint={t('theme.hint.color', { fallback })}>
      {(describedBy) => (
        <>
          <input
            type="color"
            className="theme-swatch"
            aria-label={t('theme.pickColor', { field: at.label })}
            value={shown}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            id={at.id}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={fallback}
            aria-invalid={at.problem ? true : undefined}
            aria-describedby={describedBy}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      )}
    </ComboFrame>
  );
}

/** A length as a number beside its unit. */
function LengthField({ at, value, hint, onChange }: { at: FieldRef; value: string; hint: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const typed = splitLength(value);
  // While the number is empty the value says no unit, so the unit last chosen is kept here.
  const [chosenUnit, setChosenUnit] = useState(typed.unit);
  const amount = typed.amount;
  const unit = value.trim() === '' ? chosenUnit : typed.unit;
  const units: readonly string[] = LENGTH_UNITS.includes(unit as (typeof LENGTH_UNITS)[number]) ? LENGTH_UNITS : [...LENGTH_UNITS, unit];
  return (
    <ComboFrame at={at} hint={hint}>
      {(describedBy) => (
        <>
          <input
            id={at.id}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            aria-invalid={at.problem ? true : undefined}
            aria-describedby={describedBy}
            value={amount}
            onChange={(event) => onChange(joinLength(event.target.value, unit))}
          />
          <select
            aria-label={t('theme.unit', { field: at.label })}
            value={unit}
            onChange={(event) => {
              setChosenUnit(event.target.value);
              onChange(joinLength(amount, event.target.value));
            }}
          >
            {units.map((one) => (
              <option key={one} value={one}>
                {one}
              </option>
            ))}
          </select>
        </>
      )}
    </ComboFrame>
  );
}

/** A product card as a shopper would see it with the values as typed, on a wrapper that holds them as CSS variables. */
function ThemeSample({ draft }: { draft: ThemeDraft }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('theme.sample.title')}</h2>
      <p className="field-hint">{t('theme.sample.intro')}</p>
      <div className="theme-sample" style={sampleVariables(draft) as CSSProperties} data-theme-sample="">
        <p className="theme-sample-banner">{t('theme.sample.banner')}</p>
        <div className="theme-sample-card">
          <h3 className="theme-sample-heading">{t('theme.sample.heading')}</h3>
          <p className="theme-sample-body">{t('theme.sample.body')}</p>
          <p className="theme-sample-description">{t('theme.sample.description')}</p>
          <p className="theme-sample-prices">
            <span className="theme-sample-sale">{t('theme.sample.salePrice', { price: '$39.00' })}</span>{' '}
            <s className="theme-sample-former">{t('theme.sample.formerPrice', { price: '$52.00' })}</s>
          </p>
          <p className="theme-sample-placeholder">{t('theme.sample.placeholder')}</p>
          <p className="theme-sample-actions">
            {/* Pictures of the shop's controls, not controls: nothing here is pressed. */}
            {draft.flags.showCart && <span className="theme-sample-button">{t('theme.sample.button')}</span>}
            {draft.flags.showFavorite && <span className="theme-sample-favorite">{t('theme.sample.favorite')}</span>}
            <span className="theme-sample-link">{t('theme.sample.link')}</span>
          </p>
        </div>
      </div>
    </section>
  );
}

/** Each pair's contrast, said in words; the pairs below the minimum first in the summary, never a refusal. */
function ContrastReport({ verdicts }: { verdicts: readonly ContrastVerdict[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const low = verdicts.filter((verdict) => verdict.passes === false).length;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('theme.contrast.title')}</h2>
      <p className="field-hint">{t('theme.contrast.intro')}</p>
      <p className={low > 0 ? 'theme-contrast-summary low' : 'theme-contrast-summary'} role="status">
        {low > 0 ? t('theme.contrast.summary', { count: low }) : t('theme.contrast.allPass')}
      </p>
      <ul className="theme-contrast">
        {verdicts.map((verdict) => (
          <li key={verdict.name} className={verdict.passes === false ? 'low' : undefined}>
            <span className="theme-contrast-pair">{t(`theme.pair.${verdict.name}`)}</span>
            <span>
              {verdict.ratio === null
                ? t('theme.contrast.unknown')
                : t(verdict.passes ? 'theme.contrast.passes' : 'theme.contrast.low', {
                    ratio: formatRatio(verdict.ratio),
                    minimum: verdict.minimum,
                  })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
