import type {
  AdminAwardClaim,
  AdminAwardClaimsPage,
  AwardClaim,
  AwardClaimInput,
  AwardTier,
  AwardTiers,
  SellerAwards,
} from '@repasse/core/contract/awards';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, awardAchievements, emailOutbox, transactions } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { multipartFile, samples } from '../../test/multipart.ts';
import { notifyFromSandbox } from '../../test/sandbox-acquirer.ts';
import {
  createCharge,
  sellerWithKeys,
  type TestSeller,
  testCard,
  testCustomer,
} from '../../test/sellers.ts';
import { namesSeller, namingTheSeller, statementsOf, touching } from '../../test/statements.ts';
import { createSession } from '../auth/sessions.ts';
import { notifyAchievements, recordAndNotifyAchievements } from './achievements.ts';

let t: TestApp;
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  // 15:00 UTC is noon in São Paulo: the recipient's age is counted on 26 November 2026.
  t.clock.set(new Date('2026-11-26T15:00:00Z'));
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));

async function call(user: { id: string } | null, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(user ? { headers: await as(user) } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** A tier made through the admin API; its threshold is unique to the test, so sellers' progress is predictable. */
async function tier(name: string, threshold: number, kind: 'physical' | 'digital' = 'physical') {
  const response = await call(admin, 'POST', '/web/admin/award-tiers', {
    name,
    threshold,
    kind,
    description: `${name} award`,
  });
  expect(response.statusCode).toBe(201);
  return response.json<AwardTier>();
}

/** A paid live card sale; its buyer total, without instalments, is the amount. */
async function sale(seller: TestSeller, amount: number, key = seller.live) {
  const response = await createCharge(t, key, {
    amount,
    method: 'card',
    description: 'Curso',
    customer: testCustomer,
    card: testCard(),
  });
  expect(response.statusCode).toBe(201);
  const charge = response.json<{ id: string; status: string; buyerTotal: number }>();
  return charge;
}

const awardsOf = async (seller: { id: string }) => {
  const response = await call(seller, 'GET', '/web/awards');
  expect(response.statusCode).toBe(200);
  return response.json<SellerAwards>();
};

const claimBody = (tierId: string, changes: Partial<AwardClaimInput> = {}): AwardClaimInput => ({
  tierId,
  recipientName: 'Ana Souza',
  recipientDocument: '529.982.247-25',
  recipientBirthDate: '1990-05-17',
  phone: '(11) 98765-4321',
  postalCode: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 1',
  city: 'São Paulo',
  state: 'SP',
  confirmed: true,
  ...changes,
});

const emailsTo = async (email: string, template: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, template)));

const move = (claimId: string, body: object, user: { id: string } = admin) =>
  call(user, 'POST', `/web/admin/award-claims/${claimId}/transition`, body);

describe('progress toward the tiers', () => {
  it('counts live paid sales net of refunds, leaves chargebacks and test mode out, and keeps what was reached', async () => {
    const seller = await sellerWithKeys(t);
    const reached = await tier('Marco 200', 20_000);
    const start = await awardsOf(seller.user);
    expect(start.totalInvoiced).toBe(0);
    expect(start.next).toMatchObject({ tierId: reached.id, remaining: 20_000, percent: 0 });
    // The seeded milestones are there too, by threshold.
    const thresholds = start.items.map((item) => item.threshold);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(thresholds).toEqual(expect.arrayContaining([1_000_000, 10_000_000, 1_000_000_000]));

    const first = await sale(seller, 10_000);
    expect(first.status).toBe('paid');
    const halfway = await awardsOf(seller.user);
    expect(halfway.totalInvoiced).toBe(10_000);
    expect(halfway.next).toMatchObject({ tierId: reached.id, remaining: 10_000, percent: 50 });

    const second = await sale(seller, 10_000);
    await sale(seller, 50_000, seller.test); // test mode is not revenue
    const declined = await createCharge(t, seller.live, {
      amount: 50_000,
      method: 'card',
      description: 'Curso',
      customer: testCustomer,
      card: testCard('4000000000009995'),
    });
    expect(declined.json().status).not.toBe('paid');

    const there = await awardsOf(seller.user);
    expect(there.totalInvoiced).toBe(20_000);
    const item = there.items.find((row) => row.id === reached.id);
    expect(item).toMatchObject({
      reachedAt: t.clock.now().toISOString(),
      remaining: 0,
      claimable: true,
      claim: null,
    });
    // The next one is the seeded R$ 10 mil.
    expect(there.next).toMatchObject({ threshold: 1_000_000, remaining: 980_000, percent: 2 });

    // A refund and a chargeback lower the total…
    t.clock.advance(60_000);
    const refund = await call(seller.user, 'POST', `/web/orders/${first.id}/refund`, {
      amount: 4_000,
    });
    expect(refund.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, second.id));
    const chargeback = await notifyFromSandbox(t, {
      id: `evt_cb_${second.id}`,
      type: 'chargeback',
      reference: second.id,
      acquirerReference: row?.acquirerReference ?? '',
      amount: second.buyerTotal,
    });
    expect(chargeback.statusCode).toBeLessThan(300);
    const after = await awardsOf(seller.user);
    expect(after.totalInvoiced).toBe(6_000);
    // …the same total the admin sees…
    const user = await call(admin, 'GET', `/web/admin/users/${seller.user.id}`);
    expect(user.json().user.totalInvoiced).toBe(6_000);
    // …and what was reached stays reached, on the day it was first seen.
    expect(after.items.find((row) => row.id === reached.id)?.reachedAt).toBe(item?.reachedAt);
    // A tier above what is left now is not reached: chargebacks count for nothing.
    const above = await tier('Marco 100', 10_000, 'digital');
    const later = await awardsOf(seller.user);
    const aboveItem = later.items.find((row) => row.id === above.id);
    expect(aboveItem).toMatchObject({ reachedAt: null, remaining: 4_000, claimable: false });
    expect(later.next).toMatchObject({ tierId: above.id, percent: 60 });
  });
});

