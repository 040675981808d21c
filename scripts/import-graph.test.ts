import { describe, expect, it } from 'vitest';
import { importCircles, isTestModule, runtimeImports, UPWARD_ALLOWED, upwardImports, valueImportsOf } from './import-graph';

/*
 * The server's layers point one way and nothing that runs imports itself round in a circle:
 * the graph is read from the files (scripts/import-graph.ts), so a new wrong-way import fails
 * here with its two ends named.
 */

describe('the run-time import graph', () => {
  const graph = runtimeImports();

  it('has no server import from a lower layer to a higher one but the few kept with a reason', () => {
    expect(UPWARD_ALLOWED.length).toBeLessThanOrEqual(5);
    const upward = upwardImports(runtimeImports(['server']));
    const unexplained = upward.filter(({ from, to }) => !UPWARD_ALLOWED.some((allowed) => allowed.from === from && allowed.to === to));
    expect(unexplained).toEqual([]);
    // A kept import that is gone leaves the list, so the list stays what the code is.
    const stale = UPWARD_ALLOWED.filter((allowed) => !upward.some(({ from, to }) => allowed.from === from && allowed.to === to));
    expect(stale).toEqual([]);
  });

  it('has no import circle among the modules of server and src that run', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('leaves tests and their helpers out', () => {
    expect([...graph.keys()].filter(isTestModule)).toEqual([]);
    expect(graph.has('server/app.ts')).toBe(true);
  });
});

describe('reading a module', () => {
  it('counts what loads with the module (an import of types alone, written inline, still loads it) and leaves `import type` and later loads aside', () => {
    const text = [
      "import { z } from 'zod';",
      "import type { A } from './a';",
      "import { type B } from './b';",
      "import { type C, d } from './c';",
      "import './d';",
      "export * from './e';",
      "export type { F } from './f';",
      "export { g } from './g';",
      "const later = () => import('./h');",
    ].join('\n');
    expect(valueImportsOf(text)).toEqual(['zod', './b', './c', './d', './e', './g']);
  });

  it('finds every circle once, however long', () => {
    const circles = importCircles(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a', 'd']],
        ['d', []],
        ['e', ['e']],
      ]),
    );
    expect(circles).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
