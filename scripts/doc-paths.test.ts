import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Every file or folder of the project that the README or a page of docs/ names exists: a doc
 * that sends a newcomer to a file that moved is worse than none. A name is a path when it
 * starts at one of the project's top folders; `<type>`, `*` and `…` stand for any name, so
 * such a path is checked up to the folder before them.
 */

const DOCS = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const TOP_FOLDERS = ['src', 'server', 'e2e', 'bench', 'scripts', 'docs', 'public', 'locales', '.ci', '.storybook'];
const PATH = new RegExp(`(?<![\\w./-])(?:${TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w./<>*…{}-]*`, 'g');

/** Files the README's worked examples (a quote block, a gift card's balance) have a newcomer create: they exist in no checkout. */
const EXAMPLE_FILES = new Set([
  'src/blocks/quote/',
  'src/schema/web-api/gift-cards.ts',
  'src/schema/web-api/gift-card-calls.ts',
  'server/gift-cards/gift-card-handlers.ts',
]);

/** The paths a doc names, each with its line, as written. */
export function namedPaths(text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(PATH)) {
      // A sentence's full stop or a list's comma after a name is not part of it.
      const path = match[0].replace(/[.,]+$/, '');
      found.push({ path, line: index + 1 });
    }
  });
  return found;
}

/** The part of a path that must exist: up to the first segment that stands for any name. */
function checkedPart(path: string): string {
  const segments = path.split('/');
  const wild = segments.findIndex((segment) => /[<>*…{}]/.test(segment));
  return (wild === -1 ? segments : segments.slice(0, wild)).join('/');
}

describe('paths the docs name', () => {
  it('finds the names written in prose, lists and code', () => {
    expect(namedPaths('see `server/http/rate-limit.ts`, then src/blocks/<type>/ and e2e/screenshots/.').map((entry) => entry.path)).toEqual([
      'server/http/rate-limit.ts',
      'src/blocks/<type>/',
      'e2e/screenshots/',
    ]);
  });

  it.each(DOCS)('exist, for every one %s names', (doc) => {
    const missing = namedPaths(readFileSync(doc, 'utf8'))
      .filter(({ path }) => !EXAMPLE_FILES.has(path) && !existsSync(checkedPart(path)))
      .map(({ path, line }) => `${doc}:${line} ${path}`);
    expect(missing).toEqual([]);
  });
});
