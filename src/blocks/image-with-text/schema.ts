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
  image: merchantImageSchema.meta({ description: 'The picture beside the words.' }),
  heading: z.string().trim().min(1).max(160).optional(),
  /** HTML; the server cleans it when it makes page data. */
  html: htmlSchema(20_000)
    .default('' as SafeHtml)
    .meta({ description: 'The words beside the picture.' }),
  cta: z
    .object({ label: z.string().trim().min(1).max(60), href: linkHref })
    .optional()
    .meta({ description: 'A button under the words: what it says and where it leads.' }),
  layout: z
    .enum(['image-left', 'image-right'])
    .default('image-left')
    .meta({ description: 'Which side the picture takes from tablets up; on phones it always sits above the words.' }),
  /** Its picture is then the page's largest paint. */
  priority: z.boolean().default(false).meta({ description: 'Turn on when this block opens the page, so its picture loads at once.' }),
});
export type ImageWithTextProps = z.infer<typeof imageWithTextSchema>;
