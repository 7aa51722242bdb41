import type { PriceFreshness } from '@sahha/contracts';

import { byPrice, findMarketplaceDeal, type FallbackListing, type MasterListing, selectBestDeal, sortMasterListings } from './best-deal';

const offer = (retailerKey: string, price: number, inStock = true, marketplace = false, freshness: PriceFreshness = 'fresh') => ({
  retailerKey,
  price,
  inStock,
  marketplace,
  freshness,
});

function row(overrides: Partial<MasterListing>): MasterListing {
  return {
    supplement: 'Zinc',
    retailerKey: 'amazon-ae',
    marketplace: true,
    productName: 'Zinc 50 mg',
    url: 'https://www.amazon.ae/dp/B000000001',
    price: 60,
    quantity: '100 tablets',
    hasAffiliate: true,
    ...overrides,
  };
}

const fallback = (name: string, price: number, code = 'B0FALLBACK'): FallbackListing => ({ code, name, price, inStock: true });

describe('byPrice', () => {
  it('sorts ascending and breaks ties by retailer key', () => {
    expect(byPrice([offer('b', 50), offer('c', 40), offer('a', 50)]).map((o) => o.retailerKey)).toEqual(['c', 'a', 'b']);
  });
});

describe('sortMasterListings', () => {
  it('puts affiliate rows first, then the marketplace, then lower prices', () => {
    const rows = [
      row({ url: 'pharmacy', retailerKey: 'al-shifa-pharmacy', marketplace: false, hasAffiliate: false, price: 30 }),
      row({ url: 'market-plain', hasAffiliate: false, price: 90 }),
      row({ url: 'market-dear', price: 80 }),
      row({ url: 'market-cheap', price: 70 }),
    ];
    expect(sortMasterListings(rows).map((r) => r.url)).toEqual(['market-cheap', 'market-dear', 'market-plain', 'pharmacy']);
  });
});

describe('findMarketplaceDeal', () => {
  it('takes the best master row for the product, matched by name', () => {
    const rows = [row({ url: 'a', price: 80 }), row({ url: 'b', price: 55 }), row({ supplement: 'Iron', url: 'c', price: 10 })];
    expect(findMarketplaceDeal('Zinc', rows, [fallback('Zinc', 1)])).toEqual({ source: 'master', listing: rows[1] });
  });

  it('ignores master rows that are not from the marketplace', () => {
    const rows = [row({ retailerKey: 'al-shifa-pharmacy', marketplace: false, hasAffiliate: false })];
    expect(findMarketplaceDeal('Zinc', rows, [])).toBeNull();
  });

  it('falls back to the cheapest matching fallback item', () => {
    const items = [fallback('Green Tea Extract', 70, 'B0000000GT'), fallback('Green Tea Extract 500', 65, 'B000000GT5'), fallback('Zinc', 20)];
    expect(findMarketplaceDeal('Green Tea Extract', [row({})], items)).toEqual({ source: 'fallback', listing: items[0] });
    expect(findMarketplaceDeal('Green Tea', [], items)).toEqual({ source: 'fallback', listing: items[1] });
  });

  it('gives null when neither table knows the product', () => {
    expect(findMarketplaceDeal('Glucomannan', [row({})], [fallback('Zinc', 20)])).toBeNull();
  });
});

describe('selectBestDeal', () => {
  const offers = [offer('pharmacy', 45), offer('amazon-ae', 52, true, true), offer('quick', 39, false), offer('shop', 61)];

  it('makes a known marketplace deal the best deal and drops marketplace entries from the list', () => {
    const deal = offer('amazon-ae', 49, true, true);
    const { bestDeal, otherRetailers } = selectBestDeal(offers, deal);
    expect(bestDeal).toBe(deal);
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['quick', 'pharmacy', 'shop']);
  });

  it('otherwise picks the cheapest in-stock retailer and removes it from the list', () => {
    // The marketplace's own offer is stale here: a fresh one would be the marketplace deal.
    const withoutFreshMarketplace = offers.map((o) => (o.marketplace ? { ...o, freshness: 'stale' as const } : o));
    const { bestDeal, otherRetailers } = selectBestDeal(withoutFreshMarketplace, null);
    expect(bestDeal?.retailerKey).toBe('pharmacy');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['quick', 'amazon-ae', 'shop']);
  });

  it('shows the cheapest, out of stock, when nobody has it in stock', () => {
    const { bestDeal, otherRetailers } = selectBestDeal([offer('a', 50, false), offer('b', 40, false)], null);
    expect(bestDeal?.retailerKey).toBe('b');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['a']);
  });

  it('has no best deal without offers', () => {
    expect(selectBestDeal([], null)).toEqual({ bestDeal: null, otherRetailers: [], lowestPrice: null });
  });
});

