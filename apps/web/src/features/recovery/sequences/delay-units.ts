import { recoveryMaxDelayMinutes } from '@repasse/core/contract/recovery-outreach';

export const delayUnits = ['minutes', 'hours', 'days'] as const;
export type DelayUnit = (typeof delayUnits)[number];

const minutesPer: Record<DelayUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/** A step's wait as the seller thinks of it: 3 hours rather than 180 minutes. */
export function delayParts(minutes: number): { value: number; unit: DelayUnit } {
  if (minutes > 0 && minutes % minutesPer.days === 0)
    return { value: minutes / minutesPer.days, unit: 'days' };
  if (minutes > 0 && minutes % minutesPer.hours === 0)
    return { value: minutes / minutesPer.hours, unit: 'hours' };
  return { value: minutes, unit: 'minutes' };
}

/**
 * The wait in minutes, as the contract counts it; undefined when the field holds no whole,
 * non-negative number (the contract's schema then names the field).
 */
export function delayMinutes(value: number | string, unit: DelayUnit): number | undefined {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return undefined;
  return Number(text) * minutesPer[unit];
}

/** The longest wait a step may have, in `unit` (whole units only). */
export const maxDelayIn = (unit: DelayUnit) =>
  Math.floor(recoveryMaxDelayMinutes / minutesPer[unit]);
