import type { Concept } from '../types';
import { ClinicalMatcher } from './clinical-matcher';

const source = { title: 'test', url: 'https://example.org' };
const FIXTURE: Concept[] = [
  { id: 'warfarin', display: 'warfarin', classes: ['anticoagulant'], en: ['warfarin'], brands: ['Marevan', 'Coumadin'], ar: ['وارفارين'], source },
  { id: 'lay-thinner', classes: ['anticoagulant'], en: ['blood thinner'], ar: ['مميع الدم'], source },
  { id: 'pregnancy', display: 'pregnancy', classes: ['pregnancy_breastfeeding'], en: ['pregnant', 'expecting a baby'], ar: ['حامل'], translit: ['7amel'], source },
  { id: 'bisoprolol', display: 'bisoprolol', classes: ['blood_pressure'], en: ['bisoprolol'], brands: ['Concor'], source },
  { id: 'metformin', display: 'metformin', classes: ['metformin', 'glucose_lowering'], en: ['metformin'], brands: ['Glucophage', 'Cidophage'], ar: ['ميتفورمين'], source },
  { id: 'diabetes', classes: ['glucose_lowering'], en: ['diabetes', 'diabetic'], ar: ['سكري'], source },
  { id: 'surgery', classes: ['surgery'], en: ['surgery', 'operation'], source },
  { id: 'levothyroxine', display: 'levothyroxine', classes: ['levothyroxine'], en: ['levothyroxine'], source },
  { id: 'dialysis', display: 'dialysis', classes: ['kidney_disease'], en: ['dialysis', 'kidney problems'], ar: ['غسيل الكلى'], source },
  { id: 'stones', display: 'kidney stones', classes: ['kidney_stones'], en: ['kidney stones'], source },
  { id: 'carrier', display: 'thalassaemia', classes: ['iron_overload'], en: ['thalassaemia'], ar: ['حامل ثلاسيميا'], source },
  { id: 'hypo', classes: ['levothyroxine'], en: ['hypothyroid', 'underactive thyroid'], source },
  { id: 'hyper', classes: ['antithyroid'], en: ['hyperthyroid'], source },
  { id: 'thyroid', classes: ['levothyroxine', 'antithyroid'], en: ['thyroid'], source },
];
const matcher = new ClinicalMatcher(FIXTURE);
const meds = (text: string) => matcher.read(text, 'medications');
const health = (text: string) => matcher.read(text, 'healthInfo');

