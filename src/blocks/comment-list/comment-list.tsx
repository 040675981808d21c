import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { problemsOfCall } from '../../forms/call-problems';
import { useCommentStrings } from '../../forms/comment-strings';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { formatMoment } from '../../renderer/kit/account-activity';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, readPageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import { langPath } from '../../schema/languages';
import { COMMENT_LIMITS } from '../../schema/web-api/comment-limits';
import type { CommentPage, CommentThread, CommentView } from '../../schema/web-api/comments';
import { textRuns } from './comment-text';
import type { CommentListBlockProps } from './schema';

// The calls come with the first one: reading the comments the server drew needs none of them.
const loadCalls = () => import('./comment-calls');

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  comments: pageData(() => import('../../schema/catalog').then((catalog) => catalog.commentPageSchema.optional())),
};
/** Read only while there are comments to show, for the sign-in link's way back, so not a prop. */
const articleDetail = pageData(() => import('../../schema/catalog').then((catalog) => catalog.articleDetailSchema.optional()));

type Problem = { path: string; message: string };

/** The text of a refusal: the server's keys are this block's strings or the shared validation ones. */
function problemText(t: TFunction, problems: readonly Problem[]): string {
  return problems.map((problem) => t(problem.message)).join(' ');
}

function CommentText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words text-text">
      {textRuns(text).map((run, index) =>
        run.kind === 'link' ? (
          <a key={index} href={run.href} rel="nofollow ugc noopener" target="_blank" className="text-primary underline">
            {run.text}
          </a>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </p>
  );
}

type FormProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (text: string) => Promise<readonly Problem[] | null>;
  onCancel?: () => void;
  /** A wait the server asked for: shown above the field until it passes. */
  notice?: string;
};

