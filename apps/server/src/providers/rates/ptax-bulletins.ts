import type { ExchangeCurrency } from '@repasse/core/contract/analytics';
import { z } from 'zod';
import { fourPlaces } from './four-places.ts';
import { type RateQuote, RatesProviderError } from './types.ts';

/**
 * What the PTAX OData service answers for one day: CotacaoDolarDia gives the day's closing rate,
 * CotacaoMoedaDia every bulletin of the day (Abertura, Intermediário, "Fechamento PTAX"), each
 * with its parity to the dollar, which we do not need.
 */
const bulletinSchema = z.object({
  cotacaoCompra: z.number(),
  cotacaoVenda: z.number(),
  dataHoraCotacao: z.string(),
  tipoBoletim: z.string().optional(),
});
export const ptaxAnswerSchema = z.object({ value: z.array(bulletinSchema) });
type Bulletin = z.infer<typeof bulletinSchema>;

// Brasília has been UTC−3 all year since 2019.
const brasiliaOffsetHours = 3;
const stamp = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?$/;

/** `2026-11-24 13:04:29.123`, Brasília time, as an instant. */
export function ptaxInstant(text: string): Date {
  const match = stamp.exec(text.trim());
  if (!match) throw new RatesProviderError(`PTAX: unreadable dataHoraCotacao ${text}`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    (hour ?? 0) + brasiliaOffsetHours,
    minute ?? 0,
    second ?? 0,
    millis,
  );
  return new Date(utc);
}

const isClosing = (bulletin: Bulletin) => bulletin.tipoBoletim?.startsWith('Fechamento') ?? false;

/**
 * The bulletin to show among one day's: the closing one when it is out, else the latest. Null for
 * a day without any (weekend, holiday, or before the first bulletin).
 */
export function pickBulletin(currency: ExchangeCurrency, bulletins: Bulletin[]): RateQuote | null {
  const closing = bulletins.filter(isClosing);
  const candidates = (closing.length ? closing : bulletins).map((bulletin) => ({
    bulletin,
    at: ptaxInstant(bulletin.dataHoraCotacao),
  }));
  const latest = candidates.reduce<(typeof candidates)[number] | null>(
    (best, candidate) => (best && best.at >= candidate.at ? best : candidate),
    null,
  );
  if (!latest) return null;
  try {
    return {
      currency,
      buy: fourPlaces(latest.bulletin.cotacaoCompra),
      sell: fourPlaces(latest.bulletin.cotacaoVenda),
      quotedAt: latest.at,
    };
  } catch (error) {
    throw new RatesProviderError(`PTAX: ${(error as Error).message}`, { cause: error });
  }
}
