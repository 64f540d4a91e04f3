import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconLinkOff, IconMailOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { useConfirmOptOut, useOptOut } from './api/opt-out.ts';
import { optOutView } from './opt-out-view.ts';

/**
 * /opt-out/:token, from the link every recovery message carries: the buyer stops one seller's
 * messages (LGPD). Public, without the navigation.
 */
export function OptOutScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const status = useOptOut(token);
  const confirm = useConfirmOptOut(token);
  const view = optOutView(status);
  const seller = status.data?.sellerName ?? '';
  useDocumentTitle(t('optOut.pageTitle'));
  return (
    <Stack maw={520} mx="auto" mt={{ base: 'md', sm: 'xl' }}>
      <Card padding="lg" component="section" aria-labelledby="opt-out-title">
        <Stack gap="md">
          <Title id="opt-out-title" order={1} fz={{ base: 22, sm: 26 }}>
            {t('optOut.title')}
          </Title>
          {view === 'loading' ? (
            <Stack gap="sm" role="status" aria-label={t('app.loading')}>
              <Skeleton h={20} />
              <Skeleton h={36} w={220} />
            </Stack>
          ) : view === 'invalid' ? (
            <Alert color="gray" variant="light" icon={<IconLinkOff size={18} aria-hidden />}>
              {t('optOut.invalid')}
            </Alert>
          ) : view === 'failed' ? (
            <LoadError
              title={t('optOut.loadError')}
              error={status.error}
              onRetry={() => void status.refetch()}
              retrying={status.isFetching}
            />
          ) : view === 'done' ? (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              role="status"
              title={t('optOut.doneTitle')}
            >
              {t('optOut.done', { seller })}
            </Alert>
          ) : (
            <>
              <Text>{t('optOut.question', { seller })}</Text>
              {confirm.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {confirm.error.message}
                </Alert>
              ) : null}
              <Button
                leftSection={<IconMailOff size={16} aria-hidden />}
                loading={confirm.isPending}
                onClick={() => confirm.mutate()}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('optOut.confirm', { seller })}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
