import { z } from 'zod';
import { responsiveImageSchema } from '../../schema/catalog';
import { imageSrc, linkHref } from '../../schema/link-href';
import { htmlSchema, type SafeHtml } from '../../schema/html';

/** The catalog's responsive picture, with every rendition held to what a merchant may link. */
const merchantImageSchema = responsiveImageSchema.extend({
  src: imageSrc,
  srcset: z.array(z.object({ src: imageSrc, width: z.number().int().positive() })).min(1).max(8),
});

export const imageWithTextSchema = z.object({
  image: merchantImageSchema,
  heading: z.string().trim().min(1).max(160).optional(),
  /** HTML; the server cleans it when it makes page data. */
  html: htmlSchema(20_000).default('' as SafeHtml),
  cta: z.object({ label: z.string().trim().min(1).max(60), href: linkHref }).optional(),
  /** Which side the picture takes from tablets on; on phones it always sits above the text. */
  layout: z.enum(['image-left', 'image-right']).default('image-left'),
  /** True when the block opens the page: its picture is then the largest paint and loads at once. */
  priority: z.boolean().default(false),
});
export type ImageWithTextProps = z.infer<typeof imageWithTextSchema>;
