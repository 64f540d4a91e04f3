/** The SQLSTATE of a database error, through the driver's and drizzle's wrappers. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * Runs a write whose unique index is the real guard (checking first would race): a duplicate
 * becomes `duplicate()`, the caller's refusal, or its answer (e.g. a replay of the first write).
 */
export async function onUniqueViolation<T>(
  write: () => Promise<T>,
  duplicate: () => Error | Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const answer = duplicate();
    if (answer instanceof Error) throw answer;
    return answer;
  }
}

/** A row named that does not exist (anymore), or one still referenced. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** Two transactions met on the same rows: the loser may simply run again. */
export const isConcurrencyConflict = (error: unknown) => {
  const state = sqlState(error);
  return state === '40001' || state === '40P01' || state === '55P03';
};

/** Class 22: the data itself was refused (out of range, not text, bad encoding). */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;
