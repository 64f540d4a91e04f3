import { Checkbox, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { TokenField } from './provider-form-values.ts';

type TokenInputProps = {
  index: 0 | 1 | 2;
  kind: 'sandbox' | 'asaas';
  /** What the secret is, where the kind's own words are not those of a payout provider. */
  label?: string;
  /** The stored token as the server masks it (••••ABCD), if one is stored. */
  stored: string | null;
  value: TokenField;
  error?: string;
  onChange: (value: TokenField) => void;
};

/**
 * A write-only secret: what is stored never comes back (only its last four characters), so an
 * empty field keeps it, a typed value replaces it and "remove" erases it.
 */
export function TokenInput({
  index,
  kind,
  label,
  stored,
  value,
  error,
  onChange,
}: TokenInputProps) {
  const { t } = useTranslation();
  const shownLabel =
    label ??
    t('payoutProviders.tokens.label', {
      n: index + 1,
      purpose: t(`payoutProviders.tokens.${kind}.t${index + 1}`),
    });
  return (
    <Stack gap={6}>
      <PasswordInput
        label={shownLabel}
        description={
          stored
            ? t('payoutProviders.tokens.stored', { last: stored })
            : t('payoutProviders.tokens.none')
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={stored ?? undefined}
        autoComplete="off"
        disabled={value.clear}
        visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
        value={value.value}
        error={error}
        onChange={(event) => onChange({ value: event.currentTarget.value, clear: false })}
      />
      {stored ? (
        <Checkbox
          size="xs"
          label={t('payoutProviders.tokens.remove', { n: index + 1 })}
          checked={value.clear}
          onChange={(event) => onChange({ value: '', clear: event.currentTarget.checked })}
        />
      ) : null}
    </Stack>
  );
}
