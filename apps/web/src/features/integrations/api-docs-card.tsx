import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { settings } from '../../shared/config/settings.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

export const apiDocsUrl = `${settings.apiUrl}/docs`;

/** Where the /v1 API is described: authentication with the secret key, charges, webhooks. */
export function ApiDocsCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="api-docs-title">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon variant="light" size={40} radius="md">
            <IconBook2 size={22} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Text id="api-docs-title" component="h2" fw={700} m={0}>
              {t('integrations.docs.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('integrations.docs.description')}
            </Text>
          </Stack>
        </Group>
        <Button
          component="a"
          href={apiDocsUrl}
          target="_blank"
          rel="noopener"
          variant="default"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('integrations.docs.open')}
        </Button>
      </Group>
    </Card>
  );
}
