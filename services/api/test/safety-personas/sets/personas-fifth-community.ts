import type { SafetyPersona } from '../persona';
import {
  meds, health, concernBox, SKIN_WOMAN, SKIN_MAN, SKIN_AGING_MAN_46, SKIN_AGING_WOMAN_46, BASE_MAN, SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN, ENERGY_WOMAN, ENERGY_WOMAN_30, IMMUNITY_WOMAN, IMMUNITY_MAN, FOCUS_MAN, FOCUS_WOMAN,
  AGING_WOMAN_46, BASE_MAN_56, VITAMIN_E, VITAMIN_C, VITAMIN_D, VITAMIN_B12, CALCIUM, MAGNESIUM, IRON, FOLATE,
  PROBIOTICS, NCCIH_ASHWAGANDHA, NCCIH_GREEN_TEA, LIVERTOX_ASHWAGANDHA, RHODIOLA_MANIA, ASH_SICKLE_IRON,
  ASCORBIC_ACID_LABEL, dailymed,
} from '../persona-answers';

/**
 * A fifth independent persona set: the UAE's South Asian (India, Pakistan, Bangladesh, Sri Lanka)
 * and Filipino residents, typing in an English app the way they speak at home. Romanised
 * Hindi/Urdu and Hinglish ("sugar ki goli", "BP ki dawai roz leta hoon", "doodh pilati hoon"),
 * Tagalog/Taglish ("buntis ako", "nagpapasuso", "gamot sa altapresyon", "maintenance ko Losartan"),
 * brands from India and the Philippines (Glycomet, Thyronorm, Ecosprin, Telma, Amlong, Rosuvas,
 * Pan-D, Acitrom, Aspilets, Lifezar, Trust…; each brand → generic checked against a public label or
 * pharmacy page before writing) and the dosing shorthand of those communities ("1-0-1", "OD",
 * "maintenance", "khali pet"). Written from references before the engine was run on it.
 * Numbers start at 501 so the ids never collide with the other sets.
 */

/** The base answers (woman 36-45, goals stress/energy/ageing): ashwagandha and rhodiola are planned. */
const BASE = {};

// References used only here (DailyMed labels for the medicine named).
const ACENOCOUMAROL_WARFARIN = VITAMIN_E; // ODS vitamin E: bleeding risk with vitamin K antagonists (warfarin family)
const METFORMIN_B12 = VITAMIN_B12;
const PPI_B12 = VITAMIN_B12;
const LEVOTHYROXINE_CALCIUM = CALCIUM;
const QUINOLONE_MINERALS = CALCIUM;
const BISPHOSPHONATE_CALCIUM = CALCIUM;
const LEVODOPA_IRON = IRON;
const METHOTREXATE_FOLATE = FOLATE;
const TELMISARTAN_HCTZ_LABEL = dailymed('telmisartan+and+hydrochlorothiazide');
const TORSEMIDE_LABEL = dailymed('torsemide');
const ROSUVASTATIN_LABEL = dailymed('rosuvastatin');
const LOSARTAN_LABEL = dailymed('losartan');
const LITHIUM_LABEL = dailymed('lithium+carbonate');
const RISPERIDONE_LABEL = dailymed('risperidone');
const ESCITALOPRAM_LABEL = dailymed('escitalopram');
const AMITRIPTYLINE_LABEL = dailymed('amitriptyline');
const LEVETIRACETAM_LABEL = dailymed('levetiracetam');
const LETROZOLE_LABEL = dailymed('letrozole');
const LEVONORGESTREL_EE_LABEL = dailymed('levonorgestrel+and+ethinyl+estradiol');
const ALPRAZOLAM_LABEL = dailymed('alprazolam');
const DIGOXIN_LABEL = dailymed('digoxin');
const RIVAROXABAN_LABEL = dailymed('rivaroxaban');
/** Potassium chloride tablets: contraindicated where passage through the oesophagus is delayed. */
const SWALLOWING_LABEL = dailymed('potassium+chloride+extended+release+tablets');

