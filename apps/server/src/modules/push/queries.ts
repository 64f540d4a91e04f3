import type { NotificationEvent } from '@repasse/core/contract/notifications';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, notificationPreferences, pushOutbox, users } from '../../db/schema.ts';

export type DeviceRow = typeof devices.$inferSelect;
export type PushRow = typeof pushOutbox.$inferSelect;

/**
 * One row per device: a device registered again keeps its row and takes the new token, user and
 * session (another account logged in on it: its pushes follow the new user).
 */
export async function upsertDevice(
  db: DbOrTx,
  device: {
    userId: string;
    sessionId: string;
    deviceId: string;
    platform: string;
    pushToken: string;
    appVersion: string;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = device;
  await db
    .insert(devices)
    .values({ ...values, createdAt: now, updatedAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: devices.deviceId,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        platform: values.platform,
        pushToken: values.pushToken,
        appVersion: values.appVersion,
        updatedAt: now,
        lastSeenAt: now,
      },
    });
  // A push token names one app install: another device row still holding it is stale.
  await db
    .delete(devices)
    .where(and(eq(devices.pushToken, values.pushToken), ne(devices.deviceId, values.deviceId)));
}

/** A session that ends takes its device off push: whoever holds it is no longer logged in. */
export const deleteDevicesOfSessions = async (db: DbOrTx, sessionIds: string[]) => {
  if (sessionIds.length) await db.delete(devices).where(inArray(devices.sessionId, sessionIds));
};

/** Removes a device whose token the provider reported gone, unless it registered a new one since. */
export const pruneDevice = (db: DbOrTx, id: string, pushToken: string) =>
  db.delete(devices).where(and(eq(devices.id, id), eq(devices.pushToken, pushToken)));

export const hasDevice = async (db: DbOrTx, userId: string) =>
  (await db.select({ id: devices.id }).from(devices).where(eq(devices.userId, userId)).limit(1))
    .length > 0;

export const devicesOfUser = (db: DbOrTx, userId: string) =>
  db.select().from(devices).where(eq(devices.userId, userId)).orderBy(devices.createdAt);

export const localeOfUser = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
};

export const preferencesOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      event: notificationPreferences.event,
      push: notificationPreferences.push,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

export async function savePreferences(
  db: DbOrTx,
  userId: string,
  items: { event: NotificationEvent; push: boolean; email: boolean }[],
): Promise<void> {
  for (const item of items)
    await db
      .insert(notificationPreferences)
      .values({ userId, ...item })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.event],
        set: { push: item.push, email: item.email },
      });
}

/** The outbox rows of one event occurrence, one per device; rows already there are kept. */
export async function insertPushes(db: DbOrTx, rows: (typeof pushOutbox.$inferInsert)[]) {
  if (rows.length) await db.insert(pushOutbox).values(rows).onConflictDoNothing();
}

/** Pushes of an occurrence still to send: queued, or failed with a retryable error. */
export const pendingPushes = (db: DbOrTx, eventKey: string) =>
  db
    .select()
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.eventKey, eventKey),
        or(eq(pushOutbox.status, 'queued'), eq(pushOutbox.status, 'retrying')),
      ),
    );

export const updatePush = (db: DbOrTx, id: string, set: Partial<typeof pushOutbox.$inferInsert>) =>
  db.update(pushOutbox).set(set).where(eq(pushOutbox.id, id));

export const devicesByIds = (db: DbOrTx, ids: string[]) =>
  ids.length ? db.select().from(devices).where(inArray(devices.id, ids)) : Promise.resolve([]);

export const outboxPage = (db: DbOrTx) =>
  db.select().from(pushOutbox).orderBy(desc(pushOutbox.createdAt), desc(pushOutbox.id)).$dynamic();

export const outboxCount = (db: DbOrTx) => db.$count(pushOutbox);
