import { defaultPlatformSettings } from '@repasse/core/fees/platform-settings';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  formToSettingsBody,
  type PlatformSettingsFormValues,
  platformSettingsResolver,
  settingsToForm,
} from './settings-form-values.ts';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<PlatformSettingsFormValues>;

describe('platform settings form values', () => {
  it('shows amounts in reais and gives them back in centavos', () => {
    const form = settingsToForm(defaultPlatformSettings, 'pt-BR');
    expect(form.withdrawalMaximum).toBe('10000,00');
    expect(form.recoveryPrices.email).toBe('0,01');
    expect(formToSettingsBody(form)).toEqual({ body: defaultPlatformSettings, unreadable: [] });
  });

  it('refuses a maximum below the minimum, with the shared message key', async () => {
    const form = settingsToForm(defaultPlatformSettings, 'en');
    const result = await platformSettingsResolver(
      { ...form, withdrawalMinimum: '100', withdrawalMaximum: '99.99' },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      withdrawalMaximum: { message: 'validation.maxBelowMin' },
    });
  });

  it('refuses a top-up maximum below the top-up minimum', async () => {
    const form = settingsToForm(defaultPlatformSettings, 'pt-BR');
    expect(form.recoveryTopUpMinimum).toBe('20,00');
    const result = await platformSettingsResolver(
      { ...form, recoveryTopUpMinimum: '50,00', recoveryTopUpMaximum: '49,99' },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      recoveryTopUpMaximum: { message: 'validation.maxBelowMin' },
    });
  });

  it('refuses a maximum charge below the minimum charge or above R$ 10 million', async () => {
    const form = settingsToForm(defaultPlatformSettings, 'en');
    const below = await platformSettingsResolver(
      { ...form, minimumCharge: '10', maximumCharge: '9.99' },
      undefined,
      options,
    );
    expect(below.errors).toMatchObject({ maximumCharge: { message: 'validation.maxBelowMin' } });
    const above = await platformSettingsResolver(
      { ...form, maximumCharge: '10000000.01' },
      undefined,
      options,
    );
    expect(above.errors).toMatchObject({
      maximumCharge: { message: 'validation.amountTooLarge' },
    });
  });

  it('checks every field', async () => {
    const result = await platformSettingsResolver(
      {
        instalmentFeePayer: '',
        reserveDays: '',
        minimumCharge: '0',
        maximumCharge: '0',
        withdrawalMinimum: 'cinquenta',
        withdrawalMaximum: '',
        recoveryPrices: { sms: '0,12', whatsapp: 'x', email: '' },
        recoveryTopUpMinimum: '',
        recoveryTopUpMaximum: '100000,01',
        recoveryQuietHours: { start: '', end: 25 },
        recoveryAttributionDays: '',
        referralPercentage: '50,01',
        referralMonths: 61,
      },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      instalmentFeePayer: { message: 'validation.required' },
      reserveDays: { message: 'validation.required' },
      minimumCharge: { message: 'validation.invalid' },
      maximumCharge: { message: 'validation.invalid' },
      withdrawalMinimum: { message: 'validation.money' },
      withdrawalMaximum: { message: 'validation.required' },
      recoveryPrices: {
        whatsapp: { message: 'validation.money' },
        email: { message: 'validation.required' },
      },
      recoveryTopUpMinimum: { message: 'validation.required' },
      recoveryTopUpMaximum: { message: 'validation.amountTooLarge' },
      recoveryQuietHours: {
        start: { message: 'validation.invalid' },
        end: { message: 'validation.invalid' },
      },
      recoveryAttributionDays: { message: 'validation.invalid' },
      referralPercentage: { message: 'validation.percentageMax' },
      referralMonths: { message: 'validation.invalid' },
    });
  });

  it('shows the referral terms in the UI language and checks them', async () => {
    const saved = { ...defaultPlatformSettings, referralPercentage: '12.5', referralMonths: 0 };
    const form = settingsToForm(saved, 'pt-BR');
    expect(form.referralPercentage).toBe('12,5');
    expect(formToSettingsBody(form).body).toEqual(saved);
    const blank = await platformSettingsResolver(
      { ...form, referralPercentage: '', referralMonths: '' },
      undefined,
      options,
    );
    expect(blank.errors).toMatchObject({
      referralPercentage: { message: 'validation.required' },
      referralMonths: { message: 'validation.invalid' },
    });
  });

  it('keeps the quiet hours and the attribution window, and checks them', async () => {
    const saved = {
      ...defaultPlatformSettings,
      recoveryQuietHours: { start: 0, end: 24 },
      recoveryAttributionDays: 14,
    };
    const form = settingsToForm(saved, 'en');
    expect(form.recoveryQuietHours).toEqual({ start: 0, end: 24 });
    expect(formToSettingsBody(form).body).toEqual(saved);
    const reversed = await platformSettingsResolver(
      { ...form, recoveryQuietHours: { start: 21, end: 9 }, recoveryAttributionDays: 31 },
      undefined,
      options,
    );
    expect(reversed.errors).toMatchObject({
      recoveryQuietHours: { end: { message: 'validation.hoursOrder' } },
      recoveryAttributionDays: { message: 'validation.invalid' },
    });
  });
});
