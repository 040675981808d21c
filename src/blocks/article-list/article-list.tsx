import { ArticleCollection } from '../../renderer/kit/article-collection';
import { ARTICLE_GRID } from '../../renderer/kit/grid-columns';
import type { ArticleListProps } from './schema';
import { useT } from '../../renderer/kit/use-t';


export default function ArticleList(props: ArticleListProps) {
  const { t } = useT();
  return (
    <ArticleCollection
      {...props}
      layout={{ type: 'article-list', look: 'grid', listClassName: ARTICLE_GRID.columns[props.columns], sizes: ARTICLE_GRID.sizes[props.columns], emptyText: t('blocks.article-list.empty') }}
    />
  );
}
