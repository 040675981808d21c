import { formatPath, type JsonPath } from '../../src/renderer/core/json-path';
import { isStorableText, PAGE_LIMITS, UNSTORABLE_MESSAGE } from '../../src/schema/limits';
import type { Problem } from './problems';

/** Problems found in a body, the first `PAGE_LIMITS.maxProblems` of them, and how many more there were. */
export type ProblemList = { problems: Problem[]; more: number };

/**
 * The deepest nesting of a JSON text, counted without parsing it, so that a body nested
 * thousands of levels deep is refused before any recursive code (the parser, zod, the
 * database driver's serializer) sees it. Stops counting once past `limit`.
 */
export function jsonTextDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

type Frame = { value: unknown; key: string | number | null; parent: Frame | null };

function pathOf(frame: Frame, base: JsonPath): string {
  const parts: (string | number)[] = [];
  for (let at: Frame | null = frame; at; at = at.parent) if (at.key !== null) parts.push(at.key);
  return formatPath([...base, ...parts.reverse()]);
}

/**
 * Every string (values and keys) a parsed JSON value holds that no column could store,
 * named by its JSON path. Walks with an explicit stack: no depth of input can overflow it.
 */
export function unstorableStrings(value: unknown, base: JsonPath = []): ProblemList {
  const problems: Problem[] = [];
  let more = 0;
  const report = (frame: Frame) => {
    if (problems.length < PAGE_LIMITS.maxProblems) problems.push({ path: pathOf(frame, base), message: UNSTORABLE_MESSAGE });
    else more++;
  };
  const stack: Frame[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value: at } = frame;
    if (typeof at === 'string') {
      if (!isStorableText(at)) report(frame);
    } else if (Array.isArray(at)) {
      for (let index = at.length - 1; index >= 0; index--) stack.push({ value: at[index], key: index, parent: frame });
    } else if (typeof at === 'object' && at !== null) {
      const keys = Object.keys(at);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        const child: Frame = { value: (at as Record<string, unknown>)[key], key, parent: frame };
        if (!isStorableText(key)) report(child);
        stack.push(child);
      }
    }
  }
  return { problems, more };
}

/** How deep objects and arrays nest inside `value` (a string or number is 0), without recursion. */
export function valueDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: at, depth } = stack.pop()!;
    if (typeof at !== 'object' || at === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(at) ? at : Object.values(at)) stack.push({ value: child, depth: here });
  }
  return deepest;
}

/**
 * JSON text can only carry NUL or a lone surrogate as a `\u0000` or `\uD800`-`\uDFFF` escape,
 * or as a raw surrogate (which decoding UTF-8 never yields). A superset: a match means look closer.
 */
const MAY_HOLD_UNSTORABLE = /\\u0000|\\u[dD][89a-fA-F]|[\ud800-\udfff]/;

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; problems: ProblemList | null };

/**
 * Parses a request body under the limits every endpoint shares: no deeper than
 * `PAGE_LIMITS.maxJsonDepth`, and no string a database could not hold. A refusal with
 * `problems` names each bad field; one without is not JSON at all.
 */
export function parseJsonBody(text: string): ParsedJson {
  if (text.trim() === '') return { ok: false, message: 'Request body is empty; expected a JSON object', problems: null };
  if (jsonTextDepth(text, PAGE_LIMITS.maxJsonDepth) > PAGE_LIMITS.maxJsonDepth) {
    const message = `Nested deeper than ${PAGE_LIMITS.maxJsonDepth} levels`;
    return { ok: false, message, problems: { problems: [{ path: '$', message }], more: 0 } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Request body is not valid JSON', problems: null };
  }
  // Walking every value of a 1 MiB body costs more than parsing it; most bodies cannot hold bad text at all.
  if (MAY_HOLD_UNSTORABLE.test(text)) {
    const strings = unstorableStrings(value);
    if (strings.problems.length > 0) return { ok: false, message: 'Request body holds text that cannot be stored', problems: strings };
  }
  return { ok: true, value };
}
