import { z } from 'zod';
import { productSourceSchema, responsiveImageSchema } from '../../schema/catalog';
import { safeUrl } from '../../schema/meta';

export const slideImageSchema = z.object({
  image: responsiveImageSchema,
  /** Plain text under the picture. */
  caption: z.string().trim().min(1).max(200).optional(),
  /** Where the picture leads: a path on this site or an http(s) URL. */
  href: safeUrl.optional(),
});
export type SlideImage = z.infer<typeof slideImageSchema>;

export const productSlidesSchema = z
  .object({
    heading: z.string().trim().min(1).max(160).optional(),
    /** Products of a collection, category or tag, which the server puts into `data.sources`. */
    source: productSourceSchema.optional(),
    /** Pictures instead of products, one a slide. */
    images: z.array(slideImageSchema).min(1).max(20).optional(),
    /**
     * Moves on by itself, pausing while the pointer or focus is on it, with a pause button.
     * Never for shoppers who ask their system for reduced motion.
     */
    autoAdvance: z.boolean().default(false),
    intervalSeconds: z.number().int().min(3).max(30).default(6),
    /** The block sits at the top of the page: its first picture loads at once. */
    priority: z.boolean().default(false),
  })
  .refine((props) => (props.source === undefined) !== (props.images === undefined), {
    message: 'Give either source (products) or images (pictures), one of the two',
    path: ['source'],
  });
export type ProductSlidesProps = z.infer<typeof productSlidesSchema>;
