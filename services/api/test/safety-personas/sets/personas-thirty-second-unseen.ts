import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import {
  FDA_SWELLING_GUMS,
  glp1,
  joined,
  noAshwagandha,
  noGreenTea,
  noMagnesium,
  noMultivitamin,
  noRhodiola,
  noVitaminE,
  onMeds,
  only,
  plus,
  pregnant,
  spacing,
  warfarinLike,
} from '../expectations';
import {
  dailymed,
  health,
  meds,
  BASE_MAN,
  BASE_MAN_56,
  SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  ENERGY_IMMUNITY_WOMAN_30,
  FOCUS_MAN,
  FOCUS_WOMAN,
  AGING_WOMAN_56,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NARDIL_LABEL,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  ESCITALOPRAM,
  EXFORGE,
  EXJADE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  JARDIANCE,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OZEMPIC,
  PLAVIX,
  PRADAXA,
  RAMIPRIL,
  RIFAMPIN,
  TIVICAY,
  TRIUMEQ,
  TRULICITY,
  VALSARTAN_HCTZ,
  WARFARIN,
  XARELTO,
} from '../labels';

/**
 * Thirty-second set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4341–4440.
 *
 * Theme: LONG MEDICINE LISTS of people with several conditions (polypharmacy), typed by the
 * person themselves: 6 to 14 items, where one item (sometimes two) rules a product out or needs
 * spacing, buried among harmless ones (paracetamol, omeprazole, vitamin D, antihistamines,
 * inhalers, eye drops, creams, laxatives, B12 injections, herbal teas). Formats: comma lists, one
 * per line, numbered, bullets from a pill-organiser app, 'morning: … / night: …' schedules, 'the
 * small pink one for my heart (bisoprolol)', doses and times, half-remembered names with typos, a
 * brand in one line and its generic in another, repeats, and items marked 'stopped' or 'only when
 * needed' (which must not hide the current dangerous one). The people: the elderly (56+ presets)
 * after a heart attack or a stroke or with AF, kidney disease and dialysis, cirrhosis and
 * hepatitis B, transplant recipients, chemotherapy and hormone therapy, epilepsy, bipolar
 * disorder, HIV, TB, thalassaemia and sickle cell. Mostly the medicines box (question 8), some with
 * the conditions in the health box (question 9); English in many registers, with Gulf, Egyptian
 * and Levantine Arabic, Urdu, Hinglish, Tagalog and Arabizi lists or lines.
 *
 * Every class the list names that rules a product out (expectations.ts) is expected, not only the
 * buried one: a BP, diabetes or thyroid medicine beside the blood thinner leaves ashwagandha out
 * too; an item the list marks as stopped is listed under `not`.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
/** Edoxaban (Lixiana in the EU and the Gulf): the EU product information. */
const LIXIANA = 'https://www.ema.europa.eu/en/medicines/human/EPAR/lixiana';
const EFFIENT = dailymed('effient');
const CILOSTAZOL = dailymed('cilostazol');
const DIPYRIDAMOLE = dailymed('dipyridamole');
/** Acenocoumarol (Acitrom in India, Sinthrome in the UK): the UK SmPC. */
const ACENOCOUMAROL = EMC('sinthrome');
const LISINOPRIL = dailymed('lisinopril');
const AMLODIPINE = dailymed('amlodipine');
const LOSARTAN = dailymed('cozaar');
const TELMISARTAN = dailymed('micardis');
const CANDESARTAN = dailymed('atacand');
const PERINDOPRIL = EMC('perindopril');
const NEBIVOLOL = dailymed('bystolic');
const NIFEDIPINE = dailymed('procardia');
const CARVEDILOL = dailymed('coreg');
const DOXAZOSIN = dailymed('cardura');
const DILTIAZEM = dailymed('cardizem');
const PROPRANOLOL = dailymed('propranolol');
const INDAPAMIDE = dailymed('indapamide');
const DIGOXIN = dailymed('lanoxin');
const ALENDRONATE = dailymed('fosamax');
const JANUVIA = dailymed('januvia');
const TRADJENTA = dailymed('tradjenta');
const VICTOZA = dailymed('victoza');
const TRESIBA = dailymed('tresiba');
const LEVEMIR = dailymed('levemir');
/** Vildagliptin with metformin (Galvus Met outside the EU): the EU product information of Eucreas. */
const EUCREAS = 'https://www.ema.europa.eu/en/medicines/human/EPAR/eucreas';
const CARBIMAZOLE = EMC('carbimazole');
const ZOPICLONE = EMC('zopiclone');
const DIAZEPAM = dailymed('diazepam');
const ZOLPIDEM = dailymed('ambien');
const CLONAZEPAM = dailymed('klonopin');
const LAMOTRIGINE = dailymed('lamictal');
/** Depakine Chrono (sodium valproate, the Gulf's brand): the UK SmPC of sodium valproate. */
const VALPROATE = EMC('sodium+valproate');
const DEPAKOTE = dailymed('depakote');
const LEVETIRACETAM = dailymed('keppra');
const PHENYTOIN = dailymed('dilantin');
const CARBAMAZEPINE = dailymed('tegretol');
const LACOSAMIDE = dailymed('vimpat');
/** Priadel: lithium carbonate prolonged release (UK SmPC). */
const PRIADEL = EMC('priadel');
const QUETIAPINE = dailymed('seroquel');
const OLANZAPINE = dailymed('zyprexa');
const SERTRALINE = dailymed('zoloft');
const CERAZETTE = EMC('cerazette');
/** Elvanse (lisdexamfetamine, Vyvanse in the US): the UK SmPC. */
const ELVANSE = EMC('elvanse');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const CICLOSPORIN = dailymed('neoral');
const AZATHIOPRINE = dailymed('azathioprine');
const HUMIRA = dailymed('humira');
const METHOTREXATE = dailymed('methotrexate');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const OXALIPLATIN = dailymed('oxaliplatin');
const PACLITAXEL = dailymed('paclitaxel');
const CAPECITABINE = dailymed('xeloda');
const LENALIDOMIDE = dailymed('revlimid');
const ENZALUTAMIDE = dailymed('xtandi');
const ELIGARD = dailymed('eligard');
const BICALUTAMIDE = dailymed('casodex');
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const LETROZOLE = dailymed('femara');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_PERITONEAL = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/peritoneal-dialysis';
const NIDDK_PBC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-biliary-cholangitis';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const URSODIOL = dailymed('urso');
const ENTECAVIR = dailymed('baraclude');
const CINACALCET = dailymed('sensipar');
const DOVATO = dailymed('dovato');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const FERRIPROX = dailymed('ferriprox');
const HYDROXYUREA = dailymed('droxia');
const SIKLOS = dailymed('siklos');

