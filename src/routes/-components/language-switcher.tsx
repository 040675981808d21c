import { useRef, type KeyboardEvent } from 'react';
import { htmlLang, LANGUAGE_OWN_NAMES, type UrlLanguage } from '../../schema/languages';
import type { SiteConfig } from '../../schema/site-config';
import { pathForLanguage } from '../../navigation/language-path';
import { useT } from '../../renderer/kit/use-t';

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
  const { t } = useT();
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
      <summary className="inline-flex h-11 min-w-10 cursor-pointer list-none items-center justify-center gap-1.5 rounded-theme text-sm text-title lg:min-w-11 xl:px-2">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        <span className="sr-only">{t('navigation.currentLanguage', { language: LANGUAGE_OWN_NAMES[current] })}</span>
        {/* The name beside the globe where the row has room for it. */}
        <span aria-hidden="true" className="hidden xl:inline">
          {LANGUAGE_OWN_NAMES[current]}
        </span>
      </summary>
      <nav aria-label={t('navigation.languageSwitcher')} className="absolute end-0 z-40 mt-1 min-w-48 rounded-theme border border-theme bg-background py-2 shadow-lg">
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
