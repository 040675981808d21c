import en from '../../locales/reviews/en.json';
import zhCN from '../../locales/reviews/zh-CN.json';
import zhHK from '../../locales/reviews/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the reviews list's strings, which travel with that block alone (the form's with the form). */
export const useReviewStrings = () => useAreaStrings(TABLES, 'review.title');
