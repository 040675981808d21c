import { describe, expect, it } from 'vitest';
import { readPageDataProps } from './read-page-data';
import { displayName, userPageData, userPageOf } from './user-page';

describe('userPageOf', () => {
  it('reads nothing on a page drawn for a visitor', () => {
    expect(userPageOf(readPageDataProps({ template: 'user-center' }, userPageData))).toBeNull();
  });

  it('calls the shopper by nick name, else by first name', () => {
    expect(displayName({ nickName: 'Ling', firstName: 'Mei', lastName: 'Chen' })).toBe('Ling');
    expect(displayName({ nickName: '', firstName: 'Mei', lastName: 'Chen' })).toBe('Mei');
  });
});
