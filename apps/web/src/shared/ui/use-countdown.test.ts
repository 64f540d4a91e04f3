import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds, and hours when there are some', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});
