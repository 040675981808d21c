import en from '../../locales/address/en.json';
import zhCN from '../../locales/address/zh-CN.json';
import zhHK from '../../locales/address/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the address book's strings (`address.*` and the field labels of every country). */
export const useAddressTranslation = () => useAreaStrings(TABLES, 'address.title');