export const FIFTH_COMMUNITY_PERSONAS: readonly SafetyPersona[] = [
  // ── Anticoagulant ────────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E with anticoagulants raises the risk of bleeding. "Khoon patla karne ki dawai" = blood-thinning medicine.
  {
    id: 'anticoagulant-transliteration-501',
    cls: 'anticoagulant',
    style: 'transliteration',
    answers: { ...SKIN_MAN, ...meds('khoon patla karne ki dawai roz raat ko leta hoon') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // Acitrom = acenocoumarol (nicoumalone, Abbott India), a coumarin vitamin K antagonist like warfarin; ODS vitamin E: bleeding.
  {
    id: 'anticoagulant-brand-502',
    cls: 'anticoagulant',
    style: 'brand',
    answers: { ...SKIN_AGING_WOMAN_46, ...meds('Acitrom 2 mg raat ko, INR har mahine') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: ACENOCOUMAROL_WARFARIN,
  },
  // Tagalog "pampalabnaw ng dugo" = blood thinner, taken as maintenance after a clot in the leg (DVT): an anticoagulant. ODS vitamin E.
  {
    id: 'anticoagulant-transliteration-503',
    cls: 'anticoagulant',
    style: 'transliteration',
    answers: { ...SKIN_WOMAN, ...meds('maintenance ko pampalabnaw ng dugo kasi nagka-clot sa binti ko') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // Negation (Tagalog): "I used to take warfarin but the doctor stopped it last year" — not a current anticoagulant.
  {
    id: 'anticoagulant-negation-504',
    cls: 'anticoagulant',
    style: 'negation',
    answers: { ...SKIN_WOMAN, ...meds('dati akong nag-warfarin pero itinigil na ng doktor noong isang taon') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // ── Heart rhythm ─────────────────────────────────────────────────────────────
  // Rivaroxaban label: for stroke prevention in atrial fibrillation; ODS vitamin E: bleeding with anticoagulants.
  {
    id: 'heart_rhythm-multi-505',
    cls: 'heart_rhythm',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('AF hai — Xarelto 20 OD + Concor 2.5') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant', 'heart_rhythm'],
    source: VITAMIN_E,
  },
  // "The heartbeat stays out of control, the doctor said AF" — the condition alone, typed in Hinglish.
  {
    id: 'heart_rhythm-transliteration-506',
    cls: 'heart_rhythm',
    style: 'transliteration',
    answers: health('dil ki dhadkan bekaabu rehti hai, doctor ne AF bataya'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm'],
    source: RIVAROXABAN_LABEL,
  },
  // ── Antiplatelet ─────────────────────────────────────────────────────────────
  // Ecosprin (USV, India) = low-dose aspirin. ODS vitamin E: vitamin E with antiplatelet medicines may raise bleeding risk.
  {
    id: 'antiplatelet-brand-507',
    cls: 'antiplatelet',
    style: 'brand',
    answers: { ...SKIN_WOMAN, ...meds('Ecosprin 75 lunch ke baad') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // Aspilets (Unilab / United Pharma, Philippines) = aspirin 80 mg, an antiplatelet. ODS vitamin E.
  {
    id: 'antiplatelet-brand-508',
    cls: 'antiplatelet',
    style: 'brand',
    answers: { ...SKIN_MAN, ...meds('Aspilets 80 mg isang beses sa isang araw') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // Ecosprin AV = aspirin + atorvastatin; Deplatt (Torrent) = clopidogrel. Dual antiplatelet after a stent. ODS vitamin E.
  {
    id: 'antiplatelet-multi-509',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('stent ke baad Ecosprin AV 75/10 + Deplatt 75') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet', 'statin'],
    source: VITAMIN_E,
  },
  // A typical South Asian "4 maintenance medicines" list, one per line: Glycomet (metformin), Telma (telmisartan),
  // Rosuvas (rosuvastatin), Ecosprin (aspirin). ODS vitamin E: bleeding with antiplatelets.
  {
    id: 'antiplatelet-multi-510',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Glycomet 500 1-0-1\nTelma 40 subah\nRosuvas 10 raat ko\nEcosprin 75') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['metformin', 'blood_pressure', 'statin', 'antiplatelet'],
    source: VITAMIN_E,
  },
  // Negation (Hinglish): "the doctor stopped Ecosprin 6 months ago".
  {
    id: 'antiplatelet-negation-511',
    cls: 'antiplatelet',
    style: 'negation',
    answers: { ...SKIN_WOMAN, ...meds('Ecosprin band kar di doctor ne 6 mahine pehle') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // ── Metformin ────────────────────────────────────────────────────────────────
  // Glycomet (USV) = metformin; ODS B12: long-term metformin lowers vitamin B12. "1-0-1" = morning and night.
  {
    id: 'metformin-dose-512',
    cls: 'metformin',
    style: 'dose',
    answers: meds('Glycomet 500 1-0-1 khane ke baad'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: METFORMIN_B12,
  },
  // Glycomet GP1 = glimepiride 1 mg + metformin 500 mg: a sulfonylurea and metformin in one tablet.
  {
    id: 'metformin-brand-513',
    cls: 'metformin',
    style: 'brand',
    answers: meds('Glycomet GP1 nashte se pehle'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin', 'glucose_lowering'],
    source: METFORMIN_B12,
  },
  // Taglish: "my maintenance is Glucophage 500 morning and evening" (Glucophage = metformin).
  {
    id: 'metformin-transliteration-514',
    cls: 'metformin',
    style: 'transliteration',
    answers: meds('maintenance ko Glucophage 500 umaga at gabi'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: METFORMIN_B12,
  },
  // Negation (Hinglish): "stopped Glycomet, now only diet and walking".
  {
    id: 'metformin-negation-515',
    cls: 'metformin',
    style: 'negation',
    answers: meds('Glycomet band kar di, ab sirf diet aur walk'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['metformin'],
    source: METFORMIN_B12,
  },
  // ── Glucose-lowering ─────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with diabetes medicines (blood sugar). "Sugar ki goli" = diabetes pill.
  {
    id: 'glucose_lowering-vague-516',
    cls: 'glucose_lowering',
    style: 'vague',
    answers: meds('sugar ki goli roz subah'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Tagalog: "I have diabetes, I inject insulin at night".
  {
    id: 'glucose_lowering-transliteration-517',
    cls: 'glucose_lowering',
    style: 'transliteration',
    answers: health('may diabetes ako, nag-iinsulin sa gabi'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Typed in the health-concerns box: "sugar disease for 10 years" (diabetes).
  {
    id: 'glucose_lowering-health-box-518',
    cls: 'glucose_lowering',
    style: 'health-box',
    answers: concernBox('sugar ki bimari 10 saal se', ['stress']),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── Blood pressure ───────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with blood-pressure medicines. "I take BP medicine every day."
  {
    id: 'blood_pressure-transliteration-519',
    cls: 'blood_pressure',
    style: 'transliteration',
    answers: { ...BASE_MAN, ...meds('BP ki dawai roz leta hoon') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Telma (Glenmark) = telmisartan, an ARB; Amlong (Micro Labs) = amlodipine, a calcium-channel blocker.
  {
    id: 'blood_pressure-multi-520',
    cls: 'blood_pressure',
    style: 'multi',
    answers: meds('Telma 40 subah, Amlong 5 raat ko'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Taglish: "my maintenance is Losartan 50 in the morning".
  {
    id: 'blood_pressure-transliteration-521',
    cls: 'blood_pressure',
    style: 'transliteration',
    answers: meds('maintenance ko Losartan 50 sa umaga'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: LOSARTAN_LABEL,
  },
  // Tagalog: "medicine for high blood pressure (altapresyon), I don't know its name".
  {
    id: 'blood_pressure-vague-522',
    cls: 'blood_pressure',
    style: 'vague',
    answers: meds('gamot sa altapresyon, di ko alam ang pangalan'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Fail-safe negation (Tagalog): "I never forget my Lifezar, not even one day" (Lifezar, Unilab = losartan) — they take it.
  {
    id: 'blood_pressure-negation-523',
    cls: 'blood_pressure',
    style: 'negation',
    answers: meds('hindi ko kinakalimutan ang Lifezar ko kahit isang araw'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: LOSARTAN_LABEL,
  },
  // Negation (Tagalog): "I've stopped the Losartan, the doctor says my pressure is normal now".
  {
    id: 'blood_pressure-negation-524',
    cls: 'blood_pressure',
    style: 'negation',
    answers: meds('tinigil ko na ang Losartan, normal na raw ang presyon ko'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['blood_pressure'],
    source: LOSARTAN_LABEL,
  },
  // Hinglish + brands across three lines of a maintenance list (Losartan, amlodipine, metformin, atorvastatin).
  {
    id: 'blood_pressure-multi-525',
    cls: 'blood_pressure',
    style: 'multi',
    answers: { ...BASE_MAN_56, ...meds('maintenance: Losartan 50, Amlodipine 5, Metformin 500, Atorvastatin 20') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure', 'metformin', 'statin'],
    source: LOSARTAN_LABEL,
  },
  // ── Diuretic ─────────────────────────────────────────────────────────────────
  // Telma-H = telmisartan + hydrochlorothiazide (a thiazide diuretic); the label lists both.
  {
    id: 'diuretic-brand-526',
    cls: 'diuretic',
    style: 'brand',
    answers: meds('Telma-H 40/12.5 subah'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure', 'diuretic'],
    source: TELMISARTAN_HCTZ_LABEL,
  },
  // Dytor (Cipla) = torsemide, a loop diuretic; "for the swelling in my feet".
  {
    id: 'diuretic-dose-527',
    cls: 'diuretic',
    style: 'dose',
    answers: meds('Dytor 10 OD subah, pair ki sujan ke liye'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: TORSEMIDE_LABEL,
  },
  // Taglish: "water pill in the morning for the swelling (manas) of the feet".
  {
    id: 'diuretic-vague-528',
    cls: 'diuretic',
    style: 'vague',
    answers: meds('water pill sa umaga para sa manas ng paa'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: TORSEMIDE_LABEL,
  },
  // ── Statin ───────────────────────────────────────────────────────────────────
  // Rosuvas (Sun Pharma) = rosuvastatin.
  {
    id: 'statin-brand-529',
    cls: 'statin',
    style: 'brand',
    answers: meds('Rosuvas 10 raat ko'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: ROSUVASTATIN_LABEL,
  },
  // "I take the cholesterol tablet at night" — a statin in everyday words.
  {
    id: 'statin-vague-530',
    cls: 'statin',
    style: 'vague',
    answers: meds('cholesterol ki goli raat ko khata hoon'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: ROSUVASTATIN_LABEL,
  },
  // ── Levothyroxine ────────────────────────────────────────────────────────────
  // Thyronorm (Abbott India) = levothyroxine; ODS calcium: calcium reduces levothyroxine absorption (take apart).
  {
    id: 'levothyroxine-brand-531',
    cls: 'levothyroxine',
    style: 'brand',
    answers: meds('Thyronorm 50 mcg khali pet subah'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: LEVOTHYROXINE_CALCIUM,
  },
  // "Thyroid tablet in the morning on an empty stomach, my thyroid is low" = hypothyroid on levothyroxine.
  {
    id: 'levothyroxine-transliteration-532',
    cls: 'levothyroxine',
    style: 'transliteration',
    answers: meds('thyroid ki tablet subah khali pet, thyroid kam hai'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: LEVOTHYROXINE_CALCIUM,
  },
  // Fail-safe negation: "I never miss Thyronorm 75" — they take it.
  {
    id: 'levothyroxine-negation-533',
    cls: 'levothyroxine',
    style: 'negation',
    answers: meds('Thyronorm 75 kabhi miss nahi karta'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: LEVOTHYROXINE_CALCIUM,
  },
  // Tagalog: "my thyroid was removed, I take thyroid hormone for life" = levothyroxine replacement.
  {
    id: 'levothyroxine-transliteration-534',
    cls: 'levothyroxine',
    style: 'transliteration',
    answers: health('tinanggal ang thyroid ko, umiinom ako ng thyroid hormone habang buhay'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: LEVOTHYROXINE_CALCIUM,
  },
  // ── Antithyroid ──────────────────────────────────────────────────────────────
  // Neo-Mercazole = carbimazole (antithyroid). NCCIH: ashwagandha may raise thyroid hormone; not for people with thyroid disorders.
  {
    id: 'antithyroid-dose-535',
    cls: 'antithyroid',
    style: 'dose',
    answers: { ...BASE, ...meds('Neo-Mercazole 5 1-1-1') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "Thyroid is high, hyperthyroid medicine is going on." NCCIH ashwagandha (thyroid).
  {
    id: 'antithyroid-transliteration-536',
    cls: 'antithyroid',
    style: 'transliteration',
    answers: { ...BASE, ...health('thyroid zyada hai, hyperthyroid ki dawai chal rahi hai') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── PPI ──────────────────────────────────────────────────────────────────────
  // Pan-D (Alkem) = pantoprazole + domperidone; ODS B12: PPIs reduce B12 absorption.
  {
    id: 'ppi-brand-537',
    cls: 'ppi',
    style: 'brand',
    answers: meds('Pan-D khali pet subah'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: PPI_B12,
  },
  // Taglish: "Omeprazole 30 minutes before breakfast, for hyperacidity".
  {
    id: 'ppi-transliteration-538',
    cls: 'ppi',
    style: 'transliteration',
    answers: meds('Omeprazole 30 minutos bago mag-almusal, para sa hyperacidity'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: PPI_B12,
  },
  // ── Methotrexate ─────────────────────────────────────────────────────────────
  // Folitrax (Ipca) = methotrexate, weekly; "every Sunday, folic acid the other days". ODS folate: methotrexate interaction.
  {
    id: 'methotrexate-dose-539',
    cls: 'methotrexate',
    style: 'dose',
    answers: meds('Folitrax 7.5 har itwar ko, folic acid baaki din'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['methotrexate'],
    source: METHOTREXATE_FOLATE,
  },
  // ── Quinolone / tetracycline ─────────────────────────────────────────────────
  // "cipro" = ciprofloxacin, a quinolone; ODS calcium (and magnesium, iron, zinc): take apart from quinolones.
  {
    id: 'quinolone_tetracycline-dose-540',
    cls: 'quinolone_tetracycline',
    style: 'dose',
    answers: meds('cipro 500 1-0-1 x 5 din, UTI ke liye'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: QUINOLONE_MINERALS,
  },
  // ── Pregnancy / breastfeeding ────────────────────────────────────────────────
  // NCCIH: ashwagandha may be unsafe in pregnancy (miscarriage). Ashwagandha is in the base plan. "I am pregnant, 4 months."
  {
    id: 'pregnancy_breastfeeding-transliteration-541',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: { ...BASE, ...health('pregnant hoon, 4 mahine') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "I breastfeed, the baby is 3 months old." NCCIH: ashwagandha is not advised while breastfeeding.
  {
    id: 'pregnancy_breastfeeding-transliteration-542',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: { ...BASE, ...health('doodh pilati hoon, baby 3 mahine ka hai') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Tagalog "buntis ako" = I am pregnant. NCCIH ashwagandha.
  {
    id: 'pregnancy_breastfeeding-transliteration-543',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: { ...BASE, ...health('buntis ako, 5 months na') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Tagalog "nagpapasuso ako sa bunso ko" = I am breastfeeding my youngest. NCCIH ashwagandha.
  {
    id: 'pregnancy_breastfeeding-transliteration-544',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: { ...BASE, ...health('nagpapasuso ako sa bunso ko') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Typed in the health-concerns box beside "stress": "7 weeks pregnant, first baby". NCCIH ashwagandha.
  {
    id: 'pregnancy_breastfeeding-health-box-545',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: { ...SLEEP_STRESS_WOMAN, ...concernBox('7 weeks pregnant, pehla baby', ['stress']) },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Typo + Hinglish: "pregnant hoon, 2nd trimester". NCCIH ashwagandha.
  {
    id: 'pregnancy_breastfeeding-typo-546',
    cls: 'pregnancy_breastfeeding',
    style: 'typo',
    answers: { ...BASE, ...health('pregnent hu, 2nd trimster') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Breastfeeding and hypothyroid on Thyronorm (levothyroxine) in one Hinglish sentence. NCCIH ashwagandha.
  {
    id: 'pregnancy_breastfeeding-multi-547',
    cls: 'pregnancy_breastfeeding',
    style: 'multi',
    answers: { ...BASE, ...health('doodh pilati hoon aur thyroid kam hai, Thyronorm 25 leti hoon') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding', 'levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Negation (Tagalog): "I'm no longer breastfeeding, baby is 2 years old now".
  {
    id: 'pregnancy_breastfeeding-negation-548',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: { ...BASE, ...health('hindi na ako nagpapasuso, 2 taon na si baby') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── Kidney disease ───────────────────────────────────────────────────────────
  // ODS magnesium: impaired kidney function raises the risk of magnesium toxicity. "Kidneys failed, dialysis twice a week."
  {
    id: 'kidney_disease-transliteration-549',
    cls: 'kidney_disease',
    style: 'transliteration',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('gurde kharab hain, hafte mein 2 baar dialysis') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // Tagalog "may sakit sa bato" = kidney disease; on dialysis 3 times a week. ODS magnesium.
  {
    id: 'kidney_disease-transliteration-550',
    cls: 'kidney_disease',
    style: 'transliteration',
    answers: { ...SLEEP_STRESS_MAN, ...health('may sakit sa bato, nagda-dialysis 3x a week') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // ── Kidney stones ────────────────────────────────────────────────────────────
  // ODS vitamin C: high-dose vitamin C supplements are linked to kidney stones (oxalate), particularly in men.
  // "Gurde mein pathri" = stone in the kidney, passed twice.
  {
    id: 'kidney_stones-transliteration-551',
    cls: 'kidney_stones',
    style: 'transliteration',
    answers: { ...IMMUNITY_MAN, ...health('gurde mein pathri hai, do baar nikal chuki') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },
  // Taglish: "my kidney stones keep coming back". ODS vitamin C.
  {
    id: 'kidney_stones-transliteration-552',
    cls: 'kidney_stones',
    style: 'transliteration',
    answers: { ...IMMUNITY_MAN, ...health('pabalik-balik ang kidney stones ko') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },
  // ── Liver disease ────────────────────────────────────────────────────────────
  // LiverTox: ashwagandha can cause liver injury. "Swelling in the liver, Hepatitis B treatment going on."
  {
    id: 'liver_disease-transliteration-553',
    cls: 'liver_disease',
    style: 'transliteration',
    answers: { ...BASE, ...health('liver mein sujan hai, Hepatitis B ka ilaaj chal raha hai') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: LIVERTOX_ASHWAGANDHA,
  },
  // NCCIH green tea: green tea extract has been linked to liver damage. Tagalog "may sakit ako sa atay" = I have liver disease.
  {
    id: 'liver_disease-transliteration-554',
    cls: 'liver_disease',
    style: 'transliteration',
    answers: { ...FOCUS_WOMAN, ...health('may sakit ako sa atay') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },
  // Typo: "fatty liver grade 3, under a liver specialist". NCCIH green tea (liver).
  {
    id: 'liver_disease-typo-555',
    cls: 'liver_disease',
    style: 'typo',
    answers: { ...FOCUS_MAN, ...health('fatty livr grade 3, liver specialist ka ilaaj') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },
  // ── Lithium / bipolar ────────────────────────────────────────────────────────
  // Lithium label: narrow therapeutic range, serum levels monitored ("level every 3 months").
  {
    id: 'lithium-dose-556',
    cls: 'lithium',
    style: 'dose',
    answers: meds('lithium 300 1-0-1, har 3 mahine level'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['lithium'],
    source: LITHIUM_LABEL,
  },
  // Case report: rhodiola-induced mania in bipolar disorder. Rhodiola is in the base plan. "Bipolar, on a mood stabiliser."
  {
    id: 'bipolar_disorder-transliteration-557',
    cls: 'bipolar_disorder',
    style: 'transliteration',
    answers: { ...BASE, ...health('bipolar hai, mood stabiliser chal raha hai') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },
  // Tagalog: "I have bipolar disorder, stable now". Rhodiola mania case report.
  {
    id: 'bipolar_disorder-transliteration-558',
    cls: 'bipolar_disorder',
    style: 'transliteration',
    answers: { ...BASE, ...health('may bipolar disorder ako, stable naman ngayon') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },
  // ── Antipsychotic / antidepressants / sedatives ──────────────────────────────
  // Sizodon (Sun Pharma) = risperidone, an atypical antipsychotic.
  {
    id: 'antipsychotic-brand-559',
    cls: 'antipsychotic',
    style: 'brand',
    answers: meds('Sizodon 2 raat ko'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic'],
    source: RISPERIDONE_LABEL,
  },
  // Nexito (Sun Pharma) = escitalopram, an SSRI.
  {
    id: 'ssri_snri-brand-560',
    cls: 'ssri_snri',
    style: 'brand',
    answers: meds('Nexito 10 roz raat ko'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: ESCITALOPRAM_LABEL,
  },
  // Nexito (escitalopram) + Restyl (Cipla, alprazolam, a benzodiazepine) "SOS" = when needed.
  {
    id: 'ssri_snri-multi-561',
    cls: 'ssri_snri',
    style: 'multi',
    answers: meds('Nexito 10 + Restyl 0.25 SOS'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri', 'sedative'],
    source: ALPRAZOLAM_LABEL,
  },
  // Tryptomer = amitriptyline, a tricyclic antidepressant (here for nerve pain).
  {
    id: 'tricyclic-brand-562',
    cls: 'tricyclic',
    style: 'brand',
    answers: meds('Tryptomer 10 raat ko, nas ke dard ke liye'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['tricyclic'],
    source: AMITRIPTYLINE_LABEL,
  },
  // Restyl = alprazolam; NCCIH: ashwagandha may interact with sedatives. "At night when sleep doesn't come."
  {
    id: 'sedative-brand-563',
    cls: 'sedative',
    style: 'brand',
    answers: meds('Restyl 0.25 raat ko jab neend na aaye'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "Neend ki goli" = sleeping pill, every night.
  {
    id: 'sedative-vague-564',
    cls: 'sedative',
    style: 'vague',
    answers: meds('neend ki goli roz raat'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── Antiepileptic ────────────────────────────────────────────────────────────
  // Levipil (Sun Pharma) = levetiracetam.
  {
    id: 'antiepileptic-dose-565',
    cls: 'antiepileptic',
    style: 'dose',
    answers: meds('Levipil 500 1-0-1'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: LEVETIRACETAM_LABEL,
  },
  // "Mirgi ke daure" = epileptic fits; medicine is going on. NCCIH: ashwagandha may interact with anticonvulsants.
  {
    id: 'antiepileptic-transliteration-566',
    cls: 'antiepileptic',
    style: 'transliteration',
    answers: health('mirgi ke daure aate hain, dawai chal rahi hai'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── Immunosuppressant ────────────────────────────────────────────────────────
  // ODS probiotics: people with weakened immunity risk serious infection from probiotics. Transplant on tacrolimus + CellCept.
  {
    id: 'immunosuppressant-transliteration-567',
    cls: 'immunosuppressant',
    style: 'transliteration',
    answers: { ...IMMUNITY_WOMAN, ...health('kidney transplant hua tha 2019 mein, tacrolimus aur CellCept roz') },
    mustNotRecommend: ['probiotics'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  // Taglish: "I had a kidney transplant, I take anti-rejection medicine". ODS probiotics.
  {
    id: 'immunosuppressant-transliteration-568',
    cls: 'immunosuppressant',
    style: 'transliteration',
    answers: { ...IMMUNITY_MAN, ...health('nagpa-kidney transplant ako, umiinom ng anti-rejection na gamot') },
    mustNotRecommend: ['probiotics'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  // ── Cancer ───────────────────────────────────────────────────────────────────
  // ODS vitamin C: antioxidant supplements may interact with chemotherapy. "Chemo is going on, third cycle."
  {
    id: 'cancer_treatment-transliteration-569',
    cls: 'cancer_treatment',
    style: 'transliteration',
    answers: health('chemo chal rahi hai, teesra cycle'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },
  // Taglish: "I'm having chemo for colon cancer".
  {
    id: 'cancer_treatment-transliteration-570',
    cls: 'cancer_treatment',
    style: 'transliteration',
    answers: health('nagpapa-chemo ako para sa colon cancer'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },
  // Letroz (Sun Pharma) = letrozole, an aromatase inhibitor for hormone-receptor-positive breast cancer.
  {
    id: 'hormone_sensitive_cancer-brand-571',
    cls: 'hormone_sensitive_cancer',
    style: 'brand',
    answers: meds('Letroz 2.5 roz, breast cancer operation ke baad'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: LETROZOLE_LABEL,
  },
  // NCCIH: ashwagandha may raise testosterone; people with hormone-sensitive prostate cancer should avoid it.
  // "Prostate cancer, hormone injection every 3 months." BASE_MAN plans ashwagandha.
  {
    id: 'hormone_sensitive_cancer-transliteration-572',
    cls: 'hormone_sensitive_cancer',
    style: 'transliteration',
    answers: { ...BASE_MAN, ...health('prostate cancer hai, hormone ka injection har 3 mahine') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── Levodopa ─────────────────────────────────────────────────────────────────
  // Syndopa Plus (Sun Pharma) = levodopa + carbidopa. ODS iron: iron reduces levodopa absorption.
  {
    id: 'levodopa-brand-573',
    cls: 'levodopa',
    style: 'brand',
    answers: meds('Syndopa Plus aadhi goli 1-1-1'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levodopa'],
    source: LEVODOPA_IRON,
  },
  // ── Hormonal therapy ─────────────────────────────────────────────────────────
  // Trust pill (DKT Philippines) = levonorgestrel + ethinylestradiol, a combined contraceptive pill.
  {
    id: 'hormonal_therapy-brand-574',
    cls: 'hormonal_therapy',
    style: 'brand',
    answers: meds('Trust pills araw-araw'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: LEVONORGESTREL_EE_LABEL,
  },
  // Taglish: "I'm on the pill so I don't get pregnant" (Filipino "pills" = contraceptive pill).
  {
    id: 'hormonal_therapy-vague-575',
    cls: 'hormonal_therapy',
    style: 'vague',
    answers: meds('nagpi-pills ako para hindi mabuntis'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: LEVONORGESTREL_EE_LABEL,
  },
  // ── Bisphosphonate ───────────────────────────────────────────────────────────
  // Fosamax = alendronate, once weekly ("every Sunday morning"). ODS calcium: take apart from bisphosphonates.
  {
    id: 'bisphosphonate-transliteration-576',
    cls: 'bisphosphonate',
    style: 'transliteration',
    answers: meds('Fosamax 70 isang beses isang linggo, tuwing Linggo ng umaga'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['bisphosphonate'],
    source: BISPHOSPHONATE_CALCIUM,
  },
  // ── Digoxin ──────────────────────────────────────────────────────────────────
  // Lanoxin = digoxin: "half a tablet daily, the heart is weak".
  {
    id: 'digoxin-brand-577',
    cls: 'digoxin',
    style: 'brand',
    answers: meds('Lanoxin 0.25 aadhi goli roz, dil kamzor hai'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['digoxin'],
    source: DIGOXIN_LABEL,
  },
  // ── Iron overload ────────────────────────────────────────────────────────────
  // ODS iron: people with iron overload (transfusions, haemochromatosis) should not take iron. ENERGY_WOMAN plans iron.
  // "Thalassemia major, blood is transfused every month."
  {
    id: 'iron_overload-transliteration-578',
    cls: 'iron_overload',
    style: 'transliteration',
    answers: { ...ENERGY_WOMAN, ...health('thalassemia major hai, har mahine khoon chadhta hai') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },
  // Typo: "thalasemia major, monthly blood transfussion". ODS iron.
  {
    id: 'iron_overload-typo-579',
    cls: 'iron_overload',
    style: 'typo',
    answers: { ...ENERGY_WOMAN_30, ...health('thalasemia major, monthly blood transfussion') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },
  // ── G6PD deficiency ──────────────────────────────────────────────────────────
  // Ascorbic acid label: high-dose vitamin C can cause haemolysis in G6PD deficiency. IMMUNITY_WOMAN plans vitamin C.
  {
    id: 'g6pd_deficiency-transliteration-580',
    cls: 'g6pd_deficiency',
    style: 'transliteration',
    answers: { ...IMMUNITY_WOMAN, ...health('G6PD ki kami hai bachpan se') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },
  // Taglish: "I'm G6PD deficient, some medicines are forbidden for me". Ascorbic acid label.
  {
    id: 'g6pd_deficiency-transliteration-581',
    cls: 'g6pd_deficiency',
    style: 'transliteration',
    answers: { ...IMMUNITY_MAN, ...health('G6PD deficient ako, bawal daw sa akin ang ilang gamot') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },
  // ── Sickle cell ──────────────────────────────────────────────────────────────
  // ASH: transfused sickle-cell patients accumulate iron; iron supplements are not given. ENERGY_WOMAN plans iron.
  {
    id: 'sickle_cell-transliteration-582',
    cls: 'sickle_cell',
    style: 'transliteration',
    answers: { ...ENERGY_WOMAN, ...health('sickle cell anemia hai, folic acid roz') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },
  // ── Autoimmune ───────────────────────────────────────────────────────────────
  // NCCIH: ashwagandha is not recommended for people with autoimmune disease. "Lupus, on the rheumatologist's medicine."
  {
    id: 'autoimmune_disease-transliteration-583',
    cls: 'autoimmune_disease',
    style: 'transliteration',
    answers: { ...BASE, ...health('lupus hai, rheumatologist ki dawai chal rahi hai') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── Hypercalcaemia ───────────────────────────────────────────────────────────
  // ODS vitamin D: excess vitamin D causes hypercalcaemia; no calcium or vitamin D when blood calcium is high.
  // "The report showed high calcium, the doctor said sarcoidosis." AGING_WOMAN_46 plans D and calcium + D.
  {
    id: 'hypercalcaemia-transliteration-584',
    cls: 'hypercalcaemia',
    style: 'transliteration',
    answers: { ...AGING_WOMAN_46, ...health('report mein calcium zyada aaya, doctor ne sarcoidosis bataya') },
    mustNotRecommend: ['calcium-with-vitamin-d', 'vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: VITAMIN_D,
  },
  // ── Surgery ──────────────────────────────────────────────────────────────────
  // NCCIH: ashwagandha is not recommended before surgery. "Gallbladder operation next week."
  {
    id: 'surgery-transliteration-585',
    cls: 'surgery',
    style: 'transliteration',
    answers: { ...BASE, ...health('agle hafte gallbladder ka operation hai') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Tagalog "ooperahan ako sa susunod na linggo" = I'll be operated on next week. NCCIH ashwagandha.
  {
    id: 'surgery-transliteration-586',
    cls: 'surgery',
    style: 'transliteration',
    answers: { ...BASE, ...health('ooperahan ako sa susunod na linggo') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ── Bleeding disorder ────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E can inhibit platelet aggregation and raise bleeding risk. "Platelets stay low, ITP."
  {
    id: 'bleeding_disorder-transliteration-587',
    cls: 'bleeding_disorder',
    style: 'transliteration',
    answers: { ...SKIN_WOMAN, ...health('platelets kam rehte hain, ITP hai') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  // Tagalog: "my platelets are low, I bruise easily". ODS vitamin E.
  {
    id: 'bleeding_disorder-transliteration-588',
    cls: 'bleeding_disorder',
    style: 'transliteration',
    answers: { ...SKIN_WOMAN, ...health('mababa ang platelet ko, madali akong magpasa') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  // ── Swallowing difficulty ────────────────────────────────────────────────────
  // Solid-tablet labels warn where passage through the oesophagus is delayed. "Swallowing tablets is very hard."
  {
    id: 'swallowing_difficulty-transliteration-589',
    cls: 'swallowing_difficulty',
    style: 'transliteration',
    answers: health('goli nigalne mein bahut taklif hoti hai'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: SWALLOWING_LABEL,
  },
  // Tagalog: "I have a hard time swallowing tablets".
  {
    id: 'swallowing_difficulty-transliteration-590',
    cls: 'swallowing_difficulty',
    style: 'transliteration',
    answers: health('hirap akong lumunok ng tableta'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: SWALLOWING_LABEL,
  },
];
