import { typedDoseAmounts, typedDoses } from './typed-supplements';

describe('typedDoses', () => {
  it.each([
    // Conversions from the NIH ODS fact sheets: 1 mcg vitamin D = 40 IU.
    ['D3 5000 IU', { vitaminD: 5000 }],
    ['D3 5000', { vitaminD: 5000 }],
    ['vitamin d3 125 mcg', { vitaminD: 5000 }],
    ['Vitamin D 50,000 IU weekly', { vitaminD: 7143 }],
    ['vit D 50000 once a week', { vitaminD: 7143 }],
    ['D3 50k every week', { vitaminD: 7143 }],
    ['vitamin D ٥٠٠٠٠ IU monthly', { vitaminD: 1667 }],
    ['zinc 50 mg', { zinc: 50 }],
    ['zinc 50mg twice a day', { zinc: 100 }],
    ['vitamin C 1g', { vitaminC: 1000 }],
    ['folic acid 5 mg', { folicAcid: 5000 }],
    ['vitamin E 400 IU', { vitaminE: 268 }],
    ['magnesium glycinate 400mg, zinc 25 mg', { magnesium: 400, zinc: 25 }],
    ['fish oil', {}],
    ['magnesium', {}],
  ])('%s', (text, expected) => {
    expect(typedDoseAmounts(typedDoses(text))).toEqual(expected);
  });
});
