import en from '../../locales/inquiry/en.json';
import zhCN from '../../locales/inquiry/zh-CN.json';
import zhHK from '../../locales/inquiry/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the inquiry pages, which travel with their blocks. */
export const useInquiryStrings = () => useAreaStrings(TABLES, 'inquiry.quoteTitle');
