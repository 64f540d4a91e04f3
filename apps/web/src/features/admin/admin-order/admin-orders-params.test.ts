import { describe, expect, it } from 'vitest';
import {
  adminOrdersQuery,
  isAdminOrdersList,
  readAdminOrdersParams,
  writeAdminOrdersParams,
} from './admin-orders-params.ts';

const seller = '6f1c2a3b-1234-4abc-8def-0123456789ab';
// 2026-03-10 01:00 UTC is still 9 March in São Paulo.
const now = new Date('2026-03-10T01:00:00Z');
const read = (query: string) => readAdminOrdersParams(new URLSearchParams(query), now);

describe('the admin orders list address', () => {
  it('is a list with any list filter and no order id', () => {
    expect(isAdminOrdersList(new URLSearchParams(`seller=${seller}`))).toBe(true);
    expect(isAdminOrdersList(new URLSearchParams('mode=live'))).toBe(true);
    expect(isAdminOrdersList(new URLSearchParams(''))).toBe(false);
    expect(isAdminOrdersList(new URLSearchParams(`id=${seller}&seller=${seller}`))).toBe(false);
  });

  it('reads presets as São Paulo days and asks the server for them', () => {
    const view = read(`seller=${seller}&status=paid&period=today&mode=test`);
    expect(adminOrdersQuery(view)).toEqual({
      seller,
      status: 'paid',
      from: '2026-03-09',
      to: '2026-03-09',
      mode: 'test',
      page: 1,
      pageSize: '25',
    });
    // The preset is written by name, so a saved link of "today" stays today.
    expect(writeAdminOrdersParams(view)).toEqual({
      mode: 'test',
      seller,
      status: 'paid',
      period: 'today',
    });
  });

  it('keeps a custom range, the page and the page size', () => {
    const view = read('product=p&from=2026-03-01&to=2026-03-05&page=3&pageSize=all');
    expect(view.filters.date).toEqual({
      preset: 'custom',
      range: { from: '2026-03-01', to: '2026-03-05' },
    });
    expect(writeAdminOrdersParams(view)).toEqual({
      mode: 'live',
      product: 'p',
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-05',
      page: '3',
      pageSize: 'all',
    });
  });

  it('falls back to "all" on values it does not know, and never lists every seller at once', () => {
    const view = read('status=lost&method=cash&mode=both&page=-2&pageSize=all&period=forever');
    expect(adminOrdersQuery(view)).toEqual({ mode: 'live', page: 1, pageSize: '25' });
  });
});
