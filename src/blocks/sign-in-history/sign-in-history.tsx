import { useSecurityStrings } from '../../forms/security-strings';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { deviceLabel, formatMoment, loginMethodLabel } from '../../renderer/kit/account-activity';
import { usePage } from '../../renderer/kit/page-context';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import { langPath } from '../../schema/languages';
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
  const { lang, route } = usePage();
  const timeZone = useTimeZone();
  const headingId = useId();
  const here = `${langPath(lang)}/${route.path}`;
  const cell = 'border-b border-theme px-3 py-2 text-start align-top';
  return (
    <div className="container" data-sign-in-history="">
      <h1 id={headingId} className="mb-4 text-2xl font-title text-title">
        {heading ?? t('security.activity.heading')}
      </h1>
      {history.events.length === 0 ? (
        <p className="text-desc">{t('security.activity.empty')}</p>
      ) : (
        // Wide tables scroll on their own on a phone; the region is focusable so a keyboard can scroll it.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-title">
                <th scope="col" className={cell}>
                  {t('security.activity.when')}
                </th>
                <th scope="col" className={cell}>
                  {t('security.activity.result')}
                </th>
                <th scope="col" className={cell}>
                  {t('security.activity.device')}
                </th>
                <th scope="col" className={cell}>
                  {t('security.activity.ip')}
                </th>
                <th scope="col" className={cell}>
                  {t('security.activity.method')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.events.map((event) => (
                <tr key={event.id} data-success={event.success ? 'true' : 'false'}>
                  <td className={cell}>
                    <time dateTime={event.at}>{formatMoment(event.at, lang, timeZone)}</time>
                  </td>
                  <td className={`${cell} ${event.success ? '' : 'font-semibold'} text-text`}>{resultText(t, event)}</td>
                  <td className={cell}>{deviceLabel(t, event.device)}</td>
                  <td className={cell}>{event.ip}</td>
                  <td className={cell}>{loginMethodLabel(t, event.loginMethod)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination pagination={history.pagination} hrefForPage={(page) => listingHref(here, { page })} />
    </div>
  );
}
SignInHistory.pageData = fromPage;
