/*
 * How the shop names a place in a JSON document (`blocks[2].props.title`), the one spelling its
 * renderer, its server and its back office all use, so a problem found by one is placed by another.
 */

export type JsonPath = ReadonlyArray<string | number>;

/** `['blocks', 2, 'props', 'title']` → `blocks[2].props.title`; the document itself is `$`. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '$';
}
