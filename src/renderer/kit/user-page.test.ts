import { describe, expect, it } from 'vitest';
import { displayName, readUserPage } from './user-page';

describe('readUserPage', () => {
  it('reads nothing on a page drawn for a visitor', () => {
    expect(readUserPage({ template: 'user-center' })).toBeNull();
  });

  it('calls the shopper by nick name, else by first name', () => {
    expect(displayName({ nickName: 'Ling', firstName: 'Mei', lastName: 'Chen' })).toBe('Ling');
    expect(displayName({ nickName: '', firstName: 'Mei', lastName: 'Chen' })).toBe('Mei');
  });
});
