/*
 * What a payment provider does for the shop, whoever it is: start an attempt for an order's
 * amount, and prove that a callback telling its result came from it. The shop changes an
 * order's pay status only on a verified callback, never on what the browser says, and only
 * when the callback names the attempt's own amount and currency: a signature proves who
 * sent it, not that the money paid was this attempt's (a payment of 1 JPY made at the
 * provider under this attempt's reference is signed just as well).
 */

import type { z } from 'zod';
import type { demoCardSchema } from '../../src/schema/web-api/checkout';

export type CardDetails = { number: string; expiry: string; cvc: string };

/** A card number to try a provider out with, and what it does. */
export type TestCard = z.infer<typeof demoCardSchema>;

export type AttemptRequest = {
  paymentId: string;
  /** The shop's reference for the attempt, echoed by the provider's callbacks. */
  reference: string;
  orderNo: string;
  amountCents: number;
  currency: string;
  card: CardDetails | null;
};

/** A result the provider reports through its signed callback: `rawBody` as it would arrive, with its signature. */
export type SignedCallback = { rawBody: string; signature: string };

export type ProviderAttempt =
  /** Decided at once; the decision still travels as a signed callback. */
  | { status: 'decided'; callback: SignedCallback; detail: Record<string, unknown> }
  /** The shopper must confirm on the provider's page first. */
  | { status: 'requires-action'; actionUrl: string; detail: Record<string, unknown> }
  /** Nothing to do now: the money arrives later by other means (a bank transfer). */
  | { status: 'pending'; detail: Record<string, unknown> }
  /** The input is not what this provider takes (no card for a card provider). */
  | { status: 'refused'; field: 'card'; message: string };

export type CallbackOutcome = 'succeeded' | 'declined' | 'error';

/**
 * A callback whose signature checked out, with what the provider says was paid: whole minor
 * units and the ISO 4217 code. The shop refuses it unless both are the attempt's.
 */
export type VerifiedCallback = {
  eventId: string;
  reference: string;
  amountCents: number;
  currency: string;
  outcome: CallbackOutcome;
  reason: string;
};

/**
 * One provider of the list the payment service is built with (server/services.ts). A real
 * provider is one more entry there; the shop reaches it only through this shape.
 */
export type PaymentProvider = {
  code: string;
  /** Whether the attempt needs a card from the shopper. */
  takesCard: boolean;
  createAttempt(attempt: AttemptRequest): Promise<ProviderAttempt>;
  /** The callback's content, amount and currency included, when its signature is the provider's; null for anything else. */
  verifyCallback(rawBody: string, signature: string | undefined): Promise<VerifiedCallback | null>;
  /** Card numbers a shopper may try the provider with; the checkout lists them outside production. */
  testCards?: readonly TestCard[];
  /**
   * For a provider whose extra step the shop serves itself (the demo card's confirmation
   * page): the callback the provider sends once the shopper approves or declines the attempt.
   */
  answerAction?(reference: string, charged: { amountCents: number; currency: string }, approve: boolean): Promise<SignedCallback>;
  /** For a provider the shopper pays through themselves (a bank transfer): where to send an order's money, shown while it is unpaid. */
  transferDetails?(orderNo: string): TransferDetails;
};

export type TransferDetails = { payee: string; bank: string; account: string; reference: string };
