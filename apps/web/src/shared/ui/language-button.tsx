import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

type LanguageButtonProps = ActionIconProps & Omit<ComponentProps<'button'>, 'color' | 'style'>;

/** The button of the language menu (language-switch.tsx), also drawn alone until the menu loads. */
export function LanguageButton(props: LanguageButtonProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="default" size="lg" aria-label={t('preferences.language')} {...props}>
      <IconLanguage size={18} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
