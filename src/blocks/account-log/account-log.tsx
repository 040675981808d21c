import { useSecurityStrings } from '../../forms/security-strings';
import { useId } from 'react';
import { formatMoment } from '../../renderer/kit/account-activity';
import { usePage } from '../../renderer/kit/page-context';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import { langPath } from '../../schema/languages';
import type { AccountLogProps } from './schema';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  accountLog: pageData(() => import('../../schema/catalog').then((catalog) => catalog.accountLogSchema)),
};

const KINDS = [
  'name',
  'info',
  'email',
  'mobile',
  'password',
  'avatar',
  'address-added',
  'address-changed',
  'address-deleted',
  'session-ended',
  'sessions-ended',
  'login-email-verification',
] as const;

export default function AccountLog({ heading, accountLog: log }: AccountLogProps & PageDataProps<typeof fromPage>) {
  const { t } = useSecurityStrings();
  const { lang, route } = usePage();
  const timeZone = useTimeZone();
  const headingId = useId();
  const here = `${langPath(lang)}/${route.path}`;
  const cell = 'border-b border-theme px-3 py-2 text-start align-top';
  return (
    <div className="container" data-account-log="">
      <h1 id={headingId} className="mb-4 text-2xl font-title text-title">
        {heading ?? t('security.log.heading')}
      </h1>
      {log.entries.length === 0 ? (
        <p className="text-desc">{t('security.log.empty')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-title">
                <th scope="col" className={cell}>
                  {t('security.log.when')}
                </th>
                <th scope="col" className={cell}>
                  {t('security.log.change')}
                </th>
                <th scope="col" className={cell}>
                  {t('security.log.ip')}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.entries.map((entry) => {
                const kind = KINDS.find((known) => known === entry.kind);
                return (
                  <tr key={entry.id}>
                    <td className={cell}>
                      <time dateTime={entry.at}>{formatMoment(entry.at, lang, timeZone)}</time>
                    </td>
                    <td className={cell}>{kind ? t(`security.log.kinds.${kind}`) : t('security.log.kinds.other')}</td>
                    <td className={cell}>{entry.ip}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination pagination={log.pagination} hrefForPage={(page) => listingHref(here, { page })} />
    </div>
  );
}
AccountLog.pageData = fromPage;
