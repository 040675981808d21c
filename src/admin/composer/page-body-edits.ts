import { z } from 'zod';
import { hrefIn, URL_LANGUAGE_OF, type TranslatedLocale } from '../../schema/languages';
import { PAGE_LIMITS } from '../../schema/limits';
import { templateOfKey } from '../../schema/page';

/*
 * The page the composer edits, and the edits its block tree makes, as plain functions of the
 * body: each answers a new body and leaves the one it was given alone. A block is named by its
 * path (its index on each level, the top level first); an edit that would break the page's
 * limits (../../schema/limits.ts) is refused with the limit, never half made.
 */

/**
 * A block as the composer reads it. The shop checks the props against the block's schema on
 * every save; here they only need to be an object (none is an empty one, as on the wire). Its
 * children are blocks of the same shape, drawn inside it; any other part is kept as it came.
 */
const composedBlockSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  version: z.int().optional(),
  props: z.record(z.string(), z.unknown()).default({}),
  get children() {
    return z.array(composedBlockSchema).optional();
  },
});
export type ComposedBlock = z.infer<typeof composedBlockSchema>;

export const composedBodySchema = z.looseObject({ template: z.string(), blocks: z.array(composedBlockSchema) });
export type ComposedBody = z.infer<typeof composedBodySchema>;

/** Where a block is: its index at the top level, then its index among each parent's children. */
export type BlockPath = readonly number[];

/** Where a moved block goes: before or after another (as its sibling), or last inside one ([]: last at the top level). */
export type Drop = { kind: 'before' | 'after' | 'into'; target: BlockPath };

/** Why an edit of the tree was not made, with the limit it would have broken. */
export type TreeRefusal =
  | { reason: 'too-deep'; limit: number; depth: number }
  | { reason: 'too-many'; limit: number; count: number }
  | { reason: 'inside-itself' }
  | { reason: 'no-such-block' };

/** An edit of the tree: the new body and where the edited block is in it, or why it was refused. */
export type TreeEdit = { ok: true; body: ComposedBody; path: BlockPath } | { ok: false; refusal: TreeRefusal };

export function emptyBodyFor(key: string): ComposedBody {
  return { template: templateOfKey(key), blocks: [] };
}

