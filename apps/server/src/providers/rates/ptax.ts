import { isBusinessDay, saoPauloDay } from '@repasse/core/calendar/business-days';
import type { ExchangeCurrency } from '@repasse/core/contract/analytics';
import { pickBulletin, ptaxAnswerSchema } from './ptax-bulletins.ts';
import { type RateQuote, type RatesProvider, RatesProviderError } from './types.ts';

/** Banco Central do Brasil's PTAX service (Olinda OData), public and without credentials. */
export const ptaxDefaultUrl = 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/';

export type PtaxOptions = {
  baseUrl?: string;
  /** The app's guarded fetch (lib/outbound); plain fetch in the adapter's own tests. */
  fetch?: typeof fetch;
  /** Per request. */
  timeoutMs?: number;
  /** For the whole quote, the days it falls back through included. */
  totalTimeoutMs?: number;
  /** How many days before today a bulletin is looked for. */
  daysBack?: number;
};

const dayMs = 86_400_000;

/** YYYY-MM-DD as the service's MM-DD-YYYY. */
const ptaxDate = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

function dayQuery(currency: ExchangeCurrency, day: string): string {
  const date = `@dataCotacao='${ptaxDate(day)}'&$format=json`;
  return currency === 'USD'
    ? `CotacaoDolarDia(dataCotacao=@dataCotacao)?${date}`
    : `CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='${currency}'&${date}`;
}

/** Today and the bank business days before it, newest first (São Paulo days). */
function daysToTry(now: Date, daysBack: number): string[] {
  const days: string[] = [];
  for (let back = 0; back <= daysBack; back += 1) {
    const day = saoPauloDay(new Date(now.getTime() - back * dayMs));
    if (isBusinessDay(day)) days.push(day);
  }
  return days;
}

/**
 * Rates from the PTAX bulletins. A day without a bulletin (a weekend or holiday, or today before
 * the first one) falls back to the business days before it; an error does not, because the days
 * before would not tell us why today failed.
 */
export function ptaxRatesProvider(options: PtaxOptions = {}): RatesProvider {
  const {
    fetch: request = fetch,
    timeoutMs = 5_000,
    totalTimeoutMs = 12_000,
    daysBack = 7,
  } = options;
  const baseUrl = (options.baseUrl ?? ptaxDefaultUrl).replace(/\/?$/, '/');

  async function bulletinsOf(currency: ExchangeCurrency, day: string, deadline: AbortSignal) {
    const path = dayQuery(currency, day);
    let status: number;
    let text: string;
    try {
      const response = await request(`${baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([deadline, AbortSignal.timeout(timeoutMs)]),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new RatesProviderError(`PTAX ${path} failed: ${String(error)}`, { cause: error });
    }
    if (status < 200 || status >= 300)
      throw new RatesProviderError(`PTAX ${path} answered ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RatesProviderError(`PTAX ${path}: answer is not JSON`);
    }
    const parsed = ptaxAnswerSchema.safeParse(json);
    if (!parsed.success) throw new RatesProviderError(`PTAX ${path}: unexpected answer`);
    return parsed.data.value;
  }

  return {
    kind: 'ptax',
    async quote(currency, now): Promise<RateQuote> {
      const deadline = AbortSignal.timeout(totalTimeoutMs);
      for (const day of daysToTry(now, daysBack)) {
        const quote = pickBulletin(currency, await bulletinsOf(currency, day, deadline));
        if (quote) return quote;
      }
      throw new RatesProviderError(`PTAX: no ${currency} bulletin in the last ${daysBack} days`);
    },
  };
}
