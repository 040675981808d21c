import { z } from 'zod';
import { hrefIn, URL_LANGUAGE_OF, type TranslatedLocale } from '../../schema/languages';
import { templateOfKey } from '../../schema/page';

/*
 * The page the composer edits, and the edits its block list makes, as plain functions of the
 * body: each answers a new body and leaves the one it was given alone.
 */

/**
 * A block as the composer reads it. The shop checks the props against the block's schema on
 * every save; here they only need to be an object. Children and any other part are kept as
 * they came: the list edits the top-level blocks.
 */
const composedBlockSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  version: z.int().optional(),
  props: z.record(z.string(), z.unknown()),
  children: z.array(z.unknown()).optional(),
});
export type ComposedBlock = z.infer<typeof composedBlockSchema>;

export const composedBodySchema = z.looseObject({ template: z.string(), blocks: z.array(composedBlockSchema) });
export type ComposedBody = z.infer<typeof composedBodySchema>;

export function emptyBodyFor(key: string): ComposedBody {
  return { template: templateOfKey(key), blocks: [] };
}

/** Every id in the blocks, their children's included: a new id must differ from all of them. */
function idsIn(blocks: readonly unknown[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    if (typeof block !== 'object' || block === null) continue;
    const { id, children } = block as { id?: unknown; children?: unknown };
    if (typeof id === 'string') into.add(id);
    if (Array.isArray(children)) idsIn(children, into);
  }
  return into;
}

function firstFreeId(type: string, taken: ReadonlySet<string>): string {
  let number = 1;
  while (taken.has(`${type}-${number}`)) number++;
  return `${type}-${number}`;
}

/** `rich-text-2` when `rich-text-1` is taken: the type and the first number no block has. */
export function freshBlockId(type: string, blocks: readonly ComposedBlock[]): string {
  return firstFreeId(type, idsIn(blocks));
}

export function addBlock(body: ComposedBody, type: string, version: number, props: Record<string, unknown>): ComposedBody {
  return { ...body, blocks: [...body.blocks, { id: freshBlockId(type, body.blocks), type, version, props }] };
}

/** The block at `index` moved `by` places (-1 up, 1 down); the body as it was when that is past either end. */
export function moveBlock(body: ComposedBody, index: number, by: number): ComposedBody {
  const to = index + by;
  if (index < 0 || index >= body.blocks.length || to < 0 || to >= body.blocks.length) return body;
  const blocks = [...body.blocks];
  const [moved] = blocks.splice(index, 1);
  blocks.splice(to, 0, moved!);
  return { ...body, blocks };
}

/** A copy of the block at `index` right after it, with fresh ids for it and each of its children. */
export function duplicateBlock(body: ComposedBody, index: number): ComposedBody {
  const original = body.blocks[index];
  if (!original) return body;
  const taken = idsIn(body.blocks);
  const renamed = (block: unknown): unknown => {
    if (typeof block !== 'object' || block === null) return block;
    const copy = { ...(block as Record<string, unknown>) };
    if (typeof copy.type === 'string') {
      const id = firstFreeId(copy.type, taken);
      copy.id = id;
      taken.add(id);
    }
    if (Array.isArray(copy.children)) copy.children = copy.children.map(renamed);
    return copy;
  };
  const copy = composedBlockSchema.parse(renamed(structuredClone(original)));
  return { ...body, blocks: [...body.blocks.slice(0, index + 1), copy, ...body.blocks.slice(index + 1)] };
}

export function removeBlock(body: ComposedBody, index: number): ComposedBody {
  return { ...body, blocks: body.blocks.filter((_, at) => at !== index) };
}

export function replaceProps(body: ComposedBody, index: number, props: Record<string, unknown>): ComposedBody {
  return { ...body, blocks: body.blocks.map((block, at) => (at === index ? { ...block, props } : block)) };
}

/** Longer summaries are cut here: a line of the list, not the block's text. */
const SUMMARY_LENGTH = 80;

/** A line that tells a block from others of its type: its first words of text (a heading, the HTML's text). */
export function blockSummary(props: Readonly<Record<string, unknown>>): string {
  for (const key of ['heading', 'title', 'html', 'text']) {
    const value = props[key];
    if (typeof value !== 'string') continue;
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
  }
  return '';
}

/** Where shoppers see a page, for the keys that are a page of their own (`home`, a path); null for templates and layouts. */
export function shopAddressOf(key: string, locale: TranslatedLocale): string | null {
  if (key.includes(':')) return null;
  return hrefIn(URL_LANGUAGE_OF[locale], key === 'home' ? '' : key);
}
