import { Alert, Anchor, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import {
  type ApiKey,
  type ApiKeyKind,
  type ApiMode,
  apiModes,
} from '@repasse/core/contract/integrations';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useApiKeys } from '../api/api-keys.ts';
import { ModeKeysCard } from './mode-keys-card.tsx';
import { RegenerateKeyModal } from './regenerate-key-modal.tsx';

export type KeyTarget = { mode: ApiMode; kind: ApiKeyKind; current: ApiKey | null };

/** Public and secret keys for test and live mode; live stays closed until documents are approved. */
export function KeysPanel() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [target, setTarget] = useState<KeyTarget | null>(null);

  if (keys.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={t('app.loading')}>
        <Skeleton h={260} radius="md" />
        <Skeleton h={260} radius="md" />
      </SimpleGrid>
    );
  }
  if (keys.isError) {
    return (
      <LoadError
        title={t('integrations.keys.loadError')}
        error={keys.error}
        onRetry={() => void keys.refetch()}
        retrying={keys.isFetching}
      />
    );
  }
  const { liveEnabled } = keys.data;
  // Test mode first: it is the one every seller can use.
  const modes = [...apiModes].sort((a) => (a === 'test' ? -1 : 1));
  return (
    <Stack gap="md">
      {liveEnabled ? null : (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t('integrations.keys.liveLocked')}{' '}
          <Anchor component={Link} to="/validation" size="sm" fw={600}>
            {t('integrations.keys.sendDocuments')}
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {modes.map((mode) => (
          <ModeKeysCard
            key={mode}
            mode={mode}
            keys={keys.data.keys.filter((key) => key.mode === mode)}
            locked={mode === 'live' && !liveEnabled}
            onRegenerate={(kind, current) => setTarget({ mode, kind, current })}
          />
        ))}
      </SimpleGrid>
      <RegenerateKeyModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
