import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCardsThroughDownAcquirer } from '../../test/acquirers.ts';
import { publicKeyOf, tokenizeCard } from '../../test/cards.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { postCharge, sellerWithKeys, sessionHeaders, testCustomer } from '../../test/sellers.ts';

/**
 * PCI DSS 3.3.1 and 3.5.1, proven on the database and the logs: after every way a card can
 * reach the platform, no column of any table and no log line holds a card number, its plain
 * SHA-256, or the security code.
 */
const cvv = '7319';
const numbers = {
  approved: '4111111111111111',
  declined: '4000000000009995',
  fallback: '5555555555554444',
  raw: '378282246310005',
};
const cardOf = (number: string) => ({
  number,
  holderName: 'ANA PAGADORA',
  expMonth: 11,
  expYear: 2031,
  cvv,
});

const logLines: string[] = [];
let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    queue: true,
    // The fallback acquirer is a closed port on this machine; every log line is kept.
    config: { outboundAllowPrivateNetworks: true, logLevel: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  adminHeaders = bearer((await createUserAndLogin(t, 'admin')).token);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];

/** Every value of every column that can hold text or bytes, in every schema but the system's. */
async function everyStoredValue(): Promise<{ where: string; value: unknown }[]> {
  const columns = rowsOf(
    await t.database.db.execute(sql`
      select table_schema, table_name, column_name
      from information_schema.columns
      join information_schema.tables using (table_schema, table_name)
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY', 'USER-DEFINED')`),
  ) as { table_schema: string; table_name: string; column_name: string }[];
  expect(columns.length).toBeGreaterThan(50);
  const found: { where: string; value: unknown }[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const id = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const rows = rowsOf(
      await t.database.db.execute(
        sql.raw(
          `select ${id(column_name)} as v from ${id(table_schema)}.${id(table_name)} where ${id(column_name)} is not null`,
        ),
      ),
    );
    for (const row of rows)
      found.push({ where: `${table_schema}.${table_name}.${column_name}`, value: row.v });
  }
  return found;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Every leaf of a JSON value, for finding a security code stored as a value of its own. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What betrays a card in one stored or logged value; empty when nothing does. */
function betrayals(value: unknown): string[] {
  const found: string[] = [];
  const bytes =
    value instanceof Uint8Array
      ? Buffer.from(value)
      : Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8');
  for (const [name, number] of Object.entries(numbers)) {
    const digest = sha256(number);
    if (bytes.includes(number)) found.push(`${name} card number`);
    if (bytes.includes(digest)) found.push(`${name} SHA-256 (raw)`);
    for (const encoding of ['hex', 'base64', 'base64url'] as const)
      if (bytes.includes(digest.toString(encoding))) found.push(`${name} SHA-256 (${encoding})`);
  }
  if (value instanceof Uint8Array) {
    if (bytes.includes(cvv)) found.push('security code bytes');
    return found;
  }
  // A 4-digit code also turns up inside ids and amounts by chance: what betrays it is a value of
  // its own (a column, a JSON field) or a field named for it.
  const json = typeof value === 'string' ? (parseJson(value) ?? value) : value;
  if (leaves(json).some((leaf) => String(leaf) === cvv)) found.push('security code value');
  if (/"(cvv|cvc|securityCode|security_code)"\s*:\s*"?\d/i.test(bytes.toString('utf8')))
    found.push('security code field');
  return found;
}

describe('card data at rest', () => {
  it('leaves no card number, plain SHA-256 of one, or security code in the database or the logs', async () => {
    // 1. The hosted checkout: tokenised in the browser with the live public key, paid with the token.
    const seller = await sellerWithKeys(t);
    const sellerHeaders = await sessionHeaders(t, seller.user);
    const product = (
      await t.app.inject({
        method: 'POST',
        url: '/web/products',
        headers: sellerHeaders,
        payload: { name: 'Curso', price: 10_000, methods: ['card'], maxInstalments: 3 },
      })
    ).json<{ id: string }>();
    const checkout = (
      await t.app.inject({ method: 'GET', url: `/web/public/checkout/${product.id}` })
    ).json<{ publicKey: string }>();
    const browserToken = await tokenizeCard(t, checkout.publicKey, cardOf(numbers.approved), {
      origin: t.app.config.publicUrl,
    });
    expect(browserToken.statusCode).toBe(201);
    expect(browserToken.json().card).toEqual({
      brand: 'visa',
      firstSix: '411111',
      lastFour: '1111',
      expMonth: 11,
      expYear: 2031,
    });
    const checkoutPaid = await t.app.inject({
      method: 'POST',
      url: `/web/public/checkout/${product.id}/charges`,
      payload: {
        method: 'card',
        instalments: 2,
        customer: testCustomer,
        card: { token: browserToken.json().id },
      },
    });
    expect(checkoutPaid.json()).toMatchObject({ status: 'paid' });

    // 2. /v1 with a token, sent twice with one Idempotency-Key: one sale, the answer replayed.
    const publicKey = await publicKeyOf(t, seller.live);
    const token = async (number: string) =>
      (await tokenizeCard(t, publicKey, cardOf(number))).json<{ id: string }>().id;
    const sale = {
      amount: 5_000,
      method: 'card',
      description: 'Mentoria',
      customer: testCustomer,
      card: { token: await token(numbers.approved) },
    };
    const first = await postCharge(t, seller.live, sale, 'at-rest-0001');
    const replay = await postCharge(t, seller.live, sale, 'at-rest-0001');
    expect(first.json()).toMatchObject({ status: 'paid', card: { lastFour: '1111' } });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(first.json().id);

    // 3. A declined card.
    const declined = await postCharge(t, seller.live, {
      ...sale,
      card: { token: await token(numbers.declined) },
    });
    expect(declined.json()).toMatchObject({ status: 'refused' });

    // 4. A fallback across two acquirers: the card is read from the vault for each.
    const downFirst = await routeCardsThroughDownAcquirer(t.app, adminHeaders);
    const fallback = await postCharge(t, seller.live, {
      ...sale,
      card: { token: await token(numbers.fallback) },
    });
    expect(fallback.json()).toMatchObject({ status: 'paid', card: { brand: 'mastercard' } });
    const attempts = (
      await t.app.inject({
        method: 'GET',
        url: `/web/orders/${fallback.json().id}`,
        headers: sellerHeaders,
      })
    ).json<{ attempts: { outcome: string }[] }>().attempts;
    expect(attempts.map((a) => a.outcome)).toEqual(['technical_error', 'paid']);
    await downFirst.restore();

    // 5. Raw card data from a seller an admin allowed to send it (their own PCI attestation).
    const allowed = await sellerWithKeys(t);
    const raw = { ...sale, card: cardOf(numbers.raw) };
    expect((await postCharge(t, allowed.live, raw)).json().error.code).toBe('card.raw_not_allowed');
    await t.app.inject({
      method: 'PUT',
      url: `/web/admin/users/${allowed.user.id}/raw-card-data`,
      headers: adminHeaders,
      payload: { enabled: true },
    });
    expect((await postCharge(t, allowed.live, raw, 'at-rest-raw-1')).json()).toMatchObject({
      status: 'paid',
      card: { brand: 'amex', lastFour: '0005' },
    });

    // The vault holds the cards, sealed; their security codes are gone after the attempts.
    const tokens = rowsOf(
      await t.database.db.execute(
        sql`select card_sealed is not null as sealed, security_code_sealed is null as code_gone, used_at is not null as used from card_tokens`,
      ),
    );
    expect(tokens).toHaveLength(5);
    expect(tokens.every((row) => row.sealed && row.code_gone && row.used)).toBe(true);

    const stored = await everyStoredValue();
    const atRest = stored.flatMap(({ where, value }) =>
      betrayals(value).map((what) => `${where}: ${what}`),
    );
    expect(atRest).toEqual([]);

    expect(logLines.length).toBeGreaterThan(20);
    const logged = logLines.flatMap((line, index) =>
      betrayals(line).map((what) => `log line ${index}: ${what}`),
    );
    expect(logged).toEqual([]);
  });

  it('would notice a card number or a security code if one were stored', async () => {
    // The scan itself, shown to find what it looks for.
    expect(betrayals(`{"pan":"${numbers.approved}"}`)).toContain('approved card number');
    expect(betrayals(sha256(numbers.raw).toString('hex'))).toContain('raw SHA-256 (hex)');
    expect(betrayals({ card: { cvv } })).toContain('security code value');
    expect(betrayals('{"cvv":"123"}')).toContain('security code field');
    expect(betrayals(Buffer.from(`xx${cvv}xx`))).toContain('security code bytes');
    expect(betrayals('tok_ab7319cd and amount 17319')).toEqual([]);
  });

  it('redacts card fields from whatever is logged', () => {
    const before = logLines.length;
    t.app.log.info({ card: cardOf(numbers.approved) }, 'probe');
    t.app.log.error({ request: { body: { card: cardOf(numbers.raw) } } }, 'probe');
    const probes = logLines.slice(before);
    expect(probes).toHaveLength(2);
    expect(probes.flatMap(betrayals)).toEqual([]);
    expect(probes.join('')).toContain('[redacted]');
  });
});
