/**
 * `run` once the browser has nothing more urgent to do; answers how to call it off. WebKit (the
 * iPhone app's) has no idle callback: a short timeout stands in.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
