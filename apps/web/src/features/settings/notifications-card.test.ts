import { notificationEvents } from '@repasse/core/contract/notifications';
import { describe, expect, it } from 'vitest';
import { choicesFrom, preferencesFrom } from './notifications-card.tsx';

describe('notification choices', () => {
  it('turns events the server did not list on, and sends every event back in order', () => {
    const choices = choicesFrom({
      items: [{ event: 'withdrawal_failed', push: false, email: true }],
    });
    expect(choices.withdrawal_failed).toEqual({ push: false, email: true });
    expect(choices.sale_approved).toEqual({ push: true, email: true });
    const body = preferencesFrom(choices);
    expect(body.items.map((item) => item.event)).toEqual([...notificationEvents]);
    expect(body.items[2]).toEqual({ event: 'withdrawal_failed', push: false, email: true });
  });
});
