import en from '../../locales/en.json';
import accountEn from '../../locales/account/en.json';
import addressEn from '../../locales/address/en.json';
import authPagesEn from '../../locales/auth-pages/en.json';
import checkoutEn from '../../locales/checkout/en.json';
import cartEn from '../../locales/cart/en.json';
import favoriteEn from '../../locales/favorite/en.json';
import securityEn from '../../locales/security/en.json';
import commentsEn from '../../locales/comments/en.json';
import type { Problem } from './problems';

/** Every English string: the shared table and each area's (locales/<area>/en.json), as the browser merges them. */
const ENGLISH: readonly unknown[] = [en, accountEn, addressEn, authPagesEn, checkoutEn, favoriteEn, securityEn, cartEn, commentsEn];

/** The English text of a translation key (`validation.accountFormat`), or null when it has none. */
function englishText(key: string): string | null {
  for (const table of ENGLISH) {
    let at: unknown = table;
    for (const part of key.split('.')) {
      if (typeof at !== 'object' || at === null) break;
      at = (at as Record<string, unknown>)[part];
    }
    if (typeof at === 'string') return at;
  }
  return null;
}

/**
 * One problem in English for the envelope's `msg` (API clients and logs read it); the form
 * translates `problem.message` itself. Keys whose text names a field get the field's path.
 */
export function englishProblem(problem: Problem): Problem {
  const text = englishText(problem.message);
  if (text === null) return problem;
  return { ...problem, message: text.replace(/\{\{field\}\}/g, problem.path).replace(/\{\{\w+\}\}/g, '') };
}
