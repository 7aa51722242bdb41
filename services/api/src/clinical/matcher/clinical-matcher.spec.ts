import type { Concept } from '../types';
import { CLINICAL_MATCHER } from '../screening';
import { ClinicalMatcher } from './clinical-matcher';

const source = { title: 'test', url: 'https://example.org' };
const FIXTURE: Concept[] = [
  { id: 'warfarin', display: 'warfarin', classes: ['anticoagulant'], en: ['warfarin'], brands: ['Marevan', 'Coumadin'], ar: ['وارفارين'], source },
  { id: 'lay-thinner', classes: ['anticoagulant'], en: ['blood thinner'], ar: ['مميع الدم'], translit: ['khoon patla', 'pampalabnaw ng dugo'], source },
  { id: 'breastfeeding', classes: ['pregnancy_breastfeeding'], en: ['breastfeeding'], translit: ['nagpapasuso'], source },
  { id: 'insulin', classes: ['glucose_lowering'], en: ['insulin'], source },
  { id: 'pregnancy', display: 'pregnancy', classes: ['pregnancy_breastfeeding'], en: ['pregnant', 'pregnancy', 'expecting a baby'], ar: ['حامل'], translit: ['7amel', 'buntis'], source },
  { id: 'bisoprolol', display: 'bisoprolol', classes: ['blood_pressure'], en: ['bisoprolol'], brands: ['Concor'], source },
  { id: 'metformin', display: 'metformin', classes: ['metformin', 'glucose_lowering'], en: ['metformin'], brands: ['Glucophage', 'Cidophage'], ar: ['ميتفورمين'], source },
  { id: 'diabetes', classes: ['glucose_lowering'], en: ['diabetes', 'diabetic'], ar: ['سكري'], source },
  { id: 'surgery', classes: ['surgery'], en: ['surgery', 'operation'], source },
  { id: 'levothyroxine', display: 'levothyroxine', classes: ['levothyroxine'], en: ['levothyroxine'], source },
  { id: 'dialysis', display: 'dialysis', classes: ['kidney_disease'], en: ['dialysis', 'kidney problems'], ar: ['غسيل الكلى'], source },
  { id: 'stones', display: 'kidney stones', classes: ['kidney_stones'], en: ['kidney stones'], translit: ['gurde mein pathri'], source },
  { id: 'carrier', display: 'thalassaemia', classes: ['iron_overload'], en: ['thalassaemia'], ar: ['حامل ثلاسيميا'], source },
  { id: 'hypo', classes: ['levothyroxine'], en: ['hypothyroid', 'underactive thyroid'], source },
  { id: 'hyper', classes: ['antithyroid'], en: ['hyperthyroid'], source },
  { id: 'thyroid', classes: ['levothyroxine', 'antithyroid'], en: ['thyroid'], source },
  { id: 'hypertension', classes: ['blood_pressure'], en: ['bp problem', 'high bp'], source },
  { id: 'apixaban', display: 'apixaban', classes: ['anticoagulant'], en: ['apixaban'], brands: ['Eliquis'], source },
  { id: 'tirzepatide', display: 'tirzepatide', classes: ['glp1_agonist'], en: ['tirzepatide'], brands: ['Mounjaro'], source },
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
    // A 'no' that may be of something else keeps the medicine; a clause of only 'no' and the medicine denies it.
    expect(meds('no problems with my warfarin').classes).toEqual(['anticoagulant']);
    expect(meds('no warfarin side effects').classes).toEqual(['anticoagulant']);
    expect(meds('no warfarin since march').classes).toEqual(['anticoagulant']);
    expect(meds('no, warfarin').classes).toEqual(['anticoagulant']);
    expect(meds('no warfarin').classes).toEqual([]);
    expect(meds('no warfarin or insulin, nothing').classes).toEqual([]);
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
      ['hindi ako buntis', 'buntis ako'],
    ];
    for (const [denied, stated] of denials) {
      expect(health(stated).classes).not.toEqual([]);
      expect({ denied, classes: health(denied).classes }).toEqual({ denied, classes: [] });
    }
    expect(health('not sure if I have kidney problems').classes).toEqual(['kidney_disease']);
    expect(health('hindi ko alam kung buntis ako').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('not pregnant or diabetic').classes).toEqual([]);
    expect(health('not pregnant and diabetic').classes).toEqual(['glucose_lowering']);
    expect(health('لا حامل ولا سكري').classes).toEqual([]);
    expect(health('لا اعرف اذا عندي سكري').classes).toEqual(['glucose_lowering']);
    expect(health('ما عندي غير السكري').classes).toEqual(['glucose_lowering']);
    // The medicines answer reads a denial only as the whole clause ('no warfarin', 'I am not pregnant'), never inside a longer sentence.
    expect(meds('I am not pregnant').classes).toEqual([]);
    expect(meds('I am not pregnant as far as I know').classes).toEqual(['pregnancy_breastfeeding']);
    expect(meds('not warfarin but Concor').classes).toEqual(['blood_pressure']);
  });

  it('reads a name dictated as syllables, as the dictionary files it, and one letter off only from two syllables it does not know', () => {
    const ids = (text: string) => meds(text).concepts.map((c) => c.id);
    expect(ids('war far in 5 mg')).toEqual(['warfarin']);
    // 'eliquis' is filed as 'eliqui' (a final s is read as a plural); the join must be looked up the same way.
    expect(ids('eli quis 5 twice a day')).toEqual(['apixaban']);
    expect(ids('mount jaro 5 mg weekly')).toEqual(['tirzepatide']);
    // Three syllables one letter off, or a join shorter than eight letters, are too loose a reading.
    expect(ids('war fair in')).toEqual([]);
    expect(ids('moun jar')).toEqual([]);
  });

  it('reads a brand dictated as English words by its sound, in a list of medicines only, and never a sound two brands share', () => {
    const sounds = new ClinicalMatcher([
      ...FIXTURE,
      { id: 'isotretinoin', classes: ['retinoid'], en: ['isotretinoin'], brands: ['Roaccutane'], source },
      { id: 'glimepiride', classes: ['glucose_lowering'], en: ['glimepiride'], brands: ['Amaryl'], source },
      { id: 'azathioprine', classes: ['immunosuppressant'], en: ['azathioprine'], brands: ['Imurel'], source },
      { id: 'enoxaparin', classes: ['anticoagulant'], en: ['enoxaparin'], brands: ['Inhixa'], source },
    ]);
    const ids = (text: string, field: 'medications' | 'healthInfo' = 'medications') => sounds.read(text, field).concepts.map((c) => c.id);
    expect(ids('Rock you tane 20 mg daily')).toEqual(['isotretinoin']);
    expect(ids('Mon Jarrow 5 mg weekly injection')).toEqual(['tirzepatide']);
    expect(ids('Glue co farge 500 twice')).toEqual(['metformin']);
    // Amaryl and Imurel sound alike: the sound names neither (the answer is left unidentified).
    expect(ids('Ammar ill 2 in the morning')).toEqual([]);
    expect(sounds.read('Ammar ill 2 in the morning', 'medications').unidentified).toBe(true);
    // Only everyday words: 'am more ill' is no dictated brand.
    expect(ids('I am more ill in winter')).toEqual([]);
    // Outside the medicines answer a sound is not read: 'anak saya' (Indonesian, my child) sounds like Inhixa.
    expect(ids('Saya masih menyusui anak saya', 'healthInfo')).toEqual([]);
    // A word of the dictionary is read as itself, never as part of a sound ('pregnant' stays pregnancy).
    expect(ids('pregnant sea')).toEqual(['pregnancy']);
  });

  it('names the organ hints of words it read as nothing, never of a read mention, a denial or a word said to be well', () => {
    const hints = (text: string) => [...CLINICAL_MATCHER.read(text, 'healthInfo').hints].sort();
    expect(hints('I go three times a week, the fistula is in my left arm')).toEqual(['kidneys']);
    expect(hints('الكلى لازم اشرب مي كثير')).toEqual(['kidneys']); // Gulf: for the kidneys I must drink a lot of water
    expect(hints('the gravel keeps coming back in my kidneys')).toEqual(['kidneys', 'stones']);
    expect(hints('kidney stones')).toEqual([]);
    expect(hints('no kidney problems, my liver is fine')).toEqual([]);
    expect(hints('low iron, on tablets')).toEqual([]);
  });

  it('lets a clause take back the one medicine of the clause before, never two', () => {
    expect(meds('Marevan? no, not anymore').classes).toEqual([]);
    expect(meds('warfarin, not any more since March').classes).toEqual([]);
    expect(meds('Concor. my doctor stopped it last year').classes).toEqual([]);
    expect(meds('metformin, doctor stopped it but started Concor').classes).toEqual(['blood_pressure']);
    expect(meds('warfarin and Concor? no').classes).toEqual(['anticoagulant', 'blood_pressure']);
    expect(meds('warfarin. no other medicines').classes).toEqual(['anticoagulant']);
  });

  it('reads both items of a Hindi/Urdu list a phrase skips over', () => {
    // 'bp problem' skips 'aur kidney ki': a phrase over a list, so BP is read and so are kidney problems.
    expect(health('bp aur kidney ki problem hai').classes).toEqual(['kidney_disease', 'blood_pressure']);
    expect(health('bp ya kidney ki problem hai').classes).toEqual(['kidney_disease', 'blood_pressure']);
  });

  it('reads a Hindi/Urdu denial after a list as a denial of the whole list, across its commas', () => {
    expect(health('bp ya kidney ki problem nahi hai').classes).toEqual([]);
    expect(health('mujhe diabetes, bp ya kidney ki problem nahi hai').classes).toEqual([]);
    expect(health('diabetes, hypothyroid, bp ya kidney ki problem nahi hai').classes).toEqual([]);
    // A clause that says more than a list is a statement of its own.
    expect(health('diabetes hai, bp ya kidney ki problem nahi hai').classes).toEqual(['glucose_lowering']);
    expect(health('I take insulin for diabetes, bp ya kidney ki problem nahi hai').classes).toEqual(['glucose_lowering']);
    // 'nahi pata' (do not know) denies nothing.
    expect(health('diabetes ya kidney ki problem nahi pata').classes).toEqual(['kidney_disease', 'glucose_lowering']);
  });

  it('reads Hindi/Urdu and Tagalog small words as optional inside a phrase', () => {
    expect(health('gurde mein pathri hai').classes).toEqual(['kidney_stones']);
    expect(health('gurde ki pathri').classes).toEqual(['kidney_stones']);
    expect(meds('maintenance ko pampalabnaw ng dugo').classes).toEqual(['anticoagulant']);
    expect(meds('pampalabnaw dugo').classes).toEqual(['anticoagulant']);
    expect(meds('khoon patla karne ki dawai').classes).toEqual(['anticoagulant']);
  });

  it('reads Hindi/Urdu "band kar di" and "chhod di" after a medicine as stopped, and keeps fail-safe wordings', () => {
    expect(meds('Concor band kar di doctor ne 6 mahine pehle').classes).toEqual([]);
    expect(meds('Glucophage band ho gayi').classes).toEqual([]);
    expect(meds('warfarin chhod diya').classes).toEqual([]);
    expect(meds('Concor band nahi ki').classes).toEqual(['blood_pressure']);
    expect(meds('Concor kabhi miss nahi karta').classes).toEqual(['blood_pressure']);
    // Another medicine in between stops the cancellation from reaching back.
    expect(meds('warfarin aur Concor band kar di').classes).toEqual(['anticoagulant']);
  });

  it('reads Tagalog "itinigil", "tinigil ko na", "hindi na ako umiinom ng" and "dati akong nag-" as stopped', () => {
    expect(meds('itinigil na ang Concor').classes).toEqual([]);
    expect(meds('tinigil ko na ang warfarin, normal na raw').classes).toEqual([]);
    expect(meds('hindi na ako umiinom ng Concor').classes).toEqual([]);
    expect(meds('dati akong nag-warfarin pero itinigil na ng doktor').classes).toEqual([]);
    expect(meds('dati akong umiinom ng Concor').classes).toEqual([]);
    expect(meds('Concor itinigil na ng doktor').classes).toEqual([]);
    expect(health('hindi na ako nagpapasuso, 2 taon na si baby').classes).toEqual([]);
    // Still current: "since long ago", "I never forget my…", "no longer under control", "I am breastfeeding".
    expect(meds('dati pa akong umiinom ng Concor').classes).toEqual(['blood_pressure']);
    expect(meds('hindi ko kinakalimutan ang Concor ko').classes).toEqual(['blood_pressure']);
    expect(health('hindi na kontrolado ang diabetes').classes).toEqual(['glucose_lowering']);
    expect(health('nagpapasuso ako sa bunso ko').classes).toEqual(['pregnancy_breastfeeding']);
  });

  it('lets a Hindi/Urdu or Tagalog clause take back the medicine before only when it says so', () => {
    expect(meds('Concor. doctor ne ise band kar diya').classes).toEqual([]);
    expect(meds('Concor, ab nahi leta').classes).toEqual([]);
    expect(meds('Concor, hindi na ako umiinom').classes).toEqual([]);
    // Another, unnamed medicine was stopped, or a symptom is gone: the medicine before stands.
    expect(meds('Concor. gas ki goli band kar di').classes).toEqual(['blood_pressure']);
    expect(meds('Concor, ab nahi chakkar aate').classes).toEqual(['blood_pressure']);
    expect(meds('Concor, hindi na masakit ang ulo ko').classes).toEqual(['blood_pressure']);
  });

  it('never reads everyday Hindi/Urdu or Tagalog words as a typo', () => {
    expect(health('inumin ng maraming tubig').classes).toEqual([]);
    expect(health('insulin').classes).toEqual(['glucose_lowering']);
  });

  it('reads finished courses and being taken off a medicine as cancelled', () => {
    expect(meds('finished the course of metformin last week').classes).toEqual([]);
    expect(meds('my doctor took me off Concor in March').classes).toEqual([]);
    expect(meds('weaned off warfarin completely').classes).toEqual([]);
  });

  it('lets a reaffirmation undo a cancellation: restarted, still on it, so do I', () => {
    expect(meds('stopped warfarin but restarted it last month').classes).toEqual(['anticoagulant']);
    expect(meds('stopped warfarin, now back on it').classes).toEqual(['anticoagulant']);
    expect(meds('I was on metformin and still am').classes).toEqual(['metformin', 'glucose_lowering']);
    expect(meds('Marevan? no, not anymore. Actually I still take it').classes).toEqual(['anticoagulant']);
    expect(health('my mother has diabetes and so do I').classes).toEqual(['glucose_lowering']);
    // A reaffirmation of another medicine does not bring back the cancelled one.
    expect(meds('stopped warfarin but still on Concor').classes).toEqual(['blood_pressure']);
  });

  // From the red-team set: wordings where a cancellation rule took away a medicine the person takes.
  it('keeps what only looks cancelled', () => {
    expect(meds("warfarin, haven't stopped it even in Ramadan").classes).toEqual(['anticoagulant']);
    expect(meds('never stopped my warfarin').classes).toEqual(['anticoagulant']);
    expect(meds('ex smoker on Concor daily').classes).toEqual(['blood_pressure']);
    expect(meds('Concor stopped working so now Concor 10').classes).toEqual(['blood_pressure']);
    expect(meds('getting used to metformin').classes).toEqual(['metformin', 'glucose_lowering']);
    expect(meds('warfarin 5 mg, no more nosebleeds').classes).toEqual(['anticoagulant']);
    expect(meds('was on warfarin 5 mg, now 7 mg').classes).toEqual(['anticoagulant']);
    expect(meds('sugar was on 180 with metformin 1000').classes).toEqual(['metformin', 'glucose_lowering']);
    expect(meds('dizzy off and on with Concor').classes).toEqual(['blood_pressure']);
    expect(health('16 weeks pregnant, vomiting stopped now').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('me and my husband have diabetes').classes).toEqual(['glucose_lowering']);
    expect(health('not diabetic before, now I am').classes).toEqual(['glucose_lowering']);
  });

  // From the second red-team set.
  it('keeps what a second look showed only looks cancelled', () => {
    expect(meds('never once stopped my Concor').classes).toEqual(['blood_pressure']);
    expect(meds('going to come off warfarin in June').classes).toEqual(['anticoagulant']);
    expect(meds('my Concor finished yesterday').classes).toEqual(['blood_pressure']);
    expect(meds('Concor stopped my headaches').classes).toEqual(['blood_pressure']);
    expect(meds('Concor 5. stopped in the morning, now at night').classes).toEqual(['blood_pressure']);
    expect(meds('stopped injections and now on warfarin').classes).toEqual(['anticoagulant']);
    expect(meds('was on metformin 500 now 1000 mg, no side effects').classes).toEqual(['metformin', 'glucose_lowering']);
    expect(meds('No tablets, only my weekly injection')).toMatchObject({ given: true, unidentified: true });
    expect(health('my son is still breastfeeding').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('never had a pregnancy this rough').classes).toEqual(['pregnancy_breastfeeding']);
    expect(health('my mother has diabetes and I have it too').classes).toEqual(['glucose_lowering']);
  });

  it('does not let a reaffirmation bring back what is really gone', () => {
    expect(meds('came off warfarin in 2020 and never went back on it').classes).toEqual([]);
    expect(meds('stopped warfarin, have not restarted it').classes).toEqual([]);
    expect(health('my sister is pregnant again').classes).toEqual([]);
    expect(health('no diabetes, though my mum and sister have it too').classes).toEqual([]);
  });

  it('still reads real cancellations', () => {
    expect(meds('Marevan (stopped 2021)').classes).toEqual([]);
    expect(meds('off warfarin since 2022').classes).toEqual([]);
    expect(meds('metformin course finished in March').classes).toEqual([]);
    expect(meds('stopped warfarin, nothing now').classes).toEqual([]);
    expect(health('no kidney or diabetes problems').classes).toEqual([]);
    expect(health('never had any surgery').classes).toEqual([]);
  });

  it("leaves out someone else's condition, only when the relative comes with its verb", () => {
    expect(health('family history of kidney problems').classes).toEqual([]);
    expect(health('my mother has diabetes').classes).toEqual([]);
    expect(health('my wife is pregnant').classes).toEqual([]);
    expect(health('امي عندها سكري').classes).toEqual([]);
    expect(health('my mother has diabetes and I have kidney problems').classes).toEqual(['kidney_disease']);
    expect(health('my wife says I have kidney problems').classes).toEqual(['kidney_disease']);
    expect(health('I am diabetic, it runs in the family').classes).toEqual(['glucose_lowering']);
  });

  it('reads a cancelled operation or a past medicine as cancelled', () => {
    expect(health('my operation was cancelled').classes).toEqual([]);
    expect(health('no surgery planned any more').classes).toEqual([]);
    expect(meds('I was on Cidophage but my doctor stopped it').classes).toEqual([]);
    expect(meds('warfarin was cancelled by my doctor').classes).toEqual([]);
  });

  describe('says why it set a mention aside', () => {
    const why = (reading: ReturnType<typeof meds>) => reading.whySetAside;

    it('stopped: a medicine stopped, no longer taken, come off, in English, Arabic, Hindi/Urdu and Tagalog', () => {
      expect(why(meds('stopped Concor'))).toEqual({ bisoprolol: 'stopped' });
      expect(why(meds('no longer on warfarin'))).toEqual({ warfarin: 'stopped' });
      expect(why(meds('off Glucophage since 2022'))).toEqual({ metformin: 'stopped' });
      expect(why(meds('وقفت الوارفارين'))).toEqual({ warfarin: 'stopped' });
      expect(why(meds('Concor band kar di'))).toEqual({ bisoprolol: 'stopped' });
      expect(why(meds('itinigil ko na ang warfarin'))).toEqual({ warfarin: 'stopped' });
      // A clause that answers the one before: "Concor? not any more", "…my doctor stopped it".
      expect(why(meds('Concor? not any more'))).toEqual({ bisoprolol: 'stopped' });
      expect(why(meds('Marevan. Doctor ne ise band kar diya'))).toEqual({ warfarin: 'stopped' });
      expect(why(health('my operation was cancelled'))).toEqual({ surgery: 'stopped' });
    });

    it("someone-else: a relative's medicine or condition, on either answer", () => {
      expect(why(meds('my mother is on warfarin'))).toEqual({ warfarin: 'someone-else' });
      expect(why(health('my mother has diabetes'))).toEqual({ diabetes: 'someone-else' });
      expect(why(health('امي عندها سكري'))).toEqual({ diabetes: 'someone-else' });
      expect(why(health('family history of kidney problems'))).toEqual({ dialysis: 'someone-else' });
    });

    it('denied: a condition denied in the health answer, in English, Arabic, Hindi/Urdu and Tagalog', () => {
      expect(why(health('not pregnant'))).toEqual({ pregnancy: 'denied' });
      expect(why(health("I don't have diabetes or kidney problems"))).toEqual({ diabetes: 'denied', dialysis: 'denied' });
      expect(why(health('مب حامل'))).toEqual({ pregnancy: 'denied' });
      expect(why(health('hindi ako buntis'))).toEqual({ pregnancy: 'denied' });
      expect(why(health('mujhe diabetes nahi hai'))).toEqual({ diabetes: 'denied' });
      // A bare 'no' answering the clause before denies on the health answer; the medicines answer reads it as a stop.
      expect(why(health('diabetes? no'))).toEqual({ diabetes: 'denied' });
      expect(why(meds('Concor? no'))).toEqual({ bisoprolol: 'stopped' });
    });

    it('past-operation: an operation years ago, while what it says of now still counts', () => {
      expect(why(health('operation 5 years ago'))).toEqual({ surgery: 'past-operation' });
      expect(why(health('surgery in 2019'))).toEqual({ surgery: 'past-operation' });
    });

    it('gives one reason per concept in a fixed order, whatever order the text says them in', () => {
      // Someone else's before denied, within one mention and across mentions.
      expect(why(health('my sister is not pregnant'))).toEqual({ pregnancy: 'someone-else' });
      expect(why(health('not pregnant. my sister is pregnant'))).toEqual({ pregnancy: 'someone-else' });
      expect(why(health('my sister is pregnant. not pregnant'))).toEqual({ pregnancy: 'someone-else' });
      // Stopped before someone else's: "was on" is read first.
      expect(why(meds('my mother was on warfarin'))).toEqual({ warfarin: 'stopped' });
      expect(why(health('مو حامل، امي عندها سكري'))).toEqual({ pregnancy: 'denied', diabetes: 'someone-else' });
    });

    it('gives a reason exactly for what it set aside, and none for what counts', () => {
      expect(meds('Concor 5mg, stopped warfarin')).toMatchObject({ setAside: [expect.objectContaining({ id: 'warfarin' })], whySetAside: { warfarin: 'stopped' } });
      expect(meds('going to stop warfarin').whySetAside).toBeUndefined();
      expect(meds('stopped warfarin but restarted it').whySetAside).toBeUndefined();
      expect(health('my mother has diabetes and so do I').whySetAside).toBeUndefined();
    });
  });

  it('says when text was given but what it names could not be identified', () => {
    expect(meds('xqzt pills')).toMatchObject({ given: true, classes: [], unidentified: true });
    expect(meds('Concor 5mg, xyzol 10mg')).toMatchObject({ classes: ['blood_pressure'], unidentified: true });
    expect(meds('pills for BP, dont remember the names')).toMatchObject({ unidentified: true });
    expect(meds('warfarin 5 mg daily with dinner')).toMatchObject({ classes: ['anticoagulant'], unidentified: false });
    expect(health('I sit at a desk all day')).toMatchObject({ given: true, unidentified: true });
  });

  it('reads what it can beside another script and flags the rest', () => {
    expect(meds('warfarin, и ещё что-то')).toMatchObject({ given: true, classes: ['anticoagulant'], unidentified: true, otherScript: true });
    expect(meds('मधुमेह की दवा')).toEqual({ given: true, concepts: [], classes: [], unidentified: true, otherScript: true, hints: [] });
  });

  it('reads Cyrillic through its Latin spelling, and still flags it as a script read only in part', () => {
    // 'Warfarin 2.5 mg in the evening': варфарин is spelt 'varfarin', one letter from warfarin.
    expect(meds('Варфарин 2,5 мг вечером')).toMatchObject({ given: true, classes: ['anticoagulant'], unidentified: true, otherScript: true });
    // 'но' (but) is no English 'no', 'на' (on, at) no Hindi 'na': neither denies the medicine before it.
    expect(meds('Варфарин, но иногда забываю')).toMatchObject({ classes: ['anticoagulant'] });
    expect(meds('Варфарин на ночь')).toMatchObject({ classes: ['anticoagulant'] });
    expect(meds('warfarin')).toMatchObject({ otherScript: false });
  });

  it('treats a medicine taken but not named as unidentified, and "no pills" as none', () => {
    for (const text of ['1 tablet daily', 'pills', 'one injection weekly', '5mg', 'I take medicine', 'حبوب يوميا', 'goli roz']) {
      expect({ text, reading: meds(text) }).toEqual({ text, reading: { given: true, concepts: [], classes: [], unidentified: true, otherScript: false, hints: [] } });
    }
    for (const text of ['no pills', 'none, no medicines', 'no meds', 'لا يوجد ادوية']) {
      expect({ text, reading: meds(text) }).toEqual({ text, reading: { given: false, concepts: [], classes: [], unidentified: false, otherScript: false, hints: [] } });
    }
  });

  it('treats a typed none as no answer', () => {
    for (const text of ['none', 'No medications', 'nothing', 'n/a', 'لا يوجد', '  ']) {
      expect(meds(text)).toEqual({ given: false, concepts: [], classes: [], unidentified: false, otherScript: false, hints: [] });
    }
  });
});
