import { Paper, Stack, Text } from '@mantine/core';
import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { fillPreview } from './template-text.ts';

/** A sale's amount for the samples: what a typical digital product costs. */
const sampleAmount = 9_790;

type TemplatePreviewProps = {
  template: string;
  language: Locale;
  channel: RecoveryChannel;
};

/** The message as a buyer would read it, filled with sample values. */
export function TemplatePreview({ template, language, channel }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const text = fillPreview(template, {
    first_name: t('recoveryOutreach.preview.sampleName'),
    product: t('recoveryOutreach.preview.sampleProduct'),
    amount: formatBRL(sampleAmount, language),
    link: `${window.location.origin}/checkout/…`,
    seller: t('recoveryOutreach.preview.sampleSeller'),
  });
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Stack gap={4}>
        <Text size="xs" fw={600} c="dimmed">
          {t('recoveryOutreach.preview.title', {
            language: t(`recoveryOutreach.languages.${language}`),
          })}
        </Text>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="template-preview"
        >
          {text.trim() ? text : t('recoveryOutreach.preview.empty')}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`recoveryOutreach.preview.footer.${channel === 'email' ? 'email' : 'phone'}`)}
        </Text>
      </Stack>
    </Paper>
  );
}
