import { useId, useRef, useState, type FormEvent } from 'react';
import { useAuthStrings } from '../../forms/auth-strings';
import type { FieldProblem } from '../../api/client';
import { AccountField } from '../../forms/account-field';
import { readAuthPage } from '../../forms/auth-page';
import { Field, FieldError } from '../../forms/field';
import { PasswordField } from '../../forms/password-field';
import { formText, useFormCall } from '../../forms/use-form-call';
import { FormFooter, SliderField } from '../../forms/form-parts';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { localeChain } from '../../schema/languages';
import type { AuthSignupProps } from './schema';

/**
 * Sign-up (spec §2 auth/signup, §5): an email address or a mobile number, a password, names
 * and birthday, the agreement, and the slider check. The server sends a code (and, for an
 * email address, a link); the shopper then enters it on the code page.
 */
export default function AuthSignup({ heading, privacyHref, termsHref }: AuthSignupProps) {
  const { t } = useAuthStrings();
  const { data, lang } = usePage();
  const links = readAuthPage(data);
  const navigate = useNavigateTo();
  const form = useRef<HTMLFormElement>(null);
  const call = useFormCall(form);
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  // A check the server has seen is spent: a new attempt needs a new slide.
  const [checkRound, setCheckRound] = useState(0);
  const headingId = useId();
  const agreementErrorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const account = formText(element, 'account');
    const countryCode = formText(element, 'countryCode');
    const agreed = new FormData(element).has('agreement');
    // Problems only the form can see: the call's schema takes nothing but a ticked agreement and a solved check.
    const unready: FieldProblem[] = [
      ...(agreed ? [] : [{ path: 'agreement', message: 'validation.privacyAgreement' }]),
      ...(humanCheck === null ? [{ path: 'humanCheck', message: 'validation.sliderPrompt' }] : []),
    ];
    const body = {
      account,
      countryCode,
      password: formText(element, 'password'),
      firstName: formText(element, 'firstName'),
      lastName: formText(element, 'lastName'),
      birthday: formText(element, 'birthday'),
      agreement: true as const,
      humanCheck: humanCheck ?? '',
      lang: localeChain(lang)[0],
    };
    let sent = false;
    const answer = await call.submit('auth/signup', body, unready, () => (sent = true));
    if (!answer) {
      if (sent) {
        setHumanCheck(null);
        setCheckRound((round) => round + 1);
      }
      return;
    }
    (await import('../../forms/pending-verification')).rememberPendingVerification({ account, countryCode, channel: answer.channel });
    navigate(links.verifyPromptHref);
  };

  const agreementError = call.errorOf('agreement');
  return (
    <section aria-labelledby={headingId} className="container mx-auto flex max-w-md flex-col gap-6 py-8">
      <h1 id={headingId} className="text-heading font-title text-title">
        {heading ?? t('authPages.signUp.title')}
      </h1>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <AccountField lang={lang} accountError={call.errorOf('account')} countryCodeError={call.errorOf('countryCode')} />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          hint={t('authPages.passwordHint')}
          error={call.errorOf('password')}
        />
        <div className="grid grid-cols-2 gap-2">
          <Field label={t('fields.firstName')} name="firstName" autoComplete="given-name" maxLength={50} required error={call.errorOf('firstName')} />
          <Field label={t('fields.lastName')} name="lastName" autoComplete="family-name" maxLength={50} required error={call.errorOf('lastName')} />
        </div>
        <Field label={t('fields.birthday')} name="birthday" type="date" autoComplete="bday" required error={call.errorOf('birthday')} />
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="agreement"
              aria-invalid={agreementError ? true : undefined}
              aria-describedby={agreementError ? agreementErrorId : undefined}
              className="mt-1 h-4 w-4 accent-[var(--color-primary)]"
            />
            <span>
              {/* Pieces rather than <Trans>: its markup parser would join every page's first JavaScript. */}
              {t('authPages.signUp.agreeTo')}
              <a href={privacyHref} target="_blank" rel="noopener" className="underline">
                {t('authPages.signUp.privacy')}
              </a>
              {t('authPages.signUp.and')}
              <a href={termsHref} target="_blank" rel="noopener" className="underline">
                {t('authPages.signUp.terms')}
              </a>
            </span>
          </label>
          <FieldError id={agreementErrorId} error={agreementError} />
        </div>
        <SliderField key={checkRound} call={call} onChange={setHumanCheck} />
        <FormFooter call={call} label={t('authPages.signUp.submit')} />
      </form>
      <p className="text-sm">
        {t('authPages.signUp.haveAccount')} <a href={links.signInHref} className="underline">{t('authPages.signUp.signIn')}</a>
      </p>
    </section>
  );
}
