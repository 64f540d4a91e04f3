import type { AcquirerInput } from '@repasse/core/contract/acquirers';
import type { FastifyInstance } from 'fastify';

/** A Pagar.me acquirer for card only, as an admin would type it; tests override what they are about. */
export function pagarmeAcquirerInput(overrides: Partial<AcquirerInput> = {}): AcquirerInput {
  return {
    name: 'Pagar.me',
    kind: 'pagarme',
    apiUrl: 'https://api.pagar.me/core/v5',
    tokens: ['sk_test_x', 'hook:secret'],
    methods: ['card'],
    retention: { pix: '0', card: '0', boleto: '0' },
    fees: {
      pix: { percentage: '0', fixed: 0 },
      boleto: { percentage: '0', fixed: 0 },
      card: { percentage: '2.5', fixed: 30 },
      instalments: Array(12).fill('0'),
    },
    maxInstalments: 12,
    ...overrides,
  };
}

type RoutingSnapshot = Record<string, string[]>;

/**
 * Puts an unreachable Pagar.me first on the card route, so card charges must fall back to the
 * next acquirer. Answers the acquirer as created and `restore`, which puts the route back.
 */
export async function routeCardsThroughDownAcquirer(
  app: FastifyInstance,
  adminHeaders: Record<string, string>,
  overrides: Partial<AcquirerInput> = {},
) {
  const routing = (
    await app.inject({ method: 'GET', url: '/web/admin/acquirer-routing', headers: adminHeaders })
  ).json<RoutingSnapshot>();
  const down = (
    await app.inject({
      method: 'POST',
      url: '/web/admin/acquirers',
      headers: adminHeaders,
      payload: pagarmeAcquirerInput({
        name: 'Pagar.me (down)',
        apiUrl: 'http://127.0.0.1:9',
        ...overrides,
      }),
    })
  ).json<{ id: string; tokens: string[] }>();
  const route = (payload: RoutingSnapshot) =>
    app.inject({
      method: 'PUT',
      url: '/web/admin/acquirer-routing',
      headers: adminHeaders,
      payload,
    });
  await route({ ...routing, card: [down.id, ...(routing.card ?? [])] });
  return { down, restore: () => route(routing).then(() => undefined) };
}
