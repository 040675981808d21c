import { z } from 'zod';
import { safeUrl } from '../meta';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const visitorIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[\w-]+$/, { message: 'Expected letters, digits, - and _ only' });

/** Spec §7: the page a visitor is on, where they came from, and their time zone. */
export const visitorTrack = {
  request: z.object({
    url: safeUrl,
    referer: z.union([z.literal(''), safeUrl]).default(''),
    timezone: z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'Expected an IANA time zone such as Europe/Paris' }),
    /** The browser sends it as the `x-visitor-id` header. */
    visitorId: visitorIdSchema.optional(),
  }),
  response: z.null(),
};