describe('ClinicalMatcher', () => {
  it('keeps Arabic script and unifies its letter forms, marks, prefixes and digits', () => {
    expect(meds('وارفارين').classes).toEqual(['anticoagulant']);
    expect(meds('والوارفارين ٥ ملغ').classes).toEqual(['anticoagulant']);
    expect(meds('وَارْفَارِين').classes).toEqual(['anticoagulant']);
    expect(meds('وارفاريـــن').classes).toEqual(['anticoagulant']);
    expect(health('انا حامل').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('غسيل كلى').classes).toEqual(['kidney_disease']);
    expect(health('على غسيل الكلي').classes).toEqual(['kidney_disease']);
    expect(meds('مميع للدم').classes).toEqual(['anticoagulant']);
    // A possessive suffix: "my dialysis", with ta marbuta turned to ت before it.
    expect(health('غسيلي للكلى').classes).toEqual(['kidney_disease']);
  });

  it('reads transliterations, brands and several medicines on one line', () => {
    expect(health('ana 7amel').classes).toEqual(['pregnancy_breastfeeding']);
    expect(meds('Concor 5mg, Glucophage 1000 bd, Marevan 3mg').classes).toEqual(['anticoagulant', 'metformin', 'glucose_lowering', 'blood_pressure']);
  });

  it('tolerates typos scaled to word length', () => {
    expect(meds('warfrin').classes).toEqual(['anticoagulant']);
    expect(meds('levothyroxin').classes).toEqual(['levothyroxine']);
    expect(meds('levothroxine').classes).toEqual(['levothyroxine']);
    expect(meds('levothyroxen').classes).toEqual(['levothyroxine']);
    expect(meds('metformn').classes).toEqual(['metformin', 'glucose_lowering']);
    // Four letters or fewer must be exact; ordinary words are never read as a typo.
    expect(meds('concur').classes).toEqual([]);
  });

  it('prefers the most specific reading', () => {
    expect(health('hypothyroid').classes).toEqual(['levothyroxine']);
    expect(health('hyperthyroid').classes).toEqual(['antithyroid']);
    expect(health('underactive thyroid').classes).toEqual(['levothyroxine']);
    expect(health('kidney stone problems').classes).toEqual(['kidney_stones']);
    expect(health('انا حامل ثلاسيميا').classes).toEqual(['iron_overload']);
    expect(health('kidney problems').classes).toEqual(['kidney_disease']);
  });

  it('lets a phrase carry a few words in between', () => {
    expect(health('expecting our first baby').classes).toEqual(['pregnancy_breastfeeding']);
    expect(meds('I am on a blood thinner').classes).toEqual(['anticoagulant']);
    expect(health('expecting news about the new baby in my family next year').classes).toEqual([]);
  });

  it('fails safe on negation: only explicit cancellations remove a mention', () => {
    expect(meds('I never miss my warfarin').classes).toEqual(['anticoagulant']);
    expect(health('not my first pregnancy, pregnant 10 weeks now').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('not pregnant yet').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('not sure if I am pregnant').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('pregnant, not breastfeeding').classes).toEqual(['pregnancy_breastfeeding']);
    expect(meds('no warfarin').classes).toEqual(['anticoagulant']);
    expect(meds('stopped warfarin last year').classes).toEqual([]);
    expect(meds('I stopped taking my warfarin').classes).toEqual([]);
    expect(meds('no longer take Marevan').classes).toEqual([]);
    expect(meds('not on metformin any more').classes).toEqual([]);
    expect(meds('توقفت عن الوارفارين').classes).toEqual([]);
    expect(meds('stopped warfarin but still on Concor').classes).toEqual(['blood_pressure']);
    // The cancellation does not reach across another medicine.
    expect(meds('stopped Concor and warfarin').classes).toEqual(['anticoagulant']);
  });

  it('honours a denial right before a condition in the health answer, and only there', () => {
    const denials: [denied: string, stated: string][] = [
      ['not pregnant', 'pregnant'],
      ['I do not have kidney problems', 'I have kidney problems'],
      ["haven't had surgery", 'had surgery'],
      ['not diabetic', 'diabetic'],
      ['ما عندي سكري', 'عندي سكري'],
      ['مب حامل', 'حامل'],
    ];
    for (const [denied, stated] of denials) {
      expect(health(stated).classes).not.toEqual([]);
      expect({ denied, classes: health(denied).classes }).toEqual({ denied, classes: [] });
    }
    expect(health('not sure if I have kidney problems').classes).toEqual(['kidney_disease']);
    expect(health('not pregnant or diabetic').classes).toEqual([]);
    expect(health('not pregnant and diabetic').classes).toEqual(['glucose_lowering']);
    expect(health('لا حامل ولا سكري').classes).toEqual([]);
    expect(health('لا اعرف اذا عندي سكري').classes).toEqual(['glucose_lowering']);
    expect(health('ما عندي غير السكري').classes).toEqual(['glucose_lowering']);
    expect(meds('not warfarin').classes).toEqual(['anticoagulant']);
  });

  it('lets a clause take back the one medicine of the clause before, never two', () => {
    expect(meds('Marevan? no, not anymore').classes).toEqual([]);
    expect(meds('warfarin, not any more since March').classes).toEqual([]);
    expect(meds('Concor. my doctor stopped it last year').classes).toEqual([]);
    expect(meds('metformin, doctor stopped it but started Concor').classes).toEqual(['blood_pressure']);
    expect(meds('warfarin and Concor? no').classes).toEqual(['anticoagulant', 'blood_pressure']);
    expect(meds('warfarin. no other medicines').classes).toEqual(['anticoagulant']);
  });

  it('reads finished courses and being taken off a medicine as cancelled', () => {
    expect(meds('finished the course of metformin last week').classes).toEqual([]);
    expect(meds('my doctor took me off Concor in March').classes).toEqual([]);
    expect(meds('weaned off warfarin completely').classes).toEqual([]);
  });

  it('reads a cancelled operation or a past medicine as cancelled', () => {
    expect(health('my operation was cancelled').classes).toEqual([]);
    expect(health('no surgery planned any more').classes).toEqual([]);
    expect(meds('I was on Cidophage but my doctor stopped it').classes).toEqual([]);
    expect(meds('warfarin was cancelled by my doctor').classes).toEqual([]);
  });

  it('says when text was given but what it names could not be identified', () => {
    expect(meds('xqzt pills')).toMatchObject({ given: true, classes: [], unidentified: true });
    expect(meds('Concor 5mg, xyzol 10mg')).toMatchObject({ classes: ['blood_pressure'], unidentified: true });
    expect(meds('pills for BP, dont remember the names')).toMatchObject({ unidentified: true });
    expect(meds('warfarin 5 mg daily with dinner')).toMatchObject({ classes: ['anticoagulant'], unidentified: false });
    expect(health('I sit at a desk all day')).toMatchObject({ given: true, unidentified: true });
  });

  it('treats a typed none as no answer', () => {
    for (const text of ['none', 'No medications', 'nothing', 'n/a', 'لا يوجد', '  ']) {
      expect(meds(text)).toEqual({ given: false, concepts: [], classes: [], unidentified: false });
    }
  });
});
