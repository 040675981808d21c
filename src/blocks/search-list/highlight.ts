export type HighlightPart = { text: string; match: boolean };

function escapeForPattern(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Splits `text` into the stretches that match a word of `query` and those that do not,
 * ignoring case, so a listing can mark what was searched for. Returns text, never markup:
 * the caller builds elements from it and whatever the names or the query hold stays text.
 *
 * @example
 * highlightParts('Stoneware mug', 'MUG') // [{text: 'Stoneware ', match: false}, {text: 'mug', match: true}]
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  // Longest first, so "mugs" wins over "mug" where both would match.
  const terms = [...new Set(query.trim().split(/\s+/u).filter((term) => term !== ''))].sort((a, b) => b.length - a.length);
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(terms.map(escapeForPattern).join('|'), 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
