import type { AwardClaimDefaults, SellerAward } from '@repasse/core/contract/awards';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../shared/ui/responsive-modal.tsx';
import { ClaimForm } from './claim-form.tsx';

type ClaimAwardModalProps = {
  award: SellerAward | null;
  defaults: AwardClaimDefaults;
  onClose: () => void;
};

export function ClaimAwardModal({ award, defaults, onClose }: ClaimAwardModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={award !== null}
      onClose={onClose}
      size="lg"
      title={award ? t('awards.claim.title', { name: award.name }) : ''}
    >
      {award ? (
        <ClaimForm award={award} defaults={defaults} onDone={onClose} onCancel={onClose} />
      ) : null}
    </ResponsiveModal>
  );
}
