import { type APIRequestContext, expect } from '@playwright/test';
import type { BalanceResponse } from '@repasse/core/contract/ledger';
import type { Withdrawal, WithdrawalContext } from '@repasse/core/contract/withdrawals';
import { apiToken, bearer, demo } from './accounts.ts';

/** The demo seller's money and withdrawals through the API, to check what the screens say. */
export async function demoSellerApi(request: APIRequestContext) {
  const headers = bearer(await apiToken(request, demo.seller.email, demo.seller.password));
  return {
    headers,
    setPixKey: async (key: string) => {
      const response = await request.put('/web/settings/pix-key', {
        headers,
        data: { type: 'email', key },
      });
      expect(response.status()).toBe(200);
    },
    context: async () =>
      (await (
        await request.get('/web/withdrawals/context', { headers })
      ).json()) as WithdrawalContext,
    balance: async () =>
      (await (await request.get('/web/financial/balance', { headers })).json()) as BalanceResponse,
    withdrawals: async () =>
      (
        (await (await request.get('/web/withdrawals?pageSize=all', { headers })).json()) as {
          items: Withdrawal[];
        }
      ).items,
    request: async (amount: number) => {
      const response = await request.post('/web/withdrawals', { headers, data: { amount } });
      expect(response.status()).toBe(201);
      return (await response.json()) as Withdrawal;
    },
  };
}
