import { saoPauloDay } from '../calendar/business-days.ts';

const dayMs = 86_400_000;
const baseDate = Date.UTC(1997, 9, 7);
const cycle = 9000;
/*
 * FEBRABAN accepts boletos due at most 3,000 factors before and 5,500 after today. Its worked
 * example (today 2014-03-13, factor 6001; oldest 2005-12-24, factor 3000) counts 3,001 days back,
 * so the window keeps that day too. Either way it is shorter than the 9,000-day cycle: one answer.
 */
const daysBack = 3001;
const daysAhead = 5500;

function daysSinceBase(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(time) ||
    new Date(time).toISOString().slice(0, 10) !== day
  ) {
    throw new RangeError(`Not a date (YYYY-MM-DD): "${day}"`);
  }
  return Math.round((time - baseDate) / dayMs);
}

const dayAfterBase = (days: number) => new Date(baseDate + days * dayMs).toISOString().slice(0, 10);

/**
 * Days since 1997-10-07: 1000 on 2000-07-03 up to 9999 on 2025-02-21, then 1000 again from
 * 2025-02-22 (and every 9,000 days after).
 */
export function dueDateFactor(dueDate: string): number {
  const days = daysSinceBase(dueDate);
  if (days < 1000) throw new RangeError('Due dates before 2000-07-03 have no factor');
  return ((days - 1000) % cycle) + 1000;
}

/**
 * The due date a factor stands for, seen from `reference` (a São Paulo day, today by default);
 * null for factor 0 (no due date). Throws when no date inside FEBRABAN's window has that factor.
 */
export function dueDateFromFactor(
  factor: number,
  reference: string = saoPauloDay(new Date()),
): string | null {
  if (factor === 0) return null;
  if (!Number.isInteger(factor) || factor < 1000 || factor > 9999) {
    throw new RangeError(`A due-date factor is 0 or 1000 to 9999, got ${factor}`);
  }
  const today = daysSinceBase(reference);
  const cycles = Math.max(0, Math.ceil((today - daysBack - factor) / cycle));
  const days = factor + cycles * cycle;
  if (days > today + daysAhead) {
    throw new RangeError(`Factor ${factor} is outside the payable window around ${reference}`);
  }
  return dayAfterBase(days);
}
