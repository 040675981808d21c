import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { ARTICLE_CALLS, type ArticleDocument } from '../schema/admin-api/articles';
import { UncheckedBody } from '../schema/admin-api/call-client';
import type { TranslatedLocale } from '../schema/languages';
import { adminFor, AdminRefusal, problemsByField } from './api';
import { articleFieldIdOf, draftOf, newArticleDraft, writeOf, type ArticleDraft } from './article-draft';
import { ArticleGeneralFields, articleFieldLabels, ArticleTexts, ArtFields } from './article-form';
import { ChangeButton, FormStatus, ProblemSummary, usePageTitle, useOutcome, useRefusal } from './fields';
import { formatTime } from './format';
import { productFields, revealLanguageOf, SavedMeanwhile } from './product-form';
import { RecordFrame } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * One article as a merchant writes and changes it (`/admin/articles/new`, `/admin/articles/<slug>`):
 * the whole document in one form, saved whole with the version it was read at, so a change
 * someone made meanwhile is never written over unseen.
 */

const admin = adminFor(ARTICLE_CALLS);

const LIST = '/admin/articles';
const NEW = 'new';

/** The history state an editor is opened with after a save that moved it (a new article, a rename). */
const savedState = z.object({ articleSaved: z.enum(['created', 'renamed']) });

export function ArticlePage() {
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const slug = decodeURIComponent(path.split('/').pop() ?? '');
  const roles = ARTICLE_CALLS['articles/put'].roles;
  if (!mayCall(caller.role, roles)) return <NotForYourRole roles={roles} />;
  return slug === NEW ? <NewArticle /> : <StoredArticle key={slug} slug={slug} />;
}

function NewArticle() {
  const { t } = useTranslation();
  usePageTitle(t('article.new'));
  return (
    <>
      <p>
        <AdminLink to={LIST}>{t('article.back')}</AdminLink>
      </p>
      <h1 tabIndex={-1}>{t('article.new')}</h1>
      <p>{t('article.newIntro')}</p>
      <ArticleEditor stored={null} />
    </>
  );
}

function StoredArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const article = useSWR(['articles/get', slug], async () => (await admin.call('articles/get', { params: { slug } })).data.article, {
    revalidateOnFocus: false,
  });
  const title = t('article.title', { title: article.data?.translations.en.title || slug });
  usePageTitle(title);
  const saved = useRouterState({ select: (state) => savedState.safeParse(state.location.state).data?.articleSaved });
  return (
    <RecordFrame back={t('article.back')} backTo={LIST} title={title} notFound={t('article.notFound', { slug })} result={article}>
      {(stored) => <ArticleEditor stored={stored} saved={saved ? t(`article.${saved}`) : null} />}
    </RecordFrame>
  );
}

/**
 * The form of an article. What the merchant typed stays on screen until they choose otherwise:
 * a save refused because someone else saved first offers their version without loading it.
 */
