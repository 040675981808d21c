import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD } from '../schema/admin-api/staff';
import { admin, AdminRefusal, problemsByField } from './api';
import { FormStatus, TextField, usePageTitle } from './fields';
import { useSignedIn } from './shell';
import { roleCovers, roleWord } from './words';

/** The back office's first page: who the member is, what their role covers, and their password. */
export function Home() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('home.title'));
  return (
    <>
      <h1 tabIndex={-1}>{t('home.title')}</h1>
      <p>{t('home.role', { role: t(roleWord(caller.role)) })}</p>
      <p>{t(roleCovers(caller.role))}</p>
      <PasswordChange />
    </>
  );
}

function PasswordChange() {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get('currentPassword'));
    const newPassword = String(form.get('newPassword'));
    setDone(null);
    setFailed(null);
    if (newPassword.length < STAFF_PASSWORD.min) {
      setProblems({ newPassword: t('home.password.hint', { min: STAFF_PASSWORD.min }) });
      return;
    }
    try {
      const { data } = await admin.call('session/password', { body: { currentPassword, newPassword } });
      setProblems({});
      formElement.reset();
      setDone(t('home.password.done', { count: data.endedSessions }));
    } catch (error) {
      const named = problemsByField(error);
      // The one problem the shop names here that the form cannot check itself: the current password.
      if (named.currentPassword) named.currentPassword = t('home.password.wrongCurrent');
      setProblems(named);
      if (Object.keys(named).length === 0) setFailed(error instanceof AdminRefusal ? error.answer.msg : t('app.failed'));
    }
  }

  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t('home.password.title')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <TextField label={t('home.password.current')} name="currentPassword" type="password" autoComplete="current-password" required problem={problems.currentPassword} />
        <TextField
          label={t('home.password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={STAFF_PASSWORD.max}
          hint={t('home.password.hint', { min: STAFF_PASSWORD.min })}
          problem={problems.newPassword}
        />
        <FormStatus done={done} failed={failed} />
        <button type="submit" className="primary">
          {t('home.password.submit')}
        </button>
      </form>
    </section>
  );
}
