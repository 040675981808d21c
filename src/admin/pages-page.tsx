import type { TFunction } from 'i18next';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { LAYOUT_KEYS, PAGE_CALLS, pageKeySchema } from '../schema/admin-api/pages';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';
import { ROUTE_KIND_NAMES } from '../schema/route-kinds';
import { adminFor, AdminRefusal, problemsByField } from './api';
import { BlockForm } from './composer/block-form';
import { initialValueOf, placeProblem, problemsOfBlock } from './composer/block-form-model';
import { blockNameOf } from './composer/block-names';
import { blockModelOf, fetchBlockKinds } from './composer/block-schemas';
import { BlockTree, pathKey, type MoveControl } from './composer/block-tree';
import { DraftChanges, publishedPageKey, RevisionChanges } from './composer/page-changes';
import { PreviewFrame } from './composer/preview-frame';
import { useReferences } from './composer/references';
import {
  addBlock,
  blockAt,
  blocksInOrder,
  composedBodySchema,
  duplicateBlock,
  emptyBodyFor,
  moveBlock,
  pathOfIds,
  removeBlock,
  replaceProps,
  shopAddressOf,
  type BlockPath,
  type ComposedBlock,
  type ComposedBody,
  type Drop,
  type TreeEdit,
  type TreeRefusal,
} from './composer/page-body-edits';
import { ChangeButton, FormStatus, SelectField, TableFrame, TextField, usePageTitle, useOutcome, useRefusal, Waiting } from './fields';
import { formatTime } from './format';
import { backOfficeLocaleOf } from './i18n';
import { mayCall, NotForYourRole, useSignedIn } from './shell';
import { LOCALE_NAMES } from './words';

/*
 * The composer's first page: pick a page and a language, then edit its blocks in a draft that
 * shoppers never see (saved a moment after each change), publish it, or publish an earlier
 * revision again. The page's data is edited in memory here; the shop checks every save and
 * answers the draft's problems, which are shown where they belong.
 */

const admin = adminFor(PAGE_CALLS);

/** How long after the last change the draft saves itself: long enough to finish a word. */
const AUTOSAVE_DELAY_MS = 2000;

/** The picker's choice of a new path: no page key starts with a colon. */
const NEW_PAGE = ':new';

type Address = { key: string; locale: TranslatedLocale };
type Problems = Record<string, string>;
const revisionsKey = ({ key, locale }: Address) => ['pages/revisions/list', key, locale] as const;
type DraftFacts = { version: string; savedBy: string; savedAt: string };

/** A draft as the shop answers it, on a read or with a 409: what "Load their draft" takes in. */
const draftSchema = z.object({
  pageBody: composedBodySchema,
  version: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
});
type Draft = z.infer<typeof draftSchema>;

type Opened = { body: ComposedBody; draft: DraftFacts | null; problems: Problems; published: boolean };

const problemsOf = (list: readonly { path: string; message: string }[]): Problems => {
  const problems: Problems = {};
  for (const { path, message } of list) problems[path] = problems[path] ? `${problems[path]} ${message}` : message;
  return problems;
};

/** Each block's name, by its path's key: what its type is called and its place in the page's order (`Rich text 3`), children counted. */
function blockNamesOf(blocks: readonly ComposedBlock[], t: TFunction): Map<string, string> {
  const nameOf = (block: ComposedBlock, index: number) => t('pages.block', { name: blockNameOf(t, block.type), number: index + 1 });
  return new Map(blocksInOrder(blocks).map(({ block, path }, index) => [pathKey(path), nameOf(block, index)]));
}

/** Why an edit of the block tree was not made, naming the limit it would break. */
function refusalText(refusal: TreeRefusal, t: TFunction): string {
  switch (refusal.reason) {
    case 'too-deep':
      return t('composerTree.tooDeep', { limit: refusal.limit, depth: refusal.depth });
    case 'too-many':
      return t('composerTree.tooMany', { limit: refusal.limit, count: refusal.count });
    case 'inside-itself':
      return t('composerTree.insideItself');
    case 'no-such-block':
      return t('composerTree.gone');
  }
}

const absentOn404 = (error: unknown): null => {
  if (error instanceof AdminRefusal && error.answer.status === 404) return null;
  throw error;
};

