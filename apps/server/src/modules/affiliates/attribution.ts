import { createHmac, hkdfSync } from 'node:crypto';
import type { AttributionModel } from '@repasse/core/contract/affiliates';
import { onlyDigits } from '@repasse/core/documents/normalize';
import type { CommissionTerms } from '@repasse/core/fees/affiliate';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  affiliateBuyers,
  affiliateClicks,
  affiliatePrograms,
  affiliations,
  products,
} from '../../db/schema.ts';
import { ofSellerRow, type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { randomBase62 } from '../../lib/tokens.ts';
import { termsAt } from './programs.ts';

/** The first-party cookie that names a browser (a random id, nothing else) for a year. */
export const visitorCookie = 'rp_vid';

const dayMs = 86_400_000;
const sameVisitMs = 30 * 60_000;

/** What a sale through an affiliate carries into its charge. */
export type Attribution = {
  affiliationId: string;
  affiliateId: string;
  clickId: string;
  terms: CommissionTerms;
};

export type Buyer = { email: string | null | undefined; document: string | null | undefined };

const buyerKeySecret = new WeakMap<Buffer, Buffer>();

/**
 * A buyer's email and document as keyed hashes: the same buyer is recognised on another device,
 * and the table never holds the values (nor hashes a dictionary could reverse without the key).
 */
export function buyerKeys(secretsKey: Buffer, buyer: Buyer): string[] {
  let key = buyerKeySecret.get(secretsKey);
  if (!key) {
    key = Buffer.from(
      hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'repasse affiliate buyers', 32),
    );
    buyerKeySecret.set(secretsKey, key);
  }
  const hmac = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const keys: string[] = [];
  const email = buyer.email?.trim().toLowerCase();
  if (email) keys.push(`e:${hmac(email)}`);
  const document = buyer.document ? onlyDigits(buyer.document) : '';
  if (document) keys.push(`d:${hmac(document)}`);
  return keys;
}

/**
 * A visit through an affiliate link: recorded when the affiliation is approved and its programme
 * open; answers where to send the visitor either way (null for an unknown code). A checkout knows
 * its seller, and a code of another seller's affiliation is as unknown to it; the public link
 * does not.
 */
export async function recordClick(
  app: FastifyInstance,
  code: string,
  visitor: string,
  sellerId?: string,
): Promise<{ productId: string; clickId: string | null } | null> {
  const [row] = await app.db
    .select({
      affiliation: affiliations,
      enabled: affiliatePrograms.enabled,
      active: products.active,
    })
    .from(affiliations)
    .innerJoin(
      affiliatePrograms,
      and(
        eq(affiliatePrograms.productId, affiliations.productId),
        eq(affiliatePrograms.sellerId, affiliations.sellerId),
      ),
    )
    .innerJoin(
      products,
      sellerRow(products, { id: affiliations.productId, sellerId: affiliations.sellerId }),
    )
    .where(
      and(
        eq(affiliations.code, code),
        sellerId === undefined ? undefined : eq(affiliations.sellerId, sellerId),
      ),
    );
  if (!row) return null;
  const { affiliation } = row;
  if (affiliation.status !== 'approved' || !row.enabled || !row.active)
    return { productId: affiliation.productId, clickId: null };
  // A reload or a double tap is one visit: the figures count people, not requests.
  const now = app.clock.now();
  const [recent] = await app.db
    .select({ id: affiliateClicks.id })
    .from(affiliateClicks)
    .where(
      and(
        ofSellerRow(affiliateClicks.affiliationId, affiliateClicks.sellerId, affiliation),
        eq(affiliateClicks.visitor, visitor),
        gt(affiliateClicks.createdAt, new Date(now.getTime() - sameVisitMs)),
      ),
    )
    .orderBy(desc(affiliateClicks.createdAt))
    .limit(1);
  if (recent) return { productId: affiliation.productId, clickId: recent.id };
  const [click] = await app.db
    .insert(affiliateClicks)
    .values({
      affiliationId: affiliation.id,
      sellerId: affiliation.sellerId,
      productId: affiliation.productId,
      visitor,
      createdAt: now,
    })
    .returning({ id: affiliateClicks.id });
  return { productId: affiliation.productId, clickId: click?.id ?? null };
}

type Candidate = {
  id: string;
  created_at: string | Date;
  affiliation_id: string;
  affiliate_id: string;
  local: boolean;
  self: boolean;
};

/**
 * The clicks of approved affiliates of this product that reach this buyer: the one the checkout
 * carries, those of the browser's cookie, and those tied to the buyer's email or document on any
 * device. `local` marks the first two (this device's); `self` a click of the buyer themself.
 */
async function candidateClicks(
  db: DbOrTx,
  input: {
    productId: string;
    sellerId: string;
    clickId: string | null;
    code: string | null;
    visitor: string | null;
    keys: string[];
    email: string;
    document: string;
  },
): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await db.execute(sql`
      select c.id, c.created_at, a.id as affiliation_id, a.affiliate_id,
        (c.id = ${input.clickId}::uuid or c.visitor = ${input.visitor}) as local,
        (lower(u.email) = ${input.email} or u.person_document = ${input.document}
          or u.company_document = ${input.document}) as self
      from affiliate_clicks c
      join affiliations a on a.id = c.affiliation_id and a.seller_id = c.seller_id
      join users u on u.id = a.affiliate_id
      where c.seller_id = ${input.sellerId} and c.product_id = ${input.productId}
        and a.status = 'approved' and a.affiliate_id <> ${input.sellerId}
        and (
          (c.id = ${input.clickId}::uuid and a.code = ${input.code})
          or c.visitor = ${input.visitor}
          or c.id in (
            select click_id from affiliate_buyers
            where seller_id = ${input.sellerId} and product_id = ${input.productId}
              and buyer_key = any(${sql.param(input.keys)}::text[])
          )
        )`),
  );
}

