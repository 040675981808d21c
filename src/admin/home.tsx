import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD } from '../schema/admin-api/staff';
import { admin, problemsByField } from './api';
import { FormStatus, NewPasswordField, TextField, tooShort, useOutcome, usePageTitle, useRefusal } from './fields';
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
      const named = problemsByField(error);
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
        <TextField label={t('home.password.current')} name="currentPassword" type="password" autoComplete="current-password" required problem={outcome.problems.currentPassword} />
        <NewPasswordField label={t('home.password.new')} name="newPassword" hint={t('home.password.hint', { min: STAFF_PASSWORD.min })} problem={outcome.problems.newPassword} />
        <FormStatus done={outcome.done} failed={outcome.failed} />
        <button type="submit" className="primary">
          {t('home.password.submit')}
        </button>
      </form>
    </section>
  );
}
