import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { createQueue, type JobQueue } from './queue.ts';

let database: Database;
let queue: JobQueue;
const ran: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createQueue(database, ['test.transactional']);
  await queue.start();
  await queue.work<{ label: string }>(
    'test.transactional',
    async (data) => {
      ran.push(data.label);
    },
    0.5,
  );
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

async function waitFor(predicate: () => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job queue inside transactions', () => {
  it('runs a job sent in a committed transaction once and never one whose transaction rolled back', async () => {
    await database.db.execute(sql`create table if not exists test_marks (label text)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into test_marks values ('rolled-back')`);
        await queue.send(tx, 'test.transactional', { label: 'rolled-back' });
        throw new Error('abort the transaction');
      }),
    ).rejects.toThrow('abort the transaction');

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into test_marks values ('committed')`);
      await queue.send(tx, 'test.transactional', { label: 'committed' });
    });

    await waitFor(() => ran.includes('committed'));
    // Give a wrongly surviving job every chance to run before concluding it never will.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(ran).toEqual(['committed']);
    const marks = await database.db.execute<{ label: string }>(sql`select label from test_marks`);
    const rows = Array.isArray(marks) ? marks : (marks as { rows: { label: string }[] }).rows;
    expect(rows.map((r) => r.label)).toEqual(['committed']);
  });

  it('refuses a queue that was not declared', async () => {
    await expect(database.db.transaction((tx) => queue.send(tx, 'nope', {}))).rejects.toThrow(
      /not declared/,
    );
  });
});
