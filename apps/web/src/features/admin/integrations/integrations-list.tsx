import { ActionIcon, Badge, Box, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminIntegration } from '@repasse/core/contract/integration-catalog';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CardList } from '../panel-ui/card-list.tsx';
import { AdminBanner } from './admin-banner.tsx';

type IntegrationsListProps = {
  entries: AdminIntegration[] | undefined;
  loading: boolean;
  /** Moving is off while a move is being saved. */
  moving: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (entry: AdminIntegration) => void;
};

/** The catalog in its order: banner, texts, state, and the buttons to move and edit each entry. */
export function IntegrationsList({
  entries,
  loading,
  moving,
  onMove,
  onEdit,
}: IntegrationsListProps) {
  const { t } = useTranslation();
  return (
    <CardList
      rows={entries}
      loading={loading}
      label={t('integrationCatalog.admin.listLabel')}
      skeletonHeight={96}
      empty={{
        icon: <IconPlugConnected size={24} stroke={1.5} aria-hidden />,
        title: t('integrationCatalog.admin.empty.title'),
        description: t('integrationCatalog.admin.empty.description'),
      }}
    >
      {(entry) => {
        const index = entries?.indexOf(entry) ?? 0;
        const last = (entries?.length ?? 0) - 1;
        return (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
            <Flex direction={{ base: 'column', sm: 'row' }} gap="md" align={{ sm: 'center' }}>
              <Box w={{ base: '100%', sm: 168 }} style={{ flexShrink: 0 }}>
                <AdminBanner id={entry.id} version={entry.bannerVersion} />
              </Box>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
                    {entry.title}
                  </Text>
                  <Badge color={entry.active ? 'teal' : 'gray'} variant="light">
                    {t(
                      entry.active
                        ? 'integrationCatalog.admin.active'
                        : 'integrationCatalog.admin.inactive',
                    )}
                  </Badge>
                </Group>
                {entry.subtitle ? (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {entry.subtitle}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {t('integrationCatalog.admin.sellers', { count: entry.sellersConnected })}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={moving || index === 0}
                  onClick={() => onMove(index, -1)}
                  aria-label={t('integrationCatalog.admin.moveUp', { title: entry.title })}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={moving || index === last}
                  onClick={() => onMove(index, 1)}
                  aria-label={t('integrationCatalog.admin.moveDown', { title: entry.title })}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <Button
                  variant="default"
                  leftSection={<IconEdit size={16} aria-hidden />}
                  onClick={() => onEdit(entry)}
                  aria-label={t('integrationCatalog.admin.editLabel', { title: entry.title })}
                >
                  {t('integrationCatalog.admin.edit')}
                </Button>
              </Group>
            </Flex>
          </Paper>
        );
      }}
    </CardList>
  );
}
