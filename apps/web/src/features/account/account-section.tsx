import { Card, DataList, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

export type AccountRow = { label: string; value: ReactNode };

type AccountSectionProps = {
  title: string;
  icon: Icon;
  rows: AccountRow[];
  /** The section's edit button. */
  action?: ReactNode;
  children?: ReactNode;
};

/** A card of label/value pairs with its edit action. */
export function AccountSection({
  title,
  icon: SectionIcon,
  rows,
  action,
  children,
}: AccountSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery('(max-width: 30em)', false);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={36} radius="md">
              <SectionIcon size={20} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        <DataList withDivider orientation={phone ? 'vertical' : 'horizontal'} labelWidth={150}>
          {rows.map(({ label, value }) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                {value === '' || value === null || value === undefined ? (
                  <Text span c="dimmed" size="sm">
                    {t('common.notProvided')}
                  </Text>
                ) : (
                  value
                )}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
        {children}
      </Stack>
    </Card>
  );
}
