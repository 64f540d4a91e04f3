import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { saleChimePaths, saleChimeWav } from './sale-chime.ts';

for (const path of saleChimePaths) {
  const target = join(import.meta.dirname, '..', path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, saleChimeWav());
  console.log(`wrote ${target}`);
}
