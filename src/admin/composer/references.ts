import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ARTICLE_CALLS } from '../../schema/admin-api/articles';
import { CATEGORY_CALLS } from '../../schema/admin-api/categories';
import { namedIn } from '../../schema/admin-api/locale-texts';
import { PRODUCT_CALLS } from '../../schema/admin-api/products';
import { TAXONOMY_CALLS } from '../../schema/admin-api/taxonomy';
import { adminFor } from '../api';
import type { Lookup, ReferenceRecords } from './block-form';
import { fieldsOf, type FieldModel, type ReferenceKind } from './block-form-model';

/*
 * The shop's own records for a block form's reference fields, so a merchant picks a category
 * or a product by its name instead of knowing its slug by heart. Categories, collections and
 * tags are few: each is read whole, once, when a form first has a field of that kind. Products
 * and articles may run to many thousands: the field offers those matching what the merchant
 * types, asked for a moment after the typing stops. Each is labelled by its name in the
 * language the member reads the back office in, its English one where it has none there.
 */

const admin = adminFor({ ...CATEGORY_CALLS, ...TAXONOMY_CALLS, ...PRODUCT_CALLS, ...ARTICLE_CALLS });

type WholeKind = 'category' | 'collection' | 'tag';
type SearchedKind = 'product' | 'article';

/** The kinds read whole, in the member's language. */
const WHOLE_LISTS: Readonly<Record<WholeKind, (language: string) => Promise<Lookup[]>>> = {
  category: async (language) => namedIn((await admin.call('categories/list')).data.categories, language).map(lookupOf),
  collection: async (language) => namedIn((await admin.call('collections/list')).data.collections, language).map(lookupOf),
  tag: async (language) => namedIn((await admin.call('tags/list')).data.tags, language).map(lookupOf),
};

/** An answer to a search: `complete` when no record matching `text` was left out of it. */
type Found = { text: string; records: Lookup[]; complete: boolean };

/** The kinds looked up by what was typed: words of the name or the start of the slug. */
const SEARCHES: Readonly<Record<SearchedKind, (text: string, language: string) => Promise<Omit<Found, 'text'>>>> = {
  product: async (text, language) => {
    const { data } = await admin.call('products/list', { query: text ? { q: text } : {} });
    return { records: namedIn(data.products, language).map(lookupOf), complete: data.next === null };
  },
  article: async (text) => {
    const { data } = await admin.call('articles/list', { query: text ? { q: text } : {} });
    return { records: data.articles.map((article) => ({ value: article.slug, label: article.title })), complete: data.next === null };
  },
};

/** The most records a searched field offers at once. */
export const OFFERED_AT_MOST = 20;

/** How long the typing rests before the shop is asked: one question per word, not per key. */
export const SEARCH_DELAY_MS = 250;

/** The longest text the searches take (`q`); a longer slug is looked up by its start. */
const SEARCH_TEXT_MAX = 100;

/** Lists read once stay as they are while the composer is open: a record added meanwhile comes with the next visit. */
const READ_ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

function lookupOf(record: { slug: string; name: string }): Lookup {
  return { value: record.slug, label: record.name };
}

/** The kinds of record the reference fields of a form name. */
export function referenceKindsOf(model: FieldModel | undefined): ReadonlySet<ReferenceKind> {
  const kinds = new Set<ReferenceKind>();
  for (const field of model ? fieldsOf(model) : []) {
    if (field.control === 'reference') field.kinds.forEach((kind) => kinds.add(kind));
  }
  return kinds;
}

/** What a form's reference fields offer, and the function its fields tell what the merchant types. */
export type FormReferences = {
  references: Partial<Record<ReferenceKind, ReferenceRecords>>;
  onReferenceText: (kind: ReferenceKind, text: string) => void;
};

/** The shop's records for the reference fields of `model`: only the kinds it names are asked for. */
export function useReferences(model: FieldModel | undefined): FormReferences {
  const kinds = useMemo(() => referenceKindsOf(model), [model]);
  const category = useWholeList('category', kinds.has('category'));
  const collection = useWholeList('collection', kinds.has('collection'));
  const tag = useWholeList('tag', kinds.has('tag'));
  const [product, followProducts] = useSearch('product', kinds.has('product'));
  const [article, followArticles] = useSearch('article', kinds.has('article'));
  const onReferenceText = useCallback(
    (kind: ReferenceKind, text: string) => {
      if (kind === 'product') followProducts(text);
      if (kind === 'article') followArticles(text);
    },
    [followProducts, followArticles],
  );
  const references = useMemo(() => {
    const byKind: Partial<Record<ReferenceKind, ReferenceRecords>> = {};
    for (const [kind, records] of [
      ['category', category],
      ['collection', collection],
      ['tag', tag],
      ['product', product],
      ['article', article],
    ] as const) {
      if (records) byKind[kind] = records;
    }
    return byKind;
  }, [category, collection, tag, product, article]);
  return { references, onReferenceText };
}

/** A kind read whole: every record offered, and a slug is known or not as soon as the list has come. */
function useWholeList(kind: WholeKind, wanted: boolean): ReferenceRecords | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const list = useSWR(wanted ? ['composer-references', kind, language] : null, () => WHOLE_LISTS[kind](language), READ_ONCE);
  return useMemo(() => {
    if (list.error !== undefined && !list.data) return { offered: [], nameOf: () => undefined, unavailable: true };
    if (!list.data) return undefined;
    const names = new Map(list.data.map((record) => [record.value, record.label]));
    return { offered: list.data, nameOf: (slug) => names.get(slug) ?? null };
  }, [list.data, list.error]);
}

/**
 * A kind looked up by what the merchant types: the records matching the text, a moment after
 * the typing rests. Every record an answer named is remembered, so a slug picked earlier keeps
 * its name; a slug is known to name nothing once a whole answer for exactly it lacked it.
 */
function useSearch(kind: SearchedKind, wanted: boolean): [ReferenceRecords | undefined, (text: string) => void] {
  const [typed, setTyped] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => setAsked(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const follow = useCallback((text: string) => setTyped(text.trim().slice(0, SEARCH_TEXT_MAX)), []);

  const { i18n } = useTranslation();
  const language = i18n.language;
  const found = useSWR(
    wanted && asked !== null ? ['composer-references', kind, asked, language] : null,
    async (): Promise<Found> => ({ text: asked ?? '', ...(await SEARCHES[kind](asked ?? '', language)) }),
    {
      ...READ_ONCE,
      keepPreviousData: true,
    },
  );

  const names = useRef(new Map<string, string>());
  const missing = useRef(new Set<string>());
  const records = useMemo((): ReferenceRecords | undefined => {
    if (!wanted) return undefined;
    if (found.error !== undefined && !found.data) return { offered: [], nameOf: () => undefined, unavailable: true };
    if (found.data) {
      for (const record of found.data.records) names.current.set(record.value, record.label);
      const { text, complete, records: matching } = found.data;
      if (text && complete && !matching.some((record) => record.value === text)) missing.current.add(text);
    }
    const known = names.current;
    const absent = missing.current;
    return {
      offered: found.data?.records.slice(0, OFFERED_AT_MOST) ?? [],
      nameOf: (slug) => known.get(slug) ?? (absent.has(slug) ? null : undefined),
    };
  }, [wanted, found.data, found.error]);
  return [records, follow];
}
