import { Anchor, Button, Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconShieldCheck,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { KycProgress, KycStage } from './kyc-progress.ts';

const stageLook: Record<KycStage, { color: string; icon: typeof IconUpload }> = {
  verified: { color: 'teal', icon: IconCircleCheck },
  notApplicable: { color: 'gray', icon: IconShieldCheck },
  refused: { color: 'red', icon: IconCircleX },
  missing: { color: 'yellow', icon: IconUpload },
  inReview: { color: 'blue', icon: IconClockHour4 },
};

type KycOverviewProps = { progress: KycProgress };

/** Overall status: how many documents are sent, what happens next, and the way on. */
export function KycOverview({ progress }: KycOverviewProps) {
  const { t } = useTranslation();
  const { color, icon: StageIcon } = stageLook[progress.stage];
  const percent = progress.required ? Math.round((progress.sent / progress.required) * 100) : 100;
  return (
    <Card aria-labelledby="kyc-overview-title">
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color={color}>
            <StageIcon size={24} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            <Text component="h2" id="kyc-overview-title" fz="lg" fw={700} m={0}>
              {t(`kyc.stage.${progress.stage}.title`)}
            </Text>
            <Text size="sm" c="dimmed" role="status">
              {t(`kyc.stage.${progress.stage}.description`)}
            </Text>
          </Stack>
        </Group>
        {progress.stage === 'notApplicable' ? null : (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t('kyc.overview.sent', { sent: progress.sent, total: progress.required })}
              </Text>
              <Text size="sm" c="dimmed">
                {percent}%
              </Text>
            </Group>
            <Progress value={percent} color={color} aria-label={t('kyc.overview.progressLabel')} />
          </Stack>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="md">
            <Anchor component={Link} to="/logout" size="sm">
              {t('kyc.overview.logout')}
            </Anchor>
            {progress.allSent ? null : (
              <Anchor component={Link} to="/dashboard" size="sm">
                {t('kyc.overview.later')}
              </Anchor>
            )}
          </Group>
          {progress.allSent ? (
            <Button
              component={Link}
              to="/dashboard"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('kyc.overview.continue')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
