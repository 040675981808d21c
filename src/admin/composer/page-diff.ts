import { formatPath } from '../../schema/json-path';
import type { FieldModel, FieldPath } from './block-form-model';

/*
 * What changed between two versions of a page, said the way a merchant reads it: a block added,
 * removed or moved, a block's type changed, a field of a block changed (with what it was and what
 * it is), the template and the page's meta. Pure and framework-free: it reads anything a revision
 * or a draft may hold, so a body the shop would refuse is compared as it stands instead of failing.
 */

/** One version of a page: its body and, when there is one, its meta. */
export type PageVersion = { body: unknown; meta?: unknown };

/** Which block a change is about: each level from the page's top, 1-based, with that level's type. */
export type BlockPlace = { trail: ReadonlyArray<{ position: number; type: string }>; id?: string };

/**
 * A value before and after. `before`/`after` are the values whole (undefined when absent);
 * `shown` holds the same values as short lines to read (null for an absent one), cut around
 * where they differ; `cut` says whether it leaves part of either out.
 */
export type ValueChange = {
  before: unknown;
  after: unknown;
  shown: { before: string | null; after: string | null; cut: boolean };
};

export type PageChange =
  | ({ kind: 'template' } & ValueChange)
  /** Any other part of the body (`noReload`): `path` is inside the body. */
  | ({ kind: 'page'; path: FieldPath } & ValueChange)
  | ({ kind: 'meta'; path: FieldPath } & ValueChange)
  | { kind: 'added'; block: BlockPlace; position: number }
  | { kind: 'removed'; block: BlockPlace; position: number }
  | { kind: 'moved'; block: BlockPlace; from: number; to: number }
  | { kind: 'type'; block: BlockPlace; before: string; after: string }
  /** A part of the block beside its props: its `version`, its `id` when matched by place, anything else it holds. */
  | ({ kind: 'part'; block: BlockPlace; part: string } & ValueChange)
  /** A field of the block's props; `path` is inside `props`. */
  | ({ kind: 'field'; block: BlockPlace; path: FieldPath } & ValueChange);

export type BlockChange = Extract<PageChange, { block: BlockPlace }>;

/** Longer values are cut to about this many characters to be read in a line; the change keeps them whole. */
export const SHOWN_LENGTH = 120;
/** How much of what comes before the first difference a cut value still shows, so the change has its context. */
const LEAD_LENGTH = 40;

/** Every change from `before` to `after`; empty exactly when the two are the same. */
export function pageChanges(before: PageVersion, after: PageVersion): PageChange[] {
  const changes: PageChange[] = [];
  const oldBody = before.body;
  const newBody = after.body;
  if (isRecord(oldBody) && isRecord(newBody)) {
    for (const key of keysOf(oldBody, newBody)) {
      if (key === 'blocks' && Array.isArray(oldBody.blocks) && Array.isArray(newBody.blocks)) continue;
      for (const { path, ...values } of valueChanges(oldBody[key], newBody[key], [key])) {
        changes.push(key === 'template' && path.length === 1 ? { kind: 'template', ...values } : { kind: 'page', path, ...values });
      }
    }
    changes.push(...listChanges(listOf(oldBody.blocks), listOf(newBody.blocks), []));
  } else {
    // Not a body at all, on one side at least: the two compared whole.
    for (const change of valueChanges(oldBody, newBody, [])) changes.push({ kind: 'page', ...change });
  }
  if ('meta' in before || 'meta' in after) {
    for (const change of valueChanges(before.meta, after.meta, [])) changes.push({ kind: 'meta', ...change });
  }
  return changes;
}

/* ------------------------------------------------------------------------------------------
 * Blocks: matched, then compared pair by pair.
 * ---------------------------------------------------------------------------------------- */

/**
 * A block as read for comparing: any entry of a list of blocks is one, whatever it holds. `id`
 * and `type` are what matching goes by; `parts` holds the rest beside props and children (its
 * id and version among them), compared as they are.
 */
type ReadBlock = { id?: string; type: string; rawType: unknown; props: unknown; children?: unknown[]; parts: Record<string, unknown> };

function readBlock(entry: unknown): ReadBlock {
  // Anything else in the list is compared as a whole, as a part named `value`.
  if (!isRecord(entry)) return { type: '', rawType: undefined, props: undefined, parts: { value: entry } };
  const { type, props, children, ...parts } = entry;
  return {
    ...(typeof entry.id === 'string' ? { id: entry.id } : {}),
    type: typeof type === 'string' ? type : '',
    rawType: type,
    props,
    ...(Array.isArray(children) ? { children } : {}),
    parts: Array.isArray(children) || children === undefined ? parts : { ...parts, children },
  };
}

