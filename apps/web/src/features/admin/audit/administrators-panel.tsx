import { Card, Grid, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { AdministratorsCard } from './administrators-card.tsx';
import { useAdministrators } from './api/administrators.ts';
import { useAuditLog } from './api/audit-log.ts';
import { auditActionKey, auditActions } from './audit-actions.ts';
import { AuditCards } from './audit-cards.tsx';
import { AuditTable } from './audit-table.tsx';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Super-admin → Administrators: who the administrators are, and the audit log of every change. */
export default function AdministratorsPanel() {
  const { t } = useTranslation();
  const [action, setAction] = useState('');
  const [actorId, setActorId] = useState('');
  // The administrators the card above lists (one read for both).
  const administrators = useAdministrators();
  const [target, setTarget] = useState('');
  const [debouncedTarget] = useDebouncedValue(target.trim(), 300);
  const targetValid = debouncedTarget === '' || uuid.test(debouncedTarget);
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const audit = useAuditLog(
    { action, actorId, targetId: targetValid ? debouncedTarget : '' },
    paging,
  );

  return (
    <>
      <PanelHeader title={t('admin.panels.administrators')} description={t('audit.description')} />
      <Stack gap="lg">
        <AdministratorsCard />
        <section aria-labelledby="audit-title">
          <Title order={3} fz="md" id="audit-title" mb="sm">
            {t('audit.title')}
          </Title>
          <Grid gap="sm" mb="md" role="search">
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <NativeSelect
                label={t('audit.filters.action')}
                value={action}
                data={[
                  { value: '', label: t('audit.filters.allActions') },
                  ...auditActions.map((value) => ({ value, label: t(auditActionKey(value)) })),
                ]}
                onChange={(event) => {
                  setAction(event.currentTarget.value);
                  firstPage();
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <NativeSelect
                label={t('audit.filters.actor')}
                value={actorId}
                disabled={!administrators.data}
                data={[
                  { value: '', label: t('audit.filters.allActors') },
                  ...(administrators.data ?? []).map((user) => ({
                    value: user.id,
                    label: user.email,
                  })),
                ]}
                onChange={(event) => {
                  setActorId(event.currentTarget.value);
                  firstPage();
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 12, lg: 4 }}>
              <TextInput
                label={t('audit.filters.target')}
                placeholder="00000000-0000-0000-0000-000000000000"
                value={target}
                error={targetValid ? undefined : t('audit.filters.targetInvalid')}
                onChange={(event) => {
                  setTarget(event.currentTarget.value);
                  firstPage();
                }}
              />
            </Grid.Col>
          </Grid>
          {audit.isError && !audit.data ? (
            <LoadError
              title={t('audit.loadError')}
              error={audit.error}
              onRetry={() => void audit.refetch()}
              retrying={audit.isFetching}
            />
          ) : phone ? (
            <AuditCards rows={audit.data?.items} loading={audit.isPending} />
          ) : (
            <Card padding={0}>
              <AuditTable rows={audit.data?.items} loading={audit.isPending} />
            </Card>
          )}
          {audit.data ? (
            <TablePagination
              total={audit.data.total}
              page={paging.page}
              pageSize={paging.pageSize}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          ) : null}
        </section>
      </Stack>
    </>
  );
}
