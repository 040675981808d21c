import type { Decorator } from '@storybook/react-vite';
import { createInstance, type i18n as I18n } from 'i18next';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { z } from 'zod';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';
import zhHK from '../locales/zh-HK.json';
import { DisplayFlagsContext, displayFlagsOf, PageContext, type PageContextValue } from '../src/renderer/kit';
import { resolveTheme, themeToCss } from '../src/renderer/core/theme';
import { demoThemes, type DemoThemeName } from '../src/fixtures/themes';
import { TRANSLATED_LOCALES, type TranslatedLocale, type UrlLanguage } from '../src/schema/languages';

export const themeNames = Object.keys(demoThemes) as DemoThemeName[];

export const LOCALE_TITLES: Record<TranslatedLocale, string> = { en: 'English', 'zh-CN': '简体中文', 'zh-HK': '繁體中文（香港）' };

/** The URL language a shopper reading each translation table would have in the address bar. */
const URL_LANGUAGE_OF: Record<TranslatedLocale, UrlLanguage> = { en: 'en', 'zh-CN': 'zh', 'zh-HK': 'zh-HK' };

function isThemeName(value: unknown): value is DemoThemeName {
  return typeof value === 'string' && Object.hasOwn(demoThemes, value);
}

function isLocale(value: unknown): value is TranslatedLocale {
  return typeof value === 'string' && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/**
 * Themes go through the same resolve-then-serialise path as the server's, so a designer
 * sees exactly the CSS variables a shopper's browser would get, and blocks see the
 * theme's display flags as they would on a page.
 */
export const withTheme: Decorator = (Story, context) => {
  const name = isThemeName(context.globals.theme) ? context.globals.theme : 'default';
  const { theme } = resolveTheme(demoThemes[name]);
  return (
    <DisplayFlagsContext value={displayFlagsOf(theme)}>
      <style data-vitrine-theme={theme.name}>{themeToCss(theme)}</style>
      <Story />
    </DisplayFlagsContext>
  );
};

const resources = { en: { translation: en }, 'zh-CN': { translation: zhCN }, 'zh-HK': { translation: zhHK } };
const i18nByLocale = new Map<TranslatedLocale, I18n>();

/** One i18next instance per language, built from the real tables and ready before the first render. */
export function storyI18n(locale: TranslatedLocale): I18n {
  let instance = i18nByLocale.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'en',
      resources,
      initAsync: false,
      // React escapes what it renders; escaping here too would show `&amp;` to shoppers.
      interpolation: { escapeValue: false },
    });
    i18nByLocale.set(locale, instance);
  }
  return instance;
}

function DocumentLanguage({ locale, children }: { locale: TranslatedLocale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

export const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <I18nextProvider i18n={storyI18n(locale)}>
      <DocumentLanguage locale={locale}>
        <Story />
      </DocumentLanguage>
    </I18nextProvider>
  );
};

/** What a story may say about the page its component sits on: `parameters: { page: { data, route } }`. */
const pageParameterSchema = z
  .object({
    data: z.record(z.string(), z.unknown()).default({}),
    route: z.object({ kind: z.string().optional(), path: z.string().optional(), params: z.record(z.string(), z.string()).optional() }).default({}),
  })
  .default({ data: {}, route: {} });

/** Blocks may read the page they sit on; stories get a home page in the chosen language unless they say otherwise. */
export const withPage: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const lang = URL_LANGUAGE_OF[locale];
  const page = pageParameterSchema.parse(context.parameters.page);
  const value: PageContextValue = {
    data: page.data,
    lang,
    route: { kind: page.route.kind ?? 'home', path: page.route.path ?? '/', params: page.route.params ?? {}, lang },
  };
  return (
    <PageContext value={value}>
      <Story />
    </PageContext>
  );
};
