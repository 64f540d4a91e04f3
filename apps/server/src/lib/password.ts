import { hash, verify } from '@node-rs/argon2';

// Argon2id (algorithm 2) with OWASP's recommended minimum: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('repasse-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
