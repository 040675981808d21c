import { z } from 'zod';

/* Links and images come from merchants: only shapes that cannot run script or leave the web. */

/** Browsers strip tabs and newlines inside URLs, which is how `java\tscript:` slips past naive checks. */
function hasControlOrSpace(value: string): boolean {
  return /\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

function isAbsoluteUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `/sale`, not `//other.site` (protocol-relative) nor `/\other.site` (browsers read it the same way). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

export const linkHref = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => !hasControlOrSpace(v) && (isSitePath(v) || (/^https?:\/\//i.test(v) && isAbsoluteUrl(v, ['http:', 'https:']))), {
    message: 'Expected an http(s) URL or a path on this site starting with /',
  });

export const imageSrc = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => !hasControlOrSpace(v) && (isSitePath(v) || (/^https:\/\//i.test(v) && isAbsoluteUrl(v, ['https:']))), {
    message: 'Expected an https URL or a path on this site starting with /',
  });

export const heroBannerSchema = z.object({
  eyebrow: z.string().trim().min(1).max(80).optional(),
  heading: z.string().trim().min(1).max(160),
  /** 1 for the page's main heading; 2 when another block already holds it. */
  level: z.union([z.literal(1), z.literal(2)]).default(2),
  text: z.string().trim().min(1).max(600).optional(),
  cta: z.object({ label: z.string().trim().min(1).max(60), href: linkHref }).optional(),
  align: z.enum(['start', 'center']).default('start'),
  tone: z.enum(['primary', 'hero', 'plain']).default('primary'),
  /** A decorative backdrop unless `alt` says what it shows. */
  image: z.object({ src: imageSrc, alt: z.string().trim().max(300).default('') }).optional(),
});

export type HeroBannerProps = z.infer<typeof heroBannerSchema>;
