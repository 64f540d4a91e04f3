import { Card, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useRecoveryTopUps } from '../api/recovery.ts';
import { TopUpHistoryList } from './top-up-history-list.tsx';
import { TopUpHistoryTable } from './top-up-history-table.tsx';

/** Every top-up of the recovery balance: a table, cards on phones. */
export function TopUpHistorySection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('10');
  const history = useRecoveryTopUps({ page, pageSize });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  return (
    <Card component="section" aria-labelledby="recovery-top-ups-title">
      <Stack gap={2}>
        <Text id="recovery-top-ups-title" component="h2" fz="lg" fw={700} m={0}>
          {t('recovery.topUps.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('recovery.topUps.description')}
        </Text>
      </Stack>
      <PagedQueryBody
        query={history}
        loadErrorTitle={t('recovery.topUps.loadError')}
        skeleton={{ rows: 3, height: 40 }}
        empty={
          <ListEmptyState
            icon={<IconReceiptOff size={24} stroke={1.5} aria-hidden />}
            title={t('recovery.topUps.empty')}
            description={t('recovery.topUps.emptyDescription')}
          />
        }
      >
        {(data) => (
          <>
            {phone ? (
              <TopUpHistoryList rows={data.items} />
            ) : (
              <TopUpHistoryTable rows={data.items} />
            )}
            <TablePagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </>
        )}
      </PagedQueryBody>
    </Card>
  );
}
