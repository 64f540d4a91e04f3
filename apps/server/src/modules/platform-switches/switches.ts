import type {
  PlatformSwitches,
  PlatformSwitchesInput,
} from '@repasse/core/contract/admin-products';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { platformSwitches, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';

type Switches = Pick<PlatformSwitches, 'withdrawalsPaused' | 'salesPaused' | 'registrationsPaused'>;

const allOpen: Switches = {
  withdrawalsPaused: false,
  salesPaused: false,
  registrationsPaused: false,
};

/**
 * The switches as every sale, withdrawal and registration reads them: from memory until a
 * super-admin flips one (the table NOTIFYs every process, db/read-cache.ts).
 */
export const currentSwitches = (app: FastifyInstance): Promise<Switches> =>
  app.reads.read(['platform_switches'], 'platform-switches', async () => {
    const [row] = await app.db.select().from(platformSwitches).where(eq(platformSwitches.id, 1));
    return row
      ? {
          withdrawalsPaused: row.withdrawalsPaused,
          salesPaused: row.salesPaused,
          registrationsPaused: row.registrationsPaused,
        }
      : allOpen;
  });

export async function assertSalesOpen(app: FastifyInstance) {
  if ((await currentSwitches(app)).salesPaused) throw new AppError('payments.sales_paused');
}

export async function assertWithdrawalsOpen(app: FastifyInstance) {
  if ((await currentSwitches(app)).withdrawalsPaused) throw new AppError('withdrawal.paused');
}

export async function assertRegistrationsOpen(app: FastifyInstance) {
  if ((await currentSwitches(app)).registrationsPaused) throw new AppError('registration.paused');
}

export async function platformSwitchesView(app: FastifyInstance): Promise<PlatformSwitches> {
  const [row] = await app.db
    .select({ switches: platformSwitches, by: { id: users.id, email: users.email } })
    .from(platformSwitches)
    .leftJoin(users, eq(users.id, platformSwitches.updatedBy))
    .where(eq(platformSwitches.id, 1));
  if (!row) return { ...allOpen, updatedAt: null, updatedBy: null };
  return {
    withdrawalsPaused: row.switches.withdrawalsPaused,
    salesPaused: row.switches.salesPaused,
    registrationsPaused: row.switches.registrationsPaused,
    // The row the migration wrote was never flipped by anyone: no change to show yet.
    updatedAt: row.switches.updatedBy ? row.switches.updatedAt.toISOString() : null,
    updatedBy: row.by?.id ? { id: row.by.id, email: row.by.email } : null,
  };
}

/** A super-admin flips switches; each one that changed is its own audit entry. */
export async function setPlatformSwitches(
  app: FastifyInstance,
  actor: AuditActor & { auth: { user: { id: string } } },
  input: PlatformSwitchesInput,
): Promise<PlatformSwitches> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await tx.insert(platformSwitches).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(platformSwitches)
      .where(eq(platformSwitches.id, 1))
      .for('update');
    if (!before) throw new Error('no platform switches row');
    const changed = (Object.keys(input) as (keyof Switches)[]).filter(
      (name) => before[name] !== input[name],
    );
    if (changed.length === 0) return;
    await tx
      .update(platformSwitches)
      .set({ ...input, updatedAt: now, updatedBy: actor.auth.user.id })
      .where(eq(platformSwitches.id, 1));
    for (const name of changed)
      await recordAudit(tx, app.clock, actor, {
        action: `platform_switch.${name}`,
        targetType: 'platform',
        targetId: null,
        before: { [name]: before[name] },
        after: { [name]: input[name] },
      });
  });
  return platformSwitchesView(app);
}
