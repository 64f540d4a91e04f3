import { NativeSelect, SimpleGrid } from '@mantine/core';
import { recoveryChannels } from '@repasse/core/contract/recovery';
import { recoveryMessageStatuses } from '@repasse/core/states/recovery';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../../shared/ui/date-range-filter.tsx';
import { UserFilter } from '../../movements/user-filter.tsx';
import type { MessagesLogFilterState } from './messages-log-filter-state.ts';

type MessagesLogFiltersProps = {
  value: MessagesLogFilterState;
  onChange: (value: MessagesLogFilterState) => void;
};

export function MessagesLogFilters({ value, onChange }: MessagesLogFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      role="search"
      aria-label={t('adminRecovery.messages.filtersLabel')}
      mb="md"
    >
      <UserFilter
        value={value.seller}
        onChange={(seller) => onChange({ ...value, seller })}
        texts={{
          label: t('adminRecovery.messages.seller'),
          placeholder: t('adminRecovery.messages.anySeller'),
        }}
      />
      <NativeSelect
        label={t('recoveryOutreach.filters.status')}
        value={value.status}
        onChange={(event) =>
          onChange({
            ...value,
            status: event.currentTarget.value as MessagesLogFilterState['status'],
          })
        }
        data={[
          { value: '', label: t('recoveryOutreach.filters.allStatuses') },
          ...recoveryMessageStatuses.map((item) => ({
            value: item,
            label: t(`recoveryOutreach.messageStatus.${item}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('recoveryOutreach.filters.channel')}
        value={value.channel}
        onChange={(event) =>
          onChange({
            ...value,
            channel: event.currentTarget.value as MessagesLogFilterState['channel'],
          })
        }
        data={[
          { value: '', label: t('recoveryOutreach.filters.allChannels') },
          ...recoveryChannels.map((item) => ({
            value: item,
            label: t(`recovery.channels.${item}`),
          })),
        ]}
      />
      <DateRangeFilter
        id="admin-recovery-messages"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
