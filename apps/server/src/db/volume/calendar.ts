import {
  addBusinessDays,
  expectedArrival,
  saoPauloDay,
} from '@repasse/core/calendar/business-days';

/*
 * When the volume seed's charges happen: a year of São Paulo hours, each given its share of the
 * charges by the hour of the day, the day of the week, a growing trend and Black Friday.
 */

const hourMs = 3_600_000;
const dayMs = 86_400_000;
const saoPauloOffsetMs = 3 * hourMs;

/** Shoppers by São Paulo hour: quiet nights, a lunch peak and the evening's higher one. */
const byHour = [
  0.25, 0.15, 0.1, 0.08, 0.08, 0.12, 0.3, 0.55, 0.8, 1, 1.1, 1.2, 1.25, 1.2, 1.1, 1.05, 1.05, 1.1,
  1.2, 1.35, 1.45, 1.4, 1.1, 0.6,
];
/** Sunday first: weekends sell less. */
const byWeekday = [0.75, 1.05, 1.05, 1, 1, 0.95, 0.8];

/** Black Friday (the Friday after the fourth Thursday of November), its weekend and Cyber Monday. */
function seasonal(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  if (month === 12 && (day.endsWith('-25') || day.endsWith('-24'))) return 0.6;
  if (month === 1 && day.endsWith('-01')) return 0.5;
  if (month !== 11 && month !== 12) return 1;
  const firstThursday = 1 + ((4 - new Date(Date.UTC(year, 10, 1)).getUTCDay() + 7) % 7);
  const blackFriday = Date.UTC(year, 10, firstThursday + 22);
  const offset = Math.round((Date.parse(`${day}T00:00:00Z`) - blackFriday) / dayMs);
  return offset === 0 ? 3.2 : offset === 1 || offset === 2 || offset === 3 ? 1.8 : 1;
}

export type VolumeCalendar = {
  /** São Paulo midnight a year before the end: the first hour of the history. */
  start: Date;
  end: Date;
  /** Charges created in each hour from `start` (the last hour cut at `end`); they add up to n. */
  hourCounts: number[];
  /** Per São Paulo day from `start`: when the expiry job cancels a boleto created that day. */
  boletoCancelAt: Date[];
  /** Per São Paulo day from `start`: a withdrawal's expected arrival when requested that day. */
  expectedArrival: Date[];
};

/** The São Paulo midnight starting the day of `instant`. */
export const saoPauloMidnight = (instant: Date) =>
  new Date(Date.parse(`${saoPauloDay(instant)}T00:00:00-03:00`));

export function volumeCalendar(end: Date, transactions: number, days = 365): VolumeCalendar {
  const start = new Date(saoPauloMidnight(end).getTime() - days * dayMs);
  const hours = Math.ceil((end.getTime() - start.getTime()) / hourMs);
  const weights: number[] = [];
  for (let h = 0; h < hours; h++) {
    const at = new Date(start.getTime() + h * hourMs);
    const local = new Date(at.getTime() - saoPauloOffsetMs);
    const dayIndex = Math.floor(h / 24);
    const trend = 0.75 + (0.5 * dayIndex) / days;
    const share = Math.min(1, (end.getTime() - at.getTime()) / hourMs);
    weights.push(
      (byHour[local.getUTCHours()] ?? 1) *
        (byWeekday[local.getUTCDay()] ?? 1) *
        trend *
        seasonal(saoPauloDay(at)) *
        share,
    );
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  // Each hour gets the rounded running total minus what the hours before it got: exactly n.
  let running = 0;
  let given = 0;
  const hourCounts = weights.map((w) => {
    running += w;
    const upTo = Math.round((running / total) * transactions);
    const count = upTo - given;
    given = upTo;
    return count;
  });
  const boletoCancelAt: Date[] = [];
  const arrival: Date[] = [];
  for (let d = 0; d <= days + 1; d++) {
    const noon = new Date(start.getTime() + d * dayMs + 12 * hourMs);
    // Due three days after it was made; cancelled once 3 business days after the due day have
    // passed (payments/expiry.ts), by the job's first run of the next day.
    const due = new Date(noon.getTime() + 3 * dayMs);
    const lastSettlement = addBusinessDays(due, 3);
    boletoCancelAt.push(new Date(Date.parse(`${lastSettlement}T00:00:00-03:00`) + dayMs + 60_000));
    arrival.push(expectedArrival(noon));
  }
  return { start, end, hourCounts, boletoCancelAt, expectedArrival: arrival };
}
