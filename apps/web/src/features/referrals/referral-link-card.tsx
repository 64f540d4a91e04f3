import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Referrals } from '@repasse/core/contract/affiliates';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { settings } from '../../shared/config/settings.ts';
import { formatPercentage } from '../../shared/forms/decimal-text.ts';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../shared/ui/copy-value-button.tsx';
import { trimPercentage } from '../affiliates/terms.ts';
import { emailShareUrl, whatsappShareUrl } from './share-links.ts';

/** The referral link to copy or share, and the terms it earns on. */
export function ReferralLinkCard({ referrals }: { referrals: Referrals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = {
    subject: t('referrals.share.subject', { brand: settings.brandName }),
    body: t('referrals.share.body', { brand: settings.brandName, link: referrals.link }),
  };
  const percentage = formatPercentage(trimPercentage(referrals.terms.percentage), locale);
  return (
    <Card component="section" aria-labelledby="referral-link-title" h="100%">
      <Stack gap="md">
        <Stack gap={2}>
          <Text id="referral-link-title" component="h2" fz="lg" fw={700} m={0}>
            {t('referrals.link.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('referrals.link.description')}
          </Text>
        </Stack>
        <Text
          ff="monospace"
          size="sm"
          p="sm"
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflowWrap: 'anywhere' }}
          data-testid="referral-link"
        >
          {referrals.link}
        </Text>
        <Group gap="xs">
          <CopyValueButton value={referrals.link} label={t('referrals.link.copy')} />
          <Button
            component="a"
            href={whatsappShareUrl(text)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            aria-label={t('referrals.link.whatsappLabel')}
          >
            {t('referrals.link.whatsapp')}
          </Button>
          <Button
            component="a"
            href={emailShareUrl(text)}
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            aria-label={t('referrals.link.emailLabel')}
          >
            {t('referrals.link.email')}
          </Button>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600} component="h3" m={0}>
            {t('referrals.terms.title')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="referral-terms">
            {referrals.terms.months > 0
              ? t('referrals.terms.text', {
                  percentage,
                  count: referrals.terms.months,
                })
              : t('referrals.terms.none')}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
