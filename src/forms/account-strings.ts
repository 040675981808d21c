import en from '../../locales/account/en.json';
import zhCN from '../../locales/account/zh-CN.json';
import zhHK from '../../locales/account/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the account pages, which travel with their blocks. */
export const useAccountStrings = () => useAreaStrings(TABLES, 'account');
