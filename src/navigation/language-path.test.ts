import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../schema/site-config';
import { languageOfPath, localizedPath, pathForLanguage } from './language-path';

const allLanguages = siteConfigSchema.parse({});
const fewLanguages = siteConfigSchema.parse({ languages: ['en', 'zh-HK'] });

describe('pathForLanguage', () => {
  it('keeps the page and its query under the other prefix', () => {
    expect(pathForLanguage('search', '/zh-HK/search?q=tee', 'en')).toBe('/search?q=tee');
    expect(pathForLanguage('search', '/search?q=tee', 'de')).toBe('/de/search?q=tee');
    expect(pathForLanguage('product/linen-shirt/sku-1', '/de/product/linen-shirt/sku-1', 'zh')).toBe('/zh/product/linen-shirt/sku-1');
  });

  it('maps the home page of each language', () => {
    expect(pathForLanguage('', '/', 'zh-HK')).toBe('/zh-HK');
    expect(pathForLanguage('', '/zh-HK/', 'en')).toBe('/');
    expect(pathForLanguage('', '/zh-HK', 'fil')).toBe('/fil');
  });

  it('takes the path the server resolved, so a slug or an unoffered prefix stays part of it', () => {
    expect(pathForLanguage('about', '/ja/about', 'en')).toBe('/about');
    expect(pathForLanguage('de/about', '/de/about', 'zh-HK')).toBe('/zh-HK/de/about');
  });

  it('drops the hash: it points into the old document', () => {
    expect(pathForLanguage('page/faq', '/page/faq#shipping', 'zh-HK')).toBe('/zh-HK/page/faq');
    expect(pathForLanguage('search', '/search?q=a#top', 'de')).toBe('/de/search?q=a');
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

describe('a site config naming a default language', () => {
  it('is read with the field dropped, and the unprefixed pages stay English', () => {
    const config = siteConfigSchema.parse({ languages: ['en', 'zh'], defaultLanguage: 'zh' });
    expect(config).not.toHaveProperty('defaultLanguage');
    expect(languageOfPath('/', config)).toBe('en');
    expect(languageOfPath('/page/about', config)).toBe('en');
    expect(languageOfPath('/zh/page/about', config)).toBe('zh');
  });
});
