import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_API_BASE_PATH } from '../schema/admin-api/contract';
import {
  CATALOG_EXPORTS,
  CATALOG_FILE_MAX_BYTES,
  CATALOG_FILES_ROLES,
  CATALOG_PICTURE_MAX_BYTES,
  catalogFileKindOf,
  type CatalogImportEvent,
  type CatalogImportOutcome,
  type CatalogImportProblem,
} from '../schema/admin-api/catalog-files';
import { ImportRefusal, runCatalogImport, sortFiles } from './catalog-import';
import { FormStatus, TableFrame, usePageTitle } from './fields';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * The catalog's files: import products from Shopify's CSV (with its pictures) or the shop's
 * JSON lines, checked first and then written by the shop as `npm run catalog -- import` does,
 * with its progress as it goes and every problem by row and column; and the whole catalog to
 * download in either form.
 */

type Progress = Extract<CatalogImportEvent, { type: 'progress' }>;
type Ending = Extract<CatalogImportEvent, { type: 'finished' | 'refused' | 'failed' }>;
type Finished = Extract<Ending, { type: 'finished' }>;

type Run =
  | { state: 'idle' }
  | { state: 'sending'; sent: number; total: number }
  | { state: 'running'; progress: Progress | null }
  /** `wrote`: the shop had begun writing, so an ending other than `finished` may leave some products imported. */
  | { state: 'ended'; ending: Ending; wrote: boolean };

/** The least time between two progress announcements, so a screen reader is not talked over. */
const ANNOUNCE_EVERY_MS = 5000;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export function CatalogPage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('catalog.title'));
  if (!mayCall(caller.role, CATALOG_FILES_ROLES)) return <NotForYourRole roles={CATALOG_FILES_ROLES} />;
  return (
    <>
      <h1 tabIndex={-1}>{t('catalog.title')}</h1>
      <ImportSection />
      <ExportSection />
    </>
  );
}

/** What the progress bar says: files sent, products checked, or products written with their pace. */
function useProgressText(run: Run): string {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value);
  if (run.state === 'sending') return t('catalog.sending', { done: number(run.sent), total: number(run.total) });
  if (run.state !== 'running') return '';
  const progress = run.progress;
  if (progress === null) return t('catalog.starting');
  const done =
    progress.phase === 'checking'
      ? t('catalog.checking', { done: number(progress.done) })
      : t('catalog.writing', { done: number(progress.done), total: number(progress.total ?? progress.done) });
  if (progress.perSecond === null) return done;
  const pace =
    progress.secondsLeft === null
      ? t('catalog.rate', { perSecond: number(progress.perSecond) })
      : t('catalog.pace', { perSecond: number(progress.perSecond), seconds: number(Math.ceil(progress.secondsLeft)) });
  return `${done}; ${pace}`;
}

/** `text` for a polite live region: a new phase at once, the same phase's figures at most every ANNOUNCE_EVERY_MS. */
function useAnnounced(text: string, phase: string): string {
  const [announced, setAnnounced] = useState('');
  const last = useRef({ phase: '', at: 0 });
  useEffect(() => {
    const now = Date.now();
    if (text === '' || (phase === last.current.phase && now - last.current.at < ANNOUNCE_EVERY_MS)) return;
    last.current = { phase, at: now };
    setAnnounced(text);
  }, [text, phase]);
  return announced;
}

