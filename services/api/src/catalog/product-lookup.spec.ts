import { PRODUCT_KEYS } from './knowledge';
import { findProductKey } from './product-lookup';

describe('findProductKey', () => {
  it('finds the exact key, case-insensitively', () => {
    expect(findProductKey('vitamin-d', PRODUCT_KEYS)).toBe('vitamin-d');
    expect(findProductKey('Omega-3', PRODUCT_KEYS)).toBe('omega-3');
  });

  it('falls back to a partial match on the key', () => {
    expect(findProductKey('rhodiola', PRODUCT_KEYS)).toBe('rhodiola-rosea');
    expect(findProductKey('coq10-ubiquinol', PRODUCT_KEYS)).toBe('coq10');
    expect(findProductKey('ashwagandha-ksm66-root', PRODUCT_KEYS)).toBe('ashwagandha');
  });

  it('then matches on the first hyphen-separated word', () => {
    expect(findProductKey('green-coffee', PRODUCT_KEYS)).toBe('green-tea-extract');
    expect(findProductKey('calcium-citrate', PRODUCT_KEYS)).toBe('calcium-with-vitamin-d');
  });

  it('gives null when nothing fits', () => {
    expect(findProductKey('unicorn-dust', PRODUCT_KEYS)).toBeNull();
    expect(findProductKey('', PRODUCT_KEYS)).toBeNull();
    expect(findProductKey('-', PRODUCT_KEYS)).toBeNull();
  });
});
