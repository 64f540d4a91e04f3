import { assertCents } from '@repasse/core/money/cents';

/** Centavos as the decimal text of reais ("96.33"), by integer math: never through a float. */
export function formatReais(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const centavos = magnitude % 100;
  return `${cents < 0 ? '-' : ''}${(magnitude - centavos) / 100}.${String(centavos).padStart(2, '0')}`;
}
