import { describe, expect, it, vi } from 'vitest';
import {
  inAppPath,
  type NativePlatform,
  nativeThemeTable,
  notificationChannels,
  type Scheme,
  startNative,
} from './native-shell.ts';

type PermissionState = 'prompt' | 'granted' | 'denied';

/** Fake plugins at the module boundary: records calls and lets the test fire native events. */
function fakeNative({
  platform = 'android' as NativePlatform,
  permission = 'granted' as PermissionState,
  askAnswer = 'granted' as PermissionState,
  path = '/orders',
  scheme = 'dark' as Scheme,
  loggedIn = true,
} = {}) {
  const listeners: Record<string, (value?: never) => void> = {};
  const on =
    (name: string) =>
    (listener: (value: never) => void): { remove: () => void } => {
      listeners[name] = listener as (value?: never) => void;
      return { remove: () => delete listeners[name] };
    };
  let currentScheme = scheme;
  let themeListener: ((scheme: Scheme) => void) | undefined;
  let loginListener: (() => void) | undefined;
  const plugins = {
    platform,
    app: {
      onBackButton: on('backButton'),
      onResume: on('resume'),
      exitApp: vi.fn(async () => {}),
      version: async () => '1.4.0',
    },
    push: {
      checkPermissions: vi.fn(async () => ({ receive: permission })),
      requestPermissions: vi.fn(async () => ({ receive: askAnswer })),
      register: vi.fn(async () => {}),
      onRegistration: on('registration'),
      onRegistrationError: on('registrationError'),
      onAction: on('action'),
      createChannel: vi.fn(async () => {}),
    },
    statusBar: {
      setStyle: vi.fn(async () => {}),
      setBackgroundColor: vi.fn(async () => {}),
    },
    deviceId: async () => 'device-42',
  };
  const router = { pathname: () => path, back: vi.fn(), navigate: vi.fn() };
  const http = { post: vi.fn(async () => ({ registered: true })) };
  const log = { warn: vi.fn() };
  const theme = {
    current: () => currentScheme,
    subscribe: (listener: (scheme: Scheme) => void) => {
      themeListener = listener;
      return () => {
        themeListener = undefined;
      };
    },
  };
  const session = {
    isLoggedIn: () => loggedIn,
    onLogin: (listener: () => void) => {
      loginListener = listener;
      return () => {
        loginListener = undefined;
      };
    },
  };
  const start = () => startNative({ plugins, router, theme, http, session, log });
  const fire = (name: string, value?: unknown) => {
    const listener = listeners[name];
    if (!listener) throw new Error(`no ${name} listener`);
    (listener as (value: unknown) => void)(value);
  };
  return {
    plugins,
    router,
    http,
    log,
    start,
    fire,
    listeners,
    changeTheme: (next: Scheme) => {
      currentScheme = next;
      themeListener?.(next);
    },
    login: () => loginListener?.(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('back button', () => {
  it.each(['/', '/dashboard'])('exits the app on %s', async (path) => {
    const native = fakeNative({ path });
    await native.start();
    native.fire('backButton', { canGoBack: true });
    expect(native.plugins.app.exitApp).toHaveBeenCalledTimes(1);
    expect(native.router.back).not.toHaveBeenCalled();
  });

  it('goes back one step on another path', async () => {
    const native = fakeNative({ path: '/orders/123' });
    await native.start();
    native.fire('backButton', { canGoBack: true });
    expect(native.router.back).toHaveBeenCalledTimes(1);
    expect(native.plugins.app.exitApp).not.toHaveBeenCalled();
  });

  it('exits the app when there is no history', async () => {
    const native = fakeNative({ path: '/orders/123' });
    await native.start();
    native.fire('backButton', { canGoBack: false });
    expect(native.plugins.app.exitApp).toHaveBeenCalledTimes(1);
    expect(native.router.back).not.toHaveBeenCalled();
  });
});

describe('push permission', () => {
  it('asks when the state is prompt, then registers when granted', async () => {
    const native = fakeNative({ permission: 'prompt', askAnswer: 'granted' });
    await native.start();
    expect(native.plugins.push.requestPermissions).toHaveBeenCalledTimes(1);
    expect(native.plugins.push.register).toHaveBeenCalledTimes(1);
    expect(native.log.warn).not.toHaveBeenCalled();
  });

  it('stops with only a warning when the prompt is refused', async () => {
    const native = fakeNative({ permission: 'prompt', askAnswer: 'denied' });
    await native.start();
    expect(native.plugins.push.requestPermissions).toHaveBeenCalledTimes(1);
    expect(native.plugins.push.register).not.toHaveBeenCalled();
    expect(native.log.warn).toHaveBeenCalledWith('native: push permission not granted (denied)');
  });

  it('does not ask again when denied: stops with a warning', async () => {
    const native = fakeNative({ permission: 'denied' });
    await native.start();
    expect(native.plugins.push.requestPermissions).not.toHaveBeenCalled();
    expect(native.plugins.push.register).not.toHaveBeenCalled();
    expect(native.log.warn).toHaveBeenCalledTimes(1);
  });

  it('registers straight away when already granted', async () => {
    const native = fakeNative({ permission: 'granted' });
    await native.start();
    expect(native.plugins.push.requestPermissions).not.toHaveBeenCalled();
    expect(native.plugins.push.register).toHaveBeenCalledTimes(1);
  });

  it('waits for a login before registering, and registers again after each login', async () => {
    const native = fakeNative({ loggedIn: false });
    await native.start();
    expect(native.plugins.push.register).not.toHaveBeenCalled();
    native.login();
    await settle();
    native.login();
    await settle();
    expect(native.plugins.push.register).toHaveBeenCalledTimes(2);
  });

  it('only logs a registration failure', async () => {
    const native = fakeNative();
    native.plugins.push.register.mockRejectedValueOnce(new Error('no play services'));
    await expect(native.start()).resolves.toBeDefined();
    native.fire('registrationError', { error: 'boom' });
    expect(native.log.warn).toHaveBeenCalledTimes(2);
  });
});

describe('device registration', () => {
  it.each(['android', 'ios'] as const)(
    'sends the exact body to POST /register-device on %s',
    async (platform) => {
      const native = fakeNative({ platform });
      await native.start();
      native.fire('registration', 'token-abc');
      await settle();
      expect(native.http.post).toHaveBeenCalledExactlyOnceWith('/register-device', {
        push_token: 'token-abc',
        platform,
        device_id: 'device-42',
        app_version: '1.4.0',
      });
    },
  );

  it('sends again when the token changes', async () => {
    const native = fakeNative();
    await native.start();
    native.fire('registration', 'token-1');
    native.fire('registration', 'token-2');
    await settle();
    expect(native.http.post).toHaveBeenCalledTimes(2);
    expect(native.http.post).toHaveBeenLastCalledWith(
      '/register-device',
      expect.objectContaining({ push_token: 'token-2' }),
    );
  });

  it('only logs a failed send', async () => {
    const native = fakeNative();
    native.http.post.mockRejectedValueOnce(new Error('offline'));
    await native.start();
    native.fire('registration', 'token-abc');
    await settle();
    expect(native.log.warn).toHaveBeenCalledWith(
      'native: could not send the device to the backend',
      expect.any(Error),
    );
  });

  it('skips everything on the web platform', async () => {
    const native = fakeNative({ platform: 'web' });
    const shell = await native.start();
    await shell.registerPush();
    expect(native.plugins.push.checkPermissions).not.toHaveBeenCalled();
    expect(native.plugins.push.register).not.toHaveBeenCalled();
    expect(native.http.post).not.toHaveBeenCalled();
    expect(Object.keys(native.listeners)).toEqual([]);
    expect(native.plugins.statusBar.setStyle).not.toHaveBeenCalled();
  });
});

describe('notification action', () => {
  it('navigates inside the app to the url it carries', async () => {
    const native = fakeNative();
    await native.start();
    native.fire('action', { url: '/orders/abc?tab=refunds' });
    expect(native.router.navigate).toHaveBeenCalledExactlyOnceWith('/orders/abc?tab=refunds');
  });

  it('keeps the path of an absolute url', async () => {
    const native = fakeNative();
    await native.start();
    native.fire('action', { url: 'https://app.repasse.example/financial#withdrawals' });
    expect(native.router.navigate).toHaveBeenCalledWith('/financial#withdrawals');
  });

  it('does nothing without a url', async () => {
    const native = fakeNative();
    await native.start();
    native.fire('action', {});
    native.fire('action', { url: '' });
    expect(native.router.navigate).not.toHaveBeenCalled();
  });

  it('ignores urls that are not pages of the app', () => {
    expect(inAppPath('javascript:alert(1)')).toBeNull();
    expect(inAppPath('//evil.example/x')).toBeNull();
    expect(inAppPath(42)).toBeNull();
  });
});

describe('theme on native', () => {
  it('applies the dark row at start on Android', async () => {
    const native = fakeNative({ scheme: 'dark' });
    await native.start();
    expect(native.plugins.statusBar.setStyle).toHaveBeenLastCalledWith('DARK');
    expect(native.plugins.statusBar.setBackgroundColor).toHaveBeenLastCalledWith('#FFFFFF');
  });

  it('follows a theme change', async () => {
    const native = fakeNative({ scheme: 'dark' });
    await native.start();
    native.changeTheme('light');
    await settle();
    expect(native.plugins.statusBar.setStyle).toHaveBeenLastCalledWith('LIGHT');
    expect(native.plugins.statusBar.setBackgroundColor).toHaveBeenLastCalledWith('#121212');
  });

  it('re-applies the current theme on resume', async () => {
    const native = fakeNative({ scheme: 'light' });
    await native.start();
    native.plugins.statusBar.setStyle.mockClear();
    native.plugins.statusBar.setBackgroundColor.mockClear();
    native.fire('resume');
    await settle();
    expect(native.plugins.statusBar.setStyle).toHaveBeenCalledExactlyOnceWith('LIGHT');
    expect(native.plugins.statusBar.setBackgroundColor).toHaveBeenCalledExactlyOnceWith('#121212');
  });

  it('sets no background colour on iOS', async () => {
    const native = fakeNative({ platform: 'ios', scheme: 'light' });
    await native.start();
    expect(native.plugins.statusBar.setStyle).toHaveBeenCalledWith('LIGHT');
    expect(native.plugins.statusBar.setBackgroundColor).not.toHaveBeenCalled();
  });

  it('keeps the SPEC colours in one table', () => {
    expect(nativeThemeTable).toEqual({
      dark: { statusBar: 'DARK', background: '#FFFFFF' },
      light: { statusBar: 'LIGHT', background: '#121212' },
    });
  });
});

describe('notification channels', () => {
  it('creates the sales channel with its sound and the default one on Android', async () => {
    const native = fakeNative();
    await native.start();
    expect(native.plugins.push.createChannel).toHaveBeenCalledTimes(2);
    expect(native.plugins.push.createChannel).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'sales', sound: 'sale_chime.wav' }),
    );
    expect(native.plugins.push.createChannel).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'default' }),
    );
    expect(notificationChannels.map((channel) => channel.id)).toEqual(['sales', 'default']);
  });

  it('creates no channel on iOS', async () => {
    const native = fakeNative({ platform: 'ios' });
    await native.start();
    expect(native.plugins.push.createChannel).not.toHaveBeenCalled();
  });
});

describe('stop', () => {
  it('removes every listener', async () => {
    const native = fakeNative();
    const shell = await native.start();
    await shell.stop();
    expect(Object.keys(native.listeners)).toEqual([]);
  });
});
