import { describe, expect, it } from 'vitest';
import {
  formToProviderBody,
  newProviderForm,
  type ProviderFormValues,
  providerToForm,
  tokenToBody,
} from './provider-form-values.ts';

describe('payout provider form', () => {
  it('keeps an empty token, clears on request, replaces with what is typed', () => {
    expect(tokenToBody({ value: '', clear: false })).toBeNull();
    expect(tokenToBody({ value: '  ', clear: false })).toBeNull();
    expect(tokenToBody({ value: 'abc', clear: true })).toBe('');
    expect(tokenToBody({ value: ' tok_123 ', clear: false })).toBe('tok_123');
  });

  it('sends amounts in centavos and percentages with a dot', () => {
    const values: ProviderFormValues = {
      ...newProviderForm(),
      name: 'Asaas',
      fixedFee: '1,50',
      percentageFee: '0,25',
      tokens: [
        { value: 'key-1', clear: false },
        { value: '', clear: false },
        { value: '', clear: true },
      ],
    };
    expect(formToProviderBody(values).body).toEqual({
      name: 'Asaas',
      kind: 'asaas',
      apiUrl: '',
      tokens: ['key-1', null, ''],
      fixedFee: 150,
      percentageFee: '0.25',
      active: true,
    });
    expect(formToProviderBody({ ...newProviderForm(), fixedFee: 'abc' }).unreadable).toEqual([
      'fixedFee',
    ]);
  });

  it('edits a stored provider without its tokens', () => {
    const form = providerToForm(
      {
        id: '00000000-0000-4000-8000-000000000000',
        name: 'Sandbox',
        kind: 'sandbox',
        apiUrl: null,
        tokens: ['••••abcd', null, null],
        fixedFee: 50,
        percentageFee: '0.1',
        active: true,
        isDefault: true,
        webhookUrl: 'http://localhost/hooks/payouts/x',
      },
      'pt-BR',
    );
    expect(form).toMatchObject({ apiUrl: '', fixedFee: '0,50', percentageFee: '0,1' });
    expect(form.tokens.every((token) => token.value === '' && !token.clear)).toBe(true);
  });
});
