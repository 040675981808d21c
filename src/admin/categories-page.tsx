import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CATEGORY_CALLS, type CategoryDocument } from '../schema/admin-api/categories';
import { UncheckedBody } from '../schema/admin-api/call-client';
import { namedIn } from '../schema/admin-api/locale-texts';
import { adminFor, AdminRefusal, problemsByField } from './api';
import {
  allowedParents,
  flatten,
  movePlan,
  placementOf,
  stepOf,
  subtreeOf,
  treeOf,
  type CategoryNode,
  type Drop,
  type ListedCategory,
} from './category-tree';
import { FormStatus, ProblemSummary, SelectField, useOutcome, usePageTitle, useRefusal, Waiting, type Outcome } from './fields';
import { listingBodyOf, listingDraftOf, listingTextLabels, ListingTextsFieldset, SlugField, type ListingTextsDraft } from './listing-texts';
import { dropKindAt } from './drop-rows';
import { formFields } from './offer-form';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * The merchant's category tree: each category with its products and its actions, moved by
 * dragging or by its buttons (the same move either way), made, renamed, translated and
 * removed. A move reads the category whole and writes it back over the version it read, so
 * a change made meanwhile elsewhere is said rather than overwritten.
 */

const admin = adminFor(CATEGORY_CALLS);
const ROLES = CATEGORY_CALLS['categories/list'].roles;

/** The control a move was made with, whose focus the moved category keeps once the tree is read again. */
type MoveControl = 'up' | 'down' | 'into' | 'name';
const controlId = (slug: string, control: MoveControl) => (control === 'name' ? `category-${slug}` : `category-${slug}-${control}`);

/** The tree changed under the merchant since it was read: the move is not made. */
class TreeChanged extends Error {}

/**
 * Writes one move: each category of the plan read whole and written back with its new parent
 * and position, over the version read, and only while it still stands where the tree showed it.
 */
async function writeMove(list: readonly ListedCategory[], slug: string, drop: Drop): Promise<boolean> {
  const placement = placementOf(list, slug, drop);
  if (!placement) return false;
  for (const write of movePlan(list, slug, placement)) {
    const shown = list.find((category) => category.slug === write.slug);
    const { category } = (await admin.call('categories/get', { params: { slug: write.slug } })).data;
    if (!shown || category.parent !== shown.parent || category.position !== shown.position) throw new TreeChanged();
    await admin.call('categories/put', {
      params: { slug: write.slug },
      body: { parent: write.parent, position: write.position, translations: category.translations },
      headers: { 'If-Match': category.version },
    });
  }
  return true;
}

