import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PAGE_CALLS } from '../../schema/admin-api/pages';
import type { TranslatedLocale } from '../../schema/languages';
import { formatPath } from '../../schema/json-path';
import { adminFor, AdminRefusal } from '../api';
import { Waiting } from '../fields';
import { backOfficeLocaleOf } from '../i18n';
import type { FieldModel } from './block-form-model';
import { blockNameOf } from './block-names';
import { blockModelOf } from './block-schemas';
import type { ComposedBody } from './page-body-edits';
import { fieldLabelOf, groupByBlock, pageChanges, type BlockPlace, type PageChange, type ValueChange } from './page-diff';

/*
 * What a revision changed, and what the draft changes, as the merchant reads it before rolling
 * back or publishing: the changes grouped by block, each one line, what it was and what it is on
 * request. The comparing itself is page-diff's; this only fetches the two sides and says it.
 */

const admin = adminFor(PAGE_CALLS);

type Address = { key: string; locale: TranslatedLocale };
type HeadingLevel = 3 | 4;

/** The published page, as "Compare with what shoppers see" reads it: a publish or a rollback refreshes it. */
export const publishedPageKey = ({ key, locale }: Address) => ['pages/published', key, locale] as const;

/** The published body, or null when nothing is published there. */
async function fetchPublished(address: Address): Promise<{ body: unknown } | null> {
  try {
    const { data } = await admin.call('pages/get', { query: address });
    return Array.isArray(data) ? null : { body: data.pageBody };
  } catch (error) {
    if (error instanceof AdminRefusal && error.answer.status === 404) return null;
    throw error;
  }
}

async function fetchRevision(address: Address, number: number) {
  const { data } = await admin.call('pages/revisions/get', { params: { number: String(number) }, query: address });
  return { body: data.pageBody, meta: data.meta };
}

/** What revision `number` changed from the one before it; its heading takes the focus when it opens. */
export function RevisionChanges({ id, address, number }: { id?: string; address: Address; number: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const compared = useSWR(['pages/revision-changes', address.key, address.locale, number], async () =>
    number > 1 ? pageChanges(...(await Promise.all([fetchRevision(address, number - 1), fetchRevision(address, number)]))) : null,
  );
  return (
    <ChangesPanel id={id} headingId={headingId} title={t('diff.whatChanged', { number })} level={4}>
      {compared.data === undefined ? (
        <Waiting failed={compared.error !== undefined} />
      ) : compared.data === null ? (
        <p>{t('diff.first', { number })}</p>
      ) : (
        <ChangeList changes={compared.data} level={4} none={t('diff.none')} />
      )}
    </ChangesPanel>
  );
}

/** The draft as the composer holds it, beside what shoppers see now: a button, then the changes. */
export function DraftChanges({ address, body }: { address: Address; body: ComposedBody }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        {t('diff.compare')}
      </button>
      {open && <PublishedComparison id={panelId} address={address} body={body} />}
    </>
  );
}

function PublishedComparison({ id, address, body }: { id: string; address: Address; body: ComposedBody }) {
  const { t } = useTranslation();
  const headingId = useId();
  const published = useSWR(publishedPageKey(address), () => fetchPublished(address));
  return (
    <ChangesPanel id={id} headingId={headingId} title={t('diff.draftTitle')} level={3}>
      {published.data === undefined ? (
        <Waiting failed={published.error !== undefined} />
      ) : (
        <>
          {published.data === null && <p>{t('diff.nothingPublished')}</p>}
          <ChangeList
            // With nothing published, every block of the draft is new to shoppers.
            changes={pageChanges(published.data ?? { body: { ...body, blocks: [] } }, { body })}
            level={3}
            none={t('diff.sameAsShop')}
          />
        </>
      )}
    </ChangesPanel>
  );
}

