import type { StatementQuery } from '@repasse/core/contract/ledger';

/** Query keys of the financial screen; invalidating `all` refreshes every balance and list. */
export const financialKeys = {
  all: ['financial'] as const,
  balance: () => [...financialKeys.all, 'balance'] as const,
  statement: (query: StatementQuery) => [...financialKeys.all, 'statement', query] as const,
  anticipatable: () => [...financialKeys.all, 'anticipatable'] as const,
};
