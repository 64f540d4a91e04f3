import {
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { changeLocale, currentLocale } from '../../shared/i18n/i18n.ts';
import { isLocale } from '../../shared/i18n/initial-locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { defaultColorScheme } from '../../shared/theme/theme.ts';
import { SettingsCard } from './settings-card.tsx';

/** Language names are written in their own language. */
const languages = [
  { value: 'en', label: 'English' },
  { value: 'pt-BR', label: 'Português' },
];

/** Interface language and theme, remembered on this device. */
export function PreferencesCard() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme(defaultColorScheme);
  return (
    <SettingsCard
      title={t('settings.preferences.title')}
      description={t('settings.preferences.description')}
      icon={IconPalette}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={6}>
          <Text size="sm" fw={500} id="settings-language-label">
            {t('settings.preferences.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="settings-language-label"
            value={currentLocale()}
            data={languages}
            onChange={(value) => {
              if (isLocale(value)) void changeLocale(value);
            }}
            fullWidth
          />
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="settings-theme-label">
            {t('settings.preferences.theme')}
          </Text>
          <SegmentedControl
            aria-labelledby="settings-theme-label"
            value={scheme}
            data={[
              { value: 'dark', label: t('settings.preferences.dark') },
              { value: 'light', label: t('settings.preferences.light') },
            ]}
            onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
            fullWidth
          />
        </Stack>
      </SimpleGrid>
    </SettingsCard>
  );
}
