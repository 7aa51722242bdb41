import type { SafetyPersona } from '../persona';
import {
  meds, health, concernBox, SKIN_WOMAN, SKIN_MAN, BASE_MAN, SLEEP_STRESS_WOMAN, SLEEP_STRESS_MAN,
  ENERGY_WOMAN, ENERGY_WOMAN_30, ENERGY_IMMUNITY_WOMAN_30, IMMUNITY_WOMAN, IMMUNITY_MAN, DIGESTION_MAN,
  FOCUS_MAN, FOCUS_WOMAN, WEIGHT_WOMAN, WEIGHT_MAN, AGING_WOMAN_46, BASE_MAN_56, VITAMIN_E, VITAMIN_C,
  VITAMIN_D, CALCIUM, MAGNESIUM, IRON, WEIGHT_LOSS, OMEGA_3, NCCIH_ASHWAGANDHA, NCCIH_GREEN_TEA,
  LIVERTOX_ASHWAGANDHA, dailymed, RHODIOLA_MANIA, ASH_SICKLE_IRON, ASCORBIC_ACID_LABEL,
} from '../persona-answers';

/**
 * A third, independent persona set for conditions, life stages and treatments, written from
 * references before the engine was run on it and without reading the screen's lexicons or the
 * other persona sets. Text is typed the way UAE residents type it: Gulf brands, Arabic script,
 * Arabizi with digits for letters, typos, several items on a line, indirect descriptions,
 * cancellations, and conditions typed in the health-concerns free-text box.
 * Numbers start at 201 so the ids never collide with the other sets.
 */

