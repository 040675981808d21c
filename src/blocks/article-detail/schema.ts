import { z } from 'zod';

/** What to draw of the page's `data.article`; the article itself comes from the page data. */
export const articleDetailBlockSchema = z.object({
  showBreadcrumbs: z.boolean().default(true),
  /** The thumbnail above the body, loaded first: it is the page's largest paint. */
  showThumbnail: z.boolean().default(true),
});
export type ArticleDetailProps = z.infer<typeof articleDetailBlockSchema>;
