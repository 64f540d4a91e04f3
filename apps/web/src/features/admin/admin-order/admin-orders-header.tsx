import { Button, Group, Input, SegmentedControl, Skeleton } from '@mantine/core';
import type { AdminChargesPage } from '@repasse/core/contract/charges';
import { IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { sellerDrawerHref } from '../analytics/ranking-links.ts';
import type { AdminOrdersView } from './admin-orders-params.ts';

type AdminOrdersHeaderProps = {
  view: AdminOrdersView;
  /** The list's answer, which names the seller and the product filtered by. */
  page: AdminChargesPage | undefined;
  /** The list failed to load: nothing is coming to name the filter. */
  failed: boolean;
  onModeChange: (mode: AdminOrdersView['mode']) => void;
};

/** What the list holds (every seller, one seller, one product), its mode and the seller's drawer. */
export function AdminOrdersHeader({ view, page, failed, onModeChange }: AdminOrdersHeaderProps) {
  const { t } = useTranslation();
  const narrowed = Boolean(view.seller || view.product);
  const seller = page?.seller ?? null;
  const sellerName = seller ? seller.fullName || seller.email : '';
  const title = page?.product
    ? t('adminOrder.list.productTitle', { name: page.product.name })
    : seller
      ? t('adminOrder.list.sellerTitle', { name: sellerName })
      : t(narrowed ? 'adminOrder.list.title' : 'adminOrder.list.allTitle');
  const description = !narrowed ? (
    t('adminOrder.list.allDescription')
  ) : failed ? undefined : !page ? (
    <Skeleton component="span" display="block" h={14} w={260} mt={4} />
  ) : page.product && seller ? (
    t('adminOrder.list.productDescription', { seller: sellerName })
  ) : seller ? (
    t('adminOrder.list.sellerDescription', { email: seller.email })
  ) : (
    t('adminOrder.list.unknown')
  );
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <Group gap="sm" align="flex-end" wrap="wrap">
          {seller ? (
            <Button
              component={Link}
              to={sellerDrawerHref(seller.id)}
              variant="default"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {t('adminOrder.list.sellerDetails')}
            </Button>
          ) : null}
          <Input.Wrapper
            label={t('adminOrder.list.mode')}
            labelElement="div"
            id="admin-orders-mode"
          >
            <SegmentedControl
              aria-labelledby="admin-orders-mode-label"
              value={view.mode}
              onChange={(mode) => onModeChange(mode === 'test' ? 'test' : 'live')}
              data={[
                { value: 'live', label: t('adminOrder.list.live') },
                { value: 'test', label: t('adminOrder.list.test') },
              ]}
            />
          </Input.Wrapper>
        </Group>
      }
    />
  );
}
