import { matchSupplementName, normaliseSupplementName, SYNONYM_GROUPS } from './supplement-name-match';

const names = (query: string, list: string[]) => matchSupplementName(query, list, (name) => name);

describe('normaliseSupplementName', () => {
  it('lowercases and collapses whitespace', () => {
    expect(normaliseSupplementName('  Vitamin \t D3 \n')).toBe('vitamin d3');
  });
});

describe('matchSupplementName', () => {
  it('prefers exact matches, ignoring case and spacing', () => {
    expect(names('Calcium with  Vitamin D', ['Vitamin D', 'calcium with vitamin d'])).toEqual(['calcium with vitamin d']);
  });

  it('falls back to a partial match either way round', () => {
    expect(names('Probiotics', ['Probiotic', 'Zinc'])).toEqual(['Probiotic']);
    expect(names('Zinc', ['Zinc Picolinate 50 mg', 'Iron'])).toEqual(['Zinc Picolinate 50 mg']);
  });

  it('then uses the synonym groups', () => {
    expect(names('Omega-3 (EPA & DHA)', ['Fish Oil 1000 mg', 'Zinc'])).toEqual(['Fish Oil 1000 mg']);
    expect(names('Coenzyme Q10', ['CoQ10', 'Ubiquinol 100', 'Iron'])).toEqual(['CoQ10', 'Ubiquinol 100']);
    expect(names('Turmeric', ['Curcumin Complex'])).toEqual(['Curcumin Complex']);
    expect(names('Methylcobalamin', ['Vitamin B12'])).toEqual(['Vitamin B12']);
  });

  it('matches synonyms on whole words only', () => {
    expect(names('Vitamin E', ['Vitamin D3', 'Fish Oil'])).toEqual([]);
    expect(names('Depakote', ['EPA 500'])).toEqual([]);
  });

  it('finds nothing for unrelated or empty names', () => {
    expect(names('Glucomannan', ['Zinc', 'Iron'])).toEqual([]);
    expect(names('   ', ['Zinc'])).toEqual([]);
  });

  it('covers the fourteen required synonym groups', () => {
    expect(Object.keys(SYNONYM_GROUPS)).toEqual([
      'vitamin d', 'b12', 'vitamin c', 'omega', 'calcium', 'zinc', 'magnesium', 'iron',
      'multivitamin', 'ashwagandha', 'probiotic', 'coq10', 'curcumin', 'green tea',
    ]);
  });
});
