import { useSecurityStrings } from '../../forms/security-strings';
import { useId, useState } from 'react';
import { callApi } from '../../api/web-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { deviceLabel, formatMoment, loginMethodLabel } from '../../renderer/kit/account-activity';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import type { SessionView } from '../../schema/security-pages';
import { logout } from '../../state/session';
import type { SessionListProps } from './schema';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  security: pageData(() => import('../../schema/catalog').then((catalog) => catalog.userSecurityDataSchema)),
};

type Asking = { kind: 'one'; session: SessionView } | { kind: 'others' } | null;

export type SessionListActions = {
  /** Signs this page out once its own session has ended (spec §4 logout: clear, then reload). */
  signedOut?: () => void;
};

export default function SessionList({
  heading,
  showHistoryLinks,
  signedOut = () => logout(),
  security,
}: SessionListProps & SessionListActions & PageDataProps<typeof fromPage>) {
  const { t } = useSecurityStrings();
  const { lang } = usePage();
  const timeZone = useTimeZone();
  const [sessions, setSessions] = useState(security.sessions);
  const [verification, setVerification] = useState(security.loginEmailVerification);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const switchId = useId();

  const others = sessions.filter((session) => !session.current);

  const toggleVerification = async (enabled: boolean) => {
    setVerification(enabled);
    try {
      const answer = await callApi('security/loginVerification', { enabled });
      setVerification(answer.enabled);
      setStatus(t(answer.enabled ? 'security.sessions.verificationOn' : 'security.sessions.verificationOff'));
    } catch {
      // The client has shown why; the switch goes back to what the server keeps.
      setVerification(!enabled);
    }
  };

  const confirm = async () => {
    const question = asking;
    setAsking(null);
    if (!question) return;
    setBusy(true);
    try {
      if (question.kind === 'one') {
        const answer = await callApi('security/revokeSession', { sessionId: question.session.id });
        if (answer.current) return signedOut();
        setSessions((list) => list.filter((session) => session.id !== question.session.id));
        setStatus(t('security.sessions.ended', { device: deviceLabel(t, question.session.device) }));
      } else {
        const answer = await callApi('security/revokeOtherSessions', {});
        setSessions((list) => list.filter((session) => session.current));
        setStatus(t('security.sessions.othersEnded', { count: answer.ended }));
      }
    } catch {
      // Shown by the client; the list stays as the server last said.
    } finally {
      setBusy(false);
    }
  };

  const question =
    asking?.kind === 'one'
      ? asking.session.current
        ? t('security.sessions.confirmCurrent')
        : t('security.sessions.confirmOne', { device: deviceLabel(t, asking.session.device) })
      : t('security.sessions.confirmOthers');

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-6" data-session-list="">
      <h1 id={headingId} className="m-0 text-2xl font-title text-title">
        {heading ?? t('security.sessions.title')}
      </h1>
      <div className="rounded-theme border border-theme p-4">
        <h2 className="mb-2 text-lg font-title text-title">{t('security.sessions.verificationHeading')}</h2>
        <div className="flex items-center gap-3">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={verification}
            onChange={(event) => void toggleVerification(event.currentTarget.checked)}
            className="h-5 w-5 accent-primary"
          />
          <label htmlFor={switchId} className="text-text">
            {t('security.sessions.verificationLabel')}
          </label>
        </div>
      </div>

      <div>
        <h2 className="mb-3 text-lg font-title text-title">{t('security.sessions.heading')}</h2>
        <ul role="list" className="m-0 flex list-none flex-col gap-3 p-0">
          {sessions.map((session) => {
            const device = deviceLabel(t, session.device);
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-theme border border-theme p-4"
                data-session={session.current ? 'current' : 'other'}
              >
                <div className="min-w-0">
                  <p className="m-0 font-semibold text-title">
                    {device}
                    {session.current && (
                      <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-background">
                        {t('security.sessions.current')}
                      </span>
                    )}
                  </p>
                  <dl className="m-0 mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-desc">
                    <dt>{t('security.sessions.ip')}</dt>
                    <dd className="m-0">{session.ip}</dd>
                    <dt>{t('security.sessions.method')}</dt>
                    <dd className="m-0">{loginMethodLabel(t, session.loginMethod)}</dd>
                    <dt>{t('security.sessions.lastSeen')}</dt>
                    <dd className="m-0">
                      <time dateTime={session.lastSeenAt}>{formatMoment(session.lastSeenAt, lang, timeZone)}</time>
                    </dd>
                    <dt>{t('security.sessions.createdAt')}</dt>
                    <dd className="m-0">
                      <time dateTime={session.createdAt}>{formatMoment(session.createdAt, lang, timeZone)}</time>
                    </dd>
                  </dl>
                </div>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setAsking({ kind: 'one', session })}
                  aria-label={session.current ? undefined : t('security.sessions.signOutNamed', { device })}
                  className="min-h-11 rounded-theme border border-theme px-4 text-title"
                >
                  {t('security.sessions.signOut')}
                </button>
              </li>
            );
          })}
        </ul>
        {others.length > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => setAsking({ kind: 'others' })}
            className="mt-4 min-h-11 rounded-theme border-2 border-theme px-4 font-semibold text-title"
          >
            {t('security.sessions.signOutOthers')}
          </button>
        ) : (
          <p className="mt-4 text-desc">{t('security.sessions.onlyThis')}</p>
        )}
      </div>

      <p role="status" className="m-0 min-h-6 text-text">
        {status}
      </p>

      {showHistoryLinks && (
        <ul role="list" className="m-0 flex list-none flex-wrap gap-4 p-0">
          <li>
            <a href={security.links.activity} className="text-primary underline">
              {t('security.sessions.activityLink')}
            </a>
          </li>
          <li>
            <a href={security.links.log} className="text-primary underline">
              {t('security.sessions.logLink')}
            </a>
          </li>
        </ul>
      )}

      <ConfirmDialog
        open={asking !== null}
        message={question}
        confirmLabel={asking?.kind === 'others' ? t('security.sessions.signOutOthers') : t('security.sessions.signOut')}
        cancelLabel={t('security.sessions.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
        destructive
      />
    </section>
  );
}
SessionList.pageData = fromPage;
