import { alreadyTakingKeys, namesMatch, splitTypedSupplements } from './already-taking';

describe('already-taking match', () => {
  it.each([
    ['Vitamin D3', 'vitamin-d', true],
    ['vitamin d', 'Vitamin D3', true],
    ['ZINC!', 'zinc', true],
    ['none', 'none', false],
    ['none', 'nonetheless', false],
    ['omega', 'magnesium', false],
  ])('%s ~ %s → %s', (a, b, expected) => {
    expect(namesMatch(a, b)).toBe(expected);
  });

  it.each([
    [['vitamin_d'], '', ['vitamin-d']],
    [['omega3'], '', ['omega-3']],
    [['vitamin_b'], '', ['b-complex']],
    [['multivitamin', 'calcium'], '', ['calcium-with-vitamin-d', 'multivitamin']],
    [['none'], 'none', []],
    [['protein', 'creatine'], '', []],
    [['none'], 'Fish oil; CoQ10 and ubiquinol', ['coq10', 'omega-3']],
    [['none'], 'vitamin d', ['vitamin-d']],
    [['none'], 'magnesium glycinate 200mg', ['magnesium']],
    [['none'], 'ashwagandha KSM-66', ['ashwagandha']],
    [['none'], 'c, d', []],
    [['none'], 'D3 5000 IU', ['vitamin-d']],
    [['none'], 'D3', ['vitamin-d']],
    [['none'], 'Vitamin D 50,000 IU weekly', ['vitamin-d']],
    [['none'], 'zinc 50 mg', ['zinc']],
  ] as const)('%j + %j → %j', (ticked, typed, expected) => {
    expect([...alreadyTakingKeys([...ticked], typed)].sort()).toEqual([...expected].sort());
  });

  it('splits typed lists on common separators', () => {
    expect(splitTypedSupplements('a, b; c / d + e & f\ng and h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
