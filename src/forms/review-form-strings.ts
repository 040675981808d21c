import en from '../../locales/review-form/en.json';
import zhCN from '../../locales/review-form/zh-CN.json';
import zhHK from '../../locales/review-form/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the review form's strings, which load with the form, only for a shopper with a purchase to review. */
export const useReviewFormStrings = () => useAreaStrings(TABLES, 'reviewForm.submit');
