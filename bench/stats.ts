/** Latency percentiles (nearest rank) of samples in milliseconds, rounded to 0.1 ms. */
export type Percentiles = { p50: number; p95: number; p99: number };

export function percentiles(samples: number[]): Percentiles {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => {
    if (sorted.length === 0) return Number.NaN;
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
    return Math.round((sorted[rank] ?? 0) * 10) / 10;
  };
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
