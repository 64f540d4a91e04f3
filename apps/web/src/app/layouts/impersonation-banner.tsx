import { Alert, Anchor } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../shared/session/me-query.ts';

/** Reminds an administrator that they act inside someone else's account. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data?.session.impersonatedBy) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconUserShield size={18} aria-hidden />}
      mb="lg"
      radius="md"
    >
      {t('impersonation.banner', { name: me.data.user.fullName })}{' '}
      <Anchor component={Link} to="/logout" fw={600} size="sm">
        {t('impersonation.end')}
      </Anchor>
    </Alert>
  );
}
