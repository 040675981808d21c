import { describe, expect, it } from 'vitest';
import { pageDataSchema } from './page';
import { joinShared, leanPageData } from './shared-part';
import { DEFAULT_THEME } from './theme-values';

const sizes = (stem: string, ext = '.webp') => [320, 640, 1280].map((width) => ({ src: `${stem}-${width}${ext}`, width }));

const page = pageDataSchema.parse({
  data: {
    product: { image: { src: '/images/p/tee/1-640.webp', srcset: sizes('/images/p/tee/1'), width: 1280, height: 1600, alt: 'Tee' } },
    // A merchant's pictures that follow no one pattern: they travel as they are.
    mixed: { srcset: [{ src: '/media/a-small.jpg', width: 320 }, { src: '/media/a-large.jpg', width: 1280 }] },
    almost: { srcset: [...sizes('/images/p/mug/1'), { src: '/images/p/mug/2-1600.webp', width: 1600 }] },
    extra: { srcset: [{ src: '/images/x-320.webp', width: 320, density: 1 }] },
  },
  theme: DEFAULT_THEME,
  pageBody: { template: 'page', blocks: [{ id: 'hero', type: 'hero-banner', version: 1, props: { image: { srcset: sizes('/images/b/home', '.jpg') } } }] },
  meta: { title: 'Tee' },
  route: { kind: 'page', lang: 'en', path: 'page/tee', params: {} },
  shared: 'version-a',
});

describe('a lean page’s pictures', () => {
  it('write a srcset of one stem once, and come back as the page was', () => {
    const lean = leanPageData(page)!;
    const data = lean.data as Record<string, { srcset?: unknown; image?: { srcset: unknown } }>;
    expect(data.product!.image!.srcset).toEqual({ stem: '/images/p/tee/1', ext: '.webp', widths: [320, 640, 1280] });
    expect(JSON.stringify(lean.pageBody)).toContain('"stem":"/images/b/home"');
    expect(joinShared(lean, page)).toEqual(page);
  });

  it('leave every other srcset as it was written', () => {
    const lean = leanPageData(page)!;
    const data = lean.data as Record<string, { srcset?: unknown }>;
    expect(data.mixed!.srcset).toEqual(page.data.mixed && (page.data.mixed as { srcset: unknown }).srcset);
    expect(Array.isArray(data.almost!.srcset)).toBe(true);
    expect(data.extra!.srcset).toEqual([{ src: '/images/x-320.webp', width: 320, density: 1 }]);
  });

  it('are not joined to a page of another version', () => {
    expect(joinShared(leanPageData(page)!, { ...page, shared: 'version-b' })).toBeNull();
  });
});
