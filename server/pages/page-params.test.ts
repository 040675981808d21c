import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PARAMS, pageAddressOf, signInBackTo, withLeftOutParams } from './page-params';

/*
 * A page is built from its address with only PAGE_PARAMS left on it. A page builder that
 * started reading another parameter would silently never see it, and a shopper's filter or
 * link would do nothing: this reads the builders and names any parameter they read that the
 * list leaves out.
 */

const SERVER = join(import.meta.dirname, '..');

/** The files that build a page from its address: every `*-pages.ts`, the catalog's pages, and page data itself. */
function builderFiles(): string[] {
  const files: string[] = [];
  for (const folder of readdirSync(SERVER, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(SERVER, folder.name))) if (file.endsWith('-pages.ts')) files.push(join(SERVER, folder.name, file));
  }
  for (const file of readdirSync(join(SERVER, 'catalog', 'pages'))) if (file.endsWith('.ts') && !file.endsWith('.test.ts')) files.push(join(SERVER, 'catalog', 'pages', file));
  files.push(join(SERVER, 'pages', 'page-data.ts'));
  return files;
}

/** Parameter names read by literal: `searchParams.get('x')`, `query.get('x')`, `slugParam(request.query, 'x')`. */
function paramsReadIn(source: string): string[] {
  const names = [...source.matchAll(/(?:searchParams|query)\.(?:get|getAll|has)\(\s*'([^']+)'/g)].map((match) => match[1]!);
  names.push(...[...source.matchAll(/\w+Param\(\s*[\w.]+\s*,\s*'([^']+)'/g)].map((match) => match[1]!));
  return names;
}

describe('the parameters a page is built from', () => {
  it('lists every parameter a page builder reads', () => {
    const read = new Map<string, string>();
    for (const file of builderFiles()) for (const name of paramsReadIn(readFileSync(file, 'utf8'))) read.set(name, file);
    // The reading itself is checked: the search page's filters and sign-in's return address are found.
    expect([...read.keys()]).toEqual(expect.arrayContaining(['q', 'min', 'inStock', 'redirect', 'no']));
    const missing = [...read].filter(([name]) => !(PAGE_PARAMS as readonly string[]).includes(name)).map(([name, file]) => `${name} (read in ${file.slice(SERVER.length + 1)})`);
    expect(missing).toEqual([]);
  });

  it('keeps only those, in one order, with every value', () => {
    const address = pageAddressOf(new URL('https://shop.test/search?utm_source=mail&tag=linen&q=shirt&ref=x&tag=blue&page=2'));
    expect(`${address.pathname}${address.search}`).toBe('/search?page=2&q=shirt&tag=linen&tag=blue');
    expect(pageAddressOf(new URL('https://shop.test/search?q=shirt&page=2')).search).toBe(pageAddressOf(new URL('https://shop.test/search?page=2&q=shirt')).search);
  });

  it('puts back on a redirect what it left out, and only that', () => {
    const target = withLeftOutParams(new URL('https://shop.test/product/new-name?sort=new'), new URL('https://shop.test/product/old-name?sort=new&utm_source=mail'));
    expect(target.search).toBe('?sort=new&utm_source=mail');
  });

  it('sends a shopper back from sign-in to the address they asked for, every parameter kept', () => {
    const back = signInBackTo('/zh-HK/auth/signin?redirect=%2Fzh-HK%2Fuser%2Fsecurity', new URL('https://shop.test/zh-HK/user/security?from=mail&utm_source=news'));
    expect(back).toBe('/zh-HK/auth/signin?redirect=%2Fzh-HK%2Fuser%2Fsecurity%3Ffrom%3Dmail%26utm_source%3Dnews');
  });
});
