import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AwardTier } from '@repasse/core/contract/awards';
import { IconAward, IconPencil, IconPlus, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { CardList } from '../panel-ui/card-list.tsx';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { useAdminAwardTiers } from './api/admin-awards.ts';
import { TierForm } from './tier-form.tsx';

/** null: closed; 'new': a new tier; a tier: editing it. */
type Editing = AwardTier | 'new' | null;

/** The tiers sellers reach, by threshold, to create and edit (name, threshold, image, kind, on/off). */
export function TiersSection() {
  const { t } = useTranslation();
  const tiers = useAdminAwardTiers();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={620}>
          {t('awards.admin.tiers.description')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('awards.admin.tiers.add')}
        </Button>
      </Group>
      {tiers.isError && !tiers.data ? (
        <LoadError
          title={t('awards.admin.tiers.loadError')}
          error={tiers.error}
          onRetry={() => void tiers.refetch()}
          retrying={tiers.isFetching}
        />
      ) : phone ? (
        <TierCards rows={tiers.data?.items} loading={tiers.isPending} onEdit={setEditing} />
      ) : (
        <Card padding={0}>
          <TierTable rows={tiers.data?.items} loading={tiers.isPending} onEdit={setEditing} />
        </Card>
      )}
      <ResponsiveModal
        opened={editing !== null}
        onClose={close}
        size="lg"
        title={t(
          editing === 'new' ? 'awards.admin.tierForm.addTitle' : 'awards.admin.tierForm.editTitle',
        )}
      >
        {editing !== null ? (
          <TierForm tier={editing === 'new' ? null : editing} onDone={close} onCancel={close} />
        ) : null}
      </ResponsiveModal>
    </Stack>
  );
}

type ListProps = {
  rows: AwardTier[] | undefined;
  loading: boolean;
  onEdit: (tier: AwardTier) => void;
};

function TierThumb({ tier, size = 44 }: { tier: AwardTier; size?: number }) {
  if (tier.imageUrl)
    return <Image src={tier.imageUrl} alt="" w={size} h={size} radius="md" fit="contain" />;
  const TierIcon = tier.kind === 'physical' ? IconTrophy : IconAward;
  return (
    <ThemeIcon variant="light" color="yellow" size={size} radius="md">
      <TierIcon size={size / 2} stroke={1.5} aria-hidden />
    </ThemeIcon>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={active ? 'teal' : 'gray'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(active ? 'awards.admin.tiers.active' : 'awards.admin.tiers.inactive')}
    </Badge>
  );
}

const columns = 7;

function TierTable({ rows, loading, onEdit }: ListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const numeric = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label={t('awards.admin.tiers.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('awards.admin.tiers.columns.tier')}</Table.Th>
            <Table.Th ta="right">{t('awards.admin.tiers.columns.threshold')}</Table.Th>
            <Table.Th>{t('awards.admin.tiers.columns.kind')}</Table.Th>
            <Table.Th ta="right">{t('awards.admin.tiers.columns.reached')}</Table.Th>
            <Table.Th ta="right">{t('awards.admin.tiers.columns.openClaims')}</Table.Th>
            <Table.Th>{t('awards.admin.tiers.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('awards.admin.tiers.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((tier) => (
              <Table.Tr key={tier.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <TierThumb tier={tier} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {tier.name}
                      </Text>
                      {tier.description ? (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={280}>
                          {tier.description}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td fw={600} {...numeric}>
                  {money(tier.threshold)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t(`awards.kinds.${tier.kind}`)}
                </Table.Td>
                <Table.Td {...numeric}>{tier.reachedCount}</Table.Td>
                <Table.Td {...numeric}>{tier.openClaims}</Table.Td>
                <Table.Td>
                  <ActiveBadge active={tier.active} />
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={t('awards.admin.tiers.editOf', { name: tier.name })}
                    onClick={() => onEdit(tier)}
                  >
                    {t('awards.admin.tiers.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconTrophy size={24} aria-hidden />}
              title={t('awards.admin.tiers.empty')}
              description={t('awards.admin.tiers.emptyDescription')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TierCards({ rows, loading, onEdit }: ListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('awards.admin.tiers.tableLabel')}
      skeletonHeight={92}
      empty={{
        icon: <IconTrophy size={24} aria-hidden />,
        title: t('awards.admin.tiers.empty'),
        description: t('awards.admin.tiers.emptyDescription'),
      }}
    >
      {(tier) => (
        <Paper component="li" key={tier.id} withBorder radius="md" p="sm">
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <TierThumb tier={tier} size={48} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {tier.name}
                </Text>
                <ActiveBadge active={tier.active} />
              </Group>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(tier.threshold)} · {t(`awards.kinds.${tier.kind}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('awards.admin.tiers.counts', {
                  reached: tier.reachedCount,
                  open: tier.openClaims,
                })}
              </Text>
              <Button
                size="xs"
                variant="default"
                mt={4}
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={t('awards.admin.tiers.editOf', { name: tier.name })}
                onClick={() => onEdit(tier)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('awards.admin.tiers.edit')}
              </Button>
            </Stack>
          </Group>
        </Paper>
      )}
    </CardList>
  );
}
