import { useSecurityStrings } from '../../forms/security-strings';
import { formatMoment } from '../../renderer/kit/account-activity';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { RECORD_CELL, RecordsTable } from '../../renderer/kit/records-table';
import { useTimeZone } from '../../renderer/kit/time-zone';
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
  'sessions-ended-by-shop',
  'login-email-verification',
] as const;

export default function AccountLog({ heading, accountLog: log }: AccountLogProps & PageDataProps<typeof fromPage>) {
  const { t } = useSecurityStrings();
  const { lang } = usePage();
  const timeZone = useTimeZone();
  return (
    <RecordsTable
      marker={{ 'data-account-log': '' }}
      heading={heading ?? t('security.log.heading')}
      empty={t('security.log.empty')}
      columns={[t('security.log.when'), t('security.log.change'), t('security.log.ip')]}
      pagination={log.pagination}
      rows={log.entries.map((entry) => {
        const kind = KINDS.find((known) => known === entry.kind);
        return (
          <tr key={entry.id}>
            <td className={RECORD_CELL}>
              <time dateTime={entry.at}>{formatMoment(entry.at, lang, timeZone)}</time>
            </td>
            <td className={RECORD_CELL}>{kind ? t(`security.log.kinds.${kind}`) : t('security.log.kinds.other')}</td>
            <td className={RECORD_CELL}>{entry.ip}</td>
          </tr>
        );
      })}
    />
  );
}
AccountLog.pageData = fromPage;
