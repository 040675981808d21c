import en from '../../locales/account-fields/en.json';
import zhCN from '../../locales/account-fields/zh-CN.json';
import zhHK from '../../locales/account-fields/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/**
 * `useTranslation()` with the labels of the account's fields (`fields.account`,
 * `fields.countryCode`…): what a form that asks for an email or mobile number needs, without
 * the rest of the auth pages' strings.
 */
export const useAccountFieldStrings = () => useAreaStrings(TABLES, 'fields.account');
