/**
 * The account a sign-up just sent a code to, kept for this tab only so the code step can say
 * where the code went and send it back with the code, without putting the address in a URL
 * (where it would reach server logs and browser history).
 */
export type PendingVerification = { account: string; countryCode: string; channel: 'email' | 'sms' };

const KEY = 'vitrine.pendingVerification';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingVerification(pending: PendingVerification): void {
  storage()?.setItem(KEY, JSON.stringify(pending));
}

export function readPendingVerification(): PendingVerification | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const account: unknown = Reflect.get(value, 'account');
  const countryCode: unknown = Reflect.get(value, 'countryCode');
  const channel: unknown = Reflect.get(value, 'channel');
  if (typeof account !== 'string' || typeof countryCode !== 'string' || (channel !== 'email' && channel !== 'sms')) return null;
  return { account, countryCode, channel };
}

export function forgetPendingVerification(): void {
  storage()?.removeItem(KEY);
}
