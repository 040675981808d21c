import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../schema/site-config';
import { languageOfPath, localizedPath, pathForLanguage } from './language-path';

const allLanguages = siteConfigSchema.parse({});
const fewLanguages = siteConfigSchema.parse({ languages: ['en', 'zh-HK'] });

describe('pathForLanguage', () => {
  it('keeps the page and its query under the other prefix', () => {
    expect(pathForLanguage('/zh-HK/search?q=tee', 'en', allLanguages)).toBe('/search?q=tee');
    expect(pathForLanguage('/search?q=tee', 'de', allLanguages)).toBe('/de/search?q=tee');
    expect(pathForLanguage('/de/product/linen-shirt/sku-1', 'zh', allLanguages)).toBe('/zh/product/linen-shirt/sku-1');
  });

  it('maps the home page of each language', () => {
    expect(pathForLanguage('/', 'zh-HK', allLanguages)).toBe('/zh-HK');
    expect(pathForLanguage('/zh-HK/', 'en', allLanguages)).toBe('/');
    expect(pathForLanguage('/zh-HK', 'fil', allLanguages)).toBe('/fil');
  });

  it('never takes a root-level slug for a language', () => {
    expect(pathForLanguage('/about', 'ja', allLanguages)).toBe('/ja/about');
    expect(pathForLanguage('/ja/about', 'en', allLanguages)).toBe('/about');
  });

  it('treats a prefix the shop does not offer as part of the path, as the server does', () => {
    expect(pathForLanguage('/de/about', 'zh-HK', fewLanguages)).toBe('/zh-HK/de/about');
  });

  it('drops the hash: it points into the old document', () => {
    expect(pathForLanguage('/page/faq#shipping', 'zh-HK', allLanguages)).toBe('/zh-HK/page/faq');
  });
});

describe('languageOfPath', () => {
  it('reads the prefix, defaulting to English', () => {
    expect(languageOfPath('/zh-HK/search', allLanguages)).toBe('zh-HK');
    expect(languageOfPath('/search', allLanguages)).toBe('en');
    expect(languageOfPath('/', allLanguages)).toBe('en');
    expect(languageOfPath('/de/about', fewLanguages)).toBe('en');
  });
});

describe('localizedPath', () => {
  it('puts a site path under the language prefix, none for English', () => {
    expect(localizedPath('en', '/error/404')).toBe('/error/404');
    expect(localizedPath('zh-HK', '/error/404')).toBe('/zh-HK/error/404');
  });
});
