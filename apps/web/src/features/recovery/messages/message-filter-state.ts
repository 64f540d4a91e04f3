import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import type { RecoveryMessagesQuery } from '@repasse/core/contract/recovery-outreach';
import type { RecoveryEvent, RecoveryMessageStatus } from '@repasse/core/states/recovery';
import { anyDate, type DateFilter } from '../../../shared/dates/date-presets.ts';

/** What the messages' filters hold; empty strings mean "all". */
export type MessageFilterState = {
  status: RecoveryMessageStatus | '';
  channel: RecoveryChannel | '';
  event: RecoveryEvent | '';
  date: DateFilter;
};

export const noMessageFilters: MessageFilterState = {
  status: '',
  channel: '',
  event: '',
  date: anyDate,
};

export type MessageFilters = Omit<RecoveryMessagesQuery, 'page' | 'pageSize'>;

/** The query of the filters, narrowed to one buyer's run when one was opened from Buyers. */
export function toMessageFilters(state: MessageFilterState, runId: string | null): MessageFilters {
  const filters: MessageFilters = {};
  if (state.status) filters.status = state.status;
  if (state.channel) filters.channel = state.channel;
  if (state.event) filters.event = state.event;
  if (state.date.range.from) filters.from = state.date.range.from;
  if (state.date.range.to) filters.to = state.date.range.to;
  if (runId) filters.runId = runId;
  return filters;
}
