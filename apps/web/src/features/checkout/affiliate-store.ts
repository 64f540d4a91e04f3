/** What the checkout sends with the charge and the lead: the affiliate link the buyer came by. */
export type CheckoutAffiliate = { code: string; clickId?: string };

/** affiliateCodeSchema's pattern (contract/affiliates.ts), without loading zod for it. */
const codePattern = /^[A-Za-z0-9]{6,20}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keyOf = (productId: string) => `checkout-affiliate:${productId}`;

/** `?aff=<code>&click=<id>` as /go/<code> writes it; a click without a valid code is nothing. */
export function affiliateFromParams(params: URLSearchParams): CheckoutAffiliate | null {
  const code = params.get('aff');
  if (!code || !codePattern.test(code)) return null;
  const click = params.get('click');
  return click && uuidPattern.test(click) ? { code, clickId: click } : { code };
}

function parseStored(text: string | null): CheckoutAffiliate | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CheckoutAffiliate>;
    if (typeof value.code !== 'string' || !codePattern.test(value.code)) return null;
    return typeof value.clickId === 'string' && uuidPattern.test(value.clickId)
      ? { code: value.code, clickId: value.clickId }
      : { code: value.code };
  } catch {
    return null;
  }
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const local = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The affiliate of this product's checkout: the one in the address (remembered on this device for
 * the product, so a reload or a later visit keeps it), else the one remembered. The latest link
 * wins here; the server applies the programme's attribution model (first or last click) and its
 * cookie window. Storage may be refused (private mode): the address still counts.
 */
export function checkoutAffiliate(
  productId: string,
  params: URLSearchParams,
  storage: Storage | null = local(),
): CheckoutAffiliate | null {
  const fromAddress = affiliateFromParams(params);
  try {
    if (fromAddress) {
      storage?.setItem(keyOf(productId), JSON.stringify(fromAddress));
      return fromAddress;
    }
    return parseStored(storage?.getItem(keyOf(productId)) ?? null);
  } catch {
    return fromAddress;
  }
}
