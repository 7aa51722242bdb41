import type { SafetyPersona } from '../persona';
import {
  meds, health, concernBox, SKIN_WOMAN, SKIN_MAN, SKIN_AGING_MAN_46, BASE_MAN,
  SLEEP_STRESS_WOMAN, ENERGY_WOMAN, ENERGY_WOMAN_30, IMMUNITY_WOMAN, IMMUNITY_MAN,
  DIGESTION_WOMAN, FOCUS_MAN, FOCUS_WOMAN, WEIGHT_WOMAN, WEIGHT_MAN, AGING_WOMAN_46, ROACCUTANE_WOMAN, VITAMIN_E, VITAMIN_C, VITAMIN_B12, CALCIUM, MAGNESIUM, IRON,
  PROBIOTICS, WEIGHT_LOSS, OMEGA_3, ZINC, NCCIH_ASHWAGANDHA, NCCIH_COQ10, NCCIH_GREEN_TEA,
  NARDIL_LABEL, RHODIOLA_MANIA, ASH_SICKLE_IRON, ASCORBIC_ACID_LABEL, dailymed,
} from '../persona-answers';

/**
 * A fourth, independent persona set, written from references, on how Gulf and other Arab residents
 * of the UAE type their medicines and conditions: Gulf, Levantine and Egyptian dialect in Arabic
 * script (with and without the article, glued و/ب/لل prefixes, ة/ه, ى/ي and أ/ا variants,
 * Arabic-Indic digits), English brand names inside Arabic sentences, brand names written in Arabic
 * letters, Arabizi with digits for letters (3 = ع, 7 = ح, 5 = خ, 2 = ء, 6 = ط, 9 = ص), dialect
 * words for conditions and dialect negations (وقفت، بطلت، ما عدت آخذ، الدكتور وقفه، مب حامل).
 * Ids start at 401.
 */

/** Lithium carbonate label (narrow therapeutic index; toxicity with dehydration and salt changes). */
const LITHIUM_LABEL = dailymed('lithium+carbonate');
const ESCITALOPRAM_LABEL = dailymed('escitalopram');
const QUETIAPINE_LABEL = dailymed('quetiapine');
const AMITRIPTYLINE_LABEL = dailymed('amitriptyline');
const VALPROATE_LABEL = dailymed('divalproex');
const CARBAMAZEPINE_LABEL = dailymed('carbamazepine');
const DIGOXIN_LABEL = dailymed('digoxin');
const FUROSEMIDE_LABEL = dailymed('furosemide');
const ISOTRETINOIN_LABEL = dailymed('isotretinoin');
const LEVODOPA_LABEL = dailymed('carbidopa+levodopa');
const DROSPIRENONE_LABEL = dailymed('drospirenone+ethinyl+estradiol');
const ALPRAZOLAM_LABEL = dailymed('alprazolam');
const ALENDRONATE_LABEL = dailymed('alendronate');
const TAMOXIFEN_LABEL = dailymed('tamoxifen');
const AMIODARONE_LABEL = dailymed('amiodarone');
const INSULIN_LABEL = dailymed('insulin+glargine');
const BISOPROLOL_LABEL = dailymed('bisoprolol');
const METHOTREXATE_LABEL = dailymed('methotrexate');
const TACROLIMUS_LABEL = dailymed('tacrolimus');
/** NIDDK: kidney stones (calcium stones; calcium supplements vs dietary calcium). */
const NIDDK_KIDNEY_STONES = 'https://www.niddk.nih.gov/health-information/urologic-diseases/kidney-stones';

