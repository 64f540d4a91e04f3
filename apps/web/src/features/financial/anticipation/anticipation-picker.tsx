import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AnticipationSimulationResponse } from '@repasse/core/contract/fees';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { AnticipationOrdersList } from './anticipation-orders-list.tsx';
import { AnticipationOrdersTable } from './anticipation-orders-table.tsx';
import { ConfirmAnticipationModal } from './confirm-anticipation-modal.tsx';
import { SimulationResult } from './simulation-result.tsx';
import type { AnticipationFlow, AnticipationScope } from './use-anticipation-flow.ts';

type AnticipationPickerProps = {
  anticipatable: AnticipationSimulationResponse;
  flow: AnticipationFlow;
};

/** Every pending card order or chosen ones; simulate, then confirm in a dialog. */
export function AnticipationPicker({ anticipatable, flow }: AnticipationPickerProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const narrow = useMediaQuery('(max-width: 35.99em)', false);
  const { items, totals } = anticipatable;
  const { simulation, anticipation } = flow;
  const Orders = narrow ? AnticipationOrdersList : AnticipationOrdersTable;

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('anticipation.available', { amount: formatMoney(totals.gross), count: items.length })}
      </Text>
      <SegmentedControl
        value={flow.scope}
        onChange={(value) => flow.changeScope(value as AnticipationScope)}
        data={[
          { value: 'all', label: t('anticipation.scope.all') },
          { value: 'choose', label: t('anticipation.scope.choose') },
        ]}
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        aria-label={t('anticipation.scope.label')}
      />
      {flow.scope === 'choose' ? (
        <Orders items={items} selected={flow.selected} onSelectedChange={flow.changeSelection} />
      ) : null}
      {simulation.error ? (
        <Text size="sm" c="red" role="alert">
          {simulation.error.message}
        </Text>
      ) : null}
      {simulation.data ? (
        <>
          <SimulationResult simulation={simulation.data} onRequest={flow.openConfirmation} />
          <ConfirmAnticipationModal
            opened={flow.confirming}
            simulation={simulation.data}
            pending={anticipation.isPending}
            error={anticipation.error}
            onConfirm={flow.confirm}
            onClose={flow.closeConfirmation}
          />
        </>
      ) : (
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconCalculator size={16} aria-hidden />}
            disabled={!flow.canSimulate}
            loading={simulation.isPending}
            onClick={flow.simulate}
          >
            {t('anticipation.simulate')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
