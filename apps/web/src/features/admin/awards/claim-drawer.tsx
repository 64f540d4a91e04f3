import { Alert, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminAwardClaim } from '@repasse/core/contract/awards';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCalendarDate, formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { localToday } from '../../awards/claim-form-values.ts';
import { ClaimStatusBadge } from '../../awards/claim-status-badge.tsx';
import { ClaimTimeline } from '../../awards/claim-timeline.tsx';
import { ClaimActions } from './claim-actions.tsx';
import { ageOn } from './recipient-age.ts';

type ClaimDrawerProps = {
  claim: AdminAwardClaim | null;
  onMoved: (claim: AdminAwardClaim) => void;
  onClose: () => void;
};

/** One claim for a decision: the seller, the recipient with their age, the address, its timeline. */
export function ClaimDrawer({ claim, onMoved, onClose }: ClaimDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  return (
    <Drawer
      opened={claim !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      title={
        <Text fw={700} fz="lg">
          {t('awards.admin.claim.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {claim ? <ClaimDetail claim={claim} onMoved={onMoved} /> : null}
    </Drawer>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ClaimDetail({
  claim,
  onMoved,
}: {
  claim: AdminAwardClaim;
  onMoved: (claim: AdminAwardClaim) => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const age = ageOn(claim.recipientBirthDate, localToday());
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={0}>
          <Text fw={700} fz="lg">
            {claim.tier.name}
          </Text>
          <Text size="sm" c="dimmed">
            {money(claim.tier.threshold)} · {formatDateTime(claim.createdAt)}
          </Text>
        </Stack>
        <ClaimStatusBadge status={claim.status} data-testid="admin-award-claim-status" />
      </Group>
      <ClaimActions claim={claim} onMoved={onMoved} />
      <Divider />
      <Title order={3} fz="sm">
        {t('awards.admin.claim.seller')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('awards.admin.claim.name')}>{claim.seller.fullName}</Field>
        <Field label={t('awards.admin.claim.email')}>{claim.seller.email}</Field>
      </SimpleGrid>
      <Title order={3} fz="sm">
        {t('awards.admin.claim.recipient')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('awards.claim.fields.recipientName')}>{claim.recipientName}</Field>
        <Field label={t('awards.claim.fields.recipientDocument')}>{claim.recipientDocument}</Field>
        <Field label={t('awards.claim.fields.recipientBirthDate')}>
          {formatCalendarDate(claim.recipientBirthDate)}
          {age !== null ? ` · ${t('awards.admin.claim.age', { count: age })}` : ''}
        </Field>
        <Field label={t('awards.claim.fields.phone')}>{claim.phone}</Field>
      </SimpleGrid>
      <Title order={3} fz="sm">
        {t('awards.claim.address')}
      </Title>
      <Field label={t('awards.admin.claim.shipTo')}>
        {claim.address}, {claim.number}
        {claim.complement ? ` · ${claim.complement}` : ''}
        <br />
        {claim.city} · {claim.state} · {claim.postalCode} · {claim.country}
      </Field>
      {claim.carrier ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Field label={t('awards.claim.carrier')}>{claim.carrier}</Field>
          <Field label={t('awards.claim.trackingCode')}>
            <Text span ff="monospace" size="sm">
              {claim.trackingCode}
            </Text>
          </Field>
        </SimpleGrid>
      ) : null}
      {claim.status === 'refused' && claim.reason ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconInfoCircle size={16} aria-hidden />}
          title={t('awards.claim.refusedReason')}
        >
          {claim.reason}
        </Alert>
      ) : null}
      <Divider />
      <Title order={3} fz="sm">
        {t('awards.timeline.title')}
      </Title>
      <ClaimTimeline events={claim.timeline} />
    </Stack>
  );
}
