import type { UrlLanguage } from '../schema/languages';
import type { RegionCode } from '../schema/region-names';

/**
 * Calling codes offered beside a mobile number: the shop's markets first. The number itself is
 * checked on the server against the code's numbering plan, so this list only saves typing.
 */
export const CALLING_CODES: readonly { code: string; region: RegionCode }[] = [
  { code: '+86', region: 'CN' },
  { code: '+852', region: 'HK' },
  { code: '+853', region: 'MO' },
  { code: '+886', region: 'TW' },
  { code: '+1', region: 'US' },
  { code: '+44', region: 'GB' },
  { code: '+49', region: 'DE' },
  { code: '+33', region: 'FR' },
  { code: '+39', region: 'IT' },
  { code: '+34', region: 'ES' },
  { code: '+351', region: 'PT' },
  { code: '+81', region: 'JP' },
  { code: '+82', region: 'KR' },
  { code: '+65', region: 'SG' },
  { code: '+60', region: 'MY' },
  { code: '+66', region: 'TH' },
  { code: '+84', region: 'VN' },
  { code: '+62', region: 'ID' },
  { code: '+63', region: 'PH' },
  { code: '+61', region: 'AU' },
  { code: '+64', region: 'NZ' },
];

/** The calling code a shopper reading the page in `lang` most likely has. */
export const DEFAULT_CALLING_CODE: Readonly<Record<UrlLanguage, string>> = {
  en: '+1',
  zh: '+86',
  'zh-TW': '+886',
  'zh-HK': '+852',
  de: '+49',
  es: '+34',
  fr: '+33',
  id: '+62',
  it: '+39',
  ja: '+81',
  ko: '+82',
  pt: '+351',
  th: '+66',
  fil: '+63',
  vi: '+84',
};