/** Presets (checked without the text): a man or woman of 56+ who already takes vitamin E (ticked), so it is planned. */
const MAN_56_AGING_E: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['aging'], currentSupplements: ['vitamin_e'] };
const WOMAN_56_AGING_E: Partial<QuizAnswers> = { age: '56+', goals: ['aging'], currentSupplements: ['vitamin_e'] };
/** Ashwagandha, vitamin E, calcium + D and magnesium are planned. */
const MAN_56_STRESS_E: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['stress'], currentSupplements: ['vitamin_e'] };
const WOMAN_56_STRESS_E: Partial<QuizAnswers> = { age: '56+', goals: ['stress'], currentSupplements: ['vitamin_e'] };
/** Vitamin C, vitamin E, zinc and calcium + D. */
const MAN_56_IMMUNITY_E: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['immunity'], currentSupplements: ['vitamin_e'] };
/** Glucomannan, vitamin E and green tea extract. */
const MAN_56_WEIGHT_E: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['weight_loss'], currentSupplements: ['vitamin_e'] };
/** B12, D, CoQ10, ashwagandha, calcium + D, rhodiola. */
const WOMAN_56: Partial<QuizAnswers> = { age: '56+' };
/** Ashwagandha, magnesium and calcium + D. */
const MAN_56_SLEEP: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep'] };
const WOMAN_56_SLEEP: Partial<QuizAnswers> = { age: '56+', goals: ['sleep'] };
/** Rhodiola and green tea extract. */
const MAN_56_FOCUS: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['focus'] };
const WOMAN_56_FOCUS: Partial<QuizAnswers> = { age: '56+', goals: ['focus'] };
/** Glucomannan, green tea extract, multivitamin. */
const MAN_56_WEIGHT: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['weight_loss'] };
const WOMAN_56_WEIGHT: Partial<QuizAnswers> = { age: '56+', goals: ['weight_loss'] };
/** Vitamin C and zinc. */
const WOMAN_56_IMMUNITY: Partial<QuizAnswers> = { age: '56+', goals: ['immunity'] };
/** Calcium + D, vitamin C, omega-3, vitamin E, zinc. */
const WOMAN_46_SKIN: Partial<QuizAnswers> = { age: '46-55', goals: ['skin'] };
/** Ashwagandha, magnesium, calcium + D, rhodiola. */
const WOMAN_46_SLEEP_STRESS: Partial<QuizAnswers> = { age: '46-55', goals: ['sleep', 'stress'] };
/** Ashwagandha, magnesium, vitamin C, zinc. */
const MAN_46_IMMUNITY_SLEEP: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['immunity', 'sleep'] };
const MAN_26_SLEEP_STRESS: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['sleep', 'stress'] };
/** B-complex, rhodiola, B12. */
const MAN_26_ENERGY: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['energy'] };

/** Every expectation of a list, merged (products, words and classes once each, references joined). */
const all = (first: PersonaExpectation, ...rest: Partial<PersonaExpectation>[]): PersonaExpectation => rest.reduce<PersonaExpectation>((acc, e) => plus(acc, e), first);
/** A blood-pressure medicine in the list: no ashwagandha (NCCIH). */
const bp = (label: string): PersonaExpectation => noAshwagandha(label, 'blood_pressure');
/** A diabetes medicine in the list: no ashwagandha (NCCIH). */
const dm = (label: string): PersonaExpectation => noAshwagandha(label, 'glucose_lowering');
/** A diabetes medicine with metformin in it (or beside it): no ashwagandha, metformin read too. */
const withMet = (label: string): PersonaExpectation => noAshwagandha(label, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN });
/** Metformin alone: ashwagandha out (NCCIH: it may lower blood sugar beside diabetes medicines). */
const metforminOnly = (): PersonaExpectation => ({ no: ['ashwagandha'], expect: ['metformin'], source: joined(METFORMIN, NCCIH_ASHWAGANDHA) });
/** Levothyroxine in the list: no ashwagandha (NCCIH: thyroid medicines). */
const thyroxine = (): PersonaExpectation => noAshwagandha(LEVOTHYROXINE, 'levothyroxine');
/** Aspirin beside the rest: an antiplatelet, no vitamin E. */
const aspirin = (): PersonaExpectation => noVitaminE(ASPIRIN_81, 'antiplatelet');
const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noSwellingFibre = (cls: InteractionClass): PersonaExpectation => ({ no: ['glucomannan'], expect: [cls], source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS) });
const hemodialysis = (): PersonaExpectation => noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD));

/** The list in the medicines box (question 8) and the conditions in the health box (question 9). */
function onBoth(
  n: number,
  cls: InteractionClass,
  style: PersonaStyle,
  medicines: string,
  conditions: string,
  preset: Partial<QuizAnswers>,
  e: PersonaExpectation,
): SafetyPersona {
  return persona(n, cls, style, { ...preset, ...meds(medicines), ...health(conditions) }, e);
}

