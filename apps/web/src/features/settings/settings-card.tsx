import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

type SettingsCardProps = {
  title: string;
  description?: string;
  icon: Icon;
  children: ReactNode;
};

/** A titled section of the settings screen. */
export function SettingsCard({ title, description, icon: CardIcon, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md">
            <CardIcon size={20} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
