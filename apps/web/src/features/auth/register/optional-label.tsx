import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

export function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {label}{' '}
      <Text span c="dimmed" fz="xs" fw={400}>
        ({t('common.optional')})
      </Text>
    </>
  );
}
