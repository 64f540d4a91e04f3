/** Every localStorage key the web app uses (docs/product.md §3 "Stored on the client"). */
export const storageKeys = {
  token: 'token',
  owner: 'owner',
  locale: 'locale',
  theme: 'theme',
  chunkReload: 'chunk-reload',
  /** The administrator's own token while they act as a seller. */
  impersonatorToken: 'impersonator-token',
  /** The referral code a visitor came by (/join/<code>), kept 30 days for their registration. */
  referral: 'referral',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** localStorage can throw (private mode, disabled storage); the app keeps working without it. */
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value only lives for this page.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
