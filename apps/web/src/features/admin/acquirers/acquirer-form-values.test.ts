import type { Acquirer } from '@repasse/core/contract/acquirers';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type AcquirerFormValues,
  acquirerResolver,
  acquirerToForm,
  formToAcquirerBody,
  maskedToken,
  newAcquirerForm,
  tokenForSlot,
} from './acquirer-form-values.ts';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<AcquirerFormValues>;

const stored: Acquirer = {
  id: '5b0f3a0e-7a53-4b8e-9a51-3f1a2b3c4d5e',
  name: 'Pagar.me',
  kind: 'pagarme',
  active: true,
  apiUrl: null,
  tokens: ['••••1234', null, null, null, null, null],
  methods: ['card', 'pix'],
  retention: { pix: '0', card: '2.5', boleto: '0' },
  fees: {
    pix: { percentage: '0.8', fixed: 0 },
    boleto: { percentage: '0', fixed: 250 },
    card: { percentage: '2.99', fixed: 39 },
    instalments: ['0', '1.5', '2.5', '3', '3.5', '4', '4.5', '5', '5.5', '6', '6.5', '7'],
  },
  maxInstalments: 10,
  webhookUrl: 'http://localhost/hooks/acquirers/5b0f3a0e-7a53-4b8e-9a51-3f1a2b3c4d5e',
};

describe('acquirer tokens', () => {
  it('keeps a stored token unless a new one is typed or it is cleared', () => {
    expect(tokenForSlot('', false)).toBeNull();
    expect(tokenForSlot('   ', false)).toBeNull();
    expect(tokenForSlot(' sk_live_abc ', false)).toBe('sk_live_abc');
    expect(tokenForSlot('sk_live_abc', true)).toBe('');
  });

  it('shows only the last four characters the server sends', () => {
    expect(maskedToken('••••1234')).toBe('•••• 1234');
    expect(maskedToken('••••')).toBe('••••');
  });
});

describe('acquirer form values', () => {
  it('gives back the stored acquirer, tokens kept, in either language', () => {
    for (const locale of ['en', 'pt-BR'] as const) {
      const { body, unreadable } = formToAcquirerBody(acquirerToForm(stored, locale));
      expect(unreadable).toEqual([]);
      expect(body).toEqual({
        name: stored.name,
        kind: 'pagarme',
        active: true,
        apiUrl: null,
        tokens: [null, null, null, null, null, null],
        methods: ['card', 'pix'],
        retention: stored.retention,
        fees: stored.fees,
        maxInstalments: 10,
      });
    }
  });

  it('shows percentages and amounts with a comma in Portuguese', () => {
    const form = acquirerToForm(stored, 'pt-BR');
    expect(form.fees.card).toEqual({ percentage: '2,99', fixed: '0,39' });
    expect(form.retention.card).toBe('2,5');
    expect(form.tokens).toEqual(['', '', '', '', '', '']);
  });

  it('sends a typed token, a cleared one and keeps the rest', async () => {
    const form = acquirerToForm(stored, 'en');
    form.tokens[1] = 'user:secret';
    form.clearTokens[0] = true;
    const result = await acquirerResolver(form, undefined, options);
    expect(result.errors).toEqual({});
    expect((result.values as { tokens: unknown }).tokens).toEqual([
      '',
      'user:secret',
      null,
      null,
      null,
      null,
    ]);
  });

  it('puts the shared schema messages on the fields of a blank new acquirer', async () => {
    const form = newAcquirerForm('en');
    form.fees.card.fixed = 'abc';
    form.maxInstalments = 13;
    const { errors } = await acquirerResolver(form, undefined, options);
    expect(errors.name?.message).toBe('validation.required');
    expect(errors.kind?.message).toBe('validation.required');
    expect(errors.methods?.message).toBe('validation.required');
    expect(errors.fees?.card?.fixed?.message).toBe('validation.money');
    expect(errors.maxInstalments?.message).toBe('validation.instalments');
  });
});
