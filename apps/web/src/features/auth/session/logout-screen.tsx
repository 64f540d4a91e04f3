import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  hasImpersonatorToken,
  impersonationExitPath,
} from '../../../shared/session/impersonation.ts';
import { endSession, hasToken } from '../../../shared/session/session-store.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { endImpersonation } from '../api/end-impersonation.ts';
import { logout } from '../api/logout.ts';

/**
 * Revokes the session (ignoring failures), forgets token and owner flag, then goes to /auth.
 * An administrator acting as a seller only leaves the seller's account and gets their own back.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (hasImpersonatorToken() && (await endImpersonation())) {
        queryClient.clear();
        navigate(impersonationExitPath, { replace: true });
        return;
      }
      if (hasToken()) await logout();
      endSession();
      queryClient.clear();
      navigate('/auth', { replace: true });
    })();
  }, [navigate, queryClient]);

  return <FullPageLoader label={t('logout.progress')} />;
}
