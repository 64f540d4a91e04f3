import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { ChunkLoadError } from './chunk-reload.ts';

/** Shown when a screen throws, or cannot be loaded even after the automatic reload. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconPlugConnectedX size={28} stroke={1.5} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={22}>
            {t(chunk ? 'routeError.chunkTitle' : 'routeError.title')}
          </Title>
          <Text c="dimmed">
            {t(chunk ? 'routeError.chunkDescription' : 'routeError.description')}
          </Text>
          <Button
            mt="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('common.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
