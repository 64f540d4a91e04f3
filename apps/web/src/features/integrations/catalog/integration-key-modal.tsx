import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ApiKey, ApiKeyKind, ApiMode } from '@repasse/core/contract/integrations';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useIssueIntegrationKey } from '../api/integration-catalog.ts';
import { keyErrorMessage } from './key-error-message.ts';

export type IntegrationKeyTarget = { mode: ApiMode; kind: ApiKeyKind; current: ApiKey | null };

type IntegrationKeyModalProps = {
  integrationId: string;
  title: string;
  target: IntegrationKeyTarget | null;
  onClose: () => void;
};

/**
 * Confirms making a key for the integration (replacing its current one), then shows it. A secret
 * key is shown in full only here: the server keeps just its hash.
 */
export function IntegrationKeyModal({
  integrationId,
  title,
  target,
  onClose,
}: IntegrationKeyModalProps) {
  const { t } = useTranslation();
  const issue = useIssueIntegrationKey(integrationId);
  const { reset } = issue;
  // Keeps the last target while the modal closes, so its text does not vanish mid-animation.
  const lastTarget = useRef(target);
  if (target) lastTarget.current = target;
  const shown = target ?? lastTarget.current;

  useEffect(() => {
    if (target) reset();
  }, [target, reset]);

  if (!shown) return null;
  const firstKey = shown.current === null;
  const label = `${t(`integrations.keys.kinds.${shown.kind}`)} (${t(`integrations.keys.badges.${shown.mode}`)})`;
  const result = issue.data;

  return (
    <ResponsiveModal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={t(firstKey ? 'integrations.keys.generateTitle' : 'integrations.keys.regenerateTitle', {
        key: label,
      })}
    >
      <Stack gap="md">
        {issue.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('integrations.keys.error.title')}
          >
            {keyErrorMessage(t, issue.error, 'integrations.keys.error.message')}
          </Alert>
        ) : null}
        {result ? (
          <>
            {result.key.kind === 'secret' ? (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={t('integrations.keys.secretOnce.title')}
              >
                {t('integrations.keys.secretOnce.message')}
              </Alert>
            ) : null}
            <Text size="sm">{t('integrationCatalog.seller.keys.madeFor', { title })}</Text>
            <Text
              ff="monospace"
              size="sm"
              p="sm"
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
              data-testid="new-integration-key-value"
            >
              {result.secret}
            </Text>
            <Group justify="flex-end" gap="sm">
              <CopyValueButton
                value={result.secret}
                aria-label={t('integrations.keys.copyKey', { key: label })}
              />
              <Button onClick={onClose} data-autofocus>
                {t('integrations.keys.done')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              {firstKey
                ? t(`integrations.keys.generateHint.${shown.kind}`)
                : t('integrationCatalog.seller.keys.regenerateWarning', { title })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-autofocus>
                {t('integrations.cancel')}
              </Button>
              <Button
                color={firstKey ? undefined : 'red'}
                onClick={() => issue.mutate({ mode: shown.mode, kind: shown.kind })}
                loading={issue.isPending}
              >
                {t(firstKey ? 'integrations.keys.generate' : 'integrations.keys.regenerate')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
