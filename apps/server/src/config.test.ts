import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'repasse-config-'));

describe('configuration', () => {
  it('has safe embedded defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      role: 'all',
      databaseUrl: undefined,
      seedDemo: true,
      dataDir: dir,
      outboundAllowPrivateNetworks: false,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    // Embedded mode keeps a generated secrets key beside the database, private, and reuses it.
    expect(config.secretsKey).toHaveLength(32);
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'secrets.key'), 'utf8')).toBe(config.secretsKey.toString('hex'));
    expect(loadConfig({ DATA_DIR: dir }).secretsKey).toEqual(config.secretsKey);
  });

  it('does not seed demo data in production unless asked', () => {
    const key = 'ab'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      SECRETS_KEY: key,
      CARD_VAULT_KEY: `k1:${'cd'.repeat(32)}`,
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY is required/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SECRETS_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it('keeps the card vault key apart: required in production, rotatable, never the secrets key', () => {
    const secrets = 'ab'.repeat(32);
    const production = { NODE_ENV: 'production', SECRETS_KEY: secrets } as const;
    expect(() => loadConfig(production)).toThrow(/CARD_VAULT_KEY is required/);
    expect(() => loadConfig({ ...production, CARD_VAULT_KEY: `k1:${secrets}` })).toThrow(
      /must differ from SECRETS_KEY/,
    );
    expect(() => loadConfig({ ...production, CARD_VAULT_KEY: 'k1:short' })).toThrow(/32 bytes/);
    expect(() =>
      loadConfig({ ...production, CARD_VAULT_KEY: `k1:${'cd'.repeat(32)},k1:${'ef'.repeat(32)}` }),
    ).toThrow(/repeats a key id/);
    const ring = loadConfig({
      ...production,
      CARD_VAULT_KEY: `k2:${'cd'.repeat(32)}, k1:${'ef'.repeat(32)}`,
    }).cardVaultKeys;
    expect(ring.current.id).toBe('k2');
    expect(ring.all.map((k) => k.id)).toEqual(['k2', 'k1']);
    // Embedded mode generates one ring and keeps it beside the database.
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).cardVaultKeys).toEqual(
      loadConfig({ DATA_DIR: dir }).cardVaultKeys,
    );
  });

  it('lets outgoing requests reach private networks only when asked', () => {
    const dir = dataDir();
    expect(
      loadConfig({ DATA_DIR: dir, OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'true' })
        .outboundAllowPrivateNetworks,
    ).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dir, OUTBOUND_ALLOW_PRIVATE_NETWORKS: '0' })
        .outboundAllowPrivateNetworks,
    ).toBe(false);
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PROCESS_ROLE: 'boss' })).toThrow(/PROCESS_ROLE/);
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'yes' })).toThrow(
      /OUTBOUND_ALLOW_PRIVATE_NETWORKS/,
    );
  });
});