/**
 * Which old block each new one is, as index pairs. By id first; a block whose id is missing, or
 * repeated in either list, is matched by its place among such blocks of its type instead: the
 * second such text block before is the second after, so a block put above them moves none. A
 * block whose own id the other list lacks is one removed, or one added.
 */
function matchBlocks(before: readonly ReadBlock[], after: readonly ReadBlock[]): Array<[number, number]> {
  const oldIds = countIds(before);
  const newIds = countIds(after);
  const byPlace = ({ id }: ReadBlock) => id === undefined || (oldIds.get(id) ?? 0) > 1 || (newIds.get(id) ?? 0) > 1;
  const pairs: Array<[number, number]> = [];
  const matchedOld = new Set<number>();

  const oldById = new Map(before.flatMap((block, index) => (byPlace(block) ? [] : [[block.id!, index] as const])));
  const oldByPlace = before.flatMap((block, index) => (byPlace(block) ? [index] : []));
  after.forEach((block, newIndex) => {
    const oldIndex = byPlace(block)
      ? oldByPlace.find((index) => !matchedOld.has(index) && before[index]!.type === block.type)
      : oldById.get(block.id!);
    if (oldIndex === undefined) return;
    pairs.push([oldIndex, newIndex]);
    matchedOld.add(oldIndex);
  });
  return pairs;
}

function countIds(blocks: readonly ReadBlock[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { id } of blocks) if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

type Trail = BlockPlace['trail'];

function listChanges(oldEntries: readonly unknown[], newEntries: readonly unknown[], trail: Trail): BlockChange[] {
  const before = oldEntries.map(readBlock);
  const after = newEntries.map(readBlock);
  const pairs = matchBlocks(before, after);
  const placeOf = (block: ReadBlock, index: number): BlockPlace => ({
    trail: [...trail, { position: index + 1, type: block.type }],
    ...(block.id === undefined ? {} : { id: block.id }),
  });

  const changes: BlockChange[] = [];
  const matchedOld = new Set(pairs.map(([oldIndex]) => oldIndex));
  const matchedNew = new Set(pairs.map(([, newIndex]) => newIndex));
  before.forEach((block, index) => {
    if (!matchedOld.has(index)) changes.push({ kind: 'removed', block: placeOf(block, index), position: index + 1 });
  });
  after.forEach((block, index) => {
    if (!matchedNew.has(index)) changes.push({ kind: 'added', block: placeOf(block, index), position: index + 1 });
  });
  // Blocks that kept their order among the others stay; the fewest others are said to have moved.
  const staying = new Set(longestRisingRun(pairs.map(([oldIndex]) => oldIndex)));
  for (const [oldIndex, newIndex] of pairs) {
    const block = placeOf(after[newIndex]!, newIndex);
    if (!staying.has(oldIndex)) changes.push({ kind: 'moved', block, from: oldIndex + 1, to: newIndex + 1 });
    changes.push(...pairChanges(before[oldIndex]!, after[newIndex]!, block));
  }
  return changes;
}

function pairChanges(before: ReadBlock, after: ReadBlock, block: BlockPlace): BlockChange[] {
  const changes: BlockChange[] = [];
  if (!Object.is(before.rawType, after.rawType))
    changes.push({ kind: 'type', block, before: textOf(before.rawType ?? ''), after: textOf(after.rawType ?? '') });
  for (const part of keysOf(before.parts, after.parts)) {
    for (const { path, ...values } of valueChanges(before.parts[part], after.parts[part], [part])) {
      changes.push({ kind: 'part', block, part: formatPath(path), ...values });
    }
  }
  // No children and an empty list of them draw the same; still, the two differ.
  if ((before.children === undefined) !== (after.children === undefined) && (before.children ?? after.children)!.length === 0) {
    changes.push({ kind: 'part', block, part: 'children', ...changeOf(before.children, after.children) });
  }
  for (const change of valueChanges(before.props, after.props, [])) changes.push({ kind: 'field', block, ...change });
  changes.push(...listChanges(before.children ?? [], after.children ?? [], block.trail));
  return changes;
}

/** The members of the longest strictly rising run (not necessarily side by side) of `values`. */
function longestRisingRun(values: readonly number[]): number[] {
  // Patience sorting: `tails[k]` is the index of the smallest value ending a run of length k + 1.
  const tails: number[] = [];
  const previous: number[] = [];
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = index;
  });
  const run: number[] = [];
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index]!) run.unshift(values[index]!);
  return run;
}

/* ------------------------------------------------------------------------------------------
 * Values: compared leaf by leaf, keyed by where they sit.
 * ---------------------------------------------------------------------------------------- */

type PathChange = { path: FieldPath } & ValueChange;

/**
 * The leaves that differ between two values: objects key by key, lists place by place (an item
 * added at the end is one change); anything else, or two values of different shapes, whole.
 */
