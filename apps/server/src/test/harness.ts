import type { RegisterRequest } from '@repasse/core/contract/auth';
import type { Role } from '@repasse/core/contract/common';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createQueue, queueNames } from '../jobs/queue.ts';
import { TestClock } from '../lib/clock.ts';
import type { ResolveHost } from '../lib/outbound/guard.ts';
import { hashPassword } from '../lib/password.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { checkLedger } from '../modules/ledger/check.ts';
import { createStorage } from '../providers/storage/create-storage.ts';
import { createTestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  close: () => Promise<void>;
};

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    ready?: boolean;
    queue?: boolean;
    /** Stands in for DNS in outgoing requests (webhooks, providers). */
    resolveHost?: ResolveHost;
    /** Receives the app's log lines (set `config.logLevel` too). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new TestClock(new Date());
  const queue = createQueue(database, queueNames);
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    clock,
    queue,
    storage: createStorage(config),
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  if (options.ready !== false) await app.ready();
  // Tests that enqueue jobs need the queue's tables; they run the handlers themselves.
  if (options.queue) await queue.start();
  return {
    app,
    database,
    clock,
    close: async () => {
      // Every server test file ends with a consistent ledger, whatever it did.
      const problems = await checkLedger(database.db);
      if (problems.length) throw new Error(`ledger check failed:\n${problems.join('\n')}`);
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}

let sequence = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}@example.com`;

/** A complete, valid Brazilian registration; override any field. */
export function registrationPayload(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    nationality: 'BR',
    email: uniqueEmail('seller'),
    password: 'segredo123',
    passwordConfirmation: 'segredo123',
    fullName: 'João da Silva',
    personDocument: '529.982.247-25',
    phoneCountryCode: '+55',
    phoneNumber: '(11) 98765-4321',
    motherName: 'Maria da Silva',
    birthDate: '1988-03-09',
    companyDocument: '11.222.333/0001-81',
    corporateName: 'João Produtos Digitais LTDA',
    tradeName: 'Loja do João',
    businessModel: 'digital_products',
    websiteUrl: 'lojadojoao.com.br',
    postalCode: '01310-100',
    address: 'Avenida Paulista',
    number: '1000',
    complement: 'Sala 1',
    city: 'São Paulo',
    state: 'SP',
    bank: '260 - Nu Pagamentos',
    branch: '0001',
    accountNumber: '1234567',
    accountCheckDigit: '8',
    accountType: 'checking',
    ...overrides,
  };
}

/** Creates a user straight in the database (faster than the wizard) and logs them in. */
export async function createUserAndLogin(
  testApp: TestApp,
  role: Role,
  password = 'secret-pass',
): Promise<{ id: string; email: string; token: string }> {
  const email = uniqueEmail(role);
  const [row] = await testApp.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      role,
      documentStatus: role === 'seller' ? 'not_validate' : 'notApplicable',
      nationality: 'BR',
      fullName: `Test ${role}`,
      personDocument: '52998224725',
      phoneCountryCode: '+55',
      phoneNumber: '11987654321',
      motherName: 'Mãe',
      birthDate: '1990-01-01',
      tradeName: 'Test',
      businessModel: 'other',
      websiteUrl: 'example.com',
      postalCode: '01310-100',
      address: 'Rua A',
      addressNumber: '1',
      city: 'São Paulo',
      state: 'SP',
      bank: '001',
      branch: '1',
      accountNumber: '1',
      accountCheckDigit: '1',
      accountType: 'checking',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  const token = await login(testApp.app, email, password);
  return { id: row.id, email, token };
}

/** A fresh session for a user, without the cost of a password check. */
export async function sessionFor(testApp: TestApp, userId: string): Promise<string> {
  const session = await createSession(testApp.database.db, testApp.clock, {
    userId,
    ttlMs: 60 * 60 * 1000,
    ip: null,
    userAgent: 'test',
  });
  return session.token;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/web/public/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
