const units = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1.5 KB": one decimal below 10, none above. */
export function formatFileSize(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${units[unit]}`;
}
