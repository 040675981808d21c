import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { AdminCallData } from '../schema/admin-api/contract';
import { PAGE_CALLS, storedThemeDraftSchema, themeConflictSchema } from '../schema/admin-api/pages';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';
import { AdminRefusal, adminFor, problemsByField } from './api';
import { AREAS } from './areas';
import { PreviewFrame } from './composer/preview-frame';
import { formatRatio, toHexColor } from './contrast';
import { ChangeButton, CheckField, FormStatus, ProblemSummary, SelectField, TextField, useOutcome, usePageTitle, useRefusal, Waiting } from './fields';
import { formatTime } from './format';
import { formFields, type FieldRef } from './offer-form';
import { mayCall, NotForYourRole, useSignedIn } from './shell';
import {
  contrastVerdicts,
  draftOfTheme,
  FONT_WEIGHTS,
  joinLength,
  LENGTH_UNITS,
  nameProblem,
  sameTheme,
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
 * typed, the shop's own pages drawn with them at a phone's, a tablet's or a desktop's width, and
 * the contrast of every pair a shopper reads. A low contrast is said, not refused: the merchant
 * decides. The values are saved as a draft shoppers never see, and published like a page: over
 * the version the merchant started from, or not at all, so two staff never overwrite each other.
 */

const admin = adminFor({
  'theme/get': PAGE_CALLS['theme/get'],
  'theme/draft/put': PAGE_CALLS['theme/draft/put'],
  'theme/draft/delete': PAGE_CALLS['theme/draft/delete'],
  'theme/publish': PAGE_CALLS['theme/publish'],
});

type OpenedTheme = AdminCallData<(typeof PAGE_CALLS)['theme/get']>;

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

/** How long after the last keystroke the draft is saved, as the composer waits. */
const AUTOSAVE_DELAY_MS = 2000;

type DraftFacts = { version: string; savedBy: string; savedAt: string };

/** Someone else's theme the merchant's values would overwrite: a draft saved since, or a theme published since. */
type Conflict =
  | { kind: 'draft'; config: unknown; who: string; when: string; version: string; basedOn: string }
  | { kind: 'published'; config: unknown; who: string | null; when: string; version: string };

/** The theme shoppers see, as this page last learned it: what a discarded draft goes back to. */
type PublishedFacts = { config: unknown; version: string };

/** Another's draft a refusal answered with (409): saved since the version this page last saw. */
function theirDraftIn(error: unknown): Conflict | null {
  if (!(error instanceof AdminRefusal) || error.answer.status !== 409) return null;
  const theirs = storedThemeDraftSchema.safeParse(error.answer.data);
  if (!theirs.success) return null;
  const { config, savedBy, savedAt, version, basedOn } = theirs.data;
  return { kind: 'draft', config, who: savedBy, when: savedAt, version, basedOn };
}

/** The preview's first language: the back office's own when the shop is written in it. */
const previewLocaleOf = (language: string): TranslatedLocale => TRANSLATED_LOCALES.find((locale) => locale === language) ?? 'en';

export function ThemePage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('theme.title'));
  const allowed = mayCall(caller.role, AREAS.theme.roles);
  // The editor holds the theme from here on: a fresh read would undo the merchant's values.
  const stored = useSWR(allowed ? 'theme/get' : null, async () => (await admin.call('theme/get')).data, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  if (!allowed) return <NotForYourRole roles={AREAS.theme.roles} />;
  return (
    <>
      <h1 tabIndex={-1}>{t('theme.title')}</h1>
      <p>{t('themeDraft.intro')}</p>
      {stored.data ? <ThemeEditor opened={stored.data} /> : <Waiting failed={stored.error !== undefined} />}
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

/** A draft started from a theme that was published since: said at once, as a publish would say it. */
function conflictAtOpening(opened: OpenedTheme): Conflict | null {
  if (!opened.draft || opened.draft.basedOn === opened.version) return null;
  return { kind: 'published', config: opened.config, who: opened.publishedBy, when: opened.publishedAt, version: opened.version };
}

function ThemeEditor({ opened }: { opened: OpenedTheme }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOfTheme(opened.draft?.config ?? opened.config));
  // The published version the merchant's values build on: a publish over any other is refused.
  const [basedOn, setBasedOn] = useState(opened.draft?.basedOn ?? opened.version);
  const [saved, setSaved] = useState<DraftFacts | null>(opened.draft);
  const [published, setPublished] = useState<PublishedFacts>({ config: opened.config, version: opened.version });
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(() => conflictAtOpening(opened));
  const outcome = useOutcome();
  const refusal = useRefusal();
  const prefix = useId();
  const fields = formFields('theme', outcome.problems, labelsOf(t));
  // What a save sends and answers against: the latest, not the one a timer's render saw.
  const latest = useRef({ draft, basedOn, saved });
  latest.current = { draft, basedOn, saved };
  // The save on its way, if any: a discard waits for it, or it would remove the version before it (and be refused as
  // if another member had saved since) or remove nothing and see the draft come back when the save lands.
  const saveOnItsWay = useRef<Promise<boolean> | null>(null);
  // The frame gets a new theme only when a value changes, not with every render.
  const previewTheme = useMemo(() => themeBodyOf(draft), [draft]);
  // Something to discard: a saved draft, or values typed away from the published theme.
  const publishedDraft = useMemo(() => draftOfTheme(published.config), [published]);
  const discardable = saved !== null || !sameTheme(draft, publishedDraft);

  const edit = (change: (before: ThemeDraft) => ThemeDraft) => {
    setDraft(change);
    setDirty(true);
  };
  const setValue = (path: string, value: string) => edit((before) => ({ ...before, values: { ...before.values, [path]: value } }));
  const setFlag = (path: ThemeFlag, on: boolean) => edit((before) => ({ ...before, flags: { ...before.flags, [path]: on } }));

  /** Saves the draft; with `over`, over that draft version (the merchant chose to keep theirs over another's). */
  function saveDraft(over?: string): Promise<boolean> {
    const saving = sendDraft(over).finally(() => {
      if (saveOnItsWay.current === saving) saveOnItsWay.current = null;
    });
    saveOnItsWay.current = saving;
    return saving;
  }

  async function sendDraft(over?: string): Promise<boolean> {
    const { draft: sending, basedOn: building, saved: current } = latest.current;
    const ifMatch = over ?? current?.version;
    setSaving(true);
    try {
      const { data } = await admin.call('theme/draft/put', {
        body: { config: themeBodyOf(sending), basedOn: building },
        ...(ifMatch ? { headers: { 'If-Match': ifMatch } } : {}),
      });
      const saved = { version: data.version, savedBy: data.savedBy, savedAt: data.savedAt };
      setSaved(saved);
      // Read at once by a discard that waited for this save, before the page draws again.
      latest.current = { ...latest.current, saved };
      setConflict((before) => (before?.kind === 'draft' ? null : before));
      // Values typed while the save was on its way are still to be saved.
      if (latest.current.draft === sending) setDirty(false);
      return true;
    } catch (error) {
      const theirs = theirDraftIn(error);
      if (theirs) setConflict(theirs);
      else outcome.fail(t('error.summary', { message: refusal(error) }));
      return false;
    } finally {
      setSaving(false);
    }
  }

  useEffect(() => {
    if (!dirty || conflict?.kind === 'draft' || saving || busy) return;
    const timer = setTimeout(() => void saveDraft(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `saveDraft` reads the latest values through `latest`; a new one each render must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, dirty, conflict, saving, busy]);

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    outcome.clear();
    try {
      const { data } = await admin.call('theme/publish', { body: { config: themeBodyOf(draft) }, headers: { 'If-Match': basedOn } });
      setBasedOn(data.version);
      setPublished({ config: data.config, version: data.version });
      setSaved(null);
      setConflict(null);
      if (latest.current.draft === draft) setDirty(false);
      outcome.succeed(t('themeDraft.published'));
    } catch (error) {
      const theirs = error instanceof AdminRefusal && error.answer.status === 409 ? themeConflictSchema.safeParse(error.answer.data) : null;
      if (theirs?.success) {
        const { config, publishedBy, publishedAt, version } = theirs.data;
        setConflict({ kind: 'published', config, who: publishedBy, when: publishedAt, version });
        return;
      }
      const named = problemsByField(error, t);
      outcome.name(named);
      // Problems at fields are said there and in the summary; any other refusal as a whole.
      if (Object.keys(named).length === 0) outcome.fail(t('error.summary', { message: refusal(error) }));
    } finally {
      setBusy(false);
    }
  }

  /** Their theme in place of the merchant's values: the merchant chose it, so nothing of theirs is lost. */
  function loadTheirs(theirs: Conflict) {
    setDraft(draftOfTheme(theirs.config));
    if (theirs.kind === 'draft') {
      setSaved({ version: theirs.version, savedBy: theirs.who, savedAt: theirs.when });
      setBasedOn(theirs.basedOn);
      setDirty(false);
    } else {
      setBasedOn(theirs.version);
      setPublished({ config: theirs.config, version: theirs.version });
      // The draft, if any, still holds the older values: saved again with the theme loaded.
      setDirty(saved !== null);
    }
    setConflict(null);
    outcome.clear();
    document.getElementById(`${prefix}-form`)?.focus();
  }

  /** The merchant's values kept: saved over their draft, or published next over their theme. */
  function keepMine(theirs: Conflict) {
    setConflict(null);
    if (theirs.kind === 'draft') {
      void saveDraft(theirs.version);
      return;
    }
    setBasedOn(theirs.version);
    setPublished({ config: theirs.config, version: theirs.version });
    setDirty(true);
  }

  /**
   * Back to the published theme: the saved draft removed, over the version this page saw (a draft
   * saved since by someone else is shown as a conflict, not removed unseen), and the values
   * typed since with it. Values only typed, never saved, need no call.
   */
  async function discardDraft(): Promise<boolean> {
    setBusy(true);
    outcome.clear();
    await saveOnItsWay.current;
    const current = latest.current.saved;
    try {
      if (current) await admin.call('theme/draft/delete', { headers: { 'If-Match': current.version } });
    } catch (error) {
      const theirs = theirDraftIn(error);
      if (theirs) setConflict(theirs);
      // A 409 with no draft: it was published or discarded meanwhile, so the published theme here is old too.
      else if (error instanceof AdminRefusal && error.answer.status === 409) outcome.fail(t('themeDraft.discardGone'));
      else outcome.fail(t('error.summary', { message: refusal(error) }));
      return false;
    } finally {
      setBusy(false);
    }
    setDraft(publishedDraft);
    setBasedOn(published.version);
    setSaved(null);
    setDirty(false);
    setConflict(null);
    outcome.succeed(t('themeDraft.discarded'));
    // The discard control goes with the draft: the merchant starts again at the first value.
    document.getElementById(fields.at('name').id)?.focus();
    return true;
  }

  const status = saving
    ? t('themeDraft.saving')
    : dirty
      ? t('themeDraft.unsaved')
      : saved
        ? t('themeDraft.fromDraft', { who: saved.savedBy, when: formatTime(saved.savedAt, i18n.language) })
        : t('themeDraft.fromPublished');

  return (
    <>
      <p className="theme-draft-status" role="status">
        {status}
      </p>
      {conflict && (
        <div className="confirm" role="alert">
          <p>
            {conflict.kind === 'draft'
              ? t('themeDraft.conflictDraft', { who: conflict.who, when: formatTime(conflict.when, i18n.language) })
              : t('themeDraft.conflictPublished', {
                  who: conflict.who ?? t('themeDraft.someone'),
                  when: formatTime(conflict.when, i18n.language),
                })}
          </p>
          <p>{t('themeDraft.conflictHint')}</p>
          <div className="buttons">
            <button type="button" className="primary" onClick={() => loadTheirs(conflict)}>
              {t('themeDraft.loadTheirs')}
            </button>
            <button type="button" onClick={() => keepMine(conflict)}>
              {t('themeDraft.keepMine')}
            </button>
          </div>
        </div>
      )}
      <div className="theme-editor">
        <FormStatus done={outcome.done} failed={outcome.failed} />
        <form
          id={`${prefix}-form`}
          tabIndex={-1}
          className="theme-form"
          aria-label={t('theme.title')}
          onSubmit={(event) => void publish(event)}
          noValidate
        >
          <ProblemSummary title={t('themeDraft.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
          <TextField
            {...fields.at('name')}
            problem={fields.at('name').problem ?? nameProblem(draft.name)}
            hint={t('theme.hint.name')}
            maxLength={80}
            autoComplete="off"
            value={draft.name}
            onChange={(event) => {
              const name = event.target.value;
              edit((before) => ({ ...before, name }));
            }}
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
          <p className="field-hint">{t('themeDraft.publishNote')}</p>
          <div className="buttons">
            <button type="button" disabled={saving || busy} onClick={() => void saveDraft()}>
              {t('themeDraft.save')}
            </button>
            <button type="submit" className="primary" disabled={busy}>
              {t('themeDraft.publish')}
            </button>
            {discardable && <ChangeButton label={t('themeDraft.discard')} confirm ask={t('themeDraft.discardAsk')} onChange={discardDraft} />}
          </div>
        </form>
        {/* On a wide screen it scrolls on its own beside the form (back-office.css), so the keyboard can reach it to scroll. */}
        <aside className="theme-aside" aria-label={t('theme.aside')} tabIndex={0}>
          <ThemeSample draft={draft} />
          <ContrastReport verdicts={contrastVerdicts(draft)} />
        </aside>
      </div>
      <section className="theme-preview" aria-labelledby={`${prefix}-preview`}>
        <h2 id={`${prefix}-preview`}>{t('themeDraft.previewTitle')}</h2>
        <p className="field-hint">{t('themeDraft.previewIntro')}</p>
        {/* The shop's home page as shoppers see it, any page's draft left out, drawn with the theme as typed. */}
        <PreviewFrame
          pageKey="home"
          locale={previewLocaleOf(i18n.language)}
          theme={previewTheme}
          frameTitle={t('themeDraft.frameTitle')}
          underPageHeading
        />
      </section>
    </>
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
