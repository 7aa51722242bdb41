import { LEGACY_SET_ASIDE_REASON, type ConceptRef, type ReadConcept } from '@sahha/contracts/quiz';
import { EMPTY_CHIPS, answerChip, anyCounted, chipsOf, confirmedOf, pickConcept, withReading } from './concept-chips';

const warfarin: ConceptRef = { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' };
const bisoprolol: ReadConcept = { id: 'bisoprolol', classes: ['blood_pressure'], term: 'bisoprolol' };
const stoppedWarfarin: ReadConcept = { ...warfarin, setAside: 'stopped' };
const pregnancy: ConceptRef = { id: 'cond-pregnancy', classes: ['pregnancy_breastfeeding'], term: 'pregnancy' };
const notPregnant: ReadConcept = { ...pregnancy, setAside: 'denied' };
const mothersDiabetes: ReadConcept = { id: 'cond-diabetes', classes: ['glucose_lowering'], term: 'diabetes', setAside: 'someone-else' };
/** What a server from before the reasons sent for the health answer. */
const legacy = (concept: ConceptRef) => ({ ...concept, setAside: LEGACY_SET_ASIDE_REASON }) as unknown as ReadConcept;

describe('concept chips', () => {
  it('shows picked concepts first, then what the reader found, each once', () => {
    const state = withReading(pickConcept(EMPTY_CHIPS, warfarin), [bisoprolol, stoppedWarfarin], 'medications');
    expect(chipsOf(state).map((c) => [c.concept.id, c.origin])).toEqual([
      ['warfarin', 'picked'],
      ['bisoprolol', 'read'],
    ]);
  });

  it('counts a set-aside reading until the person says otherwise (fail safe), and asks its question', () => {
    const state = withReading(EMPTY_CHIPS, [stoppedWarfarin], 'medications');
    expect(chipsOf(state)).toEqual([{ concept: warfarin, origin: 'read', setAside: 'stopped', counted: true }]);
    expect(confirmedOf('medications', state)).toEqual([{ id: 'warfarin', state: 'taking' }]);

    const stopped = answerChip(state, 'warfarin', 'not-counted');
    expect(chipsOf(stopped)[0]).toEqual(expect.objectContaining({ answer: 'not-counted', counted: false }));
    expect(confirmedOf('medications', stopped)).toEqual([{ id: 'warfarin', state: 'stopped' }]);
    expect(anyCounted(stopped)).toBe(false);
  });

  it('maps answers to the health answer’s states', () => {
    const state = withReading(EMPTY_CHIPS, [notPregnant], 'healthInfo');
    expect(confirmedOf('healthInfo', state)).toEqual([{ id: 'cond-pregnancy', state: 'has' }]);
    expect(confirmedOf('healthInfo', answerChip(state, 'cond-pregnancy', 'not-counted'))).toEqual([{ id: 'cond-pregnancy', state: 'not' }]);
  });

  it('keeps the reason the reader gave, so each chip asks the question that fits it', () => {
    const state = withReading(EMPTY_CHIPS, [notPregnant, mothersDiabetes], 'healthInfo');
    expect(chipsOf(state).map((c) => [c.concept.id, c.setAside])).toEqual([
      ['cond-pregnancy', 'denied'],
      ['cond-diabetes', 'someone-else'],
    ]);
    // A relative's medicine on the medicines answer is someone else's, not a stop.
    const mothers = withReading(EMPTY_CHIPS, [{ ...warfarin, setAside: 'someone-else' }], 'medications');
    expect(chipsOf(mothers)[0].setAside).toBe('someone-else');
    expect(confirmedOf('medications', answerChip(mothers, 'warfarin', 'not-counted'))).toEqual([{ id: 'warfarin', state: 'stopped' }]);
  });

  it("reads an older server's 'not-yours' by field as before, and counts it until answered", () => {
    const health = withReading(EMPTY_CHIPS, [legacy(pregnancy)], 'healthInfo');
    expect(chipsOf(health)).toEqual([{ concept: pregnancy, origin: 'read', setAside: 'denied', counted: true }]);
    expect(confirmedOf('healthInfo', health)).toEqual([{ id: 'cond-pregnancy', state: 'has' }]);
    const medicines = withReading(EMPTY_CHIPS, [legacy(warfarin)], 'medications');
    expect(chipsOf(medicines)).toEqual([{ concept: warfarin, origin: 'read', setAside: 'stopped', counted: true }]);
    // The same reading again is no change.
    expect(withReading(health, [legacy(pregnancy)], 'healthInfo')).toBe(health);
  });

  it('"not me" hides a chip and tells the server not to count it from the text; a picked one is simply dropped', () => {
    const read = answerChip(withReading(EMPTY_CHIPS, [bisoprolol], 'medications'), 'bisoprolol', 'removed');
    expect(chipsOf(read)).toEqual([]);
    expect(confirmedOf('medications', read)).toEqual([{ id: 'bisoprolol', state: 'removed' }]);

    const picked = answerChip(pickConcept(EMPTY_CHIPS, warfarin), 'warfarin', 'removed');
    expect(picked.picked).toEqual([]);
    expect(confirmedOf('medications', picked)).toEqual([]);
    // Picked again after "not me", it counts again.
    expect(confirmedOf('medications', pickConcept(picked, warfarin))).toEqual([{ id: 'warfarin', state: 'taking' }]);
  });

  it('leaves a plain reading the person did not answer to the server’s own reading of the text', () => {
    expect(confirmedOf('medications', withReading(EMPTY_CHIPS, [bisoprolol], 'medications'))).toEqual([]);
    expect(anyCounted(withReading(EMPTY_CHIPS, [bisoprolol], 'medications'))).toBe(true);
  });

  it('keeps the same state when the reading did not change, so an unchanged answer is not an edit', () => {
    const state = withReading(EMPTY_CHIPS, [bisoprolol], 'medications');
    expect(withReading(state, [{ ...bisoprolol }], 'medications')).toBe(state);
    expect(withReading(EMPTY_CHIPS, [], 'medications')).toBe(EMPTY_CHIPS);
  });
});
