import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { successBody, successJson } from './envelope';

describe('success envelope', () => {
  it('is the same text around data serialised beforehand as around the data itself', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        expect(successJson(JSON.stringify(data))).toBe(JSON.stringify(successBody(data)));
      }),
    );
  });
});
