import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, LANGUAGE_OWN_NAMES, type UrlLanguage } from '../../schema/languages';
import type { SiteConfig } from '../../schema/site-config';
import { pathForLanguage } from '../../navigation/language-path';

/**
 * Links to the same page in every language the shop offers, each labelled in its own
 * language. Plain links: they work before the script loads, and the app turns them into
 * in-app navigations afterwards.
 */
export function LanguageSwitcher({
  current,
  routePath,
  pathAndSearch,
  siteConfig,
}: {
  current: UrlLanguage;
  /** The page's path without its language prefix, as the server resolved it. */
  routePath: string;
  pathAndSearch: string;
  siteConfig: SiteConfig;
}) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  if (siteConfig.languages.length < 2) return null;

  const close = () => {
    if (details.current) details.current.open = false;
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    close();
    details.current.querySelector('summary')?.focus();
  };

  return (
    // The page stays while the language changes, so the open list must close by itself.
    <details ref={details} className="relative" data-language-switcher="" onKeyDown={closeOnEscape} onClick={(event) => event.target instanceof Element && event.target.closest('a') && close()}>
      <summary className="cursor-pointer list-none rounded-theme border border-theme px-3 py-1.5 text-sm text-title">
        <span className="sr-only">{t('navigation.currentLanguage', { language: LANGUAGE_OWN_NAMES[current] })}</span>
        <span aria-hidden="true">{LANGUAGE_OWN_NAMES[current]}</span>
      </summary>
      <nav aria-label={t('navigation.languageSwitcher')} className="absolute right-0 z-40 mt-2 min-w-48 rounded-theme border border-theme bg-background py-2 shadow-lg">
        <ul className="m-0 list-none p-0">
          {siteConfig.languages.map((lang) => (
            <li key={lang}>
              <a
                href={pathForLanguage(routePath, pathAndSearch, lang)}
                hrefLang={htmlLang(lang)}
                lang={htmlLang(lang)}
                aria-current={lang === current ? 'page' : undefined}
                className={`flex items-center justify-between gap-3 px-4 py-1.5 text-sm no-underline hover:underline focus-visible:underline ${lang === current ? 'font-semibold text-primary' : 'text-text'}`}
              >
                {LANGUAGE_OWN_NAMES[lang]}
                {lang === current && <span aria-hidden="true">✓</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
