export type DeviceSummary = { browser: string | null; system: string | null };

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome on Windows" from a User-Agent header; enough to recognise one's own devices. */
export function summarizeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  if (!userAgent) return { browser: null, system: null };
  return { browser: firstMatch(userAgent, browsers), system: firstMatch(userAgent, systems) };
}