/** The draft if there is one, else the published page, else an empty page with the template its key names. */
async function openPage({ key, locale }: Address): Promise<Opened> {
  const draft = await admin.call('pages/draft/get', { query: { key, locale } }).catch(absentOn404);
  if (draft) {
    const read = draftSchema.parse(draft.data);
    return { body: read.pageBody, draft: read, problems: problemsOf(read.problems), published: false };
  }
  const page = await admin.call('pages/get', { query: { key, locale } }).catch(absentOn404);
  if (page && !Array.isArray(page.data))
    return { body: composedBodySchema.parse(page.data.pageBody), draft: null, problems: {}, published: true };
  return { body: emptyBodyFor(key), draft: null, problems: {}, published: false };
}

export function PagesPage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('pages.title'));
  const allowed = mayCall(caller.role, PAGE_CALLS['pages/draft/put'].roles);
  // Each press of Open reads the page afresh (`serial`): a cached read would be older than the draft saved since.
  const [opened, setOpened] = useState<(Address & { serial: number }) | null>(null);

  if (!allowed) return <NotForYourRole roles={PAGE_CALLS['pages/draft/put'].roles} />;
  return (
    <>
      <h1 tabIndex={-1}>{t('pages.title')}</h1>
      <p>{t('pages.intro')}</p>
      <PagePicker onOpen={(address) => setOpened((last) => ({ ...address, serial: (last?.serial ?? 0) + 1 }))} />
      {opened && <Composer key={opened.serial} address={{ key: opened.key, locale: opened.locale }} serial={opened.serial} />}
    </>
  );
}

