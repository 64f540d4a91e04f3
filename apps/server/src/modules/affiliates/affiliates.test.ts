import type {
  AffiliateLink,
  AffiliateLinks,
  AffiliateProgram,
  AffiliateProgramInput,
  CommissionPage,
  MarketplacePage,
  ProducerAffiliatesPage,
} from '@repasse/core/contract/affiliates';
import type { OrderDetail } from '@repasse/core/contract/charges';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { emailOutbox, transactions, users } from '../../db/schema.ts';
import { tokenizeCard } from '../../test/cards.ts';
import { createTestApp, registrationPayload, type TestApp } from '../../test/harness.ts';
import { as, liveSeller, productOf, type Seller } from '../../test/recovery.ts';
import { notifyFromSandbox } from '../../test/sandbox-acquirer.ts';
import { balanceOf, seller as sellerAccount } from '../ledger/accounts.ts';
import { checkLedger } from '../ledger/check.ts';
import { post } from '../ledger/post.ts';
import { releaseDueFunds } from '../ledger/release.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  t.clock.set(new Date('2026-11-26T15:00:00Z'));
});
afterAll(() => t.close());

const day = 86_400_000;
const later = (days: number) => t.clock.set(new Date(t.clock.now().getTime() + days * day));

const program = (changes: Partial<AffiliateProgramInput> = {}): AffiliateProgramInput => ({
  enabled: true,
  commission: { percentage: '30', fixed: 0 },
  cookieDays: 30,
  attribution: 'last_click',
  approval: 'open',
  listed: true,
  shareBuyerContact: false,
  ...changes,
});

async function call(user: { id: string } | null, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(user ? { headers: await as(t, user) } : {}),
    ...(payload ? { payload } : {}),
  });
}

async function openProgram(seller: Seller, changes: Partial<AffiliateProgramInput> = {}) {
  const productId = await productOf(t, seller, 10_000);
  const saved = await call(
    seller,
    'PUT',
    `/web/products/${productId}/affiliate-program`,
    program(changes),
  );
  expect(saved.statusCode).toBe(200);
  return { productId, program: saved.json<AffiliateProgram>() };
}

async function affiliateOf(productId: string, invite?: string) {
  const affiliate = await liveSeller(t);
  const joined = await call(affiliate, 'POST', '/web/affiliates/affiliations', {
    productId,
    ...(invite ? { invite } : {}),
  });
  expect(joined.statusCode).toBe(201);
  return { affiliate, link: joined.json<AffiliateLink>() };
}

/** Follows an affiliate link as a browser would: the click, its cookie and where it leads. */
async function follow(link: string, visitor?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: new URL(link).pathname,
    ...(visitor ? { headers: { cookie: `rp_vid=${visitor}` } } : {}),
  });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string, 'http://x');
  const cookie = String(response.headers['set-cookie'] ?? '');
  return {
    code: location.searchParams.get('aff') ?? '',
    clickId: location.searchParams.get('click') ?? undefined,
    visitor: /rp_vid=([^;]+)/.exec(cookie)?.[1] ?? visitor ?? '',
    path: location.pathname,
  };
}

const card = {
  number: '4111 1111 1111 1111',
  holderName: 'BIA',
  expMonth: 1,
  expYear: 2099,
  cvv: '321',
};

