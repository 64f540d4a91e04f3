import { resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './providers/storage/s3.ts';

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
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  TRUST_PROXY: booleanFromEnv.default(false),
  SEED_DEMO: booleanFromEnv.optional(),
  WEB_DIST_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** Directory of the embedded database; undefined means in memory (tests). */
  dataDir: string | undefined;
  logLevel: string;
  role: 'all' | 'api' | 'worker';
  sessionTtlHours: number;
  trustProxy: boolean;
  seedDemo: boolean;
  webDistDir: string;
  /** S3-compatible storage for uploaded files; undefined means local disk under the data directory. */
  s3: S3Settings | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
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
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    databaseUrl: value.DATABASE_URL,
    dataDir: resolve(value.DATA_DIR),
    logLevel: value.LOG_LEVEL,
    role: value.PROCESS_ROLE,
    sessionTtlHours: value.SESSION_TTL_HOURS,
    trustProxy: value.TRUST_PROXY,
    seedDemo: value.SEED_DEMO ?? value.NODE_ENV !== 'production',
    webDistDir: resolve(value.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    s3,
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
    sessionTtlHours: 24,
    trustProxy: false,
    seedDemo: false,
    webDistDir: new URL('../../web/dist', import.meta.url).pathname,
    s3: undefined,
    ...overrides,
  };
}
