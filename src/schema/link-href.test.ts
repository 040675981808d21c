import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageSrc, linkHref } from './link-href';

/** Characters a browser drops or reads specially inside a URL: C0 controls, DEL and whitespace (Unicode's too). */
const hidden = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', ' ', '\u00a0', '\u2028', '\u3000', '\ufeff'),
);
const pathText = fc.stringMatching(/^[a-z0-9/_-]{0,20}$/);

describe('a link or picture address', () => {
  it('is refused with a control character or a space anywhere in it, trimmed ends aside', () => {
    fc.assert(
      fc.property(pathText, hidden, pathText, (before, char, after) => {
        const href = `/x${before}${char}${after}y`;
        expect(linkHref.safeParse(href).success).toBe(false);
        expect(linkHref.safeParse(`https://shop.example/x${before}${char}${after}y`).success).toBe(false);
        expect(imageSrc.safeParse(href).success).toBe(false);
      }),
    );
  });

  it('is taken as written when it is a path on this site or a web address', () => {
    fc.assert(
      fc.property(pathText, fc.stringMatching(/^[a-z0-9\u4e00-\u4e10😀-]{0,12}$/u), (path, word) => {
        expect(linkHref.parse(`/p${path}${word}`)).toBe(`/p${path}${word}`);
        expect(linkHref.parse(`https://shop.example/${path}`)).toBe(`https://shop.example/${path}`);
      }),
    );
    expect(linkHref.safeParse('java\tscript:alert(1)').success).toBe(false);
    expect(linkHref.safeParse('//elsewhere.example').success).toBe(false);
  });
});
