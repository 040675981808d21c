import type { CategoryNode } from '../../schema/catalog';
import { usePage } from './page-context';
import { pageData, readPageData } from './read-page-data';

/** `data.site`, which every page carries for its header, menus and footer: blocks declare it as `site: siteData`. */
export const siteData = pageData(() => import('../../schema/catalog').then((catalog) => catalog.siteDataSchema));

const categorySlug = pageData(() =>
  import('../../schema/catalog').then((catalog) => catalog.categoryDetailSchema.pick({ slug: true }).optional()),
);

/** The slug of the category this page shows, or null on any other kind of page (read only on a category page, so not a prop). */
export function useCurrentCategorySlug(): string | null {
  const { data, route } = usePage();
  if (route.kind !== 'category') return null;
  return readPageData(data, 'category', categorySlug)?.slug ?? route.params.slug ?? null;
}

/** The slugs from a root down to `slug` itself, or an empty list when the tree does not hold it. */
export function categoryTrail(nodes: readonly CategoryNode[], slug: string | null): string[] {
  if (slug === null) return [];
  for (const node of nodes) {
    if (node.slug === slug) return [node.slug];
    const below = categoryTrail(node.children, slug);
    if (below.length > 0) return [node.slug, ...below];
  }
  return [];
}

/** Every slug in the tree that has children: the sub-trees a menu can open. */
export function parentSlugs(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.slug, ...parentSlugs(node.children)] : []));
}
