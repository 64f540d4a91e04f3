import type { RecoveryBalanceResponse } from '@repasse/core/contract/recovery';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { TopUpFlow } from './top-up-flow.tsx';

type TopUpDialogProps = {
  opened: boolean;
  balance: RecoveryBalanceResponse | undefined;
  onClose: () => void;
};

/** SPEC §4's recovery top-up: amount, Pix QR code, payment, confirmation. */
export function TopUpDialog({ opened, balance, onClose }: TopUpDialogProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={opened && balance !== undefined}
      onClose={onClose}
      title={t('recovery.topUp.title')}
      size={520}
    >
      {/* Mounted while open only: each opening starts afresh (or resumes the pending top-up). */}
      {balance ? <TopUpFlow balance={balance} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
