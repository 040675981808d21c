import { describe, expect, test } from 'vitest';
import { sameSitePath } from './auth-page';

describe('sameSitePath', () => {
  test('keeps a path of this site with its query and fragment', () => {
    expect(sameSitePath('/user/order?page=2#top')).toBe('/user/order?page=2#top');
    expect(sameSitePath('/zh-HK/user/center')).toBe('/zh-HK/user/center');
  });

  test('refuses anything that could leave the site', () => {
    for (const hostile of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'user/center', '/\tevil', '/\n/evil.example', ' /user'])
      expect(sameSitePath(hostile), hostile).toBeNull();
  });

  test('refuses nothing given and overlong values', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath('')).toBeNull();
    expect(sameSitePath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
