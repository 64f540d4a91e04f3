import { Alert, Button, Card, Group, Skeleton, Stack, TagsInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cardTokenOriginSchema } from '@repasse/core/contract/card-tokens';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useCardTokenOrigins, useSaveCardTokenOrigins } from '../api/card-token-origins.ts';

const maxOrigins = 10;

/**
 * The seller's own pages that may tokenise cards with their public key (CORS on /v1/tokens);
 * the hosted checkout needs no entry.
 */
export function CardTokenOriginsCard() {
  const { t } = useTranslation();
  const origins = useCardTokenOrigins();
  return (
    <Card withBorder component="section" aria-labelledby="card-origins-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconWorld size={20} aria-hidden />
          <Text id="card-origins-title" component="h2" fw={700} m={0}>
            {t('integrations.cardOrigins.title')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('integrations.cardOrigins.description')}
        </Text>
        {origins.isPending ? (
          <Skeleton height={64} radius="sm" />
        ) : origins.isError ? (
          <LoadError
            title={t('integrations.cardOrigins.loadFailed')}
            error={origins.error}
            onRetry={() => origins.refetch()}
            retrying={origins.isFetching}
          />
        ) : (
          <OriginsForm saved={origins.data.origins} />
        )}
      </Stack>
    </Card>
  );
}

function OriginsForm({ saved }: { saved: string[] }) {
  const { t } = useTranslation();
  const save = useSaveCardTokenOrigins();
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const changed = value.join('\n') !== saved.join('\n');

  const change = (next: string[]) => {
    setError(null);
    const invalid = next.find((origin) => !cardTokenOriginSchema.safeParse(origin).success);
    if (invalid) {
      setError(t('validation.origin'));
      return;
    }
    // Shown as the server will keep them: "https://shop.example/" is https://shop.example.
    setValue([...new Set(next.map((origin) => cardTokenOriginSchema.parse(origin)))]);
  };
  const submit = () =>
    save.mutate(
      { origins: value },
      {
        onSuccess: (answer) => {
          setValue(answer.origins);
          notifications.show({
            color: 'teal',
            message: t('integrations.cardOrigins.saved'),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
        },
        onError: (failure) => {
          if (isApiError(failure)) setError(Object.values(failure.fields)[0] ?? null);
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TagsInput
          label={t('integrations.cardOrigins.label')}
          description={t('integrations.cardOrigins.hint')}
          placeholder={value.length ? undefined : 'https://loja.exemplo.com.br'}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value}
          onChange={change}
          maxTags={maxOrigins}
          splitChars={[',', ' ']}
          clearable
          error={error}
        />
        {save.isError && !(isApiError(save.error) && Object.keys(save.error.fields).length) ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('integrations.cardOrigins.failed')}
          >
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('integrations.cardOrigins.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
