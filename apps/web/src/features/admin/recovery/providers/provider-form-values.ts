import {
  type MessagingProvider,
  type MessagingProviderBody,
  messagingProviderInputSchema,
} from '@repasse/core/contract/recovery-outreach';
import type { MessagingProviderKind } from '@repasse/core/states/recovery';
import type { Resolver } from 'react-hook-form';
import { convertingResolver } from '../../../../shared/forms/converting-resolver.ts';
import { type TokenField, tokenToBody } from '../../payout-providers/provider-form-values.ts';
import {
  allSettingKeys,
  kindSettings,
  kindTokens,
  type MessagingChannel,
} from './provider-kinds.ts';

export type MessagingProviderFormValues = {
  channel: MessagingChannel;
  kind: MessagingProviderKind;
  name: string;
  apiUrl: string;
  /** Every kind's settings, so switching kinds keeps what was typed; only the kind's are sent. */
  settings: Record<string, string>;
  tokens: [TokenField, TokenField, TokenField];
  active: boolean;
  isDefault: boolean;
};

const emptyTokens = (): MessagingProviderFormValues['tokens'] => [
  { value: '', clear: false },
  { value: '', clear: false },
  { value: '', clear: false },
];

const emptySettings = () => Object.fromEntries(allSettingKeys.map((key) => [key, '']));

export const newMessagingProviderForm = (
  channel: MessagingChannel = 'sms',
): MessagingProviderFormValues => ({
  channel,
  kind: 'sandbox',
  name: '',
  apiUrl: '',
  settings: emptySettings(),
  tokens: emptyTokens(),
  active: true,
  isDefault: false,
});

/** Stored tokens never come back: their fields start empty, which keeps them. */
export const messagingProviderToForm = (
  provider: MessagingProvider,
): MessagingProviderFormValues => ({
  channel: provider.channel,
  kind: provider.kind,
  name: provider.name,
  apiUrl: provider.apiUrl ?? '',
  settings: { ...emptySettings(), ...provider.settings },
  tokens: emptyTokens(),
  active: provider.active,
  isDefault: provider.isDefault,
});

/** The request: the kind's own settings (those filled in) and token slots; the others kept. */
export function formToMessagingProviderBody(values: MessagingProviderFormValues) {
  const slots = kindTokens[values.kind].length;
  const settings = Object.fromEntries(
    kindSettings[values.kind]
      .map((key) => [key, (values.settings[key] ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const body = {
    channel: values.channel,
    kind: values.kind,
    name: values.name,
    apiUrl: values.apiUrl,
    settings,
    tokens: values.tokens.map((token, index) => (index < slots ? tokenToBody(token) : null)),
    active: values.active,
    isDefault: values.isDefault,
  };
  return { body, unreadable: [] };
}

/** Client validation with the contract's schema, the one the server runs. */
export const messagingProviderResolver: Resolver<
  MessagingProviderFormValues,
  unknown,
  MessagingProviderBody
> = convertingResolver(messagingProviderInputSchema, formToMessagingProviderBody) as Resolver<
  MessagingProviderFormValues,
  unknown,
  MessagingProviderBody
>;

export const messagingProviderFieldPaths = [
  'channel',
  'kind',
  'name',
  'apiUrl',
  'active',
  'isDefault',
  'tokens.0',
  'tokens.1',
  'tokens.2',
  ...allSettingKeys.map((key) => `settings.${key}` as const),
] as const;
