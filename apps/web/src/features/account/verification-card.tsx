import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UserDocumentStatus } from '@repasse/core/contract/common';
import { IconArrowRight, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { UserDocumentStatusBadge } from '../../shared/ui/document-status-badge.tsx';

type VerificationCardProps = { status: UserDocumentStatus };

/** The identity verification status, with the way to the documents. */
export function VerificationCard({ status }: VerificationCardProps) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="account-verification-title">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="md">
            <IconShieldCheck size={22} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={6}>
            <Group gap="sm">
              <Text component="h2" id="account-verification-title" fz="lg" fw={700} m={0}>
                {t('account.verification.title')}
              </Text>
              <UserDocumentStatusBadge status={status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t(`account.verification.${status}`)}
            </Text>
          </Stack>
        </Group>
        {status === 'notApplicable' ? null : (
          <Button
            component={Link}
            to="/validation"
            variant={status === 'validate' ? 'default' : 'filled'}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('account.verification.documents')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
