import { addDays, isIsoDay } from './platform-day.ts';

/** Message keys per end of the range; empty when the range can be applied. */
export type CustomRangeErrors = { from?: string; to?: string };

/**
 * docs/product.md §5: both dates required, invalid dates rejected, start not later than end; with
 * `maxDays`, no more days than that (both ends counted).
 */
export function customRangeErrors(from: string, to: string, maxDays?: number): CustomRangeErrors {
  const errors: CustomRangeErrors = {};
  const check = (value: string) =>
    value.trim() === '' ? 'validation.required' : isIsoDay(value) ? undefined : 'validation.date';
  const fromError = check(from);
  const toError = check(to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (!fromError && !toError && from > to) errors.to = 'validation.dateOrder';
  else if (!fromError && !toError && maxDays !== undefined && addDays(from, maxDays) <= to)
    errors.from = 'validation.periodTooLong';
  return errors;
}

export const hasRangeErrors = (errors: CustomRangeErrors) => Boolean(errors.from || errors.to);
