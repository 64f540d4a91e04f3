import type {
  BalancesResponse,
  RankingsResponse,
  RevenueResponse,
  TransactionsResponse,
} from '@repasse/core/contract/analytics';
import { type Cents, toDecimalText } from '@repasse/core/money/cents';
import type { CsvCell } from '../../../shared/csv/csv-file.ts';

/** A panel's CSV: machine-friendly column names, amounts as decimal reais ("1234.56"). */
export type CsvTable = { header: string[]; rows: CsvCell[][] };

const reais = (cents: Cents) => toDecimalText(cents);

export const revenueCsv = ({ series }: RevenueResponse): CsvTable => ({
  header: [
    'bucket',
    'tpv',
    'tpv_pix',
    'tpv_card',
    'tpv_boleto',
    'platform_revenue',
    'margin',
    'refunds',
    'chargebacks',
  ],
  rows: series.map((point) => [
    point.bucket,
    reais(point.tpv),
    reais(point.tpvByMethod.pix),
    reais(point.tpvByMethod.card),
    reais(point.tpvByMethod.boleto),
    reais(point.platformRevenue),
    reais(point.margin),
    reais(point.refunds),
    reais(point.chargebacks),
  ]),
});

export const transactionsCsv = ({ series }: TransactionsResponse): CsvTable => ({
  header: ['bucket', 'created', 'paid', 'approval_rate', 'chargeback_rate'],
  rows: series.map((point) => [
    point.bucket,
    point.created,
    point.paid,
    point.approvalRate,
    point.chargebackRate,
  ]),
});

export const balancesCsv = ({ series }: BalancesResponse): CsvTable => ({
  header: ['bucket', 'pending', 'reserve', 'available', 'withdrawing', 'anticipated'],
  rows: series.map((point) => [
    point.bucket,
    reais(point.pending),
    reais(point.reserve),
    reais(point.available),
    reais(point.withdrawing),
    reais(point.anticipated),
  ]),
});

/** The three rankings one after the other, told apart by the first column. */
export function rankingsCsv({ sellers, products, acquirers }: RankingsResponse): CsvTable {
  type Ranked = Pick<
    RankingsResponse['acquirers'][number],
    'volume' | 'count' | 'approvalRate' | 'previousVolume'
  >;
  const row = (kind: string, rank: number, id: string, name: string, item: Ranked): CsvCell[] => [
    kind,
    rank,
    id,
    name,
    reais(item.volume),
    item.count,
    item.approvalRate,
    reais(item.previousVolume),
  ];
  return {
    header: [
      'ranking',
      'rank',
      'id',
      'name',
      'volume',
      'count',
      'approval_rate',
      'previous_volume',
    ],
    rows: [
      ...sellers.map((seller, index) =>
        row('seller', index + 1, seller.sellerId, seller.name || seller.email, seller),
      ),
      ...products.map((product, index) =>
        row('product', index + 1, product.productId, product.name, product),
      ),
      ...acquirers.map((acquirer, index) =>
        row('acquirer', index + 1, acquirer.acquirerId, acquirer.name, acquirer),
      ),
    ],
  };
}
