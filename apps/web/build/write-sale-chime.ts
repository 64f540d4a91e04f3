import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { saleChimePath, saleChimeWav } from './sale-chime.ts';

const target = join(import.meta.dirname, '..', saleChimePath);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, saleChimeWav());
console.log(`wrote ${target}`);
