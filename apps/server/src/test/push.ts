import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { pushOutbox } from '../db/schema.ts';
import type { PushJob } from '../modules/push/notify.ts';
import { sendPushes } from '../modules/push/send.ts';
import { bearer, sessionFor, type TestApp } from './harness.ts';

/** Registers a phone for the user through `POST /web/register-device`, as the app does. */
export async function registerTestDevice(
  t: TestApp,
  userId: string,
  pushToken: string,
  platform: 'web' | 'ios' | 'android' = 'android',
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/web/register-device',
    headers: bearer(await sessionFor(t, userId)),
    payload: { push_token: pushToken, platform, device_id: pushToken, app_version: '2.0.0' },
  });
  if (answer.statusCode !== 200) throw new Error(`register-device answered ${answer.statusCode}`);
}

/** Runs the push jobs queued for the user (as the worker would) and answers the pushes written. */
export async function runPushJobs(t: TestApp, userId: string) {
  const jobs = rowsOf<{ data: PushJob }>(
    await t.database.db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = 'push.send' AND data->>'userId' = ${userId}`,
    ),
  );
  for (const job of jobs) await sendPushes(t.app, job.data);
  return t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId));
}
