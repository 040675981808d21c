import en from '../../locales/inquiry-list/en.json';
import zhCN from '../../locales/inquiry-list/zh-CN.json';
import zhHK from '../../locales/inquiry-list/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/**
 * `useTranslation()` with the strings of the thank-you page and the shopper's inquiries: apart
 * from the form's, so the form page (a guest's first page, slider and all) carries only its own.
 */
export const useInquiryListStrings = () => useAreaStrings(TABLES, 'inquiry.list.title');
