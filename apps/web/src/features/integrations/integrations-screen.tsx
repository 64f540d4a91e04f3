import { Stack, Tabs } from '@mantine/core';
import { IconKey, IconPackage, IconPlugConnected, IconWebhook } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ApiDocsCard } from './api-docs-card.tsx';
import { CatalogPanel } from './catalog/catalog-panel.tsx';
import { CardTokenOriginsCard } from './keys/card-token-origins-card.tsx';
import { KeysPanel } from './keys/keys-panel.tsx';
import { ProductsPanel } from './products/products-panel.tsx';
import { WebhooksPanel } from './webhooks/webhooks-panel.tsx';

const tabs = [
  { id: 'keys', icon: IconKey, label: 'integrations.tabs.keys' },
  { id: 'webhooks', icon: IconWebhook, label: 'integrations.tabs.webhooks' },
  { id: 'products', icon: IconPackage, label: 'integrations.tabs.products' },
  { id: 'catalog', icon: IconPlugConnected, label: 'integrationCatalog.tab' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/**
 * /integrations: API keys, webhook endpoints, products with their checkout links and the catalog
 * of ready-made integrations (?tab=).
 */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabId = tabs.find((tab) => tab.id === requested)?.id ?? 'keys';

  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.description')} />
      <Tabs
        value={active}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('integrations.tabsLabel')} mb="lg">
          {tabs.map(({ id, icon: TabIcon, label }) => (
            <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={16} aria-hidden />}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="keys">
          <Stack gap="lg">
            <KeysPanel />
            <CardTokenOriginsCard />
            <ApiDocsCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="webhooks">
          <WebhooksPanel />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <ProductsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="catalog">
          <CatalogPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
