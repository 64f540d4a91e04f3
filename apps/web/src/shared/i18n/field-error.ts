import type { TFunction } from './texts.ts';

/** The server sends field messages already translated. */
export const serverErrorType = 'server';

type ErrorLike = { type?: string | number; message?: string } | undefined;

/**
 * Zod messages are i18n keys (`validation.cpf`) and are translated here; messages that came from
 * the server are shown as they are.
 */
export function fieldErrorText(t: TFunction, error: ErrorLike): string | undefined {
  if (!error?.message) return undefined;
  return error.type === serverErrorType ? error.message : t(error.message);
}
