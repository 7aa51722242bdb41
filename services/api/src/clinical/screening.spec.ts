import { INTERACTION_CLASS_LABELS, type InteractionClass } from '@sahha/contracts/quiz';
import { recognise, screenAnswers, withConfirmed } from './screening';

const screen = (text: string) =>
  screenAnswers({ currentMedications: text, currentMedications_text: text, additionalHealthInfo: 'no_additional_info', healthConcerns_text: '' }).classes;

describe('screenAnswers with the whole knowledge base', () => {
  // The cases of the screen this one replaced: every one must still be recognised.
  it.each<[string, InteractionClass]>([
    ['Warfarin 5mg', 'anticoagulant'],
    ['coumadin', 'anticoagulant'],
    ['Marevan 3 mg', 'anticoagulant'],
    ['ELIQUIS 5', 'anticoagulant'],
    ['rivaroxaban', 'anticoagulant'],
    ['Xarelto 20mg', 'anticoagulant'],
    ['Pradaxa', 'anticoagulant'],
    ['Lixiana', 'anticoagulant'],
    ['clexane injections', 'anticoagulant'],
    ['on a blood thinner', 'anticoagulant'],
    ['Plavix 75', 'antiplatelet'],
    ['low dose aspirin daily', 'antiplatelet'],
    ['Aspirin', 'antiplatelet'],
    ['Brilinta', 'antiplatelet'],
    ['prasugrel', 'antiplatelet'],
    ['Cipralex 10mg', 'ssri_snri'],
    ['sertralin', 'ssri_snri'],
    ['setraline', 'ssri_snri'],
    ['Lustral', 'ssri_snri'],
    ['Prozac', 'ssri_snri'],
    ['Lexapro', 'ssri_snri'],
    ['citalopram', 'ssri_snri'],
    ['Seroxat', 'ssri_snri'],
    ['Effexor XR', 'ssri_snri'],
    ['Cymbalta', 'ssri_snri'],
    ['desvenlafaxine', 'ssri_snri'],
    ['Euthyrox 50mcg', 'levothyroxine'],
    ['synthroid', 'levothyroxine'],
    ['Eltroxin', 'levothyroxine'],
    ['thyroxine', 'levothyroxine'],
    ['levothyroxin', 'levothyroxine'],
    ['Glucophage XR 500', 'metformin'],
    ['Janumet', 'metformin'],
    ['Kombiglyze', 'metformin'],
    ['metformine', 'metformin'],
    ['Losec', 'ppi'],
    ['Nexium 40', 'ppi'],
    ['Controloc', 'ppi'],
    ['Pariet', 'ppi'],
    ['lansoprazole', 'ppi'],
    ['a PPI for reflux', 'ppi'],
    ['Methotrexate weekly', 'methotrexate'],
    ['Cipro', 'quinolone_tetracycline'],
    ['Ciprobay', 'quinolone_tetracycline'],
    ['Tavanic', 'quinolone_tetracycline'],
    ['moxifloxacin', 'quinolone_tetracycline'],
    ['doxycycline for acne', 'quinolone_tetracycline'],
    ['minocycline', 'quinolone_tetracycline'],
    ['I am pregnant', 'pregnancy_breastfeeding'],
    ['20 weeks pregnancy', 'pregnancy_breastfeeding'],
    ['dialysis 3x a week', 'kidney_disease'],
    ['CKD stage 3', 'kidney_disease'],
    ['kidney failure', 'kidney_disease'],
    ['renal failure', 'kidney_disease'],
    ['cirrhosis', 'liver_disease'],
    ['Hepatitis B', 'liver_disease'],
    ['fatty liver', 'liver_disease'],
    ['atorvastatin, amlodipine', 'statin'],
    ['atorvastatin, amlodipine', 'blood_pressure'],
  ])('%s → %s', (text, cls) => {
    expect(screen(text)).toContain(cls);
  });

  it.each(['none', 'no medications', 'nothing', 'لا يوجد'])('%s → nothing, and nothing unidentified', (text) => {
    const read = screenAnswers({ currentMedications: text, currentMedications_text: text, additionalHealthInfo: text, healthConcerns_text: text });
    expect(read).toEqual({ classes: [], medicationClasses: [], healthInfoClasses: [], unidentified: [], conceptIds: { medications: [], healthInfo: [] }, otherScript: false, hints: [] });
  });

  // Pakistani and Indian residents write Urdu script: its own letters (ہ ے ڈ پ گ…) meet the Arabic dictionary.
  it.each<[string, InteractionClass]>([
    ['شوگر کی گولی روزانہ', 'glucose_lowering'],
    ['بلڈ پریشر کی دوائی', 'blood_pressure'],
    ['خون پتلا کرنے کی دوائی', 'anticoagulant'],
    ['گلوکوفاج 500', 'metformin'],
    ['نیند کی گولی', 'sedative'],
  ])('reads the Urdu %s as %s', (text, cls) => {
    expect(screen(text)).toContain(cls);
  });

  it('does not read Urdu everyday words as medicines', () => {
    expect(screen('دل کی بیماری')).toEqual([]);
  });

  it('never reads a medicine inside an ordinary word', () => {
    expect(screen('happiness and shipping')).toEqual([]);
  });

  it('keeps the medicines answer and the health answer apart, and orders classes as the contract does', () => {
    expect(
      screenAnswers({ currentMedications: 'Nexium', currentMedications_text: 'warfarin', additionalHealthInfo: 'I am breastfeeding', healthConcerns_text: 'on Cipralex' }),
    ).toEqual({
      classes: ['anticoagulant', 'ssri_snri', 'ppi', 'pregnancy_breastfeeding'],
      medicationClasses: ['anticoagulant', 'ppi'],
      healthInfoClasses: ['ssri_snri', 'pregnancy_breastfeeding'],
      unidentified: [],
      conceptIds: { medications: ['esomeprazole', 'warfarin'], healthInfo: ['cond-breastfeeding', 'escitalopram'] },
      otherScript: false,
      hints: [],
    });
  });

  it('marks an answer whose text names nothing we know as unidentified', () => {
    expect(screenAnswers({ currentMedications: 'xqzt 10mg', currentMedications_text: '', additionalHealthInfo: 'no_additional_info', healthConcerns_text: '' }).unidentified).toEqual([
      'medications',
    ]);
  });

  it('reads the supplements, goals and diet boxes for classes, never for unidentified text', () => {
    const none = { currentMedications: 'none', currentMedications_text: '', additionalHealthInfo: 'no_additional_info', healthConcerns_text: '' };
    expect(screenAnswers({ ...none, currentSupplements_text: 'Vitamin D and my Concor 5' })).toMatchObject({ medicationClasses: ['blood_pressure'], unidentified: [] });
    expect(screenAnswers({ ...none, goals_text: 'more energy, I am 12 weeks pregnant' })).toMatchObject({ healthInfoClasses: ['pregnancy_breastfeeding'], unidentified: [] });
    expect(screenAnswers({ ...none, diet_text: 'vegan while breastfeeding' }).classes).toEqual(['pregnancy_breastfeeding']);
    expect(screenAnswers({ ...none, currentSupplements_text: 'collagen peptides, melatonin, fish oil' })).toMatchObject({ classes: [], unidentified: [] });
  });

  // Before: text in a script the dictionary does not hold split into nothing and counted as "no medicines".
  it.each([
    ['варфарин 5 мг', 'мне 40 лет, беременна'],
    ['मधुमेह की दवा', 'गर्भवती हूँ'],
    ['ワルファリン', '妊娠中'],
  ])('marks text in another script (%s) as unidentified, never as none', (medications, health) => {
    const screening = screenAnswers({ currentMedications: medications, currentMedications_text: medications, additionalHealthInfo: health, healthConcerns_text: '' });
    expect(screening.unidentified).toEqual(['medications', 'healthInfo']);
    expect(screening.otherScript).toBe(true);
  });

  it('never flags Urdu, whose own letters (ں ۓ ۂ) are read as their Arabic neighbours', () => {
    const none = { currentMedications: 'none', currentMedications_text: '', healthConcerns_text: '' };
    expect(screenAnswers({ ...none, additionalHealthInfo: 'ہم بچے کی کوشش کر رہے ہیں' })).toMatchObject({ otherScript: false, healthInfoClasses: ['pregnancy_breastfeeding'] });
  });

  // People type a medicine or a pregnancy wherever there is a box: another script in any box the screen reads is flagged.
  it.each([
    ['currentSupplements_text', 'Омега-3 и Конкор'],
    ['goals_text', 'хочу больше энергии'],
    ['diet_text', 'शाकाहारी'],
    ['healthConcerns_text', 'болят суставы'],
  ] as const)('flags another script typed in %s', (field, text) => {
    const none = { currentMedications: 'none', currentMedications_text: '', additionalHealthInfo: 'no_additional_info', healthConcerns_text: '' };
    expect(screenAnswers({ ...none, [field]: text }).otherScript).toBe(true);
    expect(screenAnswers({ ...none, [field]: 'more energy' }).otherScript).toBe(false);
  });
});

