import { demoThemes } from './themes';
import { URL_LANGUAGES } from '../../src/schema/languages';
import { siteConfigSchema, type SiteConfig } from '../../src/schema/site-config';

/** The shop as it starts: every URL language on, the default user prefix and detail rules. */
export const demoSiteConfig: SiteConfig = siteConfigSchema.parse({
  name: 'Vitrine',
  languages: [...URL_LANGUAGES],
  userPrefix: '/user/',
});

export const demoThemeRows = Object.entries(demoThemes).map(([id, config]) => ({ id, name: config.name, config }));

export const DEFAULT_THEME_ID = 'default';
