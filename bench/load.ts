import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentiles } from './stats.ts';

export type LoadResult = {
  /** Operations answered 2xx (an operation may be several requests). */
  ops: number;
  /** Operations per second over the second half of the answers: the warmed-up rate. */
  tailRate: number;
  /** From the first request sent to the last answer received. */
  seconds: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
};

export type LoadSpec = {
  url: string;
  connections: number;
  /** Requests in all; every one is answered before the run ends (no request is left in flight). */
  amount: number;
  /** A fixed arrival rate in requests per second over all connections. */
  overallRate?: number;
  requests: autocannon.Request[];
  /** Requests that make one operation, in the order of `requests` (2 for a charge + its webhook). */
  requestsPerOp?: number;
  /** Latencies of whole operations (ms) collected by the requests' callbacks when they take several. */
  opLatencies?: number[];
};

/**
 * autocannon with a fixed number of requests, so that every answer can be counted against the
 * database afterwards. Latencies are autocannon's own response times, kept whole: with a rate,
 * autocannon's coordinated-omission correction assumes 1 ms between requests (`ceil(1 / rate)`)
 * and would add made-up samples, so it is turned off.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const perOp = spec.requestsPerOp ?? 1;
  const latencies: number[] = [];
  const answered: number[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        amount: spec.amount,
        ...(spec.overallRate
          ? { overallRate: spec.overallRate, ignoreCoordinatedOmission: true }
          : {}),
        timeout: 30,
        requests: spec.requests,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      answered.push(performance.now());
      if (perOp === 1) latencies.push(responseTime);
    });
  });
  const ok = result['2xx'];
  const ops = Math.floor(ok / perOp);
  const last = answered.at(-1) ?? performance.now();
  const seconds = (last - started) / 1000;
  const middle = answered[Math.floor(answered.length / 2)] ?? started;
  const tail = answered.length - Math.floor(answered.length / 2) - 1;
  const tailRate = last > middle ? tail / perOp / ((last - middle) / 1000) : ops / seconds;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
  );
  return {
    ops,
    tailRate,
    seconds,
    rate: ops / seconds,
    ...percentiles(perOp === 1 ? latencies : (spec.opLatencies ?? [])),
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/** A whole number of operations per connection, at least `minimum` each. */
export function requestsFor(
  ops: number,
  connections: number,
  requestsPerOp = 1,
  minimum = 5,
): number {
  const perConnection = Math.max(minimum, Math.ceil(ops / connections));
  return perConnection * connections * requestsPerOp;
}
