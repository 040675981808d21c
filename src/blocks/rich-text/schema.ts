import { z } from 'zod';

export const richTextSchema = z.object({
  /** HTML; sanitized before it is drawn. */
  html: z.string().max(200_000),
  align: z.enum(['start', 'center']).default('start'),
  width: z.enum(['narrow', 'full']).default('narrow'),
});
export type RichTextProps = z.infer<typeof richTextSchema>;
