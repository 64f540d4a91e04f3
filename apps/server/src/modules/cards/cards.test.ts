import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCardTokenLimits } from '../../config.ts';
import { auditLog, cardTokens, emailOutbox } from '../../db/schema.ts';
import { createCardVault, parseVaultKeyRing } from '../../lib/card-vault.ts';
import { publicKeyOf } from '../../test/cards.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import {
  postCharge,
  sellerWithKeys,
  sessionHeaders,
  type TestSeller,
  testCard,
  testCustomer,
} from '../../test/sellers.ts';
import { openCard } from './charge-card.ts';
import { purgeExpiredCardData, sealedCardOf } from './queries.ts';
import { resealVault } from './reseal.ts';

let t: TestApp;
let seller: TestSeller;
let publicKey: string;
beforeAll(async () => {
  // The production limits: this file is about them.
  t = await createTestApp({ queue: true, config: { cardTokenLimits: defaultCardTokenLimits } });
  seller = await sellerWithKeys(t);
  publicKey = await publicKeyOf(t, seller.live);
});
afterAll(() => t.close());

const sale = (token: string) => ({
  amount: 5_000,
  method: 'card',
  description: 'Curso',
  customer: testCustomer,
  card: { token },
});

/** Each test tokenises from its own address, so the per-IP limit is one test's business. */
let address = 10;
const nextIp = () => `203.0.113.${address++}`;
const tokenise = (key: string, card: object, ip = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/tokens',
    headers: { ...bearer(key), ...headers },
    payload: { card },
    remoteAddress: ip,
  });

