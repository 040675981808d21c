import type { z } from 'zod';
import { articleCollectionSchema } from '../../schema/catalog';

/** Cards in columns of varied heights; the article list grid takes the same props. */
export const articleMasonrySchema = articleCollectionSchema;
export type ArticleMasonryProps = z.infer<typeof articleMasonrySchema>;