export const FOURTH_ARABIC_PERSONAS: readonly SafetyPersona[] = [
  // ── Anticoagulant ────────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E with anticoagulants such as rivaroxaban/warfarin raises bleeding risk.
  {
    id: 'anticoagulant-arabic-401',
    cls: 'anticoagulant',
    style: 'arabic',
    answers: { ...SKIN_AGING_MAN_46, ...meds('آخذ زاريلتو ٢٠ عشان الجلطه اللي صارت لي') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // Cancelled by the doctor: the anticoagulant must not be recognised.
  {
    id: 'anticoagulant-negation-403',
    cls: 'anticoagulant',
    style: 'negation',
    answers: meds('الزاريلتو الدكتور وقفه من شهرين، الحين ما آخذ شي'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },

  // ── Antiplatelet ─────────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E with antiplatelets (clopidogrel, aspirin) may raise bleeding risk.
  {
    id: 'antiplatelet-brand-404',
    cls: 'antiplatelet',
    style: 'brand',
    answers: { ...SKIN_AGING_MAN_46, ...meds('بلافيكس واسبرين بعد الدعامه اللي ركبوها لي') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // Concor = bisoprolol (blood pressure), Aspirin Protect = low-dose aspirin, Lipitor = atorvastatin.
  {
    id: 'antiplatelet-multi-405',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...SKIN_MAN, ...meds('Concor 5 + اسبرين بروتكت ١٠٠ + ليبيتور ٢٠') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet', 'blood_pressure', 'statin'],
    source: VITAMIN_E,
  },

  // ── SSRI / SNRI ──────────────────────────────────────────────────────────────
  // Cipralex = escitalopram (SSRI; serotonergic interactions on its label).
  {
    id: 'ssri_snri-brand-406',
    cls: 'ssri_snri',
    style: 'brand',
    answers: meds('سبرالكس ١٠ ملجم للقلق من سنه'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: ESCITALOPRAM_LABEL,
  },

  // ── Levothyroxine / underactive thyroid ─────────────────────────────────────
  // NCCIH: avoid ashwagandha with thyroid disorders; it interacts with thyroid hormone.
  {
    id: 'levothyroxine-brand-408',
    cls: 'levothyroxine',
    style: 'brand',
    answers: meds('التروكسين ٥٠ على الريق عشان خمول الغده'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Fail-safe: looks negative ("never miss") but they do take Euthyrox.
  {
    id: 'levothyroxine-negation-409',
    cls: 'levothyroxine',
    style: 'negation',
    answers: meds('الغدة كسلانة وما افوّت حبة اليوثيروكس ابد'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Metformin ────────────────────────────────────────────────────────────────
  // ODS vitamin B12: metformin lowers vitamin B12 absorption.
  {
    id: 'metformin-brand-410',
    cls: 'metformin',
    style: 'brand',
    answers: meds('جلوكوفاج ٥٠٠ مرتين باليوم بعد الاكل'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: VITAMIN_B12,
  },

  // ── PPI ──────────────────────────────────────────────────────────────────────
  // Spelling variant نكسيوم; Concor (bisoprolol) and Glucophage (metformin) on the same line.
  {
    id: 'ppi-multi-413',
    cls: 'ppi',
    style: 'multi',
    answers: meds('كونكور، نكسيوم وجلوكوفاج'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi', 'blood_pressure', 'metformin'],
    source: VITAMIN_B12,
  },

  // ── Methotrexate ─────────────────────────────────────────────────────────────
  // ODS folate: methotrexate is a folate antagonist (folic acid is prescribed alongside it).
  {
    id: 'methotrexate-arabic-414',
    cls: 'methotrexate',
    style: 'arabic',
    answers: meds('ابرة ميثوتركسات مره بالاسبوع للروماتويد ومعاها فوليك اسيد'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['methotrexate'],
    source: METHOTREXATE_LABEL,
  },

  // ── Quinolone / tetracycline ────────────────────────────────────────────────
  // ODS zinc: zinc reduces absorption of quinolone and tetracycline antibiotics (Ciprobay = ciprofloxacin).
  {
    id: 'quinolone_tetracycline-brand-415',
    cls: 'quinolone_tetracycline',
    style: 'brand',
    answers: meds('آخذ سيبروباي ٥٠٠ مضاد حيوي لالتهاب البول'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: ZINC,
  },

  // ── Pregnancy / breastfeeding ───────────────────────────────────────────────
  // Gulf negation "مب حامل": not pregnant, not breastfeeding.
  {
    id: 'pregnancy_breastfeeding-negation-419',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: health('مب حامل ولا ارضع'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Kidney disease ──────────────────────────────────────────────────────────
  // ODS magnesium: kidney failure impairs magnesium excretion; supplements risk toxicity.
  {
    id: 'kidney_disease-arabic-420',
    cls: 'kidney_disease',
    style: 'arabic',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('عندي فشل كلوي واسوي غسيل ٣ مرات بالاسبوع') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },

  // ── Liver disease ───────────────────────────────────────────────────────────
  // NCCIH: green tea extract has been linked to liver injury.
  {
    id: 'liver_disease-arabic-422',
    cls: 'liver_disease',
    style: 'arabic',
    answers: { ...FOCUS_MAN, ...health('عندي تليف بالكبد من فيروس سي') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },
  // NCCIH green tea: green tea extract linked to liver injury; fatty liver with raised enzymes is liver disease.
  {
    id: 'liver_disease-vague-423',
    cls: 'liver_disease',
    style: 'vague',
    answers: { ...WEIGHT_WOMAN, ...health('الدكتور قال عندي دهون على الكبد والانزيمات عاليه') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },

  // ── Lithium ─────────────────────────────────────────────────────────────────
  // Lithium label: narrow therapeutic range.
  {
    id: 'lithium-dose-424',
    cls: 'lithium',
    style: 'dose',
    answers: meds('ليثيوم ٤٠٠ ملغ بالليل'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['lithium'],
    source: LITHIUM_LABEL,
  },
  // "ما عدت آخذ": no longer taking lithium.
  {
    id: 'lithium-negation-425',
    cls: 'lithium',
    style: 'negation',
    answers: meds('ما عدت آخذ الليثيوم من سنتين'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['lithium'],
    source: LITHIUM_LABEL,
  },

  // ── Antipsychotic ───────────────────────────────────────────────────────────
  // Seroquel = quetiapine (atypical antipsychotic), often given at low dose for sleep.
  {
    id: 'antipsychotic-brand-426',
    cls: 'antipsychotic',
    style: 'brand',
    answers: meds('سيروكويل ٥٠ للنوم'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic'],
    source: QUETIAPINE_LABEL,
  },

  // ── MAOI ────────────────────────────────────────────────────────────────────
  // Nardil label: avoid excess caffeine (green tea extract is a caffeine source).
  {
    id: 'maoi-brand-428',
    cls: 'maoi',
    style: 'brand',
    answers: { ...FOCUS_MAN, ...meds('ناردل (فينيلزين) للاكتئاب') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },
  // Nardil label: avoid excess caffeine with phenelzine; green tea extract carries caffeine.
  {
    id: 'maoi-transliteration-429',
    cls: 'maoi',
    style: 'transliteration',
    answers: { ...FOCUS_WOMAN, ...meds('a5ith phenelzine 15mg 3 marrat bil yom') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },

  // ── Tricyclic ───────────────────────────────────────────────────────────────
  // Tryptizol = amitriptyline (tricyclic), used at low dose for headache.
  {
    id: 'tricyclic-brand-430',
    cls: 'tricyclic',
    style: 'brand',
    answers: meds('تريبتيزول ١٠ بالليل للصداع'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['tricyclic'],
    source: AMITRIPTYLINE_LABEL,
  },

  // ── Antiepileptic ───────────────────────────────────────────────────────────
  // ODS folate: folic acid may interact with antiepileptics; Depakine = valproate.
  {
    id: 'antiepileptic-brand-432',
    cls: 'antiepileptic',
    style: 'brand',
    answers: meds('ديباكين كرونو ٥٠٠ للصرع'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: VALPROATE_LABEL,
  },
  // "9ara3" = صرع (epilepsy); Tegretol = carbamazepine.
  {
    id: 'antiepileptic-transliteration-433',
    cls: 'antiepileptic',
    style: 'transliteration',
    answers: health('3indi 9ara3 w a5ith tegretol'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: CARBAMAZEPINE_LABEL,
  },

  // ── Immunosuppressant ───────────────────────────────────────────────────────
  // ODS probiotics: people with weakened immune systems risk infection from probiotics; Prograf = tacrolimus, CellCept = mycophenolate.
  {
    id: 'immunosuppressant-arabic-434',
    cls: 'immunosuppressant',
    style: 'arabic',
    answers: { ...DIGESTION_WOMAN, ...health('زارعة كليه وآخذ بروجراف وسلسبت') },
    mustNotRecommend: ['probiotics'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  // "mothab6at el mana3a" = مثبطات المناعة.
  {
    id: 'immunosuppressant-transliteration-435',
    cls: 'immunosuppressant',
    style: 'transliteration',
    answers: meds('zara3t kabid 2020, 3ala mothab6at el mana3a'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: TACROLIMUS_LABEL,
  },

  // ── Cancer treatment ────────────────────────────────────────────────────────
  // ODS vitamin C / E: antioxidant supplements during chemotherapy or radiotherapy may reduce their effect.
  {
    id: 'cancer_treatment-arabic-436',
    cls: 'cancer_treatment',
    style: 'arabic',
    answers: health('أسوي كيماوي لسرطان القولون'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },

  // ── Hormone-sensitive cancer ────────────────────────────────────────────────
  // NCCIH: avoid ashwagandha with hormone-sensitive prostate cancer.
  {
    id: 'hormone_sensitive_cancer-arabic-437',
    cls: 'hormone_sensitive_cancer',
    style: 'arabic',
    answers: { ...BASE_MAN, ...health('عندي سرطان البروستاتا وآخذ ابر هرمونيه') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Nolvadex = tamoxifen, after (oestrogen-receptor positive) breast cancer.
  {
    id: 'hormone_sensitive_cancer-brand-438',
    cls: 'hormone_sensitive_cancer',
    style: 'brand',
    answers: meds('نولفادكس بعد سرطان الثدي'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: TAMOXIFEN_LABEL,
  },

  // ── Glucose lowering ────────────────────────────────────────────────────────
  // NCCIH: ashwagandha may interact with diabetes medicines (recognition only).
  {
    id: 'glucose_lowering-arabic-439',
    cls: 'glucose_lowering',
    style: 'arabic',
    answers: health('عندي السكر النوع الثاني وآخذ انسولين بالليل'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: INSULIN_LABEL,
  },
  // "ما عندي سكر ولا ضغط": neither diabetes nor blood pressure.
  {
    id: 'glucose_lowering-negation-441',
    cls: 'glucose_lowering',
    style: 'negation',
    answers: health('ما عندي سكر ولا ضغط الحمدلله'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['glucose_lowering', 'blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Digoxin ─────────────────────────────────────────────────────────────────
  // Lanoxin = digoxin (narrow therapeutic index; calcium and magnesium affect its toxicity).
  {
    id: 'digoxin-brand-442',
    cls: 'digoxin',
    style: 'brand',
    answers: meds('لانوكسين ربع حبه يوميا للقلب'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['digoxin'],
    source: DIGOXIN_LABEL,
  },

  // ── Diuretic ────────────────────────────────────────────────────────────────
  // Furosemide label (loop diuretic; electrolyte losses). "حبوب الماي" = water pills in Gulf dialect.
  {
    id: 'diuretic-vague-443',
    cls: 'diuretic',
    style: 'vague',
    answers: meds('حبوب الماي اللي تدر البول عشان الرجول منفخه'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: FUROSEMIDE_LABEL,
  },
  // Lasix = furosemide, Aldactone = spironolactone.
  {
    id: 'diuretic-multi-444',
    cls: 'diuretic',
    style: 'multi',
    answers: meds('لازكس ٤٠ الصبح\nالداكتون ٢٥'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: FUROSEMIDE_LABEL,
  },

  // ── Blood pressure ──────────────────────────────────────────────────────────
  // Concor = bisoprolol (beta blocker for blood pressure); English brand in an Arabic sentence.
  {
    id: 'blood_pressure-brand-445',
    cls: 'blood_pressure',
    style: 'brand',
    answers: meds('آخذ Concor للضغط'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: BISOPROLOL_LABEL,
  },
  // Stopped by the doctor: no blood-pressure medicine any more.
  {
    id: 'blood_pressure-negation-447',
    cls: 'blood_pressure',
    style: 'negation',
    answers: meds('الدكتور وقف حبوب الضغط لأن ضغطي صار زين'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['blood_pressure'],
    source: BISOPROLOL_LABEL,
  },

  // ── Statin ──────────────────────────────────────────────────────────────────
  // NCCIH CoQ10: statins lower CoQ10 (Crestor = rosuvastatin).
  {
    id: 'statin-dose-448',
    cls: 'statin',
    style: 'dose',
    answers: meds('كريستور 10mg مره وحده بالليل للكوليسترول'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: NCCIH_COQ10,
  },

  // ── Antithyroid ─────────────────────────────────────────────────────────────
  // NCCIH: avoid ashwagandha with thyroid disorders (it can raise thyroid hormone); Neo-Mercazole = carbimazole.
  {
    id: 'antithyroid-brand-449',
    cls: 'antithyroid',
    style: 'brand',
    answers: meds('نيوميركازول ٥ ملغ مرتين عشان الغده نشطه'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: avoid ashwagandha with thyroid disorders; Graves' disease ("قريفز") typed in the concerns box.
  {
    id: 'antithyroid-health-box-450',
    cls: 'antithyroid',
    style: 'health-box',
    answers: concernBox('فرط نشاط الغدة الدرقيه (قريفز)', ['hormone']),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Retinoid ────────────────────────────────────────────────────────────────
  // Isotretinoin label: avoid vitamin A supplements (additive toxicity); the multivitamin holds vitamin A.
  {
    id: 'retinoid-brand-451',
    cls: 'retinoid',
    style: 'brand',
    answers: { ...ROACCUTANE_WOMAN, ...meds('روكتان ٢٠ للحبوب') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid'],
    source: ISOTRETINOIN_LABEL,
  },

  // ── Levodopa ────────────────────────────────────────────────────────────────
  // Carbidopa/levodopa label: iron salts and high-protein meals reduce absorption (Madopar = levodopa/benserazide).
  {
    id: 'levodopa-brand-452',
    cls: 'levodopa',
    style: 'brand',
    answers: meds('مادوبار ٢٥٠ ثلاث مرات لمرض باركنسون'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levodopa'],
    source: LEVODOPA_LABEL,
  },

  // ── Hormonal therapy ────────────────────────────────────────────────────────
  // Yasmin = drospirenone/ethinyl estradiol (combined oral contraceptive).
  {
    id: 'hormonal_therapy-arabic-453',
    cls: 'hormonal_therapy',
    style: 'arabic',
    answers: meds('حبوب منع الحمل ياسمين'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: DROSPIRENONE_LABEL,
  },
  // "بطلت": stopped the pill.
  {
    id: 'hormonal_therapy-negation-454',
    cls: 'hormonal_therapy',
    style: 'negation',
    answers: meds('بطلت حبوب منع الحمل من ٣ شهور'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['hormonal_therapy'],
    source: DROSPIRENONE_LABEL,
  },

  // ── Sedative ────────────────────────────────────────────────────────────────
  // Xanax = alprazolam (benzodiazepine); NCCIH: ashwagandha may interact with sedatives.
  {
    id: 'sedative-brand-455',
    cls: 'sedative',
    style: 'brand',
    answers: meds('زاناكس نص حبه وقت الحاجه'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['sedative'],
    source: ALPRAZOLAM_LABEL,
  },

  // ── Bisphosphonate ──────────────────────────────────────────────────────────
  // ODS calcium / alendronate label: calcium reduces bisphosphonate absorption (Fosamax = alendronate).
  {
    id: 'bisphosphonate-brand-457',
    cls: 'bisphosphonate',
    style: 'brand',
    answers: meds('فوساماكس حبه كل اسبوع لهشاشه العظام'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['bisphosphonate'],
    source: ALENDRONATE_LABEL,
  },

  // ── Bipolar disorder ────────────────────────────────────────────────────────
  // Rhodiola has been associated with mania; sources warn against it in bipolar disorder.
  {
    id: 'bipolar_disorder-arabic-458',
    cls: 'bipolar_disorder',
    style: 'arabic',
    answers: health('مشخصه باضطراب ثنائي القطب'),
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },
  // Rhodiola-associated mania: avoid rhodiola in bipolar disorder (Arabizi with English word).
  {
    id: 'bipolar_disorder-transliteration-459',
    cls: 'bipolar_disorder',
    style: 'transliteration',
    answers: { ...BASE_MAN, ...health('3indi bipolar mn 2018 w mitaba3 ma3 6abeeb nafsi') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },

  // ── Bleeding disorder ───────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E inhibits platelet aggregation and may raise bleeding risk.
  {
    id: 'bleeding_disorder-arabic-460',
    cls: 'bleeding_disorder',
    style: 'arabic',
    answers: { ...SKIN_MAN, ...health('عندي هيموفيليا (نزف وراثي)') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: [],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: raised bleeding risk; low platelets ("الصفايح نازله") is a bleeding disorder.
  {
    id: 'bleeding_disorder-vague-461',
    cls: 'bleeding_disorder',
    style: 'vague',
    answers: { ...SKIN_WOMAN, ...health('الصفايح عندي نازله واي جرح ما يوقف') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: [],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },

  // ── Surgery ─────────────────────────────────────────────────────────────────
  // NCCIH: stop ashwagandha before surgery (تكميم = sleeve gastrectomy).
  {
    id: 'surgery-arabic-462',
    cls: 'surgery',
    style: 'arabic',
    answers: health('عندي عملية تكميم الاسبوع الجاي'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Iron overload ───────────────────────────────────────────────────────────
  // ODS iron: people with haemochromatosis / iron overload should not take iron supplements; Exjade = deferasirox.
  {
    id: 'iron_overload-arabic-463',
    cls: 'iron_overload',
    style: 'arabic',
    answers: { ...ENERGY_WOMAN, ...health('عندي ثلاسيميا ميجر وآخذ اكسجيد لطرد الحديد') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },

  // ── G6PD deficiency ─────────────────────────────────────────────────────────
  // Ascorbic acid label: haemolysis with high-dose vitamin C in G6PD deficiency ("أنيميا الفول").
  {
    id: 'g6pd_deficiency-arabic-464',
    cls: 'g6pd_deficiency',
    style: 'arabic',
    answers: { ...IMMUNITY_WOMAN, ...health('عندي أنيميا الفول') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },
  // "نقص الخميرة" is how Gulf families name G6PD deficiency.
  {
    id: 'g6pd_deficiency-vague-465',
    cls: 'g6pd_deficiency',
    style: 'vague',
    answers: { ...IMMUNITY_MAN, ...health('عندي نقص الخميره وما آكل فول') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },

  // ── Sickle cell ─────────────────────────────────────────────────────────────
  // ASH: transfused sickle cell disease leads to iron overload (no iron supplements).
  {
    id: 'sickle_cell-arabic-466',
    cls: 'sickle_cell',
    style: 'arabic',
    answers: { ...ENERGY_WOMAN, ...health('عندي فقر دم منجلي (سكلر) واسوي تبديل دم') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },
  // ASH: sickle cell patients accumulate iron from transfusions; no iron supplements.
  {
    id: 'sickle_cell-transliteration-467',
    cls: 'sickle_cell',
    style: 'transliteration',
    answers: { ...ENERGY_WOMAN_30, ...health('3indi sickle cell w ba5od hydroxyurea') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },

  // ── Kidney stones ───────────────────────────────────────────────────────────
  // NIDDK / ODS calcium: calcium supplements (not dietary calcium) are linked to kidney stones (recognition only).
  {
    id: 'kidney_stones-arabic-468',
    cls: 'kidney_stones',
    style: 'arabic',
    answers: health('طلعت لي حصوه بالكليه مرتين'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: NIDDK_KIDNEY_STONES,
  },

  // ── Autoimmune disease ──────────────────────────────────────────────────────
  // NCCIH: avoid ashwagandha with autoimmune diseases (lupus = الذئبة الحمراء).
  {
    id: 'autoimmune_disease-arabic-470',
    cls: 'autoimmune_disease',
    style: 'arabic',
    answers: health('عندي الذئبه الحمراء'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: avoid ashwagandha with autoimmune disease (rheumatoid arthritis typed in the concerns box).
  {
    id: 'autoimmune_disease-health-box-471',
    cls: 'autoimmune_disease',
    style: 'health-box',
    answers: concernBox('روماتويد بالمفاصل', ['immune']),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Hypercalcaemia ──────────────────────────────────────────────────────────
  // ODS calcium / vitamin D: no calcium or vitamin D supplements with high blood calcium.
  {
    id: 'hypercalcaemia-arabic-472',
    cls: 'hypercalcaemia',
    style: 'arabic',
    answers: { ...AGING_WOMAN_46, ...health('الكالسيوم عالي بالدم عندي') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: CALCIUM,
  },

  // ── Swallowing difficulty ───────────────────────────────────────────────────
  // ODS weight loss: glucomannan tablets can cause oesophageal obstruction.
  {
    id: 'swallowing_difficulty-arabic-474',
    cls: 'swallowing_difficulty',
    style: 'arabic',
    answers: { ...WEIGHT_WOMAN, ...health('عندي صعوبه بالبلع والاكل يعلق بالمريء') },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },
  // "ma agdar abla3 el 7boob" = I can't swallow pills.
  {
    id: 'swallowing_difficulty-transliteration-475',
    cls: 'swallowing_difficulty',
    style: 'transliteration',
    answers: { ...WEIGHT_MAN, ...health('ma agdar abla3 el 7boob, t3alag fi 7al8i') },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },

  // ── Heart rhythm ────────────────────────────────────────────────────────────
  // ODS omega-3: high-dose omega-3 is associated with atrial fibrillation (رجفان أذيني).
  {
    id: 'heart_rhythm-arabic-476',
    cls: 'heart_rhythm',
    style: 'arabic',
    answers: health('عندي رجفان اذيني'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm'],
    source: OMEGA_3,
  },
  // Cordarone = amiodarone for an irregular heartbeat.
  {
    id: 'heart_rhythm-brand-477',
    cls: 'heart_rhythm',
    style: 'brand',
    answers: meds('كوردارون ٢٠٠ لعدم انتظام ضربات القلب'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm'],
    source: AMIODARONE_LABEL,
  },

  // ── Extra dialect forms (glued prefixes, mixed lines) ───────────────────────
  // Mixed Arabic + English line: Glucophage (metformin) for "السكر" and Concor for "الضغط".
  {
    id: 'metformin-multi-479',
    cls: 'metformin',
    style: 'multi',
    answers: meds('Glucophage للسكر و Concor للضغط'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin', 'blood_pressure'],
    source: VITAMIN_B12,
  },
  // Breastfeeding in Egyptian dialect with a glued و: "وبرضع".
  {
    id: 'pregnancy_breastfeeding-arabic-482',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: health('ولدت من شهرين وبرضّع ابني'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Levantine "كلاوي" (kidneys) for chronic kidney disease.
  {
    id: 'kidney_disease-arabic-483',
    cls: 'kidney_disease',
    style: 'arabic',
    answers: health('عندي قصور بالكلاوي مزمن'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // Chemo and radiotherapy in Arabizi ("esh3a3" = إشعاع).
  {
    id: 'cancer_treatment-transliteration-485',
    cls: 'cancer_treatment',
    style: 'transliteration',
    answers: health('5alast el kimo bas ba9i 3indi jalsat esh3a3'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_E,
  },
];