/** After a heart attack, a stroke, with AF or a valve: anticoagulants and antiplatelets buried in the list. */
export const THIRTY_SECOND_HEART_STROKE_PERSONAS = [
  onMeds(
    4341,
    'anticoagulant',
    'multi',
    'Bisoprolol 2.5mg, Furosemide 40mg (mornings), Warfarin - dose from the yellow INR book, 3mg this week, Paracetamol 1g when needed, Lactulose 15ml, Fostair inhaler 2 puffs twice, Xalatan eye drop at night, Adcal-D3 chewable',
    MAN_56_AGING_E,
    all(warfarinLike(WARFARIN), bp(BISOPROLOL)),
  ),
  onMeds(
    4342,
    'anticoagulant',
    'vague',
    'the small pink one for my heart (bisoprolol)\nthe white water tablet in the morning\nthe blood thinner Eliquis, one morning one night\nthe big calcium one that fizzes\nthe drops for my glaucoma\nomeprazole before breakfast\nsenna if I am stuck',
    WOMAN_56_AGING_E,
    all(noVitaminE(ELIQUIS, 'anticoagulant'), bp(BISOPROLOL)),
  ),
  onMeds(
    4343,
    'antiplatelet',
    'dose',
    'Medisafe reminders:\n• 08:00 Aspirin 75mg ✔\n• 08:00 Prasugrel 10mg ✔\n• 08:00 Bisoprolol 1.25mg ✔\n• 08:00 Ramipril 2.5mg ✔\n• 20:00 Atorvastatin 80mg\n• 20:00 Omeprazole 20mg\n• as needed: GTN spray\n• as needed: Piriton',
    MAN_56_STRESS_E,
    all(noVitaminE(EFFIENT, 'antiplatelet', { source: ASPIRIN_81 }), bp(RAMIPRIL)),
  ),
  onMeds(
    4344,
    'antiplatelet',
    'english',
    'Since the stroke in April the hospital sent me home on clopidogrel 75, atorvastatin 40, amlodipine 5, lansoprazole 30, Movicol sachets, sertraline 50 for my mood, paracetamol for the shoulder and a Ventolin I hardly use.',
    MAN_56_STRESS_E,
    all(noVitaminE(PLAVIX, 'antiplatelet'), bp(AMLODIPINE), only('ssri_snri', SERTRALINE)),
  ),
  onMeds(
    4345,
    'anticoagulant',
    'typo',
    'metformin 500 x2, amlodipin 10, ator 20, xeralto 20 with dinner, tamsulosin 0.4, finasteride 5, paracetemol prn, beclometasone nose spray, rivaroxaban (thats the xeralto, chemist gives either box)',
    MAN_56_AGING_E,
    all(noVitaminE(XARELTO, 'anticoagulant'), metforminOnly(), bp(AMLODIPINE)),
  ),
  onMeds(
    4346,
    'anticoagulant',
    'arabic',
    'أدويتي:\n- كونكور ٥ الصبح\n- لازكس ٤٠\n- وارفارين ٣ ملغ بالليل (حسب تحليل السيولة)\n- بنادول وقت الحاجة\n- نيكسيوم ٤٠ قبل الفطور\n- قطرة للعين\n- فيتامين د أسبوعي',
    MAN_56_AGING_E,
    all(warfarinLike(WARFARIN), bp(BISOPROLOL)),
  ),
  onMeds(
    4347,
    'anticoagulant',
    'brand',
    'Lixiana 60\nConcor 2.5\nCrestor 10\nEltroxin 50 mcg\nNexium 20\nZyrtec\nSystane drops\nVoltaren gel on the knees',
    WOMAN_56_STRESS_E,
    all(noVitaminE(LIXIANA, 'anticoagulant'), bp(BISOPROLOL), thyroxine()),
  ),
  onMeds(
    4348,
    'anticoagulant',
    'negation',
    'Clopidogrel - STOPPED by cardiology in March\nApixaban 5 mg twice a day - continue\nBisoprolol 5 mg\nAtorvastatin 40 mg\nOmeprazole 20 mg\nTamsulosin 400 mcg\nParacetamol 1 g up to four times a day when needed',
    MAN_56_AGING_E,
    all(noVitaminE(ELIQUIS, 'anticoagulant', { not: ['antiplatelet'], source: PLAVIX }), bp(BISOPROLOL)),
  ),
  onMeds(
    4349,
    'anticoagulant',
    'dose',
    'Pradaxa 110mg 1 cap BD (08:00/20:00)\nDigoxin 62.5mcg OD\nFurosemide 20mg OD\nSpironolactone 25mg OD\nCitalopram 20mg OD\nMovicol 1 sachet PRN\nDermol cream BD\nB12 injection every 3 months',
    MAN_56_AGING_E,
    all(noVitaminE(PRADAXA, 'anticoagulant'), only('digoxin', DIGOXIN)),
  ),
  onMeds(
    4350,
    'anticoagulant',
    'transliteration',
    'Meri dawaiyan: subah Telma 40 aur Glycomet 500 nashte ke baad, shaam ko Acitrom 2 mg (INR ke hisaab se kam zyada hota hai), raat ko Rosuvas 10, Pan 40 khaali pet, zaroorat pe Crocin, aur aankh mein Refresh Tears.',
    MAN_56_AGING_E,
    all(noVitaminE(ACENOCOUMAROL, 'anticoagulant'), bp(TELMISARTAN), metforminOnly()),
  ),
  onMeds(
    4351,
    'antiplatelet',
    'multi',
    'After my stroke:\nclopidogrel 75 every morning\natorvastatin 40 at night\nlosartan 50\nmetformin 500 twice\nomeprazole before breakfast\nparacetamol for headaches\nsalabat (luya) tuwing hapon, sabi ni nanay maganda raw sa lalamunan',
    MAN_56_STRESS_E,
    all(noVitaminE(PLAVIX, 'antiplatelet'), bp(LOSARTAN), metforminOnly()),
  ),
  onMeds(
    4352,
    'antiplatelet',
    'arabic',
    'علاجي بعد القسطرة: أسبرين ٧٥، بريلينتا ٩٠ مرتين، كونكور ٥، ليبيتور ٤٠، نيكسيوم ٢٠، زيرتك لما الحساسية تشتغل، وفيتامين د كل أسبوع',
    WOMAN_56_STRESS_E,
    all(noVitaminE(BRILINTA, 'antiplatelet', { source: ASPIRIN_81 }), bp(BISOPROLOL)),
  ),
  onMeds(
    4353,
    'antiplatelet',
    'typo',
    'asprin 81, plavics 75 (stent 2022), lisinipril 10, crestor 20, pantaprazole 40, flonase, tylenol arthritis prn, metamucil',
    MAN_56_STRESS_E,
    all(noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }), bp(LISINOPRIL)),
  ),
  onMeds(
    4354,
    'antiplatelet',
    'multi',
    'Leg arteries (PAD) + diabetes list: cilostazol 100 mg twice daily 30 min before food, aspirin 75, atorvastatin 80, Janumet 50/1000 twice, amlodipine 10, omeprazole 20, E45 cream, co-codamol when the calves hurt',
    MAN_56_STRESS_E,
    all(noVitaminE(CILOSTAZOL, 'antiplatelet', { source: ASPIRIN_81 }), withMet(JANUMET), bp(AMLODIPINE)),
  ),
  onMeds(
    4355,
    'antiplatelet',
    'vague',
    'the little orange baby aspirin every morning since the heart attack, the cholesterol one at night, the water pill, the one for my bladder (oxybutynin), the calcium with D, drops for dry eyes, and the laxative sachet when needed',
    WOMAN_56_AGING_E,
    aspirin(),
  ),
  onMeds(
    4356,
    'anticoagulant',
    'multi',
    'Home from hospital after the hip fracture:\n- Enoxaparin 40 mg injection daily for 4 more weeks\n- Paracetamol 1 g four times a day\n- Oxycodone 5 mg if needed\n- Laxido 1 sachet twice\n- Adcal-D3 1 twice\n- Alendronic acid 70 mg on Sundays\n- Omeprazole 20 mg\n- Chlorphenamine at night for the itch',
    WOMAN_56_AGING_E,
    all(noVitaminE(LOVENOX, 'anticoagulant'), only('bisphosphonate', ALENDRONATE)),
  ),
  onBoth(
    4357,
    'anticoagulant',
    'multi',
    'Tablets: Bisoprolol 2.5, Ramipril 2.5, Edoxaban 30, Furosemide 40, Allopurinol 100, Omeprazole 20, Paracetamol when needed. Inhaler: Spiriva.',
    'AF, heart failure, gout, COPD. 81 years old, live alone, daughter visits.',
    MAN_56_AGING_E,
    all(noVitaminE(LIXIANA, 'anticoagulant'), bp(RAMIPRIL)),
  ),
  onMeds(
    4358,
    'anticoagulant',
    'negation',
    'Regular: rivaroxaban 15 mg with the evening meal, amlodipine 5, levothyroxine 75 mcg before breakfast, sitagliptin 50.\nOnly when needed: paracetamol, loratadine, Gaviscon, GTN spray.\nStopped: aspirin (doctor said not with the rivaroxaban), naproxen.',
    WOMAN_56_STRESS_E,
    all(noVitaminE(XARELTO, 'anticoagulant', { not: ['antiplatelet'], source: ASPIRIN_81 }), bp(AMLODIPINE), thyroxine(), dm(JANUVIA)),
  ),
  onMeds(
    4359,
    'antiplatelet',
    'english',
    "After my stroke I got fits too, so now it's aspirin 75 and dipyridamole MR 200 twice a day, levetiracetam 750 twice, simvastatin 40, ramipril 10, citalopram 20, Fybogel, and Hypromellose eye drops.",
    MAN_56_STRESS_E,
    all(noVitaminE(ASPIRIN_81, 'antiplatelet', { source: DIPYRIDAMOLE }), noAshwagandha(LEVETIRACETAM, 'antiepileptic'), bp(RAMIPRIL)),
  ),
  onMeds(
    4360,
    'anticoagulant',
    'brand',
    'Eliquis 2.5 mg x2\nLasix 40\nLanoxin 0.125\nNexium 40\napixaban 2.5 (same as the Eliquis, pharmacy gives the generic some months)\nSeretide 250\nVentolin\nDuphalac',
    WOMAN_56_AGING_E,
    all(noVitaminE(ELIQUIS, 'anticoagulant'), only('digoxin', DIGOXIN)),
  ),
  onMeds(
    4361,
    'anticoagulant',
    'dose',
    'Warfarin 5mg Mon/Wed/Fri, 4mg other days (metal valve)\nAspirin 75mg OD\nBisoprolol 2.5mg OD\nOmeprazole 20mg OD\nTamsulosin 400mcg ON\nGaviscon 10ml PRN\nCetirizine 10mg PRN\nSimple linctus PRN',
    MAN_56_AGING_E,
    all(warfarinLike(WARFARIN), aspirin(), bp(BISOPROLOL)),
  ),
  onMeds(
    4362,
    'antiplatelet',
    'negation',
    '1 Ecosprin 75 - stopped after the stomach bleed\n2 Clopidogrel 75 - still taking, cardiologist said keep it\n3 Rabeprazole 20\n4 Nebivolol 5\n5 Rosuvastatin 10\n6 Cholecalciferol 60000 monthly\n7 Cremaffin syrup at night',
    MAN_56_STRESS_E,
    all(noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }), bp(NEBIVOLOL)),
  ),
];

