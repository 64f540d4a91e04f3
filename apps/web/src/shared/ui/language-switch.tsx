import { Menu, Tooltip } from '@mantine/core';
import type { Locale } from '@repasse/core/i18n/locale';
import { IconCheck } from '@tabler/icons-react';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { LanguageButton } from './language-button.tsx';

/** Language names are written in their own language, so they never need translating. */
const languages: { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'pt-BR', label: 'Português' },
];

type LanguageSwitchProps = {
  /** Open the menu as it mounts (it was asked for before this component was loaded). */
  defaultOpened?: boolean;
  autoFocus?: boolean;
};

export function LanguageSwitch({ defaultOpened, autoFocus }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180} defaultOpened={defaultOpened}>
      <Menu.Target>
        <Tooltip label={t('preferences.language')} openDelay={400}>
          <LanguageButton autoFocus={autoFocus} />
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
