import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { UncheckedBody } from '../schema/admin-api/call-client';
import { CATEGORY_CALLS } from '../schema/admin-api/categories';
import { PRODUCT_CALLS, type ProductDocument } from '../schema/admin-api/products';
import { TAXONOMY_CALLS } from '../schema/admin-api/taxonomy';
import { namedIn } from '../schema/admin-api/locale-texts';
import type { TranslatedLocale } from '../schema/languages';
import { adminFor, AdminRefusal, problemsByField } from './api';
import { FormStatus, ProblemSummary, usePageTitle, useOutcome, useRefusal, Waiting } from './fields';
import { draftOf, fieldIdOf, newProductDraft, writeOf, type ProductDraft } from './product-draft';
import { fieldLabels, GeneralFields, productFields, revealLanguageOf, SavedMeanwhile, TextsTabs } from './product-form';
import { ProductPictures } from './product-pictures';
import { OptionsFieldset, VariantsFieldset } from './product-variants';
import { RecordFrame } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * One product as a merchant makes and changes it (`/admin/products/new`, `/admin/products/<slug>`):
 * the whole document in one form, saved whole with the version it was read at, so a change
 * someone made meanwhile is never written over unseen; and, once it exists, its pictures.
 */

const admin = adminFor({ ...PRODUCT_CALLS, ...CATEGORY_CALLS, ...TAXONOMY_CALLS });

const LIST = '/admin/products';
const NEW = 'new';
/** What a product is priced in when the shop has none to tell from yet: the database's default. */
const FIRST_CURRENCY = 'USD';

/** The history state an editor is opened with after a save that moved it (a new product, a rename). */
const savedState = z.object({ productSaved: z.enum(['created', 'renamed']) });

export function ProductPage() {
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const slug = decodeURIComponent(path.split('/').pop() ?? '');
  const roles = PRODUCT_CALLS['products/put'].roles;
  if (!mayCall(caller.role, roles)) return <NotForYourRole roles={roles} />;
  return slug === NEW ? <NewProduct /> : <StoredProduct key={slug} slug={slug} />;
}

/**
 * The currency prices are in: the product's own as the list answers it, or for a new product
 * the newest product's (a shop sells in one currency).
 */
function useCurrency(slug: string | null) {
  return useSWR(['products/currency', slug], async () => {
    const { data } = await admin.call('products/list', { query: slug === null ? {} : { q: slug } });
    return (data.products.find((product) => product.slug === slug) ?? data.products[0])?.currency ?? FIRST_CURRENCY;
  });
}

function NewProduct() {
  const { t } = useTranslation();
  usePageTitle(t('product.new'));
  const currency = useCurrency(null);
  return (
    <>
      <p>
        <AdminLink to={LIST}>{t('product.back')}</AdminLink>
      </p>
      <h1 tabIndex={-1} id="product-title">
        {t('product.new')}
      </h1>
      <p>{t('product.newIntro')}</p>
      {currency.data === undefined ? (
        <Waiting failed={currency.error !== undefined} />
      ) : (
        <ProductEditor stored={null} currency={currency.data} />
      )}
    </>
  );
}

