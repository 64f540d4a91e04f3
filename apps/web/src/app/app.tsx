import { createPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setAuthRedirectNavigator } from '../shared/http/auth-redirects.ts';
import { isNativeShell } from '../shared/native/is-native-shell.ts';
import { createQueryClient } from '../shared/query/query-client.ts';
import { clearChunkReloadFlag, setPendingUrlSource } from './chunk-reload.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { whenRouterReady } from './router-ready.ts';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setAuthRedirectNavigator((path) => void router.navigate(path, { replace: true }));
// docs/product.md §2: a failed screen chunk reloads the page once; the flag is cleared once the router is ready.
setPendingUrlSource(() => {
  const pending = router.state.navigation.location;
  return pending ? createPath(pending) : null;
});
whenRouterReady(router, clearChunkReloadFlag);
// SPEC §2, §4: inside the phone app only; browsers never download the native glue.
if (isNativeShell()) {
  void import('../shared/native/start-native.ts')
    .then(({ startNativeShell }) => startNativeShell(router))
    .catch((error: unknown) => console.warn('native: the shell did not start', error));
}

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
