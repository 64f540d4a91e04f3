import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { AcquirerRow } from '../../modules/acquirers/registry.ts';
import {
  type AccountRef,
  accountCode,
  acquirerReceivable,
  ensureAccounts,
  platform,
  providerPayable,
} from '../../modules/ledger/accounts.ts';
import { seededRandom } from '../../sim/prng.ts';
import type { Tx } from '../client.ts';
import { type AcquirerFees, acquirers, payoutProviders, products, users } from '../schema.ts';
import { cnpjOf, cpfOf, firstNames, lastNames, productName, productPrice } from './people.ts';

/*
 * What the volume seed's history happens between: its sellers, their products, three acquirers
 * and a payout provider, and the ledger accounts their money moves through.
 */

export const volumeEmail = (rank: number) =>
  `volume-seller-${String(rank).padStart(4, '0')}@example.com`;
/** How an earlier run is recognised. */
export const volumeEmailPattern = 'volume-seller-%@example.com';

const instalments = (rates: number[]) => rates.map((rate) => String(rate));

/** The acquirers' own fee tables: the platform's costs (docs/money.md §4). */
const acquirerSpecs: { name: string; fees: AcquirerFees; approval: number }[] = [
  {
    name: 'Alfa Pagamentos (volume)',
    approval: 0.86,
    fees: {
      pix: { percentage: '0.79', fixed: 0 },
      boleto: { percentage: '0', fixed: 249 },
      card: { percentage: '2.89', fixed: 0 },
      instalments: instalments([
        0, 1.49, 1.99, 2.49, 2.99, 3.49, 3.99, 4.49, 4.99, 5.49, 5.99, 6.49,
      ]),
    },
  },
  {
    name: 'Beta Adquirência (volume)',
    approval: 0.82,
    fees: {
      pix: { percentage: '0.99', fixed: 0 },
      boleto: { percentage: '0', fixed: 199 },
      card: { percentage: '2.49', fixed: 15 },
      instalments: instalments([
        0, 1.69, 2.19, 2.69, 3.19, 3.69, 4.19, 4.69, 5.19, 5.69, 6.19, 6.69,
      ]),
    },
  },
  {
    name: 'Gama Pix (volume)',
    approval: 0.88,
    fees: {
      pix: { percentage: '0.49', fixed: 0 },
      boleto: { percentage: '0', fixed: 299 },
      card: { percentage: '3.09', fixed: 0 },
      instalments: instalments([
        0, 1.29, 1.79, 2.29, 2.79, 3.29, 3.79, 4.29, 4.79, 5.29, 5.79, 6.29,
      ]),
    },
  },
];

export type VolumeAcquirer = AcquirerRow & { approval: number };

export type VolumeSeller = {
  rank: number;
  id: string;
  email: string;
  /** An admin set this seller's card acquirer (the second one): its charges try no other. */
  customCard: boolean;
  autoWithdrawal: boolean;
};

export type VolumeProduct = {
  id: string;
  sellerRank: number;
  /** 0 is the seller's best seller. */
  position: number;
  name: string;
  price: number;
  boleto: boolean;
  maxInstalments: number;
};

export type VolumeReference = {
  sellers: VolumeSeller[];
  products: VolumeProduct[];
  acquirers: VolumeAcquirer[];
  provider: { id: string; fixedFee: number; percentageFee: string };
  /** Account ids of the platform, the acquirers' receivables, the provider and payouts. */
  accounts: Map<string, string>;
};

