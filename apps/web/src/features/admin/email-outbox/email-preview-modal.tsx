import { Alert, DataList, SegmentedControl, Stack, Text } from '@mantine/core';
import type { OutboxEmail } from '@repasse/core/contract/emails';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';

type EmailPreviewModalProps = { email: OutboxEmail | null; onClose: () => void };

/** An email as the seller receives it: the HTML in a sandboxed frame (no scripts), or the text. */
export function EmailPreviewModal({ email, onClose }: EmailPreviewModalProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <ResponsiveModal
      opened={email !== null}
      onClose={onClose}
      size="xl"
      title={email?.subject ?? t('emailOutbox.preview')}
    >
      {email ? (
        <Stack gap="md">
          <DataList withDivider labelWidth={110}>
            <DataList.Item>
              <DataList.ItemLabel>{t('emailOutbox.columns.to')}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                {email.to}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('emailOutbox.columns.status')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <EmailStatusBadge status={email.status} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('emailOutbox.columns.createdAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(email.createdAt)}</DataList.ItemValue>
            </DataList.Item>
            {email.sentAt ? (
              <DataList.Item>
                <DataList.ItemLabel>{t('emailOutbox.sentAt')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(email.sentAt)}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList>
          {email.error ? (
            <Alert color="red" variant="light" title={t('emailOutbox.error')}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {email.error}
              </Text>
            </Alert>
          ) : null}
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value === 'text' ? 'text' : 'html')}
            data={[
              { value: 'html', label: t('emailOutbox.views.html') },
              { value: 'text', label: t('emailOutbox.views.text') },
            ]}
            aria-label={t('emailOutbox.views.label')}
          />
          {view === 'html' ? (
            <iframe
              title={t('emailOutbox.htmlFrame', { subject: email.subject })}
              sandbox=""
              srcDoc={email.html}
              style={{
                width: '100%',
                height: 420,
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                background: '#fff',
              }}
            />
          ) : (
            <Text
              component="pre"
              size="sm"
              p="sm"
              m={0}
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
              data-testid="email-text"
            >
              {email.text}
            </Text>
          )}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
