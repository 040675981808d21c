import en from '../../locales/comments/en.json';
import zhCN from '../../locales/comments/zh-CN.json';
import zhHK from '../../locales/comments/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the comment list, which travel with its block. */
export const useCommentStrings = () => useAreaStrings(TABLES, 'comment.title');
