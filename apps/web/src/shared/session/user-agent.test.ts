import { describe, expect, it } from 'vitest';
import { summarizeUserAgent } from './user-agent.ts';

describe('summarizeUserAgent', () => {
  it('names common browsers and systems', () => {
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'macOS' });
    expect(
      summarizeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android' });
  });

  it('copes with unknown or missing agents', () => {
    expect(summarizeUserAgent(null)).toEqual({ browser: null, system: null });
    expect(summarizeUserAgent('something/1.0')).toEqual({ browser: null, system: null });
  });
});