/** Sellers rank 1 (the largest) to `sellerCount`, `perSeller` products each. */
export async function createReference(
  tx: Tx,
  options: { sellerCount: number; perSeller: number; start: Date; seed: number },
): Promise<VolumeReference> {
  const random = seededRandom(options.seed);
  const createdAcquirers = await tx
    .insert(acquirers)
    .values(
      acquirerSpecs.map((spec) => ({
        name: spec.name,
        // Inactive and in no route: new charges never reach these made-up acquirers.
        kind: 'pagarme',
        active: false,
        methods: ['pix', 'card', 'boleto'],
        retention: { pix: '0', card: '0', boleto: '0' },
        fees: spec.fees,
        createdAt: options.start,
      })),
    )
    .returning();
  const volumeAcquirers = createdAcquirers.map((row, i) => ({
    ...row,
    approval: acquirerSpecs[i]?.approval ?? 0.85,
  }));
  const [provider] = await tx
    .insert(payoutProviders)
    .values({
      name: 'Volume BaaS (volume)',
      kind: 'sandbox',
      fixedFee: 35,
      percentageFee: '0.05',
      active: false,
      createdAt: options.start,
    })
    .returning();
  if (!provider) throw new Error('the payout provider was not created');

  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  const sellers: VolumeSeller[] = Array.from({ length: options.sellerCount }, (_, i) => ({
    rank: i + 1,
    id: randomUUID(),
    email: volumeEmail(i + 1),
    customCard: (i + 1) % 4 === 0,
    autoWithdrawal: (i + 1) % 10 < 3,
  }));
  for (let from = 0; from < sellers.length; from += 500)
    await tx.insert(users).values(
      sellers.slice(from, from + 500).map((seller) => {
        const person = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
        const shop = `Loja ${random.pick(lastNames)} ${String(seller.rank).padStart(4, '0')}`;
        const since = new Date(options.start.getTime() - random.int(10, 400) * 86_400_000);
        return {
          id: seller.id,
          email: seller.email,
          // Nobody knows it: to see a seeded seller's screens, an admin impersonates them.
          passwordHash,
          role: 'seller' as const,
          documentStatus: 'validate' as const,
          nationality: 'BR' as const,
          fullName: person,
          personDocument: cpfOf(700_000 + seller.rank),
          companyDocument: cnpjOf(3_000_000 + seller.rank),
          phoneCountryCode: '+55',
          phoneNumber: `119${String(70_000_000 + seller.rank).slice(-8)}`,
          motherName: `Maria ${random.pick(lastNames)}`,
          birthDate: `19${random.int(60, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
          corporateName: `${shop} LTDA`,
          tradeName: shop,
          businessModel: 'digital_products',
          websiteUrl: `https://loja${seller.rank}.example.com`,
          postalCode: '01310-100',
          address: 'Avenida Paulista',
          addressNumber: String(random.int(1, 2000)),
          city: 'São Paulo',
          state: 'SP',
          bank: '260 - Nu Pagamentos',
          branch: '0001',
          accountNumber: String(1_000_000 + seller.rank),
          accountCheckDigit: String(seller.rank % 10),
          accountType: 'checking' as const,
          autoWithdrawal: seller.autoWithdrawal,
          customAcquirers: seller.customCard ? { card: volumeAcquirers[1]?.id ?? '' } : {},
          pixKeyType: 'email' as const,
          pixKey: seller.email,
          pixKeyUpdatedAt: since,
          createdAt: since,
          updatedAt: since,
        };
      }),
    );

  const productRows: VolumeProduct[] = sellers.flatMap((seller) =>
    Array.from({ length: options.perSeller }, (_, position) => ({
      id: randomUUID(),
      sellerRank: seller.rank,
      position,
      name: productName(random, position),
      price: productPrice(random),
      boleto: random.chance(0.7),
      maxInstalments: random.pick([12, 12, 12, 10, 6]),
    })),
  );
  const sellerIds = new Map(sellers.map((s) => [s.rank, s.id]));
  for (let from = 0; from < productRows.length; from += 2000)
    await tx.insert(products).values(
      productRows.slice(from, from + 2000).map((p) => ({
        id: p.id,
        sellerId: sellerIds.get(p.sellerRank) as string,
        name: p.name,
        price: p.price,
        methods: p.boleto ? ['pix', 'card', 'boleto'] : ['pix', 'card'],
        maxInstalments: p.maxInstalments,
        createdAt: options.start,
        updatedAt: options.start,
      })),
    );

  const shared: AccountRef[] = [
    platform('revenue'),
    platform('costs'),
    ...volumeAcquirers.map((a) => acquirerReceivable(a.id)),
    providerPayable(provider.id),
    { owner: 'external', kind: 'payouts' },
  ];
  const accounts = await ensureAccounts(tx, shared);
  if (shared.some((ref) => !accounts.has(accountCode(ref))))
    throw new Error('the platform ledger accounts were not created');
  // Every seller's guarded accounts, balance 0 until the history is written.
  await tx.execute(sql`
    insert into ledger_accounts (code, owner_type, owner_id, kind, seller_id, balance, created_at)
    select 'seller:' || s.id || ':' || k.kind, 'seller', s.id::text, k.kind, s.id, 0,
      ${options.start.toISOString()}::timestamptz
    from unnest(${sql.param(sellers.map((s) => s.id))}::uuid[]) as s(id)
    cross join unnest(array['pending', 'reserve', 'available', 'withdrawing']) as k(kind)`);
  return {
    sellers,
    products: productRows,
    acquirers: volumeAcquirers,
    provider: {
      id: provider.id,
      fixedFee: provider.fixedFee,
      percentageFee: provider.percentageFee,
    },
    accounts,
  };
}
