import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../blocks/registry';
import { BACK_OFFICE_LOCALES, BACK_OFFICE_WORDS } from '../words';
import { fieldsOf, formModelOf, modelInWords, TYPE_WORDS, type FieldModel, type JsonSchema } from './block-form-model';
import zhCN from './field-words.zh-CN';
import zhHK from './field-words.zh-HK';

/*
 * A member who reads the back office in Chinese reads every block's form in Chinese: each name,
 * choice and help the forms say in English has its words in both Chinese tables, no table keeps
 * words no form says, and every block type has a name in each language.
 */

const publishedModelOf = (type: string): FieldModel =>
  formModelOf(JSON.parse(readFileSync(new URL(`../../../public/schema/blocks/${type}.json`, import.meta.url), 'utf8')) as JsonSchema);

const models = blockDefinitions.map((block) => ({ type: block.type, model: publishedModelOf(block.type) }));

/** Every English text a block's form shows: its fields' names and help, and the choices it offers by name. */
function englishOf(model: FieldModel): string[] {
  return fieldsOf(model).flatMap((field) => {
    // The whole block's group has no name of its own on the form: the composer names the block.
    const said = field === model ? [] : [field.label, ...(field.help === undefined ? [] : [field.help])];
    if (field.control === 'select')
      said.push(
        ...field.options
          .filter((option) => typeof option.value === 'string' && !/^[A-Z]{2}$/.test(option.value))
          .map((option) => option.label),
      );
    if (field.control === 'choice') said.push(...field.options.map((option) => option.label));
    return said;
  });
}

// The kinds of value a choice of plain types offers are said by no block today, and by the first that has one.
const said = new Set([...models.flatMap(({ model }) => englishOf(model)), ...Object.values(TYPE_WORDS)]);

describe.each([
  ['zh-HK', zhHK],
  ['zh-CN', zhCN],
] as const)('the composer’s words in %s', (locale, words) => {
  it('name every field, choice and help of every block', () => {
    const missing = models.flatMap(({ type, model }) =>
      englishOf(model)
        .filter((english) => words[english] === undefined)
        .map((english) => `${type}: ${english}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep no words a form does not say', () => {
    expect(Object.keys(words).filter((english) => !said.has(english))).toEqual([]);
  });

  it('leave no English on a translated form', () => {
    for (const { type, model } of models) {
      const translated = modelInWords(model, { locale, words });
      const english = englishOf(translated).filter((text) => said.has(text) && words[text] !== text);
      expect(english, type).toEqual([]);
    }
  });
});

describe('a form in the member’s language', () => {
  const hero = publishedModelOf('hero-banner');
  const heading = (model: FieldModel) => fieldsOf(model).find((field) => field.key === 'heading')!;
  const tone = (model: FieldModel) => fieldsOf(model).find((field) => field.key === 'tone')!;

  it('says names, choices and help in the member’s words, and keeps what it edits', () => {
    const words = {
      Heading: '標題',
      Tone: '色調',
      Primary: '主色',
      'Whether the words line up at the start or in the middle.': '文字靠頭還是置中。',
    };
    const translated = modelInWords(hero, { locale: 'zh-HK', words });
    expect(heading(translated)).toMatchObject({ label: '標題', path: heading(hero).path, required: true });
    const options = (field: FieldModel) => (field.control === 'select' ? field.options : []);
    expect(options(tone(translated))).toEqual([
      { value: 'primary', label: '主色' },
      // A choice with no words of its own stays in English rather than going blank.
      { value: 'hero', label: 'Hero' },
      { value: 'plain', label: 'Plain' },
    ]);
    expect(fieldsOf(translated).find((field) => field.key === 'align')!.help).toBe('文字靠頭還是置中。');
  });

  it('names countries as the member’s language does', () => {
    const country = (model: FieldModel) => fieldsOf(model).find((field) => field.key === 'defaultCountry')!;
    const labelOf = (model: FieldModel, code: string) => {
      const field = country(model);
      return field.control === 'select' ? field.options.find((option) => option.value === code)?.label : undefined;
    };
    const form = publishedModelOf('address-form');
    expect(labelOf(form, 'GB')).toBe('United Kingdom');
    expect(labelOf(modelInWords(form, { locale: 'zh-HK', words: zhHK }), 'GB')).toBe('英國');
    expect(labelOf(modelInWords(form, { locale: 'zh-CN', words: zhCN }), 'GB')).toBe('英国');
  });
});

describe('the names of the blocks', () => {
  it.each(BACK_OFFICE_LOCALES)('name every block type in %s, each its own name', (locale) => {
    const words: Readonly<Record<string, string>> = BACK_OFFICE_WORDS[locale];
    const nameOf = (type: string) => words[`blockName.${type}`];
    const names = blockDefinitions.map((block) => nameOf(block.type));
    expect(blockDefinitions.filter((block) => !nameOf(block.type)).map((block) => block.type)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    const named = Object.keys(words).flatMap((key) => (key.startsWith('blockName.') ? [key.slice('blockName.'.length)] : []));
    expect(named.filter((type) => !blockDefinitions.some((block) => block.type === type))).toEqual([]);
  });
});
