import { describe, expect, it } from 'vitest';
import { recoveryOffer } from './recovery-offer.ts';

const all = ['pix', 'card', 'boleto'] as const;

describe('recoveryOffer', () => {
  it('after a refused card: Pix, a note, and fewer instalments should they keep the card', () => {
    expect(
      recoveryOffer({ event: 'card_refused', previous: { method: 'card', instalments: 6 } }, all),
    ).toEqual({ method: 'pix', maxInstalments: 5, note: 'cardRefused' });
    expect(
      recoveryOffer({ event: 'card_refused', previous: { method: 'card', instalments: 1 } }, all),
    ).toEqual({ method: 'pix', maxInstalments: 1, note: 'cardRefused' });
  });

  it('after a refused card without Pix: another method, else the card', () => {
    const previous = { method: 'card', instalments: 3 } as const;
    expect(recoveryOffer({ event: 'card_refused', previous }, ['card', 'boleto']).method).toBe(
      'boleto',
    );
    expect(recoveryOffer({ event: 'card_refused', previous }, ['card'])).toEqual({
      method: 'card',
      maxInstalments: 2,
      note: 'cardRefused',
    });
  });

  it('after a Pix or boleto left unpaid: another method than that one', () => {
    const pix = { method: 'pix', instalments: 1 } as const;
    const boleto = { method: 'boleto', instalments: 1 } as const;
    expect(recoveryOffer({ event: 'pix_unpaid', previous: pix }, all)).toEqual({
      method: 'card',
      maxInstalments: null,
      note: null,
    });
    expect(recoveryOffer({ event: 'boleto_unpaid', previous: boleto }, all).method).toBe('pix');
    expect(recoveryOffer({ event: 'pix_unpaid', previous: pix }, ['pix']).method).toBe('pix');
  });

  it('after an abandoned checkout: what they had, else the first method', () => {
    expect(
      recoveryOffer({ event: 'abandoned_checkout', previous: null }, ['boleto', 'card']),
    ).toEqual({
      method: 'card',
      maxInstalments: null,
      note: null,
    });
    expect(
      recoveryOffer(
        { event: 'abandoned_checkout', previous: { method: 'boleto', instalments: 1 } },
        all,
      ).method,
    ).toBe('boleto');
  });
});
