import { ArticleCollection } from '../../renderer/kit/article-collection';
import type { ArticleMasonryProps } from './schema';
import { useT } from '../../renderer/kit/use-t';

/*
 * CSS columns, not a script placing cards: nothing moves once the pictures arrive (each
 * reserves its own proportions), and the order in the document is the order on screen,
 * down the first column and then the next, so keyboard focus and screen readers follow
 * the eye instead of jumping between columns.
 */
const COLUMN_COUNT = {
  2: 'columns-1 sm:columns-2',
  3: 'columns-1 sm:columns-2 lg:columns-3',
  4: 'columns-1 sm:columns-2 lg:columns-3 xl:columns-4',
} as const;

const IMAGE_SIZES = {
  2: '(min-width: 640px) 50vw, 100vw',
  3: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  4: '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

export default function ArticleMasonry(props: ArticleMasonryProps) {
  const { t } = useT();
  return (
    <ArticleCollection
      {...props}
      layout={{
        type: 'article-masonry',
        look: 'wall',
        listClassName: COLUMN_COUNT[props.columns],
        itemClassName: 'mb-6 break-inside-avoid',
        sizes: IMAGE_SIZES[props.columns],
        emptyText: t('blocks.article-masonry.empty'),
      }}
    />
  );
}
