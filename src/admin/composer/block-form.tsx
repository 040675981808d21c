import { useId, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextAreaField, TextField } from '../fields';
import {
  fieldPathText,
  initialValueOf,
  optionOf,
  problemsAtFields,
  readAt,
  writeAt,
  type FieldModel,
  type FieldPath,
  type Props,
  type ReferenceKind,
} from './block-form-model';

/*
 * A block's props as a form, drawn from its model (block-form-model.ts) with native controls.
 * Every edit hands the whole new props to `onChange`; the form keeps no state of its own, so
 * the composer that holds the page decides what an edit does. Labels and help come from the
 * model, already in the member's language (`modelInWords`); the form's own words are the back office's.
 */

export type Lookup = { value: string; label: string };

/** What the shop holds of one kind of record, for the reference fields of that kind. */
export type ReferenceRecords = {
  /** The records offered as the merchant types: slugs with their names. */
  offered: readonly Lookup[];
  /** The name of the record a slug names; null when the shop has none of this kind; undefined while that is not known. */
  nameOf: (slug: string) => string | null | undefined;
  /** The records could not be read: the merchant types the slug, and the shop judges it on saving. */
  unavailable?: boolean;
};

export type BlockFormProps = {
  model: FieldModel;
  value: Props;
  onChange: (next: Props) => void;
  /** The block's problems by their place in it (`problemsOfBlock`): `props.items[0].title`. */
  problems?: Readonly<Record<string, string>>;
  /** What every control's id starts with, so a summary of problems can link to it (`controlIdOf`). */
  idPrefix?: string;
  /** The theme's colours by name, offered by every colour field. */
  themeColours?: Readonly<Record<string, string>>;
  /** The records a reference field offers, by kind, and what they know of the slug typed in it. */
  references?: Partial<Record<ReferenceKind, ReferenceRecords>>;
  /** Told what the merchant types in (or finds in) a reference field, so the records offered can follow it. */
  onReferenceText?: (kind: ReferenceKind, text: string) => void;
};

