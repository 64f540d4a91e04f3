import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Percentiles, percentiles } from './stats.ts';

export type PgbenchResult = Percentiles & { tps: number; transactions: number; seconds: number };

function pgbench(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) =>
      reject(new Error(`pgbench could not start (is it installed?): ${error.message}`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pgbench ${args[0]} failed:\n${output}`)),
    );
  });
}

/** `pgbench -i -s <scale>`: the TPC-B tables, scale 20 = 2,000,000 accounts. */
export const initPgbench = (url: string, scale: number) =>
  pgbench(['-i', '-q', '-s', String(scale), url]);

/**
 * TPC-B (sort of): five statements per transaction, one commit. Latencies come from the
 * per-transaction log; with a rate they count from the scheduled start (schedule lag included).
 */
export async function runPgbench(
  url: string,
  options: { clients: number; threads: number; seconds: number; rate?: number },
): Promise<PgbenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'repasse-pgbench-'));
  try {
    const args = ['-c', String(options.clients), '-j', String(options.threads)];
    args.push('-T', String(options.seconds), '-l', `--log-prefix=${join(dir, 'tx')}`);
    if (options.rate) args.push('-R', String(options.rate));
    const output = await pgbench([...args, url]);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    const transactions = Number(/actually processed: (\d+)/.exec(output)?.[1]);
    if (!Number.isFinite(tps) || !Number.isFinite(transactions))
      throw new Error(`unexpected pgbench output:\n${output}`);
    const latencies: number[] = [];
    for (const file of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    return { tps, transactions, seconds: options.seconds, ...percentiles(latencies) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
