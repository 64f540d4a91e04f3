import { Box, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type RecoverySearchProps = { value: string; onChange: (value: string) => void };

/** Search the sellers by name or email. */
export function RecoverySearch({ value, onChange }: RecoverySearchProps) {
  const { t } = useTranslation();
  return (
    <Box role="search">
      <TextInput
        mb="md"
        maw={{ base: '100%', md: '50%' }}
        type="search"
        label={t('adminRecovery.search')}
        placeholder={t('adminRecovery.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rightSection={
          value ? (
            <CloseButton
              size="sm"
              aria-label={t('adminRecovery.clearSearch')}
              onClick={() => onChange('')}
            />
          ) : null
        }
      />
    </Box>
  );
}
