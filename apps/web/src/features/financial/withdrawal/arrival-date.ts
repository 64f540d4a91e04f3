import { platformTimeZone } from '../../../shared/dates/platform-day.ts';
import { currentLocale } from '../../../shared/i18n/i18n.ts';

/** "Mon, Nov 23": the business day the payout lands, as a São Paulo calendar day. */
export function formatArrivalDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: platformTimeZone,
  }).format(date);
}
