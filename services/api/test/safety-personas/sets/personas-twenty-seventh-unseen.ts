import type { InteractionClass } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation } from '../persona';
import { denied, FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
import {
  dailymed,
  health,
  meds,
  SKIN_WOMAN,
  SKIN_MAN,
  SKIN_AGING_MAN_46,
  SKIN_AGING_WOMAN_46,
  BASE_MAN,
  BASE_MAN_56,
  SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  ENERGY_IMMUNITY_WOMAN_30,
  IMMUNITY_WOMAN,
  IMMUNITY_MAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NARDIL_LABEL,
  NCCIH_ASHWAGANDHA,
  NCCIH_COQ10,
  NCCIH_GREEN_TEA,
  RHODIOLA_MANIA,
  VITAMIN_A,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EXJADE,
  FARXIGA,
  GLICLAZIDE,
  GLIMEPIRIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MINOCYCLINE,
  MOUNJARO,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OMEPRAZOLE,
  OZEMPIC,
  PLAVIX,
  PRADAXA,
  RIFAMPIN,
  RITALIN,
  TRULICITY,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Twenty-seventh set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3841–3940.
 *
 * Theme: SCOPE LEAKS in long, messy, multi-clause answers. In 90 personas there is a CURRENT
 * medicine, condition or life stage that must change the plan (what each class rules out or spaces
 * follows expectations.ts; each persona cites its own references), written right beside a clause
 * that is stopped, denied, in the past, hypothetical or someone else's, so that a word like
 * "stopped", "no", "not", "mum's", "used to", "before" or "if" could wrongly spread to the current
 * item:
 * - "stopped the aspirin the day they found the clot … now rivaroxaban", "Desferal pump stopped …,
 *   switched to Jadenu", "NO MORE ZOPICLONE … BUT STILL ON LORAZEPAM";
 * - "husband: Concor 5, Lipitor 20 (his, not mine) / me: Eliquis 2.5", "Ithu Appachan-te marunnu
 *   alla, ente swantham aanu: Xarelto", "My wife's the diabetic, not me - I'm on Wegovy";
 * - "i dont have sugar i dont have cholesterol only pressure and i take amlodipine", "NOT on
 *   warfarin … my only blood thinners are ticagrelor … and aspirin", "Latent TB - NOT active … but
 *   I am on rifampicin + isoniazid";
 * - "C-section in 2019 … the next one is my thyroid nodule coming out on 3 March", "Before it was
 *   metformin only, now I have insulin also", "Used to get gout … the kidney stones are the
 *   ongoing thing";
 * - "If the biopsy confirms it they'll call it autoimmune hepatitis - for now it's raised liver
 *   enzymes", "i was supposed to start rybelsus but … the trulicity pens instead".
 * The joins vary: none (run-on, voice-dictated), 'and', 'but', 'then', 'now', semicolons, line
 * breaks, bullets ('- ', '• ', '1)'), slashes, parentheses, emoji, ALL CAPS and copied pharmacy
 * lists; the current item comes first in some and last in others, often among three or four
 * items. Mostly the medicines (8) and health (9) boxes, a few in both. English in many registers
 * (Gulf expat, South Asian, Filipino, British, American), and 27 in Gulf, Egyptian and
 * Levantine Arabic (Arabic script and Arabizi), Urdu script, Hinglish, Tagalog and
 * Malayalam-English. Where the text explicitly stops, denies, puts in the past or gives to someone
 * else another medicine or condition, that class is listed under `not` as well.
 *
 * The last ten (3931–3940) are the over-cautious twins: everything in the answer is stopped,
 * denied, hypothetical or someone else's, and the classes named must not be read (`denied`).
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const LIPITOR = dailymed('lipitor');
const SIMVASTATIN = dailymed('zocor');
const CAPECITABINE = dailymed('capecitabine');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const SITAGLIPTIN = dailymed('januvia');
const TRESIBA = dailymed('tresiba');
const AMLODIPINE = dailymed('amlodipine');
const PERINDOPRIL = dailymed('perindopril');
const INDAPAMIDE = dailymed('indapamide');
const TELMISARTAN = dailymed('micardis');
/** CoAprovel (irbesartan with hydrochlorothiazide, Avalide in the US): the EU product information. */
const COAPROVEL = 'https://www.ema.europa.eu/en/medicines/human/EPAR/coaprovel';
const AZATHIOPRINE = dailymed('azathioprine');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const CICLOSPORIN = dailymed('neoral');
const METHOTREXATE = dailymed('methotrexate');
const CLONAZEPAM = dailymed('klonopin');
const ZOLPIDEM = dailymed('ambien');
const LORAZEPAM = dailymed('ativan');
const LAMOTRIGINE = dailymed('lamictal');
const CARBAMAZEPINE = dailymed('tegretol');
const LEVETIRACETAM = dailymed('keppra');
const METHIMAZOLE = dailymed('methimazole');
const CARBIMAZOLE = EMC('carbimazole');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const BICALUTAMIDE = dailymed('casodex');
const LEUPROLIDE_ELIGARD = dailymed('eligard');
const SERTRALINE = dailymed('zoloft');
const TENOFOVIR = dailymed('viread');
const MEDIKINET = EMC('medikinet+xl');
const ZEPBOUND = dailymed('zepbound');
const VALPROATE = dailymed('depakote');
const QUETIAPINE = dailymed('seroquel');
const HYDROXYUREA = dailymed('droxia');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const DOVATO = dailymed('dovato');
const SEVELAMER = dailymed('renvela');
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const NIDDK_AUTOIMMUNE_HEPATITIS = 'https://www.niddk.nih.gov/health-information/liver-disease/autoimmune-hepatitis';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_PERITONEAL_DIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/peritoneal-dialysis';

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
/** Kidney stones or high blood calcium: no calcium with vitamin D (NIH ODS calcium, NIDDK). */
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
/** Trouble swallowing: no bulk fibre that swells (21 CFR 201.319). */
const noSwellingFibre = (cls: InteractionClass): PersonaExpectation => ({ no: ['glucomannan'], expect: [cls], source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS) });

/** Anticoagulants, antiplatelets, bleeding disorders and chemotherapy (vitamin E; warfarin: CoQ10 too), beside a stopped, denied or someone else's clause. */
export const TWENTY_SEVENTH_BLOOD_THINNER_PERSONAS = [
  onMeds(
    3841,
    'anticoagulant',
    'negation',
    'stopped the aspirin the day they found the clot in my lung now rivaroxaban 15 twice a day for 3 weeks then 20 once a day and the haematologist says at least six months no missing doses',
    SKIN_WOMAN,
    noVitaminE(XARELTO, 'anticoagulant', { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3842,
    'anticoagulant',
    'english',
    '- husband: Concor 5, Lipitor 20 (his, not mine)\n- me: Eliquis 2.5 twice a day since the AF was picked up in April\n- our son: nothing',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', { not: ['blood_pressure', 'statin'], source: joined(BISOPROLOL, LIPITOR) }),
  ),
  onMeds(
    3843,
    'anticoagulant',
    'transliteration',
    'kint a5ith aspirin gabel bs wagaftah, el 7een warfarin 5 mg kil lail 3ashan el sammam, w el INR 2.7 akher mara. abooy huwa elly 3ala Plavix mob ana',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { not: ['antiplatelet'], source: joined(ASPIRIN_81, PLAVIX) }),
  ),
  onMeds(
    3844,
    'anticoagulant',
    'arabic',
    'مابقتش باخد البروفين خالص، الدكتور قال ممنوع مع الإليكويس، وأنا على إليكويس ٥ مرتين في اليوم من ساعة الجلطة اللي في رجلي',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  onMeds(
    3845,
    'anticoagulant',
    'dose',
    'ACTIVE MEDICATIONS\nDABIGATRAN ETEXILATE 150MG CAP - 1 CAP BY MOUTH TWICE DAILY\nDISCONTINUED: WARFARIN 3MG TAB (CHANGED TO DABIGATRAN 03/2024)\nDISCONTINUED: OMEPRAZOLE 20MG CAP',
    SKIN_MAN,
    noVitaminE(PRADAXA, 'anticoagulant', { not: ['ppi'], source: OMEPRAZOLE }),
  ),
  persona(
    3846,
    'anticoagulant',
    'multi',
    {
      ...SKIN_WOMAN,
      ...meds('Enoxaparin 40 mg injection every evening until 6 weeks after the op; the cefuroxime course is finished and the painkillers are down to paracetamol'),
      ...health('Knee replacement done 10 days ago, recovering at home'),
    },
    noVitaminE(LOVENOX, 'anticoagulant', { not: ['surgery'] }),
  ),
  onMeds(
    3847,
    'anticoagulant',
    'transliteration',
    'Ithu Appachan-te marunnu alla, ente swantham aanu: Xarelto 20 daily, DVT vannathinu sesham. Appachan aanu aspirin kazhikkunnathu, njan alla.',
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant', { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3848,
    'antiplatelet',
    'negation',
    'NOT on warfarin and never had the injections - my only blood thinners are ticagrelor 90 twice a day and aspirin 75, since the heart attack in February',
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { not: ['anticoagulant'], source: joined(WARFARIN, ASPIRIN_81) }),
  ),
  onMeds(
    3849,
    'antiplatelet',
    'transliteration',
    'Pehle sirf Ecosprin leta tha, stent ke baad doctor ne Clopilet 75 bhi add kiya, phir 1 saal baad Ecosprin band kar di - ab sirf Clopilet roz subah',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(
    3850,
    'antiplatelet',
    'english',
    'my medicines are clopidogrel seventy five every morning I used to be on atorvastatin but it gave me cramps so they stopped it and I am not diabetic and no blood pressure tablets either',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { not: ['statin', 'glucose_lowering', 'blood_pressure'], source: joined(LIPITOR, NIDDK_DIABETES) }),
  ),
  onMeds(
    3851,
    'antiplatelet',
    'arabic',
    'بطّلت دوا الكوليسترول من شهرين لأنو وجعني بالعضل، بس الأسبرين ٨١ كل يوم ما بوقفو أبداً من بعد الجلطة القلبية',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { not: ['statin'], source: LIPITOR }),
  ),
  onHealth(
    3852,
    'bleeding_disorder',
    'health-box',
    "Mum had breast cancer (not me, I've been screened). I have haemophilia B, mild - factor IX before any dental work. No other problems.",
    SKIN_MAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder', { not: ['hormone_sensitive_cancer', 'cancer_treatment'] }),
  ),
  onHealth(
    3853,
    'bleeding_disorder',
    'english',
    'I stopped na my birth control pills last year po, but I have von Willebrand disease - I bruise easily and my gums bleed when I brush',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder', { not: ['hormonal_therapy'] }),
  ),
  onHealth(
    3854,
    'cancer_treatment',
    'english',
    'Breast cancer treated in 2019, all clear from that one. Now a different cancer - bowel - and I am on capecitabine tablets, two weeks on and one week off.',
    SKIN_WOMAN,
    noVitaminE(joined(NCI_CHEMO, CAPECITABINE), 'cancer_treatment'),
  ),
];

/** The medicines and conditions of the ashwagandha list (pregnancy and breastfeeding below), beside a stopped, denied, past or someone else's clause. */
export const TWENTY_SEVENTH_ASHWAGANDHA_PERSONAS = [
  onMeds(
    3855,
    'glucose_lowering',
    'arabic',
    'الوالدة هي اللي على الإنسولين مو أنا، أنا آخذ جانوفيا ١٠٠ حبة وحدة الصبح وجلوكوفاج ٥٠٠ بعد العشا',
    BASE_MAN,
    noAshwagandha(SITAGLIPTIN, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3856,
    'glucose_lowering',
    'english',
    'Before it was metformin only, now I have insulin also po every night (Lantus 18 units), and the gliclazide the doctor already stopped',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering', { expect: ['metformin'], source: joined(METFORMIN, GLICLAZIDE) }),
  ),
  onMeds(
    3857,
    'glucose_lowering',
    'negation',
    'Dapagliflozin 10 mg each morning; metformin was stopped last spring because of my kidneys (eGFR 38); no insulin, no gliclazide',
    {},
    plus(noAshwagandha(FARXIGA, 'glucose_lowering', { not: ['metformin'], source: METFORMIN }), noMagnesium(NIDDK_CKD)),
  ),
  onMeds(
    3858,
    'glucose_lowering',
    'english',
    'These sugar tablets are not of my father, they are mine only - Glycomet SR 500 at night and Amaryl 1 mg in the morning. Father is on insulin, not me.',
    BASE_MAN,
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3859,
    'glucose_lowering',
    'dose',
    'RX 44120  TRESIBA FLEXTOUCH 100 UNITS/ML  INJECT 24 UNITS UNDER THE SKIN ONCE DAILY  ** LEVEMIR RX CANCELLED - REPLACED **',
    BASE_MAN,
    noAshwagandha(TRESIBA, 'glucose_lowering', { source: INSULIN }),
  ),
  onMeds(
    3860,
    'blood_pressure',
    'english',
    'i dont have sugar i dont have cholesterol only pressure and i take amlodipine 5 every morning since 2 years and the doctor says continue',
    BASE_MAN,
    noAshwagandha(AMLODIPINE, 'blood_pressure', { not: ['glucose_lowering', 'statin'], source: NIDDK_DIABETES }),
  ),
  onMeds(
    3861,
    'blood_pressure',
    'multi',
    'Perindopril 4 mg - yes, every morning\nIndapamide - stopped by the GP (sodium went low)\nAspirin - never been on it\nStatin - refused',
    BASE_MAN,
    noAshwagandha(PERINDOPRIL, 'blood_pressure', { not: ['diuretic', 'antiplatelet', 'statin'], source: joined(INDAPAMIDE, ASPIRIN_81) }),
  ),
  onMeds(
    3862,
    'blood_pressure',
    'english',
    'For pressure Telma 40 daily morning. Sugar is not there. Earlier Atorva 10 was there for cholesterol, that is stopped now.',
    {},
    noAshwagandha(TELMISARTAN, 'blood_pressure', { not: ['glucose_lowering', 'statin'], source: LIPITOR }),
  ),
  onMeds(
    3863,
    'blood_pressure',
    'brand',
    '• Co-Aprovel 150/12.5 ✔ every morning\n• Zocor 20 – gave it up last year\n• Panadol only if I get a headache',
    BASE_MAN,
    noAshwagandha(COAPROVEL, 'blood_pressure', { expect: ['diuretic'], not: ['statin'], source: SIMVASTATIN }),
  ),
  onMeds(
    3864,
    'immunosuppressant',
    'multi',
    "1) prednisolone - finished in January\n2) azathioprine 100 mg daily for the Crohn's - continuing, gastro says long term\n3) mesalazine - stopped, didn't help",
    {},
    noAshwagandha(AZATHIOPRINE, 'immunosuppressant'),
  ),
  onMeds(
    3865,
    'immunosuppressant',
    'arabic',
    'بعد زراعة الكلية بآخد سيلسبت وبروغراف كل يوم، والكورتيزون وقّفوه من سنة',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onMeds(
    3866,
    'immunosuppressant',
    'multi',
    'ciclosporin 100 bd / for psoriasis / methotrexate stopped (liver bloods) / no biologic yet',
    {},
    noAshwagandha(CICLOSPORIN, 'immunosuppressant', { not: ['methotrexate'], source: METHOTREXATE }),
  ),
  onMeds(
    3867,
    'sedative',
    'negation',
    "I don't drink, never smoked and no antidepressants, but I'm on clonazepam 0.5 twice a day since the panic attacks started",
    SLEEP_STRESS_WOMAN,
    noAshwagandha(CLONAZEPAM, 'sedative', { not: ['ssri_snri'] }),
  ),
  onMeds(
    3868,
    'sedative',
    'transliteration',
    'Yung Xanax ni mama, hindi ko iniinom 🙅‍♀️ Ang akin ay Stilnox 10 gabi-gabi, reseta ng psychiatrist ko mula noong Hunyo.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ZOLPIDEM, 'sedative'),
  ),
  onMeds(
    3869,
    'sedative',
    'english',
    'NO MORE ZOPICLONE (DOCTOR TOOK ME OFF IT IN MAY) BUT STILL ON LORAZEPAM 1MG AT BEDTIME FOR THE ANXIETY',
    SLEEP_STRESS_MAN,
    noAshwagandha(LORAZEPAM, 'sedative'),
  ),
  onMeds(
    3870,
    'antiepileptic',
    'english',
    "Lamotrigine 100 bd (for epilepsy, not bipolar - that's my sister's diagnosis) and nothing else",
    SLEEP_STRESS_MAN,
    noAshwagandha(LAMOTRIGINE, 'antiepileptic', { not: ['bipolar_disorder'] }),
  ),
  onMeds(
    3871,
    'antiepileptic',
    'arabic',
    'ما عندي صرع والحمد لله، بس دكتور الأعصاب مخليني على تجريتول ٤٠٠ مرتين عشان عصب الوجه',
    {},
    noAshwagandha(CARBAMAZEPINE, 'antiepileptic'),
  ),
  onMeds(
    3872,
    'antiepileptic',
    'transliteration',
    'Fits nahi aaye 3 saal se, phir bhi Levipil 500 subah shaam chal rahi hai, neurologist ne band nahi ki',
    SLEEP_STRESS_MAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  onMeds(
    3873,
    'levothyroxine',
    'negation',
    'Never had thyroid cancer or thyroid surgery - the gland just stopped working after my second baby. Thyroxine 75 mcg every morning.',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { not: ['cancer_treatment', 'surgery'] }),
  ),
  onMeds(
    3874,
    'levothyroxine',
    'transliteration',
    "ma 3ande sokkari w ma 3ande daghet, bas el ghodde kaslane w ba5od Euthyrox 100 kel yom 3al ri2",
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { not: ['glucose_lowering', 'blood_pressure'], source: NIDDK_DIABETES }),
  ),
  onMeds(
    3875,
    'antithyroid',
    'english',
    'Radioactive iodine was offered but I said no, then the endo put me on methimazole 10 mg and I am still taking it every day',
    {},
    noAshwagandha(METHIMAZOLE, 'antithyroid'),
  ),
  onMeds(
    3876,
    'antithyroid',
    'multi',
    'تھائیروکسن میری بہن کی دوا ہے، میری نہیں۔ میرا تھائیرائیڈ زیادہ کام کرتا ہے اور میں کاربیمازول ۱۰ روز لیتی ہوں۔',
    {},
    noAshwagandha(CARBIMAZOLE, 'antithyroid', { not: ['levothyroxine'], source: LEVOTHYROXINE }),
  ),
  onHealth(
    3877,
    'autoimmune_disease',
    'health-box',
    'Lupus (SLE) since 2020 - in a quiet phase, not cured. Kidneys checked: fine. Not pregnant, no plans.',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { not: ['kidney_disease', 'pregnancy_breastfeeding'] }),
  ),
  onHealth(
    3878,
    'autoimmune_disease',
    'english',
    'No more steroids for me since March, but I still have rheumatoid arthritis po and I take hydroxychloroquine every day',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: HYDROXYCHLOROQUINE }),
  ),
  onMeds(
    3879,
    'hormone_sensitive_cancer',
    'english',
    'Dad died of bowel cancer; mine is prostate - bicalutamide 50 every day and the Zoladex implant every 12 weeks',
    BASE_MAN_56,
    noAshwagandha(BICALUTAMIDE, 'hormone_sensitive_cancer', { source: joined(GOSERELIN, NCI_PROSTATE) }),
  ),
  onHealth(
    3880,
    'hormone_sensitive_cancer',
    'english',
    'Prostate op was 2 years back, that part is over. Now only Eligard injection every 6 months for the prostate cancer, PSA low.',
    BASE_MAN_56,
    noAshwagandha(LEUPROLIDE_ELIGARD, 'hormone_sensitive_cancer', { not: ['surgery'], source: NCI_PROSTATE }),
  ),
  onHealth(
    3881,
    'surgery',
    'health-box',
    'C-section in 2019 and a wisdom tooth in 2021, both long healed - the next one is my thyroid nodule coming out on 3 March.',
    {},
    noAshwagandha(ODS_WYNTK, 'surgery', { not: ['pregnancy_breastfeeding'] }),
  ),
  onHealth(3882, 'surgery', 'arabic', 'سويت عملية المرارة قبل خمس سنين وخلصنا منها، والحين عندي موعد عملية فتق الأسبوع الجاي', BASE_MAN, noAshwagandha(ODS_WYNTK, 'surgery')),
  onHealth(
    3883,
    'surgery',
    'transliteration',
    'Kazhinja varsham appendix operation kazhinju, athu okay. Ini adutha maasam 12-nu knee replacement fix cheythittundu.',
    BASE_MAN_56,
    noAshwagandha(ODS_WYNTK, 'surgery'),
  ),
];

