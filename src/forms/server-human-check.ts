import type { WebApi, WebCallBody } from '../schema/web-api';
import type { RunHumanCheck } from './human-check';
import type { FormCall } from './use-form-call';

/**
 * The slider's real check (solve-human-check.ts), for every form that asks for one. Its code,
 * the API client and the solver come when a check first runs: the pages that may ask for one
 * (sign-in, sign-up, a quote or feedback) start without them.
 */
export const runServerHumanCheck: RunHumanCheck = async (signal) => (await import('./solve-human-check')).solveServerHumanCheck(signal);

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