function ImportSection() {
  const { t } = useTranslation();
  const [catalog, setCatalog] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [chooseProblem, setChooseProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [notes, setNotes] = useState<string[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const catalogInput = useRef<HTMLInputElement>(null);
  const busy = run.state === 'sending' || run.state === 'running';
  const kind = catalog ? catalogFileKindOf(catalog.name) : null;

  const progressText = useProgressText(run);
  const phase = run.state === 'running' ? (run.progress?.phase ?? 'starting') : run.state;
  const announced = useAnnounced(progressText, phase);

  function chooseCatalog(file: File | null) {
    setChooseProblem(file && catalogFileKindOf(file.name) === null ? t('catalog.wrongKind', { name: file.name }) : null);
    setCatalog(file && catalogFileKindOf(file.name) !== null ? file : null);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setOver(false);
    const sorted = sortFiles([...event.dataTransfer.files]);
    if (sorted.catalogs.length > 1) return setChooseProblem(t('catalog.several'));
    if (sorted.catalog) setCatalog(sorted.catalog);
    if (sorted.pictures.length > 0) setPictures(sorted.pictures);
    setChooseProblem(sorted.others.length > 0 ? t('catalog.leftOut', { names: sorted.others.map((file) => file.name).join(', ') }) : null);
  }

  async function start(dryRun: boolean) {
    if (!catalog) return;
    setNotes([]);
    setRefused(null);
    setRun({ state: 'sending', sent: 0, total: 1 });
    let ending: Ending | null = null;
    let wrote = false;
    try {
      await runCatalogImport({ catalog, pictures }, dryRun, {
        sending: (sent, total) => setRun({ state: 'sending', sent, total }),
        event(event) {
          if (event.type === 'started') setRun({ state: 'running', progress: null });
          else if (event.type === 'progress') {
            // A check never writes, whatever phase it names.
            wrote ||= !dryRun && event.phase === 'writing';
            setRun({ state: 'running', progress: event });
          } else if (event.type === 'note') setNotes((before) => [...before, event.text]);
          else ending = event;
        },
      });
      setRun(ending ? { state: 'ended', ending, wrote } : { state: 'idle' });
      if (!ending) setRefused(t('app.failed'));
    } catch (error) {
      setRun({ state: 'idle' });
      setRefused(error instanceof ImportRefusal ? error.message : t('app.failed'));
    }
  }

  const value = run.state === 'sending' ? run.sent : run.state === 'running' && run.progress?.total ? run.progress.done : undefined;
  const max = run.state === 'sending' ? run.total : run.state === 'running' && run.progress?.total ? run.progress.total : undefined;

  return (
    <section aria-labelledby="catalog-import-title">
      <h2 id="catalog-import-title">{t('catalog.import.title')}</h2>
      <p>{t('catalog.import.intro')}</p>
      <div className="field">
        <label htmlFor="catalog-file">{t('catalog.file')}</label>
        <p className="field-hint" id="catalog-file-hint">
          {t('catalog.file.hint', { megabytes: megabytes(CATALOG_FILE_MAX_BYTES) })}
        </p>
        <input
          ref={catalogInput}
          id="catalog-file"
          type="file"
          accept=".csv,.jsonl,.ndjson,text/csv"
          aria-describedby="catalog-file-hint"
          disabled={busy}
          onChange={(event) => chooseCatalog(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="field">
        <label htmlFor="catalog-pictures">{t('catalog.pictures')}</label>
        <p className="field-hint" id="catalog-pictures-hint">
          {t('catalog.pictures.hint', { megabytes: megabytes(CATALOG_PICTURE_MAX_BYTES) })}
        </p>
        <input
          id="catalog-pictures"
          type="file"
          accept="image/*"
          multiple
          aria-describedby="catalog-pictures-hint"
          disabled={busy || kind === 'jsonl'}
          onChange={(event) => setPictures([...(event.target.files ?? [])])}
        />
      </div>
      <button
        type="button"
        className={over ? 'drop-zone over' : 'drop-zone'}
        disabled={busy}
        onClick={() => catalogInput.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        {t('catalog.drop')}
      </button>
      <p aria-live="polite">
        {catalog
          ? t(kind === 'csv' ? 'catalog.chosen.csv' : 'catalog.chosen.jsonl', { name: catalog.name, count: pictures.length })
          : t('catalog.chosen.none')}
      </p>
      {chooseProblem && (
        <p className="status-failed" role="alert">
          {chooseProblem}
        </p>
      )}
      <div className="actions">
        <button type="button" disabled={busy || !catalog} onClick={() => void start(true)}>
          {t('catalog.check')}
        </button>
        <button type="button" className="primary" disabled={busy || !catalog} onClick={() => void start(false)}>
          {t('catalog.run')}
        </button>
      </div>
      {busy && (
        <div className="catalog-progress">
          <label htmlFor="catalog-progress">{t('catalog.progress')}</label>
          <progress id="catalog-progress" value={value} max={max} aria-describedby="catalog-progress-text" />
          <p id="catalog-progress-text">{progressText}</p>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      {notes.length > 0 && (
        <ul className="catalog-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <FormStatus failed={refused} />
      {run.state === 'ended' && <ImportEnding ending={run.ending} wrote={run.wrote} csv={kind === 'csv'} />}
    </section>
  );
}

/** What came of the categories, tags and pictures, and of the collections: only the figures that are not zero. */
function outcomeDetails(t: TFunction, outcome: CatalogImportOutcome, dryRun: boolean): string {
  const made = [
    outcome.categories > 0 ? t('catalogEnding.categories', { count: outcome.categories }) : '',
    outcome.tags > 0 ? t('catalogEnding.tags', { count: outcome.tags }) : '',
    outcome.pictures > 0 ? t('catalogEnding.pictures', { count: outcome.pictures }) : '',
  ].filter(Boolean);
  const collections = dryRun ? 'catalogEnding.collectionsWould' : 'catalogEnding.collections';
  return [
    made.length > 0 ? t('catalogEnding.new', { list: made.join(t('catalogEnding.listSeparator')) }) : '',
    outcome.collections > 0 ? t(collections, { count: outcome.collections }) : '',
  ].join('');
}

/**
 * A finished import (or check) said in the member's language from its figures; the server's
 * `text` is the command line's English summary, which names slugs a page need not repeat.
 */
function finishedSummary(t: TFunction, ending: Finished): string {
  const { outcome, dryRun } = ending;
  return t(dryRun ? 'catalogEnding.checked' : 'catalogEnding.imported', {
    count: outcome.products,
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    details: outcomeDetails(t, outcome, dryRun),
  });
}

/**
 * How the import ended, in the member's language: the figures of a finished one, the count of
 * problems above the table of them, or the shop's own message (English) after a lead saying it stopped.
 */
function ImportEnding({ ending, wrote, csv }: { ending: Ending; wrote: boolean; csv: boolean }) {
  const { t } = useTranslation();
  if (ending.type === 'finished') {
    return (
      <p className="status-done catalog-summary" role="status">
        {finishedSummary(t, ending)}
      </p>
    );
  }
  if (ending.type === 'failed') return <ShopMessage lead={t('catalogEnding.failed')} text={ending.text} />;
  return (
    <>
      {wrote ? (
        // Stopped while writing (the shop changed under a long import): only the shop's text says how far it got.
        <ShopMessage lead={t('catalogEnding.stoppedPartway')} text={ending.text} />
      ) : (
        <p className="status-failed" role="alert">
          {t(csv ? 'catalogEnding.refusedRows' : 'catalogEnding.refusedLines', { count: ending.problems.length })}
        </p>
      )}
      {ending.problems.length > 0 && <ProblemTable problems={ending.problems} csv={csv} />}
    </>
  );
}

/** A message of the shop, which is in English, after a lead in the member's language. */
function ShopMessage({ lead, text }: { lead: string; text: string }) {
  return (
    <p className="status-failed" role="alert">
      {lead} <span lang="en">{text}</span>
    </p>
  );
}

/** A problem in the member's language when the shop said it by key; else the shop's English, marked as English. */
function ProblemWords({ problem }: { problem: CatalogImportProblem }) {
  const { t } = useTranslation();
  if (problem.said) return <>{t(`problem.${problem.said.key}`, problem.said.values)}</>;
  return <span lang="en">{problem.message}</span>;
}

/** The row-by-row report: a CSV's rows and columns, a JSON lines file's lines and fields. */
function ProblemTable({ problems, csv }: { problems: readonly CatalogImportProblem[]; csv: boolean }) {
  const { t } = useTranslation();
  const caption = t('catalog.problems', { count: problems.length });
  return (
    <TableFrame label={caption} narrow>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(csv ? 'catalog.row' : 'catalog.line')}</th>
            <th scope="col">{t(csv ? 'catalog.column' : 'catalog.field')}</th>
            <th scope="col">{t('catalog.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={index}>
              <th scope="row">{problem.row}</th>
              <td>{problem.column || t('catalog.wholeLine')}</td>
              <td className="breaks-anywhere">
                <ProblemWords problem={problem} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ExportSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="catalog-export-title">
      <h2 id="catalog-export-title">{t('catalog.export.title')}</h2>
      <p>{t('catalog.export.intro')}</p>
      <ul>
        <li>
          <a href={`${ADMIN_API_BASE_PATH}${CATALOG_EXPORTS.jsonl.path}`} download={CATALOG_EXPORTS.jsonl.file}>
            {t('catalog.export.jsonl')}
          </a>
        </li>
        <li>
          <a href={`${ADMIN_API_BASE_PATH}${CATALOG_EXPORTS.csv.path}`} download={CATALOG_EXPORTS.csv.file}>
            {t('catalog.export.csv')}
          </a>
        </li>
      </ul>
      <p className="field-hint">{t('catalog.export.pictures')}</p>
    </section>
  );
}