export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('categories.title'));
  const allowed = mayCall(caller.role, ROLES);
  const list = useSWR(allowed ? ['categories/list', i18n.language] : null, async () => namedIn((await admin.call('categories/list')).data.categories, i18n.language));
  const outcome = useOutcome();
  const refusal = useRefusal();
  const [editing, setEditing] = useState<string | null>(null);
  const [focusOn, setFocusOn] = useState<{ slug: string; control: MoveControl } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (focusOn === null || !list.data) return;
    // The button pressed keeps the focus while it still can be pressed; else the category's name has it.
    const control = document.getElementById(controlId(focusOn.slug, focusOn.control));
    const pressable = control instanceof HTMLButtonElement && !control.disabled;
    (pressable ? control : document.getElementById(controlId(focusOn.slug, 'name')))?.focus();
    setFocusOn(null);
  }, [focusOn, list.data]);

  if (!allowed) return <NotForYourRole roles={ROLES} />;

  const move = async (slug: string, drop: Drop, control: MoveControl) => {
    const categories = list.data;
    const moved = categories?.find((category) => category.slug === slug);
    if (!categories || !moved || busy) return;
    outcome.clear();
    setBusy(true);
    try {
      if (await writeMove(categories, slug, drop)) outcome.succeed(t('categories.moved', { name: moved.name }));
    } catch (error) {
      const stale = error instanceof TreeChanged || (error instanceof AdminRefusal && error.answer.status === 409);
      outcome.fail(stale ? t('categories.stale') : refusal(error));
    }
    await list.mutate();
    setBusy(false);
    setFocusOn({ slug, control });
  };

  const afterChange = async (said: string, focus: string | null) => {
    outcome.succeed(said);
    await list.mutate();
    if (focus) setFocusOn({ slug: focus, control: 'name' });
  };

  return (
    <>
      <h1 tabIndex={-1}>{t('categories.title')}</h1>
      <p>{t('categories.intro')}</p>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      {list.error || !list.data ? (
        <Waiting failed={list.error !== undefined} />
      ) : (
        <>
          <NewCategory list={list.data} onCreated={(slug, name) => afterChange(t('categories.created', { name }), slug)} />
          <section aria-labelledby="tree-title">
            <h2 id="tree-title">{t('categories.tree')}</h2>
            <p className="field-hint">{t('categories.treeHint')}</p>
            {list.data.length === 0 ? (
              <p>{t('categories.empty')}</p>
            ) : (
              <CategoryLevel
                nodes={treeOf(list.data)}
                list={list.data}
                busy={busy}
                editing={editing}
                dragged={dragged}
                onEdit={(slug) => setEditing((open) => (open === slug ? null : slug))}
                onMove={(slug, drop, control) => void move(slug, drop, control)}
                onDrag={setDragged}
                onChanged={(said, slug) => {
                  if (slug !== editing) setEditing(slug);
                  return afterChange(said, slug);
                }}
                onDeleted={(said) => {
                  setEditing(null);
                  void afterChange(said, null).then(() => document.getElementById('tree-title')?.focus());
                }}
              />
            )}
            {dragged !== null && (
              <p
                className="category-drop-end"
                onDragOver={(event) => {
                  if (placementOf(list.data ?? [], dragged, { kind: 'into', target: null })) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  setDragged(null);
                  void move(dragged, { kind: 'into', target: null }, 'name');
                }}
              >
                {t('categories.dropTop')}
              </p>
            )}
          </section>
        </>
      )}
    </>
  );
}

type LevelProps = {
  list: readonly ListedCategory[];
  busy: boolean;
  editing: string | null;
  dragged: string | null;
  onEdit: (slug: string) => void;
  onMove: (slug: string, drop: Drop, control: MoveControl) => void;
  onDrag: (slug: string | null) => void;
  /** A category was saved (its slug after a rename): what to say. */
  onChanged: (said: string, slug: string) => Promise<void>;
  onDeleted: (said: string) => void;
};

/** One level of the tree as a list, each category with its own level inside it. */
function CategoryLevel({ nodes, ...props }: LevelProps & { nodes: readonly CategoryNode[] }) {
  return (
    <ul className="category-tree">
      {nodes.map((node) => (
        <CategoryItem key={node.category.slug} node={node} {...props} />
      ))}
    </ul>
  );
}

function CategoryItem({ node, ...props }: LevelProps & { node: CategoryNode }) {
  const { t } = useTranslation();
  const { list, busy, editing, dragged, onEdit, onMove, onDrag } = props;
  const { slug, name, productCount } = node.category;
  const [hint, setHint] = useState<Drop['kind'] | null>(null);
  const up = stepOf(list, slug, 'up');
  const down = stepOf(list, slug, 'down');
  const dropOf = (event: DragEvent<HTMLElement>): Drop | null => {
    if (dragged === null) return null;
    const kind = dropKindAt(event);
    const drop: Drop = { kind, target: slug };
    return placementOf(list, dragged, drop) ? drop : null;
  };
  const open = editing === slug;

  return (
    <li>
      <div
        className={hint ? `category-row drop-${hint}` : 'category-row'}
        draggable={!busy}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', slug);
          onDrag(slug);
        }}
        onDragEnd={() => onDrag(null)}
        onDragOver={(event) => {
          const drop = dropOf(event);
          setHint(drop?.kind ?? null);
          if (drop) event.preventDefault();
        }}
        onDragLeave={() => setHint(null)}
        onDrop={(event) => {
          const drop = dropOf(event);
          setHint(null);
          onDrag(null);
          if (!drop || dragged === null) return;
          event.preventDefault();
          onMove(dragged, drop, 'name');
        }}
      >
        <p className="category-name">
          <strong id={controlId(slug, 'name')} tabIndex={-1} data-record>
            {name}
          </strong>{' '}
          <code data-record>{slug}</code>
        </p>
        <p className="category-count">{t('categories.products', { count: productCount })}</p>
        <div className="item-actions">
          <button type="button" aria-expanded={open} onClick={() => onEdit(slug)}>
            {t('categories.edit', { name })}
          </button>
          <button type="button" id={controlId(slug, 'up')} disabled={busy || up === null} onClick={() => up && onMove(slug, up, 'up')}>
            {t('categories.moveUp', { name })}
          </button>
          <button
            type="button"
            id={controlId(slug, 'down')}
            disabled={busy || down === null}
            onClick={() => down && onMove(slug, down, 'down')}
          >
            {t('categories.moveDown', { name })}
          </button>
          <MoveInto category={node.category} list={list} busy={busy} onMove={(drop) => onMove(slug, drop, 'into')} />
        </div>
      </div>
      {open && <CategoryEditor slug={slug} list={list} onChanged={props.onChanged} onDeleted={props.onDeleted} />}
      {node.children.length > 0 && <CategoryLevel nodes={node.children} {...props} />}
    </li>
  );
}