/** Pregnancy and breastfeeding (ashwagandha), beside a pregnancy, a medicine or a condition that is over. */
export const TWENTY_SEVENTH_PREGNANCY_PERSONAS = [
  persona(
    3884,
    'pregnancy_breastfeeding',
    'multi',
    {
      ...meds('Progesterone pessaries twice a day and Clexane 40 every night (IVF clinic)'),
      ...health('Miscarried twice in 2023, then IVF - now 9 weeks pregnant'),
    },
    plus(pregnant(['anticoagulant'], LOVENOX), { no: ['vitamin-e'], source: VITAMIN_E }),
  ),
  onHealth(3885, 'pregnancy_breastfeeding', 'english', 'First baby is 2 years, I stopped feeding him last year. Now again I am 5 months pregnant.', {}, pregnant()),
  onHealth(
    3886,
    'pregnancy_breastfeeding',
    'arabic',
    'ما عم آخد حبوب منع الحمل من سنة، وهلق أنا حامل بالشهر الخامس والحمد لله',
    {},
    plus(pregnant(), { not: ['hormonal_therapy'] }),
  ),
  onHealth(
    3887,
    'pregnancy_breastfeeding',
    'english',
    "I'm not diabetic and no high blood po, but I'm breastfeeding my 3-month-old so please check",
    {},
    plus(pregnant(), { not: ['glucose_lowering', 'blood_pressure'], source: NIDDK_DIABETES }),
  ),
  onMeds(
    3888,
    'pregnancy_breastfeeding',
    'negation',
    "stopped my sertraline when I found out 🤰 24 wks now, GP ok'd it, nothing else",
    {},
    plus(pregnant(), { not: ['ssri_snri'], source: SERTRALINE }),
  ),
  onHealth(
    3889,
    'pregnancy_breastfeeding',
    'health-box',
    'GDM in first pregnancy, it resolved after delivery. Now second pregnancy, 20 weeks. No insulin, no metformin this time, sugars normal.',
    {},
    plus(pregnant(), { not: ['glucose_lowering', 'metformin'], source: NIDDK_DIABETES }),
  ),
];

