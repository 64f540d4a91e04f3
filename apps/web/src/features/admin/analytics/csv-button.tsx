import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveCsv } from '../../../shared/csv/csv-file.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CsvTable } from './analytics-csv.ts';

type CsvButtonProps = { fileName: string; table: CsvTable | undefined };

/** Downloads what the panel shows, built in the browser from the figures already loaded. */
export function CsvButton({ fileName, table }: CsvButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={!table}
      onClick={() => table && saveCsv(fileName, table.header, table.rows)}
    >
      {t('admin.analytics.exportCsv')}
    </Button>
  );
}
