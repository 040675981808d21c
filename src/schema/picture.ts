import { z } from 'zod';
import { safeUrl } from './meta';

/*
 * A picture as every page that shows one receives it: apart from the catalog's schemas, so that
 * the order pages, which catalog.ts re-exports, take it without importing catalog.ts back.
 */

/**
 * One picture in several renditions. `width`/`height` are the intrinsic size of the largest
 * rendition, so a block can reserve the aspect ratio before anything loads.
 */
export const responsiveImageSchema = z.object({
  /** A middle-sized rendition for clients that ignore `srcset`. */
  src: safeUrl,
  srcset: z
    .array(z.object({ src: safeUrl, width: z.number().int().positive() }))
    .min(1)
    .max(8),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().max(300),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
