import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/*
 * react-i18next's `useTranslation` copies every property of the i18n instance into a wrapper
 * object in each component that calls it on its first render: a listing's cards, pictures and
 * hearts made one apiece, 5 % of the server's time drawing an uncached product page and as
 * much of a phone's hydration. `useT` gives the same `t` (the default namespace, in the
 * language the page is in) and draws again when the language changes, as `useTranslation`
 * does, without the copy. `i18n` is the instance itself: read its language while drawing,
 * never keep it in a dependency list to notice a change (`t` changes then).
 */

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

function subscriberOf(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

const noSubscription = () => () => {};
// As react-i18next does where no instance was ever made (a component drawn on its own): the key for the words.
const keyAsText = ((key: string) => key) as unknown as TFunction;

export function useT(): { t: TFunction; i18n: I18n } {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n | undefined;
  const language = useSyncExternalStore(
    i18n ? subscriberOf(i18n) : noSubscription,
    () => i18n?.language,
    () => i18n?.language,
  );
  const t = useMemo(() => (i18n ? (language ? i18n.getFixedT(language) : i18n.t.bind(i18n)) : keyAsText), [i18n, language]);
  return { t, i18n: i18n as I18n };
}
