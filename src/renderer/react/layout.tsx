import { useMemo, type ReactNode } from 'react';
import { langPath, type UrlLanguage } from '../../schema/languages';
import type { Theme } from '../../schema/theme';
import { DisplayFlagsContext, displayFlagsOf } from '../kit/display-flags';
import { useT } from '../kit/use-t';

export const MAIN_CONTENT_ID = 'main-content';

export type LayoutProps = {
  theme: Theme;
  siteName: string;
  lang: UrlLanguage;
  /** Replaces the built-in header content (e.g. the site's header blocks). */
  header?: ReactNode;
  /** Replaces the built-in footer content (e.g. the site's footer blocks). */
  footer?: ReactNode;
  /** Drawn in the built-in header, beside the site name. */
  languageSwitcher?: ReactNode;
  /** Drawn in the built-in header after the language switcher: sign in, or the shopper's greeting. */
  accountLinks?: ReactNode;
  children: ReactNode;
};

/**
 * The page frame of spec §2: header, main and footer landmarks, a skip link first in the
 * focus order, and the theme's hideHead / hideFoot. Blocks inside read the product display
 * flags through `useDisplayFlags()`.
 */
export function Layout({ theme, siteName, lang, header, footer, languageSwitcher, accountLinks, children }: LayoutProps) {
  const { t } = useT();
  const home = langPath(lang) || '/';
  // One object per theme: a new one each time the frame draws would draw every product card again with it.
  const displayFlags = useMemo(() => displayFlagsOf(theme), [theme]);
  return (
    <DisplayFlagsContext value={displayFlags}>
      <div className="flex min-h-screen flex-col">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-theme focus:bg-background focus:px-4 focus:py-2 focus:text-title focus:shadow-lg"
        >
          {t('layout.skipToContent')}
        </a>
        {!theme.hideHead && (
          <header className="border-b border-theme">
            {header ?? (
              <div className="container flex items-center justify-between gap-4 py-4">
                <a href={home} className="text-xl font-title text-title no-underline" aria-label={t('layout.homeLink', { siteName })}>
                  {siteName}
                </a>
                <div className="flex items-center gap-2">
                  {languageSwitcher}
                  {accountLinks}
                </div>
              </div>
            )}
          </header>
        )}
        {/* tabIndex lets the skip link move focus here, not only scroll. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 py-block outline-none">
          {children}
        </main>
        {!theme.hideFoot && (
          <footer className="border-t border-theme">
            {footer ?? (
              <div className="container py-6 text-sm text-desc">{t('layout.copyright', { year: new Date().getFullYear(), siteName })}</div>
            )}
          </footer>
        )}
      </div>
    </DisplayFlagsContext>
  );
}
