import { byPrice, findMarketplaceDeal, type FallbackListing, type MasterListing, selectBestDeal, sortMasterListings } from './best-deal';

const offer = (retailerKey: string, price: number, inStock = true, marketplace = false) => ({ retailerKey, price, inStock, marketplace });

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
    const { bestDeal, otherRetailers } = selectBestDeal(offers, null);
    expect(bestDeal?.retailerKey).toBe('pharmacy');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['quick', 'amazon-ae', 'shop']);
  });

  it('shows the cheapest, out of stock, when nobody has it in stock', () => {
    const { bestDeal, otherRetailers } = selectBestDeal([offer('a', 50, false), offer('b', 40, false)], null);
    expect(bestDeal?.retailerKey).toBe('b');
    expect(otherRetailers.map((o) => o.retailerKey)).toEqual(['a']);
  });

  it('has no best deal without offers', () => {
    expect(selectBestDeal([], null)).toEqual({ bestDeal: null, otherRetailers: [] });
  });
});
