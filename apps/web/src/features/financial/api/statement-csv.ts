import { useMutation } from '@tanstack/react-query';
import { dayIn } from '../../../shared/dates/platform-day.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { saveFile } from '../../../shared/http/save-file.ts';
import { fetchWebFile } from '../../../shared/http/web-files.ts';
import type { StatementFilters } from './statement.ts';

/** Downloads every line matching the filters as CSV, with the Bearer token (a plain link has none). */
export async function exportStatementCsv(filters: StatementFilters): Promise<void> {
  const blob = await fetchWebFile(`/financial/statement.csv${queryString(filters)}`);
  saveFile(blob, `statement-${dayIn(new Date())}.csv`);
}

export const useExportStatementCsv = () => useMutation({ mutationFn: exportStatementCsv });
