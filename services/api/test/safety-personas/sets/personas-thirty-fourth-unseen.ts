import type { Diet, HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
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
  onHealth,
  onMeds,
  only,
  plus,
  pregnant,
  spacing,
  warfarinLike,
} from '../expectations';
import {
  concernBox,
  dailymed,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  BASE_MAN,
  BASE_MAN_56,
  ENERGY_IMMUNITY_WOMAN_30,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  FOCUS_MAN,
  FOCUS_WOMAN,
  IMMUNITY_MAN,
  ROACCUTANE_WOMAN,
  SKIN_AGING_MAN_46,
  SKIN_AGING_WOMAN_46,
  SKIN_MAN,
  SKIN_WOMAN,
  SLEEP_STRESS_MAN,
  SLEEP_STRESS_WOMAN,
  WEIGHT_MAN,
  WEIGHT_WOMAN,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASPIRIN_81,
  BIKTARVY,
  DESFERAL,
  ELIQUIS,
  EXJADE,
  ISONIAZID,
  ISOTRETINOIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
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
  RIFAMPIN,
  SAXENDA,
  TIVICAY,
  TRIUMEQ,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Thirty-fourth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4541–4640.
 *
 * Theme: CONDITIONS AND TREATMENTS DESCRIBED IN LAY ENGLISH WITHOUT THEIR NAMES, by people who do
 * not know the medical word or cannot spell it, in the Englishes spoken in the UAE (Indian,
 * Pakistani, Filipino, Nigerian, Kenyan, British, American, Gulf expat), with their idioms,
 * spellings and slips ('kidny', 'mashine', 'na nerve problem', 'I get belle', 'the falling
 * sickness', 'theatre on Monday', 'pinapadede'). Every persona is in the dangerous direction: a
 * current condition, treatment or life stage that must change the plan (what each class rules out
 * or spaces follows the header of expectations.ts; each persona cites its own references),
 * described by what it does, what the doctor said, how it is treated or felt, never by the
 * condition's medical name or the medicine's name:
 * - kidneys (4541–4552): how much is still working, the kidney diet and fluid limit, the fistula,
 *   'the machine' three times a week or soon, the bag exchanges through the tube in the belly,
 *   foamy urine with protein, the phosphate binder and the red-cell injection: no magnesium;
 * - liver (4553–4560): fat and high numbers, scarring from drink or from the virus caught at birth,
 *   yellow eyes and a swollen belly, blocked bile ducts, the liver attacked by the body's own
 *   defences: no green tea extract (and no ashwagandha where the body attacks itself);
 * - blood that clots too easily and its tablets and injections (4561–4569): the weekly finger
 *   prick for a metal valve, the greens kept the same, the stomach injections until the baby
 *   comes, the two platelet tablets after the mesh in the heart artery: no vitamin E (no CoQ10 with
 *   the tablet whose dose follows a blood test);
 * - blood that does not clot, low clotting cells and an empty marrow (4570–4574): no vitamin E;
 * - iron overload from transfusions or the inherited iron-storing gene, the overnight pump and the
 *   iron-removing tablets (4575–4579), and the red cells shaped like bananas (4580–4582): no iron
 *   (and no vitamin C with a chelator);
 * - calcium too high from the gland in the neck (4583–4586) and stones that keep coming back
 *   (4587–4590): no calcium with vitamin D;
 * - food that goes down slowly, choking on big pills (4591–4595): no swelling fibre;
 * - an operation coming up in any wording (4596–4603): no ashwagandha;
 * - the bump, the scan, feeding the little one, expressing milk at work (4604–4613): no
 *   ashwagandha;
 * - the weight-loss injection (4614–4617), the drip in cycles at the cancer centre (4618–4621), the
 *   tablets that stop the body rejecting a new organ (4622–4624), the six-month lung-infection
 *   tablets and the weekly course for the sleeping germ (4625–4627), the one tablet a day for the
 *   virus (4628–4630), the acne capsules that need pregnancy tests (4631–4633), the mood tablets
 *   that need blood levels (4634–4636), the thyroid tablet taken before breakfast (4637–4638) and
 *   the tablets for the fits (4639–4640).
 * Mostly the health (question 9) and medicines (question 8) boxes; some in the health-concerns,
 * goals and diet boxes. Where a description names a family and not one medicine (a blood thinner
 * taken twice a day, one tablet a day for HIV), the family's representative labels are cited: a
 * once-daily HIV tablet today is almost always integrase-based (the Biktarvy, Tivicay and Triumeq
 * labels, which all ask for minerals and antacids to be taken hours apart), and a tablet whose dose
 * is changed by a weekly blood test is warfarin. A second class the answer names (a water tablet,
 * a booked operation beside a pregnancy or a neck-gland) is expected as well. Presets are varied
 * so that, without the text, the product the class rules out is in the plan.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_PERITONEAL = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/peritoneal-dialysis';
const NIDDK_KIDNEY_FAILURE = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure';
const NIDDK_CKD_TESTS = 'https://www.niddk.nih.gov/health-information/kidney-disease/chronic-kidney-disease-ckd/tests-diagnosis';
const NIDDK_CKD_EATING = 'https://www.niddk.nih.gov/health-information/kidney-disease/chronic-kidney-disease-ckd/eating-nutrition';
const NIDDK_PBC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-biliary-cholangitis';
const NIDDK_PSC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-sclerosing-cholangitis';
const NIDDK_AUTOIMMUNE_HEPATITIS = 'https://www.niddk.nih.gov/health-information/liver-disease/autoimmune-hepatitis';
const NIDDK_KIDNEY_STONES_FACTS = 'https://www.niddk.nih.gov/health-information/urologic-diseases/kidney-stones';
const NIDDK_KIDNEY_TRANSPLANT = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/kidney-transplant';
const NIDDK_HYPOTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hypothyroidism';
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const SPIRONOLACTONE = dailymed('spironolactone');
const SEVELAMER = dailymed('renvela');
const TENOFOVIR_HBV = dailymed('vemlidy');
const PREDNISOLONE = dailymed('prednisolone');
const FERRIPROX = dailymed('ferriprox');
const HYDROXYUREA = dailymed('siklos');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const RIFAPENTINE = dailymed('priftin');
const LEVETIRACETAM = dailymed('keppra');
const LAMOTRIGINE = dailymed('lamictal');
const VALPROATE = EMC('sodium+valproate');
const CARBAMAZEPINE = dailymed('tegretol');

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noSwellingFibre = (extra?: string): PersonaExpectation => ({
  no: ['glucomannan'],
  expect: ['swallowing_difficulty'],
  source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS, extra),
});
const surgery = (): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery');
/** An unnamed blood thinner taken once or twice a day (a DOAC, possibly warfarin): no vitamin E. */
const thinner = (): PersonaExpectation => noVitaminE(joined(ELIQUIS, XARELTO, WARFARIN), 'anticoagulant');
const chemo = (): PersonaExpectation => noVitaminE(NCI_CHEMO, 'cancer_treatment');
const antiRejection = (extra?: string): PersonaExpectation => noAshwagandha(joined(TACROLIMUS, MYCOPHENOLATE, extra), 'immunosuppressant');
const tb = (): PersonaExpectation => noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID });
const fits = (): PersonaExpectation => noAshwagandha(joined(LEVETIRACETAM, VALPROATE, LAMOTRIGINE, CARBAMAZEPINE), 'antiepileptic');
/** A once-daily HIV tablet: integrase-based, minerals hours apart. */
const hivTablet = (mineral: string): PersonaExpectation => spacing(joined(BIKTARVY, TIVICAY, TRIUMEQ), 'integrase_inhibitor', mineral);

