import { useTranslation } from 'react-i18next';
import { ArticleCollection } from '../../renderer/kit/article-collection';
import type { ArticleListProps } from './schema';

/* Whole class names, so the stylesheet generator finds them in this file. */
const GRID_COLUMNS = {
  2: 'grid grid-cols-1 sm:grid-cols-2',
  3: 'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
} as const;

const IMAGE_SIZES = {
  2: '(min-width: 640px) 50vw, 100vw',
  3: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  4: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
} as const;

export default function ArticleList(props: ArticleListProps) {
  const { t } = useTranslation();
  return (
    <ArticleCollection
      {...props}
      layout={{ type: 'article-list', look: 'grid', listClassName: GRID_COLUMNS[props.columns], sizes: IMAGE_SIZES[props.columns], emptyText: t('blocks.article-list.empty') }}
    />
  );
}
