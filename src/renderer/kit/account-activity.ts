import type { TFunction } from 'i18next';
import type { UrlLanguage } from '../../schema/languages';
import { formatDate } from './format';

/*
 * How the account pages name a session's device, its sign-in method and a moment, alike on
 * every one of them. Times are written in UTC and say so: the server draws the page without
 * knowing the shopper's time zone, and the browser must draw the same text.
 */

const MOMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' };

export function formatMoment(iso: string, lang: UrlLanguage): string {
  return formatDate(iso, lang, MOMENT);
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
