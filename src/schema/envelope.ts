import { z } from 'zod';

/** Response codes of spec §8. */
export const ResponseCode = {
  success: 0,
  dialog: 10,
  permission: 30,
  fail: 40,
  fullFail: 41,
  authInvalid: 50,
  authOut: 51,
  error: 500,
  timeout: 20000,
} as const;

export type ResponseCodeName = keyof typeof ResponseCode;
export type ResponseCodeValue = (typeof ResponseCode)[ResponseCodeName];

/** The API envelope `{code, msg, data}` every /api/web call and the page data endpoint answer with. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string().default(''),
    data,
  });
}

export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T = unknown> = { code: number; msg: string; data: T };
