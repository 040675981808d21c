import { FavoriteButton } from '../../renderer/kit/favorite-button';
import { usePage } from '../../renderer/kit/page-context';
import type { PageFavoriteProps } from './schema';

/** The content page's own slug: only content pages (`page/<slug>`, or a root-level slug) can be favorites. */
function contentPageSlug(kind: string, params: Readonly<Record<string, string | undefined>>): string | null {
  return kind === 'page' || kind === 'root' ? (params.slug ?? null) : null;
}

export default function PageFavorite({ name, align }: PageFavoriteProps) {
  const { route } = usePage();
  const slug = contentPageSlug(route.kind, route.params);
  if (!slug) return null;
  return (
    <div className={`container flex ${align === 'end' ? 'justify-end' : 'justify-start'}`} data-page-favorite="">
      <FavoriteButton type="page" slug={slug} name={name} className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-theme" />
    </div>
  );
}
