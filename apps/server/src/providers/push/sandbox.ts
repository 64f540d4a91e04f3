import { randomUUID } from 'node:crypto';
import type { PushProvider } from './types.ts';

/**
 * The push sandbox sends nothing: the outbox row the job writes before every send is the record
 * admins read (`GET /web/admin/push-outbox`). A token starting with `unregistered` answers as FCM
 * does for an uninstalled app, so the pruning path can be tried by hand.
 */
export function sandboxPushProvider(): PushProvider {
  return {
    kind: 'sandbox',
    async send(message) {
      if (message.token.startsWith('unregistered'))
        return { outcome: 'unregistered', error: 'UNREGISTERED (sandbox)' };
      return { outcome: 'sent', providerMessageId: `sandbox-${randomUUID()}` };
    },
  };
}
