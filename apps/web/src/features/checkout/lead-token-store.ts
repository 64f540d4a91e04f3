/**
 * The lead's token per product, for this tab only (sessionStorage): a reload updates the same lead
 * rather than making another. Storage may be refused (private mode): the page works without it.
 */
const keyOf = (productId: string) => `checkout-lead:${productId}`;

export function readLeadToken(productId: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(productId));
  } catch {
    return null;
  }
}

export function writeLeadToken(productId: string, token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(keyOf(productId), token);
    else window.sessionStorage.removeItem(keyOf(productId));
  } catch {
    // Nothing to do: the token lives in the page's state.
  }
}