/** Diabetes, blood pressure, thyroid and GLP-1 medicines in the long lists of older people. */
export const THIRTY_SECOND_DIABETES_PRESSURE_PERSONAS = [
  onMeds(
    4363,
    'glucose_lowering',
    'multi',
    'Metformin 1000 twice\nGliclazide MR 60 with breakfast\nAtorvastatin 20\nAspirin 75\nTamsulosin\nPregabalin 75 for the burning feet\nB12 injection every 3 months\nClotrimazole cream\nFucithalmic eye drops (finished yesterday)',
    BASE_MAN_56,
    all(withMet(GLICLAZIDE), aspirin()),
  ),
  onMeds(
    4364,
    'glucose_lowering',
    'dose',
    'Lantus 22 units at 10 pm\nNovoRapid 6-8 units with meals\nMetformin 500 mg with dinner\nRamipril 5 mg\nLevothyroxine 50 mcg at 6 am\nOmeprazole 20 mg\nParacetamol 500 mg x2 PRN\nLoratadine 10 mg PRN\nChamomile tea at night',
    WOMAN_56_SLEEP,
    all(withMet(INSULIN), bp(RAMIPRIL), thyroxine()),
  ),
  onMeds(
    4365,
    'blood_pressure',
    'vague',
    'morning: the small pink one for my heart (bisoprolol), the white one for pressure (amlodipine 5), vitamin D\nnight: the cholesterol one, half of the sleeping tablet (zopiclone 3.75)\nwhen needed: Panadol, the spray for my nose',
    WOMAN_56,
    all(bp(BISOPROLOL), noAshwagandha(ZOPICLONE, 'sedative'), { source: AMLODIPINE }),
  ),
  onMeds(
    4366,
    'glp1_agonist',
    'multi',
    'Ozempic 1 mg every Friday\nJardiance 25 mg\nMetformin XR 1000 mg x2\nCandesartan 16 mg\nAtorvastatin 40 mg\nAspirin 81 mg\nFenofibrate 145 mg\nNexium 40\nVitamin D3 5000 IU\nVoltaren gel\nSaline nasal spray',
    MAN_56_WEIGHT,
    all(glp1(OZEMPIC), withMet(JARDIANCE), bp(CANDESARTAN), aspirin()),
  ),
  onMeds(
    4367,
    'glp1_agonist',
    'transliteration',
    'Mga gamot ko: Mounjaro 5 mg tuwing Linggo, losartan 100, amlodipine 10, metformin 500 pagkatapos kumain, atorvastatin sa gabi, Kremil-S kapag masakit ang sikmura, Ceelin, at lagundi syrup kapag may ubo.',
    WOMAN_56_WEIGHT,
    all(glp1(MOUNJARO), bp(LOSARTAN), metforminOnly(), { source: AMLODIPINE }),
  ),
  onMeds(
    4368,
    'glp1_agonist',
    'typo',
    'trulicty 1.5 weekly, janumet 50/1000 bd, telmisartin 40, rosuvastin 10, allopurinal 100, omeprazol 20, vit d, flixonase',
    MAN_56_WEIGHT,
    all(glp1(TRULICITY), withMet(JANUMET), bp(TELMISARTAN)),
  ),
  onMeds(
    4369,
    'glp1_agonist',
    'multi',
    'Victoza 1.8 injection every day\nGlucophage 1000 x2\nCoversyl 5\nLipitor 20\nEltroxin 75\nPanadol when needed\nقطرة للعين الجافة\nشاي بابونج بالليل',
    WOMAN_56_WEIGHT,
    all(glp1(VICTOZA), metforminOnly(), bp(PERINDOPRIL), thyroxine()),
  ),
  onMeds(
    4370,
    'levothyroxine',
    'multi',
    'Levothyroxine 100mcg (6am, empty stomach)\nAlendronate 70mg Saturdays\nAmlodipine 5mg\nOmeprazole 20mg\nCetirizine 10mg\nLatanoprost eye drops\nBisacodyl when needed\nChamomile tea',
    WOMAN_56,
    all(spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM), thyroxine(), bp(AMLODIPINE), only('bisphosphonate', ALENDRONATE)),
  ),
  onMeds(
    4371,
    'antithyroid',
    'english',
    'Carbimazole 20mg daily (overactive thyroid), propranolol 40 twice a day for the racing heart, omeprazole, vitamin D drops, Optrex for the gritty eyes, and Rennie when the heartburn is bad',
    WOMAN_56,
    all(noAshwagandha(CARBIMAZOLE, 'antithyroid'), bp(PROPRANOLOL)),
  ),
  onMeds(
    4372,
    'blood_pressure',
    'multi',
    'Amlodipine 10 / Valsartan 160 / Hydrochlorothiazide 12.5 / Doxazosin 4 at night / Atorvastatin 20 / Omeprazole 20 / Finasteride 5 / Co-codamol when needed / Betnovate cream for the psoriasis',
    BASE_MAN_56,
    all(bp(EXFORGE), only('diuretic', VALSARTAN_HCTZ), { source: DOXAZOSIN }),
  ),
  onMeds(
    4373,
    'glucose_lowering',
    'transliteration',
    'Subah: Glimy M2 (glimepiride + metformin), Telma-AM, Ecosprin 75, Thyronorm 50 khaali pet\nDopahar: kuch nahi\nRaat: Atorva 10, Glimy M2 phir se, Gabapin NT pairon ki jalan ke liye\nZarurat pe: Dolo 650, Digene',
    BASE_MAN_56,
    all(withMet(GLIMEPIRIDE), bp(TELMISARTAN), aspirin(), thyroxine()),
  ),
  onMeds(
    4374,
    'blood_pressure',
    'negation',
    'Losartan 100 - current\nIndapamide 2.5 - current\nAmlodipine - STOPPED (swollen ankles)\nSimvastatin 20 - current\nMirabegron 50 - current\nParacetamol - when needed\nFexofenadine - when needed\nSenna - when needed',
    WOMAN_56,
    all(bp(LOSARTAN), only('diuretic', INDAPAMIDE)),
  ),
  onMeds(
    4375,
    'glucose_lowering',
    'arabic',
    'الصبح: جانوميت ٥٠/١٠٠٠، أملور ٥، أسبرين ٨١\nالظهر: ولا شي\nالمسا: جانوميت وحدة ثانية، كريستور ١٠\nقبل النوم: إبرة تريسيبا ١٨ وحدة\nوقت الحاجة: بنادول، كلاريتين',
    BASE_MAN_56,
    all(withMet(JANUMET), dm(TRESIBA), bp(AMLODIPINE), aspirin()),
  ),
  onMeds(
    4376,
    'glucose_lowering',
    'brand',
    'Galvus Met 50/1000 BD\nDiamicron MR 60\nCo-Diovan 160/12.5\nLipitor 10\nNexium 20\nCalcium Sandoz\nSystane eye drops\nMucinex when coughing',
    WOMAN_56_SLEEP,
    all(withMet(EUCREAS), dm(GLICLAZIDE), bp(VALSARTAN_HCTZ)),
  ),
];