/** Liver disease, TB treatment, ADHD stimulants and phenelzine (green tea extract), beside a clause that is over, denied or someone else's. */
export const TWENTY_SEVENTH_GREEN_TEA_PERSONAS = [
  onHealth(
    3890,
    'liver_disease',
    'english',
    'Hep C was cured in 2019 (Epclusa, 12 weeks), but the scarring stayed - cirrhosis, Child-Pugh A, ultrasound every 6 months.',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }),
  ),
  onHealth(
    3891,
    'liver_disease',
    'negation',
    "Don't drink alcohol at all, never did, not diabetic either, but the scan showed fatty liver and my enzymes are up (ALT 88) - the doctor said lose 10 kg.",
    WEIGHT_WOMAN,
    plus(noGreenTea(NIDDK_NAFLD, 'liver_disease'), { not: ['glucose_lowering'], source: NIDDK_DIABETES }),
  ),
  onMeds(
    3892,
    'liver_disease',
    'english',
    'Hepatitis B is there for me, Tenvir 300 daily I am taking. Wife does not have it, she took the vaccine.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: TENOFOVIR }),
  ),
  onHealth(
    3893,
    'liver_disease',
    'health-box',
    "If the biopsy confirms it they'll call it autoimmune hepatitis - for now it's 'raised liver enzymes, cause unknown', ALT 210 last week.",
    WEIGHT_MAN,
    noGreenTea(NIDDK_AUTOIMMUNE_HEPATITIS, 'liver_disease'),
  ),
  onMeds(
    3894,
    'tb_treatment',
    'negation',
    'Latent TB on my visa screening - NOT active, not contagious - but I am on 3 months of rifampicin + isoniazid anyway, week 5.',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    3895,
    'tb_treatment',
    'english',
    'Finished na the antibiotic for my cough, but the TB meds (HRZE) continue until December po',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    3896,
    'tb_treatment',
    'arabic',
    'أخويا اتعالج من السل السنة اللي فاتت وخلص، وأنا دلوقتي في الشهر التالت من نفس العلاج',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    3897,
    'adhd_medicine',
    'english',
    'Tried Strattera first (stopped, made me sick), then Ritalin for a bit, now Vyvanse 50 every morning since September',
    FOCUS_WOMAN,
    noGreenTea(VYVANSE, 'adhd_medicine'),
  ),
  onMeds(
    3898,
    'adhd_medicine',
    'transliteration',
    'ebni howa elly 3ando ADHD el awel, w ba3d kda el doctor 2al en ana kaman 3andi, w ba5od Concerta 36 kol sob7',
    FOCUS_MAN,
    noGreenTea(CONCERTA, 'adhd_medicine'),
  ),
  onMeds(
    3899,
    'adhd_medicine',
    'multi',
    'Medikinet XL 30 mg every morning / no coffee after 2pm / no energy drinks since uni',
    FOCUS_MAN,
    noGreenTea(MEDIKINET, 'adhd_medicine', { source: RITALIN }),
  ),
  onMeds(
    3900,
    'maoi',
    'english',
    'Switched from sertraline to phenelzine (Nardil) 15 mg three times a day in the spring - the sertraline is fully out of my system now.',
    FOCUS_WOMAN,
    plus(noGreenTea(NARDIL_LABEL, 'maoi'), { not: ['ssri_snri'], source: SERTRALINE }),
  ),
];

