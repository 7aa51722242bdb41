import { recognisedConcepts } from '../../../test/recognised-concepts';
import { normaliseText, words } from '../matcher/normalise';
import { CLINICAL_MATCHER } from '../screening';

const health = (text: string) => recognisedConcepts(text, 'healthInfo');
const meds = (text: string) => recognisedConcepts(text, 'medications');

describe('everyday wordings the dictionary reads (eighteenth and nineteenth persona sets)', () => {
  it('reads a pregnancy said by its due month or as the baby on the way', () => {
    expect(health('my sister-in-law is due in May and so am I, 24 weeks today').counted).toEqual(['cond-pregnancy']);
    expect(health('doosra bachcha hone wala hai, 7th month chal raha hai').counted).toEqual(['cond-pregnancy']);
  });

  it('never reads a bare "due" as a pregnancy', () => {
    expect(health('tired due to stress, due for a blood test')).toEqual({ counted: [], setAside: [] });
  });

  it('reads a child who still feeds as breastfeeding, and a stop with only the child\'s age after it as a stop', () => {
    expect(health('stopped breastfeeding my daughter, my son still feeds now').counted).toEqual(['cond-breastfeeding']);
    expect(health('stopped breastfeeding, my son is 2 now')).toEqual({ counted: [], setAside: ['cond-breastfeeding:stopped'] });
  });

  it('reads Eliquis as voice typing writes it, and the isotretinoin brand Zoretanin', () => {
    expect(meds('Ellie quiz 5 mg two times a day').counted).toEqual(['apixaban']);
    expect(meds('Zoretanin 20 on alternate days').counted).toEqual(['isotretinoin']);
  });

  it('reads one word that names the medicine and the condition of taking it as one thing a "no" answers', () => {
    expect(health('Lithium? no')).toEqual({ counted: [], setAside: ['lithium:denied', 'cond-lithium:denied'] });
  });

  it('reads South Asian brands and prescription shorthand as their medicines', () => {
    const cases: [string, string[]][] = [
      ['Istamet 50/1000 twice a day', ['sitagliptin-metformin']],
      ['Lithosun SR 450 at bedtime', ['lithium']],
      ['Eptoin 100 three times a day', ['phenytoin']],
      ['AKT-4 kit every morning', ['tb-combination']],
      ['Loprin 75 daily', ['aspirin']],
      ['Clopilet 75', ['clopidogrel']],
      ['Ecosprin Gold 10 at bedtime', ['aspirin-atorvastatin-clopidogrel']],
      ['Xultophy 16 dose steps', ['insulin-glp1-combination']],
      ['TLD one tablet at night', ['dolutegravir']],
      ['Pressure ki goli Stamlo 5', ['amlodipine']],
      ['Azoran 50 mg once a day', ['azathioprine']],
      ['Tretiva 20 daily', ['isotretinoin']],
      ['Aknenormin 10 mg', ['isotretinoin']],
      ['Téralithe LP 400', ['lithium']],
      ['Attentin 10 mg morgens', ['amphetamine-salts']],
      ['Addwize 10 subah', ['methylphenidate']],
      ['Forecox 4 tablets', ['tb-combination']],
      ['Cifran 500', ['ciprofloxacin']],
      ['Ascard 75', ['aspirin']],
      ['low-dose TCA at night for IBS', ['lay-tricyclic']],
    ];
    for (const [text, ids] of cases) expect({ text, counted: meds(text).counted }).toEqual({ text, counted: ids });
  });

  it('reads conditions as clinic letters write them', () => {
    expect(health('HTN / T2DM / CKD 3a / gout').counted).toEqual(['cond-hypertension', 'cond-diabetes', 'cond-kidney-disease']);
    expect(health('EoE - food bolus impaction twice').counted).toEqual(['cond-swallowing-difficulty']);
    expect(health("Glanzmann's thrombasthenia").counted).toEqual(['cond-bleeding-disorder']);
    expect(health('PHPT, awaiting parathyroidectomy').counted).toContain('cond-surgery');
  });

  it('reads kidney function given as a share against the eGFR limit of 60', () => {
    expect(health('just kidneys at 25% from childhood reflux').counted).toEqual(['cond-kidney-disease']);
    expect(health('kidney function 85%')).toEqual({ counted: [], setAside: ['cond-kidney-disease:denied'] });
  });

  it('reads an Arabic "until the delivery" as a pregnancy now, and "to regulate" as no endoscopy', () => {
    expect(meds('إبرة كليكسان ٤٠ تحت الجلد كل يوم لين الولادة').counted).toEqual(['enoxaparin', 'cond-pregnancy']);
    expect(meds('آخذ حبوب ياز لتنظيم الدورة').counted).toEqual(['combined-contraceptive-pill']);
  });

  it('reads a stop after a Hindi/Urdu cholesterol medicine phrase', () => {
    expect(meds('Loprin 75 roz leta hoon, cholesterol wali dawai chhor di')).toEqual({ counted: ['aspirin'], setAside: ['metabolic-lay-cholesterol-medicine:stopped'] });
  });

  it('reads the twentieth set\'s missed names: autocorrect, Urdu script, Indian brands, sickle-cell genotypes, a dialysis schedule', () => {
    expect(meds('Sarel to 20 with dinner every day').counted).toEqual(['rivaroxaban']);
    expect(meds('میں لیتھیم 400 ملی گرام رات کو لیتی ہوں').counted).toEqual(['lithium']);
    expect(meds('Doctor ne typhoid ke liye Ciplox 500 din mein do baar diya hai').counted).toEqual(['ciprofloxacin']);
    expect(health('HbSC disease, two crises this year').counted).toEqual(['cond-sickle-cell']);
    expect(health('Dialysis stopped being scary after the first month').counted).toEqual(['cond-dialysis']);
  });

  it('reads pregnancy, breastfeeding, dialysis, kidney stones and von Willebrand as residents from elsewhere write them', () => {
    const cases: [string, string][] = [
      ['Je suis enceinte de 14 semaines', 'cond-pregnancy'],
      ['Nina mimba ya miezi minne', 'cond-pregnancy'],
      ['البيبي في بطني عمره ١٢ أسبوع', 'cond-pregnancy'],
      ["J'allaite encore ma fille de 5 mois", 'cond-breastfeeding'],
      ['Saya masih menyusui anak saya', 'cond-breastfeeding'],
      ['Saya cuci darah 2 kali seminggu', 'cond-dialysis'],
      ['Nierensteine (Kalziumoxalat)', 'cond-kidney-stones'],
      ['May bato sa bato ako, 7 mm', 'cond-kidney-stones'],
      ['Maladie de Willebrand type 2', 'cond-von-willebrand'],
    ];
    for (const [text, id] of cases) expect({ text, counted: health(text).counted }).toEqual({ text, counted: [id] });
    // A pain in the belly is no pregnancy.
    expect(health('ألم في بطني').counted).toEqual([]);
  });
});

