import { eq } from 'drizzle-orm';
import { acquirers } from '../db/schema.ts';
import { acquirerSettings, adapterFor } from '../modules/acquirers/registry.ts';
import { isSandboxAcquirer } from '../providers/acquirers/create-acquirer.ts';
import { sandboxDevSecret } from '../providers/acquirers/sandbox.ts';
import { type SandboxWebhookBody, sandboxWebhook } from '../providers/acquirers/sandbox-webhook.ts';
import type { TestApp } from './harness.ts';

/** The sandbox acquirer the app made: its row, its adapter and the secret its notices are signed with. */
export async function sandboxAcquirer(t: TestApp) {
  const [row] = await t.database.db.select().from(acquirers).where(eq(acquirers.kind, 'sandbox'));
  if (!row) throw new Error('no sandbox acquirer');
  const adapter = adapterFor(t.app, row);
  if (!isSandboxAcquirer(adapter)) throw new Error('not the sandbox');
  return { row, adapter, secret: acquirerSettings(t.app, row).tokens[0] || sandboxDevSecret };
}

/** A notice signed by the sandbox acquirer, posted as its webhook would send it. */
export async function notifyFromSandbox(t: TestApp, body: SandboxWebhookBody) {
  const { row, secret } = await sandboxAcquirer(t);
  const hook = sandboxWebhook(row.id, secret, body, t.clock.now());
  return t.app.inject({
    method: 'POST',
    url: hook.path,
    headers: hook.headers,
    payload: hook.body,
  });
}
