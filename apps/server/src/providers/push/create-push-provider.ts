import { fcmPushProvider } from './fcm.ts';
import { sandboxPushProvider } from './sandbox.ts';
import type { PushProvider, PushSettings } from './types.ts';

/** The push provider the configuration names: FCM with a service account, otherwise the sandbox. */
export function createPushProvider(
  settings: PushSettings,
  options: { fetch?: typeof fetch } = {},
): PushProvider {
  if (settings.kind === 'fcm') return fcmPushProvider(settings, options);
  return sandboxPushProvider();
}
