/**
 * Brazilian bank business days (Febraban calendar): weekends and national bank holidays are
 * skipped. Dates are São Paulo calendar days (UTC−3 all year since 2019).
 */
const saoPauloOffsetMs = 3 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** Gregorian Easter Sunday (anonymous algorithm, Meeus/Jones/Butcher), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** National bank holidays of a year as YYYY-MM-DD. */
export function bankHolidays(year: number): Set<string> {
  const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
  // Black Awareness Day became a national holiday in 2024 (Law 14,759/2023).
  if (year >= 2024) fixed.push('11-20');
  const easter = easterSunday(year).getTime();
  const movable = [-48, -47, -2, 60].map((offset) => iso(new Date(easter + offset * dayMs)));
  return new Set([...fixed.map((md) => `${year}-${md}`), ...movable]);
}

/** The São Paulo calendar day of an instant, as YYYY-MM-DD. */
export const saoPauloDay = (instant: Date) => iso(new Date(instant.getTime() - saoPauloOffsetMs));

export function isBusinessDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays(date.getUTCFullYear()).has(day);
}

/** The day `count` business days after the instant's São Paulo day. */
export function addBusinessDays(instant: Date, count: number): string {
  let day = saoPauloDay(instant);
  let left = count;
  while (left > 0) {
    day = iso(new Date(new Date(`${day}T12:00:00Z`).getTime() + dayMs));
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** docs/product.md §9, docs/money.md §10: a payout lands within one business day — by the end of the next business day. */
export function expectedArrival(requestedAt: Date): Date {
  const day = addBusinessDays(requestedAt, 1);
  return new Date(new Date(`${day}T23:59:59-03:00`).getTime());
}
