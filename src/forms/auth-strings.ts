import en from '../../locales/auth-pages/en.json';
import zhCN from '../../locales/auth-pages/zh-CN.json';
import zhHK from '../../locales/auth-pages/zh-HK.json';
import { useAccountFieldStrings } from './account-field-strings';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/**
 * `useTranslation()` with the auth pages' strings: `authPages.*`, the server's refusals
 * (`auth.*`) and the `fields.*` labels their messages name (locales/account-fields).
 */
export function useAuthStrings() {
  useAccountFieldStrings();
  return useAreaStrings(TABLES, 'authPages');
}
