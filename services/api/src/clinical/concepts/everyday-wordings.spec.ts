import { recognisedConcepts } from '../../../test/recognised-concepts';

const health = (text: string) => recognisedConcepts(text, 'healthInfo');
const meds = (text: string) => recognisedConcepts(text, 'medications');

describe('everyday wordings the dictionary reads (eighteenth persona set)', () => {
  it('reads a pregnancy said by its due month or as the baby on the way', () => {
    expect(health('my sister-in-law is due in May and so am I, 24 weeks today').counted).toEqual(['cond-pregnancy']);
    expect(health('doosra bachcha hone wala hai, 7th month chal raha hai').counted).toEqual(['cond-pregnancy']);
  });

  it('never reads a bare "due" as a pregnancy', () => {
    expect(health('tired due to stress, due for a blood test')).toEqual({ counted: [], setAside: [] });
  });

  it('reads a child who still feeds as breastfeeding, and a stop with only the child\'s age after it as a stop', () => {
    expect(health('stopped breastfeeding my daughter, my son still feeds now').counted).toEqual(['cond-breastfeeding']);
    expect(health('stopped breastfeeding, my son is 2 now')).toEqual({ counted: [], setAside: ['cond-breastfeeding:stopped'] });
  });

  it('reads Eliquis as voice typing writes it, and the isotretinoin brand Zoretanin', () => {
    expect(meds('Ellie quiz 5 mg two times a day').counted).toEqual(['apixaban']);
    expect(meds('Zoretanin 20 on alternate days').counted).toEqual(['isotretinoin']);
  });

  it('reads one word that names the medicine and the condition of taking it as one thing a "no" answers', () => {
    expect(health('Lithium? no')).toEqual({ counted: [], setAside: ['lithium:denied', 'cond-lithium:denied'] });
  });
});