/** The id of the control for the field at `path`. */
export function controlIdOf(prefix: string, path: FieldPath): string {
  return `${prefix}-${fieldPathText(path).replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

type Form = {
  prefix: string;
  props: Props;
  problems: Readonly<Record<string, string>>;
  set: (path: FieldPath, next: unknown) => void;
  t: TFunction;
  themeColours: Readonly<Record<string, string>> | undefined;
  references: BlockFormProps['references'];
  onReferenceText: BlockFormProps['onReferenceText'];
};

const NO_PROBLEMS: Readonly<Record<string, string>> = {};

export function BlockForm({ model, value, onChange, problems = NO_PROBLEMS, idPrefix, themeColours, references, onReferenceText }: BlockFormProps) {
  const { t } = useTranslation();
  const generated = useId();
  const placed = useMemo(() => problemsAtFields(model, value, problems), [model, value, problems]);
  const form: Form = {
    prefix: idPrefix ?? generated,
    props: value,
    problems: placed.atField,
    set: (path, next) => onChange(writeAt(value, path, next)),
    t,
    themeColours,
    references,
    onReferenceText,
  };
  const rest = Object.entries(placed.rest);
  return (
    <div className="block-form">
      {rest.length > 0 && (
        <div className="field-problem">
          <p>{t('composer.problems')}</p>
          <ul>
            {rest.map(([path, message]) => (
              <li key={path}>
                <code>{path || '$'}</code>: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {model.control === 'group' ? <GroupBody field={model} path={[]} form={form} /> : <Field field={model} path={[]} form={form} />}
    </div>
  );
}

/** How a name reads inside a sentence ("Remove link 2"); a name in capitals (CSS) stays as it is. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** What an emptied control writes: nothing, so the default applies, unless the field must hold a value. */
function emptied(field: FieldModel): unknown {
  if (!field.required) return undefined;
  return field.nullable ? null : '';
}

function Field({ field, path, form, label = field.label }: { field: FieldModel; path: FieldPath; form: Form; label?: string }): ReactNode {
  const { t } = form;
  const value = readAt(form.props, path);
  const shown = value === undefined ? field.default : value;
  const id = controlIdOf(form.prefix, path);
  const frame = { id, label, hint: field.help, problem: form.problems[fieldPathText(path)], 'aria-required': field.required || undefined };
  const text = typeof shown === 'string' ? shown : '';
  const setText = (raw: string) => form.set(path, raw === '' ? emptied(field) : raw);

  switch (field.control) {
    case 'text':
      return <TextField {...frame} value={text} maxLength={field.maxLength} onChange={(event) => setText(event.target.value)} />;
    case 'long-text':
      return <TextAreaField {...frame} rows={4} value={text} maxLength={field.maxLength} onChange={(event) => setText(event.target.value)} />;
    case 'rich-text':
      return (
        <TextAreaField
          {...frame}
          hint={[field.help, t('composer.richText')].filter(Boolean).join(' ')}
          rows={8}
          value={text}
          maxLength={field.maxLength}
          onChange={(event) => setText(event.target.value)}
        />
      );
    case 'link':
      return (
        <TextField {...frame} inputMode="url" spellCheck={false} value={text} maxLength={field.maxLength} onChange={(event) => setText(event.target.value)} />
      );
    case 'reference':
      return <ReferenceField field={field} path={path} form={form} frame={frame} text={text} setText={setText} />;
    case 'colour':
      return <ColourField field={field} path={path} form={form} label={label} text={text} setText={setText} />;
    case 'number':
      return (
        <TextField
          {...frame}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          min={field.min}
          max={field.max}
          step={field.step}
          value={typeof shown === 'number' ? String(shown) : ''}
          onChange={(event) => form.set(path, event.target.value === '' ? emptied(field) : Number(event.target.value))}
        />
      );
    case 'select': {
      const chosen = field.options.findIndex((option) => option.value === shown);
      const blank = chosen < 0 || (!field.required && field.default === undefined);
      return (
        <SelectField
          {...frame}
          value={chosen < 0 ? '' : String(chosen)}
          onChange={(event) => form.set(path, event.target.value === '' ? emptied(field) : field.options[Number(event.target.value)]?.value)}
        >
          {blank && <option value="">{t('composer.notSet')}</option>}
          {field.options.map((option, index) => (
            <option key={String(option.value)} value={String(index)}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'switch':
      return <CheckField {...frame} checked={shown === true} onChange={(event) => form.set(path, event.target.checked)} />;
    case 'fixed':
      return null;
    case 'group':
    case 'picture':
      return (
        <Group field={field} path={path} form={form} label={label}>
          <GroupBody field={field} path={path} form={form} label={label} />
        </Group>
      );
    case 'list':
      return <ListField field={field} path={path} form={form} label={label} />;
    case 'choice':
      return <ChoiceField field={field} path={path} form={form} label={label} />;
    case 'unsupported':
      return <p className="field-hint">{t('composer.unsupported', { name: label, reason: field.reason })}</p>;
  }
}

/** A fieldset named by its legend, its help and its problem read with it. */
function Group({ field, path, form, label, children }: { field: FieldModel; path: FieldPath; form: Form; label: string; children: ReactNode }) {
  const id = controlIdOf(form.prefix, path);
  const problem = form.problems[fieldPathText(path)];
  const described = [field.help && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <fieldset className={`field-group ${field.control}`} id={id} aria-describedby={described || undefined}>
      <legend>{label}</legend>
      {field.help && (
        <p className="field-hint" id={`${id}-hint`}>
          {field.help}
        </p>
      )}
      {problem && (
        <p className="field-problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** A group's parts; an optional group that is not there is a button that adds it. */
function GroupBody({ field, path, form, label = field.label }: { field: FieldModel; path: FieldPath; form: Form; label?: string }) {
  const { t } = form;
  if (field.control !== 'group' && field.control !== 'picture') return null;
  const present = readAt(form.props, path) !== undefined;
  if (!present && !field.required) {
    return (
      <button type="button" onClick={() => form.set(path, initialValueOf(field))}>
        {t('composer.add', { name: inSentence(label) })}
      </button>
    );
  }
  return (
    <>
      {field.fields.map((inner) => inner.key !== undefined && <Field key={inner.key} field={inner} path={[...path, inner.key]} form={form} />)}
      {!field.required && path.length > 0 && (
        <button type="button" onClick={() => form.set(path, undefined)}>
          {t('composer.remove', { name: inSentence(label) })}
        </button>
      )}
    </>
  );
}

/**
 * A slug naming a catalog record, with the shop's records of its kind offered as the merchant
 * types, and under it the name of the record it names, or a note that it names none. A slug
 * with no record is still written: a page may name a category before it is made, and the shop
 * judges the page when it is saved.
 */
function ReferenceField({
  field,
  path,
  form,
  frame,
  text,
  setText,
}: {
  field: Extract<FieldModel, { control: 'reference' }>;
  path: FieldPath;
  form: Form;
  frame: { id: string; label: string; hint: string | undefined; problem: string | undefined; 'aria-required': true | undefined };
  text: string;
  setText: (raw: string) => void;
}) {
  const { t } = form;
  const kind = field.kindFrom === undefined ? field.kinds[0] : readAt(form.props, [...path.slice(0, -1), field.kindFrom]);
  const known = field.kinds.find((each) => each === kind);
  const records = known === undefined ? undefined : form.references?.[known];
  const { id } = frame;
  const listId = `${id}-records`;
  const hint = [field.help, t(known === undefined ? 'composer.reference.any' : `composer.reference.${known}`)].filter(Boolean).join(' ');
  const slug = text.trim();
  const name = slug && records ? records.nameOf(slug) : undefined;
  const note = records?.unavailable ? t('composer.record.unavailable') : name === null && known ? t(`composer.record.none.${known}`) : name;
  // The hint's and the problem's ids are the ones TextField gives them; the note is read between the two.
  const described = [`${id}-hint`, note && `${id}-record`, frame.problem && `${id}-problem`].filter(Boolean).join(' ');
  const tell = (raw: string) => {
    if (known) form.onReferenceText?.(known, raw);
  };
  return (
    <>
      <TextField
        {...frame}
        hint={hint}
        aria-describedby={described}
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        list={records ? listId : undefined}
        value={text}
        maxLength={field.maxLength}
        onFocus={(event) => tell(event.target.value)}
        onChange={(event) => {
          setText(event.target.value);
          tell(event.target.value);
        }}
      />
      {records && (
        <datalist id={listId}>
          {records.offered.map((record) => (
            <option key={record.value} value={record.value} label={record.label} />
          ))}
        </datalist>
      )}
      <p className={name === null ? 'field-record missing' : 'field-record'} id={`${id}-record`} aria-live="polite">
        {note}
      </p>
    </>
  );
}

function ColourField({
  field,
  path,
  form,
  label,
  text,
  setText,
}: {
  field: FieldModel;
  path: FieldPath;
  form: Form;
  label: string;
  text: string;
  setText: (raw: string) => void;
}) {
  const { t } = form;
  const id = controlIdOf(form.prefix, path);
  const swatches = form.themeColours ? `${id}-theme` : undefined;
  // The picker takes only #rrggbb; the text beside it takes any CSS colour the shop does.
  const hex = /^#[0-9a-f]{6}$/i.test(text) ? text : /^#[0-9a-f]{3}$/i.test(text) ? `#${[...text.slice(1)].map((digit) => digit + digit).join('')}` : '#000000';
  return (
    <fieldset className="field-group colour">
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={`${id}-picker`}>{t('composer.colourPicker')}</label>
        <input type="color" id={`${id}-picker`} list={swatches} value={hex} onChange={(event) => setText(event.target.value)} />
      </div>
      <TextField
        id={id}
        label={t('composer.colourValue')}
        hint={field.help}
        problem={form.problems[fieldPathText(path)]}
        aria-required={field.required || undefined}
        spellCheck={false}
        list={swatches}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {form.themeColours && (
        <datalist id={swatches}>
          {Object.entries(form.themeColours).map(([name, colour]) => (
            <option key={name} value={colour} label={name} />
          ))}
        </datalist>
      )}
    </fieldset>
  );
}

