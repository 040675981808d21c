import { z } from 'zod';
import { htmlSchema } from '../../schema/html';

export const richTextSchema = z.object({
  /** HTML; the server cleans it when it makes page data. */
  html: htmlSchema(200_000),
  align: z.enum(['start', 'center']).default('start').meta({ description: 'Whether the lines start at the edge or sit in the middle.' }),
  width: z
    .enum(['narrow', 'full'])
    .default('narrow')
    .meta({ description: 'Narrow keeps lines short and easy to read; full takes the page’s whole width.' }),
});
export type RichTextProps = z.infer<typeof richTextSchema>;
