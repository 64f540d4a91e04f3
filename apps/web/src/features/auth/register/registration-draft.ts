import {
  type RegisterRequest,
  type RegistrationStep,
  registrationSteps,
} from '@repasse/core/contract/auth';
import { countryInfo } from '@repasse/core/documents/country';
import { isApiError } from '../../../shared/http/api-error.ts';

/** What the seller has typed so far, across all steps. */
export type RegistrationDraft = Partial<RegisterRequest>;

export const formSteps = [
  'personal',
  'company',
  'address',
  'bank',
] as const satisfies readonly RegistrationStep[];
export const wizardSteps = [...formSteps, 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export const reviewIndex = wizardSteps.indexOf('review');

export const initialDraft: RegistrationDraft = {
  nationality: 'BR',
  phoneCountryCode: countryInfo.BR.dialCode,
};

/** The step where a field is entered (nationality also feeds later steps but is chosen first). */
export function stepOfField(field: string): RegistrationStep | undefined {
  return formSteps.find((step) => field in registrationSteps[step].shape);
}

export function fieldsOfStep(step: RegistrationStep): string[] {
  return Object.keys(registrationSteps[step].shape).filter((field) => stepOfField(field) === step);
}

/** The first step whose schema refuses the draft, if any. */
export function firstInvalidStep(draft: RegistrationDraft): RegistrationStep | undefined {
  return formSteps.find((step) => !registrationSteps[step].safeParse(draft).success);
}

export type FieldErrors = Record<string, string>;

/** Removes the errors of one step's fields (they were fixed on that step). */
export function withoutStepErrors(errors: FieldErrors, step: RegistrationStep): FieldErrors {
  const fields = new Set(fieldsOfStep(step));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.has(field)));
}

export type SubmitFailure =
  | { kind: 'fields'; step: RegistrationStep; errors: FieldErrors; message: string }
  | {
      kind: 'message';
      messageKey: 'errors.internal' | 'errors.registration.failed' | 'errors.registration.paused';
    };

/**
 * docs/product.md §8: field errors go back to their fields (the wizard opens the first step with one);
 * paused registrations say so; a 5xx says "Server error…"; anything else says "We couldn't complete
 * your registration…".
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (isApiError(error)) {
    // A super-admin paused new registrations (503): a moment's wait, not a fault.
    if (error.code === 'registration.paused')
      return { kind: 'message', messageKey: 'errors.registration.paused' };
    if (error.isServerError) return { kind: 'message', messageKey: 'errors.internal' };
    const errors = Object.fromEntries(
      Object.entries(error.fields).filter(([field]) => stepOfField(field)),
    );
    const step = formSteps.find((candidate) =>
      Object.keys(errors).some((field) => stepOfField(field) === candidate),
    );
    if (step) return { kind: 'fields', step, errors, message: error.message };
  }
  return { kind: 'message', messageKey: 'errors.registration.failed' };
}
