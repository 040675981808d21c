import { describe, expect, it } from 'vitest';
import {
  allowedParents,
  MAX_POSITION,
  movePlan,
  placementOf,
  positionBetween,
  POSITION_GAP,
  stepOf,
  treeOf,
  type ListedCategory,
} from './category-tree';

const category = (slug: string, parent: string | null, position: number): ListedCategory => ({
  slug,
  parent,
  position,
  name: slug[0]!.toUpperCase() + slug.slice(1),
  productCount: 0,
});

/** A small shop: Clothing (Shirts, Trousers), Shoes (Boots), Bags; as the shop lists it, parents first. */
const LIST = [
  category('clothing', null, 0),
  category('shoes', null, 10),
  category('bags', null, 11),
  category('shirts', 'clothing', 0),
  category('trousers', 'clothing', 4),
  category('boots', 'shoes', 0),
];

describe('the category tree', () => {
  it('draws the list as nested levels in the shop’s order', () => {
    const tree = treeOf(LIST);
    expect(tree.map((node) => node.category.slug)).toEqual(['clothing', 'shoes', 'bags']);
    expect(tree[0]!.children.map((node) => [node.category.slug, node.depth])).toEqual([
      ['shirts', 1],
      ['trousers', 1],
    ]);
  });

  it('offers as parents every category but the moved one and those inside it', () => {
    expect(allowedParents(LIST, 'clothing').map((parent) => parent.slug)).toEqual(['shoes', 'boots', 'bags']);
    expect(allowedParents(LIST, 'shirts').map((parent) => parent.slug)).toEqual(['clothing', 'trousers', 'shoes', 'boots', 'bags']);
  });
});

describe('where a drop puts a category', () => {
  it('before or after a sibling, among the others', () => {
    expect(placementOf(LIST, 'bags', { kind: 'before', target: 'shoes' })).toEqual({ parent: null, index: 1 });
    expect(placementOf(LIST, 'clothing', { kind: 'after', target: 'bags' })).toEqual({ parent: null, index: 2 });
  });

  it('beside a category of another level, under that level’s parent', () => {
    expect(placementOf(LIST, 'bags', { kind: 'after', target: 'shirts' })).toEqual({ parent: 'clothing', index: 1 });
  });

  it('into a category as its last child, or last at the top level', () => {
    expect(placementOf(LIST, 'bags', { kind: 'into', target: 'clothing' })).toEqual({ parent: 'clothing', index: 2 });
    expect(placementOf(LIST, 'boots', { kind: 'into', target: null })).toEqual({ parent: null, index: 3 });
  });

  it('nowhere inside itself', () => {
    expect(placementOf(LIST, 'clothing', { kind: 'into', target: 'shirts' })).toBeNull();
    expect(placementOf(LIST, 'clothing', { kind: 'before', target: 'trousers' })).toBeNull();
    expect(placementOf(LIST, 'clothing', { kind: 'into', target: 'clothing' })).toBeNull();
  });

  it('nowhere when it would stay where it is', () => {
    expect(placementOf(LIST, 'shoes', { kind: 'after', target: 'clothing' })).toBeNull();
    expect(placementOf(LIST, 'trousers', { kind: 'into', target: 'clothing' })).toBeNull();
  });

  it('one step up or down past its neighbour, and no further than the ends', () => {
    expect(stepOf(LIST, 'bags', 'up')).toEqual({ kind: 'before', target: 'shoes' });
    expect(stepOf(LIST, 'shirts', 'down')).toEqual({ kind: 'after', target: 'trousers' });
    expect(stepOf(LIST, 'clothing', 'up')).toBeNull();
    expect(stepOf(LIST, 'bags', 'down')).toBeNull();
  });
});

describe('the position a move writes', () => {
  it('is strictly between the new neighbours, whatever order they were made in', () => {
    expect(positionBetween([0, 10], 1)).toBe(5);
    expect(positionBetween([0, 2], 1)).toBe(1);
    expect(positionBetween([6, 10], 0)).toBe(3);
    expect(positionBetween([0, 10], 2)).toBe(10 + POSITION_GAP);
    expect(positionBetween([], 0)).toBe(POSITION_GAP);
  });

  it('is none when no whole number fits', () => {
    expect(positionBetween([0, 1], 1)).toBeNull();
    expect(positionBetween([3, 3], 1)).toBeNull();
    expect(positionBetween([0], 0)).toBeNull();
    expect(positionBetween([MAX_POSITION], 1)).toBeNull();
  });

  it('moves one category with one write where there is room', () => {
    expect(movePlan(LIST, 'bags', { parent: null, index: 1 })).toEqual([{ slug: 'bags', parent: null, position: 5 }]);
    expect(movePlan(LIST, 'shirts', { parent: 'shoes', index: 1 })).toEqual([{ slug: 'shirts', parent: 'shoes', position: POSITION_GAP }]);
  });

  it('spreads the level out again when the neighbours leave no room, the moved category written last', () => {
    expect(movePlan(LIST, 'clothing', { parent: null, index: 1 })).toEqual([
      { slug: 'shoes', parent: null, position: POSITION_GAP },
      { slug: 'bags', parent: null, position: 3 * POSITION_GAP },
      { slug: 'clothing', parent: null, position: 2 * POSITION_GAP },
    ]);
  });
});
