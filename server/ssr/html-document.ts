import { escapeHtml } from '../../src/renderer/core/escape-html';
import type { RenderOutput } from './ssr-entry';

export const PLACEHOLDERS = { htmlAttributes: '<!--html-attrs-->', head: '<!--app-head-->', body: '<!--app-body-->' } as const;

/** Fails at start rather than serving pages with their content silently missing. */
export function assertTemplate(template: string, where: string): void {
  const missing = Object.values(PLACEHOLDERS).filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) throw new Error(`${where} lacks the placeholder${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
}

/**
 * Fills the HTML template. Replacement functions, not strings: rendered markup may contain
 * `$&` or `$1`, which a replacement string would expand.
 */
export function composeDocument(template: string, rendered: RenderOutput, extraHead = ''): string {
  return template
    .replace(PLACEHOLDERS.htmlAttributes, () => rendered.htmlAttributes)
    .replace(PLACEHOLDERS.head, () => `${rendered.head}${extraHead}`)
    .replace(PLACEHOLDERS.body, () => rendered.body);
}

const EMERGENCY_TEXTS: Record<number, readonly [title: string, text: string]> = {
  400: ['Bad request', 'The shop could not understand this address.'],
  404: ['Page not found', 'The page you asked for does not exist.'],
  414: ['Address too long', 'This address is longer than any page of the shop.'],
  500: ['Something went wrong', 'The shop could not show this page. Please try again in a moment.'],
};

/**
 * The page shown when even the error page cannot be rendered: no scripts, no template,
 * nothing that could fail again.
 */
export function emergencyErrorDocument(status: number, lang = 'en'): string {
  const [title, text] = EMERGENCY_TEXTS[status] ?? EMERGENCY_TEXTS[500]!;
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937;background:#fff}' +
    'main{max-width:32rem;padding:2rem;text-align:center}a{color:#4a00ff}</style></head>' +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`
  );
}
