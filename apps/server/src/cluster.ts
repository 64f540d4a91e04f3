import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemo } from './db/seed.ts';
import { systemClock } from './lib/clock.ts';
import { createStorage } from './providers/storage/create-storage.ts';

type Role = 'api' | 'worker';

/** How long a stopping process may take before the supervisor gives up on it. */
const stopTimeoutMs = 20_000;
/** A process that dies on its own is replaced after this pause (never in a tight loop). */
const restartDelayMs = 1_000;

/** True in a process the supervisor forked: it serves (or works) and leaves the banner to it. */
export const isForkedProcess = () => cluster.isWorker;

/**
 * `API_PROCESSES` above 1 (docs/architecture.md §1): this process becomes a supervisor that
 * serves nothing itself. It migrates and seeds once, then forks the API processes — `node:cluster`
 * shares the port and hands each new connection to the next process — and, when the role is
 * `all`, one process with `PROCESS_ROLE=worker`, so the jobs run once, never once per API process.
 * The processes share nothing in memory that matters: sessions, rate limits and idempotency
 * records are tables, and each process keeps its own read cache, emptied by PostgreSQL
 * notifications. A process that dies is replaced; SIGINT or SIGTERM stops them all.
 * Resolves once every API process listens.
 */
export async function startCluster(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel }).child({ supervisor: true });
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    if (config.seedDemo)
      await seedDemo(database.db, systemClock, createStorage(config), config.secretsKey);
  } finally {
    await database.close();
  }

  const roles: Role[] = Array.from({ length: config.apiProcesses }, () => 'api');
  if (config.role === 'all') roles.push('worker');
  const roleOf = new Map<Worker, Role>();
  let closing = false;

  const fork = (role: Role) => {
    // Each forked process runs main.ts alone: one API process or the jobs, no seeding again.
    const worker = cluster.fork({ PROCESS_ROLE: role, API_PROCESSES: '1', SEED_DEMO: 'false' });
    roleOf.set(worker, role);
    return worker;
  };

  const listening = new Promise<void>((resolve, reject) => {
    let waiting = config.apiProcesses;
    cluster.on('listening', (worker) => {
      if (roleOf.get(worker) === 'api' && --waiting === 0) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      const role = roleOf.get(worker);
      roleOf.delete(worker);
      if (closing || !role) return;
      if (waiting > 0) {
        reject(new Error(`a ${role} process stopped while starting (code ${code ?? signal})`));
        return;
      }
      log.error(
        { role, processId: worker.process.pid, code, signal },
        'process stopped; replacing it',
      );
      setTimeout(() => {
        if (!closing) fork(role);
      }, restartDelayMs).unref();
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'stopping every process');
    const timer = setTimeout(() => process.exit(1), stopTimeoutMs);
    timer.unref();
    for (const worker of roleOf.keys()) worker.process.kill('SIGTERM');
    const done = () => {
      if (roleOf.size === 0) process.exit(0);
    };
    cluster.on('exit', done);
    done();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (const role of roles) fork(role);
  try {
    await listening;
  } catch (error) {
    stop('SIGTERM');
    throw error;
  }
}
