import type { Decorator } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';
import zhHK from '../locales/zh-HK.json';
import { createI18n } from '../src/i18n/i18n';
import { DisplayFlagsContext, displayFlagsOf, PageContext, type PageContextValue } from '../src/renderer/kit';
import { readPageDataProps, type PageDataDeclarations } from '../src/renderer/kit/read-page-data';
import { cleanHtmlFields } from '../src/renderer/core/html-fields';
import { createHtmlSanitizer } from '../src/renderer/core/sanitize-html';
import { resolveTheme } from '../src/renderer/core/theme';
import type { SafeHtml } from '../src/schema/html';
import { useThemeStyle } from '../src/renderer/react/theme-style';
import type { Theme, ThemeConfigInput } from '../src/schema/theme';
import { cleanFixtureData } from '../src/fixtures/clean-html';
import { demoThemes, type DemoThemeName } from '../src/fixtures/themes';
import { htmlLang, TRANSLATED_LOCALES, URL_LANGUAGE_OF, type TranslatedLocale, type UrlLanguage } from '../src/schema/languages';

export const themeNames = Object.keys(demoThemes) as DemoThemeName[];

function isThemeName(value: unknown): value is DemoThemeName {
  return typeof value === 'string' && Object.hasOwn(demoThemes, value);
}

function isLocale(value: unknown): value is TranslatedLocale {
  return typeof value === 'string' && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** The URL language of the language the toolbar has chosen. */
export function storyLanguage(globals: Record<string, unknown>): UrlLanguage {
  return URL_LANGUAGE_OF[isLocale(globals.locale) ? globals.locale : 'en'];
}

/**
 * The theme the toolbar has chosen, resolved, with a story's own flags on top: for stories
 * of components that take the theme as a prop, like the layout.
 */
export function storyTheme(globals: Record<string, unknown>, flags: ThemeConfigInput = {}): Theme {
  const name = isThemeName(globals.theme) ? globals.theme : 'default';
  return resolveTheme({ ...demoThemes[name], ...flags }).theme;
}

/** Writes the theme into the document head the way the shop does on navigation. */
function ThemeStyle({ theme, children }: { theme: Theme; children: ReactNode }) {
  useThemeStyle(theme);
  return children;
}

/**
 * Themes go through the same resolve-then-serialise path as the server's, so a designer
 * sees exactly the CSS variables a shopper's browser would get, and blocks see the
 * theme's display flags as they would on a page.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = storyTheme(context.globals);
  return (
    <ThemeStyle theme={theme}>
      <DisplayFlagsContext value={displayFlagsOf(theme)}>
        <Story />
      </DisplayFlagsContext>
    </ThemeStyle>
  );
};

const tables = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const i18nByLocale = new Map<TranslatedLocale, I18n>();

/** One i18next instance per language, set up as the shop sets up its own, over the real tables. */
export function storyI18n(locale: TranslatedLocale): I18n {
  let instance = i18nByLocale.get(locale);
  if (!instance) {
    instance = createI18n(URL_LANGUAGE_OF[locale], tables);
    i18nByLocale.set(locale, instance);
  }
  return instance;
}

/**
 * The text the chosen language shows for `key`, for play functions that should pass in
 * every language a designer picks. A key missing from the tables fails instead of
 * matching itself.
 */
export function storyText(globals: Record<string, unknown>, key: string, values: Record<string, unknown> = {}): string {
  const locale = isLocale(globals.locale) ? globals.locale : 'en';
  const i18n = storyI18n(locale);
  if (!i18n.exists(key)) throw new Error(`No text for "${key}" in ${locale} or its fallback`);
  return i18n.t(key, values);
}

function DocumentLanguage({ locale, children }: { locale: TranslatedLocale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = htmlLang(URL_LANGUAGE_OF[locale]);
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
  const lang = storyLanguage(context.globals);
  const page = pageParameterSchema.parse(context.parameters.page);
  const value: PageContextValue = {
    // Merchant HTML in the page data, cleaned as the server does before blocks see it.
    data: cleanFixtureData(page.data),
    lang,
    route: { kind: page.route.kind ?? 'home', path: page.route.path ?? '/', params: page.route.params ?? {}, lang },
  };
  // A block that declares page data gets it as the renderer passes it: read from the page, checked, as props.
  const declared = (context.component as { pageData?: PageDataDeclarations } | undefined)?.pageData;
  return (
    <PageContext value={value}>
      {declared ? Story({ args: { ...context.args, ...readPageDataProps(value.data, declared) } }) : <Story />}
    </PageContext>
  );
};

/**
 * A block that draws page data, as a story names it (`component: storyBlock(ArticleDetail)`):
 * `withPage` reads what it declares from the story's page (`parameters.page.data`) as the
 * renderer would, so the story's args are the block's own props only.
 */
export function storyBlock<Props, Data extends PageDataDeclarations>(
  component: ComponentType<Props> & { pageData: Data },
): ComponentType<Omit<Props, keyof Data>> {
  return component as unknown as ComponentType<Omit<Props, keyof Data>>;
}

/** A block's props as a story holds them: its HTML fields as the merchant wrote them, not yet cleaned. */
export type StoryArgsOf<Props> = { [Key in keyof Props]: Props[Key] extends SafeHtml ? string : Props[Key] };

/** A block drawn from story args: `withCleanHtml` cleans their HTML fields before the block gets them. */
export function storyComponent<Props>(component: ComponentType<Props>): ComponentType<StoryArgsOf<Props>> {
  return component as unknown as ComponentType<StoryArgsOf<Props>>;
}

let storySanitizer: ((html: string) => SafeHtml) | undefined;

/**
 * Stories hold merchant HTML as the server receives it. The server cleans it where it makes
 * page data, before any block sees it; the gallery does the same here, with the browser's
 * window, finding the HTML fields through the block schema the story names
 * (`parameters.blockSchema`).
 */
export const withCleanHtml: Decorator = (Story, context) => {
  const schema: unknown = context.parameters.blockSchema;
  if (!(schema instanceof z.ZodType)) return Story();
  storySanitizer ??= createHtmlSanitizer(window);
  return Story({ args: cleanHtmlFields(schema, context.args, storySanitizer) });
};
