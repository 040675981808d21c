import en from '../../locales/favorite/en.json';
import zhCN from '../../locales/favorite/zh-CN.json';
import zhHK from '../../locales/favorite/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the favorite pages, which travel with their blocks. */
export const useFavoriteStrings = () => useAreaStrings(TABLES, 'favorite.list');
