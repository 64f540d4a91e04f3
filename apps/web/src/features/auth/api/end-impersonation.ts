import { restoreImpersonator } from '../../../shared/session/impersonation.ts';
import { logout } from './logout.ts';

/**
 * Ends an administrator's visit to a seller's account: revokes the impersonation session, then
 * puts the administrator's own token and owner flag back. False when there was none to restore.
 */
export async function endImpersonation(): Promise<boolean> {
  await logout();
  return restoreImpersonator();
}
