import en from '../../locales/inquiry/en.json';
import zhCN from '../../locales/inquiry/zh-CN.json';
import zhHK from '../../locales/inquiry/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the inquiry form's strings, which travel with its block. */
export const useInquiryStrings = () => useAreaStrings(TABLES, 'inquiry.quoteTitle');
