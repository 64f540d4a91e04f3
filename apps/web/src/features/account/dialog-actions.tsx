import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

type DialogActionsProps = { onCancel: () => void; loading: boolean; disabled?: boolean };

export function DialogActions({ onCancel, loading, disabled }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel}>
        {t('account.dialogs.cancel')}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {t('account.dialogs.save')}
      </Button>
    </Group>
  );
}
