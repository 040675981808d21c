import en from '../../locales/security/en.json';
import zhCN from '../../locales/security/zh-CN.json';
import zhHK from '../../locales/security/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the security pages, which travel with their blocks. */
export const useSecurityStrings = () => useAreaStrings(TABLES, 'security.sessions');
