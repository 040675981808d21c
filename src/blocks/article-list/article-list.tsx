import { useTranslation } from 'react-i18next';
import { ArticleCollection } from '../../renderer/kit/article-collection';
import { ARTICLE_GRID } from '../../renderer/kit/grid-columns';
import type { ArticleListProps } from './schema';


export default function ArticleList(props: ArticleListProps) {
  const { t } = useTranslation();
  return (
    <ArticleCollection
      {...props}
      layout={{ type: 'article-list', look: 'grid', listClassName: ARTICLE_GRID.columns[props.columns], sizes: ARTICLE_GRID.sizes[props.columns], emptyText: t('blocks.article-list.empty') }}
    />
  );
}
