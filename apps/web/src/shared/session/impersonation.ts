import { readStored, removeStored, storageKeys, writeStored } from '../storage/local-store.ts';
import { readToken } from './session-store.ts';

/** Where an administrator returns when they stop acting as a seller. */
export const impersonationExitPath = '/admin?tab=management&panel=users';

export const hasImpersonatorToken = (): boolean =>
  Boolean(readStored(storageKeys.impersonatorToken));

/** Keeps the administrator's own token aside before /impersonate replaces it with the seller's. */
export function rememberImpersonator(): void {
  const token = readToken();
  if (token) writeStored(storageKeys.impersonatorToken, token);
}

/**
 * Puts the administrator's own token and owner flag back (only administrators impersonate).
 * Returns false when there was no token to restore.
 */
export function restoreImpersonator(): boolean {
  const token = readStored(storageKeys.impersonatorToken);
  removeStored(storageKeys.impersonatorToken);
  if (!token) return false;
  writeStored(storageKeys.token, token);
  writeStored(storageKeys.owner, '1');
  return true;
}
