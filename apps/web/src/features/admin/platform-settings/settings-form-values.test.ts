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

  it('checks every field', async () => {
    const result = await platformSettingsResolver(
      {
        instalmentFeePayer: '',
        reserveDays: '',
        minimumCharge: '0',
        withdrawalMinimum: 'cinquenta',
        withdrawalMaximum: '',
        recoveryPrices: { sms: '0,12', whatsapp: 'x', email: '' },
      },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      instalmentFeePayer: { message: 'validation.required' },
      reserveDays: { message: 'validation.required' },
      minimumCharge: { message: 'validation.invalid' },
      withdrawalMinimum: { message: 'validation.money' },
      withdrawalMaximum: { message: 'validation.required' },
      recoveryPrices: {
        whatsapp: { message: 'validation.money' },
        email: { message: 'validation.required' },
      },
    });
  });
});
