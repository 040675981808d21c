import { z } from 'zod';
import { linkHref } from './link-href';

/** Only http(s) and site paths reach the head and links; `javascript:`, `//host` and `/\host` do not. */
export const safeUrl = linkHref;

export const alternateSchema = z.object({
  hreflang: z.string().regex(/^(?:x-default|[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*)$/),
  href: safeUrl,
});

export const openGraphSchema = z.object({
  title: z.string().max(300).optional(),
  description: z.string().max(1000).optional(),
  image: safeUrl.optional(),
  type: z.string().max(40).optional(),
  url: safeUrl.optional(),
  siteName: z.string().max(120).optional(),
});

/** Page meta (spec §3): title, description and the SEO fields. */
export const metaSchema = z.object({
  title: z.string().max(300).default(''),
  description: z.string().max(1000).default(''),
  canonical: safeUrl.optional(),
  robots: z.string().regex(/^[a-z, -]*$/).max(100).optional(),
  openGraph: openGraphSchema.optional(),
  alternates: z.array(alternateSchema).default([]),
  /** JSON-LD objects, each written into its own script tag with `<` escaped. */
  jsonLd: z.array(z.record(z.string(), z.unknown())).default([]),
});
export type Meta = z.infer<typeof metaSchema>;