function ListField({ field, path, form, label }: { field: Extract<FieldModel, { control: 'list' }>; path: FieldPath; form: Form; label: string }) {
  const { t } = form;
  const value = readAt(form.props, path);
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  const { item } = field;
  const nameOf = (index: number) => t('composer.item', { name: item.label, number: index + 1 });
  const buttonId = (index: number, which: string) => `${controlIdOf(form.prefix, [...path, index])}-${which}`;
  const addId = `${controlIdOf(form.prefix, path)}-add`;

  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    form.set(path, next);
    // Items are drawn by place, so the buttons of the place it moved to already exist: the focus follows the item.
    const edge = to === 0 || to === items.length - 1;
    document.getElementById(buttonId(to, edge ? (to === 0 ? 'down' : 'up') : to < from ? 'up' : 'down'))?.focus();
  };
  const remove = (index: number) => {
    const next = items.filter((_, at) => at !== index);
    // An optional list too short to be valid is left out, so the block goes without it.
    form.set(path, next.length < (field.minItems ?? 0) && !field.required ? undefined : next);
    document.getElementById(addId)?.focus();
  };
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const removable = items.length > (field.minItems ?? 0) || !field.required;

  return (
    <Group field={field} path={path} form={form} label={label}>
      <ol className="field-list">
        {items.map((_, index) => {
          const itemPath = [...path, index];
          const name = nameOf(index);
          const actions = (
            <div className="item-actions">
              <button type="button" id={buttonId(index, 'up')} disabled={index === 0} onClick={() => move(index, index - 1)}>
                {t('composer.moveUp', { name: inSentence(name) })}
              </button>
              <button type="button" id={buttonId(index, 'down')} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                {t('composer.moveDown', { name: inSentence(name) })}
              </button>
              <button type="button" disabled={!removable} onClick={() => remove(index)}>
                {t('composer.remove', { name: inSentence(name) })}
              </button>
            </div>
          );
          return (
            <li key={index}>
              {item.control === 'group' || item.control === 'picture' ? (
                <Group field={item} path={itemPath} form={form} label={name}>
                  <GroupBody field={item} path={itemPath} form={form} label={name} />
                  {actions}
                </Group>
              ) : (
                <fieldset className="field-group item">
                  <legend>{name}</legend>
                  <Field field={item} path={itemPath} form={form} label={name} />
                  {actions}
                </fieldset>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" id={addId} disabled={full} onClick={() => form.set(path, [...items, initialValueOf(item)])}>
        {t('composer.add', { name: inSentence(item.label) })}
      </button>
    </Group>
  );
}

function ChoiceField({ field, path, form, label }: { field: Extract<FieldModel, { control: 'choice' }>; path: FieldPath; form: Form; label: string }) {
  const { t } = form;
  const option = optionOf(field, readAt(form.props, path));
  const chosen = option === undefined ? -1 : field.options.indexOf(option);
  const id = controlIdOf(form.prefix, path);
  const problem = form.problems[fieldPathText(path)];
  const grouped = option?.field.control === 'group' || option?.field.control === 'picture' ? option.field : undefined;
  // A problem with the whole value sits at the kind until there is one, then at the kind's fields.
  return (
    <fieldset className="field-group choice" aria-describedby={grouped && problem ? `${id}-problem` : undefined}>
      <legend>{label}</legend>
      <SelectField
        id={`${id}-kind`}
        label={t('composer.kind', { name: inSentence(label) })}
        hint={option && !grouped ? undefined : field.help}
        problem={option ? undefined : problem}
        value={chosen < 0 ? '' : String(chosen)}
        onChange={(event) => {
          const picked = field.options[Number(event.target.value)];
          form.set(path, event.target.value === '' || !picked ? emptied(field) : initialValueOf(picked.field));
        }}
      >
        {(chosen < 0 || !field.required) && <option value="">{t('composer.notSet')}</option>}
        {field.options.map((each, index) => (
          <option key={each.label} value={String(index)}>
            {each.label}
          </option>
        ))}
      </SelectField>
      {grouped && problem && (
        <p className="field-problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {grouped && <GroupBody field={{ ...grouped, required: true }} path={path} form={form} />}
      {option && !grouped && <Field field={option.field} path={path} form={form} label={label} />}
    </fieldset>
  );
}
