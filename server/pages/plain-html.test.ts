import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from '../../src/renderer/core/sanitize-html';
import { sanitizeHtml } from './html-sanitizer';
import { isPlainHtml } from './plain-html';

/*
 * The sanitizer skips HTML `isPlainHtml` accepts, so everything it accepts must be HTML the
 * sanitizer (DOMPurify in jsdom, with the shop's rules) gives back unchanged. Checked against
 * the sanitizer itself, over descriptions built from the plain grammar and over token soup full
 * of what the parser moves, drops or rewrites.
 */

const throughJsdom = createHtmlSanitizer(new JSDOM('').window as unknown as Parameters<typeof createHtmlSanitizer>[0]);

const words = fc.constantFrom('Linen', 'washed twice', ' ', '\n', '\t', 'a &amp; b', '&amp;', '&nbsp;', '"quoted"', "it's", '亞麻', '100%', '--', ']', '!', '=', '/');
const inline: fc.Arbitrary<string> = fc.letrec<{ inline: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    words,
    fc.constant('<br>'),
    fc.tuple(fc.constantFrom('strong', 'em', 'b', 'i', 'u', 's'), fc.array(tie('inline'), { maxLength: 3 })).map(([name, inside]) => `<${name}>${inside.join('')}</${name}>`),
  ),
})).inline;
const block = fc.oneof(
  fc.tuple(fc.constantFrom('p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'), fc.array(inline, { maxLength: 4 })).map(([name, inside]) => `<${name}>${inside.join('')}</${name}>`),
  fc
    .tuple(fc.constantFrom('ul', 'ol'), fc.array(fc.tuple(fc.constantFrom('', '\n', '  '), fc.array(inline, { maxLength: 3 })), { maxLength: 4 }))
    .map(([name, items]) => `<${name}>${items.map(([space, inside]) => `${space}<li>${inside.join('')}</li>`).join('')}</${name}>`),
  inline,
);
const plainHtml = fc.array(block, { maxLength: 6 }).map((blocks) => blocks.join(''));

const tokens = fc.constantFrom(
  ...['<p>', '</p>', '<h2>', '</h2>', '<ul>', '</ul>', '<ol>', '</ol>', '<li>', '</li>', '<strong>', '</strong>', '<em>', '</em>', '<b>', '</b>', '<br>', '<br/>', '</br>'],
  ...['<script>', '</script>', '<style>', '<a href="javascript:alert(1)">', '<img src=x onerror=alert(1)>', '<table>', '<td>', '<form>', '<P>', '<p >', '<!-- x -->', '<![CDATA[x]]>', '<svg>', '<math>', '<title>', '<textarea>', '<noscript>'],
  ...['Linen', ' ', '\n', '\r\n', '\r', '\t', '\u00a0', '\u0000', '\u000b', '😀', '\ud800', '&', '&amp;', '&lt;', '&gt;', '&nbsp;', '&quot;', '&#60;', '<', '>', ']]>', '--!>', ']', '-', '!', '"', "'"],
);
const tokenSoup = fc.array(tokens, { maxLength: 14 }).map((parts) => parts.join(''));

describe('plain HTML', () => {
  it('is what the sanitizer gives back unchanged, for every description the plain grammar builds', () => {
    fc.assert(
      fc.property(plainHtml, (html) => {
        expect(isPlainHtml(html)).toBe(true);
        expect(throughJsdom(html)).toBe(html);
      }),
      { numRuns: 1500 },
    );
  });

  it('is never HTML the sanitizer would change', () => {
    fc.assert(
      fc.property(tokenSoup, (html) => {
        if (isPlainHtml(html)) expect(throughJsdom(html)).toBe(html);
      }),
      { numRuns: 4000 },
    );
  });

  it('leaves scripts, attributes, unclosed and misplaced tags to the sanitizer', () => {
    for (const html of [
      '<p>Linen<script>alert(1)</script></p>',
      '<p onclick="alert(1)">Linen</p>',
      '<a href="javascript:alert(1)">Linen</a>',
      '<p>Linen',
      '<p><p>Linen</p></p>',
      '<ul>Linen<li>one</li></ul>',
      '<li>one</li>',
      '<strong><p>Linen</p></strong>',
      '<p>a &lt;b&gt; tag</p>',
      '<p>Linen\r\n</p>',
      '<br/>',
    ]) {
      expect(isPlainHtml(html), html).toBe(false);
      // And the shop's sanitizer still cleans it as jsdom does.
      expect(sanitizeHtml(html)).toBe(throughJsdom(html));
    }
  });

  it('answers a plain description as it came, without jsdom', () => {
    const description = '<p>Washed linen, <strong>twice</strong>.</p>\n<ul><li>Oat</li><li>Charcoal &amp; ink</li></ul>';
    expect(isPlainHtml(description)).toBe(true);
    expect(sanitizeHtml(description)).toBe(description);
  });
});
