import { pushChannels, type RegisterDevice } from '@repasse/core/contract/notifications';

/**
 * The native shell's rules (SPEC §2, §4): back button, push permission and device registration,
 * notification taps, status bar and Android background per theme, notification channels.
 * The Capacitor plugins come in as `NativePlugins` (`capacitor-plugins.ts` wires the real ones),
 * so every rule is tested with fakes; no other file of the web app touches Capacitor.
 */

export type Scheme = 'dark' | 'light';
export type NativePlatform = 'ios' | 'android' | 'web';
type Handle = { remove: () => Promise<void> | void };
type PermissionState = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';

export type NotificationChannel = {
  id: string;
  name: string;
  description: string;
  importance: 1 | 2 | 3 | 4 | 5;
  sound?: string;
  visibility?: -1 | 0 | 1;
};

export type NativePlugins = {
  platform: NativePlatform;
  app: {
    onBackButton(listener: (event: { canGoBack: boolean }) => void): Promise<Handle> | Handle;
    onResume(listener: () => void): Promise<Handle> | Handle;
    exitApp(): Promise<void>;
    version(): Promise<string>;
  };
  push: {
    checkPermissions(): Promise<{ receive: PermissionState }>;
    requestPermissions(): Promise<{ receive: PermissionState }>;
    register(): Promise<void>;
    onRegistration(listener: (token: string) => void): Promise<Handle> | Handle;
    onRegistrationError(listener: (error: unknown) => void): Promise<Handle> | Handle;
    onAction(listener: (data: Record<string, unknown>) => void): Promise<Handle> | Handle;
    createChannel(channel: NotificationChannel): Promise<void>;
  };
  statusBar: {
    /** Capacitor's Style: DARK = light text for a dark background, LIGHT = dark text. */
    setStyle(style: 'DARK' | 'LIGHT'): Promise<void>;
    /** Android only. */
    setBackgroundColor(color: string): Promise<void>;
  };
  deviceId(): Promise<string>;
};

export type NativeRouter = {
  pathname(): string;
  back(): void;
  navigate(to: string): void;
};

export type NativeTheme = {
  current(): Scheme;
  /** Calls back on every change; returns the unsubscribe. */
  subscribe(listener: (scheme: Scheme) => void): () => void;
};

export type NativeHttp = {
  post(path: string, body: RegisterDevice): Promise<unknown>;
};

export type NativeSession = {
  isLoggedIn(): boolean;
  /** Calls back after each login; returns the unsubscribe. */
  onLogin(listener: () => void): () => void;
};

export type NativeLog = { warn(message: string, detail?: unknown): void };

/** SPEC §4, kept in one table: status bar style and Android background colour of each theme. */
export const nativeThemeTable: Record<Scheme, { statusBar: 'DARK' | 'LIGHT'; background: string }> =
  {
    dark: { statusBar: 'DARK', background: '#FFFFFF' },
    light: { statusBar: 'LIGHT', background: '#121212' },
  };

/**
 * Android channels, named as the server's pushes name them (`pushChannels`): sales with their own
 * sound (res/raw/sale_chime.wav), and the rest.
 */
export const notificationChannels: NotificationChannel[] = [
  {
    id: pushChannels.sales.androidChannelId,
    name: 'Sales',
    description: 'Approved sales',
    importance: 5,
    sound: `${pushChannels.sales.androidSound}.wav`,
    visibility: 1,
  },
  {
    id: pushChannels.default.androidChannelId,
    name: 'Notifications',
    description: 'Withdrawals, documents, awards and balance alerts',
    importance: 3,
    visibility: 1,
  },
];

/** Paths where the back button leaves the app instead of going back. */
const exitPaths = new Set(['/', '/dashboard']);

/** The in-app path of a notification's `url` (absolute URLs keep their path, query and hash). */
export function inAppPath(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const value = url.trim();
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

export type StartNativeOptions = {
  plugins: NativePlugins;
  router: NativeRouter;
  theme: NativeTheme;
  http: NativeHttp;
  session: NativeSession;
  log?: NativeLog;
};

export type NativeShell = {
  /** Checks the permission and registers; the registration event sends the device. */
  registerPush(): Promise<void>;
  applyTheme(scheme?: Scheme): Promise<void>;
  stop(): Promise<void>;
};

export async function startNative({
  plugins,
  router,
  theme,
  http,
  session,
  log = console,
}: StartNativeOptions): Promise<NativeShell> {
  const handles: Handle[] = [];
  const unsubscribes: (() => void)[] = [];
  const { platform } = plugins;

  async function applyTheme(scheme: Scheme = theme.current()): Promise<void> {
    if (platform === 'web') return;
    const row = nativeThemeTable[scheme];
    try {
      await plugins.statusBar.setStyle(row.statusBar);
      if (platform === 'android') await plugins.statusBar.setBackgroundColor(row.background);
    } catch (error) {
      log.warn('native: could not apply the theme to the status bar', error);
    }
  }

  async function sendDevice(token: string): Promise<void> {
    if (platform === 'web') return;
    try {
      const [device_id, app_version] = await Promise.all([
        plugins.deviceId(),
        plugins.app.version(),
      ]);
      await http.post('/register-device', {
        push_token: token,
        platform,
        device_id,
        app_version,
      });
    } catch (error) {
      log.warn('native: could not send the device to the backend', error);
    }
  }

  async function registerPush(): Promise<void> {
    if (platform === 'web') return;
    try {
      let { receive } = await plugins.push.checkPermissions();
      if (receive === 'prompt' || receive === 'prompt-with-rationale') {
        receive = (await plugins.push.requestPermissions()).receive;
      }
      if (receive !== 'granted') {
        log.warn(`native: push permission not granted (${receive})`);
        return;
      }
      await plugins.push.register();
    } catch (error) {
      log.warn('native: push registration failed', error);
    }
  }

  if (platform !== 'web') {
    handles.push(
      await plugins.app.onBackButton(({ canGoBack }) => {
        if (!canGoBack || exitPaths.has(router.pathname())) void plugins.app.exitApp();
        else router.back();
      }),
      await plugins.app.onResume(() => void applyTheme()),
      await plugins.push.onRegistration((token) => void sendDevice(token)),
      await plugins.push.onRegistrationError((error) =>
        log.warn('native: push registration failed', error),
      ),
      await plugins.push.onAction((data) => {
        const path = inAppPath(data.url);
        if (path) router.navigate(path);
      }),
    );
    unsubscribes.push(
      theme.subscribe((scheme) => void applyTheme(scheme)),
      session.onLogin(() => void registerPush()),
    );
    if (platform === 'android') {
      for (const channel of notificationChannels) {
        try {
          await plugins.push.createChannel(channel);
        } catch (error) {
          log.warn(`native: could not create the ${channel.id} channel`, error);
        }
      }
    }
    await applyTheme();
    if (session.isLoggedIn()) await registerPush();
  }

  return {
    registerPush,
    applyTheme,
    async stop() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      await Promise.all(handles.map((handle) => handle.remove()));
    },
  };
}