describe('everyday wordings the dictionary reads (twenty-second and twenty-third persona sets)', () => {
  it('reads protein leaking into the urine as kidney disease, and a denial of it as none', () => {
    expect(health('Sugar is high for 15 years and now it has gone to my kidneys, doctor says they are leaking protein').counted).toContain('cond-kidney-disease');
    expect(health('no protein in urine, kidneys fine')).toEqual({ counted: [], setAside: ['cond-kidney-disease:denied'] });
  });

  it('reads Persian fatty liver, kidney stones and dialysis, and never the Persian "is high" as Aclasta', () => {
    expect(health('کبد چرب گرید ۳ دارم و آنزیم‌های کبدی‌ام بالاست').counted).toEqual(['cond-fatty-liver']);
    expect(health('سنگ کلیه دارم').counted).toEqual(['cond-kidney-stones']);
    expect(health('هفته‌ای سه بار دیالیز').counted).toEqual(['cond-dialysis']);
  });

  it('reads Urdu with its own letters (ں, ۓ) as words, never as a script we cannot read', () => {
    expect(health('ہم بچے کی کوشش کر رہے ہیں').counted).toEqual(['cond-trying-to-conceive']);
    // 'تیاری' (getting ready) is no typo of Tysabri.
    expect(health('میرے گردے صرف تیس فیصد کام کر رہے ہیں، ڈائیلاسز کی تیاری کریں').counted).toEqual(['cond-dialysis']);
  });
});