/** Every id in the blocks, their children's included: a new id must differ from all of them. */
function idsIn(blocks: readonly ComposedBlock[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.id);
    if (block.children) idsIn(block.children, into);
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

/** How many blocks there are, children included: what the page's limit counts. */
export function countBlocks(blocks: readonly ComposedBlock[]): number {
  return blocks.reduce((count, block) => count + 1 + countBlocks(block.children ?? []), 0);
}

/** How many levels a block spans: 1 for a block without children. */
function heightOf(block: ComposedBlock): number {
  return 1 + Math.max(0, ...(block.children ?? []).map(heightOf));
}

export function blockAt(blocks: readonly ComposedBlock[], path: BlockPath): ComposedBlock | undefined {
  const [index, ...rest] = path;
  const block = index === undefined ? undefined : blocks[index];
  return block && rest.length > 0 ? blockAt(block.children ?? [], rest) : block;
}

/** The list a block path's children live in ([]: the top level); undefined when no block is there. */
function listAt(blocks: readonly ComposedBlock[], parent: BlockPath): readonly ComposedBlock[] | undefined {
  if (parent.length === 0) return blocks;
  const block = blockAt(blocks, parent);
  return block && (block.children ?? []);
}

/** The blocks with the list under `parent` replaced; a block whose list is left empty loses its `children`. */
function withListAt(
  blocks: readonly ComposedBlock[],
  parent: BlockPath,
  change: (list: readonly ComposedBlock[]) => ComposedBlock[],
): ComposedBlock[] {
  const [index, ...rest] = parent;
  if (index === undefined) return change(blocks);
  return blocks.map((block, at) => {
    if (at !== index) return block;
    const children = withListAt(block.children ?? [], rest, change);
    if (children.length > 0) return { ...block, children };
    const { children: _left, ...childless } = block;
    return childless;
  });
}

/** Every block in the order the page draws them, each before its children, with its path. */
export function blocksInOrder(blocks: readonly ComposedBlock[], parent: BlockPath = []): { block: ComposedBlock; path: BlockPath }[] {
  return blocks.flatMap((block, index) => {
    const path = [...parent, index];
    return [{ block, path }, ...blocksInOrder(block.children ?? [], path)];
  });
}

/** The path of the block the preview named by its id and its parents' ids, outermost first; null when there is none. */
export function pathOfIds(blocks: readonly ComposedBlock[], ids: readonly string[]): BlockPath | null {
  const path: number[] = [];
  let list = blocks;
  for (const id of ids) {
    const index = list.findIndex((block) => block.id === id);
    if (index === -1) return null;
    path.push(index);
    list = list[index]!.children ?? [];
  }
  return path.length > 0 ? path : null;
}

const samePath = (one: BlockPath, other: BlockPath) => one.length === other.length && one.every((index, at) => index === other[at]);

/** Whether `path` is `ancestor` itself or a block inside it. */
function isWithin(path: BlockPath, ancestor: BlockPath): boolean {
  return path.length >= ancestor.length && ancestor.every((index, at) => index === path[at]);
}

function tooDeep(level: number): TreeRefusal | null {
  return level > PAGE_LIMITS.maxBlockDepth ? { reason: 'too-deep', limit: PAGE_LIMITS.maxBlockDepth, depth: level } : null;
}

function tooMany(count: number): TreeRefusal | null {
  return count > PAGE_LIMITS.maxBlocks ? { reason: 'too-many', limit: PAGE_LIMITS.maxBlocks, count } : null;
}

const refused = (refusal: TreeRefusal): TreeEdit => ({ ok: false, refusal });

/** A new block, last at the top level or last inside the block at `inside`, within the page's limits. */
export function addBlock(
  body: ComposedBody,
  type: string,
  version: number,
  props: Record<string, unknown>,
  inside: BlockPath = [],
): TreeEdit {
  const list = listAt(body.blocks, inside);
  if (!list) return refused({ reason: 'no-such-block' });
  const refusal = tooMany(countBlocks(body.blocks) + 1) ?? tooDeep(inside.length + 1);
  if (refusal) return refused(refusal);
  const block: ComposedBlock = { id: freshBlockId(type, body.blocks), type, version, props };
  return {
    ok: true,
    body: { ...body, blocks: withListAt(body.blocks, inside, (blocks) => [...blocks, block]) },
    path: [...inside, list.length],
  };
}

/**
 * The block at `from` moved as `drop` says, keeping its id and its children. The body comes
 * back as it was (the same object) when the drop would leave the block where it is. Refused:
 * a move inside itself, and one that would nest blocks deeper than the page's limit.
 */
export function moveBlock(body: ComposedBody, from: BlockPath, drop: Drop): TreeEdit {
  const moved = blockAt(body.blocks, from);
  const targetList =
    drop.kind === 'into'
      ? listAt(body.blocks, drop.target)
      : drop.target.length > 0
        ? listAt(body.blocks, drop.target.slice(0, -1))
        : undefined;
  if (!moved || !targetList || (drop.kind !== 'into' && !blockAt(body.blocks, drop.target))) return refused({ reason: 'no-such-block' });
  if (drop.kind !== 'into' && samePath(drop.target, from)) return { ok: true, body, path: from };
  if (isWithin(drop.target, from)) return refused({ reason: 'inside-itself' });

  const parent = drop.kind === 'into' ? drop.target : drop.target.slice(0, -1);
  const index = drop.kind === 'into' ? targetList.length : drop.target.at(-1)! + (drop.kind === 'after' ? 1 : 0);
  const refusal = tooDeep(parent.length + heightOf(moved));
  if (refusal) return refused(refusal);

  const fromParent = from.slice(0, -1);
  const fromIndex = from.at(-1)!;
  if (samePath(parent, fromParent) && (index === fromIndex || index === fromIndex + 1)) return { ok: true, body, path: from };

  // Taking the block out first shifts the later siblings on its level, and so any path through them.
  const shift = (path: BlockPath): number[] =>
    path.map((at, level) => (level === fromParent.length && isWithin(path, fromParent) && at > fromIndex ? at - 1 : at));
  const without = withListAt(body.blocks, fromParent, (list) => list.filter((_, at) => at !== fromIndex));
  const newParent = shift(parent);
  const newIndex = samePath(parent, fromParent) && index > fromIndex ? index - 1 : index;
  const blocks = withListAt(without, newParent, (list) => [...list.slice(0, newIndex), moved, ...list.slice(newIndex)]);
  return { ok: true, body: { ...body, blocks }, path: [...newParent, newIndex] };
}

/** The drop of "Move up" and "Move down": past the sibling before or after it; null at either end of its level. */
export function stepOf(body: ComposedBody, path: BlockPath, direction: 'up' | 'down'): Drop | null {
  const siblings = path.length > 0 ? listAt(body.blocks, path.slice(0, -1)) : undefined;
  const index = path.at(-1)!;
  const neighbour = direction === 'up' ? index - 1 : index + 1;
  if (!siblings || neighbour < 0 || neighbour >= siblings.length) return null;
  return { kind: direction === 'up' ? 'before' : 'after', target: [...path.slice(0, -1), neighbour] };
}

/** The drop of "Move into the block above": last inside the sibling before it; null for the first of its level. */
export function indentOf(path: BlockPath): Drop | null {
  const index = path.at(-1);
  return index !== undefined && index > 0 ? { kind: 'into', target: [...path.slice(0, -1), index - 1] } : null;
}

/** The drop of "Move out": right after its parent, on the parent's level; null at the top level. */
export function outdentOf(path: BlockPath): Drop | null {
  return path.length > 1 ? { kind: 'after', target: path.slice(0, -1) } : null;
}

/** A copy of the block at `path` right after it, with fresh ids for it and each of its children. */
export function duplicateBlock(body: ComposedBody, path: BlockPath): TreeEdit {
  const original = blockAt(body.blocks, path);
  if (!original) return refused({ reason: 'no-such-block' });
  const refusal = tooMany(countBlocks(body.blocks) + countBlocks([original]));
  if (refusal) return refused(refusal);
  const taken = idsIn(body.blocks);
  const renamed = (block: ComposedBlock): ComposedBlock => {
    const id = firstFreeId(block.type, taken);
    taken.add(id);
    return { ...block, id, ...(block.children ? { children: block.children.map(renamed) } : {}) };
  };
  const copy = renamed(structuredClone(original));
  const index = path.at(-1)! + 1;
  const blocks = withListAt(body.blocks, path.slice(0, -1), (list) => [...list.slice(0, index), copy, ...list.slice(index)]);
  return { ok: true, body: { ...body, blocks }, path: [...path.slice(0, -1), index] };
}

export function removeBlock(body: ComposedBody, path: BlockPath): ComposedBody {
  if (path.length === 0) return body;
  const index = path.at(-1)!;
  return { ...body, blocks: withListAt(body.blocks, path.slice(0, -1), (list) => list.filter((_, at) => at !== index)) };
}

export function replaceProps(body: ComposedBody, path: BlockPath, props: Record<string, unknown>): ComposedBody {
  if (path.length === 0) return body;
  const index = path.at(-1)!;
  return {
    ...body,
    blocks: withListAt(body.blocks, path.slice(0, -1), (list) => list.map((block, at) => (at === index ? { ...block, props } : block))),
  };
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
