import type { HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import { joined, noAshwagandha, noGreenTea, noRhodiola, only, onHealth, onMeds, plus, pregnant } from '../expectations';
import {
  concernBox,
  dailymed,
  BASE_MAN,
  BASE_MAN_56,
  SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  NARDIL_LABEL,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
} from '../persona-answers';
import { ADDERALL, CONCERTA, EMC, ESCITALOPRAM, LEVOTHYROXINE, LITHIUM, RITALIN, VYVANSE } from '../labels';

/**
 * Thirty-third set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4441–4540.
 *
 * Theme: THE MIND, THE NERVES AND PAIN, in the dangerous direction only. Every persona takes a
 * medicine (or has a condition) of this area now, and it must change the plan or at least be
 * recognised (what each class rules out follows the header of expectations.ts; each persona cites
 * its own references):
 * - antidepressants: SSRIs and SNRIs (Cipralex, Zoloft/Lustral, Prozac, Seroxat, Efexor,
 *   Cymbalta, citalopram), tricyclics (amitriptyline for headache, IBS or nerve pain,
 *   nortriptyline, clomipramine) and MAOIs (phenelzine: no green tea extract; tranylcypromine,
 *   moclobemide, the selegiline patch, rasagiline: recognised);
 * - lithium and bipolar disorder ("manic depression", "mood swings diagnosed as bipolar II",
 *   Depakote, Lamictal, Seroquel or Abilify for bipolar): no rhodiola, and no ashwagandha when an
 *   anti-seizure medicine is the mood stabiliser;
 * - anti-seizure medicines for epilepsy, migraine, trigeminal neuralgia, sciatica and
 *   fibromyalgia (valproate, lamotrigine, carbamazepine, oxcarbazepine, topiramate,
 *   levetiracetam, lacosamide, phenytoin, and pregabalin and gabapentin, whose labels make them
 *   anti-seizure medicines too): no ashwagandha;
 * - sedatives and sleeping pills (benzodiazepines, zolpidem, zopiclone) and, as a judgement of
 *   this set, two strong painkillers and one muscle relaxant whose labels warn of added sedation
 *   with other central nervous system depressants (tramadol, oxycodone, tizanidine): read as a
 *   sedative, no ashwagandha (NCCIH: ashwagandha may interact with sedatives);
 * - ADHD medicines in adults, one still on a child's dose (stimulants: no green tea extract;
 *   atomoxetine: recognised) and antipsychotics (recognised);
 * - Parkinson's medicines (Sinemet, Madopar, Syndopa: recognised) and multiple sclerosis with its
 *   disease-modifying therapies (autoimmune disease: no ashwagandha).
 * Names are written as people say them: UAE brands, generics, lay words ("my happy pills", "the
 * nerve pain capsules", "brain tablets for the fits", "something to calm me at night"), the
 * prescriber ("the psychiatrist put me on…"), in Gulf and Egyptian Arabic (Arabic script and
 * Arabizi), Urdu, Hinglish, Tagalog and Malayalam-English. Mostly in the medicines box (question
 * 8); some in the health box (question 9), the health-concerns box or the goals box. The presets
 * put the ruled-out product in the plan when nothing is typed.
 */

/** Labels only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const SERTRALINE = dailymed('zoloft');
const FLUOXETINE = dailymed('prozac');
const PAROXETINE = dailymed('paxil');
const CITALOPRAM = dailymed('celexa');
const VENLAFAXINE = dailymed('effexor+xr');
const DULOXETINE = dailymed('cymbalta');
const AMITRIPTYLINE = dailymed('amitriptyline');
const NORTRIPTYLINE = dailymed('nortriptyline');
const CLOMIPRAMINE = dailymed('anafranil');
const PARNATE = dailymed('parnate');
/** Moclobemide (Aurorix): the New Zealand data sheet (not sold in the US). */
const MOCLOBEMIDE = 'https://www.medsafe.govt.nz/profs/datasheet/a/aurorixtab.pdf';
const EMSAM = dailymed('emsam');
const AZILECT = dailymed('azilect');
/** Camcolit: lithium carbonate (UK SmPC). */
const CAMCOLIT = EMC('camcolit');
const DEPAKOTE = dailymed('depakote');
/** Depakine / Depakine Chrono (sodium valproate, the Gulf's brand): the UK SmPC of sodium valproate. */
const VALPROATE = EMC('sodium+valproate');
const LAMOTRIGINE = dailymed('lamictal');
const QUETIAPINE = dailymed('seroquel');
const ARIPIPRAZOLE = dailymed('abilify');
const OLANZAPINE = dailymed('zyprexa');
const RISPERIDONE = dailymed('risperdal');
const PALIPERIDONE = dailymed('invega+sustenna');
const LEVETIRACETAM = dailymed('keppra');
const CARBAMAZEPINE = dailymed('tegretol');
const OXCARBAZEPINE = dailymed('trileptal');
const TOPIRAMATE = dailymed('topamax');
/** Lyrica: indicated for neuropathic pain and fibromyalgia, and as adjunctive therapy for partial-onset seizures. */
const PREGABALIN = dailymed('lyrica');
/** Neurontin: indicated for postherpetic neuralgia and as adjunctive therapy for partial-onset seizures. */
const GABAPENTIN = dailymed('neurontin');
const LACOSAMIDE = dailymed('vimpat');
const PHENYTOIN = dailymed('phenytoin');
const ALPRAZOLAM = dailymed('xanax');
const CLONAZEPAM = dailymed('klonopin');
const LORAZEPAM = dailymed('ativan');
const DIAZEPAM = dailymed('valium');
const ZOLPIDEM = dailymed('ambien');
const ZOPICLONE = EMC('zopiclone');
/** Tramadol (Ultram): boxed warning, profound sedation with benzodiazepines or other CNS depressants. */
const TRAMADOL = dailymed('ultram');
/** Oxycodone: boxed warning, profound sedation with benzodiazepines or other CNS depressants. */
const OXYCODONE = dailymed('oxycodone+hydrochloride');
/** Tizanidine (Zanaflex; Sirdalud in the Gulf): additive sedation with CNS depressants. */
const TIZANIDINE = dailymed('zanaflex');
/** Atomoxetine: a non-stimulant ADHD medicine. */
const STRATTERA = dailymed('strattera');
const SINEMET = dailymed('sinemet');
const MADOPAR = EMC('madopar');
const GILENYA = dailymed('gilenya');
const TECFIDERA = dailymed('tecfidera');
const OCREVUS = dailymed('ocrevus');
const KESIMPTA = dailymed('kesimpta');
const TYSABRI = dailymed('tysabri');

/** Answers that plan ashwagandha and rhodiola (checked with nothing typed). */
const STRESS_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['stress'] };
const SLEEP_STRESS_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['sleep', 'stress'] };
const STRESS_FOCUS_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['stress', 'focus'] };
const FOCUS_STRESS_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['focus', 'stress'] };
const STRESS_NON_BINARY_30: Partial<QuizAnswers> = { gender: 'non-binary', age: '26-35', goals: ['stress'] };
const MUSCLE_STRESS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['muscle', 'stress'] };
const STRESS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['stress'] };
const STRESS_ENERGY_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['stress', 'energy'] };
const ENERGY_STRESS_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['energy', 'stress'] };
const FOCUS_SLEEP_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['focus', 'sleep'] };
const STRESS_SLEEP_UNSAID: Partial<QuizAnswers> = { gender: 'prefer-not-to-say', goals: ['stress', 'sleep'] };
const STRESS_MEDITERRANEAN: Partial<QuizAnswers> = { goals: ['stress', 'energy'], diet: 'mediterranean' };
const IMMUNITY_STRESS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['immunity', 'stress'] };
/** Ashwagandha, not rhodiola. */
const STRESS_VEGAN: Partial<QuizAnswers> = { goals: ['stress'], diet: 'vegan' };
const SLEEP_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['sleep'] };
const SLEEP_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['sleep'] };
const SLEEP_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['sleep'] };
/** Rhodiola, not ashwagandha. */
const ENERGY_FOCUS_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['energy', 'focus'] };
const ENERGY_AGING_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['energy', 'aging'] };
const ENERGY_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['energy'] };
const ENERGY_VEGETARIAN_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy'], diet: 'vegetarian' };
const ATHLETIC_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['muscle', 'energy'], lifestyle: 'athletic' };
const SEDENTARY_FOCUS_WOMAN: Partial<QuizAnswers> = { goals: ['focus', 'energy'], lifestyle: 'sedentary' };
/** Green tea extract (and rhodiola). */
const FOCUS_ENERGY_MAN_18: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['focus', 'energy'] };
const FOCUS_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['focus'] };
const FOCUS_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['focus'] };
const FOCUS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['focus'] };
const FOCUS_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['focus'] };
const WEIGHT_FOCUS_WOMAN: Partial<QuizAnswers> = { goals: ['weight_loss', 'focus'] };
const KETO_WEIGHT_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['weight_loss', 'energy'], diet: 'keto' };
const WEIGHT_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['weight_loss'] };

