import type {
  AnalyticsPeriod,
  BalancesResponse,
  RankingsResponse,
  RevenueResponse,
  TransactionsResponse,
} from '@repasse/core/contract/analytics';
import { describe, expect, it } from 'vitest';
import { balancesCsv, rankingsCsv, revenueCsv, transactionsCsv } from './analytics-csv.ts';

const period: AnalyticsPeriod = {
  from: '2026-11-19',
  to: '2026-11-20',
  previousFrom: '2026-11-17',
  previousTo: '2026-11-18',
  granularity: 'day',
  mode: 'live',
};

describe('the analytics CSVs', () => {
  it('write revenue buckets with amounts in reais, exactly', () => {
    const series = [
      {
        bucket: '2026-11-19',
        tpv: 123_456,
        platformRevenue: 6_161,
        margin: -5,
        refunds: 0,
        chargebacks: 10_000,
        tpvByMethod: { pix: 100_001, card: 23_455, boleto: 0 },
      },
    ];
    const { header, rows } = revenueCsv({ series } as RevenueResponse);
    expect(header).toEqual([
      'bucket',
      'tpv',
      'tpv_pix',
      'tpv_card',
      'tpv_boleto',
      'platform_revenue',
      'margin',
      'refunds',
      'chargebacks',
    ]);
    expect(rows).toEqual([
      ['2026-11-19', '1234.56', '1000.01', '234.55', '0.00', '61.61', '-0.05', '0.00', '100.00'],
    ]);
  });

  it('keeps amounts past float precision exact', () => {
    const series = [
      {
        bucket: '2026-11-19',
        tpv: 9_007_199_254_740_991,
        platformRevenue: 0,
        margin: 0,
        refunds: 0,
        chargebacks: 0,
        tpvByMethod: { pix: 0, card: 0, boleto: 0 },
      },
    ];
    expect(revenueCsv({ series } as RevenueResponse).rows[0]?.[1]).toBe('90071992547409.91');
  });

  it('write transactions with their rates as the server gave them', () => {
    const series = [
      { bucket: '2026-11-19', created: 4, paid: 3, approvalRate: '75.00', chargebackRate: null },
    ];
    expect(transactionsCsv({ series } as TransactionsResponse).rows).toEqual([
      ['2026-11-19', 4, 3, '75.00', null],
    ]);
  });

  it('write held balances per bucket', () => {
    const series = [
      {
        bucket: '2026-11-20',
        pending: 1,
        reserve: 20,
        available: 300,
        withdrawing: 4_000,
        anticipated: 50_000,
      },
    ];
    expect(balancesCsv({ series } as BalancesResponse).rows).toEqual([
      ['2026-11-20', '0.01', '0.20', '3.00', '40.00', '500.00'],
    ]);
  });

  it('write the three rankings in one table, each ranked from 1', () => {
    const figures = { volume: 99_90, count: 2, approvalRate: '66.67', previousVolume: 0 };
    const report: RankingsResponse = {
      period,
      sort: 'volume',
      sellers: [
        { sellerId: 's1', name: 'Ana', email: 'ana@example.com', ...figures },
        { sellerId: 's2', name: '', email: 'bia@example.com', ...figures, volume: 10 },
      ],
      products: [{ productId: 'p1', name: 'Curso', sellerId: 's1', sellerName: 'Ana', ...figures }],
      acquirers: [{ acquirerId: 'a1', name: 'Cielo', ...figures, approvalRate: null }],
    };
    const { header, rows } = rankingsCsv(report);
    expect(header[0]).toBe('ranking');
    expect(rows).toEqual([
      ['seller', 1, 's1', 'Ana', '99.90', 2, '66.67', '0.00'],
      ['seller', 2, 's2', 'bia@example.com', '0.10', 2, '66.67', '0.00'],
      ['product', 1, 'p1', 'Curso', '99.90', 2, '66.67', '0.00'],
      ['acquirer', 1, 'a1', 'Cielo', '99.90', 2, null, '0.00'],
    ]);
  });
});
