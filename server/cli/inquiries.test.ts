import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../db/schema';
import { createInquiry } from '../inquiries/inquiries';
import { TEST_ADMIN_TOKEN } from '../testing/test-app';
import { liveShopFor } from '../testing/test-live-shop';
import { inquiriesCommand } from './inquiries-command';

/* The merchant's inquiry commands against a live shop server, through its admin API. */

const cli = liveShopFor(inquiriesCommand);
const run = cli.run;

const send = (message: string) =>
  createInquiry(cli.shop.db, {
    kind: 'quote',
    subject: { type: 'product', slug: 'desk-lamp', title: 'Desk lamp' },
    quantity: 12,
    message,
    contact: { kind: 'email', value: 'studio@example.org' },
    userId: null,
    locale: 'en',
    pictures: [],
  });

describe('npm run inquiries', () => {
  it('lists, shows and answers an inquiry; the answer is mailed to its contact', async () => {
    const { inquiryNo } = await send('Twelve lamps\tfor the studio\nplease');
    const listed = await run('list', 'new', 'quote');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${inquiryNo}\tquote\tnew\tdesk-lamp ×12\tstudio@example.org\t\\d{4}-\\d{2}-\\d{2}\tTwelve lamps for the studio please$`,
        ),
      ),
    );
    const shown = await run('show', inquiryNo);
    expect(JSON.parse(shown.out)).toMatchObject({ inquiryNo, message: 'Twelve lamps\tfor the studio\nplease', status: 'new' });

    expect(await run('answer', inquiryNo, '12', 'lamps:', '$40', 'each.')).toMatchObject({
      code: 0,
      out: `${inquiryNo} answered; sent to studio@example.org`,
    });
    const [row] = await cli.shop.db.select().from(inquiries).where(eq(inquiries.inquiryNo, inquiryNo));
    expect(row).toMatchObject({ status: 'answered', answer: '12 lamps: $40 each.' });
    await cli.shop.services.mailer.idle();
    const outbox = await cli.shop.app.request('http://localhost/api/admin/outbox?recipient=studio%40example.org', {
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    const mail = ((await outbox.json()) as { data: { template: string; body: string }[] }).data[0];
    expect(mail).toMatchObject({ template: 'inquiry-answered' });
    expect(mail!.body).toContain('12 lamps: $40 each.');
  });

  it('closes one, then refuses to answer it; an unknown number and a bad command line say so', async () => {
    const { inquiryNo } = await send('Never mind');
    expect(await run('close', inquiryNo)).toMatchObject({ code: 0, out: `${inquiryNo} closed` });
    expect(await run('answer', inquiryNo, 'Too late')).toMatchObject({ code: 1, err: '409: A closed inquiry takes no answer' });
    expect(await run('show', 'Q20990101-000001')).toMatchObject({ code: 1, err: '404: No such inquiry' });
    expect((await run('answer', inquiryNo)).code).toBe(2);
    expect((await run('shout')).err).toContain('Usage: npm run inquiries');
  });
});
