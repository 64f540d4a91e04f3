import { Button, SimpleGrid } from '@mantine/core';
import {
  type AdminAwardClaim,
  type AwardClaimTarget,
  awardClaimTransitions,
} from '@repasse/core/contract/awards';
import { IconCircleCheck, IconThumbUp, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ClaimMoveModal } from './claim-move-modal.tsx';

// Deep shades: white text on teal.6, teal.8 or cyan.6 falls short of WCAG AA contrast.
const moveLooks = {
  approved: { icon: IconThumbUp, color: 'teal.9', variant: 'filled' },
  shipped: { icon: IconTruckDelivery, color: 'cyan.9', variant: 'filled' },
  delivered: { icon: IconCircleCheck, color: 'teal.9', variant: 'filled' },
  refused: { icon: IconX, color: 'red', variant: 'light' },
} as const satisfies Record<AwardClaimTarget, { icon: unknown; color: string; variant: string }>;

/** The moves the claim's status allows, each confirmed in a dialog. */
export function ClaimActions({
  claim,
  onMoved,
}: {
  claim: AdminAwardClaim;
  onMoved: (claim: AdminAwardClaim) => void;
}) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState<AwardClaimTarget | null>(null);
  const moves = awardClaimTransitions[claim.status] as readonly AwardClaimTarget[];
  if (moves.length === 0) return null;
  return (
    <>
      <SimpleGrid cols={moves.length > 1 ? 2 : 1} spacing="sm">
        {moves.map((to) => {
          const { icon: MoveIcon, color, variant } = moveLooks[to];
          return (
            <Button
              key={to}
              color={color}
              variant={variant}
              leftSection={<MoveIcon size={16} aria-hidden />}
              onClick={() => setMoving(to)}
            >
              {t(`awards.admin.moves.${to}.button`)}
            </Button>
          );
        })}
      </SimpleGrid>
      <ClaimMoveModal claim={claim} to={moving} onMoved={onMoved} onClose={() => setMoving(null)} />
    </>
  );
}
