import { z } from 'zod';

/** What to draw of the page's `data.article`; the article itself comes from the page data. */
export const articleDetailBlockSchema = z.object({
  showBreadcrumbs: z.boolean().default(true).meta({ description: 'Shows the trail of links from the home page to the article, above it.' }),
  /** Loaded first: it is the page's largest paint. */
  showThumbnail: z.boolean().default(true).meta({ description: 'Shows the article’s picture above its text.' }),
});
export type ArticleDetailProps = z.infer<typeof articleDetailBlockSchema>;
