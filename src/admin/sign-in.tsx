import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_CALLS, type AdminCaller } from '../schema/admin-api/staff';
import { adminFor, AdminRefusal } from './api';
import { TextField, usePageTitle } from './fields';
import type { WordKey } from './words';

const admin = adminFor(STAFF_CALLS);

/** The back office's door: email and password; a wrong pair reads the same whichever was wrong. */
export function SignIn({ onSignedIn }: { onSignedIn: (caller: AdminCaller) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  usePageTitle(t('signIn.title'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailed(null);
    try {
      const { data } = await admin.call('session/start', {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
      });
      onSignedIn(data.caller);
    } catch (error) {
      if (error instanceof AdminRefusal && error.answer.status === 429) {
        setFailed(t('signIn.wait', { seconds: /(\d+) s/.exec(error.answer.msg)?.[1] ?? '60' }));
      } else {
        setFailed(t((error instanceof AdminRefusal && error.answer.status < 500 ? 'signIn.wrong' : 'app.failed') satisfies WordKey));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="sign-in">
      <p className="brand">{t('app.name')}</p>
      <h1>{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
        <TextField label={t('signIn.email')} name="email" type="email" autoComplete="username" required maxLength={254} />
        <TextField label={t('signIn.password')} name="password" type="password" autoComplete="current-password" required maxLength={128} />
        {failed && (
          <p className="status-failed" role="alert">
            {failed}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
