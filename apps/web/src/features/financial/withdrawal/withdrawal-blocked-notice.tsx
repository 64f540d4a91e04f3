import { Alert, Anchor } from '@mantine/core';
import type { WithdrawalContext } from '@repasse/core/contract/withdrawals';
import { IconAlertTriangle, IconKey, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type Blocker = NonNullable<WithdrawalContext['blockedBy']>;

const looks = {
  impersonation: { color: 'yellow', icon: IconLock, link: null },
  documents: { color: 'yellow', icon: IconShieldCheck, link: '/validation' },
  pix_key: { color: 'blue', icon: IconKey, link: '/settings' },
  negative_balance: { color: 'red', icon: IconAlertTriangle, link: null },
} as const satisfies Record<Blocker, unknown>;

/** Why no withdrawal can be requested now, and where to fix it when the seller can. */
export function WithdrawalBlockedNotice({ blockedBy }: { blockedBy: Blocker }) {
  const { t } = useTranslation();
  const { color, icon: BlockerIcon, link } = looks[blockedBy];
  return (
    <Alert
      variant="light"
      color={color}
      icon={<BlockerIcon size={18} aria-hidden />}
      title={t(`withdrawals.blocked.${blockedBy}.title`)}
      data-testid="withdrawal-blocked"
    >
      {t(`withdrawals.blocked.${blockedBy}.description`)}
      {link ? (
        <>
          {' '}
          <Anchor component={Link} to={link} inherit fw={600}>
            {t(`withdrawals.blocked.${blockedBy}.action`)}
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
