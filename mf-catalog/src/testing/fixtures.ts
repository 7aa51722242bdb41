import type { ProductDetail, ProductPriceEntry } from '@sahha/contracts';

export function priceEntry(overrides: Partial<ProductPriceEntry> = {}): ProductPriceEntry {
  return {
    retailerKey: 'al-shifa-pharmacy',
    retailer: 'Al Shifa Pharmacy',
    kind: 'pharmacy_chain',
    logo: 'al-shifa-pharmacy',
    price: '49.00',
    currency: 'AED',
    inStock: true,
    deliveryTime: '1-2 days',
    rating: 4.6,
    servings: 120,
    quantity: '120 softgels',
    pricePerServing: '0.41',
    checkedAt: '2026-11-16',
    outboundUrl: 'https://www.alshifa-pharmacy.example/products/vitamin-d',
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
  checkedAt: null,
  outboundUrl: 'https://www.amazon.ae/dp/B07D3K1000?tag=sahha-21',
  affiliateProgram: 'amazon',
});

export const quickCart = priceEntry({
  retailerKey: 'quickcart-uae',
  retailer: 'QuickCart UAE',
  kind: 'quick_delivery',
  logo: 'quickcart-uae',
  price: '55.00',
  deliveryTime: 'Same day',
  outboundUrl: 'https://www.quickcart-uae.example/products/vitamin-d',
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
    pricing: [priceEntry(), quickCart],
    bestDeal: marketplaceDeal,
    otherRetailers: [priceEntry(), quickCart],
    ratingSummary: { average: null, count: 0 },
    ...overrides,
  };
}
