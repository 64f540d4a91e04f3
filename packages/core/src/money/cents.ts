import { amountLimits, boundedCents } from './limits.ts';

/** An amount of money in integer centavos (R$ 100,00 = 10000); always a safe integer. */
export type Cents = number;

export const isCents = (value: unknown): value is Cents =>
  typeof value === 'number' && Number.isSafeInteger(value);

export function assertCents(value: unknown): asserts value is Cents {
  if (!isCents(value)) throw new RangeError(`Not an amount in centavos: ${String(value)}`);
}

/** Back from exact bigint arithmetic, refusing anything a number cannot hold exactly. */
export function centsFromBigInt(value: bigint): Cents {
  const cents = Number(value);
  assertCents(cents);
  return cents;
}

/**
 * A non-negative amount in centavos, for forms and request bodies, never above the largest amount
 * any request may carry (`amountLimits` in limits.ts: R$ 10,000,000.00).
 */
export const centsSchema = boundedCents(amountLimits.charge);

/** A fixed fee or a price per message. */
export const feeCentsSchema = boundedCents(amountLimits.fee);

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/** Exact decimal text ("-1234.56"): dividing by 100 in floating point misprints large amounts. */
export function toDecimalText(cents: Cents): `${number}` {
  const magnitude = BigInt(Math.abs(cents));
  const reais = magnitude / 100n;
  const centavos = (magnitude % 100n).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${reais}.${centavos}` as `${number}`;
}

/** How each language writes an amount in reais: what `Intl.NumberFormat` prints for BRL. */
const notations = {
  en: { symbol: 'R$', group: ',', decimal: '.' },
  'pt-BR': { symbol: 'R$\u00a0', group: '.', decimal: ',' },
} as const;

/**
 * "R$ 1.234,56" in Portuguese, "R$1,234.56" in English: exactly what `Intl.NumberFormat` prints
 * (the tests compare them), written by hand because a page's first Intl formatter starts the
 * browser's ICU, about 50 ms of a phone's main thread (docs/performance.md, finding 17), and the
 * checkout needs nothing else of it.
 */
export function formatBRL(cents: Cents, locale: 'en' | 'pt-BR'): string {
  assertCents(cents);
  const { symbol, group, decimal } = notations[locale];
  const [reais, centavos] = toDecimalText(Math.abs(cents)).split('.') as [string, string];
  const grouped = reais.replace(/\B(?=(\d{3})+$)/g, group);
  return `${cents < 0 ? '-' : ''}${symbol}${grouped}${decimal}${centavos}`;
}

const patterns = [
  /^(?<int>\d+)(?:[.,](?<frac>\d{1,2}))?$/,
  /^(?<int>\d{1,3}(?:\.\d{3})+)(?:,(?<frac>\d{1,2}))?$/,
  /^(?<int>\d{1,3}(?:,\d{3})+)(?:\.(?<frac>\d{1,2}))?$/,
];

/**
 * Reads an amount typed by a person, in Brazilian or English notation: "1.234,56", "1234.56",
 * "1,234.56", "1234,5", "50", optionally after "R$". A lone separator followed by exactly three
 * digits ("1.234") groups thousands, since centavos have two places. Returns null when unreadable.
 */
export function parseBRLInput(text: string): Cents | null {
  const cleaned = text.trim().replace(/^R\$\s*/, '');
  for (const pattern of patterns) {
    const groups = pattern.exec(cleaned)?.groups;
    if (!groups?.int) continue;
    const reais = BigInt(groups.int.replace(/[.,]/g, ''));
    const centavos = BigInt((groups.frac ?? '').padEnd(2, '0'));
    const cents = reais * 100n + centavos;
    return cents <= maxSafe ? Number(cents) : null;
  }
  return null;
}
