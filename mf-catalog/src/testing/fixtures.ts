import type { ProductDetail, ProductPriceEntry } from '@sahha/contracts';

export function priceEntry(overrides: Partial<ProductPriceEntry> = {}): ProductPriceEntry {
  return {
    retailerKey: 'life-pharmacy',
    retailer: 'Life Pharmacy',
    kind: 'pharmacy_chain',
    logo: 'life-pharmacy',
    price: '49.00',
    currency: 'AED',
    inStock: true,
    deliveryTime: '1-2 days',
    rating: 4.6,
    servings: 120,
    quantity: '120 softgels',
    pricePerServing: '0.41',
    checkedAt: null,
    freshness: 'unchecked',
    outboundUrl: 'https://www.lifepharmacy.com/search?q=Vitamin%20D3%20supplement',
    clickUrl: '/api/go/life-pharmacy/vitamin-d',
    sponsored: false,
    affiliateProgram: null,
    ...overrides,
  };
}

export const marketplaceDeal = priceEntry({
  retailerKey: 'amazon-ae',
  retailer: 'Amazon.ae',
  kind: 'marketplace',
  logo: 'amazon-ae',
  price: '38.00',
  deliveryTime: '1-3 days',
  rating: 4.7,
  servings: null,
  pricePerServing: null,
  // Only a fresh price is ever the Best Deal.
  checkedAt: '2026-11-20',
  freshness: 'fresh',
  outboundUrl: 'https://www.amazon.ae/s?k=Vitamin%20D3%20supplement&tag=sahha-21',
  clickUrl: '/api/go/amazon-ae/vitamin-d',
  sponsored: true,
  affiliateProgram: 'amazon',
});

export const noon = priceEntry({
  retailerKey: 'noon-ae',
  retailer: 'noon',
  kind: 'quick_delivery',
  logo: 'noon-ae',
  price: '55.00',
  deliveryTime: 'Same day',
  outboundUrl: 'https://www.noon.com/uae-en/search/?q=Vitamin%20D3%20supplement&utm_source=sahha',
  clickUrl: '/api/go/noon-ae/vitamin-d',
  sponsored: true,
});

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'vitamin-d',
    name: 'Vitamin D3',
    description: 'Vitamin D3 helps the body absorb calcium.',
    timeOfDay: 'breakfast',
    benefits: ['Helps absorb calcium', 'Supports bones', 'Supports immunity', 'Corrects low levels', 'Reduces fracture risk'],
    recommendedDosage: '1,000–2,000 IU daily with a meal containing fat',
    cautions: ['Do not exceed 4,000 IU a day unless prescribed'],
    scientificEvidence: 'A meta-analysis of 25 randomised trials found fewer respiratory infections.',
    evidenceUrl: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    evidenceGrade: 'A',
    sources: [{ title: 'NIH ODS: Vitamin D Fact Sheet', url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' }],
    pricing: [priceEntry(), noon],
    bestDeal: marketplaceDeal,
    otherRetailers: [priceEntry(), noon],
    lowestPriceRetailerKey: null,
    ratingSummary: { average: null, count: 0 },
    ...overrides,
  };
}
