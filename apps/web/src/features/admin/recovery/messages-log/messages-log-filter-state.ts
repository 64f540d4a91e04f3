import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import type { AdminRecoveryMessagesQuery } from '@repasse/core/contract/recovery-outreach';
import type { RecoveryMessageStatus } from '@repasse/core/states/recovery';
import { anyDate, type DateFilter } from '../../../../shared/dates/date-presets.ts';
import type { UserOption } from '../../movements/api/user-options.ts';

/** What the log's filters hold; empty means "all". */
export type MessagesLogFilterState = {
  status: RecoveryMessageStatus | '';
  channel: RecoveryChannel | '';
  seller: UserOption | null;
  date: DateFilter;
};

export const noMessagesLogFilters: MessagesLogFilterState = {
  status: '',
  channel: '',
  seller: null,
  date: anyDate,
};

export type MessagesLogFilters = Omit<AdminRecoveryMessagesQuery, 'page' | 'pageSize'>;

export function toMessagesLogFilters(state: MessagesLogFilterState): MessagesLogFilters {
  const filters: MessagesLogFilters = {};
  if (state.status) filters.status = state.status;
  if (state.channel) filters.channel = state.channel;
  if (state.seller) filters.sellerId = state.seller.id;
  if (state.date.range.from) filters.from = state.date.range.from;
  if (state.date.range.to) filters.to = state.date.range.to;
  return filters;
}
