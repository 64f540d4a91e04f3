import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadResult } from './load.ts';
import { percentiles } from './stats.ts';

export type PacedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/**
 * An open-loop load: request i is due at start + i / rate whatever happened to the others, over
 * at most `connections` keep-alive connections. Latency counts from when the request was due, so
 * time spent waiting for a free connection is part of it (no coordinated omission). autocannon's
 * `overallRate` instead gives each connection a quota per second and sends it at once, in bursts.
 */
export async function runPaced(spec: {
  url: string;
  connections: number;
  rate: number;
  count: number;
  next: (index: number) => PacedRequest;
  /**
   * Writes the wall-clock start, then each answered request's due time (ms from the start) and
   * latency there, tab-separated (to line up with other traces of the same moments):
   * a tail from stalls of the whole machine shows as every request late over the same stretch.
   */
  traceFile?: string;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const target = new URL(spec.url);
  const latencies: number[] = [];
  const trace: string[] = [];
  const statusCodes: Record<string, number> = {};
  let ok = 0;
  let errors = 0;
  let last = 0;
  const send = (req: PacedRequest, due: number) =>
    new Promise<void>((resolve) => {
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.path,
          headers: {
            ...req.headers,
            ...(req.body === undefined ? {} : { 'content-length': Buffer.byteLength(req.body) }),
          },
          timeout: 30_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            last = performance.now();
            const code = String(response.statusCode);
            statusCodes[code] = (statusCodes[code] ?? 0) + 1;
            if (code.startsWith('2')) {
              ok++;
              latencies.push(last - due);
              if (spec.traceFile)
                trace.push(`${(due - started).toFixed(1)}\t${(last - due).toFixed(1)}`);
            }
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        errors++;
        resolve();
      });
      outgoing.end(req.body);
    });

  const started = performance.now();

  const startedAt = Date.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < spec.count; i++) {
    const due = started + (i * 1000) / spec.rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(send(spec.next(i), due));
  }
  await Promise.all(pending);
  agent.destroy();
  if (spec.traceFile)
    writeFileSync(
      spec.traceFile,
      `# started ${new Date(startedAt).toISOString()} (${startedAt} ms since the epoch)\ndue_ms\tlatency_ms\n${trace.join('\n')}\n`,
    );
  const seconds = ((last || performance.now()) - started) / 1000;
  return {
    ops: ok,
    tailRate: ok / seconds,
    seconds,
    rate: ok / seconds,
    ...percentiles(latencies),
    ok,
    non2xx: spec.count - ok - errors,
    errors,
    timeouts: 0,
    statusCodes,
  };
}
