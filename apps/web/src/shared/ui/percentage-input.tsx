import { TextInput, type TextInputProps } from '@mantine/core';

/** A percentage typed as text; a comma is accepted and becomes a dot before sending. */
export function PercentageInput(props: TextInputProps) {
  return <TextInput rightSection="%" inputMode="decimal" autoComplete="off" {...props} />;
}
