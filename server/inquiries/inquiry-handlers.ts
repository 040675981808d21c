import type { Context } from 'hono';
import { langPath, localeChain } from '../../src/schema/languages';
import type { INQUIRY_CALLS } from '../../src/schema/web-api/inquiry-calls';
import { INQUIRY_LIMITS } from '../../src/schema/web-api/inquiry-limits';
import { spendHumanCheck } from '../accounts/human-check';
import { requestInfo } from '../accounts/request-info';
import { longestWait, recordHits, type ThrottleRule } from '../accounts/throttle';
import { encodePicture, type EncodedPicture } from '../http/uploaded-picture';
import type { WebApiDeps } from '../web-api/deps';
import { announceWorkChanged } from '../events/work-news';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { createInquiry, findInquirySubject } from './inquiries';

/*
 * Sending a quote request or feedback. Everything that may refuse it (the flood limit, the
 * human check, the subject, every picture) is decided before anything is written, and the
 * inquiry and its pictures are then written in one transaction: a refusal stores nothing.
 */

const MINUTE = 60 * 1000;

/** Inquiries sent from one client address: a few in a row, a working day's worth in a day. */
export const INQUIRY_FLOOD_LIMITS = {
  perIpSoon: { limit: 10, windowMs: 15 * MINUTE },
  perIpDay: { limit: 50, windowMs: 24 * 60 * MINUTE },
} as const;

function floodRules(ip: string): ThrottleRule[] {
  return [
    { key: `inquiry-ip:${ip}`, ...INQUIRY_FLOOD_LIMITS.perIpSoon },
    { key: `inquiry-ip:${ip}`, ...INQUIRY_FLOOD_LIMITS.perIpDay },
  ];
}

const pictureRefused = (status: 400 | 413, message: string, english: string) =>
  new HandlerFailure(status, message, english, [{ path: 'pictures', message }]);

/** Every picture decoded from its bytes and drawn again, or the whole request refused naming `pictures`. */
async function encodePictures(files: readonly File[]): Promise<EncodedPicture[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > INQUIRY_LIMITS.picturesTotalBytes)
    throw pictureRefused(413, 'inquiry.picturesTooLarge', 'The pictures are over 12 MB together');
  const encoded: EncodedPicture[] = [];
  for (const file of files) {
    if (file.size > INQUIRY_LIMITS.pictureBytes) throw pictureRefused(413, 'inquiry.pictureTooLarge', 'A picture is over the 4 MB limit');
    const picture = await encodePicture(new Uint8Array(await file.arrayBuffer()), INQUIRY_LIMITS.pictureSide);
    if (!picture) throw pictureRefused(400, 'inquiry.pictureType', 'A file is not a JPEG, PNG, WebP, GIF or AVIF picture');
    encoded.push(picture);
  }
  return encoded;
}

export function inquiryHandlers(deps: WebApiDeps): WebApiHandlers<typeof INQUIRY_CALLS> {
  const { db } = deps;
  const { mailer } = deps;

  async function refuseFlood(c: Context): Promise<ThrottleRule[]> {
    const rules = floodRules(requestInfo(c, deps.trustProxy).ip);
    const wait = await longestWait(db, rules);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new HandlerFailure(429, 'inquiry.tooMany', `Too many messages from this address; try again in ${wait} s`, [
        { path: 'message', message: 'inquiry.tooMany' },
      ]);
    }
    return rules;
  }

  return {
    'inquiry/send': async ({ body, shopper, c }) => {
      const rules = await refuseFlood(c);
      if (!shopper && !(body.humanCheck !== undefined && (await spendHumanCheck(db, body.humanCheck)))) {
        throw new HandlerFailure(400, 'validation.verificationFailed', 'Verification failed', [
          { path: 'humanCheck', message: 'validation.verificationFailed' },
        ]);
      }
      const subject = body.kind === 'quote' && body.subject !== '' ? await findInquirySubject(db, body.subject, body.lang) : null;
      if (body.kind === 'quote' && body.subject !== '' && !subject) {
        throw new HandlerFailure(404, 'inquiry.subjectNotFound', 'No such product or page', [
          { path: 'subject', message: 'inquiry.subjectNotFound' },
        ]);
      }
      const pictures = await encodePictures(body.pictures);
      const locale = localeChain(body.lang)[0] ?? 'en';
      await recordHits(db, rules);
      const created = await createInquiry(db, {
        kind: body.kind,
        subject,
        quantity: body.quantity,
        message: body.message,
        contact: body.contact,
        userId: shopper?.id ?? null,
        locale,
        pictures,
      });
      announceWorkChanged(deps.changes);
      await mailer.send({
        channel: body.contact.kind === 'email' ? 'email' : 'sms',
        recipient: body.contact.value,
        template: 'inquiry-received',
        locale,
        values: { no: created.inquiryNo },
      });
      return { inquiryNo: created.inquiryNo, thankYouHref: `${langPath(body.lang)}/inquiry/thankyou?no=${created.inquiryNo}` };
    },
  };
}