/** The page to open: one the shop has or knows of (home, each route kind's template, the regions), or a new path. */
function PagePicker({ onOpen }: { onOpen: (address: Address) => void }) {
  const { t, i18n } = useTranslation();
  const listing = useSWR('pages/get', async () => (await admin.call('pages/get', { query: {} })).data);
  const [picked, setPicked] = useState('home');
  const [slug, setSlug] = useState('');
  const [locale, setLocale] = useState<TranslatedLocale>(TRANSLATED_LOCALES.find((one) => one === i18n.language) ?? 'en');
  const [problem, setProblem] = useState<string | undefined>();

  const paths = new Set(
    (Array.isArray(listing.data) ? listing.data : []).map((page) => page.key).filter((key) => key !== 'home' && !key.includes(':')),
  );
  const open = (event: FormEvent) => {
    event.preventDefault();
    const key = picked === NEW_PAGE ? `page/${slug.trim()}` : picked;
    if (!pageKeySchema.safeParse(key).success) {
      setProblem(t('pages.slugInvalid'));
      return;
    }
    setProblem(undefined);
    onOpen({ key, locale });
  };
  return (
    <form className="record" onSubmit={open} aria-labelledby="pick-title">
      <h2 id="pick-title">{t('pages.pick')}</h2>
      <SelectField label={t('pages.key')} value={picked} onChange={(event) => setPicked(event.target.value)}>
        <optgroup label={t('pages.group.pages')}>
          <option value="home">{t('pages.home')}</option>
          {[...paths].sort().map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
          <option value={NEW_PAGE}>{t('pages.new')}</option>
        </optgroup>
        <optgroup label={t('pages.group.templates')}>
          {ROUTE_KIND_NAMES.map((kind) => (
            <option key={kind} value={`template:${kind}`}>
              {t('pages.template', { kind })}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('pages.group.layout')}>
          {LAYOUT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(key === 'layout:header' ? 'pages.layout.header' : 'pages.layout.footer')}
            </option>
          ))}
        </optgroup>
      </SelectField>
      {picked === NEW_PAGE && (
        <TextField
          label={t('pages.slug')}
          hint={t('pages.slugHint')}
          problem={problem}
          value={slug}
          required
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setSlug(event.target.value)}
        />
      )}
      <SelectField
        label={t('pages.locale')}
        value={locale}
        onChange={(event) => setLocale(TRANSLATED_LOCALES.find((one) => one === event.target.value) ?? 'en')}
      >
        {TRANSLATED_LOCALES.map((one) => (
          <option key={one} value={one} lang={one}>
            {LOCALE_NAMES[one]}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="primary">
        {t('pages.open')}
      </button>
    </form>
  );
}

function Composer({ address, serial }: { address: Address; serial: number }) {
  const page = useSWR(['pages/open', address.key, address.locale, serial], () => openPage(address), {
    // The composer holds the page from here on: a fresh read would undo the merchant's edits.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  // The preview sits beside the editor on a wide screen, below it on a phone (back-office.css).
  const [previewSlot, setPreviewSlot] = useState<HTMLDivElement | null>(null);
  return (
    <section aria-labelledby="page-title">
      <h2 id="page-title" className="breaks-anywhere">
        <code>{address.key}</code> · {LOCALE_NAMES[address.locale]}
      </h2>
      <div className="composer-page">
        <div className="composer-editor">
          {page.data ? <PageEditor address={address} opened={page.data} previewSlot={previewSlot} /> : <Waiting failed={page.error !== undefined} />}
        </div>
        <div className="composer-preview" ref={setPreviewSlot} />
      </div>
      <Revisions address={address} />
    </section>
  );
}

function PageEditor({ address, opened, previewSlot }: { address: Address; opened: Opened; previewSlot: HTMLElement | null }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusal();
  const outcome = useOutcome();
  const prefix = useId();
  const kinds = useSWR('block-kinds', fetchBlockKinds);
  const { mutate } = useSWRConfig();
  const [body, setBody] = useState(opened.body);
  const [draft, setDraft] = useState(opened.draft);
  const [problems, setProblems] = useState(opened.problems);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Draft | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [newType, setNewType] = useState('');
  // Where a new block goes: the id of the block it goes last inside, or '' for the end of the page.
  const [newInside, setNewInside] = useState('');
  const [publishedAt, setPublishedAt] = useState<string | null>(null);
  // What the last move of the tree did, said politely, or why the last edit of the tree was refused.
  const [treeNews, setTreeNews] = useState<{ said: string; refused: boolean } | null>(null);
  // The controls to focus after the next render, the first that can take it.
  const focusNext = useRef<readonly string[] | null>(null);
  // What a save sends and answers against: the latest, not the one a timer's render saw.
  const latest = useRef({ body, draft });
  latest.current = { body, draft };

  // Before the browser paints (and before anything watching the page sees it): the focus is where the change put it.
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    // A button turned off (Move up at the top of its level) cannot keep the focus: the next one wanted has it.
    const control = wanted
      ?.map((id) => document.getElementById(id))
      .find((element) => element !== null && !(element instanceof HTMLButtonElement && element.disabled));
    control?.focus();
  });

  const kindOfTemplate = address.key.startsWith('template:') ? address.key.slice('template:'.length) : null;
  const shopAddress = shopAddressOf(address.key, address.locale);
  const controlId = (block: ComposedBlock, action: string) => `${prefix}-${block.id.replace(/\s/g, '_')}-${action}`;
  const order = blocksInOrder(body.blocks);
  const names = blockNamesOf(body.blocks, t);
  const nameAt = (path: BlockPath) => names.get(pathKey(path)) ?? '';

  const edit = (next: ComposedBody) => {
    // At once, not at the next render: an edit that waited meanwhile (a block's form loading) builds on this one.
    latest.current = { ...latest.current, body: next };
    setBody(next);
    setDirty(true);
    setPublishedAt(null);
  };

  /** The draft as saved, or null when the shop refused it. */
  const save = async (over?: string): Promise<DraftFacts | null> => {
    const { body: sending, draft: current } = latest.current;
    const ifMatch = over ?? current?.version;
    setSaving(true);
    try {
      const { data } = await admin.call('pages/draft/put', {
        body: { key: address.key, locale: address.locale, pageBody: sending },
        ...(ifMatch ? { headers: { 'If-Match': ifMatch } } : {}),
      });
      const saved = { version: data.version, savedBy: data.savedBy, savedAt: data.savedAt };
      setDraft(saved);
      setProblems(problemsOf(data.problems));
      setConflict(null);
      // Edits made while the save was on its way are still to be saved.
      if (latest.current.body === sending) setDirty(false);
      outcome.clear();
      return saved;
    } catch (error) {
      const theirs = error instanceof AdminRefusal && error.answer.status === 409 ? draftSchema.safeParse(error.answer.data) : null;
      if (theirs?.success) setConflict(theirs.data);
      else {
        setProblems(problemsByField(error, t));
        outcome.fail(refusal(error));
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  useEffect(() => {
    if (!dirty || conflict || saving) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `save` reads the latest state through `latest`; a new one each render must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, dirty, conflict, saving]);

  const loadTheirs = (theirs: Draft) => {
    setBody(theirs.pageBody);
    setDraft(theirs);
    setProblems(problemsOf(theirs.problems));
    setConflict(null);
    setDirty(false);
    setSelected(null);
    setTreeNews(null);
    focusNext.current = [`${prefix}-blocks`];
  };

  const publish = async () => {
    outcome.clear();
    setPublishedAt(null);
    if (!dirty && !draft) {
      outcome.fail(t('pages.nothingToPublish'));
      return;
    }
    const publishing = dirty ? await save() : draft;
    if (!publishing) return;
    try {
      const { data } = await admin.call('pages/publish', { body: address, headers: { 'If-Match': publishing.version } });
      setDraft(null);
      setProblems({});
      setPublishedAt(data.updatedAt);
      outcome.succeed(t('pages.published'));
      void mutate(revisionsKey(address));
      void mutate(publishedPageKey(address));
    } catch (error) {
      setProblems(problemsByField(error, t));
      outcome.fail(refusal(error));
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const kind = kinds.data?.find((one) => one.type === newType);
    if (!kind) return;
    try {
      const props = z
        .record(z.string(), z.unknown())
        .catch({})
        .parse(initialValueOf(await blockModelOf(kind.type)));
      // The page as it is now: another block may have been added while this one's form loaded.
      const current = latest.current.body;
      const inside = blocksInOrder(current.blocks).find(({ block }) => block.id === newInside)?.path ?? [];
      const added = addBlock(current, kind.type, kind.version, props, inside);
      if (!treeEdited(added)) return;
      const block = blockAt(added.body.blocks, added.path)!;
      setSelected(block.id);
      focusNext.current = [controlId(block, 'edit')];
    } catch {
      outcome.fail(t('pages.schemaFailed'));
    }
  };

  /** Takes in an edit of the tree when it was made, else says why not; answers whether it was made. */
  const treeEdited = (change: TreeEdit): change is Extract<TreeEdit, { ok: true }> => {
    if (!change.ok) {
      setTreeNews({ said: refusalText(change.refusal, t), refused: true });
      return false;
    }
    setTreeNews(null);
    edit(change.body);
    return true;
  };

  const move = (path: BlockPath, drop: Drop, control: MoveControl) => {
    const moved = moveBlock(body, path, drop);
    if (moved.ok && moved.body === body) return;
    if (!treeEdited(moved)) return;
    const block = blockAt(moved.body.blocks, moved.path)!;
    const after = blockNamesOf(moved.body.blocks, t);
    const name = after.get(pathKey(moved.path)) ?? '';
    const position = moved.path.at(-1)! + 1;
    const parent = moved.path.length > 1 ? after.get(pathKey(moved.path.slice(0, -1))) : undefined;
    setTreeNews({
      said: parent !== undefined ? t('composerTree.movedInto', { block: name, parent, position }) : t('composerTree.movedToTop', { block: name, position }),
      refused: false,
    });
    // The pressed button keeps the focus while it can still be pressed; else the moved block's name has it.
    focusNext.current = control === 'name' ? [controlId(block, 'name')] : [controlId(block, control), controlId(block, 'name')];
  };

  const duplicate = (path: BlockPath) => {
    const copied = duplicateBlock(body, path);
    if (treeEdited(copied)) focusNext.current = [controlId(blockAt(copied.body.blocks, copied.path)!, 'edit')];
  };

  const remove = (path: BlockPath) => {
    const removed = blockAt(body.blocks, path);
    const next = removeBlock(body, path);
    edit(next);
    setTreeNews(null);
    if (removed && blocksInOrder([removed]).some(({ block }) => block.id === selected)) setSelected(null);
    // The focus goes to the block that took its place, else the one before it, else its parent.
    const index = path.at(-1)!;
    const neighbour = [[...path.slice(0, -1), index], [...path.slice(0, -1), index - 1], path.slice(0, -1)]
      .map((place) => (place.length > 0 && place.at(-1)! >= 0 ? blockAt(next.blocks, place) : undefined))
      .find((block) => block !== undefined);
    focusNext.current = [neighbour ? controlId(neighbour, 'edit') : `${prefix}-add-type`];
    return Promise.resolve(true);
  };

  /** A block clicked in the preview: its form opens and its button takes the focus, which brings it into view. */
  const selectFromPreview = (ids: readonly string[]) => {
    const path = pathOfIds(body.blocks, ids);
    const block = path && blockAt(body.blocks, path);
    if (!block) return;
    setSelected(block.id);
    focusNext.current = [controlId(block, 'edit')];
    // Already open, nothing renders again: the focus moves now.
    if (selected === block.id) document.getElementById(controlId(block, 'edit'))?.focus();
  };

  /** The selected block as the preview names blocks (its id and its parents' ids), with the tree's name for it: the preview marks it. */
  const selectedPlace = selected === null ? undefined : blocksInOrder(body.blocks).find(({ block }) => block.id === selected);
  const selectionInPreview = selectedPlace
    ? { ids: selectedPlace.path.map((_, depth) => blockAt(body.blocks, selectedPlace.path.slice(0, depth + 1))?.id ?? ''), label: nameAt(selectedPlace.path) }
    : null;

  const placed = Object.entries(problems).map(([path, message]) => ({ path, message, place: placeProblem(path) }));
  const status = dirty
    ? t('pages.unsaved')
    : draft
      ? t('pages.fromDraft', { who: draft.savedBy, when: formatTime(draft.savedAt, i18n.language) })
      : opened.published || publishedAt
        ? t('pages.fromPublished')
        : t('pages.fromNothing');

  return (
    <>
      <p role="status">{saving ? t('pages.saving') : status}</p>
      {previewSlot &&
        createPortal(
          <PreviewFrame pageKey={address.key} locale={address.locale} body={body} onSelectBlock={selectFromPreview} selected={selectionInPreview} />,
          previewSlot,
        )}

      {conflict && (
        <div className="confirm" role="alert">
          <p>{t('pages.conflict', { who: conflict.savedBy, when: formatTime(conflict.savedAt, i18n.language) })}</p>
          <p>{t('pages.conflictHint')}</p>
          <div className="buttons">
            <button type="button" className="primary" onClick={() => loadTheirs(conflict)}>
              {t('pages.loadTheirs')}
            </button>
            <button type="button" onClick={() => void save(conflict.version)}>
              {t('pages.keepMine')}
            </button>
          </div>
        </div>
      )}

      {placed.length > 0 && (
        <section className="problem-summary" aria-labelledby={`${prefix}-problems`}>
          <h3 id={`${prefix}-problems`}>{t('pages.problems')}</h3>
          <ul>
            {placed.map(({ path, message, place }) => (
              <li key={path}>
                {place && names.has(pathKey(place.block)) ? nameAt(place.block) : t('pages.pageProblem')}
                {place?.path ? (
                  <>
                    {' '}
                    <code className="breaks-anywhere">{place.path}</code>
                  </>
                ) : null}
                : {message}
              </li>
            ))}
          </ul>
        </section>
      )}

      <h3 id={`${prefix}-blocks`} tabIndex={-1}>
        {t('pages.blocks')}
      </h3>
      <p role="status" className="composer-tree-status">
        {treeNews && !treeNews.refused ? treeNews.said : ''}
      </p>
      {treeNews?.refused && (
        <p className="status-failed" role="alert">
          {treeNews.said}
        </p>
      )}
      {body.blocks.length === 0 ? (
        <p>{t('pages.noBlocks')}</p>
      ) : (
        <BlockTree
          labelledBy={`${prefix}-blocks`}
          body={body}
          names={names}
          selected={selected}
          controlId={controlId}
          problemCountOf={(path) => Object.keys(problemsOfBlock(problems, path)).length}
          onSelect={(block, open) => setSelected(open ? block.id : null)}
          onMove={move}
          onDuplicate={duplicate}
          removeButton={(path, name) => (
            <ChangeButton
              label={t('pages.remove', { block: name })}
              confirm={kindOfTemplate !== null}
              ask={
                body.blocks.length === 1 && path.length === 1
                  ? t('pages.removeLastAsk', { kind: kindOfTemplate })
                  : t('pages.removeAsk', { kind: kindOfTemplate, block: name })
              }
              onChange={() => remove(path)}
            />
          )}
          form={(block, path) => (
            <BlockEditor
              block={block}
              problems={problemsOfBlock(problems, path)}
              idPrefix={controlId(block, 'field')}
              onChange={(props) => edit(replaceProps(body, path, props))}
            />
          )}
        />
      )}

      <form onSubmit={(event) => void add(event)} aria-labelledby={`${prefix}-add`}>
        <h3 id={`${prefix}-add`}>{t('pages.add')}</h3>
        {kinds.data ? (
          <>
            {body.blocks.length > 0 && (
              <SelectField
                label={t('composerTree.where')}
                value={order.some(({ block }) => block.id === newInside) ? newInside : ''}
                onChange={(event) => setNewInside(event.target.value)}
              >
                <option value="">{t('composerTree.atEnd')}</option>
                {order.map(({ block, path }) => (
                  <option key={pathKey(path)} value={block.id}>
                    {'— '.repeat(path.length - 1)}
                    {t('composerTree.lastInside', { block: nameAt(path) })}
                  </option>
                ))}
              </SelectField>
            )}
            <SelectField
              id={`${prefix}-add-type`}
              label={t('pages.addType')}
              value={newType}
              required
              onChange={(event) => setNewType(event.target.value)}
            >
              <option value="">{t('pages.addChoose')}</option>
              {kinds.data
                .map((kind) => ({ type: kind.type, name: blockNameOf(t, kind.type) }))
                .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
                .map(({ type, name }) => (
                  <option key={type} value={type}>
                    {name}
                  </option>
                ))}
            </SelectField>
            <button type="submit">{t('pages.addButton')}</button>
          </>
        ) : (
          <Waiting failed={kinds.error !== undefined} />
        )}
      </form>

      <div className="buttons">
        <button type="button" disabled={saving} onClick={() => void save()}>
          {t('pages.save')}
        </button>
        <button type="button" className="primary" disabled={saving} onClick={() => void publish()}>
          {t('pages.publish')}
        </button>
      </div>
      <DraftChanges address={address} body={body} />
      <FormStatus done={outcome.done} failed={outcome.failed} />
      {publishedAt && shopAddress && (
        <p>
          <a href={shopAddress}>{t('pages.see')}</a>
        </p>
      )}
    </>
  );
}

/** One block's form, once its type's schema has come. */
function BlockEditor({
  block,
  problems,
  idPrefix,
  onChange,
}: {
  block: ComposedBlock;
  problems: Problems;
  idPrefix: string;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const locale = backOfficeLocaleOf(useTranslation().i18n.language);
  const model = useSWR(['block-model', block.type, locale], () => blockModelOf(block.type, locale));
  const references = useReferences(model.data);
  if (!model.data) return <Waiting failed={model.error !== undefined} />;
  return (
    <BlockForm
      model={model.data}
      value={block.props}
      problems={problems}
      idPrefix={idPrefix}
      onChange={(next) => onChange({ ...next })}
      {...references}
    />
  );
}

/** Every publish of the page, newest first, each one press (and a second to be sure) from being published again. */
function Revisions({ address }: { address: Address }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusal();
  const outcome = useOutcome();
  const revisions = useSWR(revisionsKey(address), async () => (await admin.call('pages/revisions/list', { query: address })).data);
  const { mutate } = useSWRConfig();
  const [comparing, setComparing] = useState<number | null>(null);

  const rollBack = async (number: number) => {
    outcome.clear();
    try {
      const { data } = await admin.call('pages/rollback', { body: { ...address, number } });
      outcome.succeed(t('pages.rolledBack', { number, revision: data.revision }));
      void mutate(publishedPageKey(address));
      await revisions.mutate();
      return true;
    } catch (error) {
      outcome.fail(refusal(error));
      return false;
    }
  };

  return (
    // A plain section: the table's frame is the region named "Revisions", and one such region is enough.
    <section>
      <h3>{t('pages.revisions')}</h3>
      {!revisions.data ? (
        <Waiting failed={revisions.error !== undefined} />
      ) : revisions.data.length === 0 ? (
        <p>{t('pages.noRevisions')}</p>
      ) : (
        <TableFrame label={t('pages.revisions')} narrow>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('pages.revision')}</th>
                <th scope="col">{t('pages.publishedBy')}</th>
                <th scope="col">{t('pages.publishedAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('pages.revisionActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {revisions.data.map((revision, index) => (
                <tr key={revision.number}>
                  <th scope="row">
                    {revision.number}
                    {revision.rolledBackFrom !== null && <> ({t('pages.rolledBackFrom', { number: revision.rolledBackFrom })})</>}
                  </th>
                  <td className="breaks-anywhere">{revision.publishedBy}</td>
                  <td>{formatTime(revision.publishedAt, i18n.language)}</td>
                  <td>
                    <button
                      type="button"
                      className="revision-changes-toggle"
                      aria-expanded={comparing === revision.number}
                      aria-controls={comparing === revision.number ? 'revision-changes' : undefined}
                      onClick={() => setComparing(comparing === revision.number ? null : revision.number)}
                    >
                      {t('diff.whatChanged', { number: revision.number })}
                    </button>
                    {index > 0 && (
                      <ChangeButton
                        label={t('pages.rollback', { number: revision.number })}
                        confirm
                        ask={t('pages.rollbackAsk', { number: revision.number })}
                        onChange={() => rollBack(revision.number)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {comparing !== null && <RevisionChanges key={comparing} id="revision-changes" address={address} number={comparing} />}
      <FormStatus done={outcome.done} failed={outcome.failed} />
    </section>
  );
}
