import { type StatementQuery, statementPageSchema } from '@repasse/core/contract/ledger';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { financialKeys } from './financial-keys.ts';

export type StatementFilters = Omit<StatementQuery, 'page' | 'pageSize'>;

export const fetchStatement = (query: StatementQuery, signal?: AbortSignal) =>
  webClient.get(`/financial/statement${queryString(query)}`, {
    schema: statementPageSchema,
    signal,
  });

/** One page of the seller's ledger lines; the previous page stays on screen while the next loads. */
export const useStatement = (query: StatementQuery) =>
  useQuery({
    queryKey: financialKeys.statement(query),
    queryFn: ({ signal }) => fetchStatement(query, signal),
    placeholderData: keepPreviousData,
  });
