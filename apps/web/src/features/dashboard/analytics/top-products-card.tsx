import { Box, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { SellerAnalyticsResponse } from '@repasse/core/contract/analytics';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';

type TopProductsCardProps = { data: SellerAnalyticsResponse };

const shown = 5;

/** The products that sold most in the period, by gross sales, each bar against the first. */
export function TopProductsCard({ data }: TopProductsCardProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const products = data.topProducts.slice(0, shown);
  const best = products[0]?.gross ?? 0;
  return (
    <Card component="section" aria-labelledby="top-products-title" h="100%">
      <Text id="top-products-title" component="h2" fz="lg" fw={700} mt={0} mb="md">
        {t('dashboard.analytics.topProducts')}
      </Text>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.analytics.topProductsEmpty')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {products.map((product) => (
            <Box component="li" key={product.productId}>
              <Group justify="space-between" wrap="nowrap" gap="sm" preventGrowOverflow={false}>
                <Text size="sm" fw={600} lineClamp={1} title={product.name} style={{ flex: 1 }}>
                  {product.name}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                  {money(product.gross)}
                </Text>
              </Group>
              <Group gap="sm" wrap="nowrap" mt={4}>
                <Progress
                  aria-hidden
                  size="sm"
                  value={best > 0 ? (product.gross * 100) / best : 0}
                  style={{ flex: 1 }}
                />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('dashboard.analytics.sales', { count: product.count })}
                </Text>
              </Group>
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}
