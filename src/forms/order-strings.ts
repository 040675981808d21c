import type { OrderStatus, PayStatus } from '../schema/commerce/states';
import en from '../../locales/order/en.json';
import zhCN from '../../locales/order/zh-CN.json';
import zhHK from '../../locales/order/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the order pages, which travel with their blocks. */
export const useOrderStrings = () => useAreaStrings(TABLES, 'order.list.heading');

/** Spec §4's status names, in the page language. */
export function orderStatusLabel(t: (key: string) => string, status: OrderStatus): string {
  return t(`order.status.${status}`);
}

export function payStatusLabel(t: (key: string) => string, payStatus: PayStatus): string {
  return t(`order.payStatus.${payStatus}`);
}

/** The badge colours of a status: done and under way read differently at a glance, the words say it all the same. */
export const STATUS_TONE: Readonly<Record<OrderStatus, string>> = {
  'in-progress': 'border-primary text-title',
  completed: 'border-success text-title',
  cancelled: 'border-theme text-desc',
  'pending-cancellation': 'border-warning text-title',
};