describe('names the twenty-second persona set used', () => {
  it.each([
    ['my weekly jab for weight loss, on 1 mg now', 'metabolic-lay-weight-loss-injection'],
    ['Cabenuva injections every 2 months at the clinic', 'cabotegravir'],
    ['4FDC 3 tabs every morning (intensive phase)', 'tb-combination'],
    ['zar el toe 15 mg with dinner', 'rivaroxaban'], // Xarelto as voice typing writes it
    ['Ja noo met 50/1000 twice a day', 'sitagliptin-metformin'], // Janumet as voice typing writes it
    ['Pan 40 before breakfast', 'pantoprazole'],
  ])('reads %s as %s', (text, id) => {
    expect(meds(text).counted).toEqual([id]);
  });

  it('reads Pepcid Complete as famotidine and as a calcium antacid (its label: famotidine, calcium carbonate, magnesium hydroxide)', () => {
    expect(meds('Pepcid Complete, one chewable after dinner').counted).toEqual(['famotidine', 'calcium-carbonate-antacid']);
  });

  it('reads the baby on the way and the Hinglish good news as a pregnancy, but not a pan or good news alone', () => {
    expect(health('Baby on the way!! saw the heartbeat at the 7 week scan').counted).toEqual(['cond-pregnancy']);
    expect(health('Good news hai! 8 weeks ho gaye').counted).toEqual(['cond-pregnancy']);
    expect(health('good news, my sugar is normal').counted).toEqual([]);
    expect(meds('I cook in a pan, 40 minutes').counted).toEqual([]);
  });
});

describe('conditions the twenty-fourth persona set named, each once planned around', () => {
  it.each([
    ['No operations in the past, but my gallbladder is being taken out on the 14th of next month.', 'cond-surgery'], // ashwagandha was planned
    ['Kidney sirf 30% kaam kar rahi hai', 'cond-kidney-disease'], // magnesium was planned
    ['Kidney-il kallu undu, randu thavana vannu', 'cond-kidney-stones'], // Malayalam-English; calcium with D was planned
    ["I'm SS genotype, folic acid daily since childhood", 'cond-sickle-cell'], // iron was planned
    ['کلسیم خونم بالاست', 'cond-hypercalcaemia'], // Persian; calcium with D was planned
  ])('reads %s as %s', (text, id) => {
    expect(health(text).counted).toContain(id);
  });

  it('never reads the sickle cell trait genotype as the disease', () => {
    expect(health('my genotype is AS, not SS').counted).toEqual([]);
  });
});

describe('missed classes of the twenty-first to twenty-fifth sets', () => {
  it.each([
    ['Jadenu360mg x4 tabs daily', 'medications', 'cond-deferasirox'], // a name glued to its dose
    ['Dovato1tab OD since 2022', 'medications', 'dolutegravir'],
    ['Acne ke liye Minoz 50 roz le raha hoon', 'medications', 'minocycline'],
    ['the drug wey dey make blood light since the clot for my lungs', 'medications', 'lay-blood-thinner'],
    ['Weaned my first at 14 months, now 20 weeks with my second', 'healthInfo', 'cond-pregnancy'],
    ['Had my right knee replaced in 2022; the left one is booked for the 12th of March', 'healthInfo', 'cond-surgery'],
    ['No heartburn, but food sticks in my throat', 'healthInfo', 'cond-swallowing-difficulty'],
    ['My food pipe is narrowed: bread and meat get stuck', 'healthInfo', 'cond-swallowing-difficulty'],
    ['Stroke ke baad se khana nigalna mushkil hai, gale mein atak jata hai', 'healthInfo', 'cond-swallowing-difficulty'],
    ['Stéatose hépatique grade 2', 'healthInfo', 'cond-fatty-liver'],
    ['Через две недели операция — замена тазобедренного сустава', 'healthInfo', 'cond-surgery'],
    ['s/p LSG 2018', 'healthInfo', 'cond-bariatric-surgery'],
  ] as const)('reads %s as %s', (text, field, id) => {
    expect(recognisedConcepts(text, field).counted).toContain(id);
  });

  it('keeps Arabic-in-Latin words with digits whole while splitting a name from its dose', () => {
    expect(words(normaliseText('Eliquis5mg, safa2i7, 3indi, vitamin d3, hba1c'))).toEqual(['eliquis', '5', 'mg', 'safa2i7', '3indi', 'vitamin', 'd3', 'hba1c']);
  });
});