function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel, notice = '' }: FormProps) {
  const { t } = useCommentStrings();
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The block hydrates once the page is idle: until its script runs, a press would send the form nowhere.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (text.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    setBusy(true);
    const problems = await onSubmit(text);
    setBusy(false);
    if (problems === null) {
      setText('');
      setError('');
    } else setError(problemText(t, problems));
  };

  const left = COMMENT_LIMITS.text - text.length;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={label} className="flex flex-col gap-2" noValidate>
      <label htmlFor={`${id}-text`} className="font-semibold text-title">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        readOnly={!live}
        maxLength={COMMENT_LIMITS.text}
        rows={3}
        aria-invalid={error !== '' || undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className="w-full rounded-theme border border-theme bg-background p-3 text-text"
      />
      <p id={`${id}-hint`} className="text-sm text-desc">
        {t('comment.charactersLeft', { count: left })}
      </p>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-error">
        {error || notice}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy || !live} className="min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background disabled:opacity-60">
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="min-h-11 rounded-theme border border-theme px-4 py-2">
            {t('comment.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

type Mode = { kind: 'reply'; id: string } | { kind: 'edit'; id: string } | null;

/**
 * The comments under an article: threads newest first, each with its replies, pages of
 * ten. The first page is drawn on the server from the page's data as anyone sees it; a
 * signed-in shopper's browser then asks for their own view, with their comments awaiting
 * approval and the ones they may still edit (the first 15 minutes). Text is only ever text:
 * addresses become links that search engines do not follow, and nothing is read as markup.
 */
export default function CommentList({ heading, comments }: CommentListBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useCommentStrings();
  const { data, lang, shopper } = usePage();
  const timeZone = useTimeZone();
  const pageComments = comments ?? null;
  const [view, setView] = useState<CommentPage | null>(pageComments);
  const [mode, setMode] = useState<Mode>(null);
  const [deleting, setDeleting] = useState<CommentView | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const [waitNotice, setWaitNotice] = useState('');
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const signedIn = Boolean(shopper);

  const [shownData, setShownData] = useState(data);
  if (shownData !== data) {
    setShownData(data);
    setView(pageComments);
    setMode(null);
  }

  const slug = view?.articleSlug ?? null;

  const load = async (page: number) => {
    if (slug === null) return;
    try {
      const next = await (await loadCalls()).listComments(slug, page);
      setView(next);
      setWaitNotice(next.waitSeconds > 0 ? t('comment.waitSeconds', { count: next.waitSeconds }) : '');
    } catch {
      setStatus(t('comment.loadFailed'));
    }
  };

  // The shopper's own view: their pending comments and edit rights are not in the shared page.
  // Keyed on the page's data, which stays the same object for one page (what is read from it does not).
  useEffect(() => {
    if (signedIn && pageComments) void load(pageComments.page);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page the server drew
  }, [signedIn, data]);

  // The wait ends on its own: the notice goes with it.
  useEffect(() => {
    if (!view || view.waitSeconds === 0) return;
    const timer = setTimeout(() => setWaitNotice(''), view.waitSeconds * 1000);
    return () => clearTimeout(timer);
  }, [view]);

  // The edit buttons go when their 15 minutes are up, without waiting for anything else to change.
  useEffect(() => {
    const closing = (view?.threads ?? [])
      .flatMap((thread) => [thread, ...thread.replies])
      .flatMap((comment) => (comment.editableUntil ? [Date.parse(comment.editableUntil)] : []))
      .filter((at) => at > Date.now());
    if (closing.length === 0) return;
    const timer = setTimeout(redraw, Math.min(...closing) - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [view]);

  if (!view) return null;

  const title = heading || t('comment.title');
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  // Signing in brings the shopper back to the article they wanted to comment on.
  const article = readPageData(data, 'article', articleDetail);
  const signInHref = `${langPath(lang)}/auth/signin${article ? `?${new URLSearchParams({ redirect: article.href }).toString()}` : ''}`;

  // Too fast: the list says how long to wait, which the form shows in place of the bare refusal.
  const afterRefusal = async (problems: readonly Problem[]) => {
    if (!problems.some((problem) => problem.message === 'comment.tooFast')) return problems;
    await load(view.page);
    return problems.filter((problem) => problem.message !== 'comment.tooFast');
  };

  const post = async (text: string, parentId?: string) => {
    let published = false;
    const problems = await problemsOfCall(async () => {
      const { comment } = await (await loadCalls()).postComment(view.articleSlug, text, parentId);
      published = comment.status === 'accepted';
    });
    if (problems !== null) return afterRefusal(problems);
    setMode(null);
    setStatus(t(published ? 'comment.posted' : 'comment.postedPending'));
    await load(parentId ? view.page : 1);
    return null;
  };

  const edit = async (id: string, text: string) => {
    const problems = await problemsOfCall(async () => (await loadCalls()).editComment(id, text));
    if (problems !== null) return problems;
    setMode(null);
    setStatus(t('comment.saved'));
    await load(view.page);
    return null;
  };

  const confirmDelete = async () => {
    const comment = deleting;
    setDeleting(null);
    if (!comment) return;
    const problems = await problemsOfCall(async () => (await loadCalls()).deleteComment(comment.id));
    setStatus(problems === null ? t('comment.deleted') : problemText(t, problems));
    await load(view.page);
    // The button that asked is gone with its comment; the heading is where reading resumes.
    headingRef.current?.focus();
  };

  const report = async (comment: CommentView) => {
    const problems = await problemsOfCall(async () => (await loadCalls()).reportComment(comment.id));
    if (problems !== null) {
      setStatus(problemText(t, problems));
      return;
    }
    setReported((before) => new Set([...before, comment.id]));
    setStatus(t('comment.reportDone'));
  };

  const authorOf = (comment: CommentView) => (comment.mine ? t('comment.you') : comment.authorName || t('comment.anonymous'));

  const renderComment = (comment: CommentView, canReply: boolean) => {
    if (comment.deleted) {
      return <p className="italic text-desc">{t('comment.deletedComment')}</p>;
    }
    const author = authorOf(comment);
    const editable = comment.editableUntil !== null && Date.parse(comment.editableUntil) > Date.now();
    const buttonClass = 'min-h-11 rounded-theme border border-theme px-3 py-1 text-sm';
    return (
      <>
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold text-title">{author}</span>
          <time dateTime={comment.createdAt} className="text-sm text-desc">
            {formatMoment(comment.createdAt, lang, timeZone)}
          </time>
          {comment.edited ? <span className="text-sm text-desc">({t('comment.edited')})</span> : null}
        </header>
        {comment.status === 'pending' ? (
          <p className="rounded-theme border border-dashed border-theme px-3 py-1 text-sm text-text">{t('comment.awaitingApproval')}</p>
        ) : null}
        {mode?.kind === 'edit' && mode.id === comment.id ? (
          <CommentForm
            label={t('comment.editLabel')}
            submitLabel={t('comment.save')}
            initial={comment.text}
            onSubmit={(text) => edit(comment.id, text)}
            onCancel={() => setMode(null)}
          />
        ) : (
          <CommentText text={comment.text} />
        )}
        <div className="flex flex-wrap gap-2">
          {canReply && signedIn ? (
            <button type="button" className={buttonClass} aria-label={`${t('comment.reply')}: ${author}`} onClick={() => setMode({ kind: 'reply', id: comment.id })}>
              {t('comment.reply')}
            </button>
          ) : null}
          {editable ? (
            <button type="button" className={buttonClass} onClick={() => setMode({ kind: 'edit', id: comment.id })}>
              {t('comment.edit')}
            </button>
          ) : null}
          {comment.mine ? (
            <button type="button" className={`${buttonClass} border-error`} onClick={() => setDeleting(comment)}>
              {t('comment.delete')}
            </button>
          ) : null}
          {!comment.mine && comment.status === 'accepted' ? (
            reported.has(comment.id) ? (
              <span className="px-3 py-1 text-sm text-desc">{t('comment.reported')}</span>
            ) : (
              <button type="button" className={buttonClass} aria-label={`${t('comment.report')}: ${author}`} onClick={() => void report(comment)}>
                {t('comment.report')}
              </button>
            )
          ) : null}
        </div>
      </>
    );
  };

  const renderThread = (thread: CommentThread) => (
    <li key={thread.id} className="flex flex-col gap-3 border-b border-theme pb-4">
      <article className="flex flex-col gap-2" aria-label={thread.deleted ? t('comment.deletedComment') : t('comment.by', { name: authorOf(thread) })}>
        {renderComment(thread, !thread.deleted)}
      </article>
      {mode?.kind === 'reply' && mode.id === thread.id ? (
        <div className="ms-6 border-s-2 border-theme ps-4">
          <CommentForm
            label={t('comment.replyLabel', { name: authorOf(thread) })}
            submitLabel={t('comment.postReply')}
            onSubmit={(text) => post(text, thread.id)}
            onCancel={() => setMode(null)}
            notice={waitNotice}
          />
        </div>
      ) : null}
      {thread.replies.length > 0 ? (
        <ul role="list" className="ms-6 flex flex-col gap-3 border-s-2 border-theme ps-4">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <article className="flex flex-col gap-2" aria-label={t('comment.by', { name: authorOf(reply) })}>
                {renderComment(reply, false)}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {thread.moreReplies > 0 ? <p className="ms-6 text-sm text-desc">{t('comment.moreReplies', { count: thread.moreReplies })}</p> : null}
    </li>
  );

  return (
    <section aria-labelledby={headingId} className="container py-6" data-comments={view.articleSlug}>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-title text-title">
            {title}
          </h2>
          <p className="text-sm text-desc">{t('comment.count', { count: view.publicTotal })}</p>
        </div>
        {signedIn ? (
          <CommentForm label={t('comment.formLabel')} submitLabel={t('comment.post')} onSubmit={(text) => post(text)} notice={waitNotice} />
        ) : (
          <p className="flex flex-wrap items-center gap-3">
            <span>{t('comment.signInPrompt')}</span>
            <a href={signInHref} className="inline-block min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background no-underline">
              {t('comment.signInToComment')}
            </a>
          </p>
        )}
        <p role="status" className="min-h-6 text-sm text-text">
          {status}
        </p>
        {view.threads.length === 0 ? (
          <p className="rounded-theme border border-dashed border-theme px-6 py-8 text-center text-desc">{t('comment.empty')}</p>
        ) : (
          <ul role="list" className="flex flex-col gap-4">
            {view.threads.map(renderThread)}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={t('comment.pages')} className="flex flex-wrap items-center justify-between gap-2">
            <button type="button" disabled={view.page <= 1} onClick={() => void load(view.page - 1)} className="min-h-11 rounded-theme border border-theme px-4 py-2 disabled:opacity-50">
              {t('comment.previous')}
            </button>
            <span className="text-sm text-desc">{t('comment.pageOf', { page: view.page, pages })}</span>
            <button type="button" disabled={view.page >= pages} onClick={() => void load(view.page + 1)} className="min-h-11 rounded-theme border border-theme px-4 py-2 disabled:opacity-50">
              {t('comment.next')}
            </button>
          </nav>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        message={t('comment.confirmDelete')}
        confirmLabel={t('comment.delete')}
        cancelLabel={t('comment.cancel')}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
CommentList.pageData = fromPage;