/** Kidney disease and dialysis, cirrhosis and hepatitis, kidney stones and high calcium. */
export const THIRTY_SECOND_KIDNEY_LIVER_PERSONAS = [
  onBoth(
    4377,
    'kidney_disease',
    'health-box',
    'Sevelamer 800 with each meal\nAlfacalcidol 0.25 mcg\nAmlodipine 10\nFurosemide 80 (non-dialysis days)\nEPO injection at dialysis\nVenofer at dialysis\nRenavit\nSodium bicarbonate 500 x2\nSenna',
    'Kidney failure - haemodialysis Mon/Wed/Fri since 2021. Also high blood pressure and gout.',
    MAN_56_SLEEP,
    all(hemodialysis(), bp(AMLODIPINE)),
  ),
  onMeds(
    4378,
    'kidney_disease',
    'english',
    'For my kidneys (stage 4) and everything else: calcium acetate with meals, calcitriol 0.25, sodium bicarbonate, ferrous sulphate, nifedipine LA 30, doxazosin 4, Levemir 14 units, paracetamol only (no ibuprofen), eye drops after the cataract',
    WOMAN_56_SLEEP,
    all(noMagnesium(NIDDK_CKD), bp(NIFEDIPINE), dm(LEVEMIR), { source: DOXAZOSIN }),
  ),
  onMeds(
    4379,
    'kidney_disease',
    'arabic',
    'أسوي غسيل كلى ٣ مرات بالأسبوع. أدويتي: رينفيلا مع الأكل، وان ألفا، أملوديبين ١٠، إبرة الدم بالغسيل، حبوب حديد، بنادول، مرهم للحكة',
    MAN_56_SLEEP,
    all(hemodialysis(), bp(AMLODIPINE)),
  ),
  onMeds(
    4380,
    'kidney_disease',
    'transliteration',
    'Nagda-dialysis ako dalawang beses isang linggo. Gamot: calcium carbonate kasabay ng pagkain, losartan 50, carvedilol 6.25 dalawang beses, folic acid, erythropoietin injection, lactulose kapag tibi, at salabat.',
    MAN_56_SLEEP,
    all(hemodialysis(), bp(LOSARTAN), { source: CARVEDILOL }),
  ),
  onBoth(
    4381,
    'kidney_disease',
    'health-box',
    'Linagliptin 5, insulin glargine 20u at night, amlodipine 10, furosemide 40, allopurinol 50, sodium bicarb, omeprazole, paracetamol, alfacalcidol',
    'Diabetic kidney disease, eGFR 22 last month, renal clinic every 3 months. Retinopathy (laser done).',
    WOMAN_56_SLEEP,
    all(noMagnesium(NIDDK_CKD), dm(TRADJENTA), bp(AMLODIPINE), { source: INSULIN }),
  ),
  onBoth(
    4382,
    'liver_disease',
    'health-box',
    'Propranolol 40 BD, spironolactone 100, furosemide 40, lactulose 20 ml three times, rifaximin 550 BD, omeprazole 20, vitamin D, thiamine 100',
    'Cirrhosis from alcohol (dry since 2021); varices banded in 2023.',
    MAN_56_FOCUS,
    all(noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease'), bp(PROPRANOLOL)),
  ),
  onMeds(
    4383,
    'liver_disease',
    'typo',
    'urso 300 x2 (PBC), cholestyramine sachet, fexofenadin 180 for the itch, alendronat weekly, calcium+D, omeprazol, hydroxychloroquin 200 for sjogrens, artificial tears',
    WOMAN_56_FOCUS,
    all(noGreenTea(joined(NIDDK_PBC, URSODIOL), 'liver_disease'), noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  ),
  onMeds(
    4384,
    'liver_disease',
    'arabic',
    'عندي تليف كبد من فيروس سي (اتعالجت منه بالسوفالدي ٢٠١٦). علاجي دلوقتي: إندرال ٢٠ مرتين، ألداكتون ٥٠، دوفالاك، نيكسيوم، إنسولين ميكستارد للسكر، وبنادول بس مش أكتر من اتنين في اليوم',
    MAN_56_FOCUS,
    all(noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }), dm(INSULIN), bp(PROPRANOLOL)),
  ),
  onMeds(
    4385,
    'liver_disease',
    'brand',
    'Fatty liver grade 3, SGPT 140. My list: Udiliv 300 twice, Glycomet GP 2, Telma 40, Rosuvas 10, Pantocid 40, Dolo 650 when needed, Cetzine at night, Liv.52 (herbal, my mother insists)',
    MAN_56_WEIGHT,
    all(noGreenTea(joined(NIDDK_NAFLD, URSODIOL), 'liver_disease'), withMet(GLIMEPIRIDE), bp(TELMISARTAN)),
  ),
  onBoth(
    4386,
    'kidney_stones',
    'health-box',
    'Potassium citrate 10 mEq three times, tamsulosin 0.4, hydrochlorothiazide 25, omeprazole, vitamin D 1000, paracetamol, cranberry capsules, moisturiser',
    'Calcium oxalate stones in the kidneys keep coming back (4 times, the last one lasered in June). Also reflux and dry skin.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onMeds(
    4387,
    'hypercalcaemia',
    'multi',
    '1) Cinacalcet 30mg daily - for the high calcium until the parathyroid operation in May\n2) Amlodipine 5mg\n3) Atorvastatin 10mg\n4) Omeprazole 20mg\n5) Lubricant eye drops\n6) Paracetamol prn\n7) Peppermint tea',
    WOMAN_56,
    all(noCalcium(joined(NIDDK_HYPERPARATHYROIDISM, CINACALCET), 'hypercalcaemia'), bp(AMLODIPINE), noAshwagandha(ODS_WYNTK, 'surgery')),
  ),
  onMeds(
    4388,
    'kidney_disease',
    'negation',
    'Metformin - stopped last year because of my kidneys (eGFR 25 now)\nLinagliptin 5 mg - taking\nBisoprolol 2.5 mg - taking\nFurosemide 40 mg - taking\nAtorvastatin 20 mg - taking\nParacetamol - when needed\nCetirizine - when needed',
    WOMAN_56_SLEEP,
    all(noMagnesium(NIDDK_CKD), dm(TRADJENTA), bp(BISOPROLOL), { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    4389,
    'liver_disease',
    'english',
    'Entecavir 0.5 mg every night on an empty stomach for hepatitis B (scarring F3 on the Fibroscan), metformin 500 twice, Jardiance 10, vitamin D 50,000 weekly, cetirizine, Gaviscon, and a chamomile tea before bed',
    WOMAN_56_FOCUS,
    all(noGreenTea(joined(NIDDK_HEP_B, ENTECAVIR), 'liver_disease'), withMet(JARDIANCE)),
  ),
  onMeds(
    4390,
    'kidney_disease',
    'dose',
    'PD exchanges 4x daily (Physioneal 1.36%)\nCalcium acetate 1g TDS with meals\nAlfacalcidol 0.5mcg OD\nDoxazosin 4mg OD\nFurosemide 250mg OD\nDarbepoetin 40mcg weekly\nOmeprazole 20mg OD\nLoratadine 10mg PRN\nSenna 15mg ON',
    MAN_56_SLEEP,
    all(noMagnesium(joined(NIDDK_PERITONEAL, NIDDK_CKD)), bp(DOXAZOSIN)),
  ),
];

/** Transplant recipients, immune suppression, chemotherapy and hormone therapy. */
export const THIRTY_SECOND_TRANSPLANT_CANCER_PERSONAS = [
  onMeds(
    4391,
    'immunosuppressant',
    'multi',
    'Heart transplant 2016 – current list\n• Ciclosporin (Neoral) 100 mg twice daily\n• Azathioprine 100 mg\n• Pravastatin 20 mg\n• Diltiazem 120 mg\n• Valganciclovir – finished in 2017\n• Omeprazole 20 mg\n• Calcium + D\n• Emollient cream\n• Paracetamol PRN',
    BASE_MAN_56,
    all(noAshwagandha(CICLOSPORIN, 'immunosuppressant', { source: AZATHIOPRINE }), bp(DILTIAZEM)),
  ),
  onMeds(
    4392,
    'immunosuppressant',
    'transliteration',
    'Kidney transplant 2020 mein hua. Roz: Pangraf 2 mg subah-shaam, Mycept 500 do baar, Omnacortil 5, Septran hafte mein teen din, Amlong 5, Pan 40, Shelcal 500, aur zarurat pe Crocin.',
    BASE_MAN,
    all(noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }), bp(AMLODIPINE)),
  ),
  onMeds(
    4393,
    'immunosuppressant',
    'arabic',
    'زراعة كبد ٢٠١٩. الأدوية: بروجراف ٣ ملغ الصبح والمسا، سيلسبت ٥٠٠ مرتين، أورسوفالك، نيكسيوم ٤٠، كالسيوم مع فيتامين د، جلوكوفاج ٥٠٠ (السكر طلع بعد الزراعة)، بنادول للصداع',
    BASE_MAN,
    all(noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }), metforminOnly()),
  ),
  onBoth(
    4394,
    'immunosuppressant',
    'dose',
    'Hydroxychloroquine 200mg BD\nMycophenolate mofetil 1g BD\nPrednisolone 7.5mg OD\nAlendronic acid 70mg weekly\nCalcium/vit D 1 BD\nLosartan 25mg OD (protein in urine)\nOmeprazole 20mg OD\nSunscreen, moisturiser',
    'SLE (lupus) with kidney involvement in 2019, in remission on the same tablets.',
    SLEEP_STRESS_WOMAN,
    all(noAshwagandha(MYCOPHENOLATE, 'immunosuppressant', { expect: ['autoimmune_disease'] }), bp(LOSARTAN)),
  ),
  onMeds(
    4395,
    'cancer_treatment',
    'multi',
    'Cycle 3 of FOLFOX (oxaliplatin) every 2 weeks\nOndansetron 8 mg when sick\nDexamethasone 4 mg for 2 days after chemo\nLoperamide as needed\nOmeprazole 20 mg\nMetformin 500 mg twice\nAmlodipine 5 mg\nBiotène mouth gel\nE45 cream',
    WOMAN_56_AGING_E,
    all(noVitaminE(joined(NCI_CHEMO, OXALIPLATIN), 'cancer_treatment'), metforminOnly(), bp(AMLODIPINE)),
  ),
  onMeds(
    4396,
    'cancer_treatment',
    'transliteration',
    'Naka-chemo ako (paclitaxel tuwing Biyernes, ika-6 na linggo). Iba pang gamot: ondansetron bago kumain, omeprazole, loratadine bago ang chemo, losartan 50 para sa altapresyon, calcium + vitamin D, at Biogesic kapag may lagnat (pero tatawag muna sa ospital).',
    WOMAN_46_SKIN,
    all(noVitaminE(joined(NCI_CHEMO, PACLITAXEL), 'cancer_treatment'), bp(LOSARTAN)),
  ),
  onMeds(
    4397,
    'cancer_treatment',
    'dose',
    'Capecitabine 1500 mg BD days 1-14, then 7 days off\nDomperidone 10 mg PRN\nLoperamide 2 mg PRN\nUrea 10% cream to hands and feet BD\nLansoprazole 30 mg OD\nBisoprolol 2.5 mg OD\nTamsulosin 400 mcg ON\nMovicol PRN (not with the loperamide!)',
    MAN_56_AGING_E,
    all(noVitaminE(joined(NCI_CHEMO, CAPECITABINE), 'cancer_treatment'), bp(BISOPROLOL)),
  ),
  onMeds(
    4398,
    'hormone_sensitive_cancer',
    'multi',
    'Prostate cancer, on hormone treatment:\n- Zoladex 10.8 implant every 12 weeks\n- Enzalutamide 160 mg daily\n- Denosumab injection 6-monthly\n- Calcium + vitamin D twice\n- Amlodipine 10\n- Atorvastatin 20\n- Paracetamol PRN\n- Oxybutynin 5 mg',
    BASE_MAN_56,
    all(noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: joined(ENZALUTAMIDE, NCI_PROSTATE) }), bp(AMLODIPINE)),
  ),
  onMeds(
    4399,
    'hormone_sensitive_cancer',
    'arabic',
    'علاجي: إبرة إليجارد كل ٦ شهور (سرطان البروستاتا)، كاسوديكس ٥٠ يوميًا، أملور ٥، جلوكوفاج ٥٠٠ مرتين، نيكسيوم ٢٠، فيتامين د، بنادول إذا احتجت، وقطرة للعيون',
    BASE_MAN_56,
    all(noAshwagandha(ELIGARD, 'hormone_sensitive_cancer', { source: joined(BICALUTAMIDE, NCI_PROSTATE) }), bp(AMLODIPINE), metforminOnly()),
  ),
  onMeds(
    4400,
    'hormone_sensitive_cancer',
    'brand',
    'Femara 2.5 mg (5 years after the breast cancer, I am in year 2)\nAclasta drip once a year\nAdcal-D3 x2\nTritace 5 mg\nLipitor 10\nZyrtec\nGaviscon Advance\nEvening primrose oil - stopped, the oncologist said no',
    WOMAN_56,
    all(only('hormone_sensitive_cancer', LETROZOLE), bp(RAMIPRIL)),
  ),
  onMeds(
    4401,
    'cancer_treatment',
    'english',
    'Myeloma list: lenalidomide 10 mg days 1-21, dexamethasone 20 mg every Tuesday, aspirin 75 to prevent clots, aciclovir 400 twice a day, co-trimoxazole Mon/Wed/Fri, zoledronic acid drip monthly, omeprazole, Laxido when needed, paracetamol',
    MAN_56_STRESS_E,
    all(noVitaminE(joined(NCI_CHEMO, LENALIDOMIDE), 'cancer_treatment'), aspirin()),
  ),
  onMeds(
    4402,
    'immunosuppressant',
    'typo',
    'azathioprin 100, mesalazin 2.4g, budesonide (tapering), B12 jabs every 3 mnths, vit D 20000 weekly, loperamide as needed, buscopan, peppermint oil caps, ferrous fumerate',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(AZATHIOPRINE, 'immunosuppressant'),
  ),
  onBoth(
    4403,
    'autoimmune_disease',
    'health-box',
    'Methotrexate 20 mg every Saturday, folic acid 5 mg Mondays, adalimumab pen every other Sunday, naproxen 500 with omeprazole, Calcichew D3, co-codamol when flaring, Voltaren gel',
    'Rheumatoid arthritis for 12 years, also fibromyalgia and dry eyes.',
    WOMAN_46_SLEEP_STRESS,
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { expect: ['immunosuppressant', 'methotrexate'], source: joined(HUMIRA, METHOTREXATE) }),
  ),
  onMeds(
    4404,
    'immunosuppressant',
    'vague',
    'my kidney transplant tablets (tacrolimus 1.5 mg morning and night), the steroid 5 mg, the one for the bladder, the blood pressure one (amlodipine), the stomach one, vitamin D, cream for dry skin',
    SLEEP_STRESS_WOMAN,
    all(noAshwagandha(TACROLIMUS, 'immunosuppressant'), bp(AMLODIPINE)),
  ),
];

