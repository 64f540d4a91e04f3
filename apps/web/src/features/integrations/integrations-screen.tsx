import { Stack, Tabs } from '@mantine/core';
import { IconKey, IconPackage, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ApiDocsCard } from './api-docs-card.tsx';
import { CardTokenOriginsCard } from './keys/card-token-origins-card.tsx';
import { KeysPanel } from './keys/keys-panel.tsx';
import { ProductsPanel } from './products/products-panel.tsx';
import { WebhooksPanel } from './webhooks/webhooks-panel.tsx';

const tabs = [
  { id: 'keys', icon: IconKey },
  { id: 'webhooks', icon: IconWebhook },
  { id: 'products', icon: IconPackage },
] as const;
type TabId = (typeof tabs)[number]['id'];

/** /integrations: API keys, webhook endpoints and products with their checkout links (?tab=). */
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
          {tabs.map(({ id, icon: TabIcon }) => (
            <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={16} aria-hidden />}>
              {t(`integrations.tabs.${id}`)}
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
      </Tabs>
    </>
  );
}
