import type { Context } from 'hono';
import { INQUIRY_CALLS } from '../../src/schema/admin-api/inquiries';
import { ResponseCode } from '../../src/schema/envelope';
import { langPath, URL_LANGUAGE_OF, type TranslatedLocale } from '../../src/schema/languages';
import { INQUIRY_NO } from '../../src/schema/web-api/inquiry-limits';
import type { Mailer } from '../accounts/mail/mailer';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';
import { pictureResponse } from '../http/picture-route';
import {
  announceInquiryAnswer,
  answerInquiry,
  closeInquiry,
  listInquiries,
  readInquiry,
  readInquiryPicture,
  type InquiryRow,
} from './inquiries';
import type { AdminHandlers } from '../http/admin-mount';

/*
 * The merchant's side of quote requests and feedback, under /api/admin/inquiries
 * (src/schema/admin-api/inquiries.ts):
 *
 *   GET  /inquiries?status=&kind=&page=             the newest, 50 a page
 *   GET  /inquiries/<inquiryNo>                     one, with its contact and its pictures' addresses
 *   GET  /inquiries/<inquiryNo>/pictures/<n>.webp   a picture
 *   POST /inquiries/<inquiryNo>/answer {answer}     answers it: mail (or text) to the contact,
 *                                                   a live message and the user area when signed in
 *   POST /inquiries/<inquiryNo>/close               no answer needed
 *
 * An unknown inquiry is a 404, a closed one takes no answer (409), a bad body 422 naming the field.
 */

export function adminInquiryHandlers(deps: {
  db: Database;
  changes?: ChangeBus | undefined;
  logger: Logger;
  mailer: Mailer;
  /** Where a signed-in shopper reads the answer, for the link in the mail: the shop's public origin and its user prefix. */
  userAreaOf?: ((url: URL) => Promise<{ origin: string; userPrefix: string }>) | undefined;
}): AdminHandlers<typeof INQUIRY_CALLS> {
  const { db, changes } = deps;
  const { mailer } = deps;
  const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such inquiry');

  /** A signed-in shopper's inquiry in their user area, in the language they wrote in; '' for a guest's. */
  async function userAreaLink(inquiry: InquiryRow, locale: TranslatedLocale, url: URL): Promise<string> {
    if (!inquiry.userId || !deps.userAreaOf) return '';
    const { origin, userPrefix } = await deps.userAreaOf(url);
    const prefix = userPrefix.replace(/^\/|\/$/g, '');
    return `${origin}${langPath(URL_LANGUAGE_OF[locale])}/${prefix}/inquiry?no=${inquiry.inquiryNo}`;
  }

  /** The answer goes where the shopper asked to be answered; a signed-in shopper's open pages also hear of it. */
  async function tellShopper(inquiry: InquiryRow, url: URL): Promise<void> {
    const locale: TranslatedLocale = inquiry.locale === 'zh-CN' || inquiry.locale === 'zh-HK' ? inquiry.locale : 'en';
    await mailer.send({
      channel: inquiry.contactKind === 'email' ? 'email' : 'sms',
      recipient: inquiry.contact,
      template: 'inquiry-answered',
      locale,
      values: { no: inquiry.inquiryNo, answer: inquiry.answer, link: await userAreaLink(inquiry, locale, url) },
    });
    await announceInquiryAnswer(changes, inquiry);
  }

  return {
    'inquiries/list': async ({ c, ok }) => {
      const query = { status: c.req.query('status'), kind: c.req.query('kind'), page: c.req.query('page') };
      const parsed = INQUIRY_CALLS['inquiries/list'].query.safeParse(query);
      if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
      return ok(await listInquiries(db, parsed.data));
    },
    'inquiries/get': async ({ c, param, ok }) => {
      const inquiryNo = param('inquiryNo');
      const found = INQUIRY_NO.test(inquiryNo) ? await readInquiry(db, inquiryNo) : null;
      return found ? ok({ inquiry: found }) : notFound(c);
    },
    'inquiries/picture': async ({ c, param }) => {
      const inquiryNo = param('inquiryNo');
      const match = /^([1-5])\.webp$/.exec(param('file'));
      const webp = match && INQUIRY_NO.test(inquiryNo) ? await readInquiryPicture(db, inquiryNo, Number(match[1]), null) : null;
      return webp ? pictureResponse(webp) : notFound(c);
    },
    'inquiries/answer': async ({ c, param, ok }) => {
      const inquiryNo = param('inquiryNo');
      if (!INQUIRY_NO.test(inquiryNo)) return notFound(c);
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 422, ResponseCode.fail, body.message);
      const parsed = INQUIRY_CALLS['inquiries/answer'].request.safeParse(body.value);
      if (!parsed.success) {
        // The message stays what scripts read; the problems by field let the back office show one at its field.
        const issues = problemsFromZod(parsed.error, body.value);
        return failEnvelope(c, 422, ResponseCode.fail, describeProblems(issues), { issues });
      }
      const outcome = await answerInquiry(db, inquiryNo, parsed.data.answer);
      if (!outcome.ok)
        return outcome.reason === 'not-found' ? notFound(c) : failEnvelope(c, 409, ResponseCode.fail, 'A closed inquiry takes no answer');
      await tellShopper(outcome.inquiry, new URL(c.req.url));
      deps.logger.info('Inquiry answered', { inquiryNo });
      const inquiry = await readInquiry(db, inquiryNo);
      return inquiry ? ok({ inquiry }) : notFound(c);
    },
    'inquiries/close': async ({ c, param, ok }) => {
      const inquiryNo = param('inquiryNo');
      const outcome = INQUIRY_NO.test(inquiryNo) ? await closeInquiry(db, inquiryNo) : null;
      const inquiry = outcome?.ok ? await readInquiry(db, inquiryNo) : null;
      return inquiry ? ok({ inquiry }) : notFound(c);
    },
  };
}
