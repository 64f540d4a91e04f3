import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

/** Where the authenticated client sends the user after 401 / 403 (docs/product.md §2, §7). */
export const authRedirectPaths = { unauthorized: '/logout', forbidden: '/dashboard' } as const;

type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/** The router registers its own navigation so redirects stay inside the SPA. */
export function setAuthRedirectNavigator(next: Navigate): void {
  navigate = next;
}

export function redirectAfterAuthFailure(status: number): void {
  const path =
    status === 401
      ? authRedirectPaths.unauthorized
      : status === 403
        ? authRedirectPaths.forbidden
        : null;
  if (!path || window.location.pathname === path) return;
  notifications.show({
    id: `auth-${status}`,
    color: status === 401 ? 'yellow' : 'red',
    message: i18n.t(status === 401 ? 'errors.unauthorized' : 'errors.forbidden'),
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
  navigate(path);
}