describe('POST /v1/tokens', () => {
  it('answers a single-use token with only the summary, for the public key only', async () => {
    const created = await tokenise(publicKey, testCard('5555 5555 5555 4444'));
    expect(created.statusCode).toBe(201);
    const token = created.json();
    expect(token).toMatchObject({
      object: 'token',
      type: 'card',
      livemode: true,
      used: false,
      card: { brand: 'mastercard', firstSix: '555555', lastFour: '4444', expMonth: 12 },
    });
    expect(token.id).toMatch(/^tok_[0-9A-Za-z]{24}$/);
    expect(new Date(token.expiresAt).getTime() - new Date(token.createdAt).getTime()).toBe(
      15 * 60 * 1000,
    );
    expect(created.body).not.toContain('5555555555554444');

    // A secret key cannot tokenise, and a public key cannot charge.
    expect((await tokenise(seller.live, testCard())).statusCode).toBe(401);
    expect((await postCharge(t, publicKey, sale(token.id))).statusCode).toBe(401);
    expect((await tokenise('pk_live_nope', testCard())).statusCode).toBe(401);

    const paid = await postCharge(t, seller.live, sale(token.id));
    expect(paid.json()).toMatchObject({ status: 'paid', card: { brand: 'mastercard' } });
    const again = await postCharge(t, seller.live, sale(token.id));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'card_token.used' });
    expect(again.json().error.fields).toHaveProperty(['card.token']);
  });

  it('checks Luhn, expiry and brand before storing anything', async () => {
    const count = async () => (await t.app.db.select().from(cardTokens)).length;
    const before = await count();
    const refused = async (card: object) => {
      const response = await tokenise(publicKey, card);
      expect(response.statusCode).toBe(400);
      return response.json().error.fields;
    };
    expect(await refused(testCard('4111111111111112'))).toHaveProperty(['card.number']);
    expect(await refused({ ...testCard(), expYear: 2020 })).toHaveProperty(['card.expYear']);
    // Luhn-valid, but no brand we accept.
    expect(await refused(testCard('9999999999999995'))).toEqual({
      'card.number': 'This card brand is not accepted.',
    });
    expect(await refused({ ...testCard(), cvv: '12' })).toHaveProperty(['card.cvv']);
    expect(await count()).toBe(before);
  });

  it("refuses another seller's token, a test token on a live key, and an expired one", async () => {
    const other = await sellerWithKeys(t);
    const theirs = (await tokenise(await publicKeyOf(t, other.live), testCard())).json().id;
    const testToken = (await tokenise(await publicKeyOf(t, seller.test), testCard())).json().id;
    for (const token of [theirs, testToken, 'tok_000000000000000000000000']) {
      const response = await postCharge(t, seller.live, sale(token));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('card_token.not_found');
    }
    // Their token is untouched: still theirs to use.
    expect((await postCharge(t, other.live, sale(theirs))).json().status).toBe('paid');

    const stale = (await tokenise(publicKey, testCard())).json().id;
    t.clock.advance(15 * 60 * 1000);
    expect((await postCharge(t, seller.live, sale(stale))).json().error.code).toBe(
      'card_token.expired',
    );
    // The purge destroys what the expired token held: nothing was charged with it.
    expect(await purgeExpiredCardData(t.app.db, t.clock.now())).toBeGreaterThanOrEqual(2);
    const [row] = await t.app.db.select().from(cardTokens).where(eq(cardTokens.id, stale));
    expect(row).toMatchObject({ cardSealed: null, securityCodeSealed: null, lastFour: '1111' });
  });

  it('takes the security code off the token as the charge claims it, whatever the acquirer says', async () => {
    // Approved, declined, and an acquirer that fails on every attempt.
    for (const number of ['4111111111111111', '4000000000009995', '4000000000000119']) {
      const token = (await tokenise(publicKey, testCard(number))).json().id;
      const [before] = await t.app.db.select().from(cardTokens).where(eq(cardTokens.id, token));
      expect(before?.securityCodeSealed, number).not.toBeNull();
      const charged = await postCharge(t, seller.live, sale(token));
      expect(charged.statusCode, number).toBeLessThan(500);
      const [after] = await t.app.db.select().from(cardTokens).where(eq(cardTokens.id, token));
      expect(after, number).toMatchObject({ securityCodeSealed: null });
      expect(after?.usedAt, number).not.toBeNull();
      expect(after?.cardSealed, number).not.toBeNull();
    }
  });

  it('makes tokens only for pages of the platform and of the origins the seller registered', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/tokens',
      headers: { origin: 'https://loja.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://loja.example.com');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');

    const from = (origin: string) => tokenise(publicKey, testCard(), nextIp(), { origin });
    const stranger = await from('https://loja.example.com');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('card_token.origin_not_allowed');
    // The page may read why, and nothing was stored for it.
    expect(stranger.headers['access-control-allow-origin']).toBe('https://loja.example.com');
    expect((await from(t.app.config.publicUrl)).statusCode).toBe(201);

    const headers = await sessionHeaders(t, seller.user);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/web/integrations/card-token-origins',
      headers,
      payload: { origins: ['https://loja.example.com/', 'https://loja.example.com'] },
    });
    expect(saved.json()).toEqual({ origins: ['https://loja.example.com'] });
    const welcome = await from('https://loja.example.com');
    expect(welcome.statusCode).toBe(201);
    expect(welcome.headers['access-control-allow-origin']).toBe('https://loja.example.com');
    for (const origin of [
      'http://loja.example.com',
      'https://loja.example.com/checkout',
      'ftp://x',
    ])
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/web/integrations/card-token-origins',
            headers,
            payload: { origins: [origin] },
          })
        ).json().error.fields,
      ).toHaveProperty(['origins.0']);
  });

  it('refuses raw card data unless an admin allowed the seller, and vaults it even then', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const other = await sellerWithKeys(t);
    const raw = { ...sale('x'), card: testCard('378282246310005') };
    const refused = await postCharge(t, other.live, raw);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'card.raw_not_allowed',
      fields: { card: expect.stringContaining('/v1/tokens') },
    });
    // Impersonating admins cannot grant it, and plain sellers cannot reach the switch.
    const allow = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/web/admin/users/${other.user.id}/raw-card-data`,
        headers,
        payload: { enabled: true },
      });
    expect((await allow(await sessionHeaders(t, other.user))).statusCode).toBe(403);
    expect((await allow(bearer(admin.token))).json()).toEqual({ enabled: true });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'admin.user.raw_card_data'), eq(auditLog.targetId, other.user.id)),
      );
    expect(audit?.after).toEqual({ rawCardAllowed: true });

    const paid = await postCharge(t, other.live, raw);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      card: { brand: 'amex', lastFour: '0005' },
    });
    const [vaulted] = await t.app.db
      .select()
      .from(cardTokens)
      .where(eq(cardTokens.transactionId, paid.json().id));
    expect(vaulted).toMatchObject({ apiKeyId: null, securityCodeSealed: null, firstSix: '378282' });
    expect(vaulted?.cardSealed).toBeInstanceOf(Buffer);
  });
});

/** Cards the earlier tests in this file did not use up. */
const cardNumbers = ['4000056655665556', '5200828282828210', '4917610000000000003'];

describe('card testing', () => {
  it('limits tokens per card and per IP, in live mode', async () => {
    const card = testCard('4012888888881881');
    const ip = nextIp();
    for (let i = 0; i < defaultCardTokenLimits.perCard; i++)
      expect((await tokenise(publicKey, card, nextIp())).statusCode).toBe(201);
    const limited = await tokenise(publicKey, card, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    const numbers = ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117'];
    let status = 0;
    for (let i = 0; i <= defaultCardTokenLimits.perIp; i++)
      status = (await tokenise(publicKey, testCard(numbers[i % numbers.length]), ip)).statusCode;
    expect(status).toBe(429);
    // Test mode reaches no card network: a seller's own test suite is not card testing.
    const testKey = await publicKeyOf(t, seller.test);
    for (let i = 0; i <= defaultCardTokenLimits.perCard; i++)
      expect((await tokenise(testKey, card, ip)).statusCode).toBe(201);
  });

  it('slows a public key whose cards keep being declined and tells the admins once', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const suspect = await sellerWithKeys(t);
    const key = await publicKeyOf(t, suspect.live);
    // Two declining test cards in turn, so the per-card limit stays out of it.
    const declining = ['4000000000009995', '4000000000009979'];
    for (let i = 0; i < defaultCardTokenLimits.declinesToSlow + 2; i++) {
      const card = testCard(declining[i % 2]);
      const token = (await tokenise(key, card, nextIp())).json().id;
      expect((await postCharge(t, suspect.live, sale(token))).json().status).toBe('refused');
    }
    const alerts = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'card_testing.suspected'), eq(auditLog.targetId, suspect.user.id)),
      );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.after).toMatchObject({ declines: defaultCardTokenLimits.declinesToSlow });
    const emails = (await t.app.db.select().from(emailOutbox)).filter(
      (email) => email.template === 'security.card_testing',
    );
    const toAdmin = emails.find((email) => email.to === admin.email);
    // Admins read it in their language (pt-BR unless they chose English).
    expect(toAdmin?.text).toContain(
      `${defaultCardTokenLimits.declinesToSlow} cobranças com cartão`,
    );
    expect(toAdmin?.text).toContain(suspect.user.email);

    // 12 tokens so far in this window; the slowed key has 20.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await tokenise(key, testCard(cardNumbers[i % 3]), nextIp())).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    const slowed = await tokenise(key, testCard('4242424242424242'), nextIp());
    expect(slowed.json().error.code).toBe('card_token.slowed');
    // Another seller's key is not slowed by it.
    expect((await tokenise(publicKey, testCard('4242424242424242'), nextIp())).statusCode).toBe(
      201,
    );
  });
});

describe('the vault', () => {
  it('re-seals everything under a new key, after which the old key can go', async () => {
    const token = (await tokenise(publicKey, testCard('5105105105105100'))).json().id;
    const oldRing = t.app.config.cardVaultKeys;
    const newKey = { id: 'rotated', key: Buffer.alloc(32, 7) };
    const both = createCardVault({ current: newKey, all: [newKey, ...oldRing.all] });
    const { resealed } = await resealVault(t.app.db, both, 2);
    expect(resealed).toBeGreaterThan(0);
    expect(
      (await t.app.db.select().from(cardTokens)).filter(
        (row) => row.vaultKeyId !== 'rotated' && (row.cardSealed || row.securityCodeSealed),
      ),
    ).toEqual([]);
    const onlyNew = createCardVault(parseVaultKeyRing(`rotated:${newKey.key.toString('hex')}`));
    const sealed = await sealedCardOf(t.app.db, token);
    if (!sealed) throw new Error('the token vanished');
    const card = openCard({ ...t.app, cardVault: onlyNew } as typeof t.app, sealed);
    expect(card).toMatchObject({ number: '5105105105105100', cvv: '123', expMonth: 12 });
    const [row] = await t.app.db.select().from(cardTokens).where(eq(cardTokens.id, token));
    expect(row?.fingerprint).toBe(onlyNew.fingerprint('5105105105105100').value);
    // Sealed data is bound to its token: moved to another row, it does not open.
    expect(() =>
      onlyNew.open({ keyId: 'rotated', data: row?.cardSealed as Buffer }, 'tok_other'),
    ).toThrow();
  });
});
