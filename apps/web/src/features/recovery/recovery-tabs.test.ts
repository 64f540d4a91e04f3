import { describe, expect, it } from 'vitest';
import { recoveryTabOf, recoveryTabParams } from './recovery-tabs.ts';

describe('recovery tabs in the address', () => {
  it('reads a known tab, and the overview otherwise', () => {
    expect(recoveryTabOf('buyers')).toBe('buyers');
    expect(recoveryTabOf('topUps')).toBe('topUps');
    expect(recoveryTabOf(null)).toBe('overview');
    expect(recoveryTabOf('nope')).toBe('overview');
  });

  it('writes the tab, and a run only for the messages', () => {
    expect(recoveryTabParams('overview').toString()).toBe('');
    expect(recoveryTabParams('sequences').toString()).toBe('tab=sequences');
    expect(recoveryTabParams('messages', 'abc').toString()).toBe('tab=messages&run=abc');
    expect(recoveryTabParams('buyers', 'abc').toString()).toBe('tab=buyers');
  });
});
