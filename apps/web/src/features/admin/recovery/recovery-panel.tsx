import { Button, Tabs } from '@mantine/core';
import {
  IconAdjustmentsDollar,
  IconMessages,
  IconPlugConnected,
  IconWallet,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { queryString } from '../../../shared/http/query-string.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { AdminMessagesLog } from './messages-log/admin-messages-log.tsx';
import { MessagingProvidersSection } from './providers/messaging-providers-section.tsx';
import { RecoveryBalancesSection } from './recovery-balances-section.tsx';
import {
  type AdminRecoverySection,
  adminRecoverySectionOf,
  adminRecoverySections,
} from './recovery-sections.ts';

// Message prices, top-up limits, quiet hours and attribution live in Settings → Platform settings.
const platformSettingsHref = `/admin${queryString({ tab: 'settings', panel: 'platformSettings' })}`;

const sectionIcons = {
  balances: IconWallet,
  messages: IconMessages,
  providers: IconPlugConnected,
} as const satisfies Record<AdminRecoverySection, unknown>;

/**
 * Admin → Management → Recovery: every seller's recovery balance, every outreach message sent, and
 * the SMS and WhatsApp providers that send them.
 */
export default function RecoveryPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section = adminRecoverySectionOf(params.get('section'));
  const open = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next && next !== 'balances') updated.set('section', next);
    else updated.delete('section');
    setParams(updated, { replace: true });
  };
  return (
    <>
      <PanelHeader
        title={t('admin.panels.recovery')}
        description={t('adminRecovery.description')}
        actions={
          <Button
            component={Link}
            to={platformSettingsHref}
            variant="default"
            size="xs"
            leftSection={<IconAdjustmentsDollar size={16} aria-hidden />}
          >
            {t('adminRecovery.pricesAndLimits')}
          </Button>
        }
      />
      <Tabs value={section} onChange={open} keepMounted={false} variant="pills">
        <Tabs.List aria-label={t('adminRecovery.sections.label')} mb="md">
          {adminRecoverySections.map((id) => {
            const SectionIcon = sectionIcons[id];
            return (
              <Tabs.Tab key={id} value={id} leftSection={<SectionIcon size={16} aria-hidden />}>
                {t(`adminRecovery.sections.${id}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="balances">
          <RecoveryBalancesSection />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <AdminMessagesLog />
        </Tabs.Panel>
        <Tabs.Panel value="providers">
          <MessagingProvidersSection />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
