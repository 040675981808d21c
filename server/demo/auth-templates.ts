import { langPath, TRANSLATED_LOCALES, URL_LANGUAGE_OF, type TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The templates of the six auth pages (spec §2), one block each, in every translated locale.
 * The blocks carry their own translated headings; the rows name the page for the browser tab.
 */

type Words = Record<TranslatedLocale, string>;

const TITLES = {
  'auth-signin': { en: 'Sign in', 'zh-CN': '登录', 'zh-HK': '登入' },
  'auth-signup': { en: 'Create an account', 'zh-CN': '注册账号', 'zh-HK': '建立帳戶' },
  'auth-forget': { en: 'Reset your password', 'zh-CN': '重置密码', 'zh-HK': '重設密碼' },
  'auth-reset-password': { en: 'Choose a new password', 'zh-CN': '设置新密码', 'zh-HK': '設定新密碼' },
  'auth-verify-email': { en: 'Confirm your email address', 'zh-CN': '确认邮箱地址', 'zh-HK': '確認電郵地址' },
  'auth-verify-prompt': { en: 'Enter your verification code', 'zh-CN': '输入验证码', 'zh-HK': '輸入驗證碼' },
} satisfies Record<string, Words>;

function authRowsIn(locale: TranslatedLocale): TemplateRow[] {
  const prefix = langPath(URL_LANGUAGE_OF[locale]);
  const row = (kind: keyof typeof TITLES, props: Record<string, unknown> = {}): TemplateRow => ({
    key: `template:${kind}`,
    locale,
    body: { template: kind, blocks: [{ id: kind, type: kind, version: 1, props }] },
    meta: { title: TITLES[kind][locale] },
  });
  return [
    row('auth-signin'),
    row('auth-signup', { privacyHref: `${prefix}/page/privacy`, termsHref: `${prefix}/page/terms` }),
    row('auth-forget'),
    row('auth-reset-password'),
    row('auth-verify-email'),
    row('auth-verify-prompt'),
  ];
}

export const authTemplateRows: readonly TemplateRow[] = TRANSLATED_LOCALES.flatMap((locale) => authRowsIn(locale));