describe('recognise (the live line of quiz steps 8 and 9)', () => {
  it('names the class and our dictionary name, never the typed words', () => {
    const result = recognise('Marevan 5mg', 'medications');
    expect(result.nothingRecognised).toBe(false);
    expect(result.recognised).toContainEqual({ class: 'anticoagulant', label: 'Blood thinner (anticoagulant)', term: 'warfarin' });
    expect(JSON.stringify(result)).not.toMatch(/marevan/i);
  });

  it('reads Arabic script', () => {
    expect(recognise('وارفارين', 'medications').recognised.map((r) => r.class)).toContain('anticoagulant');
    expect(recognise('أنا حامل', 'healthInfo').recognised.map((r) => r.class)).toEqual(['pregnancy_breastfeeding']);
  });

  it('says when nothing was recognised, and says nothing for a none answer', () => {
    expect(recognise('xqzt pills', 'medications')).toEqual({ recognised: [], nothingRecognised: true });
    // Named but not counted is shown as such, never as "nothing recognised".
    expect(recognise('stopped warfarin, still on Concor', 'medications')).toEqual({
      recognised: [{ class: 'blood_pressure', label: INTERACTION_CLASS_LABELS.blood_pressure, term: 'bisoprolol' }],
      setAside: [{ class: 'anticoagulant', label: INTERACTION_CLASS_LABELS.anticoagulant, term: 'warfarin' }],
      nothingRecognised: false,
      concepts: [
        { id: 'bisoprolol', classes: ['blood_pressure'], term: 'bisoprolol' },
        { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', setAside: 'stopped' },
      ],
    });
    expect(recognise('not pregnant', 'healthInfo')).toEqual({
      recognised: [],
      setAside: [{ class: 'pregnancy_breastfeeding', label: INTERACTION_CLASS_LABELS.pregnancy_breastfeeding, term: 'pregnancy' }],
      nothingRecognised: false,
      concepts: [{ id: 'cond-pregnancy', classes: ['pregnancy_breastfeeding'], term: 'pregnancy', setAside: 'denied' }],
    });
    // The reader's reason, not the field's: a relative's medicine on the medicines answer is someone else's.
    expect(recognise('my mother is on warfarin', 'medications').concepts).toEqual([{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', setAside: 'someone-else' }]);
    expect(recognise('gastric bypass 5 years ago', 'healthInfo').concepts).toEqual([
      expect.objectContaining({ id: 'cond-bariatric-surgery' }),
      expect.objectContaining({ id: 'cond-surgery', setAside: 'past-operation' }),
    ]);
    expect(recognise('none', 'medications')).toEqual({ recognised: [], nothingRecognised: false });
  });
});

describe('withConfirmed (what the person confirmed on steps 8 and 9, over the reading)', () => {
  const read = (currentMedications: string, additionalHealthInfo = 'no_additional_info') =>
    screenAnswers({ currentMedications, currentMedications_text: '', additionalHealthInfo, healthConcerns_text: '' });

  it('returns the reading unchanged without a confirmed list, and lists what it read as checked', () => {
    const reading = read('warfarin and Concor', 'pregnant');
    const result = withConfirmed(reading, undefined);
    expect(result).toEqual({ ...reading, checked: expect.any(Array) });
    expect(result.checked.map((c) => c.id)).toEqual(['warfarin', 'bisoprolol', 'cond-pregnancy']);
  });

  it('leaves out a concept confirmed as stopped or removed, and keeps the others the text names', () => {
    const result = withConfirmed(read('warfarin and Concor'), { medications: [{ id: 'warfarin', state: 'removed' }] });
    expect(result.medicationClasses).toEqual(['blood_pressure']);
    expect(result.classes).toEqual(['blood_pressure']);
    expect(withConfirmed(read('warfarin'), { medications: [{ id: 'warfarin', state: 'stopped' }] }).classes).toEqual([]);
  });

  it('counts a concept the reader set aside once the person says they still take or have it', () => {
    const reading = read('stopped warfarin', 'not pregnant');
    expect(reading.classes).toEqual([]);
    const result = withConfirmed(reading, { medications: [{ id: 'warfarin', state: 'taking' }], healthInfo: [{ id: 'cond-pregnancy', state: 'has' }] });
    expect(result.medicationClasses).toEqual(['anticoagulant']);
    expect(result.healthInfoClasses).toEqual(['pregnancy_breastfeeding']);
    expect(result.checked).toEqual([
      { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' },
      { id: 'cond-pregnancy', classes: ['pregnancy_breastfeeding'], term: 'pregnancy' },
    ]);
  });

  it('counts a picked concept with no text, and keeps text it could not identify unidentified', () => {
    const picked = withConfirmed(read(''), { medications: [{ id: 'warfarin', state: 'taking' }] });
    expect(picked.classes).toEqual(['anticoagulant']);
    const unknown = withConfirmed(read('xyzqual 10mg'), { medications: [{ id: 'warfarin', state: 'taking' }] });
    expect(unknown.unidentified).toEqual(['medications']);
  });

  it('a "not" on the health answer overrides the text', () => {
    expect(withConfirmed(read('none', 'I am pregnant'), { healthInfo: [{ id: 'cond-pregnancy', state: 'not' }] }).healthInfoClasses).toEqual([]);
  });

  it('reads an organ hint in the answers it belongs to: liver not in the diet, iron and calcium not in the medicines', () => {
    const nothing = { currentMedications: 'none', currentMedications_text: '', additionalHealthInfo: 'no_additional_info', healthConcerns_text: '' };
    const hintsOf = (more: Partial<Parameters<typeof screenAnswers>[0]>) => screenAnswers({ ...nothing, ...more }).hints;
    expect(hintsOf({ goals_text: 'lose weight, the doctor is worried about my liver' })).toEqual(['liver']);
    expect(hintsOf({ diet_text: 'chicken liver once a week' })).toEqual([]);
    expect(hintsOf({ additionalHealthInfo: 'they take a pint of blood off me every fortnight for the iron' })).toEqual(['blood-transfusions']);
    expect(hintsOf({ currentMedications: 'iron tablets', currentMedications_text: 'iron tablets' })).toEqual([]);
    expect(hintsOf({ currentMedications: 'calcium 600 daily', currentMedications_text: 'calcium 600 daily' })).toEqual([]);
  });
});
