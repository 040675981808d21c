/** A piece of a comment's text: words as typed, or an address to draw as a link. */
export type TextRun = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only addresses that say http:// or https://: `javascript:`, `data:` and anything else stays text.
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence around an address is not part of it.
const TRAILING = /[.,;:!?)\]}'"。，；：！？）」』】]+$/u;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits a comment into text and links. The text is never read as markup: React escapes every
 * run, and a link is made only of an address that parses as http or https.
 */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  const push = (piece: string) => {
    if (piece === '') return;
    const last = runs.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else runs.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    push(text.slice(at, start));
    const href = safeHref(address);
    if (href === null) push(address);
    else runs.push({ kind: 'link', text: address, href });
    at = start + address.length;
  }
  push(text.slice(at));
  return runs;
}
