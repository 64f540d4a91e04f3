import { webClient } from '../http/web-client.ts';
import { hasToken, onSessionStart } from '../session/session-store.ts';
import { capacitorPlugins } from './capacitor-plugins.ts';
import { type NativeRouter, type Scheme, startNative } from './native-shell.ts';

type AppRouter = {
  state: { location: { pathname: string } };
  navigate(to: string | number): unknown;
};

/** The scheme Mantine wrote on <html>, watched for changes. */
const htmlScheme = {
  current: (): Scheme =>
    document.documentElement.getAttribute('data-mantine-color-scheme') === 'light'
      ? 'light'
      : 'dark',
  subscribe(listener: (scheme: Scheme) => void) {
    const observer = new MutationObserver(() => listener(htmlScheme.current()));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-mantine-color-scheme'],
    });
    return () => observer.disconnect();
  },
};

/** Loaded lazily by the app only inside the native shell (`isNativeShell`). */
export function startNativeShell(router: AppRouter) {
  const nativeRouter: NativeRouter = {
    pathname: () => router.state.location.pathname,
    back: () => void router.navigate(-1),
    navigate: (to) => void router.navigate(to),
  };
  return startNative({
    plugins: capacitorPlugins(),
    router: nativeRouter,
    theme: htmlScheme,
    http: { post: (path, body) => webClient.post(path, body) },
    session: { isLoggedIn: hasToken, onLogin: onSessionStart },
  });
}
