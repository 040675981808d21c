import createDOMPurify, { type WindowLike } from 'dompurify';
import type { SafeHtml } from '../../schema/html';

/*
 * HTML from merchants (rich text, article bodies, product descriptions) is untrusted. The
 * server cleans it once, where it makes page data, with a jsdom window; Storybook cleans
 * its stories' HTML with the browser's. The shop's own browser code carries no sanitizer.
 */

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/)/i;

/** A sanitizer working in the given window: removes scripts, event handler attributes, style elements, forms and unsafe URLs. */
export function createHtmlSanitizer(win: WindowLike): (html: string) => SafeHtml {
  const purifier = createDOMPurify(win);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'src' || data.attrName === 'xlink:href') && !SAFE_URL.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) =>
    purifier.sanitize(html, {
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
      // Merchants may open a link in a new tab; the hook above then cuts the new tab's tie to this page.
      ADD_ATTR: ['target'],
      ALLOW_DATA_ATTR: false,
    }) as SafeHtml;
}
