import { TextInput, type TextInputProps } from '@mantine/core';

/** An amount in R$, typed as text ("1.234,56" or "1234.56") and read with parseBRLInput. */
export function MoneyInput(props: TextInputProps) {
  return <TextInput leftSection="R$" inputMode="decimal" autoComplete="off" {...props} />;
}
