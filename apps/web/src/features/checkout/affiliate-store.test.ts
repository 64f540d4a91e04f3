import { affiliateCodeSchema } from '@repasse/core/contract/affiliates';
import { describe, expect, it } from 'vitest';
import { affiliateFromParams, checkoutAffiliate } from './affiliate-store.ts';

const click = '0b7e3b8c-1d2a-4c5e-9f00-123456789abc';
const product = '9f1c2b3a-0000-4000-8000-000000000001';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('checkout affiliate', () => {
  it('reads the code and the click the short link wrote', () => {
    expect(affiliateFromParams(new URLSearchParams(`aff=Abc123XY&click=${click}`))).toEqual({
      code: 'Abc123XY',
      clickId: click,
    });
    expect(affiliateFromParams(new URLSearchParams('aff=Abc123XY&click=nope'))).toEqual({
      code: 'Abc123XY',
    });
    expect(affiliateFromParams(new URLSearchParams(`aff=a b&click=${click}`))).toBeNull();
    expect(affiliateFromParams(new URLSearchParams(`click=${click}`))).toBeNull();
  });

  it('remembers it per product, so a later visit without the link still carries it', () => {
    const storage = memoryStorage();
    const first = checkoutAffiliate(
      product,
      new URLSearchParams(`aff=Abc123XY&click=${click}`),
      storage,
    );
    expect(first).toEqual({ code: 'Abc123XY', clickId: click });
    expect(checkoutAffiliate(product, new URLSearchParams(), storage)).toEqual(first);
    expect(checkoutAffiliate('another-product', new URLSearchParams(), storage)).toBeNull();
  });

  it('takes the latest link and ignores what storage holds that is not one', () => {
    const storage = memoryStorage();
    checkoutAffiliate(product, new URLSearchParams('aff=First1'), storage);
    expect(checkoutAffiliate(product, new URLSearchParams('aff=Second2'), storage)).toEqual({
      code: 'Second2',
    });
    storage.items.set(`checkout-affiliate:${product}`, '{"code":"<script>"}');
    expect(checkoutAffiliate(product, new URLSearchParams(), storage)).toBeNull();
    storage.items.set(`checkout-affiliate:${product}`, 'not json');
    expect(checkoutAffiliate(product, new URLSearchParams(), storage)).toBeNull();
  });

  it('works without storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(checkoutAffiliate(product, new URLSearchParams('aff=Abc123XY'), refusing)).toEqual({
      code: 'Abc123XY',
    });
    expect(checkoutAffiliate(product, new URLSearchParams(), refusing)).toBeNull();
    expect(checkoutAffiliate(product, new URLSearchParams(), null)).toBeNull();
  });
});

describe('checkout affiliate codes', () => {
  it.each(['Abc123', 'a'.repeat(20), 'a'.repeat(21), 'ab-123', 'Abc12', 'Ação123'])(
    '%s is taken exactly when the contract takes it',
    (code) => {
      const taken = affiliateFromParams(new URLSearchParams({ aff: code })) !== null;
      expect(taken).toBe(affiliateCodeSchema.safeParse(code).success);
    },
  );
});
