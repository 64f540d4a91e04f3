import type { Role } from '@repasse/core/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../test/harness.ts';
import { sellerWithKeys } from '../test/sellers.ts';
import type { Access, RouteEntry } from './access.ts';

/**
 * Every operation of the API receives what an attacker or a broken client sends: wrong types,
 * missing fields, text PostgreSQL cannot store, very long strings, negative and huge numbers,
 * malformed ids and JSON. None may answer 5xx, and every refusal has the error shape with a
 * translated message.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  minimum?: number;
  format?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

let t: TestApp;
let spec: OpenApi;
const userIds: Partial<Record<Role, string>> = {};
let secretKey = '';

beforeAll(async () => {
  t = await createTestApp();
  const seller = await sellerWithKeys(t);
  userIds.seller = seller.user.id;
  secretKey = seller.live;
  for (const role of ['admin', 'super_admin'] as const)
    userIds[role] = (await createUserAndLogin(t, role)).id;
  spec = t.app.swagger() as unknown as OpenApi;
});
afterAll(() => t.close());

function resolve(schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(spec.components?.schemas?.[name], depth + 1);
  }
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return resolve(variant.find((s) => s.type !== 'null') ?? variant[0], depth + 1);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolve(s, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return schema;
}

const typeOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;

/** A plausible value, so that a mutation of one field is what the server has to judge. */
function sample(raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'x';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      if (depth > 4) return {};
      const value: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {}))
        value[name] = sample(child, depth + 1);
      return value;
    }
    default:
      return 'x';
  }
}

const long = 'ç'.repeat(100_000);
const hostileStrings = ['\u0000', 'a\uD800b', long, '', ' ', '<script>', "'; drop table users; --"];
const hostileNumbers = [-1, 0, 1.5, 2 ** 53 + 2, -(2 ** 63), 1e308];
const wrongTypes = [null, true, [], {}, 'text', 12];

/** Leaf paths of a schema, one level into arrays and nested objects. */
function leaves(raw: Schema | undefined, path: string[] = [], depth = 0): [string[], Schema][] {
  const schema = resolve(raw);
  if (typeOf(schema) === 'object' && schema.properties && depth < 4) {
    return Object.entries(schema.properties).flatMap(([name, child]) =>
      leaves(child, [...path, name], depth + 1),
    );
  }
  return [[path, schema]];
}

function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = { ...(base as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  copy[head] = setAt(copy[head] ?? {}, rest, value);
  return copy;
}

function mutations(schema: Schema): unknown[] {
  const base = sample(schema);
  const out: unknown[] = [{}, [], null, 'text', 42];
  for (const [path, leaf] of leaves(schema)) {
    if (path.length === 0) continue;
    const kind = typeOf(leaf);
    const values =
      kind === 'string'
        ? [...hostileStrings, ...wrongTypes.slice(0, 3)]
        : kind === 'integer' || kind === 'number'
          ? [...hostileNumbers, '12', null]
          : wrongTypes;
    for (const value of values) out.push(setAt(base, path, value));
  }
  return out;
}

const malformedIds = [
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  '%00',
  'x'.repeat(5000),
];
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

async function credentialsFor(access: Access): Promise<Record<string, string>> {
  if (access === 'secret_key') return bearer(secretKey);
  const role: Role | null =
    access === 'user' ? 'seller' : access === 'admin' || access === 'super_admin' ? access : null;
  const id = role ? userIds[role] : undefined;
  return id ? bearer(await sessionFor(t, id)) : {};
}

type Finding = string;

function judge(route: RouteEntry, what: string, status: number, body: string): Finding | null {
  const where = `${route.method} ${route.url} ${what}`;
  if (status >= 500) return `${where} -> ${status} ${body.slice(0, 200)}`;
  if (status < 400) return null;
  // Files and the web app's HTML are not errors of the API.
  if (
    !route.url.startsWith('/web/') &&
    !route.url.startsWith('/v1/') &&
    !route.url.startsWith('/hooks/')
  )
    return null;
  let parsed: { error?: { code?: unknown; message?: unknown } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${where} -> ${status} without a JSON error body`;
  }
  const { code, message } = parsed.error ?? {};
  if (typeof code !== 'string' || typeof message !== 'string' || message === '')
    return `${where} -> ${status} without the error shape: ${body.slice(0, 200)}`;
  if (/^(errors|validation)\./.test(message) || message === code)
    return `${where} -> ${status} with an untranslated message: ${message}`;
  return null;
}

describe('fuzzing every operation', () => {
  it('never answers 5xx, and refuses in the error shape with a translated message', async () => {
    const routes = t.app.routeTable.filter(
      (r) => !r.url.startsWith('/docs') && r.url !== '/*' && r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(100);
    const findings: Finding[] = [];
    let requests = 0;
    for (const route of routes) {
      const operation = spec.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
      const queryParams = (operation?.parameters ?? []).filter((p) => p.in === 'query');
      const headers = {
        ...(await credentialsFor(route.access)),
        'accept-language': requests % 2 ? 'pt-BR' : 'en',
      };
      const send = async (what: string, url: string, payload?: unknown, raw?: string) => {
        requests += 1;
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            ...headers,
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: raw ?? JSON.stringify(payload ?? {}) } : {}),
        });
        const finding = judge(route, what, response.statusCode, response.body);
        if (finding) findings.push(finding);
      };
      const withIds = (id: string) => route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
      const url = withIds('00000000-0000-4000-8000-000000000000');

      for (const id of malformedIds.filter(() => route.url.includes(':')))
        await send(`id=${id.slice(0, 20)}`, withIds(id), bodySchema ? sample(bodySchema) : {});
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        await send('malformed JSON', url, undefined, '{"amount": 1,');
        await send('JSON with a NUL escape', url, undefined, '{"name": "\\u0000"}');
        await send('lone surrogate escape', url, undefined, '{"name": "\\udc00"}');
        const schemaForBody = bodySchema ?? { type: 'object', properties: {} };
        const variants = mutations(schemaForBody);
        for (let i = 0; i < variants.length; i += 1) await send(`body#${i}`, url, variants[i]);
      }
      for (const param of queryParams) {
        for (const value of [
          '\u0000',
          'x'.repeat(10_000),
          '-1',
          '1e308',
          '99999999999999999999',
          '[]',
        ]) {
          await send(
            `query ${param.name}=${value.slice(0, 10)}`,
            `${url}?${param.name}=${encodeURIComponent(value)}`,
          );
        }
      }
    }
    expect(requests).toBeGreaterThan(2_000);
    if (process.env.FUZZ_REPORT)
      (await import('node:fs')).writeFileSync(process.env.FUZZ_REPORT, findings.join('\n'));
    expect(findings).toEqual([]);
  });
});
