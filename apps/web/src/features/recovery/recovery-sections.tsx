import { Tabs } from '@mantine/core';
import {
  type Icon,
  IconChartBar,
  IconListDetails,
  IconMessages,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BuyersTab } from './buyers/buyers-tab.tsx';
import { TopUpHistorySection } from './history/top-up-history-section.tsx';
import { MessagesTab } from './messages/messages-tab.tsx';
import { OverviewTab } from './overview/overview-tab.tsx';
import classes from './recovery-sections.module.css';
import { type RecoveryTab, recoveryTabs } from './recovery-tabs.ts';
import { SequencesTab } from './sequences/sequences-tab.tsx';

const tabIcons: Record<RecoveryTab, Icon> = {
  overview: IconChartBar,
  sequences: IconListDetails,
  buyers: IconUsers,
  messages: IconMessages,
  topUps: IconReceipt,
};

type RecoverySectionsProps = {
  tab: RecoveryTab;
  run: { id: string; buyerName: string | null } | null;
  onOpen: (tab: RecoveryTab, run?: { id: string; buyerName: string }) => void;
};

/** The outreach's sections as tabs; on a phone the tab row scrolls sideways. */
export function RecoverySections({ tab, run, onOpen }: RecoverySectionsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onOpen(value as RecoveryTab)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('recoveryOutreach.tabs.label')} mb="lg" className={classes.list}>
        {recoveryTabs.map((id) => {
          const TabIcon = tabIcons[id];
          return (
            <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={16} aria-hidden />}>
              {t(`recoveryOutreach.tabs.${id}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="overview">
        <OverviewTab onOpenSequences={() => onOpen('sequences')} />
      </Tabs.Panel>
      <Tabs.Panel value="sequences">
        <SequencesTab />
      </Tabs.Panel>
      <Tabs.Panel value="buyers">
        <BuyersTab
          onOpenMessages={(opened) =>
            onOpen('messages', { id: opened.id, buyerName: opened.buyerName })
          }
        />
      </Tabs.Panel>
      <Tabs.Panel value="messages">
        <MessagesTab run={run} onClearRun={() => onOpen('messages')} />
      </Tabs.Panel>
      <Tabs.Panel value="topUps">
        <TopUpHistorySection />
      </Tabs.Panel>
    </Tabs>
  );
}
