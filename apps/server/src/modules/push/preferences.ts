import {
  type NotificationEvent,
  type NotificationPreferences,
  notificationEvents,
} from '@repasse/core/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { preferencesOf, savePreferences } from './queries.ts';

/** Every event with its switches; an event the user never changed has both on. */
export async function preferencesFor(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const stored = new Map((await preferencesOf(db, userId)).map((row) => [row.event, row]));
  return {
    items: notificationEvents.map((event) => ({
      event,
      push: stored.get(event)?.push ?? true,
      email: stored.get(event)?.email ?? true,
    })),
  };
}

/** `GET /web/notification-preferences`. */
export const preferencesOfUser = (app: FastifyInstance, userId: string) =>
  preferencesFor(app.db, userId);

/** `PUT /web/notification-preferences`: the events listed change; the others keep their switches. */
export async function updatePreferences(
  app: FastifyInstance,
  userId: string,
  body: NotificationPreferences,
): Promise<NotificationPreferences> {
  const byEvent = new Map(body.items.map((item) => [item.event, item]));
  await app.db.transaction((tx) => savePreferences(tx, userId, [...byEvent.values()]));
  return preferencesFor(app.db, userId);
}

/** Whether the user wants this event on this channel (no stored row: yes). */
export async function wants(
  db: DbOrTx,
  userId: string,
  event: NotificationEvent,
  channel: 'push' | 'email',
): Promise<boolean> {
  const row = (await preferencesOf(db, userId)).find((item) => item.event === event);
  return row ? row[channel] : true;
}
