import type { TFunction } from '../../../shared/i18n/texts.ts';
import { delayParts } from './delay-units.ts';

/** "at once", "after 15 minutes", "after 3 hours", "after 1 day": a step's wait in words. */
export function delayText(t: TFunction, minutes: number): string {
  if (minutes === 0) return t('recoveryOutreach.delay.now');
  const { value, unit } = delayParts(minutes);
  return t(`recoveryOutreach.delay.after.${unit}`, { count: value });
}
