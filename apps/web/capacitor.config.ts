import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell (SPEC §2): the built web app (`dist`) inside an Android and an iOS project.
 * `npm run build:mobile -w @repasse/web` builds it for the phone (API host from VITE_API_URL)
 * and copies it into `android/` and `ios/` with `cap sync`.
 */
const config: CapacitorConfig = {
  appId: 'com.repasse.app',
  appName: 'Repasse',
  webDir: 'dist',
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
