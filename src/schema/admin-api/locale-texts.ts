import { z } from 'zod';

/**
 * What a merchant writes in each language the shop is translated into (TRANSLATED_LOCALES):
 * English always, the others where they wrote them (pages in those languages show the English
 * otherwise).
 */
export const localeTexts = <T extends z.ZodType>(text: T) => z.object({ en: text, 'zh-CN': text.optional(), 'zh-HK': text.optional() });

/** What a category, tag or collection says in one language: its name, and the text of its page. */
export const listingTextSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  seoTitle: z.string().trim().max(200).default(''),
  seoDescription: z.string().trim().max(500).default(''),
});
