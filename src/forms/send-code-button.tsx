import { useEffect, useState } from 'react';
import type { WebApi, WebCallBody } from '../schema/web-api';
import { useAuthStrings } from './auth-strings';
import { FIELD_BUTTON } from './field';
import { runServerHumanCheck } from './server-human-check';
import type { FormCall } from './use-form-call';

export type SendCodeButtonProps = {
  /** Sends the code; answers whether it went, so a refused send can be tried again at once. */
  send: () => Promise<boolean>;
  /** Seconds before another code may be asked for. */
  wait?: number;
  /** Starts counting down at once, for a page a code was sent from just before. */
  sentAlready?: boolean;
};

/**
 * 'Send code', then 'Resend in N s' until another may be asked for, then 'Resend code'.
 * The count is drawn in the button, not announced every second: the button says it once.
 */
export function SendCodeButton({ send, wait = 60, sentAlready = false }: SendCodeButtonProps) {
  const { t } = useAuthStrings();
  const [left, setLeft] = useState(sentAlready ? wait : 0);
  const [sent, setSent] = useState(sentAlready);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((now) => now - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const label = left > 0 ? t('authPages.resendIn', { count: left }) : t(sent ? 'authPages.resendCode' : 'authPages.sendCode');
  return (
    <button
      type="button"
      disabled={sending || left > 0}
      onClick={async () => {
        setSending(true);
        const went = await send().catch(() => false);
        setSending(false);
        if (went) {
          setSent(true);
          setLeft(wait);
        }
      }}
      className={FIELD_BUTTON}
    >
      {label}
    </button>
  );
}

/**
 * Sends a sign-in or sign-up code once the server's human check is solved, out of sight: a
 * check that cannot be passed is the code field's problem. Answers whether the code went.
 */
export async function sendCodeChecked(call: FormCall, body: Omit<WebCallBody<WebApi['auth/send-code']>, 'humanCheck'>): Promise<boolean> {
  const humanCheck = await runServerHumanCheck(new AbortController().signal);
  if (humanCheck === null) {
    call.showProblems([{ path: 'code', message: 'validation.verificationFailed' }]);
    return false;
  }
  return (await call.submit('auth/send-code', { ...body, humanCheck })) !== undefined;
}
