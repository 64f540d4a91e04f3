import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation.ts';

type LoadErrorProps = {
  title: string;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed load: what failed, the server's reason and a retry button. */
export function LoadError({ title, error, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        {error instanceof Error ? error.message : null}
        <Button
          variant="default"
          size="xs"
          onClick={onRetry}
          loading={retrying}
          leftSection={<IconRefresh size={14} aria-hidden />}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
