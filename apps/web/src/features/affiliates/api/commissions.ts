import { type CommissionQuery, commissionPageSchema } from '@repasse/core/contract/affiliates';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { dayIn } from '../../../shared/dates/platform-day.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { saveFile } from '../../../shared/http/save-file.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { fetchWebFile } from '../../../shared/http/web-files.ts';
import { affiliateKeys } from './affiliate-keys.ts';

export type CommissionFilters = Omit<CommissionQuery, 'page' | 'pageSize'>;

/** One page of the sales the caller earned a commission on, with the filters' totals. */
export const useCommissions = (query: CommissionQuery) =>
  useQuery({
    queryKey: affiliateKeys.commissions(query),
    queryFn: ({ signal }) =>
      webClient.get(`/affiliates/commissions${queryString(query)}`, {
        schema: commissionPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Every commission matching the filters as CSV, with the Bearer token (a plain link has none). */
export async function exportCommissionsCsv(filters: CommissionFilters): Promise<void> {
  const blob = await fetchWebFile(`/affiliates/commissions.csv${queryString(filters)}`);
  saveFile(blob, `commissions-${dayIn(new Date())}.csv`);
}

export const useExportCommissionsCsv = () => useMutation({ mutationFn: exportCommissionsCsv });
