import {
  Anchor,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPlugConnectedX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useCatalogEntry } from '../api/integration-catalog.ts';
import { IntegrationBanner } from './integration-banner.tsx';
import { IntegrationKeysSection } from './integration-keys-section.tsx';
import { MarkdownView } from './markdown/markdown-view.tsx';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CatalogEntryViewProps = { id: string; onBack: () => void };

/** One integration opened: its banner, its setup instructions and the seller's keys for it. */
export function CatalogEntryView({ id, onBack }: CatalogEntryViewProps) {
  const { t } = useTranslation();
  const back = (
    <Anchor component="button" type="button" size="sm" mb="md" onClick={onBack}>
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t('integrationCatalog.seller.back')}
      </Group>
    </Anchor>
  );
  if (!uuid.test(id)) return <NotAvailable back={back} onBack={onBack} />;
  return <EntryBody id={id} back={back} onBack={onBack} />;
}

function EntryBody({ id, back, onBack }: { id: string; back: ReactNode; onBack: () => void }) {
  const { t } = useTranslation();
  const entry = useCatalogEntry(id);

  if (entry.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        {back}
        <Skeleton h={180} radius="md" />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton h={260} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton h={260} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }
  if (entry.isError) {
    if (isApiError(entry.error) && entry.error.status === 404)
      return <NotAvailable back={back} onBack={onBack} />;
    return (
      <>
        {back}
        <LoadError
          title={t('integrationCatalog.seller.entryLoadError')}
          error={entry.error}
          onRetry={() => void entry.refetch()}
          retrying={entry.isFetching}
        />
      </>
    );
  }

  const { integration, keys, liveEnabled } = entry.data;
  return (
    <article aria-labelledby="integration-title">
      {back}
      <Card withBorder radius="md" padding="md" mb="md">
        <Card.Section>
          <IntegrationBanner src={integration.bannerUrl} ratio={4} />
        </Card.Section>
        <Stack gap={4} mt="md">
          <Title id="integration-title" order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {integration.title}
          </Title>
          {integration.subtitle ? (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {integration.subtitle}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" component="section" aria-labelledby="integration-setup">
            <Title id="integration-setup" order={3} fz="lg" mb="sm">
              {t('integrationCatalog.seller.instructions')}
            </Title>
            {integration.description?.trim() ? (
              <MarkdownView source={integration.description} baseHeading={4} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('integrationCatalog.seller.noInstructions')}
              </Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <IntegrationKeysSection
            integrationId={integration.id}
            title={integration.title}
            keys={keys}
            liveEnabled={liveEnabled}
            offered={integration.offered}
          />
        </Grid.Col>
      </Grid>
    </article>
  );
}

function NotAvailable({ back, onBack }: { back: ReactNode; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {back}
      <Card withBorder py="xl">
        <EmptyState
          size="sm"
          icon={<IconPlugConnectedX size={24} stroke={1.5} aria-hidden />}
          title={t('integrationCatalog.seller.notFound.title')}
          description={t('integrationCatalog.seller.notFound.description')}
        >
          <EmptyState.Actions>
            <Button variant="default" onClick={onBack}>
              {t('integrationCatalog.seller.back')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    </>
  );
}
