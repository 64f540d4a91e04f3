import { defaultFeeProfile } from '@repasse/core/fees/fee-profile';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type FeeProfileFormValues,
  feeProfileResolver,
  feeProfileToForm,
  fieldPaths,
  formToFeeProfileBody,
  newProfileForm,
} from './fee-form-values.ts';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<FeeProfileFormValues>;

describe('fee profile form values', () => {
  it('shows percentages with a comma and amounts in reais in Portuguese', () => {
    const form = feeProfileToForm(defaultFeeProfile, 'pt-BR');
    expect(form.card).toEqual({ percentage: '4,99', fixed: '1,00' });
    expect(form.withdrawalFee).toBe('3,67');
    expect(form.instalmentFees[2]).toBe('5,95');
    expect(form.retention.card).toBe('10');
    expect(form.referenceCode).toBe('');
  });

  it('gives back exactly the profile it was made from, in either language', () => {
    for (const locale of ['en', 'pt-BR'] as const) {
      const { body, unreadable } = formToFeeProfileBody(
        feeProfileToForm(defaultFeeProfile, locale),
      );
      expect(unreadable).toEqual([]);
      expect(body).toEqual(defaultFeeProfile);
    }
  });

  it('starts a new profile without the ids of its template', () => {
    const form = newProfileForm({ ...defaultFeeProfile, referenceCode: 'REF-1' }, 'en');
    expect(form.uniqueId).toBe('');
    expect(form.referenceCode).toBe('');
    expect(form.card.percentage).toBe('4.99');
  });

  it('lists every field path, instalments included', () => {
    const paths = fieldPaths(feeProfileToForm(defaultFeeProfile, 'en'));
    expect(paths).toContain('card.percentage');
    expect(paths).toContain('instalmentFees.11');
    expect(paths).toContain('releaseDays.boleto');
    expect(paths).toHaveLength(2 + 6 + 12 + 1 + 3 + 1 + 3);
  });
});

describe('feeProfileResolver', () => {
  const valid = feeProfileToForm(defaultFeeProfile, 'pt-BR');

  it('accepts a comma and sends a dot', async () => {
    const result = await feeProfileResolver(
      { ...valid, card: { percentage: '3,49', fixed: '0,50' } },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ card: { percentage: '3.49', fixed: 50 } });
  });

  it('answers the shared schema message keys at the field paths', async () => {
    const instalmentFees = [...valid.instalmentFees];
    instalmentFees[2] = '4,999999';
    const result = await feeProfileResolver(
      {
        ...valid,
        uniqueId: '',
        pix: { percentage: '101', fixed: 'dez' },
        instalmentFees,
        releaseDays: { pix: '', boleto: 2, card: 400 },
      },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      uniqueId: { message: 'validation.required' },
      pix: {
        percentage: { message: 'validation.percentageMax' },
        fixed: { message: 'validation.money' },
      },
      instalmentFees: [undefined, undefined, { message: 'validation.percentage' }],
      releaseDays: {
        pix: { message: 'validation.required' },
        card: { message: 'validation.invalid' },
      },
    });
  });

  it('charges no fee on a single instalment', async () => {
    const instalmentFees = [...valid.instalmentFees];
    instalmentFees[0] = '1';
    const result = await feeProfileResolver({ ...valid, instalmentFees }, undefined, options);
    expect(result.errors).toMatchObject({
      instalmentFees: [{ message: 'validation.instalmentOneFee' }],
    });
  });
});
