import createDOMPurify, { type WindowLike } from 'dompurify';

/*
 * HTML from the server (rich text, article bodies) is untrusted. It is sanitized where it
 * is drawn, on the server during SSR and in the browser, with the same rules. The browser
 * uses its own window; the SSR entry installs a jsdom window once at start.
 */

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = typeof window !== 'undefined' ? configure(createDOMPurify(window)) : null;

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/)/i;

function configure(instance: Purifier): Purifier {
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'src' || data.attrName === 'xlink:href') && !SAFE_URL.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return instance;
}

/** Gives the sanitizer a DOM to work with where there is no global window (the SSR entry). */
export function installSanitizerWindow(win: WindowLike): void {
  purifier = configure(createDOMPurify(win));
}

/**
 * Renames event handler attributes (`onerror=` → `blocked-onerror=`, which the sanitizer then
 * drops like any unknown attribute). Chromium reports a handler to the page's
 * Content-Security-Policy as soon as it is parsed, even into the detached document the
 * sanitizer works in, where it could never run: without this every hostile article would
 * raise a violation report in the shopper's browser. Safety does not rest on it; a handler
 * this misses is still removed by the sanitizer.
 */
export function renameEventHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/(\s|\/)on([a-z]+\s*=)/gi, '$1blocked-on$2'));
}

/** Removes scripts, event handler attributes, style elements, forms and unsafe URLs. */
export function sanitizeHtml(html: string): string {
  if (!purifier) throw new Error('sanitizeHtml: no window installed; call installSanitizerWindow first');
  return purifier.sanitize(renameEventHandlers(html), {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    // Merchants may open a link in a new tab; the hook above then cuts the new tab's tie to this page.
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}
