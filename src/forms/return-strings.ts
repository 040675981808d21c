import en from '../../locales/returns/en.json';
import zhCN from '../../locales/returns/zh-CN.json';
import zhHK from '../../locales/returns/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the return pages and the order refund block, which travel with their blocks. */
export const useReturnStrings = () => useAreaStrings(TABLES, 'return.title');
