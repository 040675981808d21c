import { randomBytes } from 'node:crypto';

/*
 * Scripts the server writes carry a stand-in for the nonce, replaced by a fresh one for each
 * response at the very last step (applyNonce). A rendered document can therefore be kept and
 * sent again: only the stand-in differs from one response to the next. The stand-in is random
 * per process, so a merchant's text cannot contain it and have a nonce written into the page.
 */
export const NONCE_STAND_IN = `vitrine-nonce-${randomBytes(12).toString('hex')}`;

/**
 * Gives every script and module preload of the template (our own index.html, or Vite's
 * transform of it in development: its client and React's refresh preamble) the stand-in.
 * Only the template: rendered pages hold data scripts (`application/json`), which do not run.
 */
export function markTemplateScripts(template: string): string {
  return template.replace(/<(script|link(?=[^>]*\brel=["']?modulepreload))(?![^>]*\snonce=)(?=[\s>])/gi, (_tag, name: string) => `<${name} nonce="${NONCE_STAND_IN}"`);
}

/** A fresh nonce: 128 random bits, as CSP asks. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The last step of a response: the stand-in becomes this response's nonce. */
export function applyNonce(document: string, nonce: string): string {
  return document.replaceAll(NONCE_STAND_IN, () => nonce);
}
