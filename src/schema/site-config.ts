import { z } from 'zod';
import { URL_LANGUAGES } from './languages';
import { CUSTOM_CATEGORY_TYPES } from './route-kinds';

/**
 * A path pattern: literal segments and `:name` parameters, optionally ending in `*`.
 * Example: `p/:slug`, `goods/:slug/:sku`, `app/*`.
 */
export const routePattern = z
  .string()
  .trim()
  .regex(/^(?:[a-z0-9][a-z0-9_-]*|:[a-zA-Z]\w*)(?:\/(?:[a-z0-9][a-z0-9_-]*|:[a-zA-Z]\w*))*(?:\/\*)?$|^\*$/, {
    message: 'Expected segments like "p/:slug" or "app/*" (lowercase words, :params, an optional trailing *)',
  });

export const detailRulesSchema = z.object({
  articleRule: routePattern.default('article/:slug'),
  categoryRule: routePattern.default('category/:slug'),
  collectionRule: routePattern.default('collection/:slug'),
  pageRule: routePattern.default('page/:slug'),
  productRule: routePattern.default('product/:slug'),
  tagRule: routePattern.default('tag/:slug'),
  appRule: routePattern.default('app/*'),
});
export type DetailRules = z.infer<typeof detailRulesSchema>;

export const customCategorySchema = z.object({
  path: routePattern,
  /** The kind of page it shows (spec §2); the route kind table says which kinds may be chosen. */
  type: z.enum(CUSTOM_CATEGORY_TYPES),
});

export const MAX_CUSTOM_CATEGORIES = 200;

/*
 * English is the language without a prefix (spec §1), fixed: there is no `defaultLanguage`.
 * A stored or written config that still names one has it dropped, like any unknown key,
 * so sites saved before keep loading.
 */
export const siteConfigSchema = z.object({
  name: z.string().min(1).max(120).default('Vitrine'),
  languages: z.array(z.enum(URL_LANGUAGES)).min(1).default([...URL_LANGUAGES]),
  /** Spec §2: the user area prefix, default /user/. */
  userPrefix: z
    .string()
    .regex(/^\/[a-z0-9-]+\/$/, { message: 'Expected a prefix like /user/' })
    .default('/user/'),
  rules: detailRulesSchema.default(detailRulesSchema.parse({})),
  /** Every request tries each one in turn, so a site may have only so many. */
  customCategories: z.array(customCategorySchema).max(MAX_CUSTOM_CATEGORIES).default([]),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
