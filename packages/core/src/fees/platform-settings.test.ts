import { describe, expect, it } from 'vitest';
import { platformSettingsBodySchema } from '../contract/fees.ts';
import { defaultPlatformSettings, platformSettingsSchema } from './platform-settings.ts';

const fieldErrors = (value: unknown) =>
  Object.fromEntries(
    (platformSettingsSchema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('platformSettingsSchema', () => {
  it('accepts the defaults of money.md', () => {
    expect(platformSettingsSchema.parse(defaultPlatformSettings)).toEqual(defaultPlatformSettings);
    expect(defaultPlatformSettings).toMatchObject({
      instalmentFeePayer: 'buyer',
      reserveDays: 30,
      minimumCharge: 500,
      withdrawalMinimum: 5000,
      withdrawalMaximum: 1_000_000,
    });
    expect(platformSettingsBodySchema.safeParse(defaultPlatformSettings).success).toBe(true);
  });

  it('wants the withdrawal minimum not above the maximum', () => {
    expect(
      fieldErrors({ ...defaultPlatformSettings, withdrawalMinimum: 5000, withdrawalMaximum: 4999 }),
    ).toEqual({ withdrawalMaximum: 'validation.maxBelowMin' });
    expect(
      platformSettingsSchema.safeParse({
        ...defaultPlatformSettings,
        withdrawalMinimum: 5000,
        withdrawalMaximum: 5000,
      }).success,
    ).toBe(true);
  });

  it('checks each field', () => {
    expect(
      fieldErrors({
        ...defaultPlatformSettings,
        instalmentFeePayer: 'platform',
        reserveDays: -1,
        minimumCharge: 0,
        recoveryPrices: { sms: 12, whatsapp: 1.5 },
      }),
    ).toEqual({
      instalmentFeePayer: 'validation.required',
      reserveDays: 'validation.invalid',
      minimumCharge: 'validation.invalid',
      'recoveryPrices.whatsapp': 'validation.invalid',
      'recoveryPrices.email': 'validation.required',
    });
  });
});
