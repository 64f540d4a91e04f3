import {
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { CatalogIntegration } from '@repasse/core/contract/integration-catalog';
import { IconArrowRight, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useCatalog } from '../api/integration-catalog.ts';
import { IntegrationBanner } from './integration-banner.tsx';

const columns = { base: 1, sm: 2, lg: 3 };

/** The active catalog as cards with their banners, in the platform's order. */
export function CatalogGrid({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();

  const intro = (
    <Text size="sm" c="dimmed" mb="md" maw={720}>
      {t('integrationCatalog.seller.intro')}
    </Text>
  );
  if (catalog.isPending) {
    return (
      <>
        {intro}
        <SimpleGrid cols={columns} role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={250} radius="md" />
          ))}
        </SimpleGrid>
      </>
    );
  }
  if (catalog.isError) {
    return (
      <LoadError
        title={t('integrationCatalog.seller.loadError')}
        error={catalog.error}
        onRetry={() => void catalog.refetch()}
        retrying={catalog.isFetching}
      />
    );
  }
  if (!catalog.data.items.length) {
    return (
      <>
        {intro}
        <Card withBorder py="xl">
          <EmptyState
            size="sm"
            icon={<IconPlugConnected size={24} stroke={1.5} aria-hidden />}
            title={t('integrationCatalog.seller.empty.title')}
            description={t('integrationCatalog.seller.empty.description')}
          />
        </Card>
      </>
    );
  }
  return (
    <>
      {intro}
      <SimpleGrid
        cols={columns}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('integrationCatalog.seller.listLabel')}
      >
        {catalog.data.items.map((integration) => (
          <li key={integration.id} style={{ display: 'flex' }}>
            <CatalogCard integration={integration} onOpen={() => onOpen(integration.id)} />
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}

function CatalogCard({
  integration,
  onOpen,
}: {
  integration: CatalogIntegration;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `catalog-${integration.id}`;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      w="100%"
      aria-labelledby={titleId}
      component="article"
    >
      <Card.Section mb="sm">
        <IntegrationBanner src={integration.bannerUrl} />
      </Card.Section>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text id={titleId} component="h2" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
            {integration.title}
          </Text>
          {!integration.offered ? (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              {t('integrationCatalog.seller.notOffered')}
            </Badge>
          ) : integration.connected ? (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconCircleCheck size={12} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {t('integrationCatalog.seller.connected')}
            </Badge>
          ) : null}
        </Group>
        {integration.subtitle ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {integration.subtitle}
          </Text>
        ) : null}
      </Stack>
      <Button
        mt="md"
        fullWidth
        variant={integration.connected ? 'default' : 'light'}
        rightSection={<IconArrowRight size={16} aria-hidden />}
        onClick={onOpen}
        aria-label={t(
          integration.connected
            ? 'integrationCatalog.seller.manageLabel'
            : 'integrationCatalog.seller.openLabel',
          { title: integration.title },
        )}
      >
        {t(
          integration.connected
            ? 'integrationCatalog.seller.manage'
            : 'integrationCatalog.seller.open',
        )}
      </Button>
    </Card>
  );
}