describe('what the twenty-sixth set typed in the other boxes', () => {
  it.each([
    ['ٹی بی کا علاج چل رہا ہے، چار دوائیاں روز', 'lay-tb-treatment'], // Urdu: TB treatment is going on; green tea extract was planned
    ['agallil el mel7 3ashan el 7a9a fil kilya tetkarrar', 'cond-kidney-stones'], // Gulf Arabizi: the kidney stone keeps coming back
    ['диабет, колю инсулин, и давление', 'cond-hypertension'], // Russian: diabetes, insulin and (high) pressure
  ])('reads %s as %s', (text, id) => {
    expect(health(text).counted).toContain(id);
  });
});

describe('what the twenty-seventh to thirtieth sets planned unsafely or missed', () => {
  it.each([
    ['Eloquist 5 mg twice a day since the AF diagnosis', 'medications', 'apixaban'], // Eliquis as autocorrect writes it; vitamin E was planned
    ['Ischaemic CVA 2023 (L MCA) - on SAPT + high-intensity statin', 'healthInfo', 'lay-antiplatelet'], // single antiplatelet therapy
    ['JME on VPA 500 BD, seizure-free 2 yrs', 'healthInfo', 'valproate'], // valproic acid as a clinic letter writes it
    ['vitamin D 1000 and the weekly pen for weight (stomach injection, Sundays)', 'medications', 'metabolic-lay-weight-loss-injection'],
    ['a5ith el ebra el osbo3iya lel tan7eef kil jum3a', 'healthInfo', 'metabolic-lay-weight-loss-injection'], // Arabizi: the weekly slimming injection
    ['Nag-iinject ako ng pampapayat na pen isang beses kada linggo', 'healthInfo', 'metabolic-lay-weight-loss-injection'], // Tagalog: a slimming pen
    ['tired all the time - my kidney doctor says I have about 30% left', 'healthInfo', 'cond-kidney-disease'],
    ['Sabi ng doktor sa kidney, 25% na lang ang gumagana sa bato ko', 'healthInfo', 'cond-kidney-disease'], // Tagalog: the kidney doctor
    ['I go to the machine that cleans my blood - 4 hours, three mornings a week', 'healthInfo', 'cond-dialysis'],
    ['my calcium blood test keeps coming back high', 'healthInfo', 'cond-hypercalcaemia'],
    ['things get stuck halfway down since my stroke and I need thickened drinks', 'healthInfo', 'cond-swallowing-difficulty'],
    ['Stroke eken passe kaema gilinna amarui', 'healthInfo', 'cond-swallowing-difficulty'], // Sinhala: hard to swallow
    ['Wakugadu wala gal thun paarak haeduna', 'healthInfo', 'cond-kidney-stones'], // Sinhala: stones in the kidneys three times
    ['Sang-e kolie daram', 'healthInfo', 'cond-kidney-stones'], // Persian in Latin letters: I have a kidney stone
  ] as const)('reads %s as %s', (text, field, id) => {
    expect(recognisedConcepts(text, field).counted).toContain(id);
  });

  it('never reads everyday Sinhala and Persian verbs as the Tamil word for pregnancy, nor the Sinhala "swallow" as Gilenya', () => {
    expect(health('anthima eka laser karala ain kala').counted).toEqual([]);
    expect(health('sal-e gozashte do ta sang dafe kardam').counted).toEqual([]);
    expect(health('kaema gilinna amarui').counted).not.toContain('fingolimod');
  });
});

