import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWRInfinite from 'swr/infinite';
import { STAFF_CALLS, type AuditEntry } from '../schema/admin-api/staff';
import { adminFor } from './api';
import { TableFrame, TextField, usePageTitle, Waiting } from './fields';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor(STAFF_CALLS);

/** The owner's audit log: every admin write, newest first, by member or call, a page at a time. */
export function AuditPage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('audit.title'));
  const allowed = mayCall(caller.role, STAFF_CALLS['audit/list'].roles);
  const [filter, setFilter] = useState<{ staff?: string | undefined; call?: string | undefined }>({});
  const pages = useSWRInfinite(
    (index, previous: { entries: AuditEntry[]; next: number | null } | null) => {
      if (!allowed || (previous && previous.next === null)) return null;
      return ['audit/list', filter.staff ?? '', filter.call ?? '', index === 0 ? '' : String(previous?.next ?? '')] as const;
    },
    async ([, staff, call, before]) =>
      (await admin.call('audit/list', { query: { staff: staff || undefined, call: call || undefined, before: before || undefined } })).data,
  );

  if (!allowed) return <NotForYourRole roles={STAFF_CALLS['audit/list'].roles} />;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ staff: text('staff'), call: text('call') });
  }

  const entries = pages.data?.flatMap((page) => page.entries) ?? [];
  const more = pages.data !== undefined && pages.data[pages.data.length - 1]?.next !== null;
  const when = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <>
      <h1 tabIndex={-1}>{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      <form className="filter" onSubmit={apply} aria-label={t('audit.filter')}>
        <TextField label={t('audit.by')} name="staff" type="email" maxLength={254} />
        <TextField label={t('audit.call')} name="call" maxLength={80} />
        <button type="submit">{t('audit.apply')}</button>
      </form>
      {pages.error || !pages.data ? (
        <Waiting failed={pages.error !== undefined} />
      ) : entries.length === 0 ? (
        <p role="status">{t('audit.empty')}</p>
      ) : (
        <TableFrame label={t('audit.title')}>
          <table>
            <caption className="visually-hidden">{t('audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </td>
                  <td>{entry.actor === 'admin token' ? t('audit.token') : <span data-record>{entry.actor}</span>}</td>
                  <td>
                    <code>{entry.call}</code>
                  </td>
                  <td>
                    <code>{entry.target}</code>
                  </td>
                  <td>
                    <details>
                      <summary>{t('audit.details')}</summary>
                      <Snapshot title={t('audit.before')} value={entry.before} />
                      <Snapshot title={t('audit.after')} value={entry.after} />
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {more && (
        <button type="button" onClick={() => void pages.setSize(pages.size + 1)}>
          {t('audit.older')}
        </button>
      )}
    </>
  );
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <figure>
      <figcaption>{title}</figcaption>
      {value === null || value === undefined ? (
        <p>{t('audit.nothing')}</p>
      ) : (
        <pre>
          <code>{JSON.stringify(value, null, 2)}</code>
        </pre>
      )}
    </figure>
  );
}
