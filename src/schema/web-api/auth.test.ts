import { describe, expect, it } from 'vitest';
import { editMobile, encodeHumanCheck, humanCheckPayloadSchema, signUp } from './auth';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const valid = {
  account: 'ada@example.org',
  password: 'a-long-password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthday: '1990-12-10',
  agreement: true,
  humanCheck: 'x',
};

describe('the sign-up form, as the browser and the server check it', () => {
  it('takes a real past birthday and refuses an impossible or future one', () => {
    expect(signUp.request.safeParse(valid).success).toBe(true);
    for (const birthday of ['2023-02-30', '2999-01-01', '10/12/1990', '1850-01-01']) {
      expect(issues(signUp.request.safeParse({ ...valid, birthday })), birthday).toEqual([{ path: 'birthday', message: 'auth.birthdayInvalid' }]);
    }
    expect(issues(signUp.request.safeParse({ ...valid, birthday: '' }))).toEqual([{ path: 'birthday', message: 'validation.birthdayRequired' }]);
    expect(issues(signUp.request.safeParse({ ...valid, password: '' }))).toEqual([{ path: 'password', message: 'validation.passwordRequired' }]);
    expect(issues(signUp.request.safeParse({ ...valid, password: 'short' }))).toEqual([{ path: 'password', message: 'auth.passwordTooShort' }]);
  });

  it('asks for the agreement and the human check by their spec messages', () => {
    expect(issues(signUp.request.safeParse({ ...valid, agreement: false, humanCheck: '' }))).toEqual([
      { path: 'agreement', message: 'validation.privacyAgreement' },
      { path: 'humanCheck', message: 'validation.verificationFailed' },
    ]);
  });

  it('stores a mobile number in E.164 and names the country code when it is missing', () => {
    const parsed = signUp.request.safeParse({ ...valid, account: '212-555-0123', countryCode: '1' });
    expect(parsed.success && parsed.data).toMatchObject({ kind: 'mobile', value: '+12125550123' });
    expect(issues(editMobile.request.safeParse({ mobile: '13800138000', countryCode: '' }))).toEqual([
      { path: 'countryCode', message: 'validation.countryCodeRequired' },
    ]);
  });
});

describe('the human check field', () => {
  it('carries a solved challenge that reads back the same, including non-ASCII data', () => {
    const payload = {
      challenge: {
        parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab', expiresAt: 1, data: { note: '驗證' } },
        signature: 'sig',
      },
      solution: { counter: 7, derivedKey: 'ab12' },
    };
    const decoded: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(encodeHumanCheck(payload)), (char) => char.charCodeAt(0))));
    expect(humanCheckPayloadSchema.parse(decoded)).toEqual(payload);
  });
});