function ArticleEditor({ stored, saved = null }: { stored: ArticleDocument | null; saved?: string | null }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusal();
  const outcome = useOutcome();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  // The version the draft was read at: what a save names in If-Match.
  const [base, setBase] = useState(stored);
  const [draft, setDraft] = useState<ArticleDraft>(() => (stored ? draftOf(stored) : newArticleDraft()));
  const [language, setLanguage] = useState<TranslatedLocale>('en');
  const [theirs, setTheirs] = useState<ArticleDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState(saved);
  const heading = useRef<HTMLHeadingElement>(null);

  const fields = productFields(articleFieldLabels(draft, t), outcome.problems, articleFieldIdOf);
  const words = { slug: t('article.problem.slug'), date: t('article.problem.date') };
  const change = (next: ArticleDraft) => {
    setDraft(next);
    setSaid(null);
  };
  const keep = (article: ArticleDocument) => mutate(['articles/get', article.slug], article, { revalidate: false });

  /** Stores the draft over `version` (the one read, or theirs when the merchant chose to write over it). */
  const save = async (version: string | undefined, dryRun = false) => {
    outcome.clear();
    setSaid(null);
    const { body, problems } = writeOf(draft, words, base);
    if (Object.keys(problems).length > 0) return outcome.name(problems);
    if (!dryRun && base && version === base.version && JSON.stringify(body) === JSON.stringify(writeOf(draftOf(base), words, base).body)) {
      return outcome.succeed(t('article.unchanged'));
    }
    setBusy(true);
    try {
      if (!base && (await exists(draft.slug))) return outcome.name({ slug: t('article.slugTaken', { slug: draft.slug }) });
      const { data } = await admin.call('articles/put', {
        params: { slug: base?.slug ?? draft.slug },
        body: new UncheckedBody(body),
        ...(dryRun ? { query: { dryRun: 'true' } } : {}),
        ...(version ? { headers: { 'If-Match': version } } : {}),
      });
      if (dryRun) return outcome.succeed(t('article.checked'));
      const article = data.article;
      setTheirs(null);
      await keep(article);
      if (!base || base.slug !== article.slug) {
        // The editor at the new address starts from the stored article, and says what was done.
        router.history.push(`${LIST}/${encodeURIComponent(article.slug)}`, { articleSaved: base ? 'renamed' : 'created' });
        return;
      }
      setBase(article);
      setDraft(draftOf(article));
      outcome.succeed(data.changed ? t(`article.saved.${article.status}`) : t('article.unchanged'));
    } catch (error) {
      if (error instanceof AdminRefusal && error.answer.status === 409 && base) {
        // Their version is read now but not shown: the merchant's edits stay until they choose.
        const current = await admin.call('articles/get', { params: { slug: base.slug } }).catch(() => null);
        if (current) setTheirs(current.data.article);
        else outcome.fail(t('article.stale'));
      } else {
        const named = problemsByField(error, t);
        if (Object.keys(named).length > 0) outcome.name(named);
        else outcome.fail(t('error.summary', { message: refusal(error) }));
      }
    } finally {
      setBusy(false);
    }
  };

  /** Archives the article as read; the merchant's other edits stay in the form, to save or drop. */
  const archive = async (): Promise<boolean> => {
    if (!base) return false;
    outcome.clear();
    setSaid(null);
    try {
      const { data } = await admin.call('articles/archive', { params: { slug: base.slug }, headers: { 'If-Match': base.version } });
      setBase(data.article);
      setDraft({ ...draft, status: data.article.status });
      await keep(data.article);
      outcome.succeed(t('article.archived'));
      return true;
    } catch (error) {
      outcome.fail(
        error instanceof AdminRefusal && error.answer.status === 409
          ? t('article.archiveStale')
          : t('error.summary', { message: refusal(error) }),
      );
      return false;
    }
  };

  const loadTheirs = () => {
    if (!theirs) return;
    setBase(theirs);
    setDraft(draftOf(theirs));
    setTheirs(null);
    outcome.name({});
    outcome.succeed(t('article.loadedTheirs'));
    void keep(theirs);
    heading.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(base?.version);
  };

  const revealField = (event: MouseEvent<HTMLDivElement>) => revealLanguageOf(event, { keys: fields.keys, idOf: articleFieldIdOf, language, show: setLanguage });

  return (
    <form className="record product-form article-form" onSubmit={submit} aria-labelledby="article-form-title" noValidate>
      <h2 id="article-form-title" tabIndex={-1} ref={heading}>
        {t(base ? 'article.change' : 'article.create')}
      </h2>
      {base && (
        <p className="field-hint">
          {t('article.facts', {
            status: t(`article.statusName.${base.status}`),
            date: formatTime(base.publishedAt, i18n.language),
            count: base.comments,
          })}
        </p>
      )}
      <FormStatus done={outcome.done ?? said} failed={outcome.failed} />
      {theirs && <SavedMeanwhile family="article" onLoadTheirs={loadTheirs} onSaveOver={() => void save(theirs.version)} />}
      <div onClickCapture={revealField}>
        <ProblemSummary title={t('offer.problems')} problems={outcome.problems} fieldOf={fields.fieldOf} />
      </div>
      <ArticleGeneralFields draft={draft} stored={base?.slug ?? null} set={(partial) => change({ ...draft, ...partial })} at={fields.at} />
      <ArticleTexts
        translations={draft.translations}
        language={language}
        onLanguage={setLanguage}
        onChange={(translations) => change({ ...draft, translations })}
        at={fields.at}
        problemsIn={fields.problemsIn}
      />
      <ArtFields art={draft.art} onChange={(art) => change({ ...draft, art })} at={fields.at} />
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('article.save')}
        </button>
        <button type="button" disabled={busy} onClick={() => void save(base?.version, true)}>
          {t('article.check')}
        </button>
      </div>
      {base && base.status !== 'archived' && (
        <section className="article-archive" aria-labelledby="article-archive-title">
          <h2 id="article-archive-title">{t('article.archiveTitle')}</h2>
          <p>{t('article.archiveIntro', { count: base.comments })}</p>
          <ChangeButton label={t('article.archive')} confirm ask={t('article.archiveAsk')} onChange={archive} />
        </section>
      )}
    </form>
  );
}

/** Whether an article already has `slug`: a new one must not replace it (a write without If-Match would). */
async function exists(slug: string): Promise<boolean> {
  try {
    await admin.call('articles/get', { params: { slug } });
    return true;
  } catch (error) {
    if (error instanceof AdminRefusal && error.answer.status === 404) return false;
    throw error;
  }
}