/** The value of "Top level" among the parents, which no slug can be. */
const TOP_LEVEL = '';

/** "Move into…": every category it may go inside as its last child, or the top level; where it is now is not offered. */
function MoveInto({
  category,
  list,
  busy,
  onMove,
}: {
  category: ListedCategory;
  list: readonly ListedCategory[];
  busy: boolean;
  onMove: (drop: Drop) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const parents = allowedParents(list, category.slug).filter((parent) => parent.slug !== category.parent);
  const depthOf = new Map(flatten(treeOf(list)).map((node) => [node.category.slug, node.depth]));
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) return;
    onMove({ kind: 'into', target: chosen === TOP_LEVEL ? null : chosen });
  };
  return (
    <form className="move-into" onSubmit={send} aria-label={t('categories.moveIntoForm', { name: category.name })}>
      <SelectField
        label={t('categories.moveInto', { name: category.name })}
        value={chosen ?? 'choose'}
        onChange={(event) => setChosen(event.target.value === 'choose' ? null : event.target.value)}
      >
        <option value="choose">{t('categories.choose')}</option>
        {category.parent !== null && <option value={TOP_LEVEL}>{t('categories.topLevel')}</option>}
        {parents.map((parent) => (
          <option key={parent.slug} value={parent.slug}>
            {'— '.repeat(depthOf.get(parent.slug) ?? 0)}
            {parent.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" id={controlId(category.slug, 'into')} disabled={busy || chosen === null}>
        {t('categories.move', { name: category.name })}
      </button>
    </form>
  );
}

/** The parent choices of a form: the top level, then every category in the tree's order, indented by its depth. */
function ParentOptions({ list }: { list: readonly ListedCategory[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value={TOP_LEVEL}>{t('categories.topLevel')}</option>
      {flatten(treeOf(list)).map(({ category, depth }) => (
        <option key={category.slug} value={category.slug}>
          {'— '.repeat(depth)}
          {category.name}
        </option>
      ))}
    </>
  );
}

/** The labels of a category form's fields by contract path. */
function useCategoryLabels() {
  const { t } = useTranslation();
  return { slug: t('categories.slug'), parent: t('categories.parent'), ...listingTextLabels(t) };
}

/** A new category: its slug, its parent and its texts, behind a button so the tree comes first. */
function NewCategory({ list, onCreated }: { list: readonly ListedCategory[]; onCreated: (slug: string, name: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [slug, setSlug] = useState('');
  const [parent, setParent] = useState(TOP_LEVEL);
  const [texts, setTexts] = useState<ListingTextsDraft>(() => listingDraftOf());
  const [busy, setBusy] = useState(false);
  const outcome = useOutcome();
  const refusal = useRefusal();
  const fields = formFields('new-category', outcome.problems, useCategoryLabels());

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    outcome.clear();
    // A write to a slug that is taken would replace that category: it is refused here instead.
    if (list.some((category) => category.slug === slug)) {
      outcome.name({ slug: t('categories.slugTaken', { slug }) });
      return;
    }
    setBusy(true);
    try {
      await admin.call('categories/put', {
        params: { slug },
        body: new UncheckedBody({ parent: parent === TOP_LEVEL ? null : parent, translations: listingBodyOf(texts) }),
      });
      setOpen(false);
      setSlug('');
      setTexts(listingDraftOf());
      outcome.name({});
      await onCreated(slug, texts.en.name.trim());
    } catch (error) {
      const problems = problemsByField(error, t);
      if (Object.keys(problems).length > 0) outcome.name(problems);
      else outcome.fail(refusal(error));
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="new-category-title">
      <h2 id="new-category-title">{t('categories.new')}</h2>
      <button type="button" aria-expanded={open} aria-controls="new-category-form" onClick={() => setOpen(!open)}>
        {t(open ? 'categories.newClose' : 'categories.newOpen')}
      </button>
      {open && (
        <form id="new-category-form" className="record" onSubmit={(event) => void create(event)} aria-labelledby="new-category-title">
          <ProblemSummary title={t('offer.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
          <FormStatus failed={outcome.failed} />
          <SlugField field={fields.at('slug')} hint={t('categories.slugHint')} value={slug} onChange={setSlug} />
          <SelectField {...fields.at('parent')} value={parent} onChange={(event) => setParent(event.target.value)}>
            <ParentOptions list={list} />
          </SelectField>
          <ListingTextsFieldset texts={texts} onChange={setTexts} at={fields.at} />
          <button type="submit" className="primary" disabled={busy}>
            {t('categories.create')}
          </button>
        </form>
      )}
    </section>
  );
}

/** One category's form, under its row: its slug and texts, saved over the version read; and its removal. */
function CategoryEditor({
  slug,
  list,
  onChanged,
  onDeleted,
}: {
  slug: string;
  list: readonly ListedCategory[];
  onChanged: (said: string, slug: string) => Promise<void>;
  onDeleted: (said: string) => void;
}) {
  const { t } = useTranslation();
  const stored = useSWR(['categories/get', slug], async () => (await admin.call('categories/get', { params: { slug } })).data.category);
  const name = list.find((category) => category.slug === slug)?.name ?? slug;
  return (
    <section className="category-editor" aria-label={t('categories.editing', { name })}>
      {stored.error || !stored.data ? (
        <Waiting failed={stored.error !== undefined} />
      ) : (
        <>
          <CategoryForm
            key={stored.data.version}
            stored={stored.data}
            name={name}
            onSaved={async (said, after) => {
              await stored.mutate();
              await onChanged(said, after);
            }}
          />
          <DeleteCategory slug={slug} name={name} list={list} onDeleted={onDeleted} />
        </>
      )}
    </section>
  );
}

function CategoryForm({
  stored,
  name,
  onSaved,
}: {
  stored: CategoryDocument;
  name: string;
  onSaved: (said: string, slug: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [slug, setSlug] = useState(stored.slug);
  const [texts, setTexts] = useState(() => listingDraftOf(stored.translations));
  const [busy, setBusy] = useState(false);
  const outcome = useOutcome();
  const refusal = useRefusal();
  const prefix = `category-${stored.slug}-form`;
  const fields = formFields(prefix, outcome.problems, useCategoryLabels());

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    outcome.clear();
    setBusy(true);
    try {
      const renamed = slug !== stored.slug;
      await admin.call('categories/put', {
        params: { slug: stored.slug },
        body: new UncheckedBody({
          ...(renamed ? { slug } : {}),
          parent: stored.parent,
          position: stored.position,
          translations: listingBodyOf(texts),
        }),
        headers: { 'If-Match': stored.version },
      });
      outcome.name({});
      setBusy(false);
      await onSaved(
        renamed ? t('categories.renamed', { from: stored.slug, to: slug }) : t('categories.saved', { name: texts.en.name.trim() }),
        slug,
      );
      return;
    } catch (error) {
      const problems = problemsByField(error, t);
      if (Object.keys(problems).length > 0) outcome.name(problems);
      else if (error instanceof AdminRefusal && error.answer.status === 409) outcome.fail(t('categories.staleForm'));
      else outcome.fail(refusal(error));
    }
    setBusy(false);
  };

  return (
    <form className="record" onSubmit={(event) => void save(event)} aria-label={t('categories.editForm', { name })}>
      <ProblemSummary title={t('offer.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
      <FormStatus failed={outcome.failed} />
      <SlugField field={fields.at('slug')} hint={t('categories.renameHint')} value={slug} onChange={setSlug} />
      <ListingTextsFieldset texts={texts} onChange={setTexts} at={fields.at} />
      <button type="submit" className="primary" disabled={busy}>
        {t('categories.save', { name })}
      </button>
    </form>
  );
}

/**
 * "Delete": asked first; when the shop answers that the category holds products or
 * sub-categories, it asks where they go and sends that as `moveTo`.
 */
function DeleteCategory({
  slug,
  name,
  list,
  onDeleted,
}: {
  slug: string;
  name: string;
  list: readonly ListedCategory[];
  onDeleted: (said: string) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'asking' | 'holding'>('idle');
  const [held, setHeld] = useState('');
  const [moveTo, setMoveTo] = useState('');
  const [busy, setBusy] = useState(false);
  const outcome: Outcome = useOutcome();
  const refusal = useRefusal();
  const where = useRef<HTMLSelectElement>(null);
  const inside = subtreeOf(list, slug);
  const targets = flatten(treeOf(list)).filter((node) => !inside.has(node.category.slug));

  useEffect(() => {
    if (step === 'holding') where.current?.focus();
  }, [step]);

  const remove = async (target?: string) => {
    outcome.clear();
    setBusy(true);
    try {
      const { data } = await admin.call('categories/delete', { params: { slug }, query: target ? { moveTo: target } : {} });
      const into = list.find((category) => category.slug === target)?.name ?? target;
      onDeleted(
        target
          ? t('categories.deletedMoved', { name, into, products: t('categories.movedProducts', { count: data.movedProducts }), categories: t('categories.movedCategories', { count: data.movedCategories }) })
          : t('categories.deleted', { name }),
      );
      return;
    } catch (error) {
      if (error instanceof AdminRefusal && error.answer.status === 409 && !target) {
        setHeld(error.answer.msg);
        setMoveTo(targets[0]?.category.slug ?? '');
        setStep('holding');
      } else {
        outcome.fail(problemsByField(error, t).moveTo ?? refusal(error));
      }
    }
    setBusy(false);
  };

  const label = t('categories.delete', { name });
  return (
    <div className="category-delete">
      <FormStatus failed={outcome.failed} />
      {step === 'idle' && (
        <button type="button" className="danger" onClick={() => setStep('asking')}>
          {label}
        </button>
      )}
      {step === 'asking' && (
        <div className="confirm" role="group" aria-label={label}>
          <p>{t('categories.deleteAsk', { name })}</p>
          <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
            {t('action.confirm', { action: label })}
          </button>
          <button type="button" onClick={() => setStep('idle')}>
            {t('action.keep')}
          </button>
        </div>
      )}
      {step === 'holding' && (
        <form
          className="confirm"
          aria-label={label}
          onSubmit={(event) => {
            event.preventDefault();
            void remove(moveTo);
          }}
        >
          <p role="alert">{held}</p>
          {targets.length === 0 ? (
            <p>{t('categories.nowhere')}</p>
          ) : (
            <>
              <div className="field">
                <label htmlFor={`category-${slug}-move-to`}>{t('categories.moveTo', { name })}</label>
                <select id={`category-${slug}-move-to`} ref={where} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                  {targets.map(({ category, depth }) => (
                    <option key={category.slug} value={category.slug}>
                      {'— '.repeat(depth)}
                      {category.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="danger" disabled={busy}>
                {t('categories.moveAndDelete', { name })}
              </button>
            </>
          )}
          <button type="button" onClick={() => setStep('idle')}>
            {t('action.keep')}
          </button>
        </form>
      )}
    </div>
  );
}
