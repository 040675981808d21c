import { CodeField } from '../../forms/code-field';
import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuthStrings } from '../../forms/auth-strings';
import { AccountField } from '../../forms/account-field';
import { loadDocument, readAuthPage } from '../../forms/auth-page';
import { forgetPendingVerification, readPendingVerification, type PendingVerification } from '../../forms/pending-verification';
import { SendCodeButton, sendCodeChecked } from '../../forms/send-code-button';
import { formText, useFormCall } from '../../forms/use-form-call';
import { FormFooter } from '../../forms/form-parts';
import { NavigateContext } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { localeChain } from '../../schema/languages';
import { markSignedIn } from '../../state/session';
import type { AuthVerifyPromptProps } from './schema';

/**
 * The code step of a sign-up (spec §2 auth/verify-prompt): says where the code went, takes
 * it, and signs the new shopper in; a new code can be asked for once the countdown ends.
 * Opened on its own (another tab, a later day) it asks for the account as well.
 */
export default function AuthVerifyPrompt({ heading }: AuthVerifyPromptProps) {
  const { t } = useAuthStrings();
  const { data, lang } = usePage();
  const links = readAuthPage(data);
  const recorded = useContext(NavigateContext);
  const form = useRef<HTMLFormElement>(null);
  const call = useFormCall(form);
  const headingId = useId();
  // Kept in this tab's storage, which the server cannot see: read once the page is in the browser.
  const [pending, setPending] = useState<PendingVerification | null>(null);
  useEffect(() => setPending(readPendingVerification()), []);

  const fieldsOf = (element: HTMLFormElement) => ({ account: formText(element, 'account'), countryCode: formText(element, 'countryCode') });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await call.submit('auth/verify-code', { ...fieldsOf(event.currentTarget), code: formText(event.currentTarget, 'code') });
    if (!answer) return;
    forgetPendingVerification();
    markSignedIn(answer.userInfo);
    (recorded ?? loadDocument)(links.returnTo ?? links.userCenterHref);
  };

  const resend = async () => {
    const element = form.current;
    if (!element) return false;
    return sendCodeChecked(call, { ...fieldsOf(element), purpose: 'signup', lang: localeChain(lang)[0] });
  };

  const where = pending
    ? t(pending.channel === 'email' ? 'authPages.verifyPrompt.sentEmail' : 'authPages.verifyPrompt.sentSms', { account: pending.account })
    : t('authPages.verifyPrompt.unknown');

  return (
    <section aria-labelledby={headingId} className="container mx-auto flex max-w-md flex-col gap-6 py-8">
      <h1 id={headingId} className="text-heading font-title text-title">
        {heading ?? t('authPages.verifyPrompt.title')}
      </h1>
      <p>{where}</p>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" key={pending ? 'known' : 'unknown'}>
        <AccountField
          lang={lang}
          defaultAccount={pending?.account ?? ''}
          defaultCountryCode={pending?.countryCode || undefined}
          accountError={call.errorOf('account')}
          countryCodeError={call.errorOf('countryCode')}
        />
        <div className="flex items-end gap-2">
          <CodeField error={call.errorOf('code')} className="flex min-w-0 flex-1 flex-col gap-1" />
          <SendCodeButton send={resend} sentAlready={pending !== null} />
        </div>
        <FormFooter call={call} label={t('authPages.verifyPrompt.submit')} />
      </form>
    </section>
  );
}
