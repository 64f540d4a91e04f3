import { isAdminRole, type Role } from '@repasse/core/contract/roles';
import { readStored, removeStored, storageKeys, writeStored } from '../storage/local-store.ts';

export const readToken = (): string | null => readStored(storageKeys.token) || null;

export const hasToken = (): boolean => readToken() !== null;

/** The owner flag gates /admin on the client; the server enforces roles on every call anyway. */
export const isOwner = (): boolean => readStored(storageKeys.owner) === '1';

export function storeOwnerFlag(role: Role): void {
  if (isAdminRole(role)) writeStored(storageKeys.owner, '1');
  else removeStored(storageKeys.owner);
}

const sessionStartListeners = new Set<() => void>();

/** Calls back after each login (the native shell registers the device again); returns the unsubscribe. */
export function onSessionStart(listener: () => void): () => void {
  sessionStartListeners.add(listener);
  return () => sessionStartListeners.delete(listener);
}

export function startSession(token: string, role?: Role): void {
  writeStored(storageKeys.token, token);
  if (role) storeOwnerFlag(role);
  for (const listener of sessionStartListeners) listener();
}

/** Forgets who is logged in (and any administrator session kept aside); locale and theme stay. */
export function endSession(): void {
  removeStored(storageKeys.token);
  removeStored(storageKeys.owner);
  removeStored(storageKeys.impersonatorToken);
}
