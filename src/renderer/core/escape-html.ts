const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, and no
 * U+2028/U+2029, which older JavaScript parsers treat as line ends inside strings.
 */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** `jsonForScript` of JSON already made. */
export function scriptSafeJson(json: string): string {
  // One pass over the page's data, which is tens of kilobytes on every page drawn.
  return json.replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
