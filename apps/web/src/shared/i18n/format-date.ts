import { currentLocale } from './i18n.ts';

/** Intl formatters are costly to create (a list formats dozens of dates): one per language. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'dateTime' | 'calendarDate'): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${kind}:${locale}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(
      locale,
      kind === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : { dateStyle: 'medium', timeZone: 'UTC' },
    );
    formatters.set(key, cached);
  }
  return cached;
}

/** "22 Nov 2025, 14:05" in the UI language; an empty string for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('dateTime').format(date);
}

/** A calendar date (`YYYY-MM-DD`, no time zone) in the UI language. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return formatter('calendarDate').format(date);
}