/** A titled region whose heading takes the focus when it appears, so a keyboard lands on what it asked for. */
function ChangesPanel({
  id,
  headingId,
  title,
  level,
  children,
}: {
  id?: string | undefined;
  headingId: string;
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section id={id} className="page-changes" aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** The changes grouped by block, the page's own first; `none` says there are none. */
export function ChangeList({ changes, level, none }: { changes: PageChange[]; level: HeadingLevel; none: string }) {
  const { t } = useTranslation();
  const labels = useFieldLabels(changes);
  if (changes.length === 0) return <p>{none}</p>;
  const GroupHeading = level === 3 ? 'h4' : 'h5';
  return (
    <>
      <p>{t('diff.count', { count: changes.length })}</p>
      <ul className="page-change-groups">
        {groupByBlock(changes).map((group, index) => (
          <li key={index}>
            <GroupHeading className="breaks-anywhere">{group.block ? blockName(group.block, t) : t('diff.page')}</GroupHeading>
            <ul>
              {group.changes.map((change, at) => (
                <li key={at}>
                  <ChangeLine change={change} labels={labels} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** `Block 2, columns › Block 1, rich-text`: each level from the page's top. */
function blockName(block: BlockPlace, t: Translate): string {
  return block.trail.map((level) => t('diff.block', { number: level.position, name: blockNameOf(t, level.type) })).join(' › ');
}

/** The form model of each block type the changes name a field of, as far as they have come. */
function useFieldLabels(changes: readonly PageChange[]): ReadonlyMap<string, FieldModel> {
  const locale = backOfficeLocaleOf(useTranslation().i18n.language);
  const types = [...new Set(changes.flatMap((change) => (change.kind === 'field' ? [change.block.trail.at(-1)!.type] : [])))].sort();
  const models = useSWR(types.length > 0 ? ['block-models', locale, ...types] : null, async () => {
    // A type the shop has no schema for keeps its fields named by their paths.
    const fetched = await Promise.all(types.map(async (type) => [type, await blockModelOf(type, locale).catch(() => undefined)] as const));
    return new Map(fetched.flatMap(([type, model]) => (model ? [[type, model] as const] : [])));
  });
  return models.data ?? new Map();
}

function ChangeLine({ change, labels }: { change: PageChange; labels: ReadonlyMap<string, FieldModel> }) {
  const { t } = useTranslation();
  switch (change.kind) {
    case 'added':
      return <>{t('diff.added', { position: change.position })}</>;
    case 'removed':
      return <>{t('diff.removed', { position: change.position })}</>;
    case 'moved':
      return <>{t('diff.moved', { from: change.from, to: change.to })}</>;
    case 'type':
      return <>{t('diff.type', { before: blockNameOf(t, change.before), after: blockNameOf(t, change.after) })}</>;
    case 'template':
      return <ValueLine name={t('diff.template')} change={change} />;
    case 'page':
      return <ValueLine name={formatPath(change.path)} change={change} />;
    case 'meta':
      return <ValueLine name={t('diff.meta', { field: formatPath(change.path) })} change={change} />;
    case 'part':
      return <ValueLine name={change.part === 'version' ? t('diff.version') : change.part} change={change} />;
    case 'field': {
      const model = labels.get(change.block.trail.at(-1)!.type);
      const label = model && fieldLabelOf(model, change.path);
      return <ValueLine name={label ?? formatPath(change.path)} change={change} />;
    }
  }
}

/** "Content changed", then what it was and what it is behind a disclosure: a line each, and whole on a second one when cut. */
function ValueLine({ name, change }: { name: string; change: ValueChange }) {
  const { t } = useTranslation();
  const said = change.before === undefined ? 'diff.set' : change.after === undefined ? 'diff.unset' : 'diff.changed';
  return (
    <>
      <span className="breaks-anywhere">{t(said, { name })}</span>
      <details className="page-change-values">
        <summary>
          {t('diff.values')}
          <span className="visually-hidden"> ({name})</span>
        </summary>
        <Values before={change.shown.before} after={change.shown.after} />
        {change.shown.cut && (
          <details>
            <summary>{t('diff.whole')}</summary>
            <Values before={textOf(change.before)} after={textOf(change.after)} />
          </details>
        )}
      </details>
    </>
  );
}

function Values({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation();
  const value = (text: string | null) => (text === null ? t('diff.absent') : <code className="breaks-anywhere">{text}</code>);
  return (
    <dl>
      <dt>{t('diff.before')}</dt>
      <dd>{value(before)}</dd>
      <dt>{t('diff.after')}</dt>
      <dd>{value(after)}</dd>
    </dl>
  );
}

function textOf(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
}
