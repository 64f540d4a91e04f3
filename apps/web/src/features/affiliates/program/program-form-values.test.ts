import type { AffiliateProgram } from '@repasse/core/contract/affiliates';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  commissionChanged,
  formToProgramBody,
  type ProgramFormValues,
  programResolver,
  programToForm,
} from './program-form-values.ts';

const program: AffiliateProgram = {
  productId: '9f1c2b3a-0000-4000-8000-000000000001',
  enabled: true,
  commission: { percentage: '30.0000', fixed: 0 },
  scheduledCommission: null,
  cookieDays: 60,
  attribution: 'last_click',
  approval: 'approval',
  listed: true,
  shareBuyerContact: false,
  inviteCode: 'Inv1te2Code',
  affiliates: { pending: 1, approved: 2 },
};

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<ProgramFormValues>;

describe('affiliate programme form values', () => {
  it('shows the programme in the UI language and gives it back as the contract wants', () => {
    const form = programToForm(
      { ...program, commission: { percentage: '12.5000', fixed: 150 } },
      'pt-BR',
    );
    expect(form).toMatchObject({
      commission: { percentage: '12,5', fixed: '1,50' },
      cookieDays: '60',
    });
    expect(formToProgramBody(form).body).toEqual({
      enabled: true,
      commission: { percentage: '12.5', fixed: 150 },
      cookieDays: 60,
      attribution: 'last_click',
      approval: 'approval',
      listed: true,
      shareBuyerContact: false,
    });
  });

  it('reads a permanent cookie and a blank fixed amount', () => {
    const form = programToForm({ ...program, cookieDays: null }, 'en');
    expect(form.cookieDays).toBe('permanent');
    expect(form.commission.fixed).toBe('');
    expect(formToProgramBody(form).body).toMatchObject({
      cookieDays: null,
      commission: { percentage: '30', fixed: 0 },
    });
  });

  it('starts from a change of commission still in its notice period', () => {
    const form = programToForm(
      {
        ...program,
        scheduledCommission: { percentage: '40', fixed: 0, effectiveFrom: '2026-01-04T03:00:00Z' },
      },
      'en',
    );
    expect(form.commission.percentage).toBe('40');
  });

  it('checks the commission with the shared schema (at most 90 %)', async () => {
    const form = programToForm(program, 'en');
    const above = await programResolver(
      { ...form, commission: { ...form.commission, percentage: '95' } },
      undefined,
      options,
    );
    expect(above.errors).toMatchObject({
      commission: { percentage: { message: 'validation.percentageMax' } },
    });
    const unreadable = await programResolver(
      { ...form, commission: { ...form.commission, fixed: 'dois reais' } },
      undefined,
      options,
    );
    expect(unreadable.errors).toMatchObject({
      commission: { fixed: { message: 'validation.money' } },
    });
    const blank = await programResolver(
      { ...form, commission: { ...form.commission, percentage: '' } },
      undefined,
      options,
    );
    expect(blank.errors).toMatchObject({
      commission: { percentage: { message: 'validation.required' } },
    });
  });

  it('knows when the commission changes', () => {
    const form = programToForm(program, 'pt-BR');
    expect(commissionChanged(program, form)).toBe(false);
    expect(
      commissionChanged(program, {
        ...form,
        commission: { ...form.commission, percentage: '30,0' },
      }),
    ).toBe(false);
    expect(
      commissionChanged(program, { ...form, commission: { ...form.commission, percentage: '35' } }),
    ).toBe(true);
    expect(
      commissionChanged(program, { ...form, commission: { ...form.commission, fixed: '1,00' } }),
    ).toBe(true);
  });
});
