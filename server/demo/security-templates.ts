import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The default templates of the account security pages: one block each, which draws the
 * page's own data. Headings come from the blocks' translations; only the page titles are here.
 */

const TITLES: Record<'user-security' | 'user-security-activity' | 'user-log', Record<TranslatedLocale, string>> = {
  'user-security': { en: 'Account security', 'zh-CN': '账户安全', 'zh-HK': '帳戶安全' },
  'user-security-activity': { en: 'Sign-in history', 'zh-CN': '登录记录', 'zh-HK': '登入紀錄' },
  'user-log': { en: 'Account change log', 'zh-CN': '账户变更记录', 'zh-HK': '帳戶變更紀錄' },
};

const BLOCKS = {
  'user-security': { id: 'sessions', type: 'session-list', version: 1, props: { showHistoryLinks: true } },
  'user-security-activity': { id: 'history', type: 'sign-in-history', version: 1, props: {} },
  'user-log': { id: 'log', type: 'account-log', version: 1, props: {} },
} as const;

export const securityTemplateRows: readonly TemplateRow[] = TRANSLATED_LOCALES.flatMap((locale) =>
  (['user-security', 'user-security-activity', 'user-log'] as const).map((kind) => ({
    key: `template:${kind}`,
    locale,
    body: { template: kind, blocks: [{ ...BLOCKS[kind], props: { ...BLOCKS[kind].props } }] },
    meta: { title: TITLES[kind][locale] },
  })),
);
