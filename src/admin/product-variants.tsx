import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS } from '../schema/admin-api/products';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';
import { SelectField, TextField } from './fields';
import type { At } from './product-form';
import {
  combinationsOf,
  emptyTexts,
  newVariant,
  removeOption,
  removeValue,
  renameOption,
  renameValue,
  textIn,
  withEveryCombination,
  type OptionDraft,
  type ProductDraft,
  type Texts,
  type ValueDraft,
  type VariantDraft,
} from './product-draft';

/*
 * How a product is bought: its options (a colour, a size) with their values, and its variants,
 * one per choice of values, each with its own SKU, price and units. Renaming an option or a
 * value moves the variants' choices with it; the shop judges the rest when the form is saved.
 */

type Change = (next: ProductDraft) => void;

/** The variant's fields the contract names otherwise than the form (which holds money as typed). */
const CONTRACT_NAMES: Partial<Record<keyof VariantDraft, string>> = {
  price: 'priceCents',
  compareAt: 'compareAtCents',
  weight: 'weightGrams',
};

/** A word's field in each language, English required, side by side. */
function WordsFields({
  texts,
  at,
  onChange,
  maxLength,
}: {
  texts: Texts;
  at: (locale: TranslatedLocale) => ReturnType<At>;
  onChange: (texts: Texts) => void;
  maxLength: number;
}) {
  return (
    <div className="languages compact">
      {TRANSLATED_LOCALES.map((locale) => (
        <TextField
          key={locale}
          {...at(locale)}
          lang={locale}
          required={locale === 'en'}
          maxLength={maxLength}
          value={texts[locale]}
          onChange={(event) => onChange({ ...texts, [locale]: event.target.value })}
        />
      ))}
    </div>
  );
}

