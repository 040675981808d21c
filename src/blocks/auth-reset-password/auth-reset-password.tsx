import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuthStrings } from '../../forms/auth-strings';
import type { FieldProblem } from '../../api/client';
import { readAuthPage } from '../../forms/auth-page';
import { ERROR_TEXT } from '../../forms/field';
import { PasswordField } from '../../forms/password-field';
import { formText, useFormCall } from '../../forms/use-form-call';
import { FormFooter } from '../../forms/form-parts';
import { usePage } from '../../renderer/kit/page-context';
import { clearSession } from '../../state/session';
import type { AuthResetPasswordProps } from './schema';

/**
 * Where the reset link lands (spec §2 auth/reset-password): the new password twice, sent with
 * the link's token. Every session of the account ends with it, this browser's included, so
 * the shopper then signs in with the new password.
 */
export default function AuthResetPassword({ heading }: AuthResetPasswordProps) {
  const { t } = useAuthStrings();
  const { data } = usePage();
  const links = readAuthPage(data);
  const form = useRef<HTMLFormElement>(null);
  const call = useFormCall(form);
  const headingId = useId();
  const [token, setToken] = useState('');
  const [done, setDone] = useState(false);
  // The token is a secret: read from the address in the browser, never put in page data.
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const password = formText(element, 'password');
    const again = formText(element, 'passwordAgain');
    const differ: FieldProblem[] = password !== '' && password !== again ? [{ path: 'passwordAgain', message: 'authPages.passwordsDiffer' }] : [];
    const answer = await call.submit('auth/reset-password', { token, password }, differ);
    if (answer === null) {
      clearSession();
      setDone(true);
    }
  };

  const tokenError = call.errorOf('token');
  return (
    <section aria-labelledby={headingId} className="container mx-auto flex max-w-md flex-col gap-6 py-8">
      <h1 id={headingId} className="text-heading font-title text-title">
        {heading ?? t('authPages.resetPassword.title')}
      </h1>
      {done ? (
        <div role="status" className="flex flex-col gap-4">
          <p>{t('authPages.resetPassword.done')}</p>
          <a href={links.signInHref} className="underline">{t('authPages.resetPassword.signIn')}</a>
        </div>
      ) : (
        <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            label={t('authPages.resetPassword.password')}
            name="password"
            autoComplete="new-password"
            hint={t('authPages.passwordHint')}
            error={call.errorOf('password')}
          />
          <PasswordField label={t('authPages.resetPassword.passwordAgain')} name="passwordAgain" autoComplete="new-password" error={call.errorOf('passwordAgain')} />
          {tokenError ? (
            <p role="alert" className={ERROR_TEXT}>
              {tokenError} <a href={links.forgetHref} className="underline">{t('authPages.resetPassword.askAgain')}</a>
            </p>
          ) : null}
          <FormFooter call={call} label={t('authPages.resetPassword.submit')} />
        </form>
      )}
    </section>
  );
}
