import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { settings } from '../config/settings.ts';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The browser tab's title, when it differs from the heading. */
  documentTitle?: string;
};

export function PageHeader({ title, description, actions, documentTitle }: PageHeaderProps) {
  useDocumentTitle(`${documentTitle ?? title} · ${settings.brandName}`);
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" maw={640}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
