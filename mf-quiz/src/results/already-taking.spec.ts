import { isAlreadyTaking, normaliseSupplementName, splitRecommendations } from './already-taking';

describe('isAlreadyTaking (spec §5)', () => {
  it('normalises: lowercase, punctuation stripped, hyphen-joined', () => {
    expect(normaliseSupplementName('Vitamin D3 (Cholecalciferol)')).toBe('vitamin-d3-cholecalciferol');
    expect(normaliseSupplementName('vitamin_d')).toBe('vitamin-d');
    expect(normaliseSupplementName("  Omega-3  Fish Oil! ")).toBe('omega-3-fish-oil');
  });

  it('matches when either name contains the other', () => {
    expect(isAlreadyTaking('Vitamin D3', ['vitamin_d'])).toBe(true);
    expect(isAlreadyTaking('Magnesium', ['Magnesium Glycinate'])).toBe(true);
    expect(isAlreadyTaking('Zinc', ['zinc'])).toBe(true);
    expect(isAlreadyTaking('Omega-3 Fish Oil', ['omega3'])).toBe(true);
  });

  it('does not match unrelated supplements', () => {
    expect(isAlreadyTaking('Vitamin C', ['vitamin_d'])).toBe(false);
    expect(isAlreadyTaking('Ashwagandha', ['magnesium', 'zinc'])).toBe(false);
    expect(isAlreadyTaking('Iron', [])).toBe(false);
  });

  it("'none' never matches", () => {
    expect(isAlreadyTaking('None', ['none'])).toBe(false);
    expect(isAlreadyTaking('Nonenal blend', ['none'])).toBe(false);
    expect(isAlreadyTaking('Vitamin D', ['None', ''])).toBe(false);
  });

  it('splits into new and keep-taking using the engine flag and the name rule', () => {
    const items = [
      { name: 'Vitamin D3', alreadyTaking: false },
      { name: 'Magnesium Glycinate', alreadyTaking: true },
      { name: 'Omega-3 Fish Oil', alreadyTaking: false },
      { name: 'Ashwagandha' },
    ];
    const { newItems, keepTaking } = splitRecommendations(items, ['vitamin_d'], 'fish oil');
    expect(newItems.map((item) => item.name)).toEqual(['Ashwagandha']);
    expect(keepTaking.map((item) => item.name)).toEqual(['Vitamin D3', 'Magnesium Glycinate', 'Omega-3 Fish Oil']);
  });
});