/** An anti-seizure medicine as the mood stabiliser for bipolar disorder: no rhodiola and no ashwagandha. */
const bipolarOnAntiseizure = (label: string, more: readonly InteractionClass[] = []): PersonaExpectation =>
  noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { no: ['ashwagandha'], expect: ['antiepileptic', ...more], source: joined(label, NCCIH_ASHWAGANDHA) });
/** Multiple sclerosis (an autoimmune disease) on a disease-modifying therapy: no ashwagandha. */
const multipleSclerosis = (label: string): PersonaExpectation => noAshwagandha(label, 'autoimmune_disease');

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

/** Antidepressants: SSRIs and SNRIs, tricyclics (recognised) and MAOIs (phenelzine: no green tea extract). */
export const THIRTY_THIRD_ANTIDEPRESSANT_PERSONAS = [
  onMeds(
    4441,
    'ssri_snri',
    'brand',
    'Cipralex 10 mg every morning since the divorce - the psychiatrist at Al Amal said a year minimum before we talk about stopping',
    STRESS_WOMAN_30,
    only('ssri_snri', ESCITALOPRAM),
  ),
  onMeds(4442, 'ssri_snri', 'arabic', 'دواء الاكتئاب: سيبرالكس ١٠ ملغ كل صباح من سنتين تقريباً', {}, only('ssri_snri', ESCITALOPRAM)),
  onMeds(
    4443,
    'ssri_snri',
    'transliteration',
    'depression ki dawai leti hoon - Zoloft 50 roz subah nashte ke baad, doctor ne kaha beech mein band mat karna',
    FOCUS_STRESS_WOMAN_18,
    only('ssri_snri', SERTRALINE),
  ),
  onMeds(4444, 'ssri_snri', 'brand', 'Lustral 100mg (sertraline) - the GP in Sharjah renewed it last week for another 3 months', BASE_MAN, only('ssri_snri', SERTRALINE)),
  onMeds(
    4445,
    'ssri_snri',
    'english',
    "my happy pills (fluoxetine 20) every morning, without them I honestly can't get out of bed",
    ENERGY_STRESS_WOMAN_46,
    only('ssri_snri', FLUOXETINE),
  ),
  onMeds(
    4446,
    'ssri_snri',
    'vague',
    "the psychiatrist put me on an SSRI in March for the panic attacks, can't remember the name, it's a blue and white box",
    STRESS_NON_BINARY_30,
    only('ssri_snri', joined(SERTRALINE, ESCITALOPRAM)),
  ),
  onMeds(4447, 'ssri_snri', 'typo', 'paroxetin 20mg mornings, 8 yrs now, tried coming off twice n couldnt', SLEEP_STRESS_MAN, only('ssri_snri', PAROXETINE)),
  onMeds(4448, 'ssri_snri', 'brand', 'Efexor XR 150 once a day for depression and anxiety, taken with breakfast', MUSCLE_STRESS_MAN, only('ssri_snri', VENLAFAXINE)),
  onHealth(
    4449,
    'ssri_snri',
    'health-box',
    'Fibromyalgia. The rheumatologist has me on Cymbalta 30 mg, going up to 60 next month if I tolerate it.',
    STRESS_ENERGY_WOMAN_56,
    only('ssri_snri', DULOXETINE),
  ),
  onMeds(
    4450,
    'ssri_snri',
    'transliteration',
    'Umiinom ako ng gamot para sa depresyon, Zoloft 50 mg tuwing umaga, mula pa noong Pebrero',
    ENERGY_WOMAN_30,
    only('ssri_snri', SERTRALINE),
  ),
  onMeds(4451, 'ssri_snri', 'multi', 'ڈپریشن کی دوائی سیٹالوپرام ۲۰ ملی گرام روز رات کو لیتی ہوں', SLEEP_STRESS_WOMAN, only('ssri_snri', CITALOPRAM)),
  onMeds(
    4452,
    'tricyclic',
    'english',
    "Amitriptyline 10 mg at bedtime - it's not for depression, the neurologist gave it for my tension headaches",
    SLEEP_WOMAN_46,
    only('tricyclic', AMITRIPTYLINE),
  ),
  onMeds(
    4453,
    'tricyclic',
    'transliteration',
    'Kaalile nerve pain-nu vendi raathri oru amitriptyline 25 kazhikkunnundu, randu varsham aayi',
    BASE_MAN_56,
    only('tricyclic', AMITRIPTYLINE),
  ),
  onMeds(
    4454,
    'tricyclic',
    'brand',
    'Tryptanol 10mg half an hour before bed - the GI doctor started it for the IBS cramps, and I sleep better too',
    FOCUS_SLEEP_WOMAN_30,
    only('tricyclic', AMITRIPTYLINE),
  ),
  onMeds(4455, 'tricyclic', 'english', 'nortriptyline 25 mg every night for the burning pain that stayed after shingles', STRESS_MAN_56, only('tricyclic', NORTRIPTYLINE)),
  onMeds(4456, 'tricyclic', 'dose', 'Clomipramine (Anafranil) 75 mg OD nocte - OCD, psychiatry f/u q3 months', STRESS_SLEEP_UNSAID, only('tricyclic', CLOMIPRAMINE)),
  onMeds(
    4457,
    'maoi',
    'brand',
    'Nardil 15 mg three times a day - a psychiatrist in London started it, I get it couriered over',
    FOCUS_WOMAN_30,
    noGreenTea(NARDIL_LABEL, 'maoi'),
  ),
  onMeds(
    4458,
    'maoi',
    'english',
    'phenelzine, three tablets spread over the day. the old-school antidepressant with the special diet card',
    FOCUS_MAN_30,
    noGreenTea(NARDIL_LABEL, 'maoi'),
  ),
  onMeds(4459, 'maoi', 'arabic', 'فينيلزين (نارديل) حبة ثلاث مرات في اليوم للاكتئاب', WEIGHT_WOMAN, noGreenTea(NARDIL_LABEL, 'maoi')),
  onMeds(4460, 'maoi', 'brand', 'Parnate 10 mg twice a day - treatment-resistant depression, nothing else worked', FOCUS_WOMAN, only('maoi', PARNATE)),
  onMeds(4461, 'maoi', 'english', 'moclobemide 150 mg after breakfast and again after lunch, for social phobia', STRESS_FOCUS_WOMAN_46, only('maoi', MOCLOBEMIDE)),
  onMeds(
    4462,
    'ssri_snri',
    'negation',
    'No sleeping pills any more (the zolpidem was stopped in May) - just the sertraline 100 each morning',
    SLEEP_WOMAN_18,
    plus(only('ssri_snri', SERTRALINE), { not: ['sedative'], source: ZOLPIDEM }),
  ),
];

