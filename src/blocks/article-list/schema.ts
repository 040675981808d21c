import type { z } from 'zod';
import { articleCollectionSchema } from '../../schema/catalog';

/** Cards in an even grid; the article masonry wall takes the same props. */
export const articleListSchema = articleCollectionSchema;
export type ArticleListProps = z.infer<typeof articleListSchema>;