/** Presets not in persona-answers.ts, each checked (with no text typed) to plan the product named. */
/** Ashwagandha, magnesium, vitamin D, B12, calcium + D, rhodiola. */
const SLEEP_STRESS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep', 'stress'] };
/** Ashwagandha, magnesium, vitamin D. */
const SLEEP_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['sleep'] };
/** Ashwagandha, magnesium, folic acid, D, rhodiola, B-complex. */
const SLEEP_STRESS_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['sleep', 'stress'] };
/** D, B12, CoQ10, omega-3, calcium + D, multivitamin. */
const AGING_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['aging'] };
/** D, calcium + D, glucomannan, B12, green tea extract, multivitamin. */
const WEIGHT_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['weight_loss'] };
/** D, glucomannan, B12, calcium + D, green tea extract, multivitamin. */
const WEIGHT_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['weight_loss'] };
/** Folic acid, D, C, omega-3, vitamin E, zinc. */
const SKIN_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['skin'] };
/** Multivitamin (ticked), D, C, omega-3, vitamin E, zinc. */
const ROACCUTANE_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['skin'], currentSupplements: ['multivitamin'] };
/** Folic acid, D, B-complex, iron, rhodiola, B12. */
const ENERGY_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['energy'] };
/** Ashwagandha, rhodiola, D, B-complex, CoQ10, folic acid. */
const WOMAN_30: Partial<QuizAnswers> = { age: '26-35' };
const WOMAN_18: Partial<QuizAnswers> = { age: '18-25' };
/** CoQ10, ashwagandha, rhodiola, D, B-complex, calcium + D. */
const WOMAN_46: Partial<QuizAnswers> = { age: '46-55' };

