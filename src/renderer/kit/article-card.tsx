import type { ArticleSummary } from '../../schema/catalog';
import { LazyImage } from './lazy-image';
import { publishedDay } from './page-articles';
import { usePage } from './page-context';
import { useT } from './use-t';

/** "By Mei Lin · March 5, 2024": who wrote an article and when, in the page language. */
export function ArticleByline({ article, className = '' }: { article: Pick<ArticleSummary, 'author' | 'publishedAt'>; className?: string }) {
  const { t } = useT();
  const { lang } = usePage();
  const published = publishedDay(article.publishedAt, lang);
  return (
    <p className={`flex flex-wrap gap-x-2 text-sm text-desc ${className}`}>
      <span>{t('kit.article.byline', { author: article.author })}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={published.dateTime}>{published.label}</time>
    </p>
  );
}

/*
 * Whole class names, so the stylesheet generator finds them in this file. A grid card is a
 * framed tile with a uniform 3:2 picture; a wall card is unframed and keeps its picture's own
 * proportions, since the varied heights are what make the wall.
 */
const CARD_LOOK = {
  grid: {
    card: 'relative flex h-full flex-col overflow-hidden rounded-theme border border-theme bg-background',
    text: 'flex flex-1 flex-col gap-2 p-4',
    link: 'hover:underline',
    summary: 'line-clamp-3 text-desc',
    byline: 'mt-auto pt-2',
    picture: 'order-first',
  },
  wall: {
    card: 'group relative flex flex-col gap-3',
    text: 'flex flex-col gap-2',
    link: 'group-hover:underline',
    summary: 'text-desc',
    byline: '',
    picture: 'order-first rounded-theme',
  },
} as const;

export type ArticleCardProps = {
  article: ArticleSummary;
  /** The title's heading level: one under the list's heading, or 2 when the list has none. */
  level: 2 | 3;
  showSummary: boolean;
  /** The first picture a shopper sees: fetched at once. */
  priority: boolean;
  /** The thumbnail's `sizes`, from the list's columns. */
  sizes: string;
  look: keyof typeof CARD_LOOK;
};

/** An article in a list: its title (one link stretched over the whole card), summary, byline and thumbnail. */
export function ArticleCard({ article, level, showSummary, priority, sizes, look }: ArticleCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const classes = CARD_LOOK[look];
  return (
    // The title comes first for screen readers; the picture is moved above it only visually.
    <article className={classes.card}>
      <div className={classes.text}>
        <Title className="text-lg font-title text-title">
          <a href={article.href} className={`text-inherit no-underline after:absolute after:inset-0 after:content-empty ${classes.link}`}>
            {article.title}
          </a>
        </Title>
        {showSummary && <p className={classes.summary}>{article.summary}</p>}
        <ArticleByline article={article} className={classes.byline} />
      </div>
      <LazyImage
        image={article.thumbnail}
        {...(look === 'grid' ? { aspectRatio: 3 / 2 } : {})}
        sizes={sizes}
        priority={priority}
        className={classes.picture}
      />
    </article>
  );
}
