import type { PaymentProvider } from './provider';

/*
 * Paying by bank transfer: nothing happens at checkout; the order waits unpaid with the
 * details below, until the merchant sees the money arrive (or the shopper pays by card from
 * the order page). It sends no callbacks.
 */

const BANK_TRANSFER_PROVIDER = 'bank-transfer';

const BANK_DETAILS = { payee: 'Vitrine Ltd', bank: 'Harbor Commercial Bank', account: 'GB33 HCBK 6016 1331 9268 19' } as const;

export const bankTransferProvider: PaymentProvider = {
  code: BANK_TRANSFER_PROVIDER,
  takesCard: false,
  createAttempt: async (attempt) => ({ status: 'pending', detail: { ...BANK_DETAILS, reference: attempt.orderNo } }),
  verifyCallback: async () => null,
  transferDetails: (orderNo) => ({ ...BANK_DETAILS, reference: orderNo }),
};
