import type { AcquirerInput } from '@repasse/core/contract/acquirers';

/** A Pagar.me acquirer for card only, as an admin would type it; tests override what they are about. */
export function pagarmeAcquirerInput(overrides: Partial<AcquirerInput> = {}): AcquirerInput {
  return {
    name: 'Pagar.me',
    kind: 'pagarme',
    apiUrl: 'https://api.pagar.me/core/v5',
    tokens: ['sk_test_x', 'hook:secret'],
    methods: ['card'],
    retention: { pix: '0', card: '0', boleto: '0' },
    fees: {
      pix: { percentage: '0', fixed: 0 },
      boleto: { percentage: '0', fixed: 0 },
      card: { percentage: '2.5', fixed: 30 },
      instalments: Array(12).fill('0'),
    },
    maxInstalments: 12,
    ...overrides,
  };
}
