import { useEffect, useId, useRef, useState } from 'react';
import { useAuthStrings } from '../../forms/auth-strings';
import type { FieldProblem } from '../../api/client';
import { readAuthPage } from '../../forms/auth-page';
import { ERROR_TEXT, SUCCESS_TEXT } from '../../forms/field';
import { problemText } from '../../forms/problem-text';
import { usePage } from '../../renderer/kit/page-context';
import { isLoggedIn } from '../../state/session';
import type { AuthVerifyEmailProps } from './schema';

type Outcome = { state: 'checking' } | { state: 'verified'; email: string } | { state: 'failed'; message: string };

/** The link's token, read once in the browser: it is a secret, never part of page data or its cache. */
function tokenInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

/**
 * Where the link in the sign-up mail lands (spec §2 auth/verify-email): the token in the
 * address is sent once, and the page says whether the address is now confirmed, with the way
 * onward either way.
 */
export default function AuthVerifyEmail({ heading }: AuthVerifyEmailProps) {
  const { t } = useAuthStrings();
  const { data } = usePage();
  const links = readAuthPage(data);
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const [signedIn, setSignedIn] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    // A link works once: never send it twice, even when the effect runs twice in development.
    if (asked.current) return;
    asked.current = true;
    setSignedIn(isLoggedIn());
    const token = tokenInAddress();
    if (!token) {
      setOutcome({ state: 'failed', message: t('auth.linkInvalid') });
      return;
    }
    // The API client (and zod with it) loads after the page is drawn, never with it.
    void Promise.all([import('../../api/web-api'), import('../../api/client')]).then(async ([{ callApi }, { ApiError }]) => {
      try {
        const { email } = await callApi('auth/verify-email', { token }, { quiet: true });
        setOutcome({ state: 'verified', email });
      } catch (error) {
        const problem: FieldProblem | undefined = error instanceof ApiError ? error.problems[0] : undefined;
        setOutcome({ state: 'failed', message: problem ? problemText(t, problem) : error instanceof Error ? error.message : t('auth.linkInvalid') });
      }
    });
  }, [t]);

  return (
    <section aria-labelledby={headingId} className="container mx-auto flex max-w-md flex-col gap-6 py-8">
      <h1 id={headingId} className="text-heading font-title text-title">
        {heading ?? t('authPages.verifyEmail.title')}
      </h1>
      <div role="status" className="flex flex-col gap-4">
        {outcome.state === 'checking' ? <p>{t('authPages.verifyEmail.checking')}</p> : null}
        {outcome.state === 'verified' ? (
          <>
            <p className={SUCCESS_TEXT}>{t('authPages.verifyEmail.success', { email: outcome.email })}</p>
            <a href={signedIn ? links.userCenterHref : links.signInHref} className="underline">{t(signedIn ? 'authPages.verifyEmail.continue' : 'authPages.verifyEmail.signIn')}</a>
          </>
        ) : null}
        {outcome.state === 'failed' ? (
          <>
            <p className={ERROR_TEXT}>{outcome.message}</p>
            <p className="flex gap-4">
              <a href={links.signInHref} className="underline">{t('authPages.verifyEmail.signIn')}</a>
              <a href={links.signUpHref} className="underline">{t('authPages.verifyEmail.askAgain')}</a>
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
