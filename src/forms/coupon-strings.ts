import en from '../../locales/coupon/en.json';
import zhCN from '../../locales/coupon/zh-CN.json';
import zhHK from '../../locales/coupon/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/**
 * `useTranslation()` with the coupon and promotion strings: the pages' words and why a code
 * was refused (`coupon.refused.<reason>`, one per `COUPON_REFUSALS`), which checkout shows too.
 */
export const useCouponTranslation = () => useAreaStrings(TABLES, 'coupon.list.title');
