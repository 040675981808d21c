import { useId, useRef, useState, type FormEvent } from 'react';
import { useAuthStrings } from '../../forms/auth-strings';
import type { FieldProblem } from '../../api/client';
import { AccountField } from '../../forms/account-field';
import { readAuthPage } from '../../forms/auth-page';
import { formText, useFormCall } from '../../forms/use-form-call';
import { FormFooter, SliderField } from '../../forms/form-parts';
import { usePage } from '../../renderer/kit/page-context';
import { localeChain } from '../../schema/languages';
import type { AuthForgetProps } from './schema';

/**
 * Password recovery (spec §2 auth/forget): the account and the slider check, then the same
 * confirmation whether or not the account exists, so the page tells nobody who has one.
 */
export default function AuthForget({ heading }: AuthForgetProps) {
  const { t } = useAuthStrings();
  const { data, lang } = usePage();
  const links = readAuthPage(data);
  const form = useRef<HTMLFormElement>(null);
  const call = useFormCall(form);
  const headingId = useId();
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [checkRound, setCheckRound] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const account = formText(element, 'account');
    const unsolved: FieldProblem[] = humanCheck === null ? [{ path: 'humanCheck', message: 'validation.sliderPrompt' }] : [];
    let sent = false;
    const answer = await call.submit(
      'auth/forget',
      { account, countryCode: formText(element, 'countryCode'), humanCheck: humanCheck ?? '', lang: localeChain(lang)[0] },
      unsolved,
      () => (sent = true),
    );
    // The call answers null once it is done; undefined means it was refused.
    if (answer === null) setSentTo(account.trim());
    else if (sent) {
      setHumanCheck(null);
      setCheckRound((round) => round + 1);
    }
  };

  return (
    <section aria-labelledby={headingId} className="container mx-auto flex max-w-md flex-col gap-6 py-8">
      <h1 id={headingId} className="text-heading font-title text-title">
        {heading ?? t('authPages.forget.title')}
      </h1>
      {sentTo !== null ? (
        <div role="status" className="flex flex-col gap-4">
          <p>{t('authPages.forget.sent', { account: sentTo })}</p>
        </div>
      ) : (
        <>
          <p>{t('authPages.forget.intro')}</p>
          <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
            <AccountField lang={lang} accountError={call.errorOf('account')} countryCodeError={call.errorOf('countryCode')} />
            <SliderField key={checkRound} call={call} onChange={setHumanCheck} />
            <FormFooter call={call} label={t('authPages.forget.submit')} />
          </form>
        </>
      )}
      <p className="text-sm">
        <a href={links.signInHref} className="underline">{t('authPages.forget.backToSignIn')}</a>
      </p>
    </section>
  );
}
