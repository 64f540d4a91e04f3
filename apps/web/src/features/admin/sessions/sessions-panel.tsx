import { Card } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AdminSession } from '@repasse/core/contract/admin-users';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { ConfirmDialog } from '../panel-ui/confirm-dialog.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useAdminSessions } from './api/admin-sessions.ts';
import { useRevokeSession } from './api/revoke-session.ts';

import { SessionsCards } from './sessions-cards.tsx';
import { SessionsTable } from './sessions-table.tsx';

type Revoking = { session: AdminSession; device: string };

/** Admin → Management → Sessions: every active session, impersonations marked, with revoke. */
export default function SessionsPanel() {
  const { t } = useTranslation();
  const { paging, setPage, setPageSize } = usePaging();
  const sessions = useAdminSessions(paging);
  const revoke = useRevokeSession();
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.session.id, {
      onSuccess: () => {
        setRevoking(null);
        notifications.show({ color: 'teal', message: t('adminSessions.revoked') });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('adminSessions.errors.revoke'),
          message: error.message,
        }),
    });
  };

  return (
    <>
      <PanelHeader
        title={t('admin.panels.sessions')}
        description={t('adminSessions.description')}
      />
      {sessions.isError && !sessions.data ? (
        <LoadError
          title={t('adminSessions.errors.load')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : phone ? (
        <SessionsCards
          rows={sessions.data?.items}
          loading={sessions.isPending}
          onRevoke={(session, device) => setRevoking({ session, device })}
        />
      ) : (
        <Card padding={0}>
          <SessionsTable
            rows={sessions.data?.items}
            loading={sessions.isPending}
            onRevoke={(session, device) => setRevoking({ session, device })}
          />
        </Card>
      )}
      {sessions.data ? (
        <TablePagination
          total={sessions.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('adminSessions.confirm.title')}
        confirmLabel={t('adminSessions.confirm.action')}
        loading={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setRevoking(null)}
      >
        {revoking
          ? t('adminSessions.confirm.messageFor', {
              device: revoking.device,
              email: revoking.session.user.email,
            })
          : null}
      </ConfirmDialog>
    </>
  );
}
