import { z } from 'zod';

/**
 * What a merchant writes in each language the shop is translated into (TRANSLATED_LOCALES):
 * English always, the others where they wrote them (pages in those languages show the English
 * otherwise).
 */
export const localeTexts = <T extends z.ZodType>(text: T) => z.object({ en: text, 'zh-CN': text.optional(), 'zh-HK': text.optional() });

/**
 * A record's name in each language it has one (English always): what a list answers beside its
 * English `name`, so the back office can show the name in the language its member reads.
 */
export const listedNamesSchema = localeTexts(z.string()).meta({ description: 'The name in each shop language it was written in (English always)' });
export type ListedNames = z.infer<typeof listedNamesSchema>;

/** The names a list answers for a record, from its name in each language (`english` when it has none in English). */
export function listedNamesOf(nameIn: (locale: keyof ListedNames) => string | undefined, english: string): ListedNames {
  const names: ListedNames = { en: nameIn('en') || english };
  for (const locale of ['zh-CN', 'zh-HK'] as const) {
    const name = nameIn(locale);
    if (name) names[locale] = name;
  }
  return names;
}

/** A listed record's name in `locale`, its English one where it has none there. */
export const nameIn = (listed: { name: string; names?: ListedNames | undefined }, locale: string): string => listed.names?.[locale as keyof ListedNames] ?? listed.name;

/** A list with each record's `name` in `locale`, for the back office to show as it is. */
export const namedIn = <Listed extends { name: string; names?: ListedNames | undefined }>(list: readonly Listed[], locale: string): Listed[] =>
  list.map((listed) => ({ ...listed, name: nameIn(listed, locale) }));

/** What a category, tag or collection says in one language: its name, and the text of its page. */
export const listingTextSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  seoTitle: z.string().trim().max(200).default(''),
  seoDescription: z.string().trim().max(500).default(''),
});
