import type { AnyRouter } from '@tanstack/react-router';
import { langPath, type UrlLanguage } from '../schema/languages';

type Shown = { lang: UrlLanguage } | undefined;

/**
 * Spec §3: the stored `langPath` follows the language of the page on screen, written
 * with the first page and again after every navigation that changes it (the language
 * switcher included), so a sign-in redirect (code 50) keeps the shopper's language.
 * The language is the page data's, as the server resolved it. Returns the unsubscribe.
 */
export function rememberLanguage(router: AnyRouter, store: { read: () => string; write: (langPath: string) => void }): () => void {
  const remember = () => {
    const page: Shown = router.state.matches.at(-1)?.loaderData;
    if (!page) return;
    const path = langPath(page.lang);
    if (store.read() !== path) store.write(path);
  };
  remember();
  return router.subscribe('onResolved', remember);
}
