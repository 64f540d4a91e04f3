import { Alert, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AwardClaim } from '@repasse/core/contract/awards';
import { IconChevronDown, IconChevronUp, IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../shared/ui/copy-value-button.tsx';
import { ClaimStatusBadge } from './claim-status-badge.tsx';
import { ClaimTimeline } from './claim-timeline.tsx';

/** Where the seller's claim stands: its status, the shipment or the refusal, and its timeline. */
export function ClaimSummary({ claim, awardName }: { claim: AwardClaim; awardName: string }) {
  const { t } = useTranslation();
  const [open, { toggle }] = useDisclosure(false);
  const timelineId = useId();
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('awards.claim.yourClaim')}
          </Text>
          <ClaimStatusBadge status={claim.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {t(`awards.claimStatusHints.${claim.status}`)}
        </Text>
        {claim.status === 'shipped' || claim.status === 'delivered' ? (
          <Stack gap={4}>
            <Text size="sm">
              {t('awards.claim.carrier')}: <strong>{claim.carrier}</strong>
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('awards.claim.trackingCode')}:{' '}
                <Text span ff="monospace" fw={600} data-testid="award-tracking-code">
                  {claim.trackingCode}
                </Text>
              </Text>
              <CopyValueButton
                value={claim.trackingCode ?? ''}
                label={t('awards.claim.copyTracking')}
                size="compact-xs"
              />
            </Group>
          </Stack>
        ) : null}
        {claim.status === 'refused' && claim.reason ? (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconInfoCircle size={16} aria-hidden />}
            title={t('awards.claim.refusedReason')}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {claim.reason}
            </Text>
          </Alert>
        ) : null}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={timelineId}
          aria-label={t(open ? 'awards.claim.hideTimelineOf' : 'awards.claim.showTimelineOf', {
            name: awardName,
          })}
          rightSection={
            open ? (
              <IconChevronUp size={14} aria-hidden />
            ) : (
              <IconChevronDown size={14} aria-hidden />
            )
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {t(open ? 'awards.claim.hideTimeline' : 'awards.claim.showTimeline')}
        </Button>
        <Collapse expanded={open} id={timelineId}>
          <ClaimTimeline events={claim.timeline} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