function valueChanges(before: unknown, after: unknown, path: FieldPath): PathChange[] {
  if (isRecord(before) && isRecord(after))
    return keysOf(before, after).flatMap((key) => valueChanges(before[key], after[key], [...path, key]));
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => valueChanges(before[index], after[index], [...path, index])).flat();
  }
  if (sameLeaf(before, after)) return [];
  return [{ path, ...changeOf(before, after) }];
}

function sameLeaf(before: unknown, after: unknown): boolean {
  if (isRecord(before) || isRecord(after) || Array.isArray(before) || Array.isArray(after)) return false;
  return Object.is(before, after);
}

function changeOf(before: unknown, after: unknown): ValueChange {
  return { before, after, shown: shownPair(before, after) };
}

/** Both values as lines to read; two long texts are cut around their first difference, so the cut shows it. */
export function shownPair(before: unknown, after: unknown): ValueChange['shown'] {
  const oldText = before === undefined ? null : textOf(before);
  const newText = after === undefined ? null : textOf(after);
  let start = 0;
  if (oldText !== null && newText !== null) {
    let same = 0;
    while (same < oldText.length && same < newText.length && oldText[same] === newText[same]) same++;
    start = Math.max(0, same - LEAD_LENGTH);
  }
  const shortLength = (text: string | null) => text === null || text.length <= SHOWN_LENGTH;
  return {
    before: oldText === null ? null : cut(oldText, start),
    after: newText === null ? null : cut(newText, start),
    cut: !shortLength(oldText) || !shortLength(newText),
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function cut(text: string, from: number): string {
  if (text.length <= SHOWN_LENGTH) return text;
  const start = Math.min(from, Math.max(0, text.length - SHOWN_LENGTH));
  const end = start + SHOWN_LENGTH;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The keys of both, each once, absent ones and those holding undefined alike. */
function keysOf(one: Record<string, unknown>, other: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(one), ...Object.keys(other)])];
}

/* ------------------------------------------------------------------------------------------
 * Reading the changes: grouped by block, fields named as their forms name them.
 * ---------------------------------------------------------------------------------------- */

/** The changes of one block (`block` set), or of the page itself (its template, its meta). */
export type ChangeGroup = { block?: BlockPlace; changes: PageChange[] };

/** The changes grouped: the page's own first, then each block's, in the order the blocks come. */
export function groupByBlock(changes: readonly PageChange[]): ChangeGroup[] {
  const page: PageChange[] = [];
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    if (!('block' in change)) {
      page.push(change);
      continue;
    }
    // A removed block and a new one may stand at the same place: each is a group of its own.
    const key = `${change.kind === 'removed' ? '-' : '+'}${change.block.trail.map((level) => level.position).join('.')}`;
    const group = groups.get(key) ?? { block: change.block, changes: [] };
    group.changes.push(change);
    groups.set(key, group);
  }
  const byPlace = [...groups.values()].sort((one, other) => compareTrails(one.block!.trail, other.block!.trail));
  return page.length > 0 ? [{ changes: page }, ...byPlace] : byPlace;
}

function compareTrails(one: Trail, other: Trail): number {
  for (let level = 0; level < Math.min(one.length, other.length); level++) {
    const difference = one[level]!.position - other[level]!.position;
    if (difference !== 0) return difference;
  }
  return one.length - other.length;
}

/**
 * A field's name as the block's form labels it (`Items 2 › Title`); null when the model has no
 * field there, and the path is said instead. Of a choice, the first option holding the next step
 * names it: the options of one choice call a part they share by one name.
 */
export function fieldLabelOf(model: FieldModel, path: FieldPath): string | null {
  const words: string[] = [];
  let field: FieldModel | undefined = model;
  for (const step of path) {
    if (field?.control === 'choice')
      field = field.options.map((option) => option.field).find((option) => stepOf(option, step) !== undefined);
    const next: FieldModel | undefined = field && stepOf(field, step);
    if (!field || !next) return null;
    if (field.control === 'list') {
      // The list's name was said at the step before: its item is that name and a number.
      const item = `${field.label} ${Number(step) + 1}`;
      if (words.at(-1) === field.label) words[words.length - 1] = item;
      else words.push(item);
    } else words.push(next.label);
    field = next;
  }
  return words.length > 0 ? words.join(' › ') : null;
}

/** The field one step inside `field`: a list's item for a number, a group's part for a name. */
function stepOf(field: FieldModel, step: string | number): FieldModel | undefined {
  if (field.control === 'list') return typeof step === 'number' ? field.item : undefined;
  if (field.control === 'group' || field.control === 'picture')
    return typeof step === 'string' ? field.fields.find((inner) => inner.key === step) : undefined;
  return undefined;
}
