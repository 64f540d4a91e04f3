import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'repasse-push-config-'));
const account = {
  type: 'service_account',
  project_id: 'repasse-prod',
  client_email: 'push@repasse-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
};

describe('push configuration', () => {
  it('is the sandbox when no service account is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).push).toEqual({ kind: 'sandbox' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), FCM_PROJECT_ID: 'x' })).toThrow(ConfigError);
  });

  it('reads the service account inline or from a file, with Google’s endpoints by default', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), FCM_SERVICE_ACCOUNT: JSON.stringify(account) }).push,
    ).toEqual({
      kind: 'fcm',
      projectId: 'repasse-prod',
      clientEmail: account.client_email,
      privateKey: account.private_key,
      url: 'https://fcm.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    const dir = dataDir();
    const path = join(dir, 'firebase.json');
    writeFileSync(path, JSON.stringify(account));
    expect(
      loadConfig({
        DATA_DIR: dir,
        FCM_SERVICE_ACCOUNT: path,
        FCM_PROJECT_ID: 'other-project',
        FCM_URL: 'http://127.0.0.1:9999',
        FCM_TOKEN_URL: 'http://127.0.0.1:9999/token',
      }).push,
    ).toMatchObject({
      kind: 'fcm',
      projectId: 'other-project',
      url: 'http://127.0.0.1:9999',
      tokenUrl: 'http://127.0.0.1:9999/token',
    });
  });

  it('refuses a service account it cannot use', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), FCM_SERVICE_ACCOUNT: '{not json' })).toThrow(
      /FCM_SERVICE_ACCOUNT/,
    );
    const { private_key: _, ...noKey } = account;
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), FCM_SERVICE_ACCOUNT: JSON.stringify(noKey) }),
    ).toThrow(/client_email, private_key/);
  });
});
