import { randomBytes } from 'node:crypto';
import type { CheckoutLead, CheckoutLeadInput } from '@repasse/core/contract/recovery-outreach';
import { isValidEmail } from '@repasse/core/documents/email';
import { buyerPhoneE164 } from '@repasse/core/documents/phone';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { hitRateLimit } from '../../db/rate-limits.ts';
import { recoveryLeads } from '../../db/schema.ts';
import { ofSellerRow, type SellerRow } from '../../db/seller-row.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { tieLeadToClicks } from '../affiliates/attribution.ts';
import { productWithSeller } from '../products/queries.ts';

/** A checkout sends the lead again as the buyer types: a generous allowance per address. */
const leadWritesPerMinute = 30;

export const newRecoveryToken = () => randomBytes(18).toString('base64url');

/**
 * The hosted checkout records a lead once the buyer has given their name and a way to reach them
 * (an email, or a phone a message can reach): the seed of an abandoned-checkout run if no payment
 * follows. The token answered the first time updates the same lead; a lead already tied to a
 * charge, or of another product, is not touched and a new one is made.
 */
export async function recordLead(
  app: FastifyInstance,
  productId: string,
  input: CheckoutLeadInput,
  ip: string,
  visitor: string | null = null,
): Promise<CheckoutLead> {
  if ((await hitRateLimit(app.db, app.clock, `checkout_leads:${ip}`, 60_000)) > leadWritesPerMinute)
    throw new AppError('rate_limited');
  const row = await productWithSeller(app.db, productId);
  if (!row?.product.active) throw notFound();
  const email = input.email?.toLowerCase() || null;
  if (email && !isValidEmail(email)) throw badRequest('validation', { email: 'validation.email' });
  const phone = buyerPhoneE164(input.phone);
  if (input.phone && !phone) throw badRequest('validation', { phone: 'validation.phone' });
  if (!email && !phone) throw badRequest('validation', { email: 'validation.required' });

  if (email)
    await tieLeadToClicks(app, {
      product: row.product,
      affiliate: input.affiliate,
      visitor,
      buyer: { email, document: null },
    });
  const now = app.clock.now();
  const fields = {
    buyerName: input.name,
    buyerEmail: email,
    buyerPhone: phone,
    locale: input.locale ?? 'pt-BR',
    updatedAt: now,
  };
  if (input.token) {
    const [updated] = await app.db
      .update(recoveryLeads)
      .set(fields)
      .where(
        and(
          eq(recoveryLeads.token, input.token),
          eq(recoveryLeads.productId, productId),
          eq(recoveryLeads.sellerId, row.seller.id),
          isNull(recoveryLeads.chargeId),
        ),
      )
      .returning({ token: recoveryLeads.token });
    if (updated) return updated;
  }
  const token = newRecoveryToken();
  await app.db.insert(recoveryLeads).values({
    ...fields,
    token,
    sellerId: row.seller.id,
    productId,
    livemode: row.seller.documentStatus === 'validate',
    createdAt: now,
  });
  return { token };
}

/**
 * The charge a checkout made for a lead: from then on the charge's own sequence (Pix or boleto
 * not paid, card refused) speaks to the buyer, and the lead's run stops as superseded.
 */
export async function tieLeadToCharge(
  db: DbOrTx,
  product: SellerRow,
  token: string,
  chargeId: string,
): Promise<void> {
  await db
    .update(recoveryLeads)
    .set({ chargeId })
    .where(
      and(
        eq(recoveryLeads.token, token),
        ofSellerRow(recoveryLeads.productId, recoveryLeads.sellerId, product),
        isNull(recoveryLeads.chargeId),
      ),
    );
}