/** Epilepsy, bipolar disorder, sleeping tablets, ADHD and an MAOI among the rest. */
export const THIRTY_SECOND_NERVES_MOOD_PERSONAS = [
  onMeds(
    4405,
    'antiepileptic',
    'multi',
    'Lamotrigine 150 mg twice a day\nPropranolol 40 mg (migraine prevention)\nSumatriptan 50 mg when a migraine starts\nSymbicort 200/6 two puffs twice\nVentolin when needed\nCerazette\nFolic acid 5 mg\nCetirizine 10 mg\nNasonex',
    SLEEP_STRESS_WOMAN,
    all(noAshwagandha(LAMOTRIGINE, 'antiepileptic'), bp(PROPRANOLOL), only('hormonal_therapy', CERAZETTE)),
  ),
  onMeds(
    4406,
    'antiepileptic',
    'arabic',
    'أدويتي: ديباكين كرونو ٥٠٠ مرتين للصرع، كيبرا ٥٠٠ مرتين، فيتامين د ٥٠ ألف كل أسبوع، نيكسيوم، بخاخ فنتولين وقت الضيق، قطرة حساسية للعين، وبنادول للصداع',
    BASE_MAN,
    noAshwagandha(VALPROATE, 'antiepileptic', { source: LEVETIRACETAM }),
  ),
  onMeds(
    4407,
    'antiepileptic',
    'typo',
    'epanutin 300 at night (fits since the head injury), amlodipene 5, simvastatine 40, tamsolusin, omeprazol, laxido, timolol eye drops for glaucoma, ibuprofen gel',
    BASE_MAN_56,
    all(noAshwagandha(PHENYTOIN, 'antiepileptic'), bp(AMLODIPINE)),
  ),
  onMeds(
    4408,
    'antiepileptic',
    'brand',
    'Epilepsy since childhood: Tegretol CR 400 twice, Keppra 500 at night. Asthma too so Seretide + Ventolin, cetirizine for the allergy, ferrous sulphate (anaemic), Panadol for headaches.',
    MAN_26_SLEEP_STRESS,
    noAshwagandha(CARBAMAZEPINE, 'antiepileptic', { source: LEVETIRACETAM }),
  ),
  onMeds(
    4409,
    'lithium',
    'multi',
    'Lithium carbonate 800 mg at night (levels every 3 months)\nQuetiapine 50 mg at night\nLevothyroxine 75 mcg (lithium made my thyroid slow)\nPropranolol 10 mg for the tremor\nMicrogynon\nOmeprazole 20 mg\nVitamin D 1000 IU\nBepanthen for my lips',
    ENERGY_WOMAN,
    all(noRhodiola(LITHIUM, 'lithium', { expect: ['antipsychotic'], source: QUETIAPINE }), thyroxine(), bp(PROPRANOLOL)),
  ),
  onBoth(
    4410,
    'bipolar_disorder',
    'health-box',
    'Depakote 750 at night, olanzapine 10, metformin 500 (for the weight), salbutamol inhaler, Yaz, Panadol',
    'Bipolar 1 since 2015, last admission 2021. Also asthma and PCOS.',
    ENERGY_WOMAN,
    all(noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antipsychotic'], source: OLANZAPINE }), noAshwagandha(DEPAKOTE, 'antiepileptic'), metforminOnly()),
  ),
  onMeds(
    4411,
    'lithium',
    'transliteration',
    'Psychiatrist ki dawai: Licab 450 raat ko (lithium), Oleanz 5, Thyronorm 50 subah khaali pet. Baaki: Pan 40, Allegra 120 allergy ke liye, Dolo 650 bukhar mein, Volini spray kamar pe.',
    MAN_26_ENERGY,
    all(noRhodiola(LITHIUM, 'lithium', { expect: ['antipsychotic'], source: OLANZAPINE }), thyroxine()),
  ),
  onMeds(
    4412,
    'lithium',
    'negation',
    'Stopped: Depakote (2019), Seroquel (2022)\nCurrent: Priadel 600 mg nightly, bisoprolol 2.5, ramipril 5, atorvastatin 20, tamsulosin, omeprazole, paracetamol when the knee hurts',
    BASE_MAN_56,
    all(noRhodiola(PRIADEL, 'lithium', { not: ['antiepileptic', 'antipsychotic'], source: joined(LITHIUM, DEPAKOTE, QUETIAPINE) }), bp(RAMIPRIL), { source: BISOPROLOL }),
  ),
  onMeds(
    4413,
    'sedative',
    'multi',
    'Diazepam 2 mg at night (for years)\nMirtazapine 15 mg\nAmlodipine 5 mg\nLevothyroxine 25 mcg\nAlendronate 70 mg Sundays\nCalcium + D3\nOmeprazole\nSenna\nMoisturising cream\nEye drops',
    WOMAN_56,
    all(noAshwagandha(DIAZEPAM, 'sedative'), bp(AMLODIPINE), thyroxine()),
  ),
  onMeds(
    4414,
    'sedative',
    'dose',
    'Zolpidem 10mg 1 tab at 23:00\nSertraline 100mg - stopped in January, weaned off\nMetformin 850mg 08:00/20:00\nRosuvastatin 10mg 20:00\nDesloratadine 5mg 08:00\nMontelukast 10mg 22:00\nFluticasone nasal 2 sprays\nOmega 3 caps',
    SLEEP_STRESS_MAN,
    all(noAshwagandha(ZOLPIDEM, 'sedative', { not: ['ssri_snri'], source: SERTRALINE }), metforminOnly()),
  ),
  onMeds(
    4415,
    'sedative',
    'arabic',
    'باخد ريفوتريل ٠.٥ بالليل، سيبرالكس ١٠ الصبح، كونكور ٢.٥ للخفقان، يوثيروكس ٥٠ على الريق، نكسيوم ٢٠، ميلجا للأعصاب، وبانادول لما يجيلي صداع',
    SLEEP_STRESS_WOMAN,
    all(noAshwagandha(CLONAZEPAM, 'sedative', { expect: ['ssri_snri'], source: ESCITALOPRAM }), bp(BISOPROLOL), thyroxine()),
  ),
  onMeds(
    4416,
    'adhd_medicine',
    'multi',
    'Elvanse 50 mg mornings\nSertraline 50 mg\nSalbutamol inhaler PRN\nBeclometasone inhaler twice daily\nFexofenadine 180\nOmeprazole 20 (gastritis)\nVitamin D 4000 IU\nMelatonin 3 mg\nDaktacort cream',
    FOCUS_MAN,
    noGreenTea(ELVANSE, 'adhd_medicine', { expect: ['ssri_snri'], source: SERTRALINE }),
  ),
  onMeds(
    4417,
    'maoi',
    'multi',
    'Phenelzine 15 mg x3 daily\nLevothyroxine 100 mcg\nClonazepam 0.5 mg at night\nLoratadine\nMovicol\nFamotidine 20 mg\nVitamin B12 injections\nSaline eye drops',
    FOCUS_WOMAN,
    all(noGreenTea(NARDIL_LABEL, 'maoi'), thyroxine(), noAshwagandha(CLONAZEPAM, 'sedative')),
  ),
  onBoth(
    4418,
    'antiepileptic',
    'health-box',
    'Vimpat 100 BD, Zonegran 200, Frisium 10 at night only when clusters come, Zyrtec, Nexium, vitamin D, Dermovate',
    'Epilepsy (focal seizures), last seizure 3 months ago. Also acid reflux.',
    BASE_MAN,
    noAshwagandha(LACOSAMIDE, 'antiepileptic'),
  ),
];

/** HIV, TB, thalassaemia and sickle cell, antibiotics, isotretinoin, pregnancy and an operation ahead. */
export const THIRTY_SECOND_INFECTION_BLOOD_PERSONAS = [
  onMeds(
    4419,
    'integrase_inhibitor',
    'multi',
    'Biktarvy 1 daily (HIV since 2009, undetectable)\nAmlodipine 10mg\nAtorvastatin 40mg\nAlendronic acid weekly\nAdcal D3 twice a day\nOmeprazole 20mg\nSertraline 100mg\nParacetamol\nEmollient',
    WOMAN_56,
    all(spacing(BIKTARVY, 'integrase_inhibitor', CALCIUM), bp(AMLODIPINE), only('ssri_snri', SERTRALINE)),
  ),
  onMeds(
    4420,
    'integrase_inhibitor',
    'transliteration',
    'Ang mga gamot ko: Dovato isang tableta tuwing gabi (HIV, undetectable na), amlodipine 5 sa umaga, atorvastatin 10, cetirizine kapag may sipon, Kremil-S kapag may hyperacidity, Enervon, at malunggay capsules.',
    MAN_46_IMMUNITY_SLEEP,
    all(spacing(DOVATO, 'integrase_inhibitor', ZINC), bp(AMLODIPINE)),
  ),
  onMeds(
    4421,
    'tb_treatment',
    'multi',
    'HIV + TB: Tivicay 50 mg twice daily (doubled because of the rifampicin), Truvada 1 daily, Rifafour 4 tablets before breakfast, pyridoxine 25, co-trimoxazole 960, paracetamol, Vaseline for the lips',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { expect: ['integrase_inhibitor'], source: joined(ISONIAZID, TIVICAY) }),
  ),
  onMeds(
    4422,
    'tb_treatment',
    'arabic',
    'علاج السل: ريماكتان + أيزونيازيد + بيرازيناميد + إيثامبوتول (الشهر الثاني)، فيتامين ب٦، أوميبرازول، بخاخ فنتولين، كريم ترطيب، وبنادول للحرارة',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    4423,
    'tb_treatment',
    'transliteration',
    'TB ka ilaaj chal raha hai (AKT-4, doosra mahina), saath mein Glycomet 500 sugar ke liye, Benadon, Pan-D, Cetzine raat ko, Ascoril khansi ke liye, aur Becosules',
    FOCUS_WOMAN,
    all(noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }), metforminOnly()),
  ),
  onMeds(
    4424,
    'tb_treatment',
    'dose',
    'Isoniazid 300mg OD (latent TB, 6 months, before the biologic starts)\nPyridoxine 50mg OD\nMethotrexate 15mg weekly\nFolic acid 5mg weekly\nPrednisolone 5mg OD\nCalcichew-D3\nOmeprazole 20mg\nParacetamol PRN',
    FOCUS_WOMAN,
    noGreenTea(ISONIAZID, 'tb_treatment', { expect: ['methotrexate'], source: METHOTREXATE }),
  ),
  onMeds(
    4425,
    'iron_chelator',
    'multi',
    'Thal major, transfused every 3 weeks.\nExjade 1,080 mg dissolved in juice, empty stomach\nFolic acid 5 mg\nVitamin D 1,000 IU\nPenicillin V 250 twice (no spleen)\nAlendronate weekly\nLevothyroxine 50 mcg\nInsulin glargine 14 units (diabetes from the iron)\nCetirizine before transfusion',
    ENERGY_IMMUNITY_WOMAN_30,
    all(chelator(EXJADE), dm(INSULIN), thyroxine()),
  ),
  onMeds(
    4426,
    'iron_chelator',
    'arabic',
    'أنا مريضة ثلاسيميا، أنقل دم كل ٤ أسابيع. أدويتي: جادينو ٣٦٠ ثلاث حبات الصبح، حمض الفوليك، فيتامين د، كالسيوم، بنسلين حبوب (شالوا الطحال)، ديسفرال بالمضخة إذا الفيريتين ارتفع، وبنادول',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(JADENU),
  ),
  onMeds(
    4427,
    'iron_chelator',
    'transliteration',
    'Thalassemia major, har 20 din mein blood chadhta hai. Dawaiyan: Kelfer 500 din mein teen baar, Folvite 5, Calcirol sachet mahine mein ek, Zincovit, Shelcal, Pan 40 aur zarurat pe Crocin.',
    ENERGY_WOMAN_30,
    chelator(FERRIPROX),
  ),
  onMeds(
    4428,
    'iron_chelator',
    'typo',
    'thal major since birth - desferol pump 5 nights/wk, ferriprox 500 x3, folic acid, vit D, calcium, penicilin V (splenectomy), omeprazol, paracetamol, E45',
    ENERGY_IMMUNITY_WOMAN_30,
    all(chelator(DESFERAL), { source: FERRIPROX }),
  ),
  onBoth(
    4429,
    'sickle_cell',
    'health-box',
    'Hydroxyurea 1000 mg daily, folic acid 5 mg, penicillin V 250 twice a day, morphine MR 10 only during crises, paracetamol, ibuprofen, vitamin D 50,000 every 2 weeks, hydroxyzine for itching, lactulose',
    'HbSS sickle cell, 2-3 crises a year, avascular necrosis in the left hip.',
    ENERGY_WOMAN,
    noIron(joined(ASH_SICKLE_IRON, HYDROXYUREA), 'sickle_cell'),
  ),
  onMeds(
    4430,
    'sickle_cell',
    'transliteration',
    '3andi anemia menjaliya (sickle cell SS). Adwiyti: Siklos 1000, folic acid 5, penicillin marratein bel yom, Panadol w Brufen lal alam, vitamin D kol osbou3, w Zyrtec lal 7akka.',
    ENERGY_WOMAN_30,
    noIron(joined(ASH_SICKLE_IRON, SIKLOS), 'sickle_cell'),
  ),
  onMeds(
    4431,
    'quinolone_tetracycline',
    'multi',
    "This week's list: ciprofloxacin 500 twice (UTI, day 3 of 7), tamsulosin 0.4, finasteride 5, atorvastatin 20, amlodipine 10, aspirin 75, omeprazole 20, paracetamol 1g, Gaviscon",
    MAN_56_IMMUNITY_E,
    all(spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC), aspirin(), bp(AMLODIPINE)),
  ),
  onMeds(
    4432,
    'quinolone_tetracycline',
    'typo',
    'doxycyline 100 (chest infection, 5 days), pred 30 for 5 days, seretide 500, ventolin, montelukast, omeprazol, vit d, sudocrem',
    WOMAN_56_IMMUNITY,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    4433,
    'retinoid',
    'negation',
    'Isotretinoin 20 mg daily (month 4)\nDoxycycline - stopped before the isotretinoin\nYasmin\nSymbicort\nVentolin\nCetirizine\nSertraline 50 mg\nVaseline lip balm\nLubricating eye drops (dry eyes from the acne pills)',
    ROACCUTANE_WOMAN,
    plus(noMultivitamin(ISOTRETINOIN), { expect: ['ssri_snri'], not: ['quinolone_tetracycline'], source: joined(SERTRALINE, DOXYCYCLINE) }),
  ),
  onMeds(
    4434,
    'retinoid',
    'transliteration',
    'Adwiyti: Roaccutane 30 kol yom (el shahr el 5ames), Ventolin lal rabw, Symbicort, Zyrtec, Nexium 20, krem Bepanthen lal shfayef, w 2atra lal 3yoon',
    ROACCUTANE_MAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onBoth(
    4435,
    'pregnancy_breastfeeding',
    'health-box',
    'Lamotrigine 200 mg twice daily\nLevothyroxine 100 mcg\nFolic acid 5 mg\nAspirin 150 mg at night (pre-eclampsia prevention)\nPregnacare\nGaviscon\nCetirizine\nE45 cream',
    '23 weeks pregnant with my second. Epilepsy since 16 and an underactive thyroid.',
    {},
    all(pregnant(['antiepileptic', 'levothyroxine'], joined(LAMOTRIGINE, LEVOTHYROXINE)), aspirin()),
  ),
  onMeds(
    4436,
    'pregnancy_breastfeeding',
    'transliteration',
    'Nagpapasuso pa ako (4 na buwan si baby). Gamot ko: levothyroxine 50 tuwing umaga, Seretide 2 puffs, Ventolin kapag hinihingal, ferrous sulfate, calcium, Natalac capsule para sa gatas, at paracetamol kapag masakit ang tahi.',
    {},
    pregnant(['levothyroxine'], LEVOTHYROXINE),
  ),
  onBoth(
    4437,
    'surgery',
    'health-box',
    'Losartan 50, metformin 500 twice, atorvastatin 20, omeprazole 20, tamsulosin, Xalatan drops, paracetamol when needed, Gaviscon',
    'Cataract operation on the right eye next Tuesday, and the knee replacement is booked for March.',
    BASE_MAN_56,
    all(noAshwagandha(ODS_WYNTK, 'surgery'), bp(LOSARTAN), metforminOnly()),
  ),
  onMeds(
    4438,
    'swallowing_difficulty',
    'english',
    'All crushed or liquid since the stroke because I choke on tablets: clopidogrel 75, atorvastatin 40, amlodipine 5 (liquid), lansoprazole melt 15, soluble paracetamol, Thick & Easy in every drink, Movicol, chlorhexidine mouthwash',
    MAN_56_WEIGHT_E,
    all(noSwellingFibre('swallowing_difficulty'), noVitaminE(PLAVIX, 'antiplatelet'), bp(AMLODIPINE)),
  ),
  onMeds(
    4439,
    'levothyroxine',
    'arabic',
    'صبح خالی پیٹ تھائیروکسن ۱۰۰، ناشتے کے بعد گلوکوفیج ۵۰۰، بلڈ پریشر کے لیے کنکور ۵، رات کو لپیٹر ۲۰، اومیپرازول، کیلشیم کی گولی، آنکھوں کے قطرے',
    WOMAN_56,
    all(spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM), thyroxine(), metforminOnly(), bp(BISOPROLOL)),
  ),
  onMeds(
    4440,
    'integrase_inhibitor',
    'negation',
    'HIV meds: Atripla - stopped 2019 (nightmares). Now Triumeq once a day. Others: bisoprolol 2.5, ramipril 5, atorvastatin 40, aspirin 75, omeprazole, Zyrtec, Voltarol gel',
    SLEEP_STRESS_MAN,
    all(spacing(TRIUMEQ, 'integrase_inhibitor', MAGNESIUM), bp(RAMIPRIL), aspirin(), { source: BISOPROLOL }),
  ),
];
