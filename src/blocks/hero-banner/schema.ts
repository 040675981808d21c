import { z } from 'zod';
import { imageSrc, linkHref } from '../../schema/link-href';

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
