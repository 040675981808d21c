/*
 * How product names become search keys, shared by whoever fills `product_search` and by the
 * search query, so both sides cut text the same way. See the table's comment for the why.
 */

/** NFKC folds full-width Latin and compatibility forms; lower-casing makes matching case-blind. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** 32-bit FNV-1a over the locale and the gram, as a signed int so it fits a Postgres integer. */
function hashGram(locale: string, gram: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${locale}\u0000${gram}`) {
    const code = char.codePointAt(0) ?? 0;
    hash ^= code & 0xff;
    hash = Math.imul(hash, 0x01000193);
    hash ^= code >>> 8;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

function pairsOf(folded: string): string[] {
  const chars = Array.from(folded);
  const pairs: string[] = [];
  for (let index = 0; index + 1 < chars.length; index += 1) pairs.push(`${chars[index]}${chars[index + 1]}`);
  return pairs;
}

/** Every character pair and every single character of a folded name, hashed: what a row stores. */
export function indexGramsOf(locale: string, name: string): number[] {
  const folded = foldText(name);
  const grams = new Set<number>();
  for (const char of Array.from(folded)) grams.add(hashGram(locale, char));
  for (const pair of pairsOf(folded)) grams.add(hashGram(locale, pair));
  return [...grams];
}

/**
 * The grams a query needs present: its pairs, or its one character when it is a single
 * character (a one-character Chinese word such as 杯).
 */
export function queryGramsOf(locale: string, query: string): number[] {
  const folded = foldText(query);
  const chars = Array.from(folded);
  if (chars.length === 0) return [];
  if (chars.length === 1) return [hashGram(locale, folded)];
  return [...new Set(pairsOf(folded).map((pair) => hashGram(locale, pair)))];
}
