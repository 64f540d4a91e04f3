import { readStored, storageKeys, writeStored } from '../../../shared/storage/local-store.ts';

/** referralCodeSchema's pattern (contract/affiliates.ts), without loading zod for the login page. */
const codePattern = /^[A-Za-z0-9]{6,20}$/;

/** How long a referral link counts for a registration on this device (the server's cookie too). */
export const referralDays = 30;
const referralMilliseconds = referralDays * 24 * 60 * 60 * 1000;

type Stored = { code: string; at: number };

type Store = { read: () => string | null; write: (value: string) => void };

const localStore: Store = {
  read: () => readStored(storageKeys.referral),
  write: (value) => writeStored(storageKeys.referral, value),
};

function parse(text: string | null): Stored | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Stored>;
    return typeof value.code === 'string' &&
      codePattern.test(value.code) &&
      typeof value.at === 'number'
      ? { code: value.code, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * The referral code a registration sends: the first link that brought this device within 30 days
 * (first touch: a later link does not replace it), else the one in the address (`?ref=`), which
 * is then remembered. Null when there is none.
 */
export function rememberReferral(
  fromAddress: string | null,
  now: number = Date.now(),
  store: Store = localStore,
): string | null {
  const stored = parse(store.read());
  if (stored && now - stored.at >= 0 && now - stored.at < referralMilliseconds) return stored.code;
  if (!fromAddress || !codePattern.test(fromAddress)) return null;
  store.write(JSON.stringify({ code: fromAddress, at: now } satisfies Stored));
  return fromAddress;
}
