import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export function createStorage(config: Config): FileStorage {
  if (config.s3) return s3Storage(config.s3);
  // Without a data directory (in-memory tests) files go to a throwaway temporary folder.
  const root = config.dataDir
    ? join(config.dataDir, 'files')
    : mkdtempSync(join(tmpdir(), 'repasse-files-'));
  return localStorage(root);
}
