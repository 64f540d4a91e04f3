import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { Device } from '@capacitor/device';
import { PushNotifications } from '@capacitor/push-notifications';
import { StatusBar, Style } from '@capacitor/status-bar';
import type { NativePlatform, NativePlugins } from './native-shell.ts';

/** The only file that imports the Capacitor plugins: adapts them to `NativePlugins`. */
export function capacitorPlugins(): NativePlugins {
  const name = Capacitor.getPlatform();
  const platform: NativePlatform = name === 'ios' || name === 'android' ? name : 'web';
  return {
    platform,
    app: {
      onBackButton: (listener) => App.addListener('backButton', listener),
      onResume: (listener) => App.addListener('resume', listener),
      exitApp: () => App.exitApp(),
      version: async () => (await App.getInfo()).version,
    },
    push: {
      checkPermissions: () => PushNotifications.checkPermissions(),
      requestPermissions: () => PushNotifications.requestPermissions(),
      register: () => PushNotifications.register(),
      onRegistration: (listener) =>
        PushNotifications.addListener('registration', (token) => listener(token.value)),
      onRegistrationError: (listener) =>
        PushNotifications.addListener('registrationError', (error) => listener(error)),
      onAction: (listener) =>
        PushNotifications.addListener('pushNotificationActionPerformed', (action) =>
          listener((action.notification.data ?? {}) as Record<string, unknown>),
        ),
      createChannel: (channel) => PushNotifications.createChannel(channel),
    },
    statusBar: {
      setStyle: (style) =>
        StatusBar.setStyle({ style: style === 'DARK' ? Style.Dark : Style.Light }),
      setBackgroundColor: (color) => StatusBar.setBackgroundColor({ color }),
    },
    deviceId: async () => (await Device.getId()).identifier,
  };
}