export function OptionsFieldset({ draft, onChange, at }: { draft: ProductDraft; onChange: Change; at: At }) {
  const { t, i18n } = useTranslation();
  const setOption = (index: number, option: OptionDraft) =>
    onChange({ ...draft, options: draft.options.map((one, at) => (at === index ? option : one)) });
  const addOption = () =>
    onChange({
      ...draft,
      options: [...draft.options, { code: '', name: emptyTexts(), values: [{ code: '', label: emptyTexts(), swatch: '' }] }],
    });
  return (
    <fieldset>
      <legend>{t('product.group.options')}</legend>
      <p className="field-hint">{t('product.optionsHint')}</p>
      {draft.options.map((option, index) => {
        const n = index + 1;
        const setValue = (valueIndex: number, value: ValueDraft) =>
          setOption(index, { ...option, values: option.values.map((one, at) => (at === valueIndex ? value : one)) });
        return (
          <fieldset key={index} className="product-option">
            <legend>{t('product.option', { n, name: textIn(option.name, i18n.language) || option.code })}</legend>
            <TextField
              {...at(`options[${index}].code`)}
              hint={t('product.codeHint')}
              required
              maxLength={40}
              autoCapitalize="none"
              spellCheck={false}
              value={option.code}
              onChange={(event) => onChange(renameOption(draft, index, event.target.value))}
            />
            <WordsFields
              texts={option.name}
              maxLength={80}
              at={(locale) => at(`options[${index}].name.${locale}`)}
              onChange={(name) => setOption(index, { ...option, name })}
            />
            <ol className="option-values">
              {option.values.map((value, valueIndex) => {
                const path = `options[${index}].values[${valueIndex}]`;
                const label = t('product.value', { n: valueIndex + 1, option: n });
                return (
                  <li key={valueIndex}>
                    <fieldset>
                      <legend>{label}</legend>
                      <div className="value-code">
                        <TextField
                          {...at(`${path}.code`)}
                          required
                          maxLength={40}
                          autoCapitalize="none"
                          spellCheck={false}
                          value={value.code}
                          onChange={(event) => onChange(renameValue(draft, index, valueIndex, event.target.value))}
                        />
                        <TextField
                          {...at(`${path}.swatch`)}
                          hint={t('product.swatchHint')}
                          maxLength={7}
                          spellCheck={false}
                          placeholder="#rrggbb"
                          value={value.swatch}
                          onChange={(event) => setValue(valueIndex, { ...value, swatch: event.target.value })}
                        />
                        {/^#[0-9a-f]{6}$/i.test(value.swatch) && (
                          <span className="swatch" style={{ background: value.swatch }} aria-hidden="true" />
                        )}
                      </div>
                      <WordsFields
                        texts={value.label}
                        maxLength={80}
                        at={(locale) => at(`${path}.label.${locale}`)}
                        onChange={(texts) => setValue(valueIndex, { ...value, label: texts })}
                      />
                      {option.values.length > 1 && (
                        <div className="item-actions">
                          <button type="button" onClick={() => onChange(removeValue(draft, index, valueIndex))}>
                            {t('product.removeValue', { n: valueIndex + 1, option: n })}
                          </button>
                        </div>
                      )}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div className="item-actions">
              {option.values.length < PRODUCT_LIMITS.optionValues && (
                <button
                  type="button"
                  onClick={() => setOption(index, { ...option, values: [...option.values, { code: '', label: emptyTexts(), swatch: '' }] })}
                >
                  {t('product.addValue', { n })}
                </button>
              )}
              <button type="button" onClick={() => onChange(removeOption(draft, index))}>
                {t('product.removeOption', { n })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {draft.options.length < PRODUCT_LIMITS.options && (
        <div className="item-actions">
          <button type="button" onClick={addOption}>
            {t('product.addOption')}
          </button>
        </div>
      )}
    </fieldset>
  );
}

export function VariantsFieldset({
  draft,
  onChange,
  at,
  currency,
  storedStock,
}: {
  draft: ProductDraft;
  onChange: Change;
  at: At;
  currency: string;
  /** The units a stored variant of this SKU has, which only a count changes; undefined for a new one. */
  storedStock: (sku: string) => number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const setVariant = (index: number, variant: VariantDraft) =>
    onChange({ ...draft, variants: draft.variants.map((one, at) => (at === index ? variant : one)) });
  const combinations = combinationsOf(draft.options).length;
  const field = (index: number, name: keyof VariantDraft & string, props: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const variant = draft.variants[index]!;
    const path = CONTRACT_NAMES[name] ?? name;
    return (
      <TextField
        {...at(`variants[${index}].${path}`)}
        {...props}
        value={String(variant[name])}
        onChange={(event) => setVariant(index, { ...variant, [name]: event.target.value })}
      />
    );
  };
  const money = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;
  const whole = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <fieldset>
      <legend>{t('product.group.variants')}</legend>
      <p className="field-hint">{t('product.variantsHint', { currency })}</p>
      <table className="variant-grid">
        <caption className="visually-hidden">{t('product.group.variants')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.column.variant')}</th>
            <th scope="col" className="sku-column">
              {t('product.column.sku')}
            </th>
            {draft.options.map((option, index) => (
              <th scope="col" key={index}>
                {textIn(option.name, i18n.language) || option.code}
              </th>
            ))}
            <th scope="col">{t('product.column.price', { currency })}</th>
            <th scope="col">{t('product.column.compareAt', { currency })}</th>
            <th scope="col">{t('product.column.stock')}</th>
            <th scope="col">{t('product.column.weight')}</th>
            <th scope="col">{t('product.column.barcode')}</th>
            <th scope="col">{t('product.column.picture')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('product.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.variants.map((variant, index) => {
            const n = index + 1;
            const units = storedStock(variant.sku);
            return (
              <tr key={index}>
                <th scope="row">{t('product.variant', { n })}</th>
                <td>{field(index, 'sku', { required: true, maxLength: 64, autoCapitalize: 'characters', spellCheck: false })}</td>
                {draft.options.map((option, optionIndex) => (
                  <td key={optionIndex}>
                    <SelectField
                      {...at(`variants[${index}].optionValues.${option.code}`)}
                      required
                      value={variant.optionValues[option.code] ?? ''}
                      onChange={(event) =>
                        setVariant(index, { ...variant, optionValues: { ...variant.optionValues, [option.code]: event.target.value } })
                      }
                    >
                      <option value="">{t('product.choose')}</option>
                      {option.values
                        .filter((value) => value.code !== '')
                        .map((value) => (
                          <option key={value.code} value={value.code}>
                            {textIn(value.label, i18n.language) || value.code}
                          </option>
                        ))}
                    </SelectField>
                  </td>
                ))}
                <td>{field(index, 'price', { ...money, required: true })}</td>
                <td>{field(index, 'compareAt', money)}</td>
                <td>
                  {units === undefined ? (
                    field(index, 'stock', { ...whole, required: true })
                  ) : (
                    <p className="stock-note">
                      <span className="cell-label">{t('product.cellLabel', { label: t('product.variant.stock', { n }) })}</span>
                      {t('product.stockHeld', { count: units })}
                      <br />
                      <span className="field-hint">{t('product.stockByCount')}</span>
                    </p>
                  )}
                </td>
                <td>{field(index, 'weight', whole)}</td>
                <td>{field(index, 'barcode', { maxLength: 40, spellCheck: false })}</td>
                <td>{field(index, 'picture', { ...whole, min: 1, max: 24, required: true })}</td>
                <td>
                  {draft.variants.length > 1 && (
                    <button type="button" onClick={() => onChange({ ...draft, variants: draft.variants.filter((_, at) => at !== index) })}>
                      {t('product.removeVariant', { n })}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="item-actions">
        {draft.variants.length < PRODUCT_LIMITS.variants && (
          <button
            type="button"
            onClick={() =>
              onChange({
                ...draft,
                variants: [...draft.variants, newVariant(Object.fromEntries(draft.options.map((option) => [option.code, ''])))],
              })
            }
          >
            {t('product.addVariant')}
          </button>
        )}
        {combinations > 0 && combinations <= PRODUCT_LIMITS.variants && (
          <button type="button" onClick={() => onChange(withEveryCombination(draft))}>
            {t('product.everyCombination')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
