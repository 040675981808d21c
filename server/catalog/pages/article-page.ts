import type { KindResolver } from '../../pages/entities';
import { cleanerFrom } from '../../pages/clean-html';
import { detailHref } from '../queries/hrefs';
import { movedSlugOf } from '../queries/redirects';
import { articleSummaryOf, findArticle, latestArticles } from '../queries/taxonomy';
import { absolute, breadcrumbJsonLd, catalogRequest, homeCrumb } from './catalog-context';

/** How many other articles the "read next" list offers. */
const READ_NEXT_COUNT = 3;

export const resolveArticle: KindResolver<'article'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  if (!slug) return null;
  const request = catalogRequest(match, context);
  const record = await findArticle(db, slug, request.locales);
  if (!record) {
    // Renamed: the old address answers 301 to the new one.
    const moved = await movedSlugOf(db, 'article', slug);
    return moved ? { movedTo: detailHref(request.rules, request.lang, 'article', moved) } : null;
  }
  const others = await latestArticles(db, request.locales, READ_NEXT_COUNT, record.id);
  const summary = articleSummaryOf(record, request.rules, request.lang);
  const breadcrumbs = [homeCrumb(request), { name: summary.title, href: summary.href }];
  const description = (record.text.seoDescription || record.text.summary).slice(0, 500);
  const image = absolute(request, summary.thumbnail.src);
  return {
    data: {
      article: { ...summary, bodyHtml: cleanerFrom(record.cleanHtml)(record.text.bodyHtml), breadcrumbs },
      articles: others.map((other) => articleSummaryOf(other, request.rules, request.lang)),
    },
    meta: {
      title: record.text.seoTitle || record.text.title,
      description,
      openGraph: { type: 'article', image },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: record.text.title,
          description,
          author: { '@type': 'Person', name: record.author },
          datePublished: summary.publishedAt,
          image: [image],
          url: absolute(request, summary.href),
          publisher: { '@type': 'Organization', name: request.siteName },
        },
        breadcrumbJsonLd(request, breadcrumbs),
      ],
    },
  };
};
