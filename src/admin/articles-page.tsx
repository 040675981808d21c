import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ARTICLE_CALLS, ARTICLE_STATUSES, type ListedArticle } from '../schema/admin-api/articles';
import { adminFor, problemsByField } from './api';
import { SelectField, TableFrame, TextField, usePageTitle, Waiting } from './fields';
import { formatTime } from './format';
import { useListAddress } from './list-address';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor(ARTICLE_CALLS);

/**
 * The journal's articles, drafts and archived ones too, latest dated first, found by the start
 * of a title or slug and by status, a page at a time; the filters and the place in the list
 * live in the address.
 */
export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('articles.title'));
  const allowed = mayCall(caller.role, ARTICLE_CALLS['articles/list'].roles);
  const { query, address, applyForm } = useListAddress(['q', 'status']);
  const list = useSWR(
    allowed ? ['articles/list', ...Object.values(query)] : null,
    async () => (await admin.call('articles/list', { query })).data,
  );

  if (!allowed) return <NotForYourRole roles={ARTICLE_CALLS['articles/list'].roles} />;

  const problems = problemsByField(list.error, t);
  const shown = list.data?.articles ?? [];

  return (
    <>
      <h1 tabIndex={-1}>{t('articles.title')}</h1>
      <p>{t('articles.intro')}</p>
      <p>
        <AdminLink to="/admin/articles/new">{t('articles.new')}</AdminLink>
      </p>
      <form className="filter" onSubmit={applyForm} aria-label={t('articles.filter')} key={address({ after: undefined })}>
        <TextField
          label={t('articles.search')}
          hint={t('articles.searchHint')}
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          maxLength={100}
          problem={problems.q}
        />
        <SelectField label={t('articles.status')} name="status" defaultValue={query.status ?? ''} problem={problems.status}>
          <option value="">{t('articles.any')}</option>
          {ARTICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`article.statusName.${status}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit">{t('articles.apply')}</button>
      </form>

      {list.error && Object.keys(problems).length > 0 ? (
        <p role="alert">{t('articles.refused')}</p>
      ) : !list.data ? (
        <Waiting failed={list.error !== undefined} />
      ) : shown.length === 0 ? (
        <p>{t('articles.empty')}</p>
      ) : (
        <>
          <TableFrame label={t('articles.title')} narrow>
            <table>
              <caption className="visually-hidden">{t('articles.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('articles.name')}</th>
                  <th scope="col">{t('articles.status')}</th>
                  <th scope="col">{t('articles.author')}</th>
                  <th scope="col">{t('articles.date')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((article) => (
                  <ArticleRow key={article.slug} article={article} locale={i18n.language} />
                ))}
              </tbody>
            </table>
          </TableFrame>
          <nav className="pages" aria-label={t('articles.pages')}>
            {query.after !== undefined && <AdminLink to={address({ after: undefined })}>{t('articles.latest')}</AdminLink>}
            {list.data.next && <AdminLink to={address({ after: list.data.next })}>{t('articles.more')}</AdminLink>}
          </nav>
        </>
      )}
    </>
  );
}

function ArticleRow({ article, locale }: { article: ListedArticle; locale: string }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">
        <span data-record>
          <AdminLink to={`/admin/articles/${encodeURIComponent(article.slug)}`}>{article.title || article.slug}</AdminLink>
        </span>
        <br />
        <code className="slug">{article.slug}</code>
      </th>
      <td className="state">{t(`article.statusName.${article.status}`)}</td>
      <td>{article.author}</td>
      <td>{formatTime(article.publishedAt, locale)}</td>
    </tr>
  );
}
