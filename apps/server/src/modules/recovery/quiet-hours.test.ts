import { describe, expect, it } from 'vitest';
import { nextSendableAt } from './quiet-hours.ts';

const hours = { start: 9, end: 21 };

describe('nextSendableAt', () => {
  it('sends at once inside the window, São Paulo time', () => {
    // 12:00Z is 09:00 in São Paulo: the first allowed minute.
    const now = new Date('2026-11-27T12:00:00Z');
    expect(nextSendableAt(now, hours)).toEqual(now);
    const evening = new Date('2026-11-27T23:59:59Z'); // 20:59:59
    expect(nextSendableAt(evening, hours)).toEqual(evening);
  });

  it('waits until nine o’clock after an early morning', () => {
    // 08:59:30 in São Paulo.
    expect(nextSendableAt(new Date('2026-11-27T11:59:30.250Z'), hours)).toEqual(
      new Date('2026-11-27T12:00:00Z'),
    );
    // 00:30 in São Paulo is 03:30Z of the same UTC day.
    expect(nextSendableAt(new Date('2026-11-27T03:30:00Z'), hours)).toEqual(
      new Date('2026-11-27T12:00:00Z'),
    );
  });

  it('waits until the next morning from nine o’clock at night on', () => {
    // 21:00 in São Paulo is 00:00Z of the next UTC day.
    expect(nextSendableAt(new Date('2026-11-28T00:00:00Z'), hours)).toEqual(
      new Date('2026-11-28T12:00:00Z'),
    );
    // 23:45 in São Paulo on the last day of the year.
    expect(nextSendableAt(new Date('2027-01-01T02:45:00Z'), hours)).toEqual(
      new Date('2027-01-01T12:00:00Z'),
    );
  });

  it('follows the configured window', () => {
    const now = new Date('2026-11-27T20:30:00Z'); // 17:30
    expect(nextSendableAt(now, { start: 8, end: 17 })).toEqual(new Date('2026-11-28T11:00:00Z'));
    expect(nextSendableAt(now, { start: 0, end: 24 })).toEqual(now);
  });
});
