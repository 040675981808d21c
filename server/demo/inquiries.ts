import { like } from 'drizzle-orm';
import sharp from 'sharp';
import type { TranslatedLocale } from '../../src/schema/languages';
import { INQUIRY_LIMITS } from '../../src/schema/web-api/inquiry-limits';
import { encodePicture, type EncodedPicture } from '../http/uploaded-picture';
import type { Transaction } from '../db/database';
import { inquiries, products } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { answerInquiry, closeInquiry, createInquiry, findInquirySubject } from '../inquiries/inquiries';
import { DEMO_SHOPPER, demoShopperId } from './shoppers';

/*
 * Inquiries the demo shop starts with, in all three languages: the demo shopper's (answered,
 * and one still waiting, so the user area shows both) and guests' (by mail and by mobile,
 * answered, waiting and closed), written through the same functions the shop uses.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoInquiry = {
  locale: TranslatedLocale;
  kind: 'quote' | 'feedback';
  /** `teapot`: the first teapot of the catalog; `about`: the about page. */
  about?: 'teapot' | 'about';
  quantity?: number;
  message: string;
  /** The demo shopper's, else a guest's with this contact. */
  guest?: { kind: 'email' | 'mobile'; value: string };
  daysAgo: number;
  answer?: string;
  closed?: true;
  withPicture?: true;
};

const DEMO_INQUIRIES: readonly DemoInquiry[] = [
  {
    locale: 'en',
    kind: 'quote',
    about: 'teapot',
    quantity: 40,
    message:
      'We are opening a tea room in March and would like forty of these teapots. Could you quote with delivery to Lisbon? A photo of our counter is attached.',
    daysAgo: 9,
    answer:
      'Thank you! Forty teapots come to $36 each (10% off the list price), delivered to Lisbon within three weeks. Reply to this message and we will hold the stock for you.',
    withPicture: true,
  },
  {
    locale: 'zh-CN',
    kind: 'feedback',
    message: '结账时希望能保存多个收货地址的默认顺序，另外包装很用心，谢谢！',
    daysAgo: 6,
    answer: '感谢你的建议！地址簿已支持设置默认地址，我们也会考虑排序功能。很高兴你喜欢我们的包装。',
  },
  {
    locale: 'zh-HK',
    kind: 'quote',
    about: 'about',
    quantity: 12,
    message: '公司年底想訂十二份禮盒，可以加上公司標誌嗎？',
    daysAgo: 1,
  },
  {
    locale: 'en',
    kind: 'feedback',
    message: 'The search could also find products by colour. Otherwise a lovely shop.',
    guest: { kind: 'email', value: 'sam.rivera@example.org' },
    daysAgo: 2,
  },
  {
    locale: 'zh-HK',
    kind: 'quote',
    about: 'teapot',
    quantity: 6,
    message: '請問六個茶壺寄到九龍需要多少運費？',
    guest: { kind: 'mobile', value: '+85291234567' },
    daysAgo: 4,
    answer: '六個茶壺寄往九龍免運費，三至五個工作天送達。',
  },
  {
    locale: 'zh-CN',
    kind: 'quote',
    about: 'teapot',
    quantity: 200,
    message: '批发两百个，能否给出厂价？',
    guest: { kind: 'email', value: 'wholesale.lin@example.org' },
    daysAgo: 12,
    closed: true,
  },
];

/** A counter photo drawn for the demo, through the same encoder as shoppers' uploads. */
async function demoPicture(): Promise<EncodedPicture[]> {
  const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#d9c6a5' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="480" height="320"><rect x="60" y="180" width="360" height="90" fill="#7a5230"/><circle cx="240" cy="140" r="50" fill="#2f4f4f"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const picture = await encodePicture(new Uint8Array(png), INQUIRY_LIMITS.pictureSide);
  return picture ? [picture] : [];
}

export const demoInquiriesSeed: SeedStep = {
  name: 'demo-inquiries',
  async run(tx: Transaction) {
    const [held] = await tx.select({ id: inquiries.id }).from(inquiries).limit(1);
    if (held) return 'skipped';
    const userId = await demoShopperId(tx);
    const [teapot] = await tx.select({ slug: products.slug }).from(products).where(like(products.slug, '%-teapot')).limit(1);
    const now = Date.now();
    for (const demo of DEMO_INQUIRIES) {
      const slug = demo.about === 'teapot' ? teapot?.slug : demo.about;
      const subject = slug ? await findInquirySubject(tx, slug, demo.locale === 'zh-CN' ? 'zh' : demo.locale) : null;
      const contact = demo.guest ?? { kind: 'email' as const, value: DEMO_SHOPPER.email };
      const created = await createInquiry(
        tx,
        {
          kind: demo.kind,
          subject,
          quantity: demo.kind === 'quote' ? (demo.quantity ?? 1) : null,
          message: demo.message,
          contact,
          userId: demo.guest ? null : userId,
          locale: demo.locale,
          pictures: demo.withPicture ? await demoPicture() : [],
        },
        new Date(now - demo.daysAgo * DAY_MS),
      );
      if (demo.answer) await answerInquiry(tx, created.inquiryNo, demo.answer, new Date(now - (demo.daysAgo - 1) * DAY_MS));
      if (demo.closed) await closeInquiry(tx, created.inquiryNo);
    }
    return 'seeded';
  },
};
