import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import {
  type RecoverySequence,
  type RecoverySequenceInput,
  recoverySequenceInputSchema,
} from '@repasse/core/contract/recovery-outreach';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import { isApiError } from '../../../shared/http/api-error.ts';
import { type DelayUnit, delayMinutes, delayParts } from './delay-units.ts';

/** A step as the editor holds it: the wait in the unit the seller chose. */
export type StepFormValues = {
  channel: RecoveryChannel;
  /** A number input's value: a number, or '' while empty. */
  delayValue: number | string;
  delayUnit: DelayUnit;
  templates: { en: string; 'pt-BR': string };
};

export type SequenceFormValues = { enabled: boolean; steps: StepFormValues[] };

export function sequenceToForm(
  sequence: Pick<RecoverySequence, 'enabled' | 'steps'>,
): SequenceFormValues {
  return {
    enabled: sequence.enabled,
    steps: sequence.steps.map((step) => {
      const { value, unit } = delayParts(step.delayMinutes);
      return {
        channel: step.channel,
        delayValue: value,
        delayUnit: unit,
        templates: { en: step.templates.en, 'pt-BR': step.templates['pt-BR'] },
      };
    }),
  };
}

/** What the server is sent; an unreadable wait goes as undefined for the schema to name it. */
export const formToSequenceInput = (values: SequenceFormValues) => ({
  enabled: values.enabled,
  steps: values.steps.map((step) => ({
    channel: step.channel,
    delayMinutes: delayMinutes(step.delayValue, step.delayUnit),
    templates: { en: step.templates.en, 'pt-BR': step.templates['pt-BR'] },
  })),
});

/**
 * Where the contract's (and the server's) field paths show in the editor: the wait is typed in a
 * unit, and the list's own errors (too many, none) go to the field array's root.
 */
export function formPathOf(path: string): string {
  if (path === 'steps') return 'steps.root';
  return path.replace(/^(steps\.\d+)\.delayMinutes$/, '$1.delayValue');
}

/** Client validation with the contract's schema, the one the server runs. */
export const sequenceResolver: Resolver<
  SequenceFormValues,
  unknown,
  RecoverySequenceInput
> = async (values) => {
  const parsed = recoverySequenceInputSchema.safeParse(formToSequenceInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SequenceFormValues> = {};
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path.map(String).join('.')) || 'root';
    if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/** The server's field messages (already translated), on the editor's fields. */
export function serverSequenceErrors(error: unknown): [string, string][] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fields)
    .filter(([field]) => field === 'enabled' || field.startsWith('steps'))
    .map(([field, message]) => [formPathOf(field), message]);
}

/** A step added after `previous`: by email, an hour later, its texts to write. */
export function nextStep(previous: StepFormValues | undefined): StepFormValues {
  const previousMinutes = previous ? delayMinutes(previous.delayValue, previous.delayUnit) : 0;
  const { value, unit } = delayParts((previousMinutes ?? 0) + 60);
  return {
    channel: 'email',
    delayValue: value,
    delayUnit: unit,
    templates: { en: '', 'pt-BR': '' },
  };
}
