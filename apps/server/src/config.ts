import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseVaultKeyRing, type VaultKeyRing } from './lib/card-vault.ts';
import { parseSecretsKey } from './lib/secrets.ts';
import { fcmDefaultUrl, googleTokenUrl } from './providers/push/fcm.ts';
import type { PushSettings } from './providers/push/types.ts';
import { ptaxDefaultUrl } from './providers/rates/ptax.ts';
import { type RatesProviderSettings, ratesProviderKinds } from './providers/rates/types.ts';
import type { S3Settings } from './providers/storage/s3.ts';

/** A development key generated once and kept beside the embedded database. */
function embeddedSecretsKey(dataDir: string): Buffer {
  const path = join(dataDir, 'secrets.key');
  if (existsSync(path)) return parseSecretsKey(readFileSync(path, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(path, key.toString('hex'), { mode: 0o600 });
  chmodSync(path, 0o600);
  return key;
}

/** The card vault's development key ring, generated once beside the embedded database. */
function embeddedVaultKeys(dataDir: string): VaultKeyRing {
  const path = join(dataDir, 'card-vault.key');
  if (existsSync(path)) return parseVaultKeyRing(readFileSync(path, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const text = `dev1:${randomBytes(32).toString('hex')}`;
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
  return parseVaultKeyRing(text);
}

function vaultKeysFrom(value: string | undefined, env: string, dataDir: string): VaultKeyRing {
  if (!value) {
    if (env === 'production')
      throw new ConfigError('Invalid configuration:\n  CARD_VAULT_KEY is required in production');
    return embeddedVaultKeys(dataDir);
  }
  try {
    return parseVaultKeyRing(value);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
}

/**
 * FCM from `FCM_SERVICE_ACCOUNT` (the service account JSON, inline or as a file path) and
 * `FCM_PROJECT_ID` (defaults to the account's project); the sandbox when neither is set.
 */
function pushSettingsFrom(value: {
  FCM_SERVICE_ACCOUNT?: string | undefined;
  FCM_PROJECT_ID?: string | undefined;
  FCM_URL: string;
  FCM_TOKEN_URL: string;
}): PushSettings {
  if (!value.FCM_SERVICE_ACCOUNT) {
    if (value.FCM_PROJECT_ID)
      throw new ConfigError('Invalid configuration:\n  FCM_PROJECT_ID needs FCM_SERVICE_ACCOUNT');
    return { kind: 'sandbox' };
  }
  let account: { project_id?: unknown; client_email?: unknown; private_key?: unknown };
  try {
    const text = value.FCM_SERVICE_ACCOUNT.trim().startsWith('{')
      ? value.FCM_SERVICE_ACCOUNT
      : readFileSync(value.FCM_SERVICE_ACCOUNT, 'utf8');
    account = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  FCM_SERVICE_ACCOUNT is not readable JSON (${(error as Error).message})`,
    );
  }
  const projectId = value.FCM_PROJECT_ID ?? account.project_id;
  if (
    typeof projectId !== 'string' ||
    typeof account.client_email !== 'string' ||
    typeof account.private_key !== 'string'
  )
    throw new ConfigError(
      'Invalid configuration:\n  FCM_SERVICE_ACCOUNT needs client_email, private_key and a project (project_id or FCM_PROJECT_ID)',
    );
  return {
    kind: 'fcm',
    projectId,
    clientEmail: account.client_email,
    privateKey: account.private_key,
    url: value.FCM_URL,
    tokenUrl: value.FCM_TOKEN_URL,
  };
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  TRUST_PROXY: booleanFromEnv.default(false),
  SEED_DEMO: booleanFromEnv.optional(),
  WEB_DIST_DIR: z.string().optional(),
  SECRETS_KEY: z.string().optional(),
  CARD_VAULT_KEY: z.string().optional(),
  OUTBOUND_ALLOW_PRIVATE_NETWORKS: booleanFromEnv.default(false),
  SANDBOX_AUTOPAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  RECOVERY_OUTREACH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  RECOVERY_LEAD_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Repasse <no-reply@repasse.dev>'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  EXCHANGE_RATES_PROVIDER: z.enum(ratesProviderKinds).default('sandbox'),
  EXCHANGE_RATES_PTAX_URL: z.string().url().default(ptaxDefaultUrl),
  EXCHANGE_RATES_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  EXCHANGE_RATES_MIN_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_URL: z.string().url().default(fcmDefaultUrl),
  FCM_TOKEN_URL: z.string().url().default(googleTokenUrl),
});

/** The exchange-rate widget's provider, and how long a stored quote is reused. */
export type ExchangeRatesSettings = RatesProviderSettings & {
  /** A quote younger than this is answered from the database without asking the provider. */
  ttlMs: number;
  /** A refresh asks the provider only when its last attempt is older than this. */
  minRefreshMs: number;
};

/**
 * Card-testing defences on /v1/tokens (decision 0007): a buyer needs one or two tokens; a
 * card-testing script needs thousands, from few IPs, trying many cards or one card many times.
 * Per IP and per card they apply to live keys: test mode never reaches a card network.
 */
export type CardTokenLimits = {
  windowMs: number;
  perKey: number;
  /** What a key may still do once its charges are declined too often. */
  perKeySlowed: number;
  perIp: number;
  perCard: number;
  /** Declined card charges on one public key within `declineWindowMs` that slow it. */
  declinesToSlow: number;
  declineWindowMs: number;
};

export const defaultCardTokenLimits: CardTokenLimits = {
  windowMs: 15 * 60 * 1000,
  perKey: 300,
  perKeySlowed: 20,
  perIp: 60,
  perCard: 10,
  declinesToSlow: 10,
  declineWindowMs: 60 * 60 * 1000,
};

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** Directory of the embedded database; undefined means in memory (tests). */
  dataDir: string | undefined;
  logLevel: string;
  role: 'all' | 'api' | 'worker';
  /**
   * API processes sharing one port (`node:cluster`); above 1, `main.ts` becomes their supervisor
   * and, with role `all`, forks one more process for the jobs (`cluster.ts`).
   */
  apiProcesses: number;
  sessionTtlHours: number;
  trustProxy: boolean;
  seedDemo: boolean;
  webDistDir: string;
  /** S3-compatible storage for uploaded files; undefined means local disk under the data directory. */
  s3: S3Settings | undefined;
  /** 32-byte key for secrets at rest; embedded mode keeps a generated one in the data directory. */
  secretsKey: Buffer;
  /**
   * The card vault's keys (`CARD_VAULT_KEY`), apart from `secretsKey` so that whoever can read
   * provider tokens cannot read card numbers; embedded mode keeps a generated ring in the data directory.
   */
  cardVaultKeys: VaultKeyRing;
  cardTokenLimits: CardTokenLimits;
  /** Where the server can be reached, for links and the sandboxes' webhooks. */
  publicUrl: string;
  smtpUrl: string | undefined;
  /**
   * Lets webhooks and provider API URLs reach loopback and private networks: for local development
   * against servers on this machine. Metadata services and reserved ranges stay refused.
   */
  outboundAllowPrivateNetworks: boolean;
  /** Sandbox acquirer: live-mode Pix and boleto pay themselves after this many seconds (0: never). */
  sandboxAutoPaySeconds: number;
  /** Smart recovery: how often due steps are looked for, and how long a lead idles before it counts as abandoned. */
  recovery: { outreachIntervalMs: number; leadIdleMs: number };
  mailFrom: string;
  exchangeRates: ExchangeRatesSettings;
  /** Push notifications: FCM HTTP v1 with a service account, or the sandbox (the push outbox only). */
  push: PushSettings;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.API_PROCESSES > 1 && !value.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  API_PROCESSES above 1 needs DATABASE_URL (the embedded database lives in one process)',
    );
  if (value.API_PROCESSES > 1 && value.PROCESS_ROLE === 'worker')
    throw new ConfigError(
      'Invalid configuration:\n  API_PROCESSES above 1 needs PROCESS_ROLE all or api (a worker serves no API)',
    );
  let s3: S3Settings | undefined;
  if (value.S3_BUCKET) {
    if (!value.S3_ENDPOINT || !value.S3_ACCESS_KEY_ID || !value.S3_SECRET_ACCESS_KEY) {
      throw new ConfigError(
        'Invalid configuration:\n  S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
    s3 = {
      endpoint: value.S3_ENDPOINT,
      bucket: value.S3_BUCKET,
      region: value.S3_REGION,
      accessKeyId: value.S3_ACCESS_KEY_ID,
      secretAccessKey: value.S3_SECRET_ACCESS_KEY,
    };
  }
  const dataDir = resolve(value.DATA_DIR);
  let secretsKey: Buffer;
  if (value.SECRETS_KEY) secretsKey = parseSecretsKey(value.SECRETS_KEY);
  else if (value.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration:\n  SECRETS_KEY is required in production');
  else secretsKey = embeddedSecretsKey(dataDir);
  if (secretsKey.length !== 32)
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_KEY must be 32 bytes (64 hex characters)',
    );
  const cardVaultKeys = vaultKeysFrom(value.CARD_VAULT_KEY, value.NODE_ENV, dataDir);
  if (cardVaultKeys.all.some((k) => k.key.equals(secretsKey)))
    throw new ConfigError('Invalid configuration:\n  CARD_VAULT_KEY must differ from SECRETS_KEY');
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    databaseUrl: value.DATABASE_URL,
    dataDir,
    logLevel: value.LOG_LEVEL,
    role: value.PROCESS_ROLE,
    apiProcesses: value.API_PROCESSES,
    sessionTtlHours: value.SESSION_TTL_HOURS,
    trustProxy: value.TRUST_PROXY,
    seedDemo: value.SEED_DEMO ?? value.NODE_ENV !== 'production',
    webDistDir: resolve(value.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    s3,
    secretsKey,
    cardVaultKeys,
    cardTokenLimits: defaultCardTokenLimits,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    smtpUrl: value.SMTP_URL,
    outboundAllowPrivateNetworks: value.OUTBOUND_ALLOW_PRIVATE_NETWORKS,
    sandboxAutoPaySeconds: value.SANDBOX_AUTOPAY_SECONDS,
    recovery: {
      outreachIntervalMs: value.RECOVERY_OUTREACH_INTERVAL_SECONDS * 1000,
      leadIdleMs: value.RECOVERY_LEAD_IDLE_SECONDS * 1000,
    },
    mailFrom: value.MAIL_FROM,
    exchangeRates: {
      kind: value.EXCHANGE_RATES_PROVIDER,
      ptaxUrl: value.EXCHANGE_RATES_PTAX_URL,
      sandboxDelayMs: 300,
      ttlMs: value.EXCHANGE_RATES_TTL_SECONDS * 1000,
      minRefreshMs:
        Math.min(value.EXCHANGE_RATES_MIN_REFRESH_SECONDS, value.EXCHANGE_RATES_TTL_SECONDS) * 1000,
    },
    push: pushSettingsFrom(value),
  };
}

/** Configuration for tests: in-memory database, quiet logs, no demo data. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    databaseUrl: undefined,
    dataDir: undefined,
    logLevel: 'silent',
    role: 'api',
    apiProcesses: 1,
    sessionTtlHours: 24,
    trustProxy: false,
    seedDemo: false,
    webDistDir: new URL('../../web/dist', import.meta.url).pathname,
    s3: undefined,
    secretsKey: randomBytes(32),
    cardVaultKeys: parseVaultKeyRing(`test:${randomBytes(32).toString('hex')}`),
    // Tests charge the same test card from one address many times; the card-testing tests set
    // the defaults back.
    cardTokenLimits: { ...defaultCardTokenLimits, perKey: 1e6, perIp: 1e6, perCard: 1e6 },
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    outboundAllowPrivateNetworks: false,
    sandboxAutoPaySeconds: 0,
    recovery: { outreachIntervalMs: 60_000, leadIdleMs: 300_000 },
    mailFrom: 'Repasse <no-reply@repasse.dev>',
    exchangeRates: {
      kind: 'sandbox',
      ptaxUrl: ptaxDefaultUrl,
      sandboxDelayMs: 0,
      ttlMs: 300_000,
      minRefreshMs: 30_000,
    },
    push: { kind: 'sandbox' },
    ...overrides,
  };
}
