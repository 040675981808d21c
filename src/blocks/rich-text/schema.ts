import { z } from 'zod';
import { htmlSchema } from '../../schema/html';

export const richTextSchema = z.object({
  /** HTML; the server cleans it when it makes page data. */
  html: htmlSchema(200_000),
  align: z.enum(['start', 'center']).default('start'),
  width: z.enum(['narrow', 'full']).default('narrow'),
});
export type RichTextProps = z.infer<typeof richTextSchema>;
