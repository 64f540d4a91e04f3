type PostingLike = { reference: string; type: string; amount: number; at: string };

export type PostingGroup<P extends PostingLike> = {
  reference: string;
  type: string;
  at: string;
  entries: P[];
  /** Zero when the ledger transaction balances, as every one must. */
  sum: number;
};

/**
 * An order's postings by ledger transaction, with debit and credit totals. A negative entry is a
 * debit (money leaves the account), a positive one a credit; balanced means they cancel out.
 */
export function summarizePostings<P extends PostingLike>(postings: readonly P[]) {
  const groups = new Map<string, PostingGroup<P>>();
  let debits = 0;
  let credits = 0;
  for (const posting of postings) {
    const group = groups.get(posting.reference) ?? {
      reference: posting.reference,
      type: posting.type,
      at: posting.at,
      entries: [],
      sum: 0,
    };
    group.entries.push(posting);
    group.sum += posting.amount;
    groups.set(posting.reference, group);
    if (posting.amount < 0) debits -= posting.amount;
    else credits += posting.amount;
  }
  const list = [...groups.values()];
  return { groups: list, debits, credits, balanced: list.every((g) => g.sum === 0) };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text is an order id (a UUID), ignoring the spaces around it. */
export const isOrderId = (text: string) => uuid.test(text.trim());

/**
 * The order a ledger reference belongs to: sales post as `sale:<order>`, refunds and chargebacks as
 * `refund:<order>:<total>` and `chargeback:<order>:<total>`. Anything else has no order.
 */
export function orderIdOfReference(reference: string): string | null {
  const [kind, id] = reference.split(':');
  if (!kind || !id || !['sale', 'refund', 'chargeback'].includes(kind)) return null;
  return uuid.test(id) ? id.toLowerCase() : null;
}

const idInCode = /^(\w+):([0-9a-f]{8})[0-9a-f-]{28}:(\w+)$/i;

/** "acquirer:0e75b0ec-…:receivable" shortened like seller codes; the full code goes in a tooltip. */
export const shortAccountCode = (code: string) => code.replace(idInCode, '$1:$2…:$3');
