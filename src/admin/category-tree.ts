import { categoryWriteSchema } from '../schema/admin-api/categories';

/*
 * The category tree as the back office moves it, without React: the list the shop answers
 * (parents first, each level in the merchant's order) drawn as a tree, where a drop or a button
 * puts a category, which parents it may go under, and the position values that place it there.
 *
 * The shop orders siblings by position, then by when each was made, and never renumbers them.
 * So a move writes the one category with a position strictly between its new neighbours'; only
 * when they leave no whole number between them are the siblings spread out again, each with a
 * write of its own.
 */

/** A category as `categories/list` answers it. */
export type ListedCategory = { slug: string; parent: string | null; position: number; name: string; productCount: number };

export type CategoryNode = { category: ListedCategory; depth: number; children: CategoryNode[] };

/** Where a category goes: before or after another one (as its sibling), or last inside one (null: the top level). */
export type Drop = { kind: 'before' | 'after'; target: string } | { kind: 'into'; target: string | null };

/** Where a drop lands: the parent and the place among its other children (the moved one left out). */
export type Placement = { parent: string | null; index: number };

/** One write of a move: the category and its position under `parent`. */
export type PositionWrite = { slug: string; parent: string | null; position: number };

/** The highest position the contract takes. */
export const MAX_POSITION = categoryWriteSchema.shape.position.unwrap().maxValue ?? 1_000_000;

/** The room left between positions when siblings are spread out, so later moves rarely need it again. */
export const POSITION_GAP = 1024;

/** The tree of the list, each level in the list's order. */
export function treeOf(list: readonly ListedCategory[]): CategoryNode[] {
  const build = (parent: string | null, depth: number, seen: ReadonlySet<string>): CategoryNode[] =>
    list
      .filter((category) => category.parent === parent && !seen.has(category.slug))
      .map((category) => ({ category, depth, children: build(category.slug, depth + 1, new Set([...seen, category.slug])) }));
  return build(null, 0, new Set());
}

/** The children of `parent` in order (null: the top level). */
export function childrenOf(list: readonly ListedCategory[], parent: string | null): ListedCategory[] {
  return list.filter((category) => category.parent === parent);
}

/** The category `slug` and every one inside it. */
export function subtreeOf(list: readonly ListedCategory[], slug: string): Set<string> {
  const found = new Set([slug]);
  for (let grew = true; grew;) {
    grew = false;
    for (const category of list) {
      if (category.parent !== null && found.has(category.parent) && !found.has(category.slug)) {
        found.add(category.slug);
        grew = true;
      }
    }
  }
  return found;
}

/** The categories `slug` may be put inside: every one but itself and those inside it, in the tree's order. */
export function allowedParents(list: readonly ListedCategory[], slug: string): ListedCategory[] {
  const inside = subtreeOf(list, slug);
  return flatten(treeOf(list))
    .map((node) => node.category)
    .filter((category) => !inside.has(category.slug));
}

/** The tree's categories one after another, each before its children, with their depth. */
export function flatten(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Where `drop` puts `moved`; null when it may not go there (inside itself) or it would not move at all. */
export function placementOf(list: readonly ListedCategory[], moved: string, drop: Drop): Placement | null {
  const current = list.find((category) => category.slug === moved);
  if (!current) return null;
  let placement: Placement;
  if (drop.kind === 'into') {
    placement = { parent: drop.target, index: childrenOf(list, drop.target).filter((child) => child.slug !== moved).length };
  } else {
    const target = list.find((category) => category.slug === drop.target);
    if (!target || target.slug === moved) return null;
    const others = childrenOf(list, target.parent).filter((sibling) => sibling.slug !== moved);
    const at = others.findIndex((sibling) => sibling.slug === target.slug);
    placement = { parent: target.parent, index: drop.kind === 'before' ? at : at + 1 };
  }
  if (placement.parent !== null && subtreeOf(list, moved).has(placement.parent)) return null;
  const stays =
    placement.parent === current.parent &&
    childrenOf(list, current.parent).findIndex((sibling) => sibling.slug === moved) === placement.index;
  return stays ? null : placement;
}

/** The drop of "Move up" and "Move down": past the sibling before or after it; null at the end of its level. */
export function stepOf(list: readonly ListedCategory[], slug: string, direction: 'up' | 'down'): Drop | null {
  const category = list.find((candidate) => candidate.slug === slug);
  if (!category) return null;
  const siblings = childrenOf(list, category.parent);
  const at = siblings.findIndex((sibling) => sibling.slug === slug);
  const neighbour = siblings[direction === 'up' ? at - 1 : at + 1];
  if (!neighbour) return null;
  return { kind: direction === 'up' ? 'before' : 'after', target: neighbour.slug };
}

/**
 * A position strictly between the neighbours at `index` of `positions` (the new siblings' in
 * order, the moved one left out), so the shop's order puts it there whatever order they were
 * made in; null when no whole number fits.
 */
export function positionBetween(positions: readonly number[], index: number): number | null {
  const before = positions[index - 1];
  const after = positions[index];
  if (before === undefined && after === undefined) return POSITION_GAP;
  if (before === undefined) return after! >= 1 ? Math.floor(after! / 2) : null;
  if (after === undefined) return before < MAX_POSITION ? Math.min(before + POSITION_GAP, MAX_POSITION) : null;
  return after - before >= 2 ? before + Math.floor((after - before) / 2) : null;
}

/**
 * The writes that put `moved` at `placement`: its own alone when there is room, else every
 * sibling whose position changes as the level is spread out again, the moved one last.
 */
export function movePlan(list: readonly ListedCategory[], moved: string, placement: Placement): PositionWrite[] {
  const others = childrenOf(list, placement.parent).filter((sibling) => sibling.slug !== moved);
  const position = positionBetween(
    others.map((sibling) => sibling.position),
    placement.index,
  );
  if (position !== null) return [{ slug: moved, parent: placement.parent, position }];
  const order = [...others.map((sibling) => sibling.slug)];
  order.splice(placement.index, 0, moved);
  const gap = Math.min(POSITION_GAP, Math.floor(MAX_POSITION / (order.length + 1)));
  const spread = order.map((slug, index) => ({ slug, parent: placement.parent, position: (index + 1) * gap }));
  const unchanged = (write: PositionWrite) => others.some((sibling) => sibling.slug === write.slug && sibling.position === write.position);
  return [...spread.filter((write) => write.slug !== moved && !unchanged(write)), spread.find((write) => write.slug === moved)!];
}
