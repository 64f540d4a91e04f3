/** Time comes from here, never from `new Date()` in business code, so tests can move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export class TestClock implements Clock {
  private current: Date;
  constructor(start: Date | string = '2026-01-15T12:00:00Z') {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | string): void {
    this.current = new Date(to);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  advanceDays(days: number): void {
    this.advance(days * 24 * 60 * 60 * 1000);
  }
}
