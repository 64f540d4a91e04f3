import { Tabs } from '@mantine/core';
import { type Icon, IconBuildingStore, IconLink, IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import classes from './affiliates-tabs.module.css';
import {
  type AffiliatesTab,
  affiliatesTabOf,
  affiliatesTabParams,
  affiliatesTabs,
  inviteCodeOf,
} from './affiliates-tabs.ts';
import { LinksTab } from './links/links-tab.tsx';
import { MarketplaceTab } from './marketplace/marketplace-tab.tsx';
import { ProducerTab } from './producer/producer-tab.tsx';

const tabIcons: Record<AffiliatesTab, Icon> = {
  marketplace: IconBuildingStore,
  links: IconLink,
  affiliates: IconUsersGroup,
};

/**
 * /affiliates (issue 17): the marketplace of programmes open to affiliation (and an invitation to
 * an unlisted one, `?invite=`), the caller's links as an affiliate with their clicks, sales and
 * commissions, and the affiliates of the caller's own products.
 */
export function AffiliatesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = affiliatesTabOf(params.get('tab'));
  const invite = inviteCodeOf(params.get('invite'));
  const productId = params.get('product');
  const open = (next: AffiliatesTab, extra?: { productId?: string | null }) =>
    setParams(affiliatesTabParams(next, extra), { replace: true });

  return (
    <>
      <PageHeader title={t('affiliates.title')} description={t('affiliates.description')} />
      <Tabs
        value={tab}
        onChange={(value) => value && open(value as AffiliatesTab)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('affiliates.tabs.label')} mb="lg" className={classes.list}>
          {affiliatesTabs.map((id) => {
            const TabIcon = tabIcons[id];
            return (
              <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={16} aria-hidden />}>
                {t(`affiliates.tabs.${id}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="marketplace">
          <MarketplaceTab
            invite={invite}
            onCloseInvite={() => open('marketplace')}
            onOpenLinks={() => open('links')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="links">
          <LinksTab onOpenMarketplace={() => open('marketplace')} />
        </Tabs.Panel>
        <Tabs.Panel value="affiliates">
          <ProducerTab
            productId={productId}
            onProductChange={(id) => open('affiliates', { productId: id })}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
