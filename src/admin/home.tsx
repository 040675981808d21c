import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { StaffRole } from '../schema/admin-api/contract';
import { LOW_STOCK, OVERVIEW_CALLS, type Overview } from '../schema/admin-api/overview';
import { STAFF_CALLS, STAFF_PASSWORD } from '../schema/admin-api/staff';
import { adminFor, problemsByField } from './api';
import { AREAS } from './areas';
import { FormStatus, NewPasswordField, TextField, tooShort, useOutcome, usePageTitle, useRefusal, Waiting } from './fields';
import { useWorkNews } from './live-work';
import { formatMoney } from './format';
import { AdminLink, mayCall, useSignedIn } from './shell';
import { roleCovers, roleWord } from './words';

const admin = adminFor({ ...OVERVIEW_CALLS, ...STAFF_CALLS });

/** The back office's first page: who the member is, what their role covers, the work waiting for it, and their password. */
export function Home() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('home.title'));
  return (
    <>
      <h1 tabIndex={-1}>{t('home.title')}</h1>
      <p>{t('home.role', { role: t(roleWord(caller.role)) })}</p>
      <p>{t(roleCovers(caller.role))}</p>
      <WaitingWork />
      <PasswordChange />
    </>
  );
}

/** The queues the member's role opens, each with its length and a link to it where the back office has one. */
const QUEUES: readonly { count: Exclude<keyof Overview, 'salesToday' | 'ordersToday'>; roles: readonly StaffRole[]; to?: string }[] = [
  { count: 'ordersToShip', roles: AREAS.orders.roles, to: '/admin/orders?status=in-progress&payStatus=paid' },
  { count: 'cancellationsToJudge', roles: AREAS.orders.roles, to: '/admin/orders?status=pending-cancellation' },
  { count: 'returnsToJudge', roles: AREAS.returns.roles, to: '/admin/returns' },
  { count: 'reviewsWaiting', roles: AREAS.reviews.roles, to: '/admin/reviews' },
  { count: 'commentsWaiting', roles: AREAS.comments.roles, to: '/admin/comments' },
  { count: 'inquiriesOpen', roles: AREAS.inquiries.roles, to: '/admin/inquiries' },
  { count: 'lowStock', roles: AREAS.stock.roles },
];

/** How often the counts are looked at again without being told: only in case the live socket cannot connect. */
const FALLBACK_LOOK_MS = 5 * 60_000;
/** How long "Updated just now" stays true. */
const UPDATED_NOTICE_MS = 10_000;

/** Whether the counts changed in the last few seconds, after the first answer: said in a polite live region, never by moving focus. */
function useJustUpdated(data: Overview | undefined): boolean {
  const seen = data === undefined ? null : JSON.stringify(data);
  const previous = useRef<string | null>(null);
  const [justUpdated, setJustUpdated] = useState(false);
  useEffect(() => {
    if (seen === null) return;
    const changed = previous.current !== null && previous.current !== seen;
    previous.current = seen;
    if (!changed) return;
    setJustUpdated(true);
    const timer = setTimeout(() => setJustUpdated(false), UPDATED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [seen]);
  return justUpdated;
}

function WaitingWork() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  // Looked at again when the live socket says the work changed, when the member comes back to the tab, and now and then.
  const overview = useSWR('overview/get', async () => (await admin.call('overview/get')).data, {
    refreshInterval: FALLBACK_LOOK_MS,
    revalidateOnFocus: true,
  });
  useWorkNews(() => void overview.mutate());
  const justUpdated = useJustUpdated(overview.data);
  const queues = QUEUES.filter((queue) => mayCall(caller.role, queue.roles));
  const seesOrders = mayCall(caller.role, AREAS.orders.roles);
  if (overview.error || !overview.data) return <Waiting failed={overview.error !== undefined} />;
  const data = overview.data;
  const waiting = queues.filter((queue) => data[queue.count] > 0);
  return (
    <>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title">{t('home.waiting')}</h2>
        <p role="status" className="updated-notice">
          {justUpdated ? t('home.updated') : ''}
        </p>
        {waiting.length === 0 ? (
          <p>{t('home.nothing')}</p>
        ) : (
          <ul className="queues">
            {waiting.map((queue) => {
              const text = t(`overview.${queue.count}`, { count: data[queue.count], limit: LOW_STOCK });
              return <li key={queue.count}>{queue.to ? <AdminLink to={queue.to}>{text}</AdminLink> : text}</li>;
            })}
          </ul>
        )}
      </section>
      {seesOrders && (
        <section aria-labelledby="today-title">
          <h2 id="today-title">{t('home.today')}</h2>
          <p>
            {t('overview.ordersToday', { count: data.ordersToday })} ·{' '}
            {data.salesToday.length === 0
              ? t('overview.noSales')
              : t('overview.sales', { amounts: data.salesToday.map((sale) => formatMoney(sale, i18n.language)).join(', ') })}
          </p>
        </section>
      )}
    </>
  );
}

function PasswordChange() {
  const { t } = useTranslation();
  const outcome = useOutcome();
  const refusal = useRefusal();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get('currentPassword'));
    const newPassword = String(form.get('newPassword'));
    outcome.clear();
    if (tooShort(newPassword)) {
      outcome.name({ newPassword: t('home.password.hint', { min: STAFF_PASSWORD.min }) });
      return;
    }
    try {
      const { data } = await admin.call('session/password', { body: { currentPassword, newPassword } });
      formElement.reset();
      outcome.succeed(t('home.password.done', { count: data.endedSessions }));
    } catch (error) {
      const named = problemsByField(error, t);
      // The one problem the shop names here that the form cannot check itself: the current password.
      if (named.currentPassword) named.currentPassword = t('home.password.wrongCurrent');
      outcome.name(named);
      if (Object.keys(named).length === 0) outcome.fail(refusal(error));
    }
  }

  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t('home.password.title')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('home.password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          problem={outcome.problems.currentPassword}
        />
        <NewPasswordField
          label={t('home.password.new')}
          name="newPassword"
          hint={t('home.password.hint', { min: STAFF_PASSWORD.min })}
          problem={outcome.problems.newPassword}
        />
        <FormStatus done={outcome.done} failed={outcome.failed} />
        <button type="submit" className="primary">
          {t('home.password.submit')}
        </button>
      </form>
    </section>
  );
}
