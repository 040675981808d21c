import { describe, expect, it } from 'vitest';
import { AdminRefusal, problemsByField } from './api';
import { createBackOfficeI18n } from './i18n';

/* A refused write's problems at their fields, in the member's language where the shop named them by key. */

const refusal = (issues: unknown[]) => new AdminRefusal({ status: 422, code: 1, msg: 'Product: 3 problems', data: { issues, more: 0 } });
const issues = [
  { path: 'translations.en.name', message: 'Too big: expected string to have <=200 characters', said: { key: 'tooLong', values: { maximum: 200 } } },
  { path: 'variants[1].sku', message: '"MUG-OAT" is given twice' },
  { path: 'status', message: 'Invalid option: expected one of "draft"|"active"', said: { key: 'aKeyFromANewerShop', values: {} } },
];

describe('the problems of a refused write, by field', () => {
  it('says those named by key in the member’s words, and the others as the shop wrote them', () => {
    expect(problemsByField(refusal(issues), createBackOfficeI18n('zh-HK').t)).toEqual({
      'translations.en.name': '太長：最多 200 個字元',
      'variants[1].sku': '"MUG-OAT" is given twice',
      // A key this back office does not know yet: the shop's English, not a lost problem.
      status: 'Invalid option: expected one of "draft"|"active"',
    });
    expect(problemsByField(refusal(issues), createBackOfficeI18n('en').t)['translations.en.name']).toBe('Too long: at most 200 characters');
  });

  it('keeps every problem it can read when one is not a problem at all', () => {
    const { t } = createBackOfficeI18n('en');
    expect(problemsByField(refusal([{ message: 'no path' }, ...issues.slice(1, 2)]), t)).toEqual({ 'variants[1].sku': '"MUG-OAT" is given twice' });
  });

  it('names nothing for what is not a refusal with problems', () => {
    const { t } = createBackOfficeI18n('en');
    expect(problemsByField(new Error('offline'), t)).toEqual({});
    expect(problemsByField(new AdminRefusal({ status: 409, code: 1, msg: 'Stale', data: null }), t)).toEqual({});
  });
});