/** The health-concerns question: what is ticked, and its free-text box. */
function inConcerns(
  n: number,
  cls: InteractionClass,
  style: PersonaStyle,
  text: string,
  ticked: HealthConcern[],
  preset: Partial<QuizAnswers>,
  e: PersonaExpectation,
): SafetyPersona {
  return persona(n, cls, style, { ...preset, ...concernBox(text, ticked) }, e);
}

/** The goals question's free-text box, beside the goals of the preset. */
function inGoals(n: number, cls: InteractionClass, style: PersonaStyle, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, goals_text: text }, e);
}

/** The diet question: the diet picked, and its free-text box. */
function inDiet(n: number, cls: InteractionClass, style: PersonaStyle, diet: Diet, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, diet, diet_text: text }, e);
}

/** Kidneys (no magnesium) and the liver (no green tea extract). */
export const THIRTY_FOURTH_KIDNEY_LIVER_PERSONAS = [
  onHealth(
    4541,
    'kidney_disease',
    'vague',
    'Doctor told my kidneys are working only 25 percent only, he has put me on low potassium low protein food and I have to show him every 3 months.',
    BASE_MAN,
    noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_EATING)),
  ),
  onHealth(
    4542,
    'kidney_disease',
    'transliteration',
    'Sabi ng doctor mahina na daw po both kidneys ko, 30 percent na lang gumagana, bawal na ako sa pain reliever at sa maalat.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    4543,
    'kidney_disease',
    'vague',
    "Three sessions a week hooked up to the machine at the hospital - Mon, Wed, Fri mornings, four hours a go. The fistula's in my left arm.",
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onHealth(
    4544,
    'kidney_disease',
    'health-box',
    'Kidney specialist says we have to start the machine soon, maybe after Eid. They already made the fistula in my arm in March for it.',
    BASE_MAN,
    noMagnesium(joined(NIDDK_KIDNEY_FAILURE, NIDDK_HEMODIALYSIS)),
  ),
  onHealth(
    4545,
    'kidney_disease',
    'negation',
    'Not on the blood cleaning machine yet o, but the kidney doctor said my two kidneys are almost finished and I must not drink more than one litre a day.',
    SLEEP_STRESS_MAN_56,
    noMagnesium(joined(NIDDK_KIDNEY_FAILURE, NIDDK_CKD)),
  ),
  onHealth(
    4546,
    'kidney_disease',
    'vague',
    'I do the bag exchanges through the tube in my belly 4 times a day at home ever since my kidneys quit on me.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(joined(NIDDK_PERITONEAL, NIDDK_CKD)),
  ),
  onHealth(
    4547,
    'kidney_disease',
    'english',
    'My urine has been foamy for months. The doctor found a lot of protein leaking and said the filters in my kidneys are damaged; I see the kidney doctor every month now.',
    SLEEP_MAN_46,
    noMagnesium(joined(NIDDK_CKD_TESTS, NIDDK_CKD)),
  ),
  inConcerns(
    4548,
    'kidney_disease',
    'typo',
    'tired all the time, kidny function is low (dr said stage 4 out of 5), he says my blood is not getting cleaned properly',
    ['sleep'],
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onMeds(
    4549,
    'kidney_disease',
    'vague',
    'Only the tablets kidney doctor gave for binding the phosphate with meals, and the red blood cell injection every 2 weeks. Nothing else.',
    BASE_MAN,
    noMagnesium(joined(SEVELAMER, NIDDK_KIDNEY_FAILURE)),
  ),
  inDiet(
    4550,
    'kidney_disease',
    'english',
    'dash',
    'The kidney dietitian has me on 800 ml of fluid a day - no bananas, tomatoes, oranges or potatoes because of the potassium.',
    SLEEP_STRESS_WOMAN_30,
    noMagnesium(joined(NIDDK_CKD_EATING, NIDDK_CKD)),
  ),
  onHealth(
    4551,
    'kidney_disease',
    'typo',
    'kidny doc say filtration is 18 only, soon I need the blood washing mashine, he told dont take any pain killer or herbal without asking',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_KIDNEY_FAILURE, NIDDK_CKD)),
  ),
  onHealth(
    4552,
    'kidney_disease',
    'health-box',
    'Born with one kidney and that one is now only working about a third. The kidney specialist checks me every 6 months and said keep off ibuprofen.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    4553,
    'liver_disease',
    'vague',
    'Liver is fatty grade 3 and the numbers are high, doctor has told strictly no alcohol and reduce weight, scan again after 3 months.',
    WEIGHT_MAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onHealth(
    4554,
    'liver_disease',
    'vague',
    "My liver's scarred from years of heavy drinking - dry for 2 years now, still under the liver clinic with a scan every six months.",
    FOCUS_MAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease'),
  ),
  onHealth(
    4555,
    'liver_disease',
    'vague',
    'Yellow eyes since last month po, and my tummy is swelling with water. The liver doctor is still doing tests.',
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease'),
  ),
  onHealth(
    4556,
    'liver_disease',
    'english',
    'I have the liver virus since childhood, the one that passes from mother to baby. The doctor says my liver has started hardening and I take one tablet daily for the virus.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: joined(NIDDK_CIRRHOSIS, TENOFOVIR_HBV) }),
  ),
  inConcerns(
    4557,
    'liver_disease',
    'typo',
    'always itchy n exhausted, they say the bile tubes in my liver are inflamed and getting blocked, seeing a liver specialist',
    ['focus'],
    FOCUS_WOMAN,
    noGreenTea(NIDDK_PBC, 'liver_disease', { source: NIDDK_PSC }),
  ),
  onMeds(
    4558,
    'liver_disease',
    'multi',
    'The water tablets for the swelling in my belly from the liver, and the syrup 3 times a day that stops me getting confused.',
    WEIGHT_MAN_56,
    plus(noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease'), only('diuretic', SPIRONOLACTONE)),
  ),
  onHealth(
    4559,
    'liver_disease',
    'dose',
    'Liver numbers 3 times above normal for one year. Biopsy done, doctor said my own defence system is attacking my liver, I am on the steroid tablets 30 mg.',
    FOCUS_WOMAN,
    plus(
      noGreenTea(NIDDK_AUTOIMMUNE_HEPATITIS, 'liver_disease'),
      noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: joined(NIDDK_AUTOIMMUNE_HEPATITIS, PREDNISOLONE) }),
    ),
  ),
  inGoals(
    4560,
    'liver_disease',
    'english',
    'Lose weight - the stomach doctor said my liver has fat and some scarring starting, and the enzymes are up',
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease', { source: NIDDK_CIRRHOSIS }),
  ),
];

