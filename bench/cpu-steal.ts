import { readFileSync } from 'node:fs';

type Ticks = { total: number; steal: number };

function readTicks(): Ticks | null {
  try {
    // "cpu  user nice system idle iowait irq softirq steal guest guest_nice", all CPUs summed.
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/);
    const ticks = (fields ?? []).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return null;
    return { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

export type Steal = { share: number; worst: number };

/**
 * Watches the CPU time the hypervisor gave to other guests (`steal` in /proc/stat) while a run
 * lasts: its share of the whole run and of the worst quarter second. Finding 12 puts the evenly
 * paced tail down to stalls of a few hundred milliseconds that hit every process at once; a
 * stolen quarter second is one such stall, named. Null where /proc/stat is not there.
 */
export function watchSteal(windowMs = 250): { stop: () => Steal | null } {
  const first = readTicks();
  if (!first) return { stop: () => null };
  let previous = first;
  let worst = 0;
  const sample = () => {
    const now = readTicks();
    if (!now) return;
    const total = now.total - previous.total;
    if (total > 0) worst = Math.max(worst, (now.steal - previous.steal) / total);
    previous = now;
  };
  const timer = setInterval(sample, windowMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      const total = previous.total - first.total;
      return total > 0 ? { share: (previous.steal - first.steal) / total, worst } : null;
    },
  };
}

export const describeSteal = (steal: Steal | null | undefined): string =>
  steal
    ? `CPU stolen by the hypervisor ${(100 * steal.share).toFixed(1)}%, worst ¼ s ${(100 * steal.worst).toFixed(0)}%`
    : 'CPU steal not readable';
