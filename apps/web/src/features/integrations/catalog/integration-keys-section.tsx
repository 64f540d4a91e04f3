import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  type ApiKey,
  type ApiKeyKind,
  type ApiMode,
  apiKeyKinds,
} from '@repasse/core/contract/integrations';
import { IconKey, IconLock, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { IntegrationKeyModal, type IntegrationKeyTarget } from './integration-key-modal.tsx';
import { RevokeIntegrationKeyModal } from './revoke-integration-key-modal.tsx';

type IntegrationKeysSectionProps = {
  integrationId: string;
  title: string;
  keys: ApiKey[];
  liveEnabled: boolean;
  /** False once the platform no longer offers the integration: keys may be revoked, not made. */
  offered: boolean;
};

/** Test mode first: it is the one every seller can use. */
const modes: ApiMode[] = ['test', 'live'];

/**
 * The seller's public and secret keys made for one integration, per mode: copy the public key,
 * generate or regenerate either (a secret is shown once), revoke either.
 */
export function IntegrationKeysSection({
  integrationId,
  title,
  keys,
  liveEnabled,
  offered,
}: IntegrationKeysSectionProps) {
  const { t } = useTranslation();
  const [generating, setGenerating] = useState<IntegrationKeyTarget | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="integration-keys">
      <div>
        <Title id="integration-keys" order={3} fz="lg">
          {t('integrationCatalog.seller.keys.title')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('integrationCatalog.seller.keys.hint', { title })}
        </Text>
      </div>
      {offered ? null : (
        <Alert color="gray" variant="light">
          {t('integrationCatalog.seller.notOfferedHint')}
        </Alert>
      )}
      {liveEnabled || !offered ? null : (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t('integrations.keys.liveLocked')}{' '}
          <Anchor component={Link} to="/validation" size="sm" fw={600}>
            {t('integrations.keys.sendDocuments')}
          </Anchor>
        </Alert>
      )}
      {modes.map((mode) => (
        <ModeCard
          key={mode}
          mode={mode}
          keys={keys.filter((key) => key.mode === mode)}
          locked={(mode === 'live' && !liveEnabled) || !offered}
          onGenerate={(kind, current) => setGenerating({ mode, kind, current })}
          onRevoke={setRevoking}
        />
      ))}
      <IntegrationKeyModal
        integrationId={integrationId}
        title={title}
        target={generating}
        onClose={() => setGenerating(null)}
      />
      <RevokeIntegrationKeyModal
        integrationId={integrationId}
        title={title}
        apiKey={revoking}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}

type ModeCardProps = {
  mode: ApiMode;
  keys: ApiKey[];
  locked: boolean;
  onGenerate: (kind: ApiKeyKind, current: ApiKey | null) => void;
  onRevoke: (key: ApiKey) => void;
};

function ModeCard({ mode, keys, locked, onGenerate, onRevoke }: ModeCardProps) {
  const { t } = useTranslation();
  const titleId = `integration-keys-${mode}`;
  const modeName = t(`integrations.keys.badges.${mode}`);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconKey size={18} aria-hidden />
          <Title id={titleId} order={4} fz="md">
            {t(`integrations.keys.modes.${mode}`)}
          </Title>
        </Group>
        <Badge color={mode === 'live' ? 'teal' : 'yellow'} variant="light">
          {locked ? t('integrations.keys.locked') : modeName}
        </Badge>
      </Group>
      <Stack gap="md">
        {apiKeyKinds.map((kind) => {
          const key = keys.find((item) => item.kind === kind) ?? null;
          const label = t(`integrations.keys.kinds.${kind}`);
          const named = `${label} (${modeName})`;
          return (
            <Stack key={kind} gap={6}>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              {key ? (
                <Text
                  ff="monospace"
                  size="sm"
                  p="xs"
                  bg="var(--mantine-color-default-hover)"
                  style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
                  data-testid={`integration-key-${mode}-${kind}`}
                >
                  {key.display}
                </Text>
              ) : (
                <Text size="sm" c="dimmed" data-testid={`integration-key-${mode}-${kind}`}>
                  {t('integrations.keys.none')}
                </Text>
              )}
              {key ? (
                <Text size="xs" c="dimmed">
                  {t('integrations.keys.created', { date: formatDateTime(key.createdAt) })}
                  {' · '}
                  {key.lastUsedAt
                    ? t('integrations.keys.lastUsed', { date: formatDateTime(key.lastUsedAt) })
                    : t('integrations.keys.neverUsed')}
                </Text>
              ) : null}
              <Group gap="xs">
                {key && kind === 'public' ? (
                  <CopyValueButton
                    size="xs"
                    value={key.display}
                    aria-label={t('integrations.keys.copyKey', { key: named })}
                  />
                ) : null}
                <Button
                  size="xs"
                  variant={key ? 'default' : 'filled'}
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  disabled={locked}
                  onClick={() => onGenerate(kind, key)}
                  aria-label={t(
                    key ? 'integrations.keys.regenerateKey' : 'integrations.keys.generateKey',
                    { key: named },
                  )}
                >
                  {t(key ? 'integrations.keys.regenerate' : 'integrations.keys.generate')}
                </Button>
                {key ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => onRevoke(key)}
                    aria-label={t('integrationCatalog.seller.revoke.label', { key: named })}
                  >
                    {t('integrationCatalog.seller.revoke.action')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
