import type { InteractionClass } from '@sahha/contracts';
import { screenMedications } from './medication-screening';
import { withinOneEdit } from './text-normalise';

const screen = (text: string) => screenMedications(text, '', 'no_additional_info');

describe('screenMedications', () => {
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
    ['We are trying to conceive', 'pregnancy_breastfeeding'],
    ['breastfeeding my son', 'pregnancy_breastfeeding'],
    ['currently lactating', 'pregnancy_breastfeeding'],
    ['dialysis 3x a week', 'kidney_disease'],
    ['CKD stage 3', 'kidney_disease'],
    ['kidney failure', 'kidney_disease'],
    ['renal failure', 'kidney_disease'],
    ['cirrhosis', 'liver_disease'],
    ['Hepatitis B', 'liver_disease'],
    ['fatty liver', 'liver_disease'],
  ])('%s → %s', (text, cls) => {
    expect(screen(text)).toContain(cls);
  });

  it.each([
    'none',
    'no medications',
    'not pregnant',
    'I am not pregnant',
    'no kidney disease',
    'not breastfeeding',
    'never had liver disease',
    'no history of kidney disease',
    'happiness and shipping',
    'atorvastatin, amlodipine',
    'vitamin d prescribed by my doctor',
  ])('%s → nothing', (text) => {
    expect(screenMedications(text, text, text, text)).toEqual([]);
  });

  it('keeps a negation inside its own clause', () => {
    expect(screen('not pregnant, breastfeeding')).toEqual(['pregnancy_breastfeeding']);
    expect(screen('no aspirin but warfarin')).toEqual(['anticoagulant']);
    expect(screen('not sure if pregnant')).toEqual(['pregnancy_breastfeeding']);
  });

  it('reads all four free-text fields and returns classes in contract order', () => {
    expect(screenMedications('Nexium', 'warfarin', 'I am breastfeeding', 'on Cipralex')).toEqual([
      'anticoagulant',
      'ssri_snri',
      'ppi',
      'pregnancy_breastfeeding',
    ]);
  });

  it('tolerates one edit only on names of six or more letters', () => {
    expect(screen('warfrin')).toContain('anticoagulant');
    expect(screen('wafrarin')).toContain('anticoagulant');
    expect(screen('warfxrinx')).toEqual([]);
    expect(screen('loses')).toEqual([]);
  });
});

describe('withinOneEdit (Damerau, at most one edit)', () => {
  it.each([
    ['sertraline', 'sertraline', true],
    ['sertralin', 'sertraline', true],
    ['sertraline', 'sertralin', true],
    ['sertarline', 'sertraline', true],
    ['sertrxline', 'sertraline', true],
    ['metfromin', 'metformin', true],
    ['xsertraline', 'sertraline', true],
    ['sertralinex', 'sertraline', true],
    ['setralien', 'sertraline', false],
    ['sertrallinee', 'sertraline', false],
    ['abc', 'xyz', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
