import { CodeField } from '../../forms/code-field';
import { lazy, useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FieldProblem } from '../../api/client';
import { useAuthStrings } from '../../forms/auth-strings';
import { AccountField } from '../../forms/account-field';
import { loadDocument, readAuthPage } from '../../forms/auth-page';
import { FIELD_BUTTON } from '../../forms/field';
import { PasswordField } from '../../forms/password-field';
import { formText, useFormCall } from '../../forms/use-form-call';
import { FormFooter, OnceRunning, SliderField } from '../../forms/form-parts';
import { NavigateContext } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { localeChain } from '../../schema/languages';
import type { markSignedIn } from '../../state/session';
import type { AuthSigninProps } from './schema';

type Method = 'password' | 'code';

// Signing in by code is the second tab: its button's code and the human check behind it are
// fetched once the page runs (see the effect below), which keeps the sign-in page within its
// first-load budget; until they are in, the button is drawn disabled.
const loadSendCode = () => import('../../forms/send-code-button');
const SendCodeButton = lazy(async () => ({ default: (await loadSendCode()).SendCodeButton }));

/**
 * Sign-in (spec §2 auth/signin) with an email address or a mobile number, by password or by
 * a code sent to it. Every message stands beside its field, checked first with the call's own
 * schema and then by the server. Signed in, the shopper goes back to the page that sent them
 * here, else to the user center.
 */
export default function AuthSignin({ heading, defaultMethod }: AuthSigninProps) {
  const { t } = useAuthStrings();
  const { data, lang } = usePage();
  const links = readAuthPage(data);
  const recorded = useContext(NavigateContext);
  const form = useRef<HTMLFormElement>(null);
  const call = useFormCall(form);
  const [method, setMethod] = useState<Method>(defaultMethod);
  useEffect(() => {
    void loadSendCode();
  }, []);
  // Login email verification: the password was right, a code went to the account's email.
  const [secondStep, setSecondStep] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  // The server asks for the slider (a problem on `humanCheck`) once sign-ins to the account
  // failed several times; it stays for every try after, each with a new slide.
  const askedNow = call.problems.some((problem) => problem.path === 'humanCheck');
  const [humanCheckAsked, setHumanCheckAsked] = useState(false);
  useEffect(() => {
    if (askedNow) setHumanCheckAsked(true);
  }, [askedNow]);
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [checkRound, setCheckRound] = useState(0);
  const showHumanCheck = method === 'password' && (humanCheckAsked || askedNow);
  const headingId = useId();
  const pageLocale = localeChain(lang)[0];

  const signedIn = async (userInfo: Parameters<typeof markSignedIn>[0]) => {
    (await import('../../state/session')).markSignedIn(userInfo);
    (recorded ?? loadDocument)(links.returnTo ?? links.userCenterHref);
  };

  const fieldsOf = (element: HTMLFormElement) => ({
    account: formText(element, 'account'),
    countryCode: formText(element, 'countryCode'),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (method === 'password') {
      const code = formText(element, 'code');
      const unsolved: FieldProblem[] =
        showHumanCheck && humanCheck === null ? [{ path: 'humanCheck', message: 'validation.sliderPrompt' }] : [];
      let sent = false;
      const answer = await call.submit(
        'auth/signin',
        {
          ...fieldsOf(element),
          password: formText(element, 'password'),
          ...(secondStep ? { code } : {}),
          ...(showHumanCheck && humanCheck !== null ? { humanCheck } : {}),
          lang: pageLocale,
        },
        unsolved,
        () => (sent = true),
      );
      // A check the server has seen is spent: the next try needs a new slide.
      if (sent && humanCheck !== null) {
        setHumanCheck(null);
        setCheckRound((round) => round + 1);
      }
      if (answer?.status === 'signed-in') await signedIn(answer.userInfo);
      else if (answer?.status === 'code-required') setSecondStep(true);
      return;
    }
    const answer = await call.submit('auth/signin-code', { ...fieldsOf(element), code: formText(element, 'code') });
    if (answer) await signedIn(answer.userInfo);
  };

  const sendCode = async () => {
    const element = form.current;
    if (!element) return false;
    const { sendCodeChecked } = await loadSendCode();
    const sent = await sendCodeChecked(call, { ...fieldsOf(element), purpose: 'signin', lang: pageLocale });
    setCodeSent(sent);
    return sent;
  };

  const tab = (value: Method, label: string) => (
    <label className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-theme border border-theme px-3 has-[:checked]:border-primary has-[:checked]:text-primary">
      <input
        type="radio"
        name="method"
        value={value}
        checked={method === value}
        onChange={() => {
          setMethod(value);
          setSecondStep(false);
          call.showProblems([]);
        }}
        className="accent-[var(--color-primary)]"
      />
      {label}
    </label>
  );

  return (
    <section aria-labelledby={headingId} className="container mx-auto flex max-w-md flex-col gap-6 py-8">
      <h1 id={headingId} className="text-heading font-title text-title">
        {heading ?? t('authPages.signIn.title')}
      </h1>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('authPages.signIn.method')}</legend>
          <div className="flex gap-2">
            {tab('password', t('authPages.signIn.byPassword'))}
            {tab('code', t('authPages.signIn.byCode'))}
          </div>
        </fieldset>
        <AccountField lang={lang} accountError={call.errorOf('account')} countryCodeError={call.errorOf('countryCode')} />
        {method === 'password' ? (
          <PasswordField label={t('fields.password')} name="password" autoComplete="current-password" error={call.errorOf('password')} />
        ) : null}
        {method === 'code' || secondStep ? (
          <div className="flex flex-col gap-2">
            {secondStep ? <p role="status">{t('authPages.signIn.codeRequired')}</p> : null}
            <div className="flex items-end gap-2">
              <CodeField error={call.errorOf('code')} className="flex min-w-0 flex-1 flex-col gap-1" />
              {method === 'code' ? (
                <OnceRunning
                  place={
                    <button type="button" disabled className={FIELD_BUTTON}>
                      {t('authPages.sendCode')}
                    </button>
                  }
                >
                  <SendCodeButton send={sendCode} />
                </OnceRunning>
              ) : null}
            </div>
            {codeSent && method === 'code' ? <p role="status">{t('authPages.signIn.codeSent')}</p> : null}
          </div>
        ) : null}
        {showHumanCheck ? <SliderField key={checkRound} call={call} onChange={setHumanCheck} /> : null}
        <FormFooter call={call} label={t('authPages.signIn.submit')} />
      </form>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <a href={links.forgetHref} className="underline">
          {t('authPages.signIn.forget')}
        </a>
        <span>
          {t('authPages.signIn.noAccount')}{' '}
          <a href={links.signUpHref} className="underline">
            {t('authPages.signIn.signUp')}
          </a>
        </span>
      </p>
    </section>
  );
}
