import { describe, expect, it } from 'vitest';
import { createCodeTags, type ViteManifest } from './manifest-preload';

/** A build's manifest in miniature: the entry, its start-up stages, two blocks and a translation. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    css: ['assets/index-s1.css'],
    imports: ['_boot-b1.js'],
    dynamicImports: ['src/boot/first-page.ts', 'src/boot/libraries/react.ts', 'src/boot/libraries/i18n.ts', 'src/boot/libraries/router.ts', 'src/boot/start-shop.tsx'],
  },
  '_boot-b1.js': { file: 'assets/boot-b1.js' },
  'src/boot/first-page.ts': { file: 'assets/first-page-f1.js', imports: ['_schemas-z1.js'] },
  'src/boot/libraries/react.ts': { file: 'assets/react-stage-r2.js', imports: ['_client-r1.js'] },
  'src/boot/libraries/i18n.ts': { file: 'assets/i18n-stage-i2.js', imports: ['_client-r1.js'] },
  'src/boot/libraries/router.ts': { file: 'assets/router-stage-o2.js', imports: ['_client-r1.js'] },
  'src/boot/start-shop.tsx': { file: 'assets/start-shop-s1.js', imports: ['index.html', '_schemas-z1.js', '_client-r1.js'] },
  '_schemas-z1.js': { file: 'assets/schemas-z1.js' },
  '_client-r1.js': { file: 'assets/client-r1.js' },
  '_product-card-p1.js': { file: 'assets/product-card-p1.js', css: ['assets/product-card-c1.css'] },
  'src/blocks/product-list/product-list.tsx': { file: 'assets/product-list-a1.js', imports: ['_product-card-p1.js', '_schemas-z1.js'] },
  'src/blocks/article-list/article-list.tsx': { file: 'assets/article-list-b1.js' },
  'locales/en.json': { file: 'assets/en-t1.js' },
  'locales/zh-HK.json': { file: 'assets/zh-HK-t2.js' },
};

function codeList(tags: string): { modules: string[]; blocks: Record<string, string> } {
  const json = /<script id="vitrine-code" type="application\/json">(.*?)<\/script>/.exec(tags)?.[1];
  if (json === undefined) throw new Error(`no code list in ${tags}`);
  return JSON.parse(json) as { modules: string[]; blocks: Record<string, string> };
}

const listed = (tags: string): string[] => codeList(tags).modules;

describe('the code a page lists for the browser', () => {
  const codeTags = createCodeTags(manifest);

  it('lists the start-up stages, the drawn blocks with what they import, and the page’s translations, each once', () => {
    const code = listed(codeTags({ blockTypes: ['product-list'], locales: ['zh-HK', 'en'] }));
    expect(code.sort()).toEqual(
      [
        '/assets/first-page-f1.js',
        '/assets/react-stage-r2.js',
        '/assets/i18n-stage-i2.js',
        '/assets/router-stage-o2.js',
        '/assets/start-shop-s1.js',
        '/assets/schemas-z1.js',
        '/assets/client-r1.js',
        '/assets/product-list-a1.js',
        '/assets/product-card-p1.js',
        '/assets/zh-HK-t2.js',
        '/assets/en-t1.js',
      ].sort(),
    );
  });

  it('leaves out the blocks the page does not draw and the entry, which the template loads itself', () => {
    const code = listed(codeTags({ blockTypes: ['product-list'], locales: ['en'] }));
    expect(code).not.toContain('/assets/article-list-b1.js');
    expect(code).not.toContain('/assets/index-e1.js');
    // What the entry imports itself comes with it (the template names it beside the entry).
    expect(code).not.toContain('/assets/boot-b1.js');
    expect(code).not.toContain('/assets/zh-HK-t2.js');
  });

  it('links a block’s own stylesheet, but not the entry’s, which is already in the page', () => {
    const tags = codeTags({ blockTypes: ['product-list'], locales: ['en'] });
    expect(tags).toContain('<link rel="stylesheet" href="/assets/product-card-c1.css">');
    expect(tags).not.toContain('index-s1.css');
  });

  it('ignores a block type the build does not know rather than listing a file that does not exist', () => {
    const tags = codeTags({ blockTypes: ['no-such-block'], locales: ['en'] });
    expect(listed(tags).some((href) => href.includes('no-such-block'))).toBe(false);
    expect(codeList(tags).blocks).toEqual({});
  });

  it('names the chunk of each drawn block by its type, and only of the drawn ones', () => {
    const { blocks } = codeList(codeTags({ blockTypes: ['product-list'], locales: ['en'] }));
    expect(blocks).toEqual({ 'product-list': '/assets/product-list-a1.js' });
  });

  it('names a block that hydrates once idle with its chunk, but leaves its code out of what loads before hydration', () => {
    const withIdle = createCodeTags(manifest, '/', new Set(['article-list']));
    const tags = withIdle({ blockTypes: ['product-list', 'article-list'], locales: ['en'] });
    const list = JSON.parse(/<script id="vitrine-code" type="application\/json">(.*?)<\/script>/.exec(tags)![1]!) as { modules: string[]; blocks: Record<string, string>; idle?: string[] };
    expect(list.modules).toContain('/assets/product-list-a1.js');
    expect(list.modules).not.toContain('/assets/article-list-b1.js');
    expect(list.blocks['article-list']).toBe('/assets/article-list-b1.js');
    expect(list.idle).toEqual(['article-list']);
    // A page without such a block lists no idle types at all.
    expect(JSON.parse(/<script id="vitrine-code" type="application\/json">(.*?)<\/script>/.exec(withIdle({ blockTypes: ['product-list'], locales: ['en'] }))![1]!)).not.toHaveProperty('idle');
  });

  it('prefixes a base path, and writes nothing that could end the script element', () => {
    const hostile: ViteManifest = { ...manifest, 'locales/en.json': { file: 'assets/en</script><script>alert(1)</script>.js' } };
    const tags = createCodeTags(hostile, '/shop/')({ blockTypes: [], locales: ['en'] });
    expect(tags).not.toContain('</script><script>');
    expect(listed(tags)).toContain('/shop/assets/en</script><script>alert(1)</script>.js');
    expect(listed(tags)).toContain('/shop/assets/first-page-f1.js');
  });
});
