import { useSecurityStrings } from '../../forms/security-strings';
import type { TFunction } from 'i18next';
import { deviceLabel, formatMoment, loginMethodLabel } from '../../renderer/kit/account-activity';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { RECORD_CELL, RecordsTable } from '../../renderer/kit/records-table';
import { useTimeZone } from '../../renderer/kit/time-zone';
import type { SignInEventView } from '../../schema/security-pages';
import type { SignInHistoryProps } from './schema';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  signInHistory: pageData(() => import('../../schema/catalog').then((catalog) => catalog.signInHistorySchema)),
};

const REASONS = ['wrong-password', 'wrong-code', 'throttled', 'needs-code'] as const;

function resultText(t: TFunction, event: SignInEventView): string {
  if (event.success) return t('security.activity.success');
  const reason = REASONS.find((known) => known === event.reason);
  return reason
    ? t('security.activity.failedBecause', { reason: t(`security.activity.reasons.${reason}`) })
    : t('security.activity.failed');
}

export default function SignInHistory({ heading, signInHistory: history }: SignInHistoryProps & PageDataProps<typeof fromPage>) {
  const { t } = useSecurityStrings();
  const { lang } = usePage();
  const timeZone = useTimeZone();
  return (
    <RecordsTable
      marker={{ 'data-sign-in-history': '' }}
      heading={heading ?? t('security.activity.heading')}
      empty={t('security.activity.empty')}
      columns={[
        t('security.activity.when'),
        t('security.activity.result'),
        t('security.activity.device'),
        t('security.activity.ip'),
        t('security.activity.method'),
      ]}
      pagination={history.pagination}
      rows={history.events.map((event) => (
        <tr key={event.id} data-success={event.success ? 'true' : 'false'}>
          <td className={RECORD_CELL}>
            <time dateTime={event.at}>{formatMoment(event.at, lang, timeZone)}</time>
          </td>
          <td className={`${RECORD_CELL} ${event.success ? '' : 'font-semibold'} text-text`}>{resultText(t, event)}</td>
          <td className={RECORD_CELL}>{deviceLabel(t, event.device)}</td>
          <td className={RECORD_CELL}>{event.ip}</td>
          <td className={RECORD_CELL}>{loginMethodLabel(t, event.loginMethod)}</td>
        </tr>
      ))}
    />
  );
}
SignInHistory.pageData = fromPage;
