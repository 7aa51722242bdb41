import { CONCEPT_PICKER_TEXTS, INTERACTION_CLASS_LABELS } from '@sahha/contracts/quiz';
import { checkedAgainstLine } from './what-we-checked';

describe('checkedAgainstLine', () => {
  it('names every concept the plan was checked against by our labels', () => {
    expect(
      checkedAgainstLine([
        { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' },
        { id: 'lay-pregnant', classes: ['pregnancy_breastfeeding'] },
      ]),
    ).toBe(`${CONCEPT_PICKER_TEXTS.checkedAgainst}${INTERACTION_CLASS_LABELS.anticoagulant} — warfarin; ${INTERACTION_CLASS_LABELS.pregnancy_breastfeeding}.`);
  });

  it('says nothing for a plan with none or from before they were kept', () => {
    expect(checkedAgainstLine([])).toBeNull();
    expect(checkedAgainstLine(undefined)).toBeNull();
  });
});
