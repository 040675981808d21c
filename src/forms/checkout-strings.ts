import en from '../../locales/checkout/en.json';
import zhCN from '../../locales/checkout/zh-CN.json';
import zhHK from '../../locales/checkout/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the checkout's and payment's strings, which travel with their blocks. */
export const useCheckoutStrings = () => useAreaStrings(TABLES, 'checkout.title');
