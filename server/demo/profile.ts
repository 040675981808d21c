import { eq } from 'drizzle-orm';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import { users } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { DEMO_SHOPPER } from './shoppers';
import type { TemplateRow } from './templates';

/*
 * The user center, account settings and profile pages are drawn by one block each, from the
 * signed-in shopper's page data; merchants may add blocks around them.
 */

const TITLES = {
  'user-center': { en: 'My account', 'zh-CN': '我的账户', 'zh-HK': '我的帳戶' },
  'user-account': { en: 'Account settings', 'zh-CN': '账户设置', 'zh-HK': '帳戶設定' },
  'user-info': { en: 'Profile', 'zh-CN': '个人资料', 'zh-HK': '個人資料' },
} satisfies Record<string, Record<TranslatedLocale, string>>;

const BLOCKS = {
  'user-center': { type: 'user-center', props: { showFigures: true } },
  'user-account': { type: 'user-account', props: { showPassword: true } },
  'user-info': { type: 'user-info', props: { showEditLink: true } },
} as const;

export const profileTemplateRows: readonly TemplateRow[] = TRANSLATED_LOCALES.flatMap((locale) =>
  (['user-center', 'user-account', 'user-info'] as const).map((kind) => ({
    key: `template:${kind}`,
    locale,
    body: { template: kind, blocks: [{ id: kind, type: BLOCKS[kind].type, version: 1 as const, props: { ...BLOCKS[kind].props } }] },
    meta: { title: TITLES[kind][locale] },
  })),
);

/** Credits the demo shopper has earned, so the user center shows a figure that is not zero. */
const DEMO_CREDITS = 1280;

export const demoProfileSeed: SeedStep = {
  name: 'demo-profile',
  async run(tx) {
    const [row] = await tx.select({ id: users.id, credits: users.creditsBalance }).from(users).where(eq(users.email, DEMO_SHOPPER.email)).limit(1);
    if (!row || row.credits !== 0) return 'skipped';
    await tx.update(users).set({ creditsBalance: DEMO_CREDITS }).where(eq(users.id, row.id));
    return 'seeded';
  },
};
