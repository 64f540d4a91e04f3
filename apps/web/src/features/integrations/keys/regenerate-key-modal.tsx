import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useRegenerateKey } from '../api/api-keys.ts';
import type { KeyTarget } from './keys-panel.tsx';

type RegenerateKeyModalProps = { target: KeyTarget | null; onClose: () => void };

/**
 * Confirms replacing a key (the old one stops working), then shows the new one. A secret key is
 * shown in full only here: the server keeps just its hash.
 */
export function RegenerateKeyModal({ target, onClose }: RegenerateKeyModalProps) {
  const { t } = useTranslation();
  const regenerate = useRegenerateKey();
  const { reset } = regenerate;
  const lastTarget = useRef(target);
  if (target) lastTarget.current = target;
  const shown = target ?? lastTarget.current;

  useEffect(() => {
    if (target) reset();
  }, [target, reset]);

  const generate = () => {
    if (shown) regenerate.mutate({ mode: shown.mode, kind: shown.kind });
  };
  const firstKey = shown !== null && shown.current === null;

  if (!shown) return null;
  const label = `${t(`integrations.keys.kinds.${shown.kind}`)} (${t(`integrations.keys.badges.${shown.mode}`)})`;
  const result = regenerate.data;

  return (
    <ResponsiveModal
      opened={target !== null}
      onClose={onClose}
      title={t(firstKey ? 'integrations.keys.generateTitle' : 'integrations.keys.regenerateTitle', {
        key: label,
      })}
      size="lg"
    >
      <Stack gap="md">
        {regenerate.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('integrations.keys.error.title')}
          >
            {t('integrations.keys.error.message')}
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
            <Text
              ff="monospace"
              size="sm"
              p="sm"
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
              data-testid="new-key-value"
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
              {t(
                firstKey
                  ? `integrations.keys.generateHint.${shown.kind}`
                  : 'integrations.keys.regenerateWarning',
              )}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-autofocus>
                {t('integrations.cancel')}
              </Button>
              <Button
                color={firstKey ? undefined : 'red'}
                onClick={generate}
                loading={regenerate.isPending}
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
