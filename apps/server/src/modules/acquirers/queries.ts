import type { RoutedMethod } from '@repasse/core/contract/acquirers';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  acquirerRoutes,
  acquirers,
  paymentMethodSettings,
  sandboxCharges,
  users,
} from '../../db/schema.ts';
import type { AcquirerRow } from './registry.ts';

/** The columns an admin sets; tokens already sealed. */
export type AcquirerColumns = Omit<typeof acquirers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const acquirersByName = (db: DbOrTx): Promise<AcquirerRow[]> =>
  db.select().from(acquirers).orderBy(asc(acquirers.name));

export async function acquirerRow(db: DbOrTx, id: string): Promise<AcquirerRow | undefined> {
  const [row] = await db.select().from(acquirers).where(eq(acquirers.id, id));
  return row;
}

export async function lockAcquirer(tx: Tx, id: string): Promise<AcquirerRow | undefined> {
  const [row] = await tx.select().from(acquirers).where(eq(acquirers.id, id)).for('update');
  return row;
}

export async function insertAcquirer(tx: Tx, columns: AcquirerColumns): Promise<AcquirerRow> {
  const [row] = await tx.insert(acquirers).values(columns).returning();
  if (!row) throw new Error('acquirer insert returned nothing');
  return row;
}

export async function updateAcquirer(tx: Tx, id: string, columns: AcquirerColumns, now: Date) {
  await tx
    .update(acquirers)
    .set({ ...columns, updatedAt: now })
    .where(eq(acquirers.id, id));
}

/** The methods each of these acquirers takes; unknown ids are left out. */
export async function methodsOfAcquirers(
  db: DbOrTx,
  ids: string[],
): Promise<{ id: string; methods: string[] }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: acquirers.id, methods: acquirers.methods })
    .from(acquirers)
    .where(inArray(acquirers.id, ids));
}

export const routeRows = (db: DbOrTx) =>
  db
    .select()
    .from(acquirerRoutes)
    .orderBy(asc(acquirerRoutes.method), asc(acquirerRoutes.position));

/** Replaces the whole routing table (the caller serializes on it). */
export async function replaceRoutes(
  tx: Tx,
  routes: { method: RoutedMethod; position: number; acquirerId: string }[],
) {
  await tx.delete(acquirerRoutes);
  if (routes.length) await tx.insert(acquirerRoutes).values(routes);
}

export const paymentMethodRows = (db: DbOrTx) => db.select().from(paymentMethodSettings);

export async function savePaymentMethod(tx: Tx, method: string, active: boolean, now: Date) {
  await tx
    .insert(paymentMethodSettings)
    .values({ method, active, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentMethodSettings.method,
      set: { active, updatedAt: now },
    });
}

export async function customAcquirersOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ custom: users.customAcquirers })
    .from(users)
    .where(eq(users.id, userId));
  return row?.custom;
}

/** A user's custom acquirers, locked for a change. */
export async function lockCustomAcquirers(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, custom: users.customAcquirers })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function writeCustomAcquirers(
  tx: Tx,
  userId: string,
  custom: Record<string, string>,
  now: Date,
) {
  await tx
    .update(users)
    .set({ customAcquirers: custom, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function sandboxChargeByReference(db: DbOrTx, acquirerReference: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.acquirerReference, acquirerReference));
  return row;
}
