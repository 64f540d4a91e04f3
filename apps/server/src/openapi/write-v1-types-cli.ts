import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenAPI3 } from 'openapi-typescript';
import { createTestApp } from '../test/harness.ts';
import { v1ClientTypes, v1TypesPath } from './v1-client.ts';

// The document comes from the app itself, built on an in-memory database, as the tests build it.
const t = await createTestApp();
const types = await v1ClientTypes(t.app.swagger() as unknown as OpenAPI3);
writeFileSync(v1TypesPath, types);
await t.close();
console.log(`wrote ${fileURLToPath(v1TypesPath)}`);