describe('selectBestDeal with freshness (issue M)', () => {
  it('never makes a stale or unchecked price the best deal, however cheap', () => {
    const offers = [offer('stale', 20, true, false, 'stale'), offer('unchecked', 25, true, false, 'unchecked'), offer('fresh', 40)];
    const { bestDeal, otherRetailers } = selectBestDeal(offers, null);
    expect(bestDeal?.retailerKey).toBe('fresh');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['stale', 'unchecked']);
  });

  it('has no best deal when no price is fresh, and lists every price', () => {
    const offers = [offer('a', 30, true, false, 'unchecked'), offer('amazon-ae', 35, true, true, 'stale')];
    expect(selectBestDeal(offers, offer('amazon-ae', 33, true, true, 'unchecked'))).toEqual({
      bestDeal: null,
      otherRetailers: [offers[0], offers[1]],
      lowestPrice: null,
    });
  });

  it('passes over an unchecked known marketplace deal; the marketplace offer stays in the list', () => {
    const offers = [offer('pharmacy', 45), offer('amazon-ae', 40, true, true, 'unchecked')];
    const { bestDeal, otherRetailers } = selectBestDeal(offers, offer('amazon-ae', 30, true, true, 'unchecked'));
    expect(bestDeal?.retailerKey).toBe('pharmacy');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['amazon-ae']);
  });

  it("makes the marketplace's own fresh offer the best deal, and marks a cheaper fresh in-stock offer as the lowest price", () => {
    const offers = [offer('pharmacy', 49), offer('amazon-ae', 54, true, true), offer('stale', 30, true, false, 'stale'), offer('quick', 45, false)];
    const { bestDeal, otherRetailers, lowestPrice } = selectBestDeal(offers, null);
    expect(bestDeal?.retailerKey).toBe('amazon-ae');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['stale', 'quick', 'pharmacy']);
    // Not the stale 30 nor the out-of-stock 45: the cheapest fresh price one can buy.
    expect(lowestPrice?.retailerKey).toBe('pharmacy');
  });

  it('marks nothing when the best deal is the cheapest fresh in-stock offer, or ties with it', () => {
    expect(selectBestDeal([offer('pharmacy', 49), offer('amazon-ae', 45, true, true)], null).lowestPrice).toBeNull();
    expect(selectBestDeal([offer('pharmacy', 49), offer('amazon-ae', 49, true, true)], null).lowestPrice).toBeNull();
    expect(selectBestDeal([offer('pharmacy', 49), offer('shop', 55)], null).lowestPrice).toBeNull();
  });

  it('marks the cheapest fresh in-stock offer when a known marketplace best deal is out of stock', () => {
    const { bestDeal, lowestPrice } = selectBestDeal([offer('pharmacy', 60)], offer('amazon-ae', 50, false, true));
    expect(bestDeal?.retailerKey).toBe('amazon-ae');
    expect(lowestPrice?.retailerKey).toBe('pharmacy');
  });

  it("passes over the marketplace's own offer while it is out of stock", () => {
    const { bestDeal, otherRetailers, lowestPrice } = selectBestDeal([offer('pharmacy', 60), offer('amazon-ae', 50, false, true)], null);
    expect(bestDeal?.retailerKey).toBe('pharmacy');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['amazon-ae']);
    expect(lowestPrice).toBeNull();
  });

  it('marks nothing when no fresh offer is in stock', () => {
    const { bestDeal, lowestPrice } = selectBestDeal([offer('a', 50, false), offer('b', 40, true, false, 'stale')], null);
    expect(bestDeal?.retailerKey).toBe('a');
    expect(lowestPrice).toBeNull();
  });
});