/** Lithium and bipolar disorder: no rhodiola; an anti-seizure mood stabiliser: no ashwagandha either. */
export const THIRTY_THIRD_MOOD_STABILISER_PERSONAS = [
  onMeds(
    4463,
    'lithium',
    'english',
    'lithium carbonate 600 mg at bedtime, blood level checked every three months at Rashid Hospital',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  onMeds(4464, 'lithium', 'arabic', 'ليثيوم ٤٠٠ حبتين بالليل، وأسوي تحليل دم كل ثلاث شهور', ENERGY_FOCUS_MAN_46, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    4465,
    'lithium',
    'brand',
    'Camcolit 400 at night, and thyroxine 50 mcg since the lithium slowed my thyroid down',
    ENERGY_VEGETARIAN_WOMAN_30,
    noRhodiola(CAMCOLIT, 'lithium', { expect: ['levothyroxine'], source: LEVOTHYROXINE }),
  ),
  onHealth(
    4466,
    'bipolar_disorder',
    'health-box',
    'Bipolar II, diagnosed 2021 - mostly the low side, the odd hypomanic week in spring',
    STRESS_MEDITERRANEAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  onHealth(
    4467,
    'bipolar_disorder',
    'english',
    "Manic depression since my twenties (that's what the doctor back home called it). Lithium every night.",
    ENERGY_AGING_MAN_56,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['lithium'], source: LITHIUM }),
  ),
  onHealth(
    4468,
    'bipolar_disorder',
    'health-box',
    'I had mood swings for years and last year they were diagnosed as bipolar II. The medication is still being adjusted.',
    SEDENTARY_FOCUS_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  onMeds(4469, 'bipolar_disorder', 'brand', 'on Depakote 500 twice daily for bipolar', {}, bipolarOnAntiseizure(DEPAKOTE)),
  onMeds(4470, 'bipolar_disorder', 'transliteration', '3andi bipolar w ba5od Lamictal 200 kol youm ba3d el fetar', STRESS_WOMAN_30, bipolarOnAntiseizure(LAMOTRIGINE)),
  onMeds(
    4471,
    'bipolar_disorder',
    'arabic',
    'عندي اضطراب ثنائي القطب وآخذ سيروكويل ٣٠٠ قبل النوم',
    MUSCLE_STRESS_MAN,
    noRhodiola(QUETIAPINE, 'bipolar_disorder', { expect: ['antipsychotic'], source: RHODIOLA_MANIA }),
  ),
  onMeds(
    4472,
    'lithium',
    'transliteration',
    'Lithium ki goli 300 din mein do baar, psychiatrist ne bipolar ke liye shuru ki thi',
    ATHLETIC_MAN_30,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  onMeds(4473, 'lithium', 'typo', 'lithuim 450 SR nightly', ENERGY_MAN_30, noRhodiola(LITHIUM, 'lithium')),
  onMeds(4474, 'lithium', 'dose', 'Li carbonate 800 mg ON - last 12h level 0.8 mmol/L, TSH normal', STRESS_ENERGY_WOMAN_56, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    4475,
    'bipolar_disorder',
    'transliteration',
    'May bipolar disorder ako, umiinom ng Abilify 10 mg tuwing umaga',
    FOCUS_SLEEP_WOMAN_30,
    noRhodiola(ARIPIPRAZOLE, 'bipolar_disorder', { expect: ['antipsychotic'], source: RHODIOLA_MANIA }),
  ),
  onMeds(
    4476,
    'bipolar_disorder',
    'negation',
    'Lithium stopped last year (the tremor) - now Depakine Chrono 1000 at night for the bipolar',
    SLEEP_STRESS_WOMAN_56,
    plus(bipolarOnAntiseizure(VALPROATE), { not: ['lithium'], source: LITHIUM }),
  ),
  onMeds(
    4477,
    'bipolar_disorder',
    'vague',
    'a mood stabiliser for bipolar - the one where they check the level in your blood every few months',
    ENERGY_WOMAN_30,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { source: LITHIUM }),
  ),
  inConcerns(
    4478,
    'bipolar_disorder',
    'english',
    'Tired all the time since my bipolar meds went up in October',
    ['stress'],
    { age: '26-35', goals: ['energy'] },
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  inGoals(4479, 'lithium', 'english', 'More energy - the lithium makes my mornings so slow', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onHealth(4480, 'bipolar_disorder', 'arabic', 'مريض ثنائي القطب من ٢٠١٨ ومستقر على العلاج الحمد لله', IMMUNITY_STRESS_MAN, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onMeds(
    4481,
    'antiepileptic',
    'brand',
    'Depakine Chrono 500, my psychiatrist gave it for my moods, one morning one night',
    STRESS_VEGAN,
    noAshwagandha(VALPROATE, 'antiepileptic'),
  ),
  onMeds(
    4482,
    'bipolar_disorder',
    'multi',
    'مجھے بائی پولر ہے، رات کو لیتھیم اور کیوٹیاپین لیتا ہوں',
    BASE_MAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['lithium', 'antipsychotic'], source: joined(LITHIUM, QUETIAPINE) }),
  ),
];

/** Anti-seizure medicines for epilepsy, migraine and nerve pain (pregabalin and gabapentin included): no ashwagandha. */
export const THIRTY_THIRD_SEIZURE_AND_NERVE_PAIN_PERSONAS = [
  onMeds(4483, 'antiepileptic', 'brand', 'Keppra 750 morning and night, last fit was in 2022', SLEEP_STRESS_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(4484, 'antiepileptic', 'arabic', 'حبوب الصرع: تجريتول ٢٠٠ مرتين في اليوم', {}, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(
    4485,
    'antiepileptic',
    'vague',
    'brain tablets for the fits, two in the morning and two at night, since I was small',
    SLEEP_MAN_46,
    noAshwagandha(NCCIH_ASHWAGANDHA, 'antiepileptic'),
  ),
  onMeds(
    4486,
    'antiepileptic',
    'brand',
    'Topamax 25 twice a day to prevent migraines (neurologist at Cleveland Clinic Abu Dhabi)',
    FOCUS_STRESS_WOMAN_18,
    noAshwagandha(TOPIRAMATE, 'antiepileptic'),
  ),
  onMeds(4487, 'antiepileptic', 'english', 'carbamazepine 200 three times a day for trigeminal neuralgia', STRESS_MAN_56, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(
    4488,
    'antiepileptic',
    'brand',
    'Lyrica 75 mg twice a day - the nerve pain capsules for my sciatica',
    ENERGY_STRESS_WOMAN_46,
    noAshwagandha(PREGABALIN, 'antiepileptic'),
  ),
  onMeds(4489, 'antiepileptic', 'english', 'gabapentin 300mg three times daily since the slipped disc', MUSCLE_STRESS_MAN, noAshwagandha(GABAPENTIN, 'antiepileptic')),
  onMeds(4490, 'antiepileptic', 'brand', 'Neurontin 400 x3 a day, the pain doctor started it for my neck', SLEEP_WOMAN_46, noAshwagandha(GABAPENTIN, 'antiepileptic')),
  onMeds(
    4491,
    'antiepileptic',
    'transliteration',
    'Umiinom ako ng gamot sa epilepsy, Keppra 500 dalawang beses isang araw',
    STRESS_NON_BINARY_30,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  onMeds(4492, 'antiepileptic', 'transliteration', 'ba5od Tegretol 400 3ashan el kahraba elli 3al mo5', BASE_MAN, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(4493, 'antiepileptic', 'transliteration', 'Apasmaram undu, Levipil 500 randu neram kazhikkunnu', SLEEP_STRESS_WOMAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(4494, 'antiepileptic', 'typo', 'lamotrigene 100 twice daily for seizures', STRESS_SLEEP_UNSAID, noAshwagandha(LAMOTRIGINE, 'antiepileptic')),
  onMeds(4495, 'antiepileptic', 'dose', 'Trileptal 600mg BD; Na 131 at last check', IMMUNITY_STRESS_MAN, noAshwagandha(OXCARBAZEPINE, 'antiepileptic')),
  onHealth(4496, 'antiepileptic', 'health-box', 'Epilepsy (focal seizures), well controlled on lacosamide', SLEEP_WOMAN_18, noAshwagandha(LACOSAMIDE, 'antiepileptic')),
  onMeds(4497, 'antiepileptic', 'arabic', 'ليريكا ١٥٠ للأعصاب بالليل', SLEEP_STRESS_WOMAN_56, noAshwagandha(PREGABALIN, 'antiepileptic')),
  onMeds(
    4498,
    'antiepileptic',
    'english',
    'Lamictal 150 twice a day, and 14 weeks pregnant - the neurologist and the OB both know',
    {},
    pregnant(['antiepileptic'], LAMOTRIGINE),
  ),
  onMeds(4499, 'antiepileptic', 'arabic', 'ديباكين كرونو ٥٠٠ حبة الصبح وحبة بالليل، عندي صرع', STRESS_WOMAN_30, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(4500, 'antiepileptic', 'transliteration', 'mirgi ke daure ke liye Eptoin 100 din mein teen baar', BASE_MAN_56, noAshwagandha(PHENYTOIN, 'antiepileptic')),
  onHealth(
    4501,
    'antiepileptic',
    'negation',
    "No seizures for 5 years, but still on Keppra 500 twice a day - the neurologist won't take me off it",
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  onMeds(
    4502,
    'antiepileptic',
    'multi',
    'pregabalin 50mg at night for fibromyalgia + amitriptyline 10',
    STRESS_FOCUS_WOMAN_46,
    noAshwagandha(PREGABALIN, 'antiepileptic', { expect: ['tricyclic'], source: AMITRIPTYLINE }),
  ),
  inConcerns(
    4503,
    'antiepileptic',
    'english',
    'Dizzy and sleepy since starting gabapentin for my back',
    ['sleep'],
    { gender: 'male', goals: ['sleep'] },
    noAshwagandha(GABAPENTIN, 'antiepileptic'),
  ),
  onMeds(
    4504,
    'antiepileptic',
    'vague',
    'a tablet for my migraines that is actually an epilepsy medicine, 50 mg twice a day',
    STRESS_MEDITERRANEAN,
    noAshwagandha(TOPIRAMATE, 'antiepileptic'),
  ),
];

/**
 * Sedatives and sleeping pills; strong painkillers and a muscle relaxant whose labels warn of added
 * sedation with other CNS depressants (read as a sedative by this set's judgement): no ashwagandha.
 */
export const THIRTY_THIRD_SEDATIVE_AND_PAIN_PERSONAS = [
  onMeds(4505, 'sedative', 'brand', 'Xanax 0.25 whenever the panic hits, 3 or 4 times a week', STRESS_WOMAN_30, noAshwagandha(ALPRAZOLAM, 'sedative')),
  onMeds(
    4506,
    'sedative',
    'english',
    'lorazepam 1mg at night - the psychiatrist said short term, but that was a year ago',
    SLEEP_STRESS_MAN,
    noAshwagandha(LORAZEPAM, 'sedative'),
  ),
  onMeds(4507, 'sedative', 'arabic', 'حبوب الأعصاب: زاناكس نص حبة لما أتوتر', STRESS_ENERGY_WOMAN_56, noAshwagandha(ALPRAZOLAM, 'sedative')),
  onMeds(4508, 'sedative', 'arabic', 'ستيلنوكس ١٠ حبة نوم كل ليلة من سنة', SLEEP_MAN_46, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(4509, 'sedative', 'transliteration', 'neend ki goli roz raat ko, Zolfresh 5, doctor ne likh ke di hai', SLEEP_WOMAN_18, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(
    4510,
    'sedative',
    'transliteration',
    'Gamot sa nerbiyos ko: Rivotril 2 mg, kalahati lang bago matulog',
    FOCUS_SLEEP_WOMAN_30,
    noAshwagandha(CLONAZEPAM, 'sedative'),
  ),
  onMeds(
    4511,
    'sedative',
    'vague',
    "a sleeping tablet from the psychiatrist - I only take it when my head won't switch off",
    SLEEP_WOMAN_46,
    noAshwagandha(NCCIH_ASHWAGANDHA, 'sedative'),
  ),
  inConcerns(
    4512,
    'sedative',
    'vague',
    'something to calm me at night, the doctor called it a benzo',
    ['sleep', 'stress'],
    { age: '26-35', goals: ['stress'] },
    noAshwagandha(joined(LORAZEPAM, NCCIH_ASHWAGANDHA), 'sedative'),
  ),
  onMeds(4513, 'sedative', 'typo', 'diazapam 5mg when my back goes into spasm', MUSCLE_STRESS_MAN, noAshwagandha(DIAZEPAM, 'sedative')),
  onMeds(4514, 'sedative', 'dose', 'Zopiclone 3.75mg ON PRN, max 3 nights/wk', SLEEP_STRESS_WOMAN_56, noAshwagandha(ZOPICLONE, 'sedative')),
  onMeds(4515, 'sedative', 'brand', 'Tramal 50 three times a day for my back (6 weeks so far)', STRESS_MAN_56, noAshwagandha(TRAMADOL, 'sedative')),
  onMeds(
    4516,
    'sedative',
    'english',
    'oxycodone 5 mg every 6 hours as needed since the spinal fusion in January',
    SLEEP_STRESS_MAN,
    noAshwagandha(OXYCODONE, 'sedative'),
  ),
  onMeds(4517, 'sedative', 'brand', 'Sirdalud 4 mg at night for neck spasm, Panadol in the day', ENERGY_STRESS_WOMAN_46, noAshwagandha(TIZANIDINE, 'sedative')),
  onMeds(
    4518,
    'sedative',
    'multi',
    'Lexotanil 3 at night + Seroxat 20 in the morning',
    STRESS_VEGAN,
    noAshwagandha(NCCIH_ASHWAGANDHA, 'sedative', { expect: ['ssri_snri'], source: PAROXETINE }),
  ),
];

/** ADHD medicines (stimulants: no green tea extract; atomoxetine: recognised) and antipsychotics (recognised). */
export const THIRTY_THIRD_ADHD_AND_ANTIPSYCHOTIC_PERSONAS = [
  onMeds(4519, 'adhd_medicine', 'brand', 'Concerta 27 mg every morning - diagnosed with ADHD at 31', FOCUS_MAN_30, noGreenTea(CONCERTA, 'adhd_medicine')),
  inGoals(
    4520,
    'adhd_medicine',
    'english',
    "Focus for my uni exams - I'm still on the 18 mg Concerta I've had since I was 9",
    FOCUS_ENERGY_MAN_18,
    noGreenTea(CONCERTA, 'adhd_medicine'),
  ),
  onMeds(4521, 'adhd_medicine', 'brand', 'Vyvanse 30 (the starting dose), going up per my psychiatrist', FOCUS_WOMAN_46, noGreenTea(VYVANSE, 'adhd_medicine')),
  onMeds(4522, 'adhd_medicine', 'arabic', 'فيفانس ٥٠ ملغ الصبح للتركيز - عندي فرط حركة وتشتت انتباه', WEIGHT_FOCUS_WOMAN, noGreenTea(VYVANSE, 'adhd_medicine')),
  onMeds(4523, 'adhd_medicine', 'brand', 'Strattera 40mg daily for adult ADHD', FOCUS_MAN, only('adhd_medicine', STRATTERA)),
  onMeds(4524, 'adhd_medicine', 'typo', 'metylphenidate 10 mg twice a day', KETO_WEIGHT_MAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(4525, 'adhd_medicine', 'transliteration', 'ADHD ke liye Adderall 10 mg subah, US se le kar aata hoon', FOCUS_MAN_56, noGreenTea(ADDERALL, 'adhd_medicine')),
  inConcerns(
    4526,
    'antipsychotic',
    'english',
    'Waking up groggy from the Seroquel 25 I take to sleep',
    ['sleep'],
    SLEEP_STRESS_WOMAN,
    only('antipsychotic', QUETIAPINE),
  ),
  onMeds(4527, 'antipsychotic', 'brand', 'Risperdal 2 mg at night - schizophrenia, stable for 4 years', BASE_MAN, only('antipsychotic', RISPERIDONE)),
  onMeds(4528, 'antipsychotic', 'transliteration', 'Olanzapine 10 mg tuwing gabi, reseta ng psychiatrist ko', WEIGHT_WOMAN_30, only('antipsychotic', OLANZAPINE)),
  onHealth(
    4529,
    'antipsychotic',
    'health-box',
    'Schizoaffective disorder - monthly Invega Sustenna injection at the clinic',
    STRESS_SLEEP_UNSAID,
    only('antipsychotic', PALIPERIDONE),
  ),
  onMeds(4530, 'antipsychotic', 'arabic', 'أبيليفاي ٥ ملغ مع السيبرالكس ٢٠', FOCUS_WOMAN, only('antipsychotic', joined(ARIPIPRAZOLE, ESCITALOPRAM), ['ssri_snri'])),
];

/** Parkinson's medicines (levodopa, MAO-B inhibitors: recognised) and multiple sclerosis (autoimmune disease: no ashwagandha). */
export const THIRTY_THIRD_PARKINSON_AND_MS_PERSONAS = [
  onHealth(4531, 'levodopa', 'health-box', "Parkinson's diagnosed 2020, Sinemet Plus 25/100 four times daily", BASE_MAN_56, only('levodopa', SINEMET)),
  onMeds(4532, 'levodopa', 'arabic', 'مادوبار ٢٥٠ ثلاث مرات يومياً للرعاش (باركنسون)', ENERGY_AGING_MAN_56, only('levodopa', MADOPAR)),
  onMeds(4533, 'maoi', 'multi', 'Azilect 1 mg every morning + Madopar 125 four times', BASE_MAN_56, only('maoi', joined(AZILECT, MADOPAR), ['levodopa'])),
  onMeds(4534, 'maoi', 'brand', 'Selegiline patch (Emsam) 6 mg, a new one every day on the upper arm', STRESS_WOMAN_30, only('maoi', EMSAM)),
  onMeds(4535, 'autoimmune_disease', 'brand', 'Gilenya 0.5 mg daily for relapsing MS', {}, multipleSclerosis(GILENYA)),
  onHealth(4536, 'autoimmune_disease', 'arabic', 'عندي تصلب متعدد وآخذ تكفيديرا حبتين في اليوم', STRESS_WOMAN_30, multipleSclerosis(TECFIDERA)),
  onMeds(4537, 'autoimmune_disease', 'transliteration', 'MS 3andi, w ba5od Ocrevus kol 6 shohour fel mostashfa', BASE_MAN, multipleSclerosis(OCREVUS)),
  onMeds(4538, 'autoimmune_disease', 'brand', 'Kesimpta pen once a month for multiple sclerosis', ENERGY_STRESS_WOMAN_46, multipleSclerosis(KESIMPTA)),
  onHealth(
    4539,
    'autoimmune_disease',
    'health-box',
    'MS since 2017 - Tysabri drip every 4 weeks, and baclofen 10 three times a day for the stiffness',
    SLEEP_STRESS_WOMAN,
    multipleSclerosis(TYSABRI),
  ),
  onMeds(
    4540,
    'levodopa',
    'transliteration',
    "Papa nahi, main khud Parkinson's ka mareez hoon - Syndopa 110 din mein teen baar",
    BASE_MAN_56,
    only('levodopa', SINEMET),
  ),
];