function StoredProduct({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const product = useSWR(['products/get', slug], async () => (await admin.call('products/get', { params: { slug } })).data.product, {
    revalidateOnFocus: false,
  });
  const currency = useCurrency(slug);
  // Named in the member's language where the product has a name in it, as the lists name it.
  const texts = product.data?.translations;
  const title = t('product.title', { name: texts?.[i18n.language as TranslatedLocale]?.name || texts?.en.name || slug });
  usePageTitle(title);
  const saved = useRouterState({ select: (state) => savedState.safeParse(state.location.state).data?.productSaved });
  return (
    <RecordFrame back={t('product.back')} backTo={LIST} title={title} notFound={t('product.notFound', { slug })} result={product}>
      {(stored) =>
        currency.data === undefined ? (
          <Waiting failed={currency.error !== undefined} />
        ) : (
          <ProductEditor stored={stored} currency={currency.data} saved={saved ? t(`product.${saved}`) : null} />
        )
      }
    </RecordFrame>
  );
}

/**
 * The form of a product. What the merchant typed stays on screen until they choose otherwise:
 * the product read again (a picture added) never replaces it, and a save refused because
 * someone else saved first offers their version without loading it.
 */
function ProductEditor({ stored, currency, saved = null }: { stored: ProductDocument | null; currency: string; saved?: string | null }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusal();
  const outcome = useOutcome();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  // The version the draft was read at: what a save names in If-Match, and whose variants' units a write keeps.
  const [base, setBase] = useState(stored);
  const [draft, setDraft] = useState<ProductDraft>(() => (stored ? draftOf(stored, currency) : newProductDraft()));
  const [pictures, setPictures] = useState(stored?.pictures ?? []);
  const [language, setLanguage] = useState<TranslatedLocale>('en');
  const [theirs, setTheirs] = useState<ProductDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState(saved);
  const categories = useSWR(['categories/list', i18n.language], async () => namedIn((await admin.call('categories/list')).data.categories, i18n.language));
  const tags = useSWR(['tags/list', i18n.language], async () => namedIn((await admin.call('tags/list')).data.tags, i18n.language));
  const heading = useRef<HTMLHeadingElement>(null);

  const storedStock = (sku: string) => base?.variants.find((variant) => variant.sku === sku)?.stock;
  const labels = fieldLabels(draft, t, i18n.language, (index) => storedStock(draft.variants[index]!.sku) === undefined);
  const fields = productFields(labels, outcome.problems);
  const words = { money: t('product.problem.money', { currency }), whole: t('product.problem.whole'), slug: t('product.problem.slug') };
  const change = (next: ProductDraft) => {
    setDraft(next);
    setSaid(null);
  };

  /** Stores the draft over `version` (the one read, or theirs when the merchant chose to write over it). */
  const save = async (version: string | undefined, dryRun = false) => {
    outcome.clear();
    setSaid(null);
    const { body, problems } = writeOf(draft, currency, words);
    if (Object.keys(problems).length > 0) return outcome.name(problems);
    if (
      !dryRun &&
      base &&
      version === base.version &&
      JSON.stringify(body) === JSON.stringify(writeOf(draftOf(base, currency), currency, words).body)
    ) {
      return outcome.succeed(t('product.unchanged'));
    }
    setBusy(true);
    try {
      if (!base && (await exists(draft.slug))) return outcome.name({ slug: t('product.slugTaken', { slug: draft.slug }) });
      const { data } = await admin.call('products/put', {
        params: { slug: base?.slug ?? draft.slug },
        body: new UncheckedBody(body),
        ...(dryRun ? { query: { dryRun: 'true' } } : {}),
        ...(version ? { headers: { 'If-Match': version } } : {}),
      });
      if (dryRun) return outcome.succeed(t('product.checked'));
      const product = data.product;
      setTheirs(null);
      await mutate(['products/get', product.slug], product, { revalidate: false });
      if (!base || base.slug !== product.slug) {
        // The editor at the new address starts from the stored product, and says what was done.
        router.history.push(`${LIST}/${encodeURIComponent(product.slug)}`, { productSaved: base ? 'renamed' : 'created' });
        return;
      }
      setBase(product);
      setDraft(draftOf(product, currency));
      outcome.succeed(data.changed ? t('product.saved') : t('product.unchanged'));
    } catch (error) {
      if (error instanceof AdminRefusal && error.answer.status === 409 && base) {
        // Their version is read now but not shown: the merchant's edits stay until they choose.
        const current = await admin.call('products/get', { params: { slug: base.slug } }).catch(() => null);
        if (current) setTheirs(current.data.product);
        else outcome.fail(t('product.stale'));
      } else {
        const named = problemsByField(error, t);
        if (Object.keys(named).length > 0) outcome.name(named);
        else outcome.fail(t('error.summary', { message: refusal(error) }));
      }
    } finally {
      setBusy(false);
    }
  };

  const loadTheirs = () => {
    if (!theirs) return;
    setBase(theirs);
    setDraft(draftOf(theirs, currency));
    setPictures(theirs.pictures);
    setTheirs(null);
    outcome.name({});
    outcome.succeed(t('product.loadedTheirs'));
    void mutate(['products/get', theirs.slug], theirs, { revalidate: false });
    heading.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(base?.version);
  };

  const revealField = (event: MouseEvent<HTMLDivElement>) => revealLanguageOf(event, { keys: fields.keys, idOf: fieldIdOf, language, show: setLanguage });

  return (
    <>
      <form className="record product-form" onSubmit={submit} aria-labelledby="product-form-title" noValidate>
        <h2 id="product-form-title" tabIndex={-1} ref={heading}>
          {t(base ? 'product.change' : 'product.create')}
        </h2>
        <FormStatus done={outcome.done ?? said} failed={outcome.failed} />
        {theirs && <SavedMeanwhile family="product" onLoadTheirs={loadTheirs} onSaveOver={() => void save(theirs.version)} />}
        <div onClickCapture={revealField}>
          <ProblemSummary title={t('offer.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
        </div>
        <GeneralFields
          draft={draft}
          stored={base?.slug ?? null}
          categories={categories.data}
          tags={tags.data}
          set={(partial) => change({ ...draft, ...partial })}
          at={fields.at}
        />
        <TextsTabs
          translations={draft.translations}
          language={language}
          onLanguage={setLanguage}
          onChange={(translations) => change({ ...draft, translations })}
          at={fields.at}
          problemsIn={fields.problemsIn}
        />
        <OptionsFieldset draft={draft} onChange={change} at={fields.at} />
        <VariantsFieldset draft={draft} onChange={change} at={fields.at} currency={currency} storedStock={storedStock} />
        <div className="buttons">
          <button type="submit" className="primary" disabled={busy}>
            {t('product.save')}
          </button>
          <button type="button" disabled={busy} onClick={() => void save(base?.version, true)}>
            {t('product.check')}
          </button>
        </div>
      </form>
      {base && (
        <ProductPictures
          slug={base.slug}
          pictures={pictures}
          onChange={(product) => {
            setPictures(product.pictures);
            void mutate(
              ['products/get', product.slug],
              (before?: ProductDocument) => (before ? { ...before, pictures: product.pictures } : product),
              { revalidate: false },
            );
          }}
        />
      )}
    </>
  );
}

/** Whether a product already has `slug`: a new one must not replace it (a write without If-Match would). */
async function exists(slug: string): Promise<boolean> {
  try {
    await admin.call('products/get', { params: { slug } });
    return true;
  } catch (error) {
    if (error instanceof AdminRefusal && error.answer.status === 404) return false;
    throw error;
  }
}
