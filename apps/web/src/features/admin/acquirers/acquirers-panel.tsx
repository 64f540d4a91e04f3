import { Anchor, Button, Card, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Acquirer } from '@repasse/core/contract/acquirers';
import { IconArrowLeft, IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { AcquirerForm } from './acquirer-form.tsx';
import { acquirerToForm, newAcquirerForm } from './acquirer-form-values.ts';
import { AcquirersList } from './acquirers-list.tsx';
import { AcquirersTable } from './acquirers-table.tsx';
import { useAcquirers } from './api/acquirers.ts';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; acquirer: Acquirer };

/** Admin → Settings → Acquirers: who processes payments, with their tokens and costs. */
export function AcquirersPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [view, setView] = useState<View>({ kind: 'list' });
  const acquirers = useAcquirers();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const backToList = () => setView({ kind: 'list' });

  if (view.kind !== 'list') {
    const editing = view.kind === 'edit' ? view.acquirer : null;
    return (
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="xl" id="acquirer-form-title">
            {editing ? t('acquirers.editTitle', { name: editing.name }) : t('acquirers.newTitle')}
          </Title>
          <Anchor component="button" type="button" size="sm" onClick={backToList}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              {t('acquirers.backToList')}
            </Group>
          </Anchor>
        </Group>
        <AcquirerForm
          key={editing?.id ?? 'new'}
          acquirer={editing}
          initialValues={editing ? acquirerToForm(editing, locale) : newAcquirerForm(locale)}
          onSaved={backToList}
          onCancel={backToList}
        />
      </Stack>
    );
  }

  return (
    <>
      <PanelHeader
        title={t('acquirers.title')}
        description={t('acquirers.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setView({ kind: 'new' })}
          >
            {t('acquirers.new')}
          </Button>
        }
      />
      {acquirers.isPending ? (
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={44} />
          ))}
        </Stack>
      ) : acquirers.isError ? (
        <LoadError
          title={t('acquirers.errors.load')}
          error={acquirers.error}
          onRetry={() => void acquirers.refetch()}
          retrying={acquirers.isFetching}
        />
      ) : acquirers.data.length === 0 ? (
        <Card>
          <EmptyState
            py="xl"
            size="sm"
            icon={<IconBuildingStore size={24} stroke={1.5} aria-hidden />}
            title={t('acquirers.empty.title')}
            description={t('acquirers.empty.description')}
          />
        </Card>
      ) : (
        <Card padding={phone ? 'md' : 0}>
          {phone ? (
            <AcquirersList
              acquirers={acquirers.data}
              onEdit={(acquirer) => setView({ kind: 'edit', acquirer })}
            />
          ) : (
            <AcquirersTable
              acquirers={acquirers.data}
              onEdit={(acquirer) => setView({ kind: 'edit', acquirer })}
            />
          )}
        </Card>
      )}
    </>
  );
}

export default AcquirersPanel;
