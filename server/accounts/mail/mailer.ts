import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { TranslatedLocale } from '../../../src/schema/languages';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { renderMessage, type MessageTemplate } from './messages';

/*
 * Mail and text messages. Every message is written to `outbox` first (the admin API reads it
 * back, so a new developer or a test picks up codes without any outside service); with
 * SMTP_URL set, mail then goes out through it and the row records when it went or why not.
 * Text messages have no gateway yet: they stay in the outbox.
 */

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  recipient: string;
  template: MessageTemplate;
  locale: TranslatedLocale;
  values?: Readonly<Record<string, string>>;
};

export type Mailer = {
  /** Writes the message to the outbox and starts its delivery. */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Runs `work` after the answer has gone: a request that would otherwise take longer when
   * an account exists (and so tell it) answers first and does this afterwards.
   */
  later(work: () => Promise<void>): void;
  /** Resolves when every delivery and `later` job started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
};

export type MailerOptions = {
  /** `smtp://user:pass@host:port` or `smtps://…`; unset keeps mail in the outbox. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** Development: print each message in the log, so its code can be read there. */
  printToLog?: boolean;
};

export const DEFAULT_FROM = 'Vitrine <no-reply@vitrine.localhost>';

export function createMailer(db: Database, logger: Logger, options: MailerOptions = {}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  const from = options.from ?? DEFAULT_FROM;
  const pending = new Set<Promise<void>>();
  const track = (job: Promise<void>) => {
    const tracked = job.catch((error: unknown) => logger.error('Message work failed', { error })).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  async function deliver(id: number, message: OutgoingMessage, subject: string, body: string): Promise<void> {
    if (!transport || message.channel !== 'email') return;
    try {
      await transport.sendMail({ from, to: message.recipient, subject, text: body });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.update(outbox).set({ error: reason.slice(0, 1000) }).where(eq(outbox.id, id));
      logger.warn('Mail could not be sent', { template: message.template, error: reason });
    }
  }

  return {
    async send(message) {
      const { subject, body } = renderMessage(message.template, message.locale, message.values ?? {});
      const [row] = await db
        .insert(outbox)
        .values({ channel: message.channel, recipient: message.recipient, template: message.template, locale: message.locale, subject, body })
        .returning({ id: outbox.id });
      if (options.printToLog) logger.info(`Outbox: ${message.channel} to ${message.recipient}`, { subject, body });
      track(deliver(row!.id, message, subject, body));
    },
    later(work) {
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(work));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
