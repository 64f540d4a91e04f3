import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, type ChunkReloadDeps, loadChunk } from './chunk-reload.ts';

function fakeDeps(flagSet: boolean) {
  let flag = flagSet;
  const deps = {
    isFlagSet: () => flag,
    setFlag: vi.fn(() => {
      flag = true;
    }),
    reload: vi.fn(),
    logError: vi.fn(),
  } satisfies ChunkReloadDeps;
  return deps;
}

describe('loadChunk', () => {
  it('returns the module when the import works', async () => {
    const deps = fakeDeps(false);
    await expect(loadChunk(async () => 'module', deps)).resolves.toBe('module');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('sets the flag and reloads once when the import fails', async () => {
    const deps = fakeDeps(false);
    const pending = loadChunk(() => Promise.reject(new Error('chunk gone')), deps);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(deps.setFlag).toHaveBeenCalledTimes(1);
    expect(deps.logError).not.toHaveBeenCalled();
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')]);
    expect(settled).toBe('pending');
  });

  it('only logs when the reload did not help', async () => {
    const deps = fakeDeps(true);
    await expect(
      loadChunk(() => Promise.reject(new Error('chunk gone')), deps),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.logError).toHaveBeenCalledTimes(1);
  });
});