/** A checkout that carries a code without a click the server knows: the link counts from now. */
async function clickOfCode(
  app: FastifyInstance,
  product: SellerRow,
  code: string,
  visitor: string | null,
): Promise<string | null> {
  // Without the cookie the buyer is a visitor of their own: a shared placeholder would fold
  // different buyers' visits into one click (the same visit within half an hour).
  const result = await recordClick(app, code, visitor ?? randomBase62(22), product.sellerId);
  return result?.productId === product.id ? result.clickId : null;
}

/**
 * The affiliate a checkout sale is credited to (docs/decisions/0022-affiliates.md): among the
 * clicks that reach the buyer within the programme's window, the last or the first as the
 * programme says; a click of the buyer themself never counts. The commission is the terms in
 * force when that click was made. The buyer is tied to this device's clicks, so a later visit
 * from another device or without the cookie still finds them.
 */
export async function attributeCheckout(
  app: FastifyInstance,
  input: {
    productId: string;
    sellerId: string;
    affiliate: { code: string; clickId?: string | undefined } | undefined;
    visitor: string | null;
    buyer: Buyer;
  },
): Promise<Attribution | null> {
  const [program] = await app.db
    .select()
    .from(affiliatePrograms)
    .where(
      and(
        eq(affiliatePrograms.productId, input.productId),
        eq(affiliatePrograms.sellerId, input.sellerId),
      ),
    );
  if (!program?.enabled) return null;
  const now = app.clock.now();
  const keys = buyerKeys(app.config.secretsKey, input.buyer);
  const code = input.affiliate?.code ?? null;
  let clickId = input.affiliate?.clickId ?? null;
  const query = {
    productId: input.productId,
    sellerId: input.sellerId,
    code,
    visitor: input.visitor,
    keys,
    email: input.buyer.email?.trim().toLowerCase() ?? '',
    document: input.buyer.document ? onlyDigits(input.buyer.document) : '',
  };
  let candidates = await candidateClicks(app.db, { ...query, clickId });
  if (code && !candidates.some((c) => c.local && c.id === clickId)) {
    clickId = await clickOfCode(
      app,
      { id: input.productId, sellerId: input.sellerId },
      code,
      input.visitor,
    );
    if (clickId) candidates = await candidateClicks(app.db, { ...query, clickId });
  }
  const windowStart =
    program.cookieDays === null ? null : now.getTime() - program.cookieDays * dayMs;
  const live = candidates
    .map((c) => ({ ...c, at: new Date(c.created_at) }))
    .filter((c) => (windowStart === null || c.at.getTime() >= windowStart) && !c.self);
  await tieBuyer(
    app.db,
    { id: input.productId, sellerId: input.sellerId },
    keys,
    live.filter((c) => c.local).map((c) => c.id),
    now,
  );
  const chosen = pick(live, program.attribution);
  if (!chosen) return null;
  const terms = await termsAt(
    app.db,
    { id: input.productId, sellerId: program.sellerId },
    chosen.at,
  );
  if (!terms) return null;
  return {
    affiliationId: chosen.affiliation_id,
    affiliateId: chosen.affiliate_id,
    clickId: chosen.id,
    terms,
  };
}

function pick<T extends { at: Date; id: string }>(clicks: T[], model: AttributionModel) {
  const sorted = [...clicks].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id),
  );
  return model === 'first_click' ? sorted[0] : sorted.at(-1);
}

/** Ties the buyer's keys to clicks of this device; a tie made already is kept as it was. */
export async function tieBuyer(
  db: DbOrTx,
  product: SellerRow,
  keys: string[],
  clickIds: string[],
  now: Date,
) {
  if (keys.length === 0 || clickIds.length === 0) return;
  await db
    .insert(affiliateBuyers)
    .values(
      keys.flatMap((buyerKey) =>
        clickIds.map((clickId) => ({
          productId: product.id,
          sellerId: product.sellerId,
          buyerKey,
          clickId,
          createdAt: now,
        })),
      ),
    )
    .onConflictDoNothing();
}

/** A checkout lead (name and contact typed in) ties the buyer to this device's clicks too. */
export async function tieLeadToClicks(
  app: FastifyInstance,
  input: {
    product: SellerRow;
    affiliate: { code: string; clickId?: string | undefined } | undefined;
    visitor: string | null;
    buyer: Buyer;
  },
) {
  const { product } = input;
  const keys = buyerKeys(app.config.secretsKey, input.buyer);
  if (keys.length === 0) return;
  const conditions = [
    input.visitor ? sql`c.visitor = ${input.visitor}` : null,
    input.affiliate?.clickId && input.affiliate.code
      ? sql`(c.id = ${input.affiliate.clickId}::uuid and a.code = ${input.affiliate.code})`
      : null,
  ].filter((c) => c !== null);
  if (conditions.length === 0) return;
  const rows = rowsOf<{ id: string }>(
    await app.db.execute(sql`
      select c.id from affiliate_clicks c
      join affiliations a on a.id = c.affiliation_id and a.seller_id = c.seller_id
      where c.seller_id = ${product.sellerId} and c.product_id = ${product.id}
        and (${sql.join(conditions, sql` or `)})`),
  );
  await tieBuyer(
    app.db,
    product,
    keys,
    rows.map((r) => r.id),
    app.clock.now(),
  );
}
