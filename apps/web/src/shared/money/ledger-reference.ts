/** "sale:2f1c…" -> { kind: "sale", id: "2F1C9A0B" }: the last part names the order or request. */
export function shortReference(reference: string): { kind: string; id: string } {
  const parts = reference.split(':');
  const kind = parts.length > 1 ? (parts[0] ?? '') : '';
  const last = parts[parts.length - 1] ?? reference;
  return { kind, id: last.slice(0, 8).toUpperCase() };
}

const sellerAccount = /^seller:([0-9a-f-]{36}):([a-z_]+)$/i;

/**
 * A ledger account code made readable: a seller's account gives its kind ("available") and a
 * shortened code; platform, acquirer and provider codes are short already.
 */
export function describeAccount(code: string): { kind: string | null; short: string } {
  const match = sellerAccount.exec(code);
  if (!match) return { kind: null, short: code };
  const [, sellerId = '', kind = ''] = match;
  return { kind, short: `seller:${sellerId.slice(0, 8)}…:${kind}` };
}
