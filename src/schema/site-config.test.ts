import { describe, expect, it } from 'vitest';
import { matchRoute } from '../renderer/core/route-match';
import { siteConfigSchema } from './site-config';

describe('a site config naming a default language', () => {
  it('is read with the field dropped, and the unprefixed pages stay English', () => {
    const config = siteConfigSchema.parse({ languages: ['en', 'zh'], defaultLanguage: 'zh' });
    expect(config).not.toHaveProperty('defaultLanguage');
    expect(matchRoute('/', config)).toMatchObject({ lang: 'en', kind: 'home' });
    expect(matchRoute('/page/about', config)).toMatchObject({ lang: 'en', kind: 'page' });
    expect(matchRoute('/zh/page/about', config)).toMatchObject({ lang: 'zh', kind: 'page' });
  });
});
