import { z } from 'zod';
import type { BackOfficeLocale } from '../words';
import { formModelOf, modelInWords, type FieldModel, type JsonSchema } from './block-form-model';

/*
 * The blocks the composer offers, read from the JSON Schema the shop publishes under /schema/
 * (server/app.ts builds it from the block registry, which the back office may not import):
 * page-body.json names every block type and its current version in one file; each type's
 * /schema/blocks/<type>.json, fetched when a block of that type is first edited or added,
 * gives its form.
 */

export type BlockKind = { type: string; version: number };

const pageBodyFileSchema = z.object({
  $defs: z.record(
    z.string(),
    z.looseObject({
      properties: z
        .looseObject({
          type: z.looseObject({ const: z.string() }).optional(),
          version: z.looseObject({ maximum: z.int() }).optional(),
        })
        .optional(),
    }),
  ),
});

async function fetchJson(address: string): Promise<unknown> {
  const response = await fetch(address, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return response.json();
}

/** Every block type a page may hold, by name, each at the version a new block is written in. */
export async function fetchBlockKinds(): Promise<BlockKind[]> {
  const file = pageBodyFileSchema.parse(await fetchJson('/schema/page-body.json'));
  const kinds: BlockKind[] = [];
  for (const definition of Object.values(file.$defs)) {
    const type = definition.properties?.type?.const;
    if (type) kinds.push({ type, version: definition.properties?.version?.maximum ?? 1 });
  }
  return kinds.sort((a, b) => a.type.localeCompare(b.type));
}

const jsonSchemaFileSchema = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const models = new Map<string, Promise<FieldModel>>();

/** The form of a block type's props in English, fetched once per type (a failed fetch is tried again next time). */
function englishModelOf(type: string): Promise<FieldModel> {
  let model = models.get(type);
  if (!model) {
    model = fetchJson(`/schema/blocks/${encodeURIComponent(type)}.json`).then((file) => formModelOf(jsonSchemaFileSchema.parse(file)));
    model.catch(() => models.delete(type));
    models.set(type, model);
  }
  return model;
}

/** The composer's field words in a language, each language's table loaded when a member first reads a form in it. */
const FIELD_WORDS: Readonly<Record<BackOfficeLocale, () => Promise<Readonly<Record<string, string>>>>> = {
  en: () => Promise.resolve({}),
  'zh-HK': async () => (await import('./field-words.zh-HK')).default,
  'zh-CN': async () => (await import('./field-words.zh-CN')).default,
};

/** The form of a block type's props, its names, choices and help in the member's language. */
export async function blockModelOf(type: string, locale: BackOfficeLocale = 'en'): Promise<FieldModel> {
  const [model, words] = await Promise.all([englishModelOf(type), FIELD_WORDS[locale]()]);
  return modelInWords(model, { locale, words });
}
