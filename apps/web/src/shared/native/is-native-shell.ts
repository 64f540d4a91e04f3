/**
 * True inside the Capacitor shell. Its native bridge defines `window.Capacitor` before the page's
 * scripts run, so the check needs no import: browsers never download the native glue.
 */
export function isNativeShell(): boolean {
  const bridge = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}
