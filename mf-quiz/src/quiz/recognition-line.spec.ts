import { INTERACTION_CLASS_LABELS } from '@sahha/contracts/quiz';
import { RECOGNITION_TEXTS, recognitionLine, shouldRecognise } from './recognition-line';

const anticoagulant = INTERACTION_CLASS_LABELS.anticoagulant;
const pregnancy = INTERACTION_CLASS_LABELS.pregnancy_breastfeeding;

describe('recognition line', () => {
  it("names each item as 'label — term', or the label alone, joined with '; '", () => {
    expect(
      recognitionLine('medications', {
        recognised: [
          { class: 'anticoagulant', label: anticoagulant, term: 'warfarin' },
          { class: 'pregnancy_breastfeeding', label: pregnancy },
        ],
        nothingRecognised: false,
      }),
    ).toBe('We recognised: Blood thinner (anticoagulant) — warfarin; Pregnancy, breastfeeding or trying to conceive');
  });

  it('lists each item once, and a bare label not at all when the same label came with a term', () => {
    expect(
      recognitionLine('medications', {
        recognised: [
          { class: 'anticoagulant', label: anticoagulant, term: 'warfarin' },
          { class: 'anticoagulant', label: anticoagulant },
          { class: 'anticoagulant', label: anticoagulant, term: 'warfarin' },
          { class: 'anticoagulant', label: anticoagulant, term: 'apixaban' },
          { class: 'pregnancy_breastfeeding', label: pregnancy },
          { class: 'pregnancy_breastfeeding', label: pregnancy },
        ],
        nothingRecognised: false,
      }),
    ).toBe(`We recognised: ${anticoagulant} — warfarin; ${anticoagulant} — apixaban; ${pregnancy}`);
  });

  it('says what was named but not counted, so a wrong reading of "stopped" can be corrected', () => {
    expect(
      recognitionLine('medications', {
        recognised: [{ class: 'blood_pressure', label: INTERACTION_CLASS_LABELS.blood_pressure, term: 'bisoprolol' }],
        setAside: [{ class: 'anticoagulant', label: anticoagulant, term: 'warfarin' }],
        nothingRecognised: false,
      }),
    ).toBe(
      `We recognised: ${INTERACTION_CLASS_LABELS.blood_pressure} — bisoprolol. ${RECOGNITION_TEXTS.setAsidePrefix}${anticoagulant} — warfarin. ${RECOGNITION_TEXTS.setAsideHint}`,
    );
    expect(recognitionLine('healthInfo', { recognised: [], setAside: [{ class: 'pregnancy_breastfeeding', label: pregnancy }], nothingRecognised: false })).toBe(
      `${RECOGNITION_TEXTS.setAsidePrefix}${pregnancy}. ${RECOGNITION_TEXTS.setAsideHint}`,
    );
  });

  it('says nothing was identified, in the words of each step', () => {
    expect(recognitionLine('medications', { recognised: [], nothingRecognised: true })).toBe(
      "We could not identify a medicine or condition in this. Check the spelling, or add what it is for (for example 'blood pressure').",
    );
    expect(recognitionLine('healthInfo', { recognised: [], nothingRecognised: true })).toBe(RECOGNITION_TEXTS.nothingRecognised.healthInfo);
    expect(RECOGNITION_TEXTS.nothingRecognised.healthInfo).toMatch(/^We could not identify a condition or medicine in this\./);
  });

  it('prefers what was recognised over the nothing-recognised flag, and shows no line for an empty answer', () => {
    expect(recognitionLine('healthInfo', { recognised: [{ class: 'pregnancy_breastfeeding', label: pregnancy }], nothingRecognised: true })).toBe(
      `We recognised: ${pregnancy}`,
    );
    expect(recognitionLine('medications', { recognised: [], nothingRecognised: false })).toBeNull();
  });

  it('asks only about text of at least two characters once trimmed', () => {
    expect(shouldRecognise('')).toBe(false);
    expect(shouldRecognise('  a  ')).toBe(false);
    expect(shouldRecognise('Zn')).toBe(true);
    expect(shouldRecognise(' حامل ')).toBe(true);
  });
});
