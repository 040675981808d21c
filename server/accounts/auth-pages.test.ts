import { describe, expect, test } from 'vitest';
import { authPageDataSchema } from '../../src/schema/auth-page';
import { authPageLinks } from './auth-pages';

describe('the links of the auth pages', () => {
  test('name the sister pages in the page language and the user center under the configured prefix', () => {
    const links = authPageLinks('zh-HK', '/member/', null);
    expect(links).toEqual({
      signInHref: '/zh-HK/auth/signin',
      signUpHref: '/zh-HK/auth/signup',
      forgetHref: '/zh-HK/auth/forget',
      verifyPromptHref: '/zh-HK/auth/verify-prompt',
      userCenterHref: '/zh-HK/member/center',
      returnTo: null,
    });
    expect(authPageDataSchema.safeParse({ authPage: links }).success).toBe(true);
  });

  test('carry the page that asked for a sign-in through sign-up and the code step', () => {
    const links = authPageLinks('en', '/user/', '/user/order?page=2');
    expect(links.returnTo).toBe('/user/order?page=2');
    expect(links.signUpHref).toBe('/auth/signup?redirect=%2Fuser%2Forder%3Fpage%3D2');
    expect(links.verifyPromptHref).toBe('/auth/verify-prompt?redirect=%2Fuser%2Forder%3Fpage%3D2');
  });

  test('never offer another site as the way back', () => {
    for (const hostile of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const links = authPageLinks('en', '/user/', hostile);
      expect(links.returnTo, hostile).toBeNull();
      expect(links.signUpHref, hostile).toBe('/auth/signup');
    }
  });
});
