import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { outbox } from '../../db/schema';
import { memoryLogger } from '../../logger';
import { createMailer } from './mailer';
import { MESSAGES } from './messages';

type Received = { from: string; to: string[]; data: string };

let database: DatabaseHandle;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('the mailer', () => {
  it('delivers through SMTP_URL, in the shopper’s language, and records when it went', async () => {
    const mailer = createMailer(database.db, memoryLogger(), { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <shop@example.org>' });
    await mailer.send({ channel: 'email', recipient: 'ada@example.org', template: 'signin-code', locale: 'zh-HK', values: { code: '482913' } });
    await mailer.idle();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'shop@example.org', to: ['ada@example.org'] });
    const [head = '', body = ''] = received[0]!.data.split('\r\n\r\n');
    expect(head).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe('你的登入驗證碼是 482913，10 分鐘內有效。請勿告訴任何人。');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'ada@example.org'));
    expect(row).toMatchObject({ template: 'signin-code', locale: 'zh-HK', error: null });
    expect(row!.subject).toBe('你的登入驗證碼：482913');
    expect(row!.sentAt).not.toBeNull();
  });

  it('writes every Traditional Chinese message in the Hong Kong register: 你, never 您', () => {
    const formal = Object.entries(MESSAGES).filter(([, words]) => `${words['zh-HK'].subject}${words['zh-HK'].body}`.includes('您'));
    expect(formal.map(([template]) => template)).toEqual([]);
  });

  it('keeps a message it could not deliver in the outbox with the reason, and prints it in development', async () => {
    const logger = memoryLogger();
    // Nothing listens there: delivery fails, the code is still readable.
    const mailer = createMailer(database.db, logger, { smtpUrl: 'smtp://127.0.0.1:1', printToLog: true });
    await mailer.send({ channel: 'email', recipient: 'grace@example.org', template: 'signin-code', locale: 'en', values: { code: '123987' } });
    await mailer.idle();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'grace@example.org'));
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toBeTruthy();
    expect(row!.body).toContain('123987');
    expect(JSON.stringify(logger.entries)).toContain('123987');
  });

  it('leaves mail in the outbox, unsent, without SMTP_URL', async () => {
    const mailer = createMailer(database.db, memoryLogger());
    await mailer.send({ channel: 'sms', recipient: '+8613900003333', template: 'signup-code', locale: 'zh-CN', values: { code: '555111', link: '' } });
    await mailer.idle();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, '+8613900003333'));
    expect(row).toMatchObject({ channel: 'sms', sentAt: null, error: null });
    expect(row!.body).toContain('555111');
    expect(row!.body).not.toMatch(/\{\w+\}/);
  });
});

describe('the message texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it('fill in the same values in every language', () => {
    for (const [template, texts] of Object.entries(MESSAGES)) {
      for (const [locale, text] of Object.entries(texts)) {
        expect(placeholders(text.subject + text.body), `${template} ${locale}`).toEqual(placeholders(texts.en.subject + texts.en.body));
      }
    }
  });
});
