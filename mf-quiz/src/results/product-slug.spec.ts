import { productPathFor, productSlugFor } from './product-slug';

describe('productSlugFor (spec §5)', () => {
  it.each([
    ['Rhodiola Rosea', 'rhodiola-rosea'],
    ['Rhodiola', 'rhodiola-rosea'],
    ['Vitamin C', 'vitamin-c'],
    ['Vitamin C (Ascorbic Acid)', 'vitamin-c'],
    ['Vitamin B12', 'vitamin-b12'],
    ['B12 (Methylcobalamin)', 'vitamin-b12'],
    ['Vitamin D3', 'vitamin-d'],
    ['Vitamin E', 'vitamin-d'],
    ['Vitamin K2', 'vitamin-d'],
    ['Multivitamin', 'multivitamin'],
    ['Zinc Picolinate', 'zinc'],
    ['B-Complex', 'b-complex'],
    ['Vitamin B-Complex', 'b-complex'],
    ['Ashwagandha KSM-66', 'ashwagandha'],
    ['Magnesium Glycinate', 'magnesium'],
    ['Iron Bisglycinate', 'iron'],
    ['CoQ10', 'coq10'],
    ['Coenzyme Q10', 'coq10'],
  ])('%s → %s', (name, slug) => {
    expect(productSlugFor(name)).toBe(slug);
  });

  it('otherwise uses the first word, lowercased', () => {
    expect(productSlugFor('Probiotics Daily Blend')).toBe('probiotics');
    expect(productSlugFor('Omega-3 Fish Oil')).toBe('omega-3');
    expect(productSlugFor('Folate')).toBe('folate');
  });

  it('prefers the engine productId for the product path', () => {
    expect(productPathFor({ name: 'Vitamin E', productId: 'vitamin-e' })).toBe('/products/vitamin-e');
    expect(productPathFor({ name: 'Vitamin E' })).toBe('/products/vitamin-d');
  });
});
