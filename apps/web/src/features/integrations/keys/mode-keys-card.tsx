import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  type ApiKey,
  type ApiKeyKind,
  type ApiMode,
  apiKeyKinds,
} from '@repasse/core/contract/integrations';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';

type ModeKeysCardProps = {
  mode: ApiMode;
  keys: ApiKey[];
  /** Live mode before the documents are approved. */
  locked: boolean;
  onRegenerate: (kind: ApiKeyKind, current: ApiKey | null) => void;
};

/** One mode's public and secret key, each with copy (public only) and regenerate. */
export function ModeKeysCard({ mode, keys, locked, onRegenerate }: ModeKeysCardProps) {
  const { t } = useTranslation();
  const titleId = `keys-${mode}`;
  return (
    <Card component="section" aria-labelledby={titleId} withBorder>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconKey size={18} aria-hidden />
          <Text id={titleId} component="h2" fw={700} m={0}>
            {t(`integrations.keys.modes.${mode}`)}
          </Text>
        </Group>
        <Badge color={mode === 'live' ? 'teal' : 'yellow'} variant="light">
          {t(locked ? 'integrations.keys.locked' : `integrations.keys.badges.${mode}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t(`integrations.keys.modeHints.${mode}`)}
      </Text>
      <Stack gap="md">
        {apiKeyKinds.map((kind) => {
          const key = keys.find((item) => item.kind === kind) ?? null;
          const label = t(`integrations.keys.kinds.${kind}`);
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
                  data-testid={`key-${mode}-${kind}`}
                >
                  {key.display}
                </Text>
              ) : (
                <Text size="sm" c="dimmed" data-testid={`key-${mode}-${kind}`}>
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
                    aria-label={t('integrations.keys.copyKey', { key: label })}
                  />
                ) : null}
                <Button
                  size="xs"
                  variant={key ? 'default' : 'filled'}
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  disabled={locked}
                  onClick={() => onRegenerate(kind, key)}
                  aria-label={t(
                    key ? 'integrations.keys.regenerateKey' : 'integrations.keys.generateKey',
                    { key: `${label} (${t(`integrations.keys.badges.${mode}`)})` },
                  )}
                >
                  {t(key ? 'integrations.keys.regenerate' : 'integrations.keys.generate')}
                </Button>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
