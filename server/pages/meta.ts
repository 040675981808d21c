import { z } from 'zod';
import { htmlLang, langPath, type UrlLanguage } from '../../src/schema/languages';
import { metaSchema, type Meta } from '../../src/schema/meta';
import type { SiteConfig } from '../../src/schema/site-config';
import { isPrivateKind } from './route-kinds';

/**
 * The meta a merchant may store with a page or a resolver may return. Canonical and
 * hreflang alternates are left out: the server computes them from the URL. Unknown keys
 * are refused so that a typo is reported instead of silently ignored.
 */
export const pageMetaInputSchema = z.strictObject({
  title: metaSchema.shape.title.optional(),
  description: metaSchema.shape.description.optional(),
  robots: metaSchema.shape.robots,
  openGraph: metaSchema.shape.openGraph,
  jsonLd: metaSchema.shape.jsonLd.optional(),
});
export type PageMetaInput = z.input<typeof pageMetaInputSchema>;

/** What resolvers may add on top, e.g. a canonical URL without the variant segment. */
export type EntityMeta = PageMetaInput & { canonical?: string };

/**
 * The absolute URL of a site path in a language: `/` for the English home page,
 * `/zh-HK` for the Hong Kong one, `/de/page/about` for a German content page.
 */
export function localizedUrl(origin: string, lang: UrlLanguage, path: string): string {
  const prefix = langPath(lang);
  if (path === '') return `${origin}${prefix || '/'}`;
  return `${origin}${prefix}/${path}`;
}

export type MetaSources = {
  origin: string;
  lang: UrlLanguage;
  kind: string;
  /** The path without the language prefix, as matched. */
  path: string;
  siteConfig: SiteConfig;
  /** From the entity resolver (a product's SEO fields), which wins over the page row. */
  entityMeta?: EntityMeta | undefined;
  /** Stored with the composed page body. */
  bodyMeta?: PageMetaInput | undefined;
};

/** Title, description, canonical, hreflang alternates and JSON-LD for one page. */
export function buildMeta(sources: MetaSources): Meta {
  const { origin, lang, kind, path, siteConfig, entityMeta = {}, bodyMeta = {} } = sources;
  const title = entityMeta.title || bodyMeta.title || siteConfig.name;
  const description = entityMeta.description || bodyMeta.description || '';
  const canonical = entityMeta.canonical ?? localizedUrl(origin, lang, path);
  const privatePage = isPrivateKind(kind);

  const alternates: Meta['alternates'] = privatePage
    ? []
    : [
        ...siteConfig.languages.map((language) => ({ hreflang: htmlLang(language), href: localizedUrl(origin, language, path) })),
        { hreflang: 'x-default', href: localizedUrl(origin, 'en', path) },
      ];

  const jsonLd: Meta['jsonLd'] = [...(bodyMeta.jsonLd ?? []), ...(entityMeta.jsonLd ?? [])];
  if (kind === 'home') {
    jsonLd.unshift({ '@context': 'https://schema.org', '@type': 'Organization', name: siteConfig.name, url: `${origin}/` });
  }

  return {
    title,
    description,
    canonical,
    robots: entityMeta.robots ?? bodyMeta.robots ?? (privatePage ? 'noindex, follow' : undefined),
    openGraph: {
      type: kind === 'article' ? 'article' : 'website',
      siteName: siteConfig.name,
      title,
      description,
      url: canonical,
      ...bodyMeta.openGraph,
      ...entityMeta.openGraph,
    },
    alternates,
    jsonLd,
  };
}
