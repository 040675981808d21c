import { z } from 'zod';
import { imageSrc, linkHref } from '../../schema/link-href';

export const heroBannerSchema = z.object({
  eyebrow: z.string().trim().min(1).max(80).optional().meta({ description: 'A short line above the heading, such as “New season”.' }),
  heading: z.string().trim().min(1).max(160),
  level: z
    .union([z.literal(1), z.literal(2)])
    .default(2)
    .meta({ description: '1 when this is the page’s main heading; 2 when another block already has it.' }),
  text: z.string().trim().min(1).max(600).optional().meta({ description: 'A sentence or two under the heading.' }),
  cta: z
    .object({ label: z.string().trim().min(1).max(60), href: linkHref })
    .optional()
    .meta({ description: 'A button under the words: what it says and where it leads.' }),
  align: z.enum(['start', 'center']).default('start').meta({ description: 'Whether the words line up at the start or in the middle.' }),
  tone: z
    .enum(['primary', 'hero', 'plain'])
    .default('primary')
    .meta({ description: 'The banner’s pair of colours from the shop’s theme; plain has no background colour.' }),
  image: z
    .object({
      src: imageSrc,
      alt: z
        .string()
        .trim()
        .max(300)
        .default('')
        .meta({ description: 'What the picture shows, for shoppers who cannot see it; left empty, the picture is only decoration.' }),
    })
    .optional()
    .meta({ description: 'A picture behind the words.' }),
});

export type HeroBannerProps = z.infer<typeof heroBannerSchema>;
