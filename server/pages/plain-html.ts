/*
 * Most merchant HTML is a few paragraphs, a list and some bold words: HTML the sanitizer would
 * give back exactly as it came. Cleaning it through jsdom costs about half a millisecond a
 * description, which is most of a catalog import's CPU. This recognises that plain HTML without
 * a parser, so the sanitizer can skip it; anything else (an attribute, another tag, an entity
 * other than `&amp;` and `&nbsp;`, a tag the browser would close or move) goes through jsdom
 * as before. Being wrong here would let HTML past the sanitizer, so the rule is deliberately
 * narrow, and its property test holds it to the sanitizer's own output.
 */

/** Elements that hold text and inline elements: the blocks of a description (a list item only inside a list). */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = new Set(['ul', 'ol']);
const INLINE = new Set(['strong', 'em', 'b', 'i', 'u', 's']);

/** What an open element may hold: a list its items, any other element text and inline elements. */
type Holder = 'top' | 'list' | 'inline';

/**
 * Text the parser keeps as it is and the serializer writes back unchanged: no markup characters,
 * no carriage return (the parser turns CR LF into LF), no control characters, no no-break space
 * (written back as `&nbsp;`), no surrogates (a lone one is not kept).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this excludes
const PLAIN_TEXT = /[^<>&\r\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00a0\ud800-\udfff]+/y;
/** The two entities written back as they came (`&lt;` and `&gt;` are not: text holding `<` or `>` is something the sanitizer looks at). */
const KEPT_ENTITY = /&(?:amp|nbsp);/y;
const TAG = /<(\/?)([a-z][a-z0-9]*)>/y;
const WHITESPACE = /^[ \t\n]+$/;

/** Whether an element `name` may open inside `holder` and stay where it was written. */
function opensIn(name: string, holder: Holder): boolean {
  if (holder === 'list') return name === 'li';
  if (INLINE.has(name)) return true;
  return holder === 'top' && (TEXT_BLOCKS.has(name) || LISTS.has(name));
}

/** The match of a sticky pattern at `at`, or null. */
function matchAt(pattern: RegExp, html: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(html);
}

/** Whether `html` is plain HTML, which the sanitizer answers unchanged. */
export function isPlainHtml(html: string): boolean {
  const open: { name: string; holder: Holder }[] = [];
  const holder = (): Holder => open.at(-1)?.holder ?? 'top';
  let at = 0;
  while (at < html.length) {
    const text = matchAt(PLAIN_TEXT, html, at) ?? matchAt(KEPT_ENTITY, html, at);
    if (text) {
      // A list holds its items only: text between them is whitespace or it moves.
      if (holder() === 'list' && !WHITESPACE.test(text[0])) return false;
      at += text[0].length;
      continue;
    }
    if (html.startsWith('<br>', at)) {
      if (holder() === 'list') return false;
      at += 4;
      continue;
    }
    const tag = matchAt(TAG, html, at);
    if (!tag) return false;
    const [whole, closing, name] = tag as unknown as [string, string, string];
    if (closing) {
      if (open.at(-1)?.name !== name) return false;
      open.pop();
    } else {
      if (!opensIn(name, holder())) return false;
      open.push({ name, holder: LISTS.has(name) ? 'list' : 'inline' });
    }
    at += whole.length;
  }
  return open.length === 0;
}