describe('claiming a physical award', () => {
  let seller: TestSeller;
  let physical: AwardTier;
  let claim: AwardClaim;

  beforeAll(async () => {
    seller = await sellerWithKeys(t);
    physical = await tier('Placa 300', 30_000);
    await sale(seller, 30_000);
  });

  it('refuses digital and unreached tiers, minors, bad documents and an unconfirmed identity', async () => {
    const digital = await tier('Selo 250', 25_000, 'digital');
    const notPhysical = await call(
      seller.user,
      'POST',
      '/web/awards/claims',
      claimBody(digital.id),
    );
    expect(notPhysical.statusCode).toBe(409);
    expect(notPhysical.json().error.code).toBe('awards.not_physical');

    const higher = await tier('Placa 400', 40_000);
    const unreached = await call(seller.user, 'POST', '/web/awards/claims', claimBody(higher.id));
    expect(unreached.statusCode).toBe(409);
    expect(unreached.json().error.code).toBe('awards.not_reached');

    const unknown = await call(
      seller.user,
      'POST',
      '/web/awards/claims',
      claimBody('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);

    // 18 tomorrow in São Paulo: still a minor today, whatever the browser's clock says.
    const minor = await call(
      seller.user,
      'POST',
      '/web/awards/claims',
      claimBody(physical.id, { recipientBirthDate: '2008-11-27' }),
    );
    expect(minor.statusCode).toBe(400);
    expect(minor.json().error.code).toBe('awards.recipient_minor');
    expect(Object.keys(minor.json().error.fields)).toEqual(['recipientBirthDate']);
    // Just before midnight UTC it is still the 26th in São Paulo.
    t.clock.set(new Date('2026-11-27T02:30:00Z'));
    const stillMinor = await call(
      seller.user,
      'POST',
      '/web/awards/claims',
      claimBody(physical.id, { recipientBirthDate: '2008-11-27' }),
    );
    expect(stillMinor.json().error?.code).toBe('awards.recipient_minor');
    t.clock.set(new Date('2026-11-26T15:10:00Z'));

    const invalid = await call(
      seller.user,
      'POST',
      '/web/awards/claims',
      claimBody(physical.id, {
        recipientDocument: '123.456.789-00',
        recipientBirthDate: '2026-02-30',
        postalCode: '123',
        confirmed: false as true,
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'confirmed',
      'postalCode',
      'recipientBirthDate',
      'recipientDocument',
    ]);
    const unconfirmed = claimBody(physical.id) as Partial<AwardClaimInput>;
    delete unconfirmed.confirmed;
    const missing = await call(seller.user, 'POST', '/web/awards/claims', unconfirmed);
    expect(missing.statusCode).toBe(400);

    // Nothing was claimed by any of these.
    const awards = await awardsOf(seller.user);
    expect(awards.items.every((item) => item.claim === null)).toBe(true);
  });

  it('takes a claim of an adult recipient once, tells the seller, and an admin acting as them may not claim', async () => {
    // Exactly 18 today counts.
    const impersonated = await createSession(t.database.db, t.clock, {
      userId: seller.user.id,
      ttlMs: 60_000,
      ip: null,
      userAgent: 'test',
      impersonatorId: admin.id,
    });
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/web/awards/claims',
      headers: bearer(impersonated.token),
      payload: claimBody(physical.id, { recipientBirthDate: '2008-11-26' }),
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.code).toBe('impersonation.forbidden_action');

    const response = await call(
      seller.user,
      'POST',
      '/web/awards/claims',
      claimBody(physical.id, { recipientBirthDate: '2008-11-26' }),
    );
    expect(response.statusCode).toBe(201);
    claim = response.json<AwardClaim>();
    expect(claim).toMatchObject({
      tierId: physical.id,
      status: 'requested',
      recipientName: 'Ana Souza',
      recipientDocument: '529.982.247-25',
      recipientBirthDate: '2008-11-26',
      number: '1000',
      country: 'BR',
      carrier: null,
      trackingCode: null,
    });
    expect(claim.timeline.map((event) => event.status)).toEqual(['requested']);
    expect(await emailsTo(seller.user.email, 'awards.claim_requested')).toHaveLength(1);

    const again = await call(seller.user, 'POST', '/web/awards/claims', claimBody(physical.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('awards.already_claimed');

    const awards = await awardsOf(seller.user);
    const item = awards.items.find((row) => row.id === physical.id);
    expect(item?.claimable).toBe(false);
    expect(item?.claim?.id).toBe(claim.id);
  });

  it('shows each seller only their own claims, and lets only admins move them', async () => {
    const other = await sellerWithKeys(t);
    await sale(other, 30_000);
    const theirs = await awardsOf(other.user);
    expect(theirs.items.find((row) => row.id === physical.id)).toMatchObject({
      claimable: true,
      claim: null,
    });
    expect(JSON.stringify(theirs)).not.toContain(claim.id);

    const byOwner = await move(claim.id, { to: 'approved' }, seller.user);
    expect(byOwner.statusCode).toBe(403);
    const byOther = await move(claim.id, { to: 'approved' }, other.user);
    expect(byOther.statusCode).toBe(403);
    const queue = await call(seller.user, 'GET', '/web/admin/award-claims');
    expect(queue.statusCode).toBe(403);
    const tiers = await call(seller.user, 'GET', '/web/admin/award-tiers');
    expect(tiers.statusCode).toBe(403);
    expect(
      (await awardsOf(seller.user)).items.find((row) => row.id === physical.id)?.claim?.status,
    ).toBe('requested');
  });

  it('goes requested → approved → shipped → delivered, emailing and auditing every step', async () => {
    const queue = await call(admin, 'GET', '/web/admin/award-claims?status=requested&pageSize=100');
    expect(queue.statusCode).toBe(200);
    const page = queue.json<AdminAwardClaimsPage>();
    const row = page.items.find((item) => item.id === claim.id);
    expect(row).toMatchObject({
      status: 'requested',
      tier: { id: physical.id, name: 'Placa 300', threshold: 30_000 },
      seller: { id: seller.user.id, email: seller.user.email },
      recipientDocument: '529.982.247-25',
    });
    expect(page.items.every((item) => item.status === 'requested')).toBe(true);

    const tooSoon = await move(claim.id, { to: 'shipped', carrier: 'Correios', trackingCode: 'X' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.code).toBe('awards.invalid_transition');

    t.clock.advance(60_000);
    // The admin names the claim alone: its seller is looked up once, then named throughout.
    const approved = await namingTheSeller(['award_claims', 'award_claim_events'], () =>
      move(claim.id, { to: 'approved' }),
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminAwardClaim>().status).toBe('approved');
    expect(await emailsTo(seller.user.email, 'awards.claim_approved')).toHaveLength(1);

    const noTracking = await move(claim.id, { to: 'shipped', carrier: ' ' });
    expect(noTracking.statusCode).toBe(400);
    expect(Object.keys(noTracking.json().error.fields).sort()).toEqual(['carrier', 'trackingCode']);

    t.clock.advance(60_000);
    const shipped = await move(claim.id, {
      to: 'shipped',
      carrier: 'Correios',
      trackingCode: 'BR123456789BR',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<AdminAwardClaim>()).toMatchObject({
      status: 'shipped',
      carrier: 'Correios',
      trackingCode: 'BR123456789BR',
    });
    const [shippedEmail] = await emailsTo(seller.user.email, 'awards.claim_shipped');
    expect(shippedEmail?.text).toContain('BR123456789BR');
    expect(shippedEmail?.subject).toContain('Placa 300');

    const refuseShipped = await move(claim.id, { to: 'refused', reason: 'Tarde demais' });
    expect(refuseShipped.statusCode).toBe(409);

    t.clock.advance(60_000);
    const delivered = await move(claim.id, { to: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    expect(await emailsTo(seller.user.email, 'awards.claim_delivered')).toHaveLength(1);

    // The seller reads the whole timeline, with the shipment's details.
    const mine = (await awardsOf(seller.user)).items.find((item) => item.id === physical.id)?.claim;
    expect(mine).toMatchObject({
      status: 'delivered',
      carrier: 'Correios',
      trackingCode: 'BR123456789BR',
    });
    expect(mine?.timeline.map((event) => [event.status, event.note])).toEqual([
      ['requested', null],
      ['approved', null],
      ['shipped', 'Correios · BR123456789BR'],
      ['delivered', null],
    ]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, claim.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'admin.award_claim.approve',
      'admin.award_claim.deliver',
      'admin.award_claim.ship',
    ]);
    expect(audit.every((entry) => entry.actorId === admin.id)).toBe(true);
    expect(audit.find((entry) => entry.action === 'admin.award_claim.ship')?.after).toEqual({
      status: 'shipped',
      carrier: 'Correios',
      trackingCode: 'BR123456789BR',
    });
  });

  it('is refused with a reason the seller reads', async () => {
    const other = await sellerWithKeys(t);
    await sale(other, 30_000);
    const created = await call(other.user, 'POST', '/web/awards/claims', claimBody(physical.id));
    expect(created.statusCode).toBe(201);
    const id = created.json<AwardClaim>().id;
    const noReason = await move(id, { to: 'refused' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().error.fields)).toEqual(['reason']);
    const refused = await move(id, { to: 'refused', reason: 'CPF do destinatário não confere.' });
    expect(refused.statusCode).toBe(200);
    const mine = (await awardsOf(other.user)).items.find((item) => item.id === physical.id)?.claim;
    expect(mine).toMatchObject({ status: 'refused', reason: 'CPF do destinatário não confere.' });
    const [email] = await emailsTo(other.user.email, 'awards.claim_refused');
    expect(email?.text).toContain('CPF do destinatário não confere.');
    const reopened = await move(id, { to: 'approved' });
    expect(reopened.statusCode).toBe(409);
    const unknown = await move('00000000-0000-4000-8000-000000000000', { to: 'approved' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the awards job', () => {
  it('records tiers reached since it last ran, emails each seller once, and never removes them', async () => {
    const quiet = await sellerWithKeys(t);
    const looker = await sellerWithKeys(t);
    const bronze = await tier('Bronze 500', 50_000, 'digital');
    const silver = await tier('Prata 600', 60_000);
    // Earlier tests left achievements to tell of: told now, so this test counts its own.
    await notifyAchievements(t.app);
    await sale(quiet, 60_000);
    await sale(looker, 50_000);
    // The looker opens /awards first: recorded at once, emailed by the job.
    const seen = await awardsOf(looker.user);
    expect(seen.items.find((item) => item.id === bronze.id)?.reachedAt).toBe(
      t.clock.now().toISOString(),
    );
    expect(await emailsTo(looker.user.email, 'awards.reached')).toHaveLength(0);

    t.clock.advance(5 * 60_000);
    const ranAt = t.clock.now();
    const run = await recordAndNotifyAchievements(t.app);
    expect(run.recorded).toBeGreaterThanOrEqual(2);
    const rows = await t.database.db
      .select()
      .from(awardAchievements)
      .where(inArray(awardAchievements.sellerId, [quiet.user.id, looker.user.id]));
    const quietRows = rows.filter((row) => row.sellerId === quiet.user.id);
    expect(quietRows.map((row) => row.tierId)).toEqual(
      expect.arrayContaining([bronze.id, silver.id]),
    );
    expect(quietRows.every((row) => row.reachedAt.getTime() === ranAt.getTime())).toBe(true);
    expect(rows.every((row) => row.notifiedAt?.getTime() === ranAt.getTime())).toBe(true);
    // One email per seller, naming every tier reached.
    const [quietEmail, ...more] = await emailsTo(quiet.user.email, 'awards.reached');
    expect(more).toHaveLength(0);
    expect(quietEmail?.subject).toContain('Prata 600');
    expect(quietEmail?.text).toContain('Bronze 500');
    expect(await emailsTo(looker.user.email, 'awards.reached')).toHaveLength(1);

    // Again: nothing new, nobody emailed twice.
    t.clock.advance(5 * 60_000);
    const again = await recordAndNotifyAchievements(t.app);
    expect(again).toEqual({ recorded: 0, notified: 0 });
    expect(await emailsTo(quiet.user.email, 'awards.reached')).toHaveLength(1);

    // Two workers at once tell a new seller once; the sellers are read first, without locks, and
    // everything after names the seller (docs/scaling.md).
    const late = await sellerWithKeys(t);
    await sale(late, 50_000);
    await awardsOf(late.user);
    const reached = await t.database.db.$count(
      awardAchievements,
      eq(awardAchievements.sellerId, late.user.id),
    );
    expect(reached).toBeGreaterThan(0);
    const sent = await statementsOf(async () => {
      const counts = await Promise.all([notifyAchievements(t.app), notifyAchievements(t.app)]);
      expect(counts[0] + counts[1]).toBe(reached);
    });
    expect(await emailsTo(late.user.email, 'awards.reached')).toHaveLength(1);
    if (process.env.TEST_DB === 'postgres') {
      const about = touching(sent, ['award_achievements']);
      const reads = about.filter((statement) =>
        /^select "seller_id" from .* group by/.test(statement),
      );
      expect(reads).toHaveLength(2);
      expect(reads.some((statement) => statement.includes(' for update'))).toBe(false);
      const rest = about.filter((statement) => !reads.includes(statement));
      expect(rest.length).toBeGreaterThan(0);
      expect(rest.every(namesSeller)).toBe(true);
    }

    // A refund below the tiers leaves them reached.
    const [paid] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.sellerId, quiet.user.id));
    const refund = await call(quiet.user, 'POST', `/web/orders/${paid?.id}/refund`, {});
    expect(refund.statusCode).toBe(200);
    await recordAndNotifyAchievements(t.app);
    const kept = await awardsOf(quiet.user);
    expect(kept.totalInvoiced).toBe(0);
    expect(kept.items.find((item) => item.id === silver.id)).toMatchObject({
      reachedAt: ranAt.toISOString(),
      claimable: true,
    });
  });
});

describe('tiers in the admin', () => {
  it('creates, changes and illustrates tiers, audited, with the image public', async () => {
    const created = await tier('Troféu 700', 70_000);
    expect(created).toMatchObject({
      name: 'Troféu 700',
      threshold: 70_000,
      kind: 'physical',
      active: true,
      imageUrl: null,
      reachedCount: 0,
      openClaims: 0,
    });
    const invalid = await call(admin, 'POST', '/web/admin/award-tiers', {
      name: ' ',
      threshold: 0,
      kind: 'golden',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['kind', 'name', 'threshold']);

    const changed = await call(admin, 'PUT', `/web/admin/award-tiers/${created.id}`, {
      name: 'Troféu 750',
      threshold: 75_000,
      kind: 'physical',
      description: null,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AwardTier>()).toMatchObject({ name: 'Troféu 750', active: false });

    const headers = await as(admin);
    const send = (data: Buffer, type: string) => {
      const body = multipartFile(data, 'trofeu', type);
      return t.app.inject({
        method: 'PUT',
        url: `/web/admin/award-tiers/${created.id}/image`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };
    const refused = await send(samples.pdf, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('products.invalid_image');
    const uploaded = await send(samples.png, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const imageUrl = uploaded.json<AwardTier>().imageUrl ?? '';
    expect(imageUrl).toContain(`/web/public/award-tiers/${created.id}/image`);
    const image = await t.app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(samples.png)).toBe(true);

    const list = (await call(admin, 'GET', '/web/admin/award-tiers')).json<AwardTiers>();
    const thresholds = list.items.map((item) => item.threshold);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(list.items.find((item) => item.id === created.id)?.imageUrl).toBe(imageUrl);
    // Sellers of the tests above reached the 300 tier.
    const placa = list.items.find((item) => item.name === 'Placa 300');
    expect(placa?.reachedCount).toBeGreaterThanOrEqual(3);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'admin.award_tier.create',
      'admin.award_tier.image',
      'admin.award_tier.update',
    ]);

    // An inactive tier is no longer shown to sellers who did not reach it.
    const seller = await sellerWithKeys(t);
    const awards = await awardsOf(seller.user);
    expect(awards.items.some((item) => item.id === created.id)).toBe(false);
  });
});
