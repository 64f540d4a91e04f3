import { eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import { createSandboxAcquirer } from '../modules/acquirers/registry.ts';
import { rebuildBalanceRollups } from '../modules/analytics/balance-rollups.ts';
import { rebuildAnalytics } from '../modules/analytics/rollups.ts';
import type { FileStorage } from '../providers/storage/types.ts';
import type { Db } from './client.ts';
import { seedDemoAffiliates } from './demo-affiliates.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDemoSales } from './demo-sales.ts';
import { users } from './schema.ts';

export const demoAccounts = {
  seller: { email: 'seller@repasse.dev', password: 'repasse-seller' },
  admin: { email: 'admin@repasse.dev', password: 'repasse-admin' },
  /** A second seller: the demo affiliate of the seller's first product, referred by them. */
  affiliate: { email: 'affiliate@repasse.dev', password: 'repasse-affiliate' },
} as const;

const demoProfile = {
  nationality: 'BR',
  phoneCountryCode: '+55',
  phoneNumber: '11987654321',
  motherName: 'Maria da Silva',
  birthDate: '1990-05-17',
  businessModel: 'digital_products',
  websiteUrl: 'https://loja.repasse.dev',
  postalCode: '01310-100',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: 'Sala 42',
  city: 'São Paulo',
  state: 'SP',
  bank: '341 - Itaú Unibanco',
  branch: '0001',
  accountNumber: '123456',
  accountCheckDigit: '7',
  accountType: 'checking',
} as const;

/**
 * Creates the demo seller, affiliate and admin once; later starts leave them as they are. With the secrets
 * key the sandbox acquirer is created first, so the demo's sales name it (rankings, approvals).
 */
export async function seedDemo(
  db: Db,
  clock: Clock = systemClock,
  storage?: FileStorage,
  secretsKey?: Buffer,
): Promise<void> {
  const seller = {
    ...demoProfile,
    email: demoAccounts.seller.email,
    passwordHash: await hashPassword(demoAccounts.seller.password),
    role: 'seller' as const,
    documentStatus: 'validate' as const,
    fullName: 'Ana Demo Vendedora',
    personDocument: '52998224725',
    companyDocument: '11222333000181',
    corporateName: 'Ana Demo Produtos Digitais LTDA',
    tradeName: 'Loja da Ana',
    // A Pix key, so a newcomer can try a withdrawal at once.
    pixKeyType: 'email' as const,
    pixKey: demoAccounts.seller.email,
    pixKeyUpdatedAt: clock.now(),
  };
  const admin = {
    ...demoProfile,
    email: demoAccounts.admin.email,
    passwordHash: await hashPassword(demoAccounts.admin.password),
    role: 'super_admin' as const,
    documentStatus: 'notApplicable' as const,
    fullName: 'Repasse Admin',
    personDocument: '11144477735',
    companyDocument: null,
    corporateName: null,
    tradeName: 'Repasse',
  };
  await db.insert(users).values([seller, admin]).onConflictDoNothing();
  const [demoSeller] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.seller.email));
  if (demoSeller) {
    const [affiliate] = await db
      .insert(users)
      .values({
        ...demoProfile,
        email: demoAccounts.affiliate.email,
        passwordHash: await hashPassword(demoAccounts.affiliate.password),
        role: 'seller' as const,
        documentStatus: 'validate' as const,
        fullName: 'Bruno Demo Afiliado',
        personDocument: '39053344705',
        companyDocument: null,
        corporateName: null,
        tradeName: 'Bruno Indica',
        pixKeyType: 'email' as const,
        pixKey: demoAccounts.affiliate.email,
        pixKeyUpdatedAt: clock.now(),
        referredBy: demoSeller.id,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (secretsKey) await db.transaction((tx) => createSandboxAcquirer(tx, secretsKey));
    // The analytics read rollups: fresh demo history shows on the dashboards at once.
    if (await seedDemoSales(db, clock, demoSeller.id)) {
      await rebuildAnalytics(db, clock);
      await rebuildBalanceRollups(db, clock);
    }
    if (affiliate) await seedDemoAffiliates(db, clock, demoSeller.id, affiliate.id);
    if (storage) await seedDemoDocuments(db, clock, storage, demoSeller.id);
  }
}
