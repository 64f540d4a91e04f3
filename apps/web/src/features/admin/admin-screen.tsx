import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Tabs,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import './admin-panel-registry.ts';
import { useMe } from '../../shared/session/me-query.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { adminPanelScreens } from './admin-panels.ts';
import { adminTabIcons, tabsFor } from './admin-tabs.ts';

export function AdminScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(me.data?.user.role);
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.id === requested)?.id ?? 'analytics';
  const activeTab = tabs.find((tab) => tab.id === active);
  const panelId = params.get('panel');
  const OpenPanel =
    panelId && activeTab?.panels.some((p) => p.id === panelId)
      ? adminPanelScreens[panelId]
      : undefined;
  const openPanel = (panel: string) => setParams({ tab: active, panel });

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Tabs
        value={active}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('admin.tabsLabel')} mb="lg">
          {tabs.map(({ id }) => {
            const TabIcon = adminTabIcons[id];
            return (
              <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={16} aria-hidden />}>
                {t(`admin.tabs.${id}`)}
              </Tabs.Tab>
            );
          })}
          {me.isPending ? <Skeleton h={20} w={90} ml="md" my="auto" /> : null}
        </Tabs.List>
        {tabs.map(({ id, panels }) => (
          <Tabs.Panel key={id} value={id}>
            {OpenPanel && id === active ? (
              <>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  mb="md"
                  onClick={() => setParams({ tab: active })}
                >
                  <Group gap={4}>
                    <IconArrowLeft size={14} aria-hidden />
                    {t(`admin.tabs.${id}`)}
                  </Group>
                </Anchor>
                <Suspense fallback={<Skeleton h={320} radius="md" />}>
                  <OpenPanel />
                </Suspense>
              </>
            ) : null}
            {OpenPanel && id === active ? null : (
              <>
                <Text c="dimmed" size="sm" mb="md">
                  {t(`admin.tabDescriptions.${id}`)}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                  {panels.map(({ id: panel, icon: PanelIcon }) =>
                    adminPanelScreens[panel] ? (
                      <UnstyledButton
                        key={panel}
                        onClick={() => openPanel(panel)}
                        aria-label={t(`admin.panels.${panel}`)}
                      >
                        <Card padding="md" withBorder>
                          <Group justify="space-between" wrap="nowrap" gap="sm">
                            <Group gap="sm" wrap="nowrap">
                              <ThemeIcon variant="light" size={36} radius="md">
                                <PanelIcon size={20} stroke={1.6} aria-hidden />
                              </ThemeIcon>
                              <Text fw={600} fz="sm">
                                {t(`admin.panels.${panel}`)}
                              </Text>
                            </Group>
                            <IconChevronRight size={16} aria-hidden />
                          </Group>
                        </Card>
                      </UnstyledButton>
                    ) : (
                      <Card key={panel} padding="md">
                        <Group justify="space-between" wrap="nowrap" gap="sm">
                          <Group gap="sm" wrap="nowrap">
                            <ThemeIcon variant="light" size={36} radius="md">
                              <PanelIcon size={20} stroke={1.6} aria-hidden />
                            </ThemeIcon>
                            <Text fw={600} component="h2" fz="sm" m={0}>
                              {t(`admin.panels.${panel}`)}
                            </Text>
                          </Group>
                          <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                            {t('admin.panelSoon')}
                          </Badge>
                        </Group>
                      </Card>
                    ),
                  )}
                </SimpleGrid>
              </>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
