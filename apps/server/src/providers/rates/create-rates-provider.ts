import type { DbOrTx } from '../../db/client.ts';
import { ptaxRatesProvider } from './ptax.ts';
import { sandboxRatesProvider } from './sandbox.ts';
import type { RatesProvider, RatesProviderSettings } from './types.ts';

export function createRatesProvider(
  settings: RatesProviderSettings,
  deps: { db: DbOrTx; fetch: typeof fetch },
): RatesProvider {
  switch (settings.kind) {
    case 'sandbox':
      return sandboxRatesProvider({ db: deps.db, delayMs: settings.sandboxDelayMs });
    case 'ptax':
      return ptaxRatesProvider({ baseUrl: settings.ptaxUrl, fetch: deps.fetch });
  }
}
