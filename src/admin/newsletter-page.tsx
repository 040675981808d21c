import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ADMIN_API_BASE_PATH } from '../schema/admin-api/contract';
import { MESSAGE_CALLS } from '../schema/admin-api/messages';
import { adminFor } from './api';
import { TableFrame, usePageTitle, Waiting } from './fields';
import { formatTime } from './format';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor(MESSAGE_CALLS);

/** Subscribers listed on the page before the file is the better way to read them. */
const SHOWN = 50;

/**
 * The newsletter's confirmed subscribers, the only addresses the shop may mail: how many, the
 * newest, and the file a mailing service imports (the same CSV `npm run newsletter -- export` writes).
 */
export function NewsletterPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('newsletter.title'));
  const allowed = mayCall(caller.role, MESSAGE_CALLS['newsletter/export'].roles);
  const list = useSWR(allowed ? 'newsletter/export' : null, async () => (await admin.call('newsletter/export', { query: { format: 'json' } })).data.subscribers);

  if (!allowed) return <NotForYourRole roles={MESSAGE_CALLS['newsletter/export'].roles} />;

  const languages = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const newestFirst = [...(list.data ?? [])].sort((a, b) => b.confirmedAt.localeCompare(a.confirmedAt)).slice(0, SHOWN);
  return (
    <>
      <h1 tabIndex={-1}>{t('newsletter.title')}</h1>
      <p>{t('newsletter.intro')}</p>
      {!list.data ? (
        <Waiting failed={list.error !== undefined} />
      ) : (
        <>
          <p>
            <strong>{t('newsletter.count', { count: list.data.length })}</strong>
          </p>
          <p>
            <a href={`${ADMIN_API_BASE_PATH}${MESSAGE_CALLS['newsletter/export'].path}?format=csv`} download>
              {t('newsletter.download')}
            </a>
          </p>
          {newestFirst.length > 0 && (
            <TableFrame label={t('newsletter.newest', { count: newestFirst.length })} narrow>
              <table>
                <caption>{t('newsletter.newest', { count: newestFirst.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('newsletter.email')}</th>
                    <th scope="col">{t('newsletter.language')}</th>
                    <th scope="col" className="wide-only">
                      {t('newsletter.confirmed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {newestFirst.map((subscriber) => (
                    <tr key={subscriber.email}>
                      <th scope="row">
                        <span data-record>{subscriber.email}</span>
                      </th>
                      <td>{languages.of(subscriber.language) ?? subscriber.language}</td>
                      <td className="wide-only">
                        <time dateTime={subscriber.confirmedAt}>{formatTime(subscriber.confirmedAt, i18n.language)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          )}
        </>
      )}
    </>
  );
}
