import { recognisedConcepts } from '../../../test/recognised-concepts';

const meds = (text: string) => recognisedConcepts(text, 'medications');

describe('a list under a heading, as a pharmacy app or a discharge letter writes it', () => {
  it("reads a relative's heading as theirs: 'Mum:', \"My husband's meds:\"", () => {
    expect(meds("My husband's meds: Glucophage 500, Lipitor 20.\nMine: Eliquis 5 BD")).toEqual({
      counted: ['apixaban'],
      setAside: ['metformin:someone-else', 'atorvastatin:someone-else'],
    });
    expect(meds('Mum: levothyroxine.\nMe: Eltroxin 50').counted).toEqual(['levothyroxine']);
  });

  it('reads a stopped list with its prescription shorthand, and no heading as the answer to the line before it', () => {
    expect(meds('Current medications:\n- Aspirin 81 mg OD\nStopped: Enoxaparin 1 mg/kg SC q12h (inpatient only)')).toEqual({
      counted: ['aspirin'],
      setAside: ['enoxaparin:stopped'],
    });
    expect(meds('Current: Eliquis 5 BD\nDiscontinued: warfarin').counted).toEqual(['apixaban']);
  });

  it('counts a list after a heading that says more than a relative', () => {
    expect(meds('Mum: same as me, warfarin').counted).toEqual(['warfarin']);
  });

  it('reads an arrow in a history as a step to the next clause', () => {
    expect(meds('DVT (2019) -> rivaroxaban for 3 months -> stopped').setAside).toEqual(['rivaroxaban:stopped']);
    expect(meds('DVT -> rivaroxaban since then').counted).toEqual(['rivaroxaban']);
  });
});
