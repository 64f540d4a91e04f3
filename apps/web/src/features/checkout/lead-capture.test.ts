import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadCapture, leadDelayMilliseconds, leadPayload } from './lead-capture.ts';

describe('leadPayload', () => {
  it('waits for a name and a valid contact', () => {
    expect(leadPayload({ name: '', email: 'carla@example.com', phone: '' }, 'en')).toBeNull();
    expect(leadPayload({ name: 'Carla', email: 'carla@exam', phone: '' }, 'en')).toBeNull();
    expect(leadPayload({ name: 'Carla', email: '', phone: '1198' }, 'en')).toBeNull();
    expect(leadPayload({ name: ' Carla ', email: ' carla@example.com ', phone: '' }, 'en')).toEqual(
      {
        name: 'Carla',
        email: 'carla@example.com',
        locale: 'en',
      },
    );
  });

  it('sends a phone a message can reach, and leaves out what is not valid yet', () => {
    expect(
      leadPayload({ name: 'Carla', email: 'carla@', phone: '(11) 98765-4321' }, 'pt-BR'),
    ).toEqual({
      name: 'Carla',
      phone: '(11) 98765-4321',
      locale: 'pt-BR',
    });
    expect(
      leadPayload({ name: 'Carla', email: 'carla@example.com', phone: '+351 912 345 678' }, 'en'),
    ).toEqual({
      name: 'Carla',
      email: 'carla@example.com',
      phone: '+351 912 345 678',
      locale: 'en',
    });
  });
});

describe('createLeadCapture', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const carla = leadPayload({ name: 'Carla', email: 'carla@example.com', phone: '' }, 'en');
  const carlaPhone = leadPayload(
    { name: 'Carla', email: 'carla@example.com', phone: '11987654321' },
    'en',
  );

  function setUp(token: string | null = null) {
    const send = vi.fn(async () => ({ token: 'tok_0123456789abcdef' }));
    const onToken = vi.fn();
    const capture = createLeadCapture({
      send,
      token,
      onToken,
      setTimer: (run, ms) => setTimeout(run, ms) as unknown as number,
      clearTimer: (id) => clearTimeout(id),
    });
    return { send, onToken, capture };
  }

  it('sends once typing pauses, not on every key', async () => {
    const { send, onToken, capture } = setUp();
    capture.typed(carla);
    await vi.advanceTimersByTimeAsync(leadDelayMilliseconds - 100);
    capture.typed(carla);
    await vi.advanceTimersByTimeAsync(leadDelayMilliseconds - 100);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(carla);
    expect(onToken).toHaveBeenCalledWith('tok_0123456789abcdef');
  });

  it('sends at once when a field is left, and never the same lead twice', async () => {
    const { send, capture } = setUp();
    capture.left(carla);
    await vi.runAllTimersAsync();
    capture.left(carla);
    capture.typed(carla);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('updates the same lead with the token of the first answer', async () => {
    const { send, capture } = setUp();
    capture.left(carla);
    // Sent while the first is on its way: it waits, then goes with the token.
    capture.left(carlaPhone);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ ...carlaPhone, token: 'tok_0123456789abcdef' });
  });

  it('starts from the token kept for the product', async () => {
    const { send, capture } = setUp('tok_keptkeptkeptkept');
    capture.left(carla);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledWith({ ...carla, token: 'tok_keptkeptkeptkept' });
  });

  it('sends nothing until there is a lead, and is silent on failure', async () => {
    const { send, capture } = setUp();
    capture.typed(null);
    capture.left(null);
    await vi.runAllTimersAsync();
    expect(send).not.toHaveBeenCalled();
    send.mockRejectedValueOnce(new Error('offline'));
    capture.left(carla);
    await vi.runAllTimersAsync();
    // The failed lead is tried again with the next change.
    capture.left(carla);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('forgets the lead once it became a charge', async () => {
    const { send, capture } = setUp();
    capture.left(carla);
    await vi.runAllTimersAsync();
    capture.forget();
    capture.left(carla);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenLastCalledWith(carla);
  });
});

describe('createLeadCapture.settle', () => {
  it('drops a lead still waiting for the pause, and gives the token of one on its way', async () => {
    vi.useFakeTimers();
    let answer: (value: { token: string }) => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<{ token: string }>((resolve) => {
          answer = resolve;
        }),
    );
    const capture = createLeadCapture({
      send,
      token: null,
      onToken: () => {},
      setTimer: (run, ms) => setTimeout(run, ms) as unknown as number,
      clearTimer: (id) => clearTimeout(id),
    });
    const carla = leadPayload({ name: 'Carla', email: 'carla@example.com', phone: '' }, 'en');
    capture.left(carla);
    capture.typed(leadPayload({ name: 'Carla C', email: 'carla@example.com', phone: '' }, 'en'));
    const settled = capture.settle();
    answer({ token: 'tok_0123456789abcdef' });
    expect(await settled).toBe('tok_0123456789abcdef');
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
