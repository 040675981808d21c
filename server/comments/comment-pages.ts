import type { ResolvedBlock } from '../../src/renderer/core/resolve-page';
import type { PageDataEnricher } from '../pages/entities';
import { findArticleId, listComments } from './comments';

/** The block that draws an article's comments; the page carries its first page only where it is drawn. */
const COMMENT_BLOCK = 'comment-list';

function drawsComments(blocks: readonly ResolvedBlock[]): boolean {
  return blocks.some((block) => block.type === COMMENT_BLOCK || (block.ok && drawsComments(block.children)));
}

/**
 * `data.comments` on an article page that draws the comment list: its first page as a guest
 * sees it, so the page is the same for everyone and can be kept in the page cache. A
 * signed-in shopper's browser asks again for their own view (their pending comments, what
 * they may still edit) once the page is up.
 */
export const commentsEnricher: PageDataEnricher = async (draft, db) => {
  if (draft.match.kind !== 'article' || !drawsComments(draft.blocks)) return;
  const article = draft.data.article;
  const slug = typeof article === 'object' && article !== null && 'slug' in article && typeof article.slug === 'string' ? article.slug : null;
  if (slug === null) return;
  const id = await findArticleId(db, slug);
  if (id === null) return;
  draft.data.comments = await listComments(db, { id, slug }, null, 1);
};