describe('the clinic-letter shorthand and lay descriptions of the twenty-ninth set', () => {
  it.each([
    ['DVT 6/52 ago - on anticoag for min 3/12', 'healthInfo', 'lay-anticoagulant'],
    ['AIH type 1 on aza 100 mg', 'healthInfo', 'azathioprine'],
    ['LTBI (IGRA +ve on visa medical) - 3HP, dose 6 of 12 weekly', 'healthInfo', 'lay-tb-treatment'],
    ['PLHIV on ART (INSTI-based), VL TND', 'healthInfo', 'lay-integrase-inhibitor'],
    ['the HIV tablet once a day, undetectable for 3 years', 'medications', 'lay-hiv-treatment'],
    ['BPAD on Li (level 0.7)', 'healthInfo', 'lithium'],
    ['Adenocarcinoma prostate on LHRH agonist q12w', 'healthInfo', 'cond-prostate-cancer'],
    ['β-thal major, on chelation, transfused q3w', 'healthInfo', 'cond-iron-chelator-unnamed'],
    ['the medicine that pulls the extra iron out', 'medications', 'cond-iron-chelator-unnamed'],
    ['Ca breast (TNBC), neoadjuvant AC-T, cycle 3 of 8', 'healthInfo', 'lay-chemotherapy'],
    ['ADHD (combined type) - long-acting MPH 36 mg mane', 'healthInfo', 'methylphenidate'],
    ['the blood tablets after my clot, morning and evening', 'medications', 'lay-blood-thinner'],
    ['آخذ حبوب لتمييع الدم من بعد الجلطة', 'medications', 'lay-blood-thinner'], // Gulf: pills to thin the blood since the clot
    ['keyhole op to take out my gall bladder is booked for next Thursday', 'healthInfo', 'cond-surgery'],
    ['for my joints (the disease where my body attacks itself)', 'healthInfo', 'cond-autoimmune'],
  ] as const)('reads %s as %s', (text, field, id) => {
    expect(recognisedConcepts(text, field).counted).toContain(id);
  });

  it('reads a mood stabiliser as bipolar disorder too, and never a haematologist as a liver doctor', () => {
    expect(CLINICAL_MATCHER.read('the mood stabiliser the psychiatrist checks with blood tests', 'medications').classes).toContain('bipolar_disorder');
    expect(health('the haematologist checks my blood every 6 months').counted).not.toContain('cond-liver-disease');
  });
});

describe('the thirtieth set\'s languages and the Hinglish and Arabizi words of the twenty-ninth', () => {
  it.each([
    ['Pour ma tension je prends Cotareg 80/12,5 chaque matin', 'medications', 'valsartan-hydrochlorothiazide'],
    ["Sous Procuta 20 mg depuis 2 mois pour l'acné", 'medications', 'isotretinoin'],
    ['Kebdti fiha chhem (stéatose)', 'healthInfo', 'cond-fatty-liver'], // Darija: my liver has fat in it
    ['Ma ta nari ranz (TB) shawe da', 'healthInfo', 'lay-tb-treatment'], // Pashto: I have TB
    ['Qaaxo ayaa la igu helay, daawada qaaxada lix bilood', 'healthInfo', 'lay-tb-treatment'], // Somali: found to have TB, the TB medicine
    ['ba5od 7oboob el sell kol yom el sob7', 'medications', 'lay-tb-treatment'], // Egyptian Arabizi: I take the TB pills every morning
    ['Nagpapagamot ako sa TB, ika-3 buwan na', 'healthInfo', 'lay-tb-treatment'], // Tagalog: I am being treated for TB
    ['Delivery March mein hai, abhi chhatha mahina chal raha hai', 'healthInfo', 'cond-pregnancy'], // Hinglish: the sixth month is running
  ] as const)('reads %s as %s', (text, field, id) => {
    expect(recognisedConcepts(text, field).counted).toContain(id);
  });
});

describe('the thirty-first to thirty-third sets\' names', () => {
  it.each([
    ['صبح خالی پیٹ تھائیروکسن ۱۰۰', 'medications', 'levothyroxine'], // Urdu: thyroxine 100 on an empty stomach
    ['Oleanz 5 at night', 'medications', 'olanzapine'],
    ['Tramal 50 three times a day for my back', 'medications', 'tramadol'],
    ['Sirdalud 4 mg at night for neck spasm', 'medications', 'tizanidine'],
    ['Li carbonate 800 mg ON', 'medications', 'lithium'],
    ['مجھے بائی پولر ہے', 'healthInfo', 'cond-bipolar'], // Urdu: I have bipolar
    ['Phlebotomy every 2 weeks for now', 'healthInfo', 'cond-haemochromatosis'],
    ['factor XI defficiency, level 18%', 'healthInfo', 'cond-haemophilia'],
    ['Mediclinic said my liver tests are about 4 times the normal', 'healthInfo', 'cond-liver-disease'],
  ] as const)('reads %s as %s', (text, field, id) => {
    expect(recognisedConcepts(text, field).counted).toContain(id);
  });
});

