import type { RecoverySequence } from '@repasse/core/contract/recovery-outreach';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http/api-error.ts';
import {
  formPathOf,
  formToSequenceInput,
  nextStep,
  type SequenceFormValues,
  sequenceResolver,
  sequenceToForm,
  serverSequenceErrors,
} from './sequence-form-values.ts';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<SequenceFormValues>;

const sequence: RecoverySequence = {
  event: 'abandoned_checkout',
  enabled: false,
  isDefault: true,
  updatedAt: null,
  steps: [
    {
      channel: 'whatsapp',
      delayMinutes: 15,
      templates: { en: 'Hi {first_name}: {link}', 'pt-BR': 'Oi {first_name}: {link}' },
    },
    { channel: 'email', delayMinutes: 180, templates: { en: 'A {link}', 'pt-BR': 'B {link}' } },
    { channel: 'sms', delayMinutes: 1_440, templates: { en: 'C', 'pt-BR': 'D' } },
  ],
};

describe('sequence form values', () => {
  it('shows waits in their unit and sends them back in minutes', () => {
    const form = sequenceToForm(sequence);
    expect(form.steps.map((step) => [step.delayValue, step.delayUnit])).toEqual([
      [15, 'minutes'],
      [3, 'hours'],
      [1, 'days'],
    ]);
    expect(formToSequenceInput(form)).toEqual({ enabled: false, steps: sequence.steps });
  });

  it('accepts a valid sequence as the server would', async () => {
    const form = sequenceToForm({ ...sequence, enabled: true });
    const result = await sequenceResolver(form, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ enabled: true, steps: sequence.steps });
  });

  it('names the step whose wait is not after the one before, on the wait field', async () => {
    const [first, second, third] = sequenceToForm(sequence).steps;
    if (!first || !second || !third) throw new Error('three steps expected');
    const form = {
      enabled: false,
      steps: [first, { ...second, delayValue: 10, delayUnit: 'minutes' as const }, third],
    };
    const result = await sequenceResolver(form, undefined, options);
    expect(result.errors).toMatchObject({
      steps: [undefined, { delayValue: { message: 'validation.stepOrder' } }],
    });
  });

  it('refuses unknown variables, empty texts and unreadable waits', async () => {
    const [first, ...rest] = sequenceToForm(sequence).steps;
    if (!first) throw new Error('a first step expected');
    const form = {
      enabled: false,
      steps: [{ ...first, delayValue: '', templates: { en: 'Hi {name}', 'pt-BR': ' ' } }, ...rest],
    };
    const result = await sequenceResolver(form, undefined, options);
    expect(result.errors).toMatchObject({
      steps: [
        {
          delayValue: { message: 'validation.invalid' },
          templates: {
            en: { message: 'validation.templateVariable' },
            'pt-BR': { message: 'validation.required' },
          },
        },
      ],
    });
  });

  it('puts the list own errors on its root', async () => {
    const result = await sequenceResolver({ enabled: true, steps: [] }, undefined, options);
    expect(result.errors).toMatchObject({ steps: { root: { message: 'validation.required' } } });
  });

  it('maps the server field paths to the editor fields', () => {
    expect(formPathOf('steps.1.delayMinutes')).toBe('steps.1.delayValue');
    expect(formPathOf('steps.0.templates.pt-BR')).toBe('steps.0.templates.pt-BR');
    expect(formPathOf('steps')).toBe('steps.root');
    const error = new ApiError(400, 'validation', 'Some fields are invalid.', {
      'steps.0.templates.en': 'Use only these variables',
      'steps.2.delayMinutes': 'Each step must wait longer',
      other: 'x',
    });
    expect(serverSequenceErrors(error)).toEqual([
      ['steps.0.templates.en', 'Use only these variables'],
      ['steps.2.delayValue', 'Each step must wait longer'],
    ]);
    expect(serverSequenceErrors(new Error('boom'))).toEqual([]);
  });

  it('adds a step an hour after the last one', () => {
    const form = sequenceToForm(sequence);
    expect(nextStep(form.steps[2])).toMatchObject({ delayValue: 25, delayUnit: 'hours' });
    expect(nextStep(form.steps[0])).toMatchObject({ delayValue: 75, delayUnit: 'minutes' });
    expect(nextStep(undefined)).toMatchObject({
      channel: 'email',
      delayValue: 1,
      delayUnit: 'hours',
    });
  });
});
