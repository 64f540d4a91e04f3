import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { deliverEmail, queueEmail } from './emails.ts';

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let withSmtp: TestApp;
let outboxOnly: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  withSmtp = await createTestApp({ queue: true, config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  outboxOnly = await createTestApp({ queue: true });
});
afterAll(async () => {
  await withSmtp.close();
  await outboxOnly.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const data = {
  sellerName: 'Ana',
  amount: 10_000,
  payout: 9_633,
  fee: 367,
  pixKey: 'ana@loja.com',
  withdrawalId: '6f1c',
  appUrl: 'http://localhost:3000',
};

async function queue(t: TestApp, to: string, locale: 'en' | 'pt-BR') {
  await t.database.db.transaction((tx) =>
    queueEmail(t.app, tx, { to, locale, template: 'withdrawal.completed', data }),
  );
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  if (!row) throw new Error('no outbox row');
  return row;
}

describe('withdrawal emails', () => {
  it('sends through the configured SMTP server, in the seller language, once', async () => {
    const row = await queue(withSmtp, 'ana@example.com', 'pt-BR');
    await deliverEmail(withSmtp.app, row.id);
    await deliverEmail(withSmtp.app, row.id);
    const mine = received.filter((m) => m.to.includes('ana@example.com'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.raw).toMatch(/Subject: .*(Saque|=\?UTF-8\?)/);
    expect(mine[0]?.raw).toContain('96,33');
    const [after] = await withSmtp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent' });
  });

  it('keeps the email in the outbox for the admin when no SMTP server is set', async () => {
    const row = await queue(outboxOnly, 'bob@example.com', 'en');
    await deliverEmail(outboxOnly.app, row.id);
    const [after] = await outboxOnly.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'outbox', template: 'withdrawal.completed' });
    expect(after?.subject).toMatch(/withdrawal/i);
    expect(received.some((m) => m.to.includes('bob@example.com'))).toBe(false);
  });
});
