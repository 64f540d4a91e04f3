import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';

/** Mantine's PasswordInput with a translated label on the show/hide button. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
      {...props}
    />
  );
}
