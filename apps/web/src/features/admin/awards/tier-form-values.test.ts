import type { AwardTier } from '@repasse/core/contract/awards';
import { describe, expect, it } from 'vitest';
import { formToTierBody, newTierForm, tierResolver, tierToForm } from './tier-form-values.ts';

const resolve = (values: typeof newTierForm) =>
  tierResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('tier form values', () => {
  it('reads the threshold typed in either language as centavos, a blank description as null', () => {
    expect(
      formToTierBody({ ...newTierForm, name: 'A', threshold: '100.000,00' }).body,
    ).toMatchObject({ threshold: 10_000_000, description: null });
    expect(
      formToTierBody({ ...newTierForm, name: 'A', threshold: '1,000,000.00' }).body.threshold,
    ).toBe(100_000_000);
  });

  it('checks with the contract: a name, a readable threshold above zero, a kind', async () => {
    const empty = await resolve(newTierForm);
    expect(Object.keys(empty.errors).sort()).toEqual(['name', 'threshold']);
    expect(empty.errors.threshold?.message).toBe('validation.required');
    const unreadable = await resolve({ ...newTierForm, name: 'Placa', threshold: 'dez mil' });
    expect(unreadable.errors.threshold?.message).toBe('validation.money');
    const zero = await resolve({ ...newTierForm, name: 'Placa', threshold: '0' });
    expect(zero.errors.threshold?.message).toBe('validation.amountTooSmall');
    const ok = await resolve({ ...newTierForm, name: 'Placa', threshold: '10.000' });
    expect(ok.values).toEqual({
      name: 'Placa',
      threshold: 1_000_000,
      kind: 'physical',
      description: null,
      active: true,
    });
  });

  it('round-trips a tier into the form', () => {
    const tier: AwardTier = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'R$ 1 milhão',
      threshold: 100_000_000,
      description: 'Troféu',
      kind: 'digital',
      active: false,
      imageUrl: null,
      reachedCount: 0,
      openClaims: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const form = tierToForm(tier, 'pt-BR');
    expect(form).toEqual({
      name: 'R$ 1 milhão',
      threshold: '1000000,00',
      kind: 'digital',
      description: 'Troféu',
      active: false,
    });
    expect(formToTierBody(form).body.threshold).toBe(100_000_000);
  });
});
