import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type Acquirer,
  type CustomAcquirers,
  routedMethods,
} from '@repasse/core/contract/acquirers';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useAcquirers } from '../acquirers/api/acquirers.ts';
import { useCustomAcquirers, useSetCustomAcquirers } from './api/custom-acquirers.ts';

/** The select's value for null: the multi-acquiring list decides. */
const routingDefault = 'default';

/** docs/product.md §3 "User": per method, the multi-acquiring list (default) or one chosen acquirer. */
export function UserAcquirersSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const custom = useCustomAcquirers(userId);
  const acquirers = useAcquirers();
  const failed = custom.isError ? custom : acquirers.isError ? acquirers : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="user-acquirers-title">
      <Stack gap={2}>
        <Title order={3} fz="md" id="user-acquirers-title">
          {t('userAcquirers.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('userAcquirers.description')}
        </Text>
      </Stack>
      {failed ? (
        <LoadError
          title={t('userAcquirers.loadError')}
          error={failed.error}
          onRetry={() => {
            void custom.refetch();
            void acquirers.refetch();
          }}
          retrying={custom.isFetching || acquirers.isFetching}
        />
      ) : !custom.data || !acquirers.data ? (
        <Skeleton h={60} aria-hidden />
      ) : (
        <CustomAcquirersForm
          key={JSON.stringify(custom.data)}
          userId={userId}
          saved={custom.data}
          acquirers={acquirers.data}
        />
      )}
    </Stack>
  );
}

type FormProps = { userId: string; saved: CustomAcquirers; acquirers: Acquirer[] };

function CustomAcquirersForm({ userId, saved, acquirers }: FormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CustomAcquirers>(saved);
  const mutation = useSetCustomAcquirers(userId);
  const changed = routedMethods.some((method) => values[method] !== saved[method]);

  const save = () =>
    mutation.mutate(values, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('userAcquirers.saved') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('userAcquirers.saveError'),
          message: error.message,
        }),
    });

  return (
    <Stack gap="sm">
      <SimpleGrid cols={1} spacing="xs">
        {routedMethods.map((method) => {
          const options = acquirers.filter(
            (a) => a.methods.includes(method) || a.id === saved[method],
          );
          return (
            <NativeSelect
              key={method}
              label={t(`acquirers.methods.${method}`)}
              value={values[method] ?? routingDefault}
              disabled={mutation.isPending}
              data={[
                { value: routingDefault, label: t('userAcquirers.default') },
                ...options.map((a) => ({
                  value: a.id,
                  label: a.active ? a.name : t('userAcquirers.inactive', { name: a.name }),
                })),
              ]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({
                  ...current,
                  [method]: value === routingDefault ? null : value,
                }));
              }}
            />
          );
        })}
      </SimpleGrid>
      {routedMethods.some((method) => {
        const chosen = acquirers.find((a) => a.id === values[method]);
        return chosen && !chosen.active;
      }) ? (
        <Alert variant="light" color="orange" p="xs">
          <Text size="xs">{t('userAcquirers.inactiveWarning')}</Text>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={save} loading={mutation.isPending} disabled={!changed}>
          {t('userAcquirers.save')}
        </Button>
      </Group>
    </Stack>
  );
}
