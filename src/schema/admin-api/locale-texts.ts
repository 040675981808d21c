import { z } from 'zod';

/**
 * What a merchant writes in each language the shop is translated into (TRANSLATED_LOCALES):
 * English always, the others where they wrote them (pages in those languages show the English
 * otherwise).
 */
export const localeTexts = <T extends z.ZodType>(text: T) => z.object({ en: text, 'zh-CN': text.optional(), 'zh-HK': text.optional() });
