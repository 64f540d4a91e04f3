import { type APIRequestContext, expect } from '@playwright/test';

export type AcquirerRow = {
  id: string;
  name: string;
  kind: string;
  active: boolean;
  apiUrl: string | null;
  tokens: (string | null)[];
  methods: string[];
  retention: Record<string, string>;
  fees: Record<string, unknown>;
  maxInstalments: number;
};
export type Routing = { pix: string[]; card: string[]; boleto: string[] };

/** The admin acquirer API, for setting up and for putting global settings back. */
export function acquirerApi(request: APIRequestContext, headers: Record<string, string>) {
  return {
    list: async () =>
      (
        (await (await request.get('/web/admin/acquirers', { headers })).json()) as {
          items: AcquirerRow[];
        }
      ).items,
    routing: async () =>
      (await (await request.get('/web/admin/acquirer-routing', { headers })).json()) as Routing,
    setRouting: async (routing: Routing) => {
      const response = await request.put('/web/admin/acquirer-routing', { headers, data: routing });
      expect(response.status()).toBe(200);
    },
    /** A sandbox acquirer; its first token is the secret its webhooks are signed with. */
    create: async (name: string, methods: string[], webhookSecret = `whsec_${Date.now()}`) => {
      // The server adds its built-in sandbox only while no acquirer exists, when the list or the
      // routing is first read or a payment is made; as in the admin screen, look before adding, or
      // a spec run first on a fresh server would leave every route empty.
      expect((await request.get('/web/admin/acquirers', { headers })).ok()).toBe(true);
      const response = await request.post('/web/admin/acquirers', {
        headers,
        data: {
          name,
          kind: 'sandbox',
          active: true,
          tokens: [webhookSecret],
          methods,
          retention: { pix: '0', card: '0', boleto: '0' },
          fees: {
            pix: { percentage: '0', fixed: 0 },
            boleto: { percentage: '0', fixed: 0 },
            card: { percentage: '0', fixed: 0 },
            instalments: Array(12).fill('0'),
          },
          maxInstalments: 12,
        },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as AcquirerRow;
    },
    /** Acquirers cannot be deleted: a test's acquirer is switched off when it is done. */
    deactivate: async (acquirer: AcquirerRow) => {
      const response = await request.put(`/web/admin/acquirers/${acquirer.id}`, {
        headers,
        data: {
          name: acquirer.name,
          kind: acquirer.kind,
          active: false,
          apiUrl: acquirer.apiUrl,
          tokens: [],
          methods: acquirer.methods,
          retention: acquirer.retention,
          fees: acquirer.fees,
          maxInstalments: acquirer.maxInstalments,
        },
      });
      expect(response.status()).toBe(200);
    },
  };
}
