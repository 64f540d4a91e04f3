import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMe } from '../session/me-query.ts';

/** True while an administrator acts as the logged-in seller. */
export const useImpersonating = (): boolean => Boolean(useMe().data?.session.impersonatedBy);

/** Why a form is disabled: money and credentials stay with the real seller. */
export function ImpersonationNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconLock size={18} aria-hidden />}
      title={t('impersonation.lockedTitle')}
    >
      {t('impersonation.lockedDescription')}
    </Alert>
  );
}
