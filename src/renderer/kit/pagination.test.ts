import { describe, expect, test } from 'vitest';
import { listingHref, pageWindow } from './pagination';

describe('pageWindow', () => {
  test('offers every page of a short listing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  test('keeps the first, the last and two either side of the current page, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  test('writes a lone hidden page instead of a gap that hides only it', () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });
});

describe('listingHref', () => {
  test('sets, replaces and drops query parameters, keeping the others', () => {
    expect(listingHref('/zh-HK/category/bags', { sort: 'price-asc', page: 2 })).toBe('/zh-HK/category/bags?sort=price-asc&page=2');
    expect(listingHref('/search?q=mug&sort=newest&page=3', { sort: null, page: 1 })).toBe('/search?q=mug');
    expect(listingHref('/search?q=tote+bag', { inStock: true, min: '', tag: undefined })).toBe('/search?q=tote+bag&inStock=1');
  });

  test('keeps the origin of an absolute listing URL', () => {
    expect(listingHref('https://shop.example.com/category/bags', { page: 4 })).toBe('https://shop.example.com/category/bags?page=4');
  });
});