/** GLP-1 medicines and trouble swallowing (swelling fibre), isotretinoin (multivitamin), lithium and bipolar disorder (rhodiola). */
export const TWENTY_SEVENTH_GLP1_RETINOID_MOOD_PERSONAS = [
  onMeds(3901, 'glp1_agonist', 'english', "My wife's the diabetic, not me - I'm on Wegovy 1.7 for weight only 💉 Sunday nights.", WEIGHT_MAN, glp1(WEGOVY)),
  onMeds(
    3902,
    'glp1_agonist',
    'arabic',
    'وقفت الجلوكوفاج لأنه تعبني في بطني، والحين بس على أوزمبيك نص ملي كل جمعة',
    WEIGHT_WOMAN,
    plus(glp1(OZEMPIC), { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3903,
    'glp1_agonist',
    'transliteration',
    'Hindi na Saxenda, Mounjaro na po ngayon - 5 mg tuwing Sabado. Itinigil ko ang Saxenda noong Abril.',
    WEIGHT_WOMAN,
    glp1(MOUNJARO),
  ),
  onMeds(
    3904,
    'glp1_agonist',
    'negation',
    'NO SURGERY, NO BALLOON - JUST THE ZEPBOUND 10MG SHOT EVERY WEEK',
    WEIGHT_WOMAN,
    plus(glp1(ZEPBOUND), { not: ['surgery', 'bariatric_surgery'] }),
  ),
  onMeds(
    3905,
    'glp1_agonist',
    'english',
    'i was supposed to start rybelsus but the pharmacy didnt have it so the doctor gave me the trulicity pens instead and ive done four weeks now one point five',
    WEIGHT_MAN,
    glp1(TRULICITY),
  ),
  onHealth(
    3906,
    'swallowing_difficulty',
    'health-box',
    'Reflux is gone since the op, but the stricture it left means dysphagia - tablets and dry food stick halfway down.',
    WEIGHT_WOMAN,
    plus(noSwellingFibre('swallowing_difficulty'), { not: ['surgery'] }),
  ),
  onMeds(
    3907,
    'retinoid',
    'english',
    'Minocycline did nothing so the derm stopped it and started me on Accutane 40 mg a day - month 1.',
    ROACCUTANE_MAN,
    plus(noMultivitamin(ISOTRETINOIN), { not: ['quinolone_tetracycline'], source: MINOCYCLINE }),
  ),
  onMeds(
    3908,
    'retinoid',
    'english',
    'My sister left Isotroin in between but I am still continuing - 20 mg daily, fourth month.',
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(
    3909,
    'retinoid',
    'typo',
    'finished the doxy course b4 xmas, now on roacutan 20mg evry day for acne',
    ROACCUTANE_WOMAN,
    plus(noMultivitamin(ISOTRETINOIN), { not: ['quinolone_tetracycline'], source: DOXYCYCLINE }),
  ),
  onMeds(
    3910,
    'lithium',
    'english',
    'Lithium 600 at night (the Depakote was stopped in 2021 because of weight gain) - levels every 3 months.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { not: ['antiepileptic'], source: VALPROATE }),
  ),
  onMeds(
    3911,
    'lithium',
    'transliteration',
    'Ammaykku lithium illa, enikku aanu - Lithosun SR 450 raathri, psychiatrist nirthan paranjittilla.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  onHealth(
    3912,
    'bipolar_disorder',
    'health-box',
    'Depression was the first diagnosis; in 2022 it was changed to bipolar I, on quetiapine, no mania for a year.',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antipsychotic'], source: QUETIAPINE }),
  ),
  onHealth(
    3913,
    'bipolar_disorder',
    'arabic',
    'مش اكتئاب بس زي ما كانوا فاكرين، الدكتور قال عندي اضطراب ثنائي القطب، ومن غير أدوية دلوقتي بس تحت المتابعة',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
];

/** Kidney disease and dialysis (magnesium), iron chelators, iron overload and sickle cell (iron; vitamin C with a chelator), kidney stones and high calcium (calcium with D). */
export const TWENTY_SEVENTH_KIDNEY_IRON_CALCIUM_PERSONAS = [
  onHealth(
    3914,
    'kidney_disease',
    'english',
    'the diabetes is my dads not mine my problem is the kidneys CKD stage 4 creatinine 280 they said dialysis maybe next year',
    SLEEP_STRESS_MAN,
    plus(noMagnesium(NIDDK_CKD), { not: ['glucose_lowering'], source: NIDDK_DIABETES }),
  ),
  onHealth(
    3915,
    'kidney_disease',
    'english',
    'BP was high only during my pregnancy and it settled. What is left now is the kidneys - stage 3, and the nephrologist said no magnesium.',
    SLEEP_STRESS_WOMAN,
    plus(noMagnesium(NIDDK_CKD), { not: ['blood_pressure', 'pregnancy_breastfeeding'] }),
  ),
  onHealth(
    3916,
    'kidney_disease',
    'english',
    'I am on dialysis 3x a week po, my father also was before but he passed away already',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  persona(
    3917,
    'kidney_disease',
    'multi',
    {
      ...SLEEP_STRESS_WOMAN,
      ...meds('Renvela with every meal; the potassium binder was stopped last month'),
      ...health('Peritoneal dialysis every night at home since 2023'),
    },
    noMagnesium(joined(NIDDK_PERITONEAL_DIALYSIS, NIDDK_CKD, SEVELAMER)),
  ),
  onMeds(
    3918,
    'iron_chelator',
    'english',
    "Desferal pump stopped (couldn't stand the needles), switched to Jadenu 900 mg each morning; transfusions every 3 weeks",
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(JADENU),
  ),
  onMeds(
    3919,
    'iron_chelator',
    'transliteration',
    'Meri behen ko bhi thalassemia hai par wo minor hai; mujhe major hai, Asunra 500 teen goli roz leti hoon aur har 20 din blood chadta hai',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  onHealth(
    3920,
    'iron_overload',
    'english',
    'The iron tablets were a mistake - the GP thought I was anaemic, then the bloods showed haemochromatosis (ferritin 1,100). Venesection monthly now.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3921,
    'sickle_cell',
    'english',
    'Both my kids have the trait only, but I am HbSC 🩸 sickle cell disease, crises a couple of times a year.',
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  onHealth(
    3922,
    'sickle_cell',
    'arabic',
    'زوجي حامل للصفة بس، أما أنا فعندي أنيميا منجلية وآخذ هيدروكسي يوريا كل يوم',
    ENERGY_WOMAN,
    plus(noIron(ASH_SICKLE_IRON, 'sickle_cell'), { source: HYDROXYUREA }),
  ),
  onHealth(
    3923,
    'kidney_stones',
    'english',
    'Used to get gout, not any more since the allopurinol; the kidney stones are the ongoing thing - two this year.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3924,
    'kidney_stones',
    'english',
    'Gallbladder stone operation was done in 2020, that is over. But kidney stone is still there, two months back the pain came again.',
    AGING_WOMAN_46,
    plus(noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'), { not: ['surgery'] }),
  ),
  onHealth(
    3925,
    'hypercalcaemia',
    'health-box',
    'Vitamin D was stopped by the endocrinologist - calcium 2.95, PTH high, parathyroid scan booked.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
];

/** The spacing classes: quinolones beside zinc, levothyroxine beside calcium, integrase inhibitors beside magnesium or zinc. */
export const TWENTY_SEVENTH_SPACING_PERSONAS = [
  onMeds(
    3926,
    'quinolone_tetracycline',
    'english',
    'Amoxicillin first (did nothing), then azithromycin, and now levofloxacin 500 once a day - day 3 of 7.',
    IMMUNITY_WOMAN,
    spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3927,
    'quinolone_tetracycline',
    'english',
    "Finished the co-amoxiclav on Tuesday; GP's now put me on ciprofloxacin 500 twice daily for a week for the prostate infection",
    IMMUNITY_MAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3928,
    'levothyroxine',
    'negation',
    'Levothyroxine 88 mcg before breakfast; the thyroid cancer was my aunt, not me; calcium I do not take yet',
    AGING_WOMAN_46,
    plus(spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM), { not: ['cancer_treatment'] }),
  ),
  onMeds(
    3929,
    'integrase_inhibitor',
    'english',
    'PEP once in 2020 (tested negative after). Diagnosed in 2022 and on Biktarvy every day since, undetectable.',
    SLEEP_STRESS_MAN,
    spacing(BIKTARVY, 'integrase_inhibitor', MAGNESIUM),
  ),
  onMeds(
    3930,
    'integrase_inhibitor',
    'english',
    'Before my HIV meds was TLD, changed to Dovato last January po, one tablet daily',
    IMMUNITY_MAN,
    spacing(DOVATO, 'integrase_inhibitor', ZINC),
  ),
];

/** Over-cautious twins: everything in the answer is stopped, denied, hypothetical or someone else's (the classes named must not be read). */
export const TWENTY_SEVENTH_OVER_CAUTIOUS_PERSONAS = [
  onMeds(
    3931,
    'anticoagulant',
    'negation',
    'Warfarin was stopped in 2021 after the 6 months for the DVT. No blood thinner since then, nothing else regular.',
    SKIN_AGING_MAN_46,
    denied(['anticoagulant'], joined(WARFARIN, VITAMIN_E, NCCIH_COQ10)),
  ),
  onMeds(
    3932,
    'glucose_lowering',
    'english',
    "Metformin is my mummy's, I only remind her. I have no sugar and no medicines.",
    {},
    denied(['glucose_lowering', 'metformin'], joined(METFORMIN, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(3933, 'pregnancy_breastfeeding', 'arabic', 'الرضاعة: وقفتها من ٨ شهور\nالحمل: لا\nالأدوية: ما في', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onMeds(
    3934,
    'lithium',
    'english',
    "Lithium levels every 3 months at the psychiatry clinic - that's my husband's routine, I only book the slots. Myself: no medicines, no diagnosis.",
    ENERGY_WOMAN,
    denied(['lithium', 'bipolar_disorder'], joined(LITHIUM, RHODIOLA_MANIA)),
  ),
  onHealth(
    3935,
    'surgery',
    'english',
    'If the knee gets worse they might operate one day, but nothing is planned and there is no date.',
    BASE_MAN_56,
    denied(['surgery'], joined(ODS_WYNTK, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3936,
    'kidney_disease',
    'transliteration',
    'Yung tita ko sa bahay ang naka-dialysis, ako lang ang naghahatid sa kanya tuwing Martes at Biyernes; okay naman daw ang kidney ko sabi ng doktor',
    SLEEP_STRESS_WOMAN,
    denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM)),
  ),
  onMeds(
    3937,
    'glp1_agonist',
    'english',
    'Tried Ozempic for 2 months in 2022 and stopped it (nausea). Nothing since.',
    WEIGHT_WOMAN,
    denied(['glp1_agonist'], joined(OZEMPIC, FDA_SWELLING_GUMS)),
  ),
  onMeds(3938, 'adhd_medicine', 'arabic', 'الريتالين ده بتاع ابني مش ليا، أنا مش باخد أي أدوية خالص', FOCUS_WOMAN, denied(['adhd_medicine'], joined(RITALIN, NCCIH_GREEN_TEA))),
  onMeds(
    3939,
    'retinoid',
    'transliteration',
    'Isotretinoin course 2021-il theernnu, ippo oru marunnum kazhikkunnilla.',
    ROACCUTANE_WOMAN,
    denied(['retinoid'], joined(ISOTRETINOIN, VITAMIN_A)),
  ),
  onMeds(
    3940,
    'antiplatelet',
    'negation',
    'ASPIRIN - STOPPED BY CARDIOLOGIST 2023 (NO STENT, NORMAL ANGIO). CURRENT MEDS: NONE',
    SKIN_MAN,
    denied(['antiplatelet'], joined(ASPIRIN_81, VITAMIN_E)),
  ),
];
