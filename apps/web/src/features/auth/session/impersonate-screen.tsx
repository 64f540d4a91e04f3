import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { fetchMe, meQueryKey } from '../../../shared/session/me-query.ts';
import { hasToken, startSession } from '../../../shared/session/session-store.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';

/** `/impersonate?token=…`: an administrator opens a seller's session handed over by the server. */
export function ImpersonateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      navigate(hasToken() ? '/dashboard' : '/auth', { replace: true });
      return;
    }
    queryClient.clear();
    startSession(token);
    void (async () => {
      try {
        // Sets the owner flag from the impersonated user's role.
        queryClient.setQueryData(meQueryKey, await fetchMe());
        navigate('/dashboard', { replace: true });
      } catch {
        // A refused token already sent the user to /logout; anything else ends the same way.
        navigate('/logout', { replace: true });
      }
    })();
  }, [token, navigate, queryClient]);

  return <FullPageLoader label={t('impersonate.progress')} />;
}