describe('a pharmacy receipt and the Egyptian acne pills', () => {
  it('reads Jardiance Duo as empagliflozin with metformin, and the insurer Daman as no medicine', () => {
    expect(meds("JARDIANCE DUO 12.5MG/1000MG FCT 60'S  1 x AED 289.00  (Daman co-pay 20%)").counted).toEqual(['empagliflozin-metformin']);
  });

  it('reads the strong acne pills said in Egyptian Arabizi', () => {
    expect(health('el 7obob el 2awiya lel 7ob el shabab, el shahr el talet').counted).toContain('metabolic-lay-acne-pills');
  });
});

describe('conditions described without their names (the thirty-fourth set)', () => {
  it.each([
    ['ever since my kidneys quit on me', 'cond-kidney-disease'],
    ['I do the bag exchanges through the tube in my belly 4 times a day', 'cond-dialysis'],
    ['My liver is scarred from years of heavy drinking', 'cond-liver-disease'],
    ['the two tablets that stop the platelets sticking', 'lay-antiplatelet'],
    ['I bleed for ages after the dentist', 'cond-bleeding-disorder'],
    ['the doctor says the extra iron is collecting in my heart', 'cond-iron-overload'],
    ['2 pain crisis since january, my blood is SC type', 'cond-sickle-cell'],
    ['a pea-sized gland beside the thyroid gone rogue', 'cond-hyperparathyroidism'],
    ['big tablets and dry bread go down the wrong way', 'cond-swallowing-difficulty'],
    ['Going under the knife on the 14th - gallbladder, keyhole', 'cond-surgery'],
    ['I get belle, e don reach 6 months', 'cond-pregnancy'], // Nigerian Pidgin: I am pregnant, six months
    ['Tablets to stop my body rejecting my brother\'s kidney', 'lay-immunosuppressant'],
    ['the strong spot pills from the dermatologist', 'metabolic-lay-acne-pills'],
    ['I have had the falling sickness from childhood', 'cond-epilepsy'],
  ])('reads %s as %s', (text, id) => {
    expect(health(text).counted).toContain(id);
  });
});

describe('conditions described without their names in Arabic and Arabizi (the thirty-fifth set)', () => {
  it.each([
    ['بغسل كلى تلات مرات في الأسبوع', 'cond-dialysis'], // Egyptian: dialysis three times a week
    ['الكبد عندي متليف وبطني بتتملي مية', 'cond-cirrhosis'], // Egyptian: my liver is scarred
    ['عندي صفار نوع بي من سنين', 'cond-hepatitis'], // Levantine: 'type B yellowness'
    ['tbib gal liya les plaquettes dyali na9sin bzaf', 'cond-low-platelets'], // Darija: my platelets are very low
    ['الدكتور قال الحديد عندي متكدس من الوراثه', 'cond-iron-overload'], // Yemeni: the iron has piled up
    ['ta7lil el calcium fel dam tale3 3ali', 'cond-hypercalcaemia'], // Egyptian Arabizi: blood calcium high
    ['الأكل عم يعلق ببلعومي', 'cond-swallowing-difficulty'], // Levantine: food sticks in my gullet
    ['كنرضع ولدي، عندو ٤ شهور', 'cond-breastfeeding'], // Moroccan: I breastfeed my son
    ['مزاجي يطلع وينزل وايد', 'cond-bipolar'], // Gulf: my mood goes up and down a lot
    ['باخد دوا الكهربا مرتين في اليوم', 'cond-epilepsy'], // Egyptian: the 'electricity' medicine
  ])('reads %s as %s', (text, id) => {
    expect(health(text).counted).toContain(id);
  });

  it('reads living with HIV as an integrase-based treatment too, so the minerals are spaced from it', () => {
    expect(CLINICAL_MATCHER.read('عايش مع HIV من ٢٠١٩، حبة وحدة كل يوم', 'medications').classes).toContain('integrase_inhibitor');
  });
});

