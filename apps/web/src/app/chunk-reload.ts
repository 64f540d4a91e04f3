import { type ComponentType, lazy } from 'react';
import {
  readStored,
  removeStored,
  storageKeys,
  writeStored,
} from '../shared/storage/local-store.ts';

export type ChunkReloadDeps = {
  isFlagSet: () => boolean;
  setFlag: () => void;
  reload: () => void;
  logError: (message: string, error: unknown) => void;
};

let pendingUrl: () => string | null = () => null;

/** Where the failed navigation was going: the reload opens that page, not the one being left. */
export function setPendingUrlSource(source: () => string | null): void {
  pendingUrl = source;
}

const browserDeps: ChunkReloadDeps = {
  isFlagSet: () => readStored(storageKeys.chunkReload) !== null,
  setFlag: () => writeStored(storageKeys.chunkReload, '1'),
  reload: () => {
    const target = pendingUrl();
    if (target) window.location.assign(target);
    else window.location.reload();
  },
  logError: (message, error) => console.error(message, error),
};

/** Thrown when a screen still cannot be loaded after the page was reloaded once. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A screen of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * docs/product.md §2: a failed dynamic import reloads the page once (a new deploy usually replaced the chunk).
 * The flag is set before reloading; if it is still set, the reload did not help: log and fail.
 */
export async function loadChunk<T>(load: () => Promise<T>, deps = browserDeps): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!deps.isFlagSet()) {
      deps.setFlag();
      deps.reload();
      // Keep the router waiting while the page goes away.
      return new Promise<T>(() => {});
    }
    deps.logError('A screen could not be loaded, even after reloading the page.', error);
    throw new ChunkLoadError(error);
  }
}

export function clearChunkReloadFlag(): void {
  removeStored(storageKeys.chunkReload);
}

/** A route's `lazy`: loads the module through loadChunk and picks its screen component. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(load)) });
}

/** A component loaded on its first render (React.lazy, under a Suspense) through loadChunk. */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(async () => ({ default: pick(await loadChunk(load)) }));
}
