import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { payoutProviders } from '../../db/schema.ts';
import type { ProviderRow } from './registry.ts';

/** The columns an admin sets; tokens arrive already sealed. */
export type ProviderColumns = Pick<
  typeof payoutProviders.$inferInsert,
  'name' | 'kind' | 'apiUrl' | 'tokens' | 'fixedFee' | 'percentageFee' | 'active'
>;

/** Every provider, the default first. */
export const providerRows = (db: DbOrTx): Promise<ProviderRow[]> =>
  db
    .select()
    .from(payoutProviders)
    .orderBy(desc(payoutProviders.isDefault), asc(payoutProviders.name));

export async function insertProvider(tx: Tx, columns: ProviderColumns): Promise<ProviderRow> {
  const [created] = await tx.insert(payoutProviders).values(columns).returning();
  if (!created) throw new Error('provider insert returned nothing');
  return created;
}

export async function lockProvider(tx: Tx, id: string): Promise<ProviderRow | undefined> {
  const [row] = await tx
    .select()
    .from(payoutProviders)
    .where(eq(payoutProviders.id, id))
    .for('update');
  return row;
}

export async function updateProvider(
  tx: Tx,
  id: string,
  columns: ProviderColumns,
  now: Date,
): Promise<ProviderRow | undefined> {
  const [updated] = await tx
    .update(payoutProviders)
    .set({ ...columns, updatedAt: now })
    .where(eq(payoutProviders.id, id))
    .returning();
  return updated;
}

/** Makes `id` the only default (the caller serializes on the default). */
export async function moveDefaultProvider(tx: Tx, id: string): Promise<ProviderRow | undefined> {
  await tx
    .update(payoutProviders)
    .set({ isDefault: false })
    .where(eq(payoutProviders.isDefault, true));
  const [updated] = await tx
    .update(payoutProviders)
    .set({ isDefault: true })
    .where(eq(payoutProviders.id, id))
    .returning();
  return updated;
}
