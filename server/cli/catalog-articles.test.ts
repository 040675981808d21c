import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveShopFor } from '../testing/test-live-shop';
import { catalogCommand } from './catalog-command';

/* The merchant's article commands against a live shop server, through its admin API: a round trip through a file, a refusal said plainly, and an archive that keeps the comments. */

const cli = liveShopFor(catalogCommand);
const catalog = cli.run;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrine-articles-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const pressingFlowers = {
  author: 'Mei Lin',
  publishedAt: '2026-11-25T09:00:00Z',
  translations: {
    en: { title: 'Pressing flowers in a notebook', summary: 'Two weeks under a stack of books.', bodyHtml: '<p>Pick them dry.</p>' },
    'zh-HK': { title: '喺筆記簿入面壓花', bodyHtml: '<p>要揀乾身嘅花。</p>' },
  },
  art: { kinds: ['notebook', 'vase'], colors: ['#8a6f4e', '#b5c4a1'], accent: '#c9a36a', backdrop: 'sage' },
};

const articlePage = async (path: string) => cli.shop.app.request(`http://localhost${path}?request=route`);

describe('npm run catalog -- article', () => {
  it('creates an article from a file, and writes back an edited copy of what it read', async () => {
    const created = join(folder, 'flowers.json');
    await writeFile(created, JSON.stringify(pressingFlowers));
    const first = await catalog('article', 'put', 'pressing-flowers', created);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Created article "pressing-flowers" \(version [\w-]+\): published$/);
    const page = (await (await articlePage('/zh-HK/article/pressing-flowers')).json()) as { data: { data: { article: { title: string } } } };
    expect(page.data.data.article.title).toBe('喺筆記簿入面壓花');

    const read = join(folder, 'read.json');
    expect((await catalog('article', 'get', 'pressing-flowers', read)).out).toMatch(/^Wrote article "pressing-flowers" \(version [\w-]+\) to /);
    const document = JSON.parse(await readFile(read, 'utf8')) as typeof pressingFlowers & { slug: string; version: string };
    expect(document).toMatchObject({ slug: 'pressing-flowers', status: 'published', comments: 0, translations: { en: { seoTitle: '' } } });
    document.translations.en.title = 'Pressing flowers, slowly';
    await writeFile(read, JSON.stringify(document));
    expect((await catalog('article', 'put', 'pressing-flowers', read)).out).toMatch(/^Updated article "pressing-flowers" \(version [\w-]+\): published$/);
    expect((await catalog('article', 'get', 'pressing-flowers')).out).toContain('"title": "Pressing flowers, slowly"');
    expect((await catalog('article', 'list')).out.split('\n')).toContain('pressing-flowers  2026-11-25  published  Pressing flowers, slowly (0 comments)');

    // The same file again names the version it was read at, which the last write replaced.
    document.translations.en.title = 'Pressing flowers from an old file';
    await writeFile(read, JSON.stringify(document));
    const stale = await catalog('article', 'put', 'pressing-flowers', read);
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(/^Refused \(409\): The article changed since version .+ was read/);
    expect((await catalog('article', 'get', 'pressing-flowers')).out).toContain('"title": "Pressing flowers, slowly"');
  });

  it('names each problem of a refused file by its path, and stores nothing', async () => {
    const broken = join(folder, 'broken.json');
    await writeFile(broken, JSON.stringify({ ...pressingFlowers, author: ' ', art: { ...pressingFlowers.art, accent: 'gold' } }));
    const refused = await catalog('article', 'put', 'broken-flowers', broken);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n')).toEqual(['Refused (422): nothing was stored', '  author: Too small: expected string to have >=1 characters', '  art.accent: Expected a #rrggbb colour']);
    expect(await catalog('article', 'get', 'broken-flowers')).toMatchObject({ code: 1, err: 'Refused (404): No article "broken-flowers"' });
  });

  it('archives an article: gone from the shop, its comments kept', async () => {
    const archived = await catalog('article', 'archive', 'caring-for-linen');
    expect(archived.out).toMatch(/^Article "caring-for-linen" is archived \(version [\w-]+; [1-9]\d* comments? kept\)$/);
    expect((await articlePage('/article/caring-for-linen')).status).toBe(404);
    expect((await catalog('article', 'archive', 'caring-for-linen')).out).toMatch(/^Article "caring-for-linen" was already archived/);
    expect(await catalog('article', 'archive', 'no-such-article')).toMatchObject({ code: 1, err: 'Refused (404): No article "no-such-article"' });
    expect(await catalog('article', 'remove', 'caring-for-linen')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run catalog') });
  });
});