/** A buyer pays by card at the product's checkout, with whatever the browser carries. */
async function buy(
  productId: string,
  options: {
    buyer?: { name: string; email: string; document: string };
    visitor?: string;
    affiliate?: { code: string; clickId?: string | undefined };
    instalments?: number;
  } = {},
) {
  const checkout = (await call(null, 'GET', `/web/public/checkout/${productId}`)).json();
  const token = await tokenizeCard(t, checkout.publicKey, card);
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/public/checkout/${productId}/charges`,
    ...(options.visitor ? { headers: { cookie: `rp_vid=${options.visitor}` } } : {}),
    payload: {
      method: 'card',
      instalments: options.instalments ?? 1,
      customer: options.buyer ?? {
        name: 'Bia Souza Lima',
        email: 'bia@example.com',
        document: '12345678909',
      },
      card: { token: token.json().id },
      ...(options.affiliate ? { affiliate: options.affiliate } : {}),
    },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json().status).toBe('paid');
  const [row] = await t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, response.json().id));
  if (!row) throw new Error('no charge');
  return row;
}

async function balances(userId: string) {
  const rows = rowsOf<{ kind: string; balance: string }>(
    await t.database.db.execute(
      sql`select kind, ${balanceOf(sql`a`)}::text as balance from ledger_accounts a where seller_id = ${userId}`,
    ),
  );
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { pending: of('pending'), reserve: of('reserve'), available: of('available') };
}

const expectLedgerBalanced = async () => expect(await checkLedger(t.database.db)).toEqual([]);

describe('the programme and affiliations', () => {
  it('opens a product to affiliates, and only its seller sees or changes the programme', async () => {
    const seller = await liveSeller(t);
    const { productId, program: saved } = await openProgram(seller);
    expect(saved).toMatchObject({
      enabled: true,
      commission: { percentage: '30', fixed: 0 },
      scheduledCommission: null,
      cookieDays: 30,
    });
    expect(saved.inviteCode).toMatch(/^[A-Za-z0-9]{10}$/);
    const stranger = await liveSeller(t);
    expect(
      (await call(stranger, 'GET', `/web/products/${productId}/affiliate-program`)).statusCode,
    ).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/web/products/${productId}/affiliate-program`, program()))
        .statusCode,
    ).toBe(404);
    const bad = await call(seller, 'PUT', `/web/products/${productId}/affiliate-program`, {
      ...program(),
      commission: { percentage: '95', fixed: -1 },
      cookieDays: 45,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'commission.fixed',
      'commission.percentage',
      'cookieDays',
    ]);
  });

  it('lists open products in the marketplace and approves at once when the programme is open', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller);
    const own = await call(seller, 'POST', '/web/affiliates/affiliations', { productId });
    expect(own.json().error.code).toBe('affiliates.own_product');
    const { affiliate, link } = await affiliateOf(productId);
    expect(link).toMatchObject({ status: 'approved', commission: { percentage: '30' } });
    expect(link.link).toMatch(/\/go\/[A-Za-z0-9]{8}$/);
    const market = (
      await call(affiliate, 'GET', '/web/affiliates/marketplace?search=fotografia&pageSize=100')
    ).json<MarketplacePage>();
    const item = market.items.find((i) => i.productId === productId);
    // Pix 0.99 % of R$ 100.00 is 99: 30 % of the net 9901 is 2970.
    expect(item).toMatchObject({
      price: 10_000,
      seller: { tradeName: 'Loja da Ana' },
      own: false,
      affiliation: { status: 'approved' },
    });
    expect(item?.commissionPerSale).toBeGreaterThan(0);
  });

  it('keeps unlisted programmes out of the marketplace, reachable by their invite code', async () => {
    const seller = await liveSeller(t);
    const { productId, program: saved } = await openProgram(seller, { listed: false });
    const someone = await liveSeller(t);
    const listed = (await call(someone, 'GET', '/web/affiliates/marketplace?pageSize=all')).json();
    expect(listed.items.map((i: { productId: string }) => i.productId)).not.toContain(productId);
    const invited = (
      await call(someone, 'GET', `/web/affiliates/marketplace?invite=${saved.inviteCode}`)
    ).json<MarketplacePage>();
    expect(invited.items.map((i) => i.productId)).toEqual([productId]);
    expect(
      (await call(someone, 'POST', '/web/affiliates/affiliations', { productId })).statusCode,
    ).toBe(404);
    await affiliateOf(productId, saved.inviteCode);
  });

  it('asks the producer when approval is required: approve, refuse with a reason, block', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller, { approval: 'approval' });
    const { affiliate, link } = await affiliateOf(productId);
    expect(link).toMatchObject({ status: 'pending', link: null });
    const [asked] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'affiliates.request')));
    expect(asked?.subject).toContain('Curso de Fotografia');

    const decide = (who: Seller, body: object) =>
      call(who, 'POST', `/web/affiliates/affiliations/${link.id}/decision`, body);
    const stranger = await liveSeller(t);
    expect((await decide(stranger, { action: 'approve' })).statusCode).toBe(404);
    expect((await decide(affiliate, { action: 'approve' })).statusCode).toBe(404);
    const noReason = await decide(seller, { action: 'refuse' });
    expect(noReason.json().error.fields).toEqual({ reason: expect.any(String) });
    const refused = await decide(seller, { action: 'refuse', reason: 'Not a fit' });
    expect(refused.json()).toMatchObject({ status: 'refused', reason: 'Not a fit' });
    expect((await decide(seller, { action: 'block', reason: 'x' })).json().error.code).toBe(
      'affiliates.invalid_transition',
    );
    // A refused affiliate may ask again.
    const again = await call(affiliate, 'POST', '/web/affiliates/affiliations', { productId });
    expect(again.json().status).toBe('pending');
    expect((await decide(seller, { action: 'approve' })).json().status).toBe('approved');
    const list = (
      await call(seller, 'GET', '/web/affiliates/producer?status=approved')
    ).json<ProducerAffiliatesPage>();
    expect(list.items.map((i) => i.id)).toContain(link.id);
    const blocked = await decide(seller, { action: 'block', reason: 'Spam' });
    expect(blocked.json()).toMatchObject({ status: 'blocked', reason: 'Spam' });
    // A blocked link still leads to the checkout, but records nothing and credits nobody.
    const links = (await call(affiliate, 'GET', '/web/affiliates/links')).json<AffiliateLinks>();
    expect(links.items[0]).toMatchObject({ status: 'blocked', link: null });
  });
});