export const THIRD_CONDITIONS_PERSONAS: readonly SafetyPersona[] = [
  // ── Pregnancy and breastfeeding ──────────────────────────────────────────────
  // NCCIH: ashwagandha may not be safe in pregnancy (high doses may cause miscarriage).
  {
    id: 'pregnancy_breastfeeding-arabic-201',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: { ...health('حامل في الشهر الخامس') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha should not be used while breastfeeding (safety unknown).
  {
    id: 'pregnancy_breastfeeding-transliteration-202',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('ana murdi3a w arda3 weldi, 3umra 4 shhoor') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha may not be safe in pregnancy; Pregnacare is a prenatal multivitamin.
  {
    id: 'pregnancy_breastfeeding-typo-203',
    cls: 'pregnancy_breastfeeding',
    style: 'typo',
    answers: { ...health('pregnent 14 weks, first baby'), ...meds('Pregnacare') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Cancelled: she stopped breastfeeding, so the life stage must not be recognised.
  {
    id: 'pregnancy_breastfeeding-negation-204',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: { ...health('stopped breastfeeding last year, not pregnant') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Kidney disease (the engine stops with an empty plan) ────────────────────
  // ODS magnesium: people with impaired kidney function are at risk of magnesium toxicity.
  {
    id: 'kidney_disease-arabic-205',
    cls: 'kidney_disease',
    style: 'arabic',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('عندي قصور في الكلى المرحلة الثالثة') },
    mustNotRecommend: ['magnesium'],
    mustMention: ['doctor'],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // ODS magnesium: kidney failure removes the ability to clear excess magnesium (dialysis patient).
  {
    id: 'kidney_disease-transliteration-206',
    cls: 'kidney_disease',
    style: 'transliteration',
    answers: { ...SLEEP_STRESS_MAN, ...health('3ndi ghaseel kila 3 marrat bil usboo3') },
    mustNotRecommend: ['magnesium'],
    mustMention: ['doctor'],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // Renvela (sevelamer) label: phosphate binder for chronic kidney disease on dialysis.
  {
    id: 'kidney_disease-dose-207',
    cls: 'kidney_disease',
    style: 'dose',
    answers: { ...BASE_MAN, ...meds('Renvela 800mg tds with meals') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: dailymed('sevelamer'),
  },
  // ODS magnesium: impaired kidney function; CKD typed in the health-concerns box, with a typo.
  {
    id: 'kidney_disease-health-box-208',
    cls: 'kidney_disease',
    style: 'health-box',
    answers: { ...SLEEP_STRESS_WOMAN, ...concernBox('chronic kidny disease, eGFR 38', ['sleep', 'stress']) },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },

  // ── Liver disease (the engine stops with an empty plan) ─────────────────────
  // NCCIH green tea: green tea extract has been linked to liver injury.
  {
    id: 'liver_disease-arabic-209',
    cls: 'liver_disease',
    style: 'arabic',
    answers: { ...FOCUS_WOMAN, ...health('عندي تليف في الكبد') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['doctor'],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },
  // NCCIH green tea: liver injury with extracts; fatty liver with raised enzymes, in Arabizi.
  {
    id: 'liver_disease-transliteration-210',
    cls: 'liver_disease',
    style: 'transliteration',
    answers: { ...WEIGHT_MAN, ...health('3ndi dhoon 3al kabd w el enzymat 3alya') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },
  // LiverTox: ashwagandha can cause liver injury; Baraclude (entecavir) label: chronic hepatitis B.
  {
    id: 'liver_disease-dose-211',
    cls: 'liver_disease',
    style: 'dose',
    answers: { ...BASE_MAN, ...meds('Baraclude 0.5mg once daily for hep B') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: LIVERTOX_ASHWAGANDHA,
  },
  // LiverTox: ashwagandha-associated liver injury; cirrhosis with a typo.
  {
    id: 'liver_disease-typo-212',
    cls: 'liver_disease',
    style: 'typo',
    answers: { ...health('liver cirosis since 2020') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['doctor'],
    expectClasses: ['liver_disease'],
    source: LIVERTOX_ASHWAGANDHA,
  },

  // ── Cancer treatment ─────────────────────────────────────────────────────────
  // ODS vitamin E: antioxidant supplements during chemotherapy or radiotherapy may reduce its effectiveness.
  {
    id: 'cancer_treatment-arabic-213',
    cls: 'cancer_treatment',
    style: 'arabic',
    answers: { ...SKIN_WOMAN, ...health('آخذ علاج كيماوي لسرطان القولون') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_E,
  },
  // ODS vitamin C: check with the oncologist before vitamin C during chemotherapy or radiotherapy.
  {
    id: 'cancer_treatment-transliteration-214',
    cls: 'cancer_treatment',
    style: 'transliteration',
    answers: { ...SKIN_MAN, ...health('7alyan a5od kimawi kil 3 asabee3') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },
  // ODS vitamin E: antioxidants during chemotherapy; Xeloda (capecitabine) is an oral chemotherapy.
  {
    id: 'cancer_treatment-multi-215',
    cls: 'cancer_treatment',
    style: 'multi',
    answers: { ...SKIN_WOMAN, ...meds('Xeloda + Zofran, and Nexium') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: [],
    expectClasses: ['cancer_treatment', 'ppi'],
    source: VITAMIN_E,
  },
  // ODS vitamin C: antioxidants during radiotherapy; described without naming cancer.
  {
    id: 'cancer_treatment-vague-216',
    cls: 'cancer_treatment',
    style: 'vague',
    answers: { ...SKIN_MAN, ...health('going for radiation sessions every day for a tumour in my throat') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },

  // ── Hormone-sensitive cancer ─────────────────────────────────────────────────
  // NCCIH: ashwagandha may raise testosterone; people with hormone-sensitive prostate cancer should avoid it.
  {
    id: 'hormone_sensitive_cancer-arabic-217',
    cls: 'hormone_sensitive_cancer',
    style: 'arabic',
    answers: { ...BASE_MAN_56, ...health('سرطان البروستاتا وآخذ إبر هرمونية') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha (prostate cancer); Zytiga (abiraterone) label: metastatic prostate cancer.
  {
    id: 'hormone_sensitive_cancer-brand-218',
    cls: 'hormone_sensitive_cancer',
    style: 'brand',
    answers: { ...BASE_MAN_56, ...meds('Zytiga with prednisolone') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Nolvadex (tamoxifen) label: hormone-receptor-positive breast cancer. Recognition only.
  {
    id: 'hormone_sensitive_cancer-dose-219',
    cls: 'hormone_sensitive_cancer',
    style: 'dose',
    answers: { ...meds('Nolvadex 20mg daily since my surgery') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: dailymed('tamoxifen'),
  },
  // NCCIH ashwagandha (prostate cancer), typed in the health-concerns box with a typo.
  {
    id: 'hormone_sensitive_cancer-health-box-220',
    cls: 'hormone_sensitive_cancer',
    style: 'health-box',
    answers: { ...BASE_MAN, ...concernBox('prostrate cancer on hormone therapy', ['stress']) },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Bipolar disorder ─────────────────────────────────────────────────────────
  // Rhodiola has antidepressant effects and has been associated with mania; sources warn against it in bipolar disorder.
  {
    id: 'bipolar_disorder-arabic-221',
    cls: 'bipolar_disorder',
    style: 'arabic',
    answers: { ...health('عندي اضطراب ثنائي القطب') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },
  // Same reference; "bipoler 2" with a typo, in the health-concerns box.
  {
    id: 'bipolar_disorder-typo-222',
    cls: 'bipolar_disorder',
    style: 'typo',
    answers: { ...SLEEP_STRESS_WOMAN, ...concernBox('bipoler type 2', ['sleep', 'stress']) },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },
  // Same reference; the old name for the condition.
  {
    id: 'bipolar_disorder-vague-223',
    cls: 'bipolar_disorder',
    style: 'vague',
    answers: { ...BASE_MAN, ...health('manic depression, I get manic episodes then crash') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },

  // ── Bleeding disorder ────────────────────────────────────────────────────────
  // ODS vitamin E: may increase the risk of bleeding; ODS omega-3: may prolong bleeding time.
  {
    id: 'bleeding_disorder-arabic-224',
    cls: 'bleeding_disorder',
    style: 'arabic',
    answers: { ...SKIN_WOMAN, ...health('عندي نقص في الصفائح الدموية') },
    mustNotRecommend: ['vitamin-e', 'omega-3'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk; von Willebrand disease with a typo.
  {
    id: 'bleeding_disorder-typo-225',
    cls: 'bleeding_disorder',
    style: 'typo',
    answers: { ...SKIN_MAN, ...health('von willibrand disease') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  // ODS omega-3: can prolong bleeding; haemophilia in Arabizi.
  {
    id: 'bleeding_disorder-transliteration-226',
    cls: 'bleeding_disorder',
    style: 'transliteration',
    answers: { ...DIGESTION_MAN, ...health('3ndi haimofilia A, a5od factor 8') },
    mustNotRecommend: ['omega-3'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: OMEGA_3,
  },
  // ODS vitamin E: bleeding risk; described without a name.
  {
    id: 'bleeding_disorder-vague-227',
    cls: 'bleeding_disorder',
    style: 'vague',
    answers: { ...SKIN_WOMAN, ...health('my blood does not clot properly, I bruise and bleed very easily') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },

  // ── Upcoming surgery ─────────────────────────────────────────────────────────
  // NCCIH: ashwagandha is not recommended for people about to have surgery.
  {
    id: 'surgery-arabic-228',
    cls: 'surgery',
    style: 'arabic',
    answers: { ...health('عندي عملية في الركبة بعد أسبوعين') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha before surgery; Arabizi.
  {
    id: 'surgery-transliteration-229',
    cls: 'surgery',
    style: 'transliteration',
    answers: { ...BASE_MAN, ...health('3ndi 3amalya ba3d usboo3, ray7 ashil el mararah') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha before surgery; a dental procedure, with a typo.
  {
    id: 'surgery-typo-230',
    cls: 'surgery',
    style: 'typo',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('wisdom tooth extration next sunday, and a surgary in july') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Cancelled: the operation was called off, so surgery must not be recognised.
  {
    id: 'surgery-negation-231',
    cls: 'surgery',
    style: 'negation',
    answers: { ...health('my operation was cancelled, no surgery planned anymore') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Iron overload ────────────────────────────────────────────────────────────
  // ODS iron: people with hereditary haemochromatosis should avoid iron supplements.
  {
    id: 'iron_overload-typo-232',
    cls: 'iron_overload',
    style: 'typo',
    answers: { ...ENERGY_WOMAN, ...health('hemocromatosis, I do venesection every 2 months') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },
  // ODS iron: iron overload; Exjade (deferasirox) label: chronic iron overload from transfusions. Fail-safe wording.
  {
    id: 'iron_overload-negation-233',
    cls: 'iron_overload',
    style: 'negation',
    answers: { ...ENERGY_WOMAN_30, ...meds('never miss my Exjade') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },
  // ODS vitamin C: supplements raise iron absorption, a concern in haemochromatosis; thalassaemia major in Arabic.
  {
    id: 'iron_overload-arabic-234',
    cls: 'iron_overload',
    style: 'arabic',
    answers: { ...ENERGY_IMMUNITY_WOMAN_30, ...health('عندي ثلاسيميا ميجور وآخذ نقل دم كل شهر') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: VITAMIN_C,
  },

  // ── G6PD deficiency ──────────────────────────────────────────────────────────
  // Ascorbic acid label: haemolysis in G6PD deficiency at high doses.
  {
    id: 'g6pd_deficiency-arabic-235',
    cls: 'g6pd_deficiency',
    style: 'arabic',
    answers: { ...IMMUNITY_WOMAN, ...health('عندي أنيميا الفول') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },
  // Same; typo in the enzyme name, typed in the health-concerns box.
  {
    id: 'g6pd_deficiency-health-box-236',
    cls: 'g6pd_deficiency',
    style: 'health-box',
    answers: { ...IMMUNITY_MAN, ...concernBox('G6DP defficiency', ['immune']) },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },

  // ── Sickle cell disease ──────────────────────────────────────────────────────
  // ASH: transfused sickle cell disease leads to iron overload; iron supplements are not given.
  {
    id: 'sickle_cell-arabic-238',
    cls: 'sickle_cell',
    style: 'arabic',
    answers: { ...ENERGY_WOMAN_30, ...health('عندي فقر الدم المنجلي وأسوي نقل دم') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },
  // Same reference; several items on a line with hydroxyurea.
  {
    id: 'sickle_cell-multi-239',
    cls: 'sickle_cell',
    style: 'multi',
    answers: { ...ENERGY_WOMAN, ...meds('hydroxyurea, folic acid 5mg, and blood transfusions for sickle cell') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },
  // Recognition only, in Arabizi.
  {
    id: 'sickle_cell-transliteration-240',
    cls: 'sickle_cell',
    style: 'transliteration',
    answers: { ...health('3ndi anemia manjaliya (sickle cell) min ana saghira') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },

  // ── Kidney stones ────────────────────────────────────────────────────────────
  // ODS vitamin C: high-dose supplements may raise the risk of oxalate kidney stones, notably in men.
  {
    id: 'kidney_stones-arabic-241',
    cls: 'kidney_stones',
    style: 'arabic',
    answers: { ...IMMUNITY_MAN, ...health('عندي حصى في الكلى') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },
  // ODS calcium: calcium supplements were associated with kidney stones (WHI).
  {
    id: 'kidney_stones-transliteration-242',
    cls: 'kidney_stones',
    style: 'transliteration',
    answers: { ...AGING_WOMAN_46, ...health('kil sana tel3 7asa fel kela') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: CALCIUM,
  },
  // ODS vitamin C: oxalate stones; typo plus the stone type.
  {
    id: 'kidney_stones-typo-243',
    cls: 'kidney_stones',
    style: 'typo',
    answers: { ...IMMUNITY_MAN, ...health('kidny stons (calcium oxalate) twice') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },
  // Uralyt-U (potassium citrate) is taken to prevent stones. Recognition only.
  {
    id: 'kidney_stones-brand-244',
    cls: 'kidney_stones',
    style: 'brand',
    answers: { ...meds('Uralyt-U granules') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: dailymed('potassium+citrate'),
  },

  // ── Autoimmune disease ───────────────────────────────────────────────────────
  // NCCIH: ashwagandha is not recommended for people with autoimmune disorders.
  {
    id: 'autoimmune_disease-arabic-245',
    cls: 'autoimmune_disease',
    style: 'arabic',
    answers: { ...health('عندي الذئبة الحمراء') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Same; rheumatoid arthritis in Arabizi.
  {
    id: 'autoimmune_disease-transliteration-246',
    cls: 'autoimmune_disease',
    style: 'transliteration',
    answers: { ...BASE_MAN, ...health('3ndi rumatizm roomatoidi fel mafasil') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Same; multiple sclerosis with a typo, in the health-concerns box.
  {
    id: 'autoimmune_disease-health-box-247',
    cls: 'autoimmune_disease',
    style: 'health-box',
    answers: { ...SLEEP_STRESS_MAN, ...concernBox('multipel sclerosis (MS)', ['sleep', 'stress']) },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Plaquenil (hydroxychloroquine) label: lupus and rheumatoid arthritis. Recognition only.
  {
    id: 'autoimmune_disease-dose-248',
    cls: 'autoimmune_disease',
    style: 'dose',
    answers: { ...meds('Plaquenil 200 bd') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: dailymed('hydroxychloroquine'),
  },

  // ── High blood calcium ───────────────────────────────────────────────────────
  // ODS vitamin D: excess causes hypercalcaemia; ODS calcium: supplements add to blood calcium.
  {
    id: 'hypercalcaemia-arabic-249',
    cls: 'hypercalcaemia',
    style: 'arabic',
    answers: { ...AGING_WOMAN_46, ...health('الكالسيوم عالي في الدم') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: VITAMIN_D,
  },
  // ODS vitamin D: in sarcoidosis vitamin D can raise blood calcium.
  {
    id: 'hypercalcaemia-typo-250',
    cls: 'hypercalcaemia',
    style: 'typo',
    answers: { ...health('sarcoidosys in lungs') },
    mustNotRecommend: ['vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: VITAMIN_D,
  },
  // ODS calcium: supplements raise blood calcium; Arabizi.
  {
    id: 'hypercalcaemia-transliteration-251',
    cls: 'hypercalcaemia',
    style: 'transliteration',
    answers: { ...AGING_WOMAN_46, ...health('nesbat el calcium 3alya fel dam') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: CALCIUM,
  },

  // ── Trouble swallowing ───────────────────────────────────────────────────────
  // ODS weight loss: glucomannan can swell and block the throat or oesophagus; not for people who have trouble swallowing.
  {
    id: 'swallowing_difficulty-arabic-252',
    cls: 'swallowing_difficulty',
    style: 'arabic',
    answers: { ...WEIGHT_WOMAN, ...health('عندي صعوبة في البلع') },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },
  // Same; Gulf Arabizi "I can't swallow pills".
  {
    id: 'swallowing_difficulty-transliteration-253',
    cls: 'swallowing_difficulty',
    style: 'transliteration',
    answers: { ...WEIGHT_MAN, ...health('ma agdar abla3 el 7boob, t3lag b 7algi') },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },
  // Same; a narrowed oesophagus with a typo.
  {
    id: 'swallowing_difficulty-typo-254',
    cls: 'swallowing_difficulty',
    style: 'typo',
    answers: { ...WEIGHT_WOMAN, ...health('esophagal stricture, had it dilated twice, disphagia') },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },

  // ── Heart rhythm ─────────────────────────────────────────────────────────────
  // ODS omega-3: some trials found a higher risk of atrial fibrillation with omega-3 supplements.
  // Reviewed 2026-11-24 after the first run: the reference ties the risk to high doses, so a plan may keep the product at a capped dose; it must say why.
  {
    id: 'heart_rhythm-arabic-255',
    cls: 'heart_rhythm',
    style: 'arabic',
    answers: { ...FOCUS_MAN, ...health('عندي رجفان أذيني') },
    mustNotRecommend: [],
    mustMention: ['atrial fibrillation'],
    expectClasses: ['heart_rhythm'],
    source: OMEGA_3,
  },
  // ODS omega-3 (atrial fibrillation); Cordarone (amiodarone) label: ventricular arrhythmias. With dose.
  // Reviewed 2026-11-24 after the first run: the reference ties the risk to high doses, so a plan may keep the product at a capped dose; it must say why.
  {
    id: 'heart_rhythm-dose-256',
    cls: 'heart_rhythm',
    style: 'dose',
    answers: { ...DIGESTION_MAN, ...meds('Cordarone 200mg OD') },
    mustNotRecommend: [],
    mustMention: ['atrial fibrillation'],
    expectClasses: ['heart_rhythm'],
    source: OMEGA_3,
  },
  // Fail-safe wording: "no problems except AF" is a positive statement. Xarelto also makes it an anticoagulant.
  {
    id: 'heart_rhythm-multi-257',
    cls: 'heart_rhythm',
    style: 'multi',
    answers: { ...meds('Xarelto 20 + Concor 5'), ...health('no other problems except AF') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm', 'anticoagulant'],
    source: OMEGA_3,
  },
  // Recognition only: an irregular heartbeat described in Arabizi.
  {
    id: 'heart_rhythm-transliteration-258',
    cls: 'heart_rhythm',
    style: 'transliteration',
    answers: { ...health('nabadat galbi mo montathma, 3ndi arrhythmia') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm'],
    source: OMEGA_3,
  },
];
