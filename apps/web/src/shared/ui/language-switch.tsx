import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { Locale } from '@repasse/core/i18n/locale';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';

/** Language names are written in their own language, so they never need translating. */
const languages: { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'pt-BR', label: 'Português' },
];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180}>
      <Menu.Target>
        <Tooltip label={t('preferences.language')} openDelay={400}>
          <ActionIcon variant="default" size="lg" aria-label={t('preferences.language')}>
            <IconLanguage size={18} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('preferences.language')}</Menu.Label>
        {languages.map(({ locale, label }) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void changeLocale(locale)}
            rightSection={locale === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === active ? 'true' : undefined}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
