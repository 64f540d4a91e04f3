import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadChunk } from '../chunk-reload.ts';

export type HeaderControl = 'language' | 'theme' | 'user';

type Entry = { module: unknown; loading: boolean; listeners: Set<() => void> };
const entries = new Map<() => Promise<unknown>, Entry>();

function entryOf(load: () => Promise<unknown>): Entry {
  let entry = entries.get(load);
  if (!entry) {
    entry = { module: null, loading: false, listeners: new Set() };
    entries.set(load, entry);
  }
  return entry;
}

function start(load: () => Promise<unknown>): void {
  const entry = entryOf(load);
  if (entry.loading) return;
  entry.loading = true;
  void loadChunk(load).then((module) => {
    entry.module = module;
    for (const listener of entry.listeners) listener();
  });
}

/** The first signs of a person at the page; a programmatic focus (autoFocus) is not one. */
const interactionEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * The header's menus and tooltips need floating-ui (about 20 KB compressed), which nothing else a
 * first visit shows uses: their module (`load`) is fetched on the first pointer move, touch or key
 * press, and until it arrives plain buttons of the same look stand in (`plain` gives their
 * handlers). A click on a menu's button before then opens the menu once it is there (`opened`);
 * the keyboard focus moves to the real button (`focus`). While a button is pressed the swap waits,
 * or the click would be lost.
 */
export function useDeferredControls<M>(load: () => Promise<M>) {
  const entry = entryOf(load);
  const module = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.module as M | null,
    // Rendered ahead of time (src/app/prerender), the page has the plain buttons.
    () => null,
  );
  const [opened, setOpened] = useState<HeaderControl | null>(null);
  const [pressing, setPressing] = useState(false);
  const focus = useRef<HeaderControl | null>(null);

  useEffect(() => {
    if (entry.loading) return;
    const begin = () => start(load);
    for (const type of interactionEvents)
      window.addEventListener(type, begin, { once: true, passive: true });
    return () => {
      for (const type of interactionEvents) window.removeEventListener(type, begin);
    };
  }, [entry, load]);

  const plain = (control: HeaderControl, opensMenu = false) => ({
    onPointerDown: () => setPressing(true),
    // The click follows pointerup in the same task; the swap may happen after it.
    onPointerUp: () => setTimeout(() => setPressing(false)),
    onPointerCancel: () => setPressing(false),
    onFocus: () => {
      focus.current = control;
    },
    onBlur: () => {
      focus.current = null;
    },
    ...(opensMenu
      ? {
          onClick: () => {
            setOpened(control);
            start(load);
          },
          'aria-haspopup': 'menu' as const,
          'aria-expanded': false,
        }
      : {}),
  });

  return { loaded: pressing ? null : module, opened, focus: focus.current, plain };
}
