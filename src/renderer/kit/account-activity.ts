import type { TFunction } from 'i18next';
import type { UrlLanguage } from '../../schema/languages';
import { formatDate } from './format';
import { SERVER_TIME_ZONE } from './time-zone';

/*
 * How the account pages name a session's device, its sign-in method and a moment, alike on
 * every one of them. A moment is written in the zone `useTimeZone` gives: the server's UTC
 * says which zone it is (the server does not know the shopper's), the shopper's own zone,
 * once the browser knows it, goes without saying.
 */

const MOMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };

export function formatMoment(iso: string, lang: UrlLanguage, timeZone: string = SERVER_TIME_ZONE): string {
  return formatDate(iso, lang, { ...MOMENT, timeZone, ...(timeZone === SERVER_TIME_ZONE ? { timeZoneName: 'short' } : {}) });
}

/** "Chrome on macOS"; browser and system names are the makers' own and stay untranslated. */
export function deviceLabel(t: TFunction, device: { browser: string; os: string }): string {
  return t('security.device.named', {
    browser: device.browser || t('security.device.unknownBrowser'),
    os: device.os || t('security.device.unknownOs'),
  });
}

const METHODS = ['password', 'code', 'signup', 'reset-password'] as const;

export function loginMethodLabel(t: TFunction, method: string): string {
  const known = METHODS.find((name) => name === method);
  return known ? t(`security.methods.${known}`) : t('security.methods.other');
}