describe('the medicines of home and the South Asian words of the thirty-sixth set', () => {
  it.each([
    ['Gluconorm-SR 1000: 0-0-1 raat ke khane ke baad', 'medications', 'metformin'],
    ['Zoryl 2: subah nashte se pehle', 'medications', 'glimepiride'],
    ['گلائکومیٹ ۵۰۰ دن میں دو بار', 'medications', 'metformin'], // Glycomet in Urdu script
    ['Jalra-M 50/500 twice daily', 'medications', 'vildagliptin-metformin'],
    ['Tab LOSAR-H 50/12.5 — 1-0-0 — x 30 days', 'medications', 'losartan-hydrochlorothiazide'],
    ['Akurit-4 x 3 tabs OD (wt 52 kg)', 'medications', 'tb-combination'],
    ['Liver mein charbi hai, sonography mein aaya', 'healthInfo', 'cond-fatty-liver'], // Hinglish: fat in the liver
    ['Njan ippo garbhiniyaanu, anchaam maasam', 'healthInfo', 'cond-pregnancy'], // Malayalam: I am pregnant, fifth month
    ['Kunjinu 4 maasam aayi, mulappal kodukkunnundu', 'healthInfo', 'cond-breastfeeding'], // Malayalam: I give breast milk
    ['Amar jokkha (TB) dhora poreche', 'healthInfo', 'lay-tb-treatment'], // Banglish: I was found to have TB
  ] as const)('reads %s as %s', (text, field, id) => {
    expect(recognisedConcepts(text, field).counted).toContain(id);
  });
});

describe('the thirty-seventh set\'s unsafe plans', () => {
  it.each([
    ['مجھے تھیلیسیمیا میجر ہے اور ہر مہینے خون لگتا ہے', 'cond-thalassaemia'], // Urdu: thalassaemia major, blood every month
    ['para bawasan ang sobrang iron galing sa mga salin ng dugo', 'cond-iron-overload'], // Tagalog: the extra iron from transfusions
    ['My husband na AS, me I be SS', 'cond-sickle-cell'], // Nigerian Pidgin: my genotype is SS
    ['كريات دمي شكلها هلال', 'cond-sickle-cell'], // Saudi: my blood cells are crescent-shaped
    ['eating for two these days, week 18', 'cond-pregnancy'],
    ['calmer nerves before they fix my hernia on the 14th', 'cond-surgery'],
  ])('reads %s as %s', (text, id) => {
    expect(health(text).counted).toContain(id);
  });

  it('reads the Darija and French words for blood pressure, and the Urdu thalassaemia minor as no transfused disease', () => {
    expect(meds('nechreb dwa ta3 la tension kol sba7').counted).toEqual(['cardio-lay-blood-pressure-medicine']);
    expect(health('میں تھیلیسیمیا مائنر ہوں، کبھی خون نہیں لگا').counted).toEqual([]);
  });
});

describe('the thirty-eighth set\'s words', () => {
  it.each([
    ['TB in lung found in my medical, now treatmant 6 month', 'healthInfo', 'lay-tb-treatment'],
    ['Nagdadalang-tao po ako, mga 16 weeks na', 'healthInfo', 'cond-pregnancy'], // Tagalog: I am pregnant
    ['19, just found out im expecting, around 10 wks', 'healthInfo', 'cond-pregnancy'],
    ['Baby born 12 days ago, feeding her myself every 2-3 hours', 'healthInfo', 'cond-breastfeeding'],
    ['Delivery ko 3 hafte hue, baby ko feed karati hoon', 'healthInfo', 'cond-breastfeeding'], // Hinglish: I feed the baby myself
    ["Had lithotripsy in Kochi for a 9 mm stone; I'm a stone former", 'healthInfo', 'cond-kidney-stones'],
    ['Болезнь Крона, колю Хумиру раз в две недели', 'medications', 'cond-adalimumab'], // Russian: I inject Humira
  ] as const)('reads %s as %s', (text, field, id) => {
    expect(recognisedConcepts(text, field).counted).toContain(id);
  });
});
