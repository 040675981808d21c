import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database';
import { sharedSecret } from '../accounts/server-secrets';
import type { CallbackOutcome, PaymentProvider, SignedCallback, VerifiedCallback } from './provider';

/*
 * A card provider bundled with the shop, so a fresh shop takes payments with no outside
 * service: the card number decides what happens, as test cards of real providers do. Its
 * results are signed with a secret every server process shares and travel the same way a real
 * provider's would, through the callback route, so the shop's part is exercised for real.
 */

const DEMO_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 0119', outcome: 'error' },
  { number: '4000 0000 0000 3220', outcome: 'requires-action' },
] as const;

const DEMO_PROVIDER = 'demo-card';
const SECRET_NAME = 'demo-payment-callback';

/** Where the shopper confirms a payment that needs the extra step: a page the shop serves itself. */
const demoConfirmPath = (paymentId: string) => `/payments/demo/confirm?payment=${encodeURIComponent(paymentId)}`;

function outcomeOf(cardNumber: string): (typeof DEMO_CARDS)[number]['outcome'] {
  const digits = cardNumber.replace(/\D/g, '');
  // Any other number is a card the provider does not know, which a bank declines.
  return DEMO_CARDS.find((card) => card.number.replaceAll(' ', '') === digits)?.outcome ?? 'declined';
}

/** What the demo provider signs: the amount in whole minor units and its currency, as a real provider's callback says what was paid. */
const callbackSchema = z.object({
  eventId: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  outcome: z.enum(['succeeded', 'declined', 'error']),
  reason: z.string().max(100).default(''),
});

export type DemoCharge = { amountCents: number; currency: string };

function sign(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function createDemoCardProvider(
  db: Database,
): PaymentProvider & { signedCallback(reference: string, charged: DemoCharge, outcome: CallbackOutcome, reason: string): Promise<SignedCallback> } {
  const secret = () => sharedSecret(db, SECRET_NAME);
  async function signedCallback(reference: string, charged: DemoCharge, outcome: CallbackOutcome, reason: string): Promise<SignedCallback> {
    const rawBody = JSON.stringify({ eventId: `evt_${randomUUID()}`, reference, amount: charged.amountCents, currency: charged.currency, outcome, reason });
    return { rawBody, signature: sign(await secret(), rawBody) };
  }
  return {
    code: DEMO_PROVIDER,
    takesCard: true,
    testCards: DEMO_CARDS,
    signedCallback,
    answerAction: (reference, charged, approve) =>
      signedCallback(reference, charged, approve ? 'succeeded' : 'declined', approve ? '' : 'authentication-declined'),
    async createAttempt(attempt) {
      if (!attempt.card) return { status: 'refused', field: 'card', message: 'validation.required' };
      const detail = { last4: attempt.card.number.replace(/\D/g, '').slice(-4) };
      const outcome = outcomeOf(attempt.card.number);
      if (outcome === 'requires-action') return { status: 'requires-action', actionUrl: demoConfirmPath(attempt.paymentId), detail };
      const reason = outcome === 'declined' ? 'card-declined' : outcome === 'error' ? 'processing-error' : '';
      const charged = { amountCents: attempt.amountCents, currency: attempt.currency };
      return { status: 'decided', callback: await signedCallback(attempt.reference, charged, outcome, reason), detail };
    },
    async verifyCallback(rawBody, signature): Promise<VerifiedCallback | null> {
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = Buffer.from(sign(await secret(), rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = callbackSchema.safeParse(body);
      if (!parsed.success) return null;
      const { amount, ...rest } = parsed.data;
      return { ...rest, amountCents: amount };
    },
  };
}