describe('at once', () => {
  it('answers every concurrent request for one affiliation and every concurrent save without a 5xx', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller);
    const affiliate = await liveSeller(t);
    const asks = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(affiliate, 'POST', '/web/affiliates/affiliations', { productId }),
      ),
    );
    for (const ask of asks) expect([201, 409]).toContain(ask.statusCode);
    expect(new Set(asks.filter((a) => a.statusCode === 201).map((a) => a.json().id)).size).toBe(1);
    const saves = await Promise.all(
      ['10', '20', '30', '40'].map((percentage) =>
        call(
          seller,
          'PUT',
          `/web/products/${productId}/affiliate-program`,
          program({ commission: { percentage, fixed: 0 } }),
        ),
      ),
    );
    for (const save of saves) expect(save.statusCode).toBe(200);
    const terms = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from affiliate_terms where product_id = ${productId} and effective_from > now() - interval '100 years' and effective_from > ${t.clock.now().toISOString()}::timestamptz`,
      ),
    );
    // However the saves interleaved, at most one change is announced.
    expect(terms[0]?.n).toBeLessThanOrEqual(1);
  });
});

describe('attribution', () => {
  it('credits the link the checkout carries, with or without its cookie, and records the click', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller);
    const { affiliate, link } = await affiliateOf(productId);
    const clicked = await follow(link.link ?? '');
    expect(clicked.path).toBe(`/checkout/${productId}`);
    expect(clicked.visitor).toMatch(/^[A-Za-z0-9]{22}$/);
    // By the cookie alone (the page lost its query string).
    const byCookie = await buy(productId, { visitor: clicked.visitor });
    expect(byCookie.affiliateId).toBe(affiliate.id);
    // By the code alone (another browser, no cookie): the link counts from now.
    const byCode = await buy(productId, {
      affiliate: { code: clicked.code },
      buyer: { name: 'Caio Dias', email: 'caio@example.com', document: '11144477735' },
    });
    expect(byCode.affiliateId).toBe(affiliate.id);
    const none = await buy(productId, {
      buyer: { name: 'Davi Reis', email: 'davi@example.com', document: '39053344705' },
    });
    expect(none.affiliateId).toBeNull();
    // Following the link again within the half hour is the same visit.
    const again = await follow(link.link ?? '', clicked.visitor);
    expect(again.clickId).toBe(clicked.clickId);
    const stats = (await call(affiliate, 'GET', '/web/affiliates/links')).json<AffiliateLinks>();
    expect(stats.items[0]).toMatchObject({ clicks: 2, sales: 2, conversion: '100.0' });
    // Another affiliate of the product sees none of it; the seller's order stays the seller's.
    const { affiliate: other } = await affiliateOf(productId);
    const theirs = (await call(other, 'GET', '/web/affiliates/commissions')).json<CommissionPage>();
    expect(theirs.items).toEqual([]);
    expect((await call(affiliate, 'GET', `/web/orders/${byCookie.id}`)).statusCode).toBe(404);
  });

  it('remembers the buyer across devices, and ends with the window', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller, { cookieDays: 30 });
    const { affiliate, link } = await affiliateOf(productId);
    const clicked = await follow(link.link ?? '');
    const buyer = { name: 'Eva Prado', email: 'Eva@Example.com', document: '86288366757' };
    // The buyer types their contact on the phone that clicked, and leaves.
    const lead = await t.app.inject({
      method: 'POST',
      url: `/web/public/products/${productId}/leads`,
      headers: { cookie: `rp_vid=${clicked.visitor}` },
      payload: { name: buyer.name, email: buyer.email, affiliate: clicked },
    });
    expect(lead.statusCode).toBe(200);
    later(10);
    // Ten days later on a laptop, no cookie, no code: the email finds the click.
    const elsewhere = await buy(productId, { buyer: { ...buyer, email: 'eva@example.com' } });
    expect(elsewhere.affiliateId).toBe(affiliate.id);
    later(25);
    const expired = await buy(productId, { buyer });
    expect(expired.affiliateId).toBeNull();
  });

  it('picks the last click by default and the first when the programme says so', async () => {
    for (const attribution of ['last_click', 'first_click'] as const) {
      const seller = await liveSeller(t);
      const { productId } = await openProgram(seller, { attribution });
      const first = await affiliateOf(productId);
      const second = await affiliateOf(productId);
      const a = await follow(first.link.link ?? '');
      later(1);
      const b = await follow(second.link.link ?? '', a.visitor);
      const sale = await buy(productId, { visitor: b.visitor, affiliate: b });
      expect(sale.affiliateId).toBe(
        attribution === 'last_click' ? second.affiliate.id : first.affiliate.id,
      );
    }
  });

  it('never pays an affiliate for buying through their own link', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller);
    const { affiliate, link } = await affiliateOf(productId);
    const clicked = await follow(link.link ?? '');
    const [self] = await t.database.db.select().from(users).where(eq(users.id, affiliate.id));
    const sale = await buy(productId, {
      visitor: clicked.visitor,
      affiliate: clicked,
      buyer: { name: 'Me', email: self?.email ?? '', document: '52998224725' },
    });
    expect(sale.affiliateId).toBeNull();
    expect(sale.affiliateCommission).toBe(0);
  });
});

describe('the commission in the ledger', () => {
  it('splits the net, releases on the sale dates, and reverses on refund and chargeback even after release', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller);
    const { affiliate, link } = await affiliateOf(productId);
    const clicked = await follow(link.link ?? '');
    const sale = await buy(productId, { visitor: clicked.visitor, instalments: 3 });
    // The default profile: 30 % of the net, on the sale's own pending and reserve.
    const commission = Math.round((sale.net * 30) / 100);
    expect(sale.affiliateCommission).toBe(commission);
    const mine = await balances(affiliate.id);
    expect(mine.pending + mine.reserve + mine.available).toBe(commission);
    const theirs = await balances(seller.id);
    expect(theirs.pending + theirs.reserve + theirs.available).toBe(sale.net - commission);
    await expectLedgerBalanced();

    // The affiliate's statement names their lines for what they are.
    const statement = (await call(affiliate, 'GET', '/web/financial/statement')).json();
    expect(new Set(statement.items.map((line: { type: string }) => line.type))).toEqual(
      new Set(['affiliate_commission']),
    );
    const filtered = (await call(affiliate, 'GET', '/web/financial/statement?type=sale')).json();
    expect(filtered.items).toEqual([]);

    const detail = (await call(seller, 'GET', `/web/orders/${sale.id}`)).json<OrderDetail>();
    expect(detail.charge.affiliate).toEqual({ id: affiliate.id, commission });
    expect(detail.charge.fees.affiliateCommission).toBe(commission);
    expect(detail.affiliate).toEqual({ id: affiliate.id, name: 'Loja da Ana' });

    const page = (
      await call(affiliate, 'GET', '/web/affiliates/commissions')
    ).json<CommissionPage>();
    expect(page.items[0]).toMatchObject({
      chargeId: sale.id,
      commission,
      status: 'pending',
      buyer: { name: 'Bia S. L.', email: null },
    });
    expect(page.totals).toEqual({ pending: commission, available: 0, reversed: 0 });
    // The affiliate never sees the buyer's contact unless the seller shares it.
    expect(JSON.stringify(page)).not.toContain('bia@example.com');

    later(31);
    await releaseDueFunds(t.database.db, t.clock);
    expect(await balances(affiliate.id)).toEqual({ pending: 0, reserve: 0, available: commission });
    const released = (
      await call(affiliate, 'GET', '/web/affiliates/commissions')
    ).json<CommissionPage>();
    expect(released.totals).toEqual({ pending: 0, available: commission, reversed: 0 });

    // Half refunded after release: the affiliate gives back their share from available.
    const half = Math.floor(sale.buyerTotal / 2);
    const refund = await call(seller, 'POST', `/web/orders/${sale.id}/refund`, { amount: half });
    expect(refund.statusCode).toBe(200);
    const afterRefund = await balances(affiliate.id);
    const back = commission - afterRefund.available;
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThan(commission);
    await expectLedgerBalanced();

    // The affiliate withdraws what is left… then the rest is charged back: their balance goes
    // below zero, never another seller's.
    await t.database.db.transaction((tx) =>
      post(tx, t.clock, {
        reference: `test-payout:${affiliate.id}`,
        type: 'withdrawal',
        sellerId: affiliate.id,
        movements: [
          {
            from: sellerAccount(affiliate.id, 'available'),
            to: { owner: 'external', kind: 'payouts' },
            amount: afterRefund.available,
          },
        ],
      }),
    );
    const chargeback = await notifyFromSandbox(t, {
      id: `evt_cb_${sale.id}`,
      type: 'chargeback',
      reference: sale.id,
      acquirerReference: sale.acquirerReference ?? '',
      amount: sale.buyerTotal - half,
    });
    expect(chargeback.statusCode).toBeLessThan(300);
    const end = await balances(affiliate.id);
    expect(end.available).toBe(-(commission - back));
    await expectLedgerBalanced();
    const reversed = (
      await call(affiliate, 'GET', '/web/affiliates/commissions')
    ).json<CommissionPage>();
    expect(reversed.items[0]).toMatchObject({ status: 'reversed', reversed: commission });
    expect(reversed.totals.reversed).toBe(commission);
    const csv = await call(affiliate, 'GET', '/web/affiliates/commissions.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(sale.id);
  });

  it('announces a new commission three days ahead; clicks keep the terms they were made with', async () => {
    const seller = await liveSeller(t);
    const { productId } = await openProgram(seller);
    const { link } = await affiliateOf(productId);
    const before = await follow(link.link ?? '');
    const changed = await call(
      seller,
      'PUT',
      `/web/products/${productId}/affiliate-program`,
      program({ commission: { percentage: '10', fixed: 0 } }),
    );
    expect(changed.json<AffiliateProgram>()).toMatchObject({
      commission: { percentage: '30' },
      scheduledCommission: {
        percentage: '10',
        effectiveFrom: new Date(t.clock.now().getTime() + 3 * day).toISOString(),
      },
    });
    const told = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'affiliates.terms'));
    expect(told.length).toBeGreaterThan(0);
    later(4);
    const after = await follow(link.link ?? '');
    const oldTerms = await buy(productId, { visitor: before.visitor, affiliate: before });
    expect(oldTerms.affiliateCommission).toBe(Math.round((oldTerms.net * 30) / 100));
    const newTerms = await buy(productId, {
      visitor: after.visitor,
      affiliate: after,
      buyer: { name: 'Caio Dias', email: 'caio2@example.com', document: '11144477735' },
    });
    expect(newTerms.affiliateCommission).toBe(Math.round((newTerms.net * 10) / 100));
  });
});

describe('referrals', () => {
  it('links a seller registered through the link and pays the referrer a share of the fee for the months set', async () => {
    const referrer = await liveSeller(t);
    const mine = (await call(referrer, 'GET', '/web/referrals')).json();
    expect(mine.link).toMatch(/\/join\/[A-Za-z0-9]{8}$/);
    const joined = await t.app.inject({ method: 'GET', url: new URL(mine.link).pathname });
    expect(joined.statusCode).toBe(302);
    expect(joined.headers.location).toBe(`/auth?mode=register&ref=${mine.code}`);
    expect(String(joined.headers['set-cookie'])).toContain(`rp_ref=${mine.code}`);

    // First touch: the cookie of the link followed first wins over a code the page carries.
    const other = (await call(await liveSeller(t), 'GET', '/web/referrals')).json();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/web/public/auth/register',
      headers: { cookie: `rp_ref=${mine.code}` },
      payload: registrationPayload({ referralCode: other.code }),
    });
    expect(signUp.statusCode).toBe(201);
    const registered = { id: signUp.json().user.id as string, email: '' };
    const [row] = await t.database.db.select().from(users).where(eq(users.id, registered.id));
    expect(row?.referredBy).toBe(referrer.id);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/web/public/auth/register',
      payload: registrationPayload({ referralCode: 'nobody123' }),
    });
    expect(unknown.statusCode).toBe(201);
    await t.database.db
      .update(users)
      .set({ documentStatus: 'validate' })
      .where(eq(users.id, registered.id));
    const productId = await productOf(t, registered, 10_000);
    const sale = await buy(productId);
    // 10 % of the seller's fee, from the platform's revenue.
    expect(sale.referrerId).toBe(referrer.id);
    expect(sale.referralShare).toBe(Math.round(sale.sellerFee / 10));
    const earned = await balances(referrer.id);
    expect(earned.pending + earned.available).toBe(sale.referralShare);
    await expectLedgerBalanced();
    const lines = (
      await call(referrer, 'GET', '/web/financial/statement?type=referral_commission')
    ).json();
    expect(lines.items.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(
      sale.referralShare,
    );
    const view = (await call(referrer, 'GET', '/web/referrals')).json();
    expect(view.referred).toEqual([
      expect.objectContaining({ id: registered.id, status: 'selling', earned: sale.referralShare }),
    ]);
    expect(view.totals.earned).toBe(sale.referralShare);

    const refund = await call(registered, 'POST', `/web/orders/${sale.id}/refund`, {});
    expect(refund.statusCode).toBe(200);
    const back = await balances(referrer.id);
    expect(back.pending + back.available).toBe(0);
    expect((await call(referrer, 'GET', '/web/referrals')).json().totals.earned).toBe(0);
    const reversal = (
      await call(referrer, 'GET', '/web/financial/statement?type=referral_reversal')
    ).json();
    expect(reversal.items.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(
      -sale.referralShare,
    );
    await expectLedgerBalanced();

    later(370);
    const late = await buy(productId);
    expect(late.referrerId).toBeNull();
    expect(late.referralShare).toBe(0);
  });
});
