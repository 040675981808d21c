import { z } from 'zod';
import { productSourceSchema, responsiveImageSchema } from '../../schema/catalog';
import { safeUrl } from '../../schema/meta';

export const slideImageSchema = z.object({
  image: responsiveImageSchema,
  caption: z.string().trim().min(1).max(200).optional().meta({ description: 'Plain text under the picture.' }),
  href: safeUrl
    .optional()
    .meta({ description: 'Where the picture leads: a page of this shop, such as /page/about, or a full web address.' }),
});
export type SlideImage = z.infer<typeof slideImageSchema>;

export const productSlidesSchema = z
  .object({
    heading: z.string().trim().min(1).max(160).optional(),
    /** The server puts the source's products into `data.sources`. */
    source: productSourceSchema
      .optional()
      .meta({ description: 'The products of a collection, category or tag, one a slide; give this or pictures, not both.' }),
    images: z.array(slideImageSchema).min(1).max(20).optional().meta({ description: 'Pictures instead of products, one a slide.' }),
    autoAdvance: z.boolean().default(false).meta({
      description:
        'Moves to the next slide by itself, with a pause button, stopping while the pointer or keyboard is on it; never for shoppers who ask for less motion.',
    }),
    intervalSeconds: z
      .number()
      .int()
      .min(3)
      .max(30)
      .default(6)
      .meta({ description: 'How long each slide stays when the slides move by themselves.' }),
    priority: z
      .boolean()
      .default(false)
      .meta({ description: 'Turn on when the slides open the page, so the first picture loads at once.' }),
  })
  .refine((props) => (props.source === undefined) !== (props.images === undefined), {
    message: 'Give either source (products) or images (pictures), one of the two',
    path: ['source'],
  });
export type ProductSlidesProps = z.infer<typeof productSlidesSchema>;