/** Blood that clots too easily or not at all, iron overload and the banana-shaped red cells. */
export const THIRTY_FOURTH_BLOOD_PERSONAS = [
  onMeds(
    4561,
    'anticoagulant',
    'vague',
    "The rat poison tablet, as my grandad called it - on it for life since they gave me a metal heart valve. Finger-prick every week to see how thin my blood is.",
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    4562,
    'anticoagulant',
    'vague',
    'Blood thinning tablet, the dose is changing every week as per the blood report. Doctor told to keep green leafy vegetables same quantity daily.',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onHealth(
    4563,
    'anticoagulant',
    'vague',
    'I had a clot in my lungs last month, now taking the tablet to keep my blood thin, twice a day for 3 months po.',
    SKIN_WOMAN,
    thinner(),
  ),
  onMeds(
    4564,
    'anticoagulant',
    'multi',
    "Two shots a day in my stomach fat to stop clots - the hematologist says until the baby's born, then 6 weeks after.",
    SKIN_WOMAN_30,
    plus(noVitaminE(LOVENOX, 'anticoagulant'), pregnant()),
  ),
  onHealth(
    4565,
    'anticoagulant',
    'vague',
    'My blood clots too easily - two clots in the leg already. The doctor says it runs in my family and I must stay on the blood thinners forever.',
    SKIN_MAN,
    thinner(),
  ),
  onMeds(
    4566,
    'anticoagulant',
    'typo',
    'the tablet to thin my blod for the iregular heart beat, I colect it from cardiac clinic evry month',
    SKIN_AGING_MAN_46,
    thinner(),
  ),
  onMeds(
    4567,
    'antiplatelet',
    'vague',
    'Since they opened my heart artery with a balloon and left a small mesh in May, I take the two tablets that stop the platelets sticking, for one year minimum.',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  inConcerns(
    4568,
    'antiplatelet',
    'english',
    'Bleeding gums and big bruises since the neurologist put me on the anti-clumping tablet after my mini-stroke',
    [],
    SKIN_WOMAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onHealth(
    4569,
    'anticoagulant',
    'negation',
    'No heart problem, but doctor found clot in the leg vein after the long flight. Now taking blood thinning injection and tablet both together until the blood test comes in range.',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN, { source: LOVENOX }),
  ),
  onHealth(
    4570,
    'bleeding_disorder',
    'transliteration',
    'Madali po akong magkapasa, sabi ng hematologist mababa daw ang platelets ko, 30 something lang nung last check.',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onHealth(
    4571,
    'bleeding_disorder',
    'vague',
    "I bleed for ages after the dentist and have flooding periods, my mum's the same - the blood clinic says we're missing one of the sticky proteins that make blood clot.",
    SKIN_WOMAN_30,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onHealth(
    4572,
    'bleeding_disorder',
    'vague',
    'From childhood any small cut keeps bleeding and my knee fills with blood, I go to hospital for the clotting medicine in the vein when it happens. My maternal uncles also have the same.',
    SKIN_MAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onHealth(
    4573,
    'bleeding_disorder',
    'vague',
    'The doctors say my bone marrow is not making enough of any of the blood cells. I bruise at the slightest touch and sometimes need a bag of platelets.',
    SKIN_AGING_WOMAN_46,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  inConcerns(
    4574,
    'bleeding_disorder',
    'typo',
    'nosebleeds that wont stop + tiny red dots all over my shins, the clotting cell count came back super low, seeing the blood doc friday',
    ['immune'],
    SKIN_MAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onHealth(
    4575,
    'iron_overload',
    'vague',
    'I need blood every 3 weeks since childhood for my inherited blood problem, and the doctor says the extra iron is collecting in my heart and liver.',
    ENERGY_WOMAN_30,
    noIron(joined(DESFERAL, EXJADE), 'iron_overload'),
  ),
  onMeds(
    4576,
    'iron_chelator',
    'vague',
    'The overnight pump under the skin of my tummy, 5 nights a week, to get rid of the iron from all my transfusions.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(DESFERAL),
  ),
  onHealth(
    4577,
    'iron_overload',
    'english',
    "Got the Celtic gene where your body hoards iron - they take a pint of blood off me every fortnight to bring it down.",
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onMeds(
    4578,
    'iron_chelator',
    'typo',
    'tabletes 3 times a day that remove the iron from all the blood they transfuse me, my urine turn reddish and they check my white cells every week',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(FERRIPROX),
  ),
  onHealth(
    4579,
    'iron_overload',
    'vague',
    'My iron stores are sky high from all the bags of blood they have given me - the hematologist says the iron is now the problem, not the anaemia.',
    ENERGY_WOMAN_18,
    noIron(joined(EXJADE, NIDDK_HEMOCHROMATOSIS), 'iron_overload'),
  ),
  onHealth(
    4580,
    'sickle_cell',
    'vague',
    'My genotype is SS. I have crisis two or three times a year and they admit me for pain injection and drip.',
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  onHealth(
    4581,
    'sickle_cell',
    'vague',
    'Under the microscope my red cells look like bananas, they get stuck and cause the pain attacks. I am on the daily capsule from the blood doctor to cut the attacks.',
    ENERGY_WOMAN,
    noIron(joined(ASH_SICKLE_IRON, HYDROXYUREA), 'sickle_cell'),
  ),
  inConcerns(
    4582,
    'sickle_cell',
    'typo',
    'joint pains n always tired, 2 pain crisis since january both ended in hospital on morphine + oxygen, my blood is SC type inherited',
    ['immune'],
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
];

/** Calcium too high, stones that keep coming back, and trouble swallowing. */
export const THIRTY_FOURTH_CALCIUM_STONES_SWALLOWING_PERSONAS = [
  onHealth(
    4583,
    'hypercalcaemia',
    'multi',
    "Bloods show my calcium's been up for a year; the scan found a pea-sized gland beside the thyroid gone rogue - it's coming out on the 9th.",
    AGING_WOMAN_46,
    plus(noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'), surgery()),
  ),
  onHealth(
    4584,
    'hypercalcaemia',
    'vague',
    'Blood calcium is high since last 1 year, the hormone doctor said one small gland in the neck is making too much hormone. Kept on watch for now.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onMeds(
    4585,
    'hypercalcaemia',
    'negation',
    "nothing now - my doctor told me to stop my calcium and vitamin D because my blood calcium is too high and we're still figuring out why",
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4586,
    'hypercalcaemia',
    'vague',
    "Too much calcium in my blood from one of the tiny glands behind the Adam's apple - always thirsty, bones aching.",
    SKIN_AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4587,
    'kidney_stones',
    'vague',
    'Every summer I am getting the stone in kidney, this year 3rd time. Urologist broke it with the shock wave machine in April.',
    AGING_MAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    4588,
    'kidney_stones',
    'english',
    'Keep forming those little gravel bits in my kidneys - passed another one in March, absolute agony, 4th one now.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    4589,
    'kidney_stones',
    'transliteration',
    'Paulit-ulit yung bato sa kidney ko, pang-apat na this year, sabi ng doctor uminom daw ako ng maraming tubig.',
    AGING_WOMAN_46,
    noCalcium(joined(NIDDK_KIDNEY_STONES, NIDDK_KIDNEY_STONES_FACTS), 'kidney_stones'),
  ),
  inDiet(
    4590,
    'kidney_stones',
    'english',
    'omnivore',
    'Low salt and tons of water because I keep growing stones - the urologist had to go in with a scope twice to get them out.',
    SKIN_AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    4591,
    'swallowing_difficulty',
    'vague',
    'Food is going down slowly and sticking in the chest, I have to drink water after each bite. Doctor is doing the camera test next week.',
    WEIGHT_WOMAN,
    noSwellingFibre(),
  ),
  onHealth(
    4592,
    'swallowing_difficulty',
    'vague',
    'Since my stroke last year big tablets and dry bread go down the wrong way and I cough - the speech therapist taught me to tuck my chin.',
    WEIGHT_MAN,
    noSwellingFibre(),
  ),
  onMeds(
    4593,
    'swallowing_difficulty',
    'vague',
    'I cannot manage tablets anymore, they lodge in my throat, so the nurse crushes my maintenance and mixes it with yogurt.',
    WEIGHT_WOMAN_56,
    noSwellingFibre(),
  ),
  inConcerns(
    4594,
    'swallowing_difficulty',
    'english',
    'Food and pills feel like they get caught halfway down - GI says the tube from my throat to my stomach has narrowed and they stretch it every few months.',
    ['digestion'],
    WEIGHT_MAN,
    noSwellingFibre(),
  ),
  onHealth(4595, 'swallowing_difficulty', 'transliteration', 'to swallow is hard for me, food dey hang for my throat, ENT doctor say na nerve problem', WEIGHT_WOMAN, noSwellingFibre()),
];

/** An operation coming up, and pregnancy and breastfeeding. */
export const THIRTY_FOURTH_OPERATION_PREGNANCY_PERSONAS = [
  onHealth(4596, 'surgery', 'vague', 'Going under the knife on the 14th - gallbladder, keyhole.', BASE_MAN, surgery()),
  onHealth(4597, 'surgery', 'vague', 'They are removing my uterus next month because of the fibroids, date is fixed for 3rd.', {}, surgery()),
  onMeds(
    4598,
    'surgery',
    'negation',
    "None right now - they told me to stop everything a week before my procedure Thursday, where they put me to sleep and fix my hernia.",
    BASE_MAN,
    surgery(),
  ),
  onHealth(
    4599,
    'surgery',
    'english',
    'Admitted on the 12th for taking out half my thyroid (the lump), the surgeon said stop all herbal supplements 2 weeks before.',
    {},
    surgery(),
  ),
  inGoals(4600, 'surgery', 'vague', 'want to be strong before my knee op in 3 weeks, the bone doctor will replace the whole joint', BASE_MAN_56, surgery()),
  onHealth(4601, 'surgery', 'multi', 'I have a booked CS on 2nd of next month, this is my second baby', WOMAN_30, plus(surgery(), pregnant())),
  inConcerns(4602, 'surgery', 'english', "Anxious about my op - they're cutting a lump out of my breast next Tuesday", ['stress'], SLEEP_STRESS_WOMAN, surgery()),
  onHealth(4603, 'surgery', 'vague', 'Doctor has booked me for theatre on Monday for the prostate, they will pass through the waterpipe.', SLEEP_STRESS_MAN_56, surgery()),
  onHealth(4604, 'pregnancy_breastfeeding', 'vague', '12 week scan was yesterday, all fine, due in August 🤞', {}, pregnant()),
  onHealth(
    4605,
    'pregnancy_breastfeeding',
    'transliteration',
    'Pinapadede ko pa rin si baby, 7 months na, purong gatas ko lang, walang formula.',
    SLEEP_STRESS_WOMAN,
    pregnant(),
  ),
  inConcerns(4606, 'pregnancy_breastfeeding', 'english', 'Expressing milk at work 3x a day and so so tired', ['sleep'], SLEEP_STRESS_WOMAN_30, pregnant()),
  inGoals(4607, 'pregnancy_breastfeeding', 'vague', 'Need energy as I am carrying my second baby, 5th month is running', WOMAN_30, pregnant()),
  onHealth(4608, 'pregnancy_breastfeeding', 'transliteration', 'I get belle, e don reach 6 months, na my first pikin', WOMAN_30, pregnant()),
  onHealth(4609, 'pregnancy_breastfeeding', 'vague', 'Baby is due in 10 weeks time, the clinic gave me iron and folic acid.', WOMAN_30, pregnant()),
  onMeds(4610, 'pregnancy_breastfeeding', 'vague', 'Only the prenatal one the OB gave when we saw the heartbeat at 7 weeks.', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(4611, 'pregnancy_breastfeeding', 'english', 'Bump is 30 weeks now and my ankles are like balloons', {}, pregnant()),
  onHealth(4612, 'pregnancy_breastfeeding', 'vague', "Baby's 4 months and only takes the boob, so whatever I take she gets too.", SLEEP_STRESS_WOMAN_30, pregnant()),
  inConcerns(
    4613,
    'pregnancy_breastfeeding',
    'typo',
    'morning sickness is very bad, i am 9 weeks along, cant keep any food down',
    ['digestion'],
    WOMAN_18,
    pregnant(),
  ),
];

/** Treatments by what they do: the weight-loss injection, the cancer drip, anti-rejection, TB, HIV, acne, mood, thyroid and fits. */
export const THIRTY_FOURTH_TREATMENT_PERSONAS = [
  onMeds(
    4614,
    'glp1_agonist',
    'vague',
    'The slimming injection from the weight clinic - one click in the thigh every Saturday, on the second dose up now.',
    WEIGHT_WOMAN,
    plus(glp1(WEGOVY), { source: MOUNJARO }),
  ),
  inGoals(
    4615,
    'glp1_agonist',
    'typo',
    'weight loss, already taking the once weekly apetite supressant injection that slows down the stomach',
    WEIGHT_MAN,
    plus(glp1(WEGOVY), { source: MOUNJARO }),
  ),
  inConcerns(
    4616,
    'glp1_agonist',
    'english',
    "Nauseous and constipated since starting the weekly shot that makes you not hungry (my doctor's weight program)",
    ['digestion'],
    WEIGHT_WOMAN,
    plus(glp1(WEGOVY), { source: joined(MOUNJARO, SAXENDA) }),
  ),
  onMeds(
    4617,
    'glp1_agonist',
    'transliteration',
    'Yung injection sa tiyan once a week para pumayat, galing sa endo ko, 3rd month ko na.',
    WEIGHT_WOMAN_56,
    plus(glp1(WEGOVY), { source: joined(MOUNJARO, OZEMPIC) }),
  ),
  onHealth(
    4618,
    'cancer_treatment',
    'vague',
    'Round 4 of 6 of the drip treatment for my bowel cancer, every two weeks through the port in my chest.',
    SKIN_WOMAN,
    chemo(),
  ),
  onHealth(4619, 'cancer_treatment', 'vague', 'Cancer treatment is going on, every 21 days they give the medicine through vein, hair is gone.', SKIN_MAN, chemo()),
  onHealth(
    4620,
    'cancer_treatment',
    'english',
    "I'm in the middle of treatment for my lymph node cancer - the bags they hang every three weeks, plus 5 days of steroids after each one.",
    SKIN_AGING_MAN_46,
    chemo(),
  ),
  inConcerns(
    4621,
    'cancer_treatment',
    'typo',
    'mouth sores and very weak after each session at the cancer centre (cycle 3 now), my blood counts are droping',
    ['immune'],
    SKIN_WOMAN,
    chemo(),
  ),
  onMeds(
    4622,
    'immunosuppressant',
    'vague',
    "Tablets to stop my body rejecting my brother's kidney - 9 am and 9 pm exactly, and the level is checked every month.",
    BASE_MAN,
    antiRejection(NIDDK_KIDNEY_TRANSPLANT),
  ),
  onHealth(
    4623,
    'immunosuppressant',
    'vague',
    "Got a new liver in 2021 from a stranger who passed away - I'm on the tablets that keep my immune system turned down for life.",
    {},
    antiRejection(),
  ),
  onMeds(4624, 'immunosuppressant', 'english', 'the medicines that keep my body from fighting my new heart (got it 3 yrs ago), twice daily', SLEEP_STRESS_MAN, antiRejection()),
  onHealth(
    4625,
    'tb_treatment',
    'vague',
    'Lung infection that spreads by coughing - 6 month course of tablets from the government clinic, they watch me swallow them, now month 2.',
    FOCUS_MAN,
    tb(),
  ),
  onMeds(
    4626,
    'tb_treatment',
    'transliteration',
    'Yung 4 na tableta sa umaga para sa nakakahawang impeksyon sa baga ko, 6 months daw, may kasamang vitamin B6.',
    FOCUS_MAN,
    tb(),
  ),
  onHealth(
    4627,
    'tb_treatment',
    'vague',
    'Tested positive for the sleeping germ in the lungs (skin test positive, X-ray clear), so the doctor gave me the once-a-week tablets for 3 months to stop it waking up.',
    FOCUS_WOMAN,
    noGreenTea(RIFAPENTINE, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    4628,
    'integrase_inhibitor',
    'vague',
    'One tablet every night for the virus, undetectable for 5 years. The pharmacist said never at the same time as antacids or iron.',
    SLEEP_STRESS_MAN,
    hivTablet(MAGNESIUM),
  ),
  onHealth(
    4629,
    'integrase_inhibitor',
    'vague',
    'I am living positive with the virus, my CD4 is good, I take my ARV one tablet daily since 2019.',
    IMMUNITY_MAN,
    hivTablet(ZINC),
  ),
  inConcerns(
    4630,
    'integrase_inhibitor',
    'english',
    "Immune stuff - I've been on the one-pill-a-day HIV regimen since 2020, viral load zero",
    ['immune'],
    SLEEP_STRESS_MAN,
    hivTablet(MAGNESIUM),
  ),
  onMeds(
    4631,
    'retinoid',
    'vague',
    'The strong spot pills from the dermatologist - a negative pregnancy test before each new box, and two kinds of contraception.',
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(
    4632,
    'retinoid',
    'typo',
    'pimple capsules 6 month course, skin is very dry and lips cracking, doctor said no pregnancy strictly during it',
    ROACCUTANE_WOMAN_30,
    noMultivitamin(ISOTRETINOIN),
  ),
  inConcerns(
    4633,
    'retinoid',
    'english',
    'Super dry lips and nosebleeds from my acne pills - the ones where you sign a form and pee on a stick at the clinic each month',
    ['hormone'],
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(
    4634,
    'lithium',
    'vague',
    'The salt tablet my psychiatrist keeps me on for my highs and lows - blood level every 3 months, no ibuprofen, and drink plenty of water.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  onHealth(
    4635,
    'bipolar_disorder',
    'vague',
    'I get very high and then very low moods, the psychiatrist gave a mood tablet and we check its level in the blood.',
    FOCUS_MAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { source: LITHIUM }),
  ),
  onHealth(
    4636,
    'bipolar_disorder',
    'transliteration',
    'Sobrang taas tapos sobrang baba ng mood ko, may gamot ako galing psychiatrist na kailangan i-check ang level sa dugo.',
    {},
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { source: joined(LITHIUM, VALPROATE) }),
  ),
  onMeds(
    4637,
    'levothyroxine',
    'vague',
    'Thyroid tablet empty stomach in morning, half hour before breakfast. My thyroid is slow since after my baby.',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { source: NIDDK_HYPOTHYROIDISM }),
  ),
  onHealth(
    4638,
    'levothyroxine',
    'vague',
    'Had the gland in my neck that runs the metabolism taken out in 2019 - the little replacement tablet first thing, 30 min before my cuppa.',
    WOMAN_46,
    plus(noAshwagandha(LEVOTHYROXINE, 'levothyroxine'), spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  ),
  onMeds(4639, 'antiepileptic', 'vague', 'I have the falling sickness from childhood, I take my drugs twice daily, last attack was 2021.', BASE_MAN, fits()),
  onHealth(
    4640,
    'antiepileptic',
    'vague',
    "Brain misfires that make me black out and shake - the neurologist has me on a daily pill to prevent them, and I can't drive till I'm 6 months clear.",
    SLEEP_STRESS_WOMAN,
    fits(),
  ),
];
