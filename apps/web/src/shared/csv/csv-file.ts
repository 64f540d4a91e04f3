import { saveFile } from '../http/save-file.ts';

export type CsvCell = string | number | null;

const csvCell = (value: CsvCell) => {
  const text = value === null ? '' : String(value);
  // Quote everything and neutralise formula injection for spreadsheet apps, as the server's CSVs
  // do; a negative amount ("-12.34") is a number, not a formula.
  const formula = /^[=+\-@]/.test(text) && !/^-\d+(?:\.\d+)?$/.test(text);
  const safe = formula && typeof value === 'string' ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** RFC 4180 text, CRLF line ends, a header line first. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Hands CSV built in the browser to the user as a file; the BOM makes spreadsheets read UTF-8. */
export function saveCsv(fileName: string, header: string[], rows: CsvCell[][]): void {
  saveFile(
    new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }),
    fileName,
  );
}
