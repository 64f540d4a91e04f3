import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

export type Row = {
  operation: string;
  /** API processes serving it; null for rows without HTTP. */
  processes: number | null;
  /** Operations (or rows) per second. */
  rate: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  /** How many operations and over how long. */
  ops: number;
  seconds: number;
};

const fixed = (value: number | null, digits: number) =>
  value === null || !Number.isFinite(value) ? '—' : value.toFixed(digits);

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

export function renderTable(rows: Row[], pgbenchTps: number): string {
  const lines = [
    '| operation | API processes | rate /s | p50 ms | p95 ms | p99 ms | × pgbench | operations in s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.operation} | ${row.processes ?? '—'} | ${thousands(row.rate)} | ${fixed(row.p50, 1)} | ${fixed(row.p95, 1)} | ${fixed(row.p99, 1)} | ${(row.rate / pgbenchTps).toFixed(3)} | ${thousands(row.ops)} in ${row.seconds.toFixed(1)} |`,
    );
  return lines.join('\n');
}

/** The commit measured, and whether the server's sources differed from it. */
export function sourceState(root: string): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', 'apps/server', 'packages/core')
      .split('\n')
      .filter(Boolean).length;
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ` with ${changed} uncommitted file${changed > 1 ? 's' : ''} in apps/server and packages/core` : ''}`;
  } catch {
    return 'commit unknown';
  }
}

/** What the machine was and how busy it was (1-, 5- and 15-minute load averages). */
export function machine(postgres: string) {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  let kernel = '';
  try {
    kernel = execFileSync('uname', ['-sr'], { encoding: 'utf8' }).trim();
  } catch {
    kernel = process.platform;
  }
  return {
    description: `${availableParallelism()} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, ${kernel}; ${postgres} on the same machine; Node.js ${process.version}`,
    load: () =>
      loadavg()
        .map((value) => value.toFixed(2))
        .join(', '),
  };
}
