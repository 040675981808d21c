import { useTranslation } from 'react-i18next';
import en from '../../../locales/account/en.json';
import zhCN from '../../../locales/account/zh-CN.json';
import zhHK from '../../../locales/account/zh-HK.json';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../schema/languages';
import { userPageDataSchema, type UserPageData } from '../../schema/user-area';
import { readPageData, type PageDataCheck } from './read-page-data';

// The user area's pages are drawn for one signed-in shopper; a visitor's page has no profile.
const profileCheck: PageDataCheck<UserPageData['profile'] | undefined> = { pick: () => userPageDataSchema.shape.profile.optional() };
const userAreaCheck: PageDataCheck<UserPageData['userArea'] | undefined> = { pick: () => userPageDataSchema.shape.userArea.optional() };

/**
 * The shopper's profile and the user area's links on a user-area page (`user-center`,
 * `user-account`, `user-info`), or null on a page drawn for nobody.
 */
export function readUserPage(data: Record<string, unknown>): UserPageData | null {
  const profile = readPageData(data, 'profile', profileCheck);
  const userArea = readPageData(data, 'userArea', userAreaCheck);
  return profile ? { profile, userArea: userArea ?? [] } : null;
}

/** What to call the shopper: the nick name they chose, else their first name. */
export function displayName(profile: Pick<UserPageData['profile'], 'nickName' | 'firstName' | 'lastName'>): string {
  return profile.nickName || profile.firstName || profile.lastName;
}

/*
 * The user area's strings live in their own translation namespace (`account:greeting`),
 * bundled with the user area's blocks rather than in the tables every page loads first: the
 * home page does not carry the words of pages it never shows. Added synchronously, so the
 * server's render and the browser's hydration read the same text.
 */
const ACCOUNT_NAMESPACE = 'account';
const ACCOUNT_STRINGS: Readonly<Record<TranslatedLocale, Record<string, unknown>>> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** Makes the `account:` strings readable by `t` on this i18n instance; call it before reading them. */
export function useAccountStrings(): void {
  const { i18n } = useTranslation();
  for (const locale of TRANSLATED_LOCALES) {
    if (!i18n.hasResourceBundle(locale, ACCOUNT_NAMESPACE)) i18n.addResourceBundle(locale, ACCOUNT_NAMESPACE, ACCOUNT_STRINGS[locale]);
  }
}
