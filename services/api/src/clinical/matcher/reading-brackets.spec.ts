import { recognisedConcepts } from '../../../test/recognised-concepts';

const read = (text: string) => recognisedConcepts(text, 'medications');

describe('a clause in brackets after one that set something aside', () => {
  it('reads a name in brackets as the thing before it: the same class, the same reason', () => {
    expect(read('our cat has thyroid tablets (methimazole), I am not on anything')).toEqual({
      counted: [],
      setAside: ['metabolic-lay-thyroid-medicine:someone-else', 'methimazole:someone-else'],
    });
    expect(read('completed TB preventive therapy (isoniazid 300 mg) in 2022')).toEqual({
      counted: [],
      setAside: ['lay-tb-treatment:stopped', 'isoniazid:stopped'],
    });
  });

  it('counts brackets that say more than a name: the user may be speaking of themselves', () => {
    expect(read('my mothers warfarin (I take Eliquis)').counted).toEqual(['apixaban']);
    expect(read('my mum takes warfarin (and so do I)').counted).toEqual(['warfarin']);
  });

  it('counts a name in brackets of another class than what was set aside', () => {
    expect(read('stopped warfarin (Concor)').counted).toEqual(['bisoprolol']);
  });

  it('counts brackets after a clause that set nothing aside', () => {
    expect(read('Concor (bisoprolol) 5 mg').counted).toEqual(['bisoprolol']);
  });

  it("reads names in brackets after 'for my husband', 'for my in-laws', 'and my mum' as theirs", () => {
    expect(read('I fill the dosette for my in-laws (Janumet, Crestor). Mine: Telma 40, nothing else')).toEqual({
      counted: ['telmisartan'],
      setAside: ['sitagliptin-metformin:someone-else', 'rosuvastatin:someone-else'],
    });
    expect(read("I fill the pill organiser for my husband (Lipitor) and my mum (Concor); I'm not on any").counted).toEqual([]);
  });

  it('counts names in brackets after a relative the user is likened to', () => {
    expect(read('same as my mother (warfarin)').counted).toEqual(['warfarin']);
  });
});
