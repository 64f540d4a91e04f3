import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { get, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { type AcquirerFormApi, maskedToken, tokenSlots } from './acquirer-form-values.ts';

type AcquirerTokensFieldsetProps = {
  form: AcquirerFormApi;
  /** The last four characters of each stored token (null: empty slot); none for a new acquirer. */
  stored: (string | null)[];
};

const slots = Array.from({ length: tokenSlots }, (_, index) => index);

/**
 * Write-only secrets: the server never sends a token back, only its last four characters. Typing
 * replaces a token, leaving the field empty keeps it, and "Clear" removes it on save.
 */
export function AcquirerTokensFieldset({ form, stored }: AcquirerTokensFieldsetProps) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const clearing = useWatch({ control, name: 'clearTokens' });
  return (
    <Fieldset legend={t('acquirers.tokens.legend')} radius="md">
      <Text size="xs" c="dimmed" mb="sm">
        {t('acquirers.tokens.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {slots.map((index) => {
          const last = stored[index] ?? null;
          const cleared = Boolean(clearing?.[index]);
          const statusId = `acquirer-token-${index}-status`;
          const purpose = t(`acquirers.tokens.purpose.${kind || 'none'}.${index}`, {
            defaultValue: '',
          });
          return (
            <Stack key={index} gap={4}>
              <PasswordField
                label={t('acquirers.tokens.label', { number: index + 1 })}
                description={purpose || undefined}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                autoComplete="new-password"
                spellCheck={false}
                placeholder={
                  last
                    ? t('acquirers.tokens.replacePlaceholder')
                    : t('acquirers.tokens.newPlaceholder')
                }
                disabled={cleared}
                aria-describedby={statusId}
                error={fieldErrorText(t, get(errors, `tokens.${index}`))}
                {...register(`tokens.${index}`)}
              />
              <Group justify="space-between" gap="xs" wrap="nowrap" mih={28}>
                <Text id={statusId} size="xs" c={cleared ? 'red' : 'dimmed'}>
                  {cleared
                    ? t('acquirers.tokens.willClear')
                    : last
                      ? t('acquirers.tokens.stored', { last: maskedToken(last) })
                      : t('acquirers.tokens.empty')}
                </Text>
                {last ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color={cleared ? 'gray' : 'red'}
                    leftSection={
                      cleared ? (
                        <IconArrowBackUp size={14} aria-hidden />
                      ) : (
                        <IconTrash size={14} aria-hidden />
                      )
                    }
                    aria-label={
                      cleared
                        ? t('acquirers.tokens.undoClearLabel', { number: index + 1 })
                        : t('acquirers.tokens.clearLabel', { number: index + 1 })
                    }
                    onClick={() => {
                      setValue(`clearTokens.${index}`, !cleared, { shouldDirty: true });
                      if (!cleared) setValue(`tokens.${index}`, '');
                    }}
                  >
                    {cleared ? t('acquirers.tokens.undoClear') : t('acquirers.tokens.clear')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
