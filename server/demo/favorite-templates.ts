import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The user area's favorites pages: each is one wish list block, showing the lists that page
 * is about. `user/article` is the shopper's saved articles: the articles they hearted, with
 * their summaries and bylines, since reading history and comments are not kept.
 */

const WORDS = {
  favorites: { en: 'My favorites', 'zh-CN': '我的收藏', 'zh-HK': '我的收藏' },
  wishList: { en: 'Wish list', 'zh-CN': '心愿单', 'zh-HK': '願望清單' },
  savedArticles: { en: 'Saved articles', 'zh-CN': '收藏的文章', 'zh-HK': '收藏的文章' },
} satisfies Record<string, Record<TranslatedLocale, string>>;

function rowsIn(locale: TranslatedLocale): TemplateRow[] {
  const page = (kind: string, heading: string, props: Record<string, unknown>): TemplateRow => ({
    key: `template:${kind}`,
    locale,
    body: { template: kind, blocks: [{ id: kind, type: 'wish-list', version: 1, props: { heading, ...props } }] },
    meta: { title: heading },
  });
  return [
    page('user-favorite', WORDS.favorites[locale], { manage: true, columns: 4 }),
    page('user-wishlist', WORDS.wishList[locale], { lists: ['product', 'article', 'page'], columns: 4 }),
    page('user-article', WORDS.savedArticles[locale], { lists: ['article'], manage: true, columns: 3 }),
  ];
}

export const favoriteTemplateRows: readonly TemplateRow[] = TRANSLATED_LOCALES.flatMap((locale) => rowsIn(locale));

/** The about page's name as its heart says it. */
const ABOUT_NAME = { en: 'About us', 'zh-CN': '关于我们', 'zh-HK': '關於我們' } satisfies Record<TranslatedLocale, string>;

/** A content page body with its heart under the first block (the page's banner). */
export function withPageFavorite<Page extends { body: { template: string; blocks: unknown[] } }>(page: Page, locale: TranslatedLocale): Page {
  const [first, ...rest] = page.body.blocks;
  const heart = { id: 'page-favorite', type: 'page-favorite', version: 1, props: { name: ABOUT_NAME[locale] } };
  return { ...page, body: { ...page.body, blocks: first === undefined ? [heart] : [first, heart, ...rest] } };
}
