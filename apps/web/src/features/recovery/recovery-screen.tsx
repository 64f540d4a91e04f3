import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useRecoveryBalance } from './api/recovery.ts';
import { RecoveryBalanceCard } from './balance/recovery-balance-card.tsx';
import { PauseAlert } from './pause/pause-alert.tsx';
import { RecoverySections } from './recovery-sections.tsx';
import { type RecoveryTab, recoveryTabOf, recoveryTabParams } from './recovery-tabs.ts';
import { TopUpDialog } from './top-up/top-up-dialog.tsx';

/**
 * /recovery (issue 16): the recovery balance that pays for outreach and its Pix top-up, then the
 * outreach itself: its figures, the sequences, the buyers in them, the messages, the top-ups.
 */
export function RecoveryScreen() {
  const { t } = useTranslation();
  const balance = useRecoveryBalance();
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  // The name of the buyer opened from Buyers, for the messages' "only this buyer" line.
  const [runBuyer, setRunBuyer] = useState<string | null>(null);
  const tab = recoveryTabOf(params.get('tab'));
  const runId = tab === 'messages' ? params.get('run') : null;
  const open = (next: RecoveryTab, run?: { id: string; buyerName: string }) => {
    setRunBuyer(run?.buyerName ?? null);
    setParams(recoveryTabParams(next, run?.id), { replace: !run });
  };
  return (
    <>
      <PageHeader title={t('recovery.title')} description={t('recovery.description')} />
      <Stack gap="lg">
        <PauseAlert onTopUp={() => setTopUpOpen(true)} />
        <RecoveryBalanceCard balance={balance} onTopUp={() => setTopUpOpen(true)} />
        <RecoverySections
          tab={tab}
          run={runId ? { id: runId, buyerName: runBuyer } : null}
          onOpen={open}
        />
      </Stack>
      <TopUpDialog opened={topUpOpen} balance={balance.data} onClose={() => setTopUpOpen(false)} />
    </>
  );
}
