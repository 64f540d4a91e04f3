export const withdrawalStatuses = [
  'pending',
  'approved',
  'processing',
  'completed',
  'failed',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** docs/money.md §10: pending -> approved -> processing -> completed | failed, and pending -> rejected. */
const transitions: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['processing', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
  rejected: [],
};

export const canTransition = (from: WithdrawalStatus, to: WithdrawalStatus) =>
  transitions[from].includes(to);

export const isFinal = (status: WithdrawalStatus) => transitions[status].length === 0;

/** Rejected and failed withdrawals give the whole amount back to available. */
export const returnsFunds = (status: WithdrawalStatus) =>
  status === 'rejected' || status === 'failed';
