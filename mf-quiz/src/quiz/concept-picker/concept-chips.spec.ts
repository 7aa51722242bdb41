import type { ConceptRef, ReadConcept } from '@sahha/contracts/quiz';
import { EMPTY_CHIPS, answerChip, anyCounted, chipsOf, confirmedOf, pickConcept, withReading } from './concept-chips';

const warfarin: ConceptRef = { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' };
const bisoprolol: ReadConcept = { id: 'bisoprolol', classes: ['blood_pressure'], term: 'bisoprolol' };
const stoppedWarfarin: ReadConcept = { ...warfarin, setAside: 'stopped' };
const notPregnant: ReadConcept = { id: 'cond-pregnancy', classes: ['pregnancy_breastfeeding'], term: 'pregnancy', setAside: 'not-yours' };

describe('concept chips', () => {
  it('shows picked concepts first, then what the reader found, each once', () => {
    const state = withReading(pickConcept(EMPTY_CHIPS, warfarin), [bisoprolol, stoppedWarfarin]);
    expect(chipsOf(state).map((c) => [c.concept.id, c.origin])).toEqual([
      ['warfarin', 'picked'],
      ['bisoprolol', 'read'],
    ]);
  });

  it('counts a set-aside reading until the person says otherwise (fail safe), and asks its question', () => {
    const state = withReading(EMPTY_CHIPS, [stoppedWarfarin]);
    expect(chipsOf(state)).toEqual([{ concept: warfarin, origin: 'read', setAside: 'stopped', counted: true }]);
    expect(confirmedOf('medications', state)).toEqual([{ id: 'warfarin', state: 'taking' }]);

    const stopped = answerChip(state, 'warfarin', 'not-counted');
    expect(chipsOf(stopped)[0]).toEqual(expect.objectContaining({ answer: 'not-counted', counted: false }));
    expect(confirmedOf('medications', stopped)).toEqual([{ id: 'warfarin', state: 'stopped' }]);
    expect(anyCounted(stopped)).toBe(false);
  });

  it('maps answers to the health answer’s states', () => {
    const state = withReading(EMPTY_CHIPS, [notPregnant]);
    expect(confirmedOf('healthInfo', state)).toEqual([{ id: 'cond-pregnancy', state: 'has' }]);
    expect(confirmedOf('healthInfo', answerChip(state, 'cond-pregnancy', 'not-counted'))).toEqual([{ id: 'cond-pregnancy', state: 'not' }]);
  });

  it('"not me" hides a chip and tells the server not to count it from the text; a picked one is simply dropped', () => {
    const read = answerChip(withReading(EMPTY_CHIPS, [bisoprolol]), 'bisoprolol', 'removed');
    expect(chipsOf(read)).toEqual([]);
    expect(confirmedOf('medications', read)).toEqual([{ id: 'bisoprolol', state: 'removed' }]);

    const picked = answerChip(pickConcept(EMPTY_CHIPS, warfarin), 'warfarin', 'removed');
    expect(picked.picked).toEqual([]);
    expect(confirmedOf('medications', picked)).toEqual([]);
    // Picked again after "not me", it counts again.
    expect(confirmedOf('medications', pickConcept(picked, warfarin))).toEqual([{ id: 'warfarin', state: 'taking' }]);
  });

  it('leaves a plain reading the person did not answer to the server’s own reading of the text', () => {
    expect(confirmedOf('medications', withReading(EMPTY_CHIPS, [bisoprolol]))).toEqual([]);
    expect(anyCounted(withReading(EMPTY_CHIPS, [bisoprolol]))).toBe(true);
  });

  it('keeps the same state when the reading did not change, so an unchanged answer is not an edit', () => {
    const state = withReading(EMPTY_CHIPS, [bisoprolol]);
    expect(withReading(state, [{ ...bisoprolol }])).toBe(state);
    expect(withReading(EMPTY_CHIPS, [])).toBe(EMPTY_CHIPS);
  });
});
