import { averageToOneDecimal, formatPrice, pricePerServing } from './price-format';

describe('formatPrice', () => {
  it.each([
    [49, '49.00'],
    [49.5, '49.50'],
    [38.999, '39.00'],
    [210, '210.00'],
    [0.1 + 0.2, '0.30'],
  ])('%p → %p', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});

describe('pricePerServing', () => {
  it('divides and formats, or gives null without servings', () => {
    expect(pricePerServing(49, 60)).toBe('0.82');
    expect(pricePerServing(49, null)).toBeNull();
    expect(pricePerServing(49, 0)).toBeNull();
  });
});

describe('averageToOneDecimal', () => {
  it('rounds to one decimal and is null with no ratings', () => {
    expect(averageToOneDecimal(14, 3)).toBe(4.7);
    expect(averageToOneDecimal(9, 2)).toBe(4.5);
    expect(averageToOneDecimal(0, 0)).toBeNull();
  });
});
