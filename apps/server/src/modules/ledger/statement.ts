/**
 * The statement's days and CSV. Orders and withdrawals filter by the same São Paulo days and
 * export the same CSV, so these stay here for them too.
 */

/** Days are São Paulo days (UTC−3 all year since 2019). */
export const dayStart = (isoDay: string) => new Date(`${isoDay}T00:00:00-03:00`);
export const nextDayStart = (isoDay: string) =>
  new Date(dayStart(isoDay).getTime() + 24 * 60 * 60 * 1000);

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote everything and neutralise formula injection for spreadsheet apps.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
