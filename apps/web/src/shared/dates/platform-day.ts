/** A calendar day as `YYYY-MM-DD`, with no time zone. */
export type IsoDay = string;

/** Ledger days are São Paulo days: the server filters statements by them (UTC−3 all year). */
export const platformTimeZone = 'America/Sao_Paulo';

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real date ("2026-02-30" is not one). */
export function isIsoDay(text: string): text is IsoDay {
  const match = isoDayPattern.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day it is at `now` in `timeZone`. */
export function dayIn(now: Date, timeZone: string = platformTimeZone): IsoDay {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

const toUtc = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date): IsoDay => date.toISOString().slice(0, 10);

export function addDays(day: IsoDay, days: number): IsoDay {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

export const firstOfMonth = (day: IsoDay): IsoDay => `${day.slice(0, 7)}-01`;

/** The last day of the month before the one `day` is in. */
export const endOfPreviousMonth = (day: IsoDay): IsoDay => addDays(firstOfMonth(day), -1);
