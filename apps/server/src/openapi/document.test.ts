import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: OpenApi;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://pay.repasse.com.br' } });
  document = t.app.swagger() as unknown as OpenApi;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('passes the Redocly linter with its recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
    expect(found.filter((line) => line.startsWith('error'))).toEqual([]);
    // The one warning left is two public checkout paths that differ only in the order of a
    // literal and a parameter; renaming them would break links already handed to buyers.
    expect(found).toEqual([
      expect.stringMatching(
        /^warn no-ambiguous-paths: .*\/web\/public\/checkout\/\{id\}\/charges.*\/web\/public\/checkout\/charges\/\{id\}/,
      ),
    ]);
  });

  it('names every operation once and secures it by its surface', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(90);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const schemesOf = (prefix: string) =>
      new Set(
        all
          .filter(({ path }) => path.startsWith(prefix))
          .map(({ operation }) => JSON.stringify(operation.security)),
      );
    expect(schemesOf('/web/public/')).toEqual(new Set(['[]']));
    expect(
      new Set(
        all
          .filter(({ path }) => path.startsWith('/web/') && !path.startsWith('/web/public/'))
          .map(({ operation }) => JSON.stringify(operation.security)),
      ),
    ).toEqual(new Set([JSON.stringify([{ session: [] }])]));
    expect(schemesOf('/v1/charges')).toEqual(new Set([JSON.stringify([{ secretKey: [] }])]));
    expect(schemesOf('/v1/tokens')).toEqual(new Set([JSON.stringify([{ publicKey: [] }])]));
    expect(schemesOf('/hooks/payouts/')).toEqual(
      new Set([JSON.stringify([{ sandboxSignature: [] }, { asaasToken: [] }])]),
    );
  });

  it('documents the refusals of every operation with the shared error shape', () => {
    for (const { path, method, operation } of operations()) {
      const refusals = Object.entries(operation.responses ?? {}).filter(([status]) =>
        /^4\d\d$/.test(status),
      );
      expect(refusals.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, answer] of refusals)
        expect(
          answer.content?.['application/json']?.schema?.$ref,
          `${method} ${path} ${status}`,
        ).toBe('#/components/schemas/Error');
    }
    const charge = document.paths['/v1/charges/{id}']?.get?.responses ?? {};
    expect(Object.keys(charge).sort()).toEqual(['200', '400', '401', '403', '404']);
  });
});
