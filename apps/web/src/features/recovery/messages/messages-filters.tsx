import { NativeSelect, SimpleGrid } from '@mantine/core';
import { recoveryChannels } from '@repasse/core/contract/recovery';
import { recoveryEvents, recoveryMessageStatuses } from '@repasse/core/states/recovery';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import type { MessageFilterState } from './message-filter-state.ts';

type MessagesFiltersProps = {
  value: MessageFilterState;
  onChange: (value: MessageFilterState) => void;
};

export function MessagesFilters({ value, onChange }: MessagesFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4, lg: 5 }}
      spacing="sm"
      role="search"
      aria-label={t('recoveryOutreach.messages.filters.label')}
    >
      <NativeSelect
        label={t('recoveryOutreach.filters.status')}
        value={value.status}
        onChange={(event) =>
          onChange({ ...value, status: event.currentTarget.value as MessageFilterState['status'] })
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
            channel: event.currentTarget.value as MessageFilterState['channel'],
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
      <NativeSelect
        label={t('recoveryOutreach.filters.event')}
        value={value.event}
        onChange={(event) =>
          onChange({ ...value, event: event.currentTarget.value as MessageFilterState['event'] })
        }
        data={[
          { value: '', label: t('recoveryOutreach.filters.allEvents') },
          ...recoveryEvents.map((item) => ({
            value: item,
            label: t(`recoveryOutreach.events.${item}.title`),
          })),
        ]}
      />
      <DateRangeFilter
        id="recovery-messages"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
