import en from '../../locales/en.json';
import accountEn from '../../locales/account/en.json';
import type { Problem } from './problems';

const NAMESPACES: Readonly<Record<string, unknown>> = { translation: en, account: accountEn };

/** The English text of a translation key (`validation.accountFormat`), or the key when it has none. */
function englishText(key: string): string | null {
  // `account:wrongPassword` names a key of a namespace kept apart from the tables every page loads.
  const separator = key.indexOf(':');
  const namespace = separator < 0 ? 'translation' : key.slice(0, separator);
  let at: unknown = Object.hasOwn(NAMESPACES, namespace) ? NAMESPACES[namespace] : undefined;
  for (const part of key.slice(separator + 1).split('.')) {
    if (typeof at !== 'object' || at === null) return null;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : null;
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
