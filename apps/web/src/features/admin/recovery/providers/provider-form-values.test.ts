import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  formToMessagingProviderBody,
  type MessagingProviderFormValues,
  messagingProviderResolver,
  messagingProviderToForm,
  newMessagingProviderForm,
} from './provider-form-values.ts';
import { kindOnChannel } from './provider-kinds.ts';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<MessagingProviderFormValues>;

describe('messaging provider form', () => {
  it('sends the kind own settings and token slots only', () => {
    const values: MessagingProviderFormValues = {
      ...newMessagingProviderForm('sms'),
      kind: 'twilio',
      name: 'Twilio BR',
      settings: {
        ...newMessagingProviderForm().settings,
        accountSid: ' AC123 ',
        from: '+5511999990000',
        phoneNumberId: 'left from another kind',
      },
      tokens: [
        { value: 'auth-token', clear: false },
        { value: 'not a twilio slot', clear: false },
        { value: '', clear: true },
      ],
    };
    expect(formToMessagingProviderBody(values).body).toEqual({
      channel: 'sms',
      kind: 'twilio',
      name: 'Twilio BR',
      apiUrl: '',
      settings: { accountSid: 'AC123', from: '+5511999990000' },
      tokens: ['auth-token', null, null],
      active: true,
      isDefault: false,
    });
  });

  it('keeps stored tokens unless one is typed or cleared', () => {
    const form = messagingProviderToForm({
      id: '00000000-0000-4000-8000-000000000000',
      channel: 'whatsapp',
      kind: 'whatsapp_cloud',
      name: 'Meta',
      apiUrl: null,
      settings: { phoneNumberId: '123', apiVersion: 'v21.0', template: 'recovery' },
      tokens: ['••••abcd', '••••efgh', null],
      active: true,
      isDefault: true,
      webhookUrl: 'http://localhost/hooks/messaging/x',
    });
    expect(form.settings).toMatchObject({ phoneNumberId: '123', template: 'recovery', from: '' });
    const body = formToMessagingProviderBody({
      ...form,
      tokens: [
        { value: '', clear: false },
        { value: '', clear: true },
        { value: 'verify-me', clear: false },
      ],
    }).body;
    expect(body.tokens).toEqual([null, '', 'verify-me']);
    expect(body.settings).toEqual({
      phoneNumberId: '123',
      apiVersion: 'v21.0',
      template: 'recovery',
    });
  });

  it('refuses a kind that does not send on the channel, and a missing name', async () => {
    const result = await messagingProviderResolver(
      { ...newMessagingProviderForm('whatsapp'), kind: 'twilio' },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      kind: { message: 'validation.invalid' },
      name: { message: 'validation.required' },
    });
  });

  it('keeps the kind when the channel changes only where it sends', () => {
    expect(kindOnChannel('twilio', 'sms')).toBe('twilio');
    expect(kindOnChannel('twilio', 'whatsapp')).toBe('sandbox');
    expect(kindOnChannel('whatsapp_cloud', 'whatsapp')).toBe('whatsapp_cloud');
    expect(kindOnChannel('sandbox', 'sms')).toBe('sandbox');
  });
});
