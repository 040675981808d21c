import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('an instance for one request', () => {
  it('keeps the strings merged into it to itself, away from the shared tables and the next request', () => {
    const tables = { en: { fields: { email: 'Email' } } };
    const first = createI18n('en', tables);
    // As `useAreaStrings` merges an area's strings: deep, beside the shared keys.
    first.addResourceBundle('en', 'translation', { fields: { lastName: 'Surname' } }, true, false);
    expect(first.t('fields.lastName')).toBe('Surname');

    const next = createI18n('en', tables);
    expect(next.exists('fields.lastName')).toBe(false);
    expect(next.t('fields.email')).toBe('Email');
    expect(tables).toEqual({ en: { fields: { email: 'Email' } } });
  });
});
