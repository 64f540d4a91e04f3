import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type Acquirer,
  type AcquirerRouting,
  routedMethods,
} from '@repasse/core/contract/acquirers';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useAcquirers } from '../acquirers/api/acquirers.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useAcquirerRouting, useSaveAcquirerRouting } from './api/acquirer-routing.ts';
import { MethodRouteList } from './method-route-list.tsx';
import { routingChanged } from './routing-state.ts';

/** Admin → Settings → Multi-acquiring: per method, which acquirers a payment tries, in order. */
export function MultiAcquiringPanel() {
  const { t } = useTranslation();
  const routing = useAcquirerRouting();
  const acquirers = useAcquirers();
  const failed = routing.isError ? routing : acquirers.isError ? acquirers : null;

  return (
    <>
      <PanelHeader
        title={t('acquirers.routing.title')}
        description={t('acquirers.routing.description')}
      />
      {failed ? (
        <LoadError
          title={t('acquirers.routing.loadError')}
          error={failed.error}
          onRetry={() => {
            void routing.refetch();
            void acquirers.refetch();
          }}
          retrying={routing.isFetching || acquirers.isFetching}
        />
      ) : !routing.data || !acquirers.data ? (
        <SimpleGrid
          cols={{ base: 1, md: 3 }}
          aria-busy="true"
          role="status"
          aria-label={t('app.loading')}
        >
          {routedMethods.map((method) => (
            <Skeleton key={method} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <RoutingEditor
          key={JSON.stringify(routing.data)}
          saved={routing.data}
          acquirers={acquirers.data}
        />
      )}
    </>
  );
}

function RoutingEditor({ saved, acquirers }: { saved: AcquirerRouting; acquirers: Acquirer[] }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AcquirerRouting>(saved);
  const [announcement, setAnnouncement] = useState('');
  const save = useSaveAcquirerRouting();
  const changed = routingChanged(saved, draft);
  const emptyMethods = routedMethods.filter((method) => draft[method].length === 0);

  const submit = () =>
    save.mutate(draft, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t('acquirers.routing.saved'),
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('acquirers.routing.explain')}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {routedMethods.map((method) => (
          <MethodRouteList
            key={method}
            method={method}
            list={draft[method]}
            acquirers={acquirers}
            onChange={(list) => setDraft((current) => ({ ...current, [method]: list }))}
            onAnnounce={setAnnouncement}
          />
        ))}
      </SimpleGrid>
      {emptyMethods.length > 0 ? (
        <Alert variant="light" color="orange" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('acquirers.routing.emptyWarning', {
            methods: emptyMethods.map((m) => t(`acquirers.methods.${m}`)).join(', '),
          })}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('acquirers.routing.saveError')}
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          {save.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {changed ? (
          <Text size="sm" c="dimmed" mr="auto">
            {t('acquirers.routing.unsaved')}
          </Text>
        ) : null}
        <Button
          variant="default"
          disabled={!changed || save.isPending}
          onClick={() => setDraft(saved)}
        >
          {t('acquirers.routing.discard')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!changed}>
          {t('acquirers.routing.save')}
        </Button>
      </Group>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

export default MultiAcquiringPanel;
