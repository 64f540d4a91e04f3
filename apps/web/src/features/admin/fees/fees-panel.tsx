import { Button, Card, EmptyState, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { FeeProfileResponse } from '@repasse/core/contract/fees';
import type { PageSize } from '@repasse/core/contract/pagination';
import { defaultFeeProfile } from '@repasse/core/fees/fee-profile';
import { IconPercentage, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useFeeProfiles } from './api/fee-profiles.ts';
import { useMakeDefaultFeeProfile } from './api/make-default-fee-profile.ts';
import { DeleteFeeProfileModal } from './delete-fee-profile-modal.tsx';
import { FeeProfileEditor } from './fee-profile-editor.tsx';
import { FeeProfilesList } from './fee-profiles-list.tsx';
import { FeeProfilesTable } from './fee-profiles-table.tsx';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string; uniqueId: string };

/** Admin → Settings → Fees: fee profiles, the platform default marked, with create, edit and delete. */
export function FeesPanel() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const [deleting, setDeleting] = useState<FeeProfileResponse | null>(null);
  const profiles = useFeeProfiles({ search: debouncedSearch, page, pageSize });
  const makeDefault = useMakeDefaultFeeProfile();

  const phone = useMediaQuery('(max-width: 35.99em)', false);
  const template = profiles.data?.items.find((profile) => profile.isDefault) ?? defaultFeeProfile;
  const backToList = () => setView({ kind: 'list' });
  const onMakeDefault = (profile: FeeProfileResponse) =>
    makeDefault.mutate(profile.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t('adminFees.madeDefault', { id: profile.uniqueId }),
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });

  const listProps = {
    profiles: profiles.data?.items ?? [],
    onEdit: (profile: FeeProfileResponse) =>
      setView({ kind: 'edit', id: profile.id, uniqueId: profile.uniqueId }),
    onMakeDefault,
    onDelete: setDeleting,
  };

  if (view.kind !== 'list') {
    return (
      <FeeProfileEditor
        profileId={view.kind === 'edit' ? view.id : null}
        uniqueId={view.kind === 'edit' ? view.uniqueId : null}
        template={template}
        onDone={backToList}
      />
    );
  }

  return (
    <>
      <PanelHeader
        title={t('adminFees.title')}
        description={t('adminFees.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setView({ kind: 'new' })}
          >
            {t('adminFees.new')}
          </Button>
        }
      />
      <TextInput
        type="search"
        maw={360}
        mb="md"
        leftSection={<IconSearch size={16} aria-hidden />}
        aria-label={t('adminFees.search')}
        placeholder={t('adminFees.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {profiles.isPending ? (
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={44} />
          ))}
        </Stack>
      ) : profiles.isError ? (
        <LoadError
          title={t('adminFees.loadError')}
          error={profiles.error}
          onRetry={() => void profiles.refetch()}
          retrying={profiles.isFetching}
        />
      ) : profiles.data.items.length === 0 ? (
        <Card>
          <EmptyState
            py="xl"
            size="sm"
            icon={<IconPercentage size={24} stroke={1.5} aria-hidden />}
            title={t('adminFees.empty.title')}
            description={t('adminFees.empty.description')}
          />
        </Card>
      ) : (
        <>
          <Card padding={phone ? 'md' : 0}>
            {phone ? <FeeProfilesList {...listProps} /> : <FeeProfilesTable {...listProps} />}
          </Card>
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={profiles.data.total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
      <DeleteFeeProfileModal profile={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

export default FeesPanel;
