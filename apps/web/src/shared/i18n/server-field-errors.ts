import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../http/api-error.ts';
import { serverErrorType } from './field-error.ts';

/** The server's field messages (already translated) that belong to one of `fields`. */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(([field]) => fields.includes(field)),
  );
}

/**
 * Shows the server's field messages under the form's own fields and focuses the first one.
 * Returns false when none of them belongs to the form (show the error some other way).
 */
export function applyServerFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  fields: readonly Path<V>[],
): boolean {
  const entries = Object.entries(serverFieldErrors(error, fields));
  entries.forEach(([field, message], index) => {
    setError(field as Path<V>, { type: serverErrorType, message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
