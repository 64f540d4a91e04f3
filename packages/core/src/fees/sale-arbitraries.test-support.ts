import fc from 'fast-check';
import { type FeeProfile, type PaymentMethod, paymentMethods } from './fee-profile.ts';
import { defaultPlatformSettings, type PlatformSettings } from './platform-settings.ts';

/** Sales of any valid fee profile, method, instalment count and payer, for property tests. */
const buyerPays: PlatformSettings = { ...defaultPlatformSettings, instalmentFeePayer: 'buyer' };
const sellerPays: PlatformSettings = { ...defaultPlatformSettings, instalmentFeePayer: 'seller' };

export const percentage = (max: number) =>
  fc
    .integer({ min: 0, max: max * 10_000 })
    .map((scaled) => `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, '0')}`);
const methodFee = fc.record({
  percentage: percentage(100),
  fixed: fc.integer({ min: 0, max: 5000 }),
});
const perMethod = <T>(arb: fc.Arbitrary<T>) => fc.record({ pix: arb, boleto: arb, card: arb });

export const profileArb: fc.Arbitrary<FeeProfile> = fc.record({
  uniqueId: fc.constant('fp_test'),
  referenceCode: fc.constant(null),
  pix: methodFee,
  boleto: methodFee,
  card: methodFee,
  instalmentFees: fc
    .array(percentage(100), { minLength: 11, maxLength: 11 })
    .map((fees) => ['0', ...fees]),
  withdrawalFee: fc.integer({ min: 0, max: 1000 }),
  retention: perMethod(percentage(100)),
  anticipationFee: percentage(100),
  releaseDays: perMethod(fc.integer({ min: 0, max: 365 })),
});

export const saleArb = fc
  .record({
    price: fc.integer({ min: defaultPlatformSettings.minimumCharge, max: 10 ** 8 }),
    method: fc.constantFrom<PaymentMethod>(...paymentMethods),
    instalments: fc.integer({ min: 1, max: 12 }),
    profile: profileArb,
    settings: fc.constantFrom(buyerPays, sellerPays),
    paidAt: fc.date({
      min: new Date('2020-01-01'),
      max: new Date('2040-01-01'),
      noInvalidDate: true,
    }),
  })
  .map((input) => ({ ...input, instalments: input.method === 'card' ? input.instalments : 1 }));
