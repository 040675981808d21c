import { useEffect, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { UncheckedBody } from '../schema/admin-api/call-client';
import type { StaffRole } from '../schema/admin-api/contract';
import { namedIn } from '../schema/admin-api/locale-texts';
import { PRODUCT_CALLS } from '../schema/admin-api/products';
import { COLLECTION_MAX_PRODUCTS, TAXONOMY_CALLS } from '../schema/admin-api/taxonomy';
import { adminFor, AdminRefusal, problemsByField } from './api';
import { ChangeButton, FormStatus, ProblemSummary, TextField, useOutcome, usePageTitle, useRefusal, Waiting } from './fields';
import { listingBodyOf, listingDraftOf, listingTextLabels, ListingTextsFieldset, SlugField, type ListingTextsDraft } from './listing-texts';
import { formFields } from './offer-form';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * Tags and collections, one page each and the same page for both: the list, a new one, and
 * each one's texts changed or removed where it is listed. A collection also lists products the
 * merchant finds by name and puts in order; it is written whole, over the version read.
 */

const admin = adminFor({ ...TAXONOMY_CALLS, ...PRODUCT_CALLS });

type Listed = { slug: string; name: string; productCount: number };
type Stored = { slug: string; position: number; translations: Parameters<typeof listingDraftOf>[0]; version: string; products?: string[] };

/** What a tags page and a collections page tell apart: their calls and their words. */
type TaxonomyKind = {
  family: 'tags' | 'collections';
  roles: readonly StaffRole[];
  list: () => Promise<Listed[]>;
  read: (slug: string) => Promise<Stored>;
  /** Writes it whole; `ifMatch` for a stored one. */
  write: (slug: string, body: Record<string, unknown>, ifMatch?: string) => Promise<void>;
  remove: (slug: string) => Promise<void>;
  /** Whether it lists chosen products in order. */
  ordersProducts: boolean;
};

const TAGS: TaxonomyKind = {
  family: 'tags',
  roles: TAXONOMY_CALLS['tags/list'].roles,
  list: async () => (await admin.call('tags/list')).data.tags,
  read: async (slug) => (await admin.call('tags/get', { params: { slug } })).data.tag,
  write: async (slug, body, ifMatch) => {
    await admin.call('tags/put', {
      params: { slug },
      body: new UncheckedBody(body),
      ...(ifMatch ? { headers: { 'If-Match': ifMatch } } : {}),
    });
  },
  remove: async (slug) => {
    await admin.call('tags/delete', { params: { slug } });
  },
  ordersProducts: false,
};

const COLLECTIONS: TaxonomyKind = {
  family: 'collections',
  roles: TAXONOMY_CALLS['collections/list'].roles,
  list: async () => (await admin.call('collections/list')).data.collections,
  read: async (slug) => (await admin.call('collections/get', { params: { slug } })).data.collection,
  write: async (slug, body, ifMatch) => {
    await admin.call('collections/put', {
      params: { slug },
      body: new UncheckedBody(body),
      ...(ifMatch ? { headers: { 'If-Match': ifMatch } } : {}),
    });
  },
  remove: async (slug) => {
    await admin.call('collections/delete', { params: { slug } });
  },
  ordersProducts: true,
};

export function TagsPage() {
  return <TaxonomyPage kind={TAGS} />;
}

export function CollectionsPage() {
  return <TaxonomyPage kind={COLLECTIONS} />;
}

function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  const title = t(`${kind.family}.title`);
  usePageTitle(title);
  const allowed = mayCall(caller.role, kind.roles);
  const list = useSWR(allowed ? [`${kind.family}/list`, i18n.language] : null, async () => namedIn(await kind.list(), i18n.language));
  const outcome = useOutcome();
  const [editing, setEditing] = useState<string | null>(null);

  if (!allowed) return <NotForYourRole roles={kind.roles} />;

  const afterChange = async (said: string, focus: string | null) => {
    outcome.succeed(said);
    await list.mutate();
    document.getElementById(focus === null ? `${kind.family}-list-title` : `${kind.family}-${focus}`)?.focus();
  };

  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p>{t(`${kind.family}.intro`)}</p>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      {list.error || !list.data ? (
        <Waiting failed={list.error !== undefined} />
      ) : (
        <>
          <NewRecord
            kind={kind}
            taken={list.data.map((listed) => listed.slug)}
            onCreated={(slug, name) => afterChange(t(`${kind.family}.created`, { name }), slug)}
          />
          <section aria-labelledby={`${kind.family}-list-title`}>
            <h2 id={`${kind.family}-list-title`} tabIndex={-1}>
              {t(`${kind.family}.list`)}
            </h2>
            {list.data.length === 0 ? (
              <p>{t(`${kind.family}.empty`)}</p>
            ) : (
              <ul className="taxonomy-list">
                {list.data.map((listed) => (
                  <li key={listed.slug}>
                    <p className="category-name">
                      <strong id={`${kind.family}-${listed.slug}`} tabIndex={-1} data-record>
                        {listed.name}
                      </strong>{' '}
                      <code data-record>{listed.slug}</code>
                    </p>
                    <p className="category-count">{t('categories.products', { count: listed.productCount })}</p>
                    <div className="item-actions">
                      <button
                        type="button"
                        aria-expanded={editing === listed.slug}
                        onClick={() => setEditing(editing === listed.slug ? null : listed.slug)}
                      >
                        {t('categories.edit', { name: listed.name })}
                      </button>
                    </div>
                    {editing === listed.slug && (
                      <RecordEditor
                        kind={kind}
                        listed={listed}
                        onSaved={(name) => afterChange(t('categories.saved', { name }), listed.slug)}
                        onDeleted={() => {
                          setEditing(null);
                          void afterChange(t('categories.deleted', { name: listed.name }), null);
                        }}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

/** The labels of a form's fields by contract path. */
function useLabels() {
  const { t } = useTranslation();
  return { slug: t('categories.slug'), products: t('collection.products'), ...listingTextLabels(t) };
}

/** What a refusal says at the form: its problems at their fields, a stale write as such, anything else as the shop said it. */
function useRefused() {
  const { t } = useTranslation();
  const refusal = useRefusal();
  return (error: unknown, outcome: ReturnType<typeof useOutcome>) => {
    const problems = problemsByField(error, t);
    if (Object.keys(problems).length > 0) outcome.name(problems);
    else if (error instanceof AdminRefusal && error.answer.status === 409) outcome.fail(t('categories.staleForm'));
    else outcome.fail(refusal(error));
  };
}

function NewRecord({
  kind,
  taken,
  onCreated,
}: {
  kind: TaxonomyKind;
  taken: readonly string[];
  onCreated: (slug: string, name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [slug, setSlug] = useState('');
  const [texts, setTexts] = useState<ListingTextsDraft>(() => listingDraftOf());
  const [busy, setBusy] = useState(false);
  const outcome = useOutcome();
  const refused = useRefused();
  const prefix = `new-${kind.family}`;
  const fields = formFields(prefix, outcome.problems, useLabels());

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    outcome.clear();
    // A write to a slug that is taken would replace that one: it is refused here instead.
    if (taken.includes(slug)) {
      outcome.name({ slug: t('categories.slugTaken', { slug }) });
      return;
    }
    setBusy(true);
    try {
      await kind.write(slug, { translations: listingBodyOf(texts) });
      setOpen(false);
      setSlug('');
      setTexts(listingDraftOf());
      outcome.name({});
      setBusy(false);
      await onCreated(slug, texts.en.name.trim());
      return;
    } catch (error) {
      refused(error, outcome);
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{t(`${kind.family}.new`)}</h2>
      <button type="button" aria-expanded={open} aria-controls={`${prefix}-form`} onClick={() => setOpen(!open)}>
        {t(open ? 'categories.newClose' : `${kind.family}.newOpen`)}
      </button>
      {open && (
        <form id={`${prefix}-form`} className="record" onSubmit={(event) => void create(event)} aria-labelledby={`${prefix}-title`}>
          <ProblemSummary title={t('offer.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
          <FormStatus failed={outcome.failed} />
          <SlugField field={fields.at('slug')} hint={t('categories.slugHint')} value={slug} onChange={setSlug} />
          <ListingTextsFieldset texts={texts} onChange={setTexts} at={fields.at} />
          <button type="submit" className="primary" disabled={busy}>
            {t(`${kind.family}.create`)}
          </button>
        </form>
      )}
    </section>
  );
}

/** One tag's or collection's form under its line: its texts (and products), saved over the version read; and its removal. */
function RecordEditor({
  kind,
  listed,
  onSaved,
  onDeleted,
}: {
  kind: TaxonomyKind;
  listed: Listed;
  onSaved: (name: string) => Promise<void>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const outcome = useOutcome();
  const stored = useSWR([`${kind.family}/get`, listed.slug], () => kind.read(listed.slug));
  const label = t('categories.delete', { name: listed.name });
  return (
    <section className="category-editor" aria-label={t('categories.editing', { name: listed.name })}>
      {stored.error || !stored.data ? (
        <Waiting failed={stored.error !== undefined} />
      ) : (
        <>
          <RecordForm
            key={stored.data.version}
            kind={kind}
            stored={stored.data}
            name={listed.name}
            onSaved={async (name) => {
              await stored.mutate();
              await onSaved(name);
            }}
          />
          <FormStatus failed={outcome.failed} />
          <div className="buttons">
            <ChangeButton
              label={label}
              confirm
              ask={t(`${kind.family}.deleteAsk`, { name: listed.name })}
              onChange={async () => {
                try {
                  await kind.remove(listed.slug);
                  onDeleted();
                  return true;
                } catch (error) {
                  outcome.fail(refusal(error));
                  return false;
                }
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}

function RecordForm({
  kind,
  stored,
  name,
  onSaved,
}: {
  kind: TaxonomyKind;
  stored: Stored;
  name: string;
  onSaved: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(() => listingDraftOf(stored.translations));
  const [products, setProducts] = useState<string[]>(stored.products ?? []);
  const [busy, setBusy] = useState(false);
  const outcome = useOutcome();
  const refused = useRefused();
  const fields = formFields(`${kind.family}-${stored.slug}-form`, outcome.problems, useLabels());

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    outcome.clear();
    setBusy(true);
    try {
      const body = { position: stored.position, translations: listingBodyOf(texts), ...(kind.ordersProducts ? { products } : {}) };
      await kind.write(stored.slug, body, stored.version);
      outcome.name({});
      setBusy(false);
      await onSaved(texts.en.name.trim());
      return;
    } catch (error) {
      refused(error, outcome);
    }
    setBusy(false);
  };

  return (
    <form className="record" onSubmit={(event) => void save(event)} aria-label={t('categories.editForm', { name })}>
      <ProblemSummary title={t('offer.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
      <FormStatus failed={outcome.failed} />
      <ListingTextsFieldset texts={texts} onChange={setTexts} at={fields.at} />
      {kind.ordersProducts && (
        <CollectionProducts
          id={fields.at('products').id}
          problem={fields.at('products').problem}
          products={products}
          onChange={setProducts}
        />
      )}
      <button type="submit" className="primary" disabled={busy}>
        {t('categories.save', { name })}
      </button>
    </form>
  );
}

/** A product's control whose focus it keeps after it moved: its button while it can still be pressed, else its name. */
type ProductControl = { slug: string; control: 'up' | 'down' };
const productControlId = (id: string, slug: string, control: 'up' | 'down' | 'name') => `${id}-${slug}-${control}`;

/** The products a collection lists, in order: moved by buttons or by dragging, removed, and added by searching. */
function CollectionProducts({
  id,
  problem,
  products,
  onChange,
}: {
  id: string;
  problem: string | undefined;
  products: string[];
  onChange: (products: string[]) => void;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<string, string>>({});
  const [dragged, setDragged] = useState<string | null>(null);
  const [focusOn, setFocusOn] = useState<ProductControl | null>(null);
  const nameOf = (slug: string) => names[slug] ?? slug;

  useEffect(() => {
    if (focusOn === null) return;
    const button = document.getElementById(productControlId(id, focusOn.slug, focusOn.control));
    const pressable = button instanceof HTMLButtonElement && !button.disabled;
    (pressable ? button : document.getElementById(productControlId(id, focusOn.slug, 'name')))?.focus();
    setFocusOn(null);
  }, [focusOn, id]);

  const place = (slug: string, index: number) => {
    const others = products.filter((other) => other !== slug);
    others.splice(Math.max(0, Math.min(index, others.length)), 0, slug);
    onChange(others);
  };
  const step = (slug: string, direction: 'up' | 'down') => {
    const at = products.indexOf(slug);
    place(slug, direction === 'up' ? at - 1 : at + 1);
    setFocusOn({ slug, control: direction });
  };
  const dropAt = (event: DragEvent<HTMLLIElement>, target: string) => {
    event.preventDefault();
    if (dragged === null || dragged === target) return;
    const box = event.currentTarget.getBoundingClientRect();
    const after = event.clientY - box.top > box.height / 2;
    const others = products.filter((other) => other !== dragged);
    place(dragged, others.indexOf(target) + (after ? 1 : 0));
    setDragged(null);
  };

  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{t('collection.products')}</legend>
      <p className="field-hint">{t('collection.orderHint')}</p>
      {problem && (
        <p className="field-problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {products.length === 0 ? (
        <p>{t('collection.noProducts')}</p>
      ) : (
        <ol className="collection-products">
          {products.map((slug, index) => (
            <li
              key={slug}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', slug);
                setDragged(slug);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => dragged !== null && event.preventDefault()}
              onDrop={(event) => dropAt(event, slug)}
            >
              <span id={productControlId(id, slug, 'name')} tabIndex={-1} data-record>
                {nameOf(slug)}
              </span>
              <div className="item-actions">
                <button type="button" id={productControlId(id, slug, 'up')} disabled={index === 0} onClick={() => step(slug, 'up')}>
                  {t('categories.moveUp', { name: nameOf(slug) })}
                </button>
                <button
                  type="button"
                  id={productControlId(id, slug, 'down')}
                  disabled={index === products.length - 1}
                  onClick={() => step(slug, 'down')}
                >
                  {t('categories.moveDown', { name: nameOf(slug) })}
                </button>
                <button type="button" onClick={() => onChange(products.filter((other) => other !== slug))}>
                  {t('collection.remove', { name: nameOf(slug) })}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ProductSearch
        chosen={products}
        full={products.length >= COLLECTION_MAX_PRODUCTS}
        onAdd={(slug, name) => {
          setNames((known) => ({ ...known, [slug]: name }));
          onChange([...products, slug]);
        }}
      />
    </fieldset>
  );
}

/** Products found by words of their name or the start of their slug (`products/list?q=`), each added at the end. */
function ProductSearch({ chosen, full, onAdd }: { chosen: readonly string[]; full: boolean; onAdd: (slug: string, name: string) => void }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusal();
  const [words, setWords] = useState('');
  const [found, setFound] = useState<{ slug: string; name: string }[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  // The search sits inside the collection's form, which a form of its own may not: Enter searches here instead of saving.
  const search = async () => {
    setFailed(null);
    try {
      setFound(namedIn((await admin.call('products/list', { query: { q: words.trim() || undefined } })).data.products, i18n.language));
    } catch (error) {
      setFailed(refusal(error));
    }
  };
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  return (
    <div className="product-search" role="search" aria-label={t('collection.search')}>
      <TextField
        label={t('collection.search')}
        hint={t('collection.searchHint')}
        type="search"
        autoComplete="off"
        maxLength={100}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        onKeyDown={enter}
      />
      <button type="button" onClick={() => void search()}>
        {t('collection.find')}
      </button>
      <FormStatus failed={failed} />
      {found !== null &&
        (found.length === 0 ? (
          <p role="status">{t('collection.noMatch')}</p>
        ) : (
          <ul className="found-products" aria-label={t('collection.found')}>
            {found.map((product) => (
              <li key={product.slug}>
                <span data-record>{product.name}</span> <code data-record>{product.slug}</code>
                <button type="button" disabled={full || chosen.includes(product.slug)} onClick={() => onAdd(product.slug, product.name)}>
                  {chosen.includes(product.slug)
                    ? t('collection.added', { name: product.name })
                    : t('collection.add', { name: product.name })}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
