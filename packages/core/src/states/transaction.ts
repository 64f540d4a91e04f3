export const transactionStatuses = [
  'pending',
  'paid',
  'failed',
  'canceled',
  'refused',
  'chargeback',
  'in_protest',
  'refunded',
  'error',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/**
 * docs/product.md §4 statuses. A charge waits in `pending` (Pix, boleto, card being processed) and ends paid
 * or not; a paid sale can be refunded (in full: partial refunds keep it paid), charged back, or
 * protested first — a protest is won (back to paid) or lost (chargeback).
 */
const transitions: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ['paid', 'failed', 'canceled', 'refused', 'error'],
  paid: ['refunded', 'chargeback', 'in_protest'],
  in_protest: ['paid', 'chargeback'],
  failed: [],
  // An expired Pix or boleto the bank settled anyway: the buyer's money arrived, so it is a sale.
  canceled: ['paid'],
  refused: [],
  error: [],
  refunded: [],
  chargeback: [],
};

export const canTransitionTransaction = (from: TransactionStatus, to: TransactionStatus) =>
  transitions[from].includes(to);

export const isFinalTransaction = (status: TransactionStatus) => transitions[status].length === 0;

/** Statuses that post nothing to the ledger: the money never moved. */
export const postsNothing = (status: TransactionStatus) =>
  status === 'canceled' || status === 'refused' || status === 'failed' || status === 'error';
