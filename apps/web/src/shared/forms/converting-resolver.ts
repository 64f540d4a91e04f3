import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { get, set } from 'react-hook-form';
import type { z } from 'zod';
import { centsFromText } from './decimal-text.ts';

/** What the form's text becomes, and the paths of amounts that could not be read. */
export type Converted = { body: unknown; unreadable: string[] };

/** The message key for an amount that is not a number of reais. */
export const unreadableAmountMessage = 'validation.money';

/**
 * Validates a form that holds text (amounts in R$, percentages with a comma) with the shared
 * contract schema: the values are converted first, then checked by the schema, so the rules stay
 * the server's. Error messages are the schema's message keys; amounts that could not be read get
 * `validation.money` rather than the schema's "required".
 */
export function convertingResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body>,
  convert: (values: Values) => Converted,
): Resolver<Values, unknown, Body> {
  return async (values) => {
    const { body, unreadable } = convert(values);
    const parsed = schema.safeParse(body);
    const errors: FieldErrors<Values> = {};
    for (const path of unreadable) {
      set(errors, path, { type: 'money', message: unreadableAmountMessage });
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.') || 'root';
        if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
      }
    }
    if (parsed.success && unreadable.length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors };
  };
}

/** Reads amounts for a `convert` function, remembering the paths it could not read. */
export function amountReader() {
  const unreadable: string[] = [];
  const cents = (path: string, text: string) => {
    const value = centsFromText(text);
    if (value !== null) return value;
    unreadable.push(path);
    return undefined;
  };
  return { cents, unreadable };
}
