import type { DataRouter } from 'react-router';

/** Calls `then` once the router has finished its first load (lazy screens and loaders included). */
export function whenRouterReady(router: DataRouter, then: () => void): void {
  if (router.state.initialized) {
    then();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}
