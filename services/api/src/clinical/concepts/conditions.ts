import type { Concept, Source } from '../types';

/**
 * Conditions and life stages people type in the health box (quiz question 9) or the medicines box.
 *
 * Fail-safe reading: a condition that is nearly always treated with a known medicine family also
 * carries that family's class (diabetes -> glucose_lowering, epilepsy -> antiepileptic), because
 * people often name the illness and not the tablet. Where a condition has medicines that are used
 * for little else (phosphate binders, iron chelators, hepatitis antivirals, lithium), those are listed
 * here too so that typing only the brand still reveals the condition. A false positive only adds
 * caution, so ambiguous-but-usually-meant words are kept on purpose (bare 'surgery', 'عملية', 'ضغط',
 * 'سكر', 'حمل'); each is commented where it can mean something else.
 *
 * Arabic is written as the bare word (the matcher strips ال و ب ل ف ك from typed words and folds
 * أ إ آ ة ى ئ ؤ), so 'غسيل كلى' also matches 'غسيل الكلى' and 'غسيل في الكلى'.
 */

const ODS = 'https://ods.od.nih.gov/factsheets';
const NCCIH = 'https://www.nccih.nih.gov/health';

const SRC = {
  ashwagandha: { title: 'NCCIH: Ashwagandha', url: `${NCCIH}/ashwagandha` },
  magnesium: { title: 'NIH ODS: Magnesium Fact Sheet for Health Professionals', url: `${ODS}/Magnesium-HealthProfessional/` },
  greenTea: { title: 'NCCIH: Green Tea', url: `${NCCIH}/green-tea` },
  stJohnsWort: { title: 'NCCIH: St. John’s Wort', url: `${NCCIH}/st-johns-wort` },
  vitaminE: { title: 'NIH ODS: Vitamin E Fact Sheet for Health Professionals', url: `${ODS}/VitaminE-HealthProfessional/` },
  supplementsWyntk: { title: 'NIH ODS: Dietary Supplements: What You Need to Know', url: `${ODS}/WYNTK-Consumer/` },
  iron: { title: 'NIH ODS: Iron Fact Sheet for Health Professionals', url: `${ODS}/Iron-HealthProfessional/` },
  zinc: { title: 'NIH ODS: Zinc Fact Sheet for Health Professionals', url: `${ODS}/Zinc-HealthProfessional/` },
  calcium: { title: 'NIH ODS: Calcium Fact Sheet for Health Professionals', url: `${ODS}/Calcium-HealthProfessional/` },
  vitaminD: { title: 'NIH ODS: Vitamin D Fact Sheet for Health Professionals', url: `${ODS}/VitaminD-HealthProfessional/` },
  vitaminC: { title: 'NIH ODS: Vitamin C Fact Sheet for Health Professionals', url: `${ODS}/VitaminC-HealthProfessional/` },
  weightLoss: { title: 'NIH ODS: Dietary Supplements for Weight Loss', url: `${ODS}/WeightLoss-HealthProfessional/` },
  omega3: { title: 'NIH ODS: Omega-3 Fatty Acids Fact Sheet for Health Professionals', url: `${ODS}/Omega3FattyAcids-HealthProfessional/` },
  diabetes: { title: 'NCCIH: Diabetes and Dietary Supplements', url: `${NCCIH}/diabetes-and-dietary-supplements` },
  potassium: { title: 'NIH ODS: Potassium Fact Sheet for Health Professionals', url: `${ODS}/Potassium-HealthProfessional/` },
  iodine: { title: 'NIH ODS: Iodine Fact Sheet for Health Professionals', url: `${ODS}/Iodine-HealthProfessional/` },
  folate: { title: 'NIH ODS: Folate Fact Sheet for Health Professionals', url: `${ODS}/Folate-HealthProfessional/` },
  probiotics: { title: 'NIH ODS: Probiotics Fact Sheet for Health Professionals', url: `${ODS}/Probiotics-HealthProfessional/` },
} as const satisfies Record<string, Source>;

/** A medicine's US label on DailyMed, found by name (a search link stays valid when the label's set id changes). */
function label(name: string): Source {
  return {
    title: `DailyMed: ${name} label`,
    url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(name)}`,
  };
}

/** An iron-chelating medicine names iron overload too (transfusions, thalassaemia). */
const IRON_CHELATOR = ['iron_overload', 'iron_chelator'] as const;

export const CONDITION_CONCEPTS: readonly Concept[] = [
  // ---------------------------------------------------------------------------------------------
  // Pregnancy, trying to conceive, fertility treatment, breastfeeding.
  // Postpartum alone is deliberately absent: after birth without breastfeeding the class does not apply.
  {
    id: 'cond-pregnancy',
    display: 'pregnancy',
    classes: ['pregnancy_breastfeeding'],
    en: [
      'pregnant', 'pregnancy', 'expecting a baby', 'expecting twins', 'weeks pregnant', 'trimester', 'first trimester',
      'second trimester', 'third trimester', 'antenatal', 'prenatal', 'morning sickness', 'weeks along', 'months along', 'weeks gone',
      // 'expecting our second', 'baby due in March'.
      'expecting our first', 'expecting our second', 'expecting our third', 'expecting my first', 'expecting my second', 'expecting my third',
      'baby due', 'due date', 'delivery date', 'delivery due',
      // 'due in May and so am I': due said with the month. Not bare 'due' ('due for a blood test', 'due to stress').
      'due next month', 'due this month', ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
        'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'].map((month) => `due in ${month}`),
      // '14 weeks with baby number 3': how far along, said of the baby. 'not showing yet' (no bump yet) is said only of a
      // pregnancy; its 'not' is part of the phrase, so no denial reads it.
      'weeks with baby', 'with baby number', 'not showing yet', 'bump not showing', 'baby bump',
      // 'now 20 weeks with my second'.
      'weeks with my second', 'weeks with my third', 'weeks with my fourth', 'months with my second', 'months with my third',
      // 'Baby on the way!! saw the heartbeat at the 7 week scan'; the Hinglish announcement 'Good news hai! 8 weeks ho gaye'.
      'baby on the way', 'good news hai', 'heartbeat scan', 'dating scan',
      // Obstetric notes: the expected date of delivery, gravida/para ('G2P1, 22/40').
      'edd', ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((g) => Array.from({ length: g }, (_, p) => `g${g}p${p}`)),
      // 'I am carrying my second baby', 'bump is 30 weeks now'; Nigerian Pidgin 'I get belle' (I am pregnant).
      'carrying my baby', 'carrying baby', 'carrying second baby', 'bump weeks', 'get belle',
      // 'eating for two these days, week 18', 'two lines on the stick'.
      'eating for two', 'two lines on the stick', 'two lines on the test',
      // 'just found out im expecting, around 10 wks by the scan'.
      'im expecting', 'i am expecting', 'found out im expecting',
    ],
    // 'حمل' also means "carrying/lifting" (حمل الأثقال) and the sign Aries: kept, a false positive only adds caution.
    // Urdu script: حاملہ (pregnant), امید سے ہوں ("I am with hope"), پیٹ سے ہوں ("I am from the stomach"),
    // پاؤں بھاری ("heavy feet"), ماں بننے والی ("about to become a mother").
    // 'أنا في الشهر الرابع' ("I am in the fourth month"): how Arabic speakers say how far along they are.
    ar: ['حامل', 'حاملة', 'حبلى', 'حمل', 'أسبوع حمل', 'شهر حمل', 'صرت حامل', 'حاملہ', 'امید سے ہوں', 'پیٹ سے ہوں', 'پاؤں بھاری',
      'پیر بھاری', 'ماں بننے والی', 'خوشخبری مہینہ',
      // Persian and Urdu: بارداری (pregnancy), باردار (pregnant), حاملگی (pregnancy).
      'بارداری', 'باردار', 'حاملگی',
      // Pashto: امیندواره (pregnant, 'with hope'); not the Persian امیدوار (hopeful).
      'امیندواره',
      ...['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع'].flatMap((month) => [`أنا في الشهر ${month}`, `أنا بالشهر ${month}`]),
      // 'أنتظر مولودي الأول' (I am expecting my first baby).
      'أنتظر مولود', 'أنتظر مولودي', 'بانتظار مولود', 'بانتظار مولودي',
      // 'إبرة كليكسان كل يوم لين الولادة' (a Clexane shot every day until the delivery): until the birth, so pregnant now.
      'لين الولادة', 'لحد الولادة', 'حتى الولادة', 'إلى الولادة', 'لغاية الولادة',
      // 'البيبي في بطني عمره ١٢ أسبوع' (the baby in my belly is 12 weeks); not bare 'في بطني' ('ألم في بطني', a pain in my belly).
      'البيبي في بطني', 'بيبي في بطني', 'الجنين', 'جنيني',
      // Levantine 'ناطرة مولود' (waiting for a baby).
      'ناطره مولود', 'ناطره مولودي',
    ],
    // Tagalog 'buntis' (pregnant), 'nagbubuntis' (is pregnant); Hindi 'garbhvati'. Hindi/Urdu idioms: 'pet se hoon',
    // 'umeed se hoon', 'pair/paon bhari', 'maa banne wali', 'khushkhabri hai' (there is good news: a false reading only adds caution).
    // 'umeed se' and 'pet se' alone are left out: "umeed se zyada" (more than hoped), "pet se judi" (stomach-related).
    translit: ['7amel', 'hamel', 'haamil', '7aamel', 'hamil', '7amil', '7aamil', 'haamel', 'hamila', '7abla', 'buntis', 'nagbubuntis', 'garbhvati',
      // Somali 'uur baan leeyahay' (I am pregnant), 'uur leh' (pregnant).
      'uur baan leeyahay', 'uur leeyahay', 'uur leh',
      'haamla', 'haamila', 'hamla hoon', 'pet se hoon', 'pet se hun', 'pet se hu', 'umeed se hoon', 'umeed se hun', 'umeed se hu', 'ummeed se hoon',
      'ummeed se hun', 'umid se hoon', 'umid se hun', 'pair bhari', 'pair bhaari', 'paon bhari', 'paon bhaari', 'paaon bhari', 'pao bhari',
      'maa banne wali', 'maa banne vali', 'mummy banne wali', 'khushkhabri hai', 'khush khabri hai', 'khushkhabri mahina', 'khush khabri mahina',
      // Malayalam 'garbhini' (njan garbhini aanu: I am pregnant); Hindi 'garbhavati'.
      'garbhini', 'garbhinee', 'garbhavati', 'garbhavathi',
      // Tagalog 'kabuwanan ko na sa Disyembre' (my due month is December).
      'kabuwanan',
      // As residents from elsewhere write it: French 'enceinte', 'grossesse'; German 'schwanger'; Bahasa 'hamil' (above);
      // Swahili 'nina mimba', 'mjamzito'; Tamil 'karpama' (karpamaaga irukken: I am pregnant).
      'enceinte', 'grossesse', 'schwanger', 'schwangerschaft', 'mimba', 'mjamzito', 'karpama', 'karpamaga', 'karppamaga',
      // Hindi/Urdu 'doosra bachcha hone wala hai' (the second baby is on the way), '7th month chal raha hai' (the seventh month
      // is running): how far along, said with the month's number.
      'bachcha hone wala', 'bacha hone wala', 'baccha hone wala', 'bachcha hone wali', 'baby hone wala', 'baby hone wali', 'delivery hone wali',
      'delivery hone wala', ...['3rd', '4th', '5th', '6th', '7th', '8th', '9th'].flatMap((month) => [`${month} month chal raha`, `${month} mahina chal raha`]),
      // The month said in words: 'abhi chhatha mahina chal raha hai' (the sixth month is running now).
      ...['teesra', 'chautha', 'chotha', 'paanchva', 'panchva', 'chhatha', 'chatha', 'satva', 'saatvan', 'aathva', 'athva', 'nauva'].map((month) => `${month} mahina chal raha`),
      // Malayalam 'njan garbhiniyaanu' (I am pregnant); Sinhala 'mama gabiniyi' (I am pregnant).
      'garbhiniyaanu', 'garbhiniyanu', 'gabini', 'gabiniyi', 'gabiniyak',
      // Tagalog 'nagdadalang-tao po ako' (I am pregnant).
      'nagdadalang tao', 'nagdadalangtao', 'dalang tao',
    ],
    ru: ['беременность', 'беременна', 'беременная'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-trying-to-conceive',
    display: 'trying to conceive',
    classes: ['pregnancy_breastfeeding'],
    en: [
      'trying to conceive', 'ttc', 'trying for a baby', 'trying for another baby', 'planning a baby', 'conceive', 'conceiving',
      'preconception', 'infertility', 'fertility problems',
    ],
    // Urdu 'بچے کی کوشش' (trying for a baby).
    ar: ['أحاول حمل', 'أحاول أحمل', 'أبي أحمل', 'أبغى أحمل', 'ودي أحمل', 'نحاول نجيب بيبي', 'نحاول إنجاب', 'تأخر إنجاب', 'تأخر حمل', 'عقم', 'بچے کی کوشش'],
    translit: ['a7awel a7mel', 'ahawel ahmel', 'abi a7mel', 'abgha a7mel', 'abga a7mel', 'wdi a7mel'],
    source: SRC.ashwagandha,
  },
  {
    // Fertility treatment also means hormone injections, so it carries hormonal_therapy as well.
    id: 'cond-ivf',
    display: 'ivf',
    classes: ['pregnancy_breastfeeding', 'hormonal_therapy'],
    en: [
      'ivf', 'icsi', 'iui', 'in vitro fertilisation', 'in vitro fertilization', 'fertility treatment', 'fertility injections',
      'egg retrieval', 'embryo transfer', 'ovulation induction', 'intrauterine insemination',
    ],
    brands: ['Gonal-f', 'Menopur', 'Ovitrelle', 'Puregon', 'Cetrotide', 'Orgalutran', 'Pregnyl', 'Elonva', 'Rekovelle'],
    ar: ['أطفال أنابيب', 'حقن مجهري', 'تلقيح صناعي', 'تنشيط تبويض', 'إبر تنشيط', 'إبر تفجير', 'علاج عقم', 'زراعة أجنة'],
    translit: ['atfal anabeeb', 'atfal anabib', '7ogan majhari', 'hoqan mijhari', 'ebar tansheet'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-breastfeeding',
    display: 'breastfeeding',
    classes: ['pregnancy_breastfeeding'],
    // Bare 'nursing' is left out: it is also a profession ("I work in nursing").
    en: [
      'breastfeeding', 'breast feeding', 'breastfeed', 'breastfeeds', 'nursing my baby', 'nursing mother', 'nursing mum', 'nursing mom',
      // 'postpartum and nursing', 'still nursing'; 'ebf' (exclusively breastfeeding), 'BF my 3 month old' (not bare 'bf': a boyfriend).
      'and nursing', 'still nursing', 'currently nursing', 'nursing him', 'nursing her', 'ebf', 'bf my', 'bf baby', 'bfing',
      'lactating', 'lactation', 'breast milk', 'pumping milk', 'expressing milk', 'exclusively pumping',
      'feeding my baby myself', 'feed my baby myself', 'feeding the baby myself',
      // 'not exclusively any more, just the night feeds': the feeds a breastfed baby still takes.
      'night feeds', 'night feed', 'night feeding', 'night feedings',
      // 'stopped breastfeeding my daughter, my son still feeds now': a child who still feeds is still breastfed (a formula
      // feed read this way only adds caution).
      'still feeds', 'still feeding', 'on the breast',
      // French 'j'allaite' (I breastfeed), 'allaitement'; Bahasa 'menyusui', 'ASI eksklusif'; Swahili 'ninanyonyesha'. Not the German
      // 'stille': one letter from 'still'.
      'allaite', 'jallaite', 'allaitement', 'menyusui', 'asi eksklusif', 'ninanyonyesha', 'nanyonyesha',
      // 'baby only takes the boob'; Tagalog 'pinapadede ko pa si baby' (I still breastfeed the baby).
      'takes the boob', 'on the boob', 'pinapadede', 'padede',
      // 'feeding her myself every 2-3 hours' (breastfeeding).
      'feeding her myself', 'feeding him myself',
    ],
    // 'برضع' is the Levantine/Egyptian present ('I am breastfeeding'); the glued ب is part of the verb, not a preposition.
    ar: ['مرضعة', 'مرضع', 'إرضاع', 'رضاعة', 'رضاعة طبيعية', 'أرضع', 'ترضع', 'أرضع ولدي', 'أرضع بنتي', 'أرضع بيبي', 'برضع', 'بترضع', 'نفاس', 'نفساء',
      // Urdu script (normalised to Arabic letters, see normalise.ts): 'I breastfeed'.
      'دودھ پلاتی', 'دودھ پلانا',
      // Moroccan 'كنرضع ولدي' (I breastfeed my son).
      'كنرضع', 'كنرضعو', 'نرضع ولدي',
      // Moroccan 'كنعطي البزولة' (I give the breast).
      'كنعطي البزوله', 'البزوله',
    ],
    // Hindi/Urdu 'doodh pilati/pilana' (I breastfeed / to breastfeed); Tagalog 'nagpapasuso', 'nagpapadede'.
    translit: ["mur'di3a", 'murdi3a', 'murdi3ah', 'mordi3a', 'mur di3a', 'radaa3a', 'rada3a', 'reda3a', 'arda3', 'doodh pilati', 'doodh pilana',
      'doodh pila rahi', 'dudh pilati', 'nagpapasuso', 'nagpapadede',
      // Gulf Arabizi 'ana mrdha3a' (I am breastfeeding).
      'mrdha3a', 'mrdh3a', 'murdha3a', 'mordha3a', 'mrda3a', 'mirdi3a',
      // Bengali 'buker dudh' (breast milk): 'bachchake buker dudh khawai' (I breastfeed my child).
      'buker dudh',
      // Hinglish 'usko sirf apna doodh deti hoon' (I give her only my own milk); Malayalam 'mulappal kodukkunnu' (I give breast milk);
      // Nepali 'dudh chusaudai chhu' (I am breastfeeding).
      'apna doodh', 'sirf apna doodh', 'mulappal', 'mulappal kodukkunnu', 'dudh chusaudai', 'dudh chusau',
      // Hinglish 'baby ko feed karati hoon' (I feed the baby myself).
      'baby ko feed', 'feed karati', 'feed karti',
    ],
    ru: ['кормлю грудью', 'грудное вскармливание', 'грудном вскармливании', 'кормящая мама', 'кормящая мать',
      // Russian 'на ГВ' (on breastfeeding, грудное вскармливание).
      'на ГВ',
    ],
    source: SRC.ashwagandha,
  },
  {
    // Prenatal multivitamins are bought for pregnancy, conception or breastfeeding: their name reveals the life stage.
    id: 'cond-prenatal-vitamins',
    display: 'prenatal vitamins',
    classes: ['pregnancy_breastfeeding'],
    en: ['prenatal vitamins', 'pregnancy vitamins', 'pregnancy multivitamin', 'breastfeeding vitamins'],
    brands: [
      'Pregnacare', 'Pregnacare Plus', 'Pregnacare Max', 'Pregnacare Conception', 'Pregnacare Breast-feeding', 'Elevit', 'Femibion',
      'Materna', 'Natalben',
    ],
    ar: ['فيتامينات حمل', 'فيتامين حمل', 'بريجناكير', 'بريغناكير', 'إليفيت', 'فيميبيون'],
    translit: ['vitaminat 7aml'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-gestational-diabetes',
    display: 'gestational diabetes',
    classes: ['pregnancy_breastfeeding', 'glucose_lowering'],
    en: ['gestational diabetes', 'gdm', 'pregnancy diabetes', 'diabetes in pregnancy'],
    ar: ['سكري حمل', 'سكر حمل'],
    translit: ['sukkar al 7aml', 'sokar 7aml'],
    source: SRC.diabetes,
  },

  // ---------------------------------------------------------------------------------------------
  // Kidney disease (a hard stop in the engine). Kidney stones are their own class further down.
  {
    id: 'cond-kidney-disease',
    classes: ['kidney_disease'],
    // 'kidney problems' can also catch "kidney stone problems"; the hard stop then errs on the safe side.
    en: [
      'chronic kidney disease', 'kidney disease', 'ckd', 'renal failure', 'renal impairment', 'renal insufficiency', 'renal disease',
      'kidney failure', 'kidney impairment', 'kidney damage', 'nephropathy', 'diabetic nephropathy', 'nephrotic syndrome',
      'glomerulonephritis', 'polycystic kidney', 'pkd', 'esrd', 'end stage renal', 'weak kidneys', 'kidney problems', 'kidney issues',
      'reduced kidney function', 'poor kidney function', 'kidney weak', 'kidneys weak', 'impaired kidney function', 'low egfr', 'high creatinine', 'raised creatinine', 'egfr', 'nephrologist', 'kidney specialist', 'kidney function', 'nephritis', 'lupus nephritis',
      // A single kidney (born with one, removed or donated) is watched like reduced function (NIDDK, solitary kidney): fail-safe.
      'one kidney', 'single kidney', 'solitary kidney', 'one functioning kidney',
      // 'my kidneys are working at 40 percent': kidney function given as a share, as doctors often explain eGFR.
      'kidneys working at', 'kidney working at', 'kidneys functioning at', 'kidney function at',
      // Protein leaking into the urine (albuminuria) is a sign of kidney disease (NIDDK): 'gone to my kidneys, they are leaking protein'.
      'leaking protein', 'protein leak', 'protein leakage', 'protein in urine', 'protein in my urine', 'proteinuria', 'albuminuria', 'microalbuminuria',
      // CKD stages written together ('CKD3', 'CKD 3b') and the clinic that follows it.
      'ckd1', 'ckd2', 'ckd3', 'ckd3a', 'ckd3b', 'ckd4', 'ckd5', 'ckd stage', 'nephrology', 'nephrology clinic', 'renal clinic', 'kidney clinic',
      // 'my kidney doctor says I have about 30% left': a kidney doctor follows kidney disease (stones too: the stop only adds caution).
      'kidney doctor', 'renal doctor', 'kidney consultant',
      // Lay words of the thirty-fourth set: 'ever since my kidneys quit on me', 'the kidney dietitian has me on 800 ml of fluid a day', 'kidny doc say'.
      'kidneys quit', 'kidneys failed', 'kidneys gave up', 'kidney dietitian', 'renal dietitian', 'kidney diet', 'kidney doc',
    ],
    ar: [
      'فشل كلوي', 'قصور كلوي', 'فشل كلى', 'قصور كلى', 'مرض كلى', 'أمراض كلى', 'مريض كلى', 'ضعف كلى', 'كلى ضعيفة', 'مشاكل كلى', 'مشكلة كلى',
      'گردے کی بیماری', 'گردے فیل', 'گردوں کی بیماری',
      // Persian: kidney failure, kidney disease.
      'نارسایی کلیه', 'بیماری کلیه', 'بیماری کلیوی',
      'اعتلال كلى', 'اعتلال كلوي', 'كلاوي ضعيفة', 'فشل كلاوي', 'قصور كلاوي', 'مرض كلاوي', 'ضعف كلاوي', 'مشاكل كلاوي',
      // Kidney function tests, creatinine and a kidney doctor, as the English 'kidney function', 'high creatinine', 'nephrologist'.
      'وظائف الكلى', 'وظايف الكلى', 'وظائف كلى', 'كرياتينين', 'دكتور كلى', 'طبيب كلى', 'دكتور الكلى', 'طبيب الكلى', 'كلية واحدة',
      // Albumin in the urine ('زلال'), a sign of kidney disease (NIDDK).
      'زلال في البول', 'زلال بالبول',
    ],
    // Tagalog 'sakit sa bato' (kidney disease; also said of stones: the stop only adds caution); Hindi/Urdu
    // 'kidney ki bimari', 'gurde ki bimari' (disease of the kidneys).
    translit: ['fashal kalawi', 'fashal kilawi', 'fashl kalawi', 'qusoor kalawi', 'gusoor kalawi', 'marad kela', 'da3f kela', 'sakit sa bato', 'sakit bato',
      'kidney ki bimari', 'gurde ki bimari', 'gurde ki problem', 'gurde kharab',
      // 'kidney kamzor hai' (the kidneys are weak).
      'kidney kamzor', 'gurde kamzor', 'kamzor kidney', 'kamzor gurde',
      // 'kidney 40 percent hi kaam kar rahi hai' (the kidneys work at 40 percent); Tagalog 'mahina ang kidney' (weak kidneys);
      // Gulf Arabizi 'kilyati ta3bana' (my kidneys are tired), 'creatinine 3ali' (high creatinine).
      'kidney percent', 'kidneys percent', 'mahina ang kidney', 'mahinang kidney', 'mahina ang bato', 'kilyati ta3bana', 'kilya ta3bana',
      'kilawi ta3bana', 'kilyati da3eefa', 'creatinine 3ali', 'creatinine 3alya', 'creatinine high',
      // Tagalog-English 'doktor sa kidney' (a kidney doctor): 'Sabi ng doktor sa kidney, 25% na lang ang gumagana sa bato ko'.
      'doktor sa kidney', 'doktor sa bato', 'doctor sa kidney',
      // Darija 'tbib dyal lkla' (the kidney doctor); Levantine Arabizi 'fi zulal bel bol w el kelye 3am tid3af' (albumin in the urine, the kidney weakening).
      'tbib dyal lkla', 'doctor dyal lkla', 'zulal bel bol', 'zulal fil bol', 'kelye tid3af', 'kelye 3am tid3af', 'kelye da3ife',
    ],
    ru: ['хроническая болезнь почек', 'ХБП', 'болезнь почек', 'почечная недостаточность', 'ХПН'],
    source: SRC.magnesium,
  },
  {
    id: 'cond-dialysis',
    display: 'dialysis',
    classes: ['kidney_disease'],
    en: ['dialysis', 'haemodialysis', 'hemodialysis', 'peritoneal dialysis', 'on dialysis', 'capd', 'fistula for dialysis',
      // 'I go to the machine that cleans my blood': dialysis in lay words.
      'machine cleans blood', 'machine cleans my blood', 'blood cleaning machine', 'kidney machine', 'artificial kidney',
      // French, German, Bahasa ('cuci darah', washing the blood) and Swahili, as residents from there write it.
      'dialyse', 'hemodialisis', 'cuci darah', 'dialisis',
      // 'hooked up to the machine three sessions a week', peritoneal dialysis's 'bag exchanges', 'the blood washing machine'.
      'hooked up machine', 'bag exchanges', 'bag exchange', 'blood washing', 'blood washing machine',
    ],
    // Persian 'دیالیز' and Urdu 'ڈائیلاسز' (dialysis).
    ar: ['غسيل كلى', 'غسيل كلوي', 'غسيل كلاوي', 'غسيل بريتوني', 'غسيل دموي', 'ديلزة', 'دیالیز', 'ڈائیلاسز',
      // Egyptian and Iraqi 'بغسل كلى' (I wash the kidneys: dialysis), without the ي of غسيل.
      'غسل كلى',
    ],
    translit: ['ghaseel kela', 'ghasil kila', 'ghaseel kila', 'ghasil kela', 'ghaseel kalawi', 'ghasil kilya'],
    ru: ['диализ', 'гемодиализ'],
    source: SRC.magnesium,
  },
  {
    id: 'cond-kidney-transplant',
    display: 'kidney transplant',
    classes: ['kidney_disease', 'immunosuppressant'],
    en: ['kidney transplant', 'renal transplant', 'transplanted kidney', 'kidney donor recipient'],
    ar: ['زراعة كلية', 'زراعة كلى', 'زرع كلية', 'نقل كلية'],
    translit: ['zira3at kilya', 'zra3at kela'],
    ru: ['пересадка почки', 'трансплантация почки'],
    source: SRC.magnesium,
  },
  {
    // Phosphate binders are prescribed for kidney failure only, so the brand alone reveals the condition.
    id: 'cond-phosphate-binder',
    display: 'phosphate binder',
    classes: ['kidney_disease'],
    en: ['sevelamer', 'lanthanum carbonate', 'sucroferric oxyhydroxide', 'ferric citrate', 'calcium acetate', 'phosphate binder'],
    brands: ['Renvela', 'Renagel', 'Fosrenol', 'Velphoro', 'Auryxia', 'PhosLo', 'Phosex'],
    ar: ['سيفيلامير', 'رينفيلا', 'ريناجيل', 'فوسرينول', 'رابط فوسفات'],
    source: label('sevelamer'),
  },
  {
    id: 'cond-ketoanalogues',
    display: 'keto-analogues',
    classes: ['kidney_disease'],
    en: ['ketoanalogues', 'keto analogues', 'ketoacids of amino acids'],
    brands: ['Ketosteril'],
    ar: ['كيتوستيريل'],
    // Ketosteril has no US or UK label; the kidney-disease source (magnesium and kidney failure) stands in for it.
    source: SRC.magnesium,
  },
  {
    id: 'cond-paricalcitol',
    display: 'paricalcitol',
    classes: ['kidney_disease'],
    en: ['paricalcitol'],
    brands: ['Zemplar'],
    ar: ['باريكالسيتول', 'زمبلار'],
    source: label('paricalcitol'),
  },

  // ---------------------------------------------------------------------------------------------
  // Liver disease (a hard stop). Fatty liver and any hepatitis count: several catalog herbs have
  // liver-injury case reports and severity cannot be judged from free text.
  {
    id: 'cond-liver-disease',
    classes: ['liver_disease'],
    en: [
      'liver disease', 'liver failure', 'hepatic impairment', 'hepatic failure', 'liver damage', 'liver problems', 'liver issues',
      'liver fibrosis', 'raised liver enzymes', 'high liver enzymes', 'elevated liver enzymes', 'abnormal liver function',
      'abnormal lfts', 'deranged lfts', 'high alt', 'elevated alt', 'enlarged liver',
      // 'my liver tests are about 4 times the normal'.
      'liver tests times normal', 'liver test times normal', 'liver enzymes times normal', 'liver tests high', 'liver tests raised',
      // Reverse order per the file's convention: "liver enzymes high", "ALT is high".
      'liver enzymes high', 'liver enzymes raised', 'liver enzymes elevated', 'alt high', 'alt raised', 'primary biliary cholangitis', 'pbc',
      // 'liver enzymes three times the upper limit', 'liver enzymes above normal'.
      'liver enzymes times', 'liver enzymes above', 'liver enzymes double',
      'primary sclerosing cholangitis', 'psc', 'wilsons disease', 'wilson disease', 'hepatic encephalopathy', 'alcoholic liver',
      // Someone under a liver specialist is being treated for liver disease.
      'liver specialist', 'hepatologist',
      // Liver stiffness scans measure fibrosis and cirrhosis (NIDDK, cirrhosis diagnosis).
      'fibroscan', 'fibro scan', 'liver stiffness', 'liver elastography',
      // Lay words of the thirty-fourth set: 'my liver's scarred', 'the liver clinic', 'the liver virus … my liver has started hardening', 'liver numbers 3 times above normal', 'my liver has fat'.
      'scarred liver', 'liver scarred', 'liver is scarred', 'liver scarring', 'liver clinic', 'liver doctor', 'liver virus', 'liver hardening', 'liver started hardening', 'liver numbers times normal', 'liver numbers high', 'liver numbers above normal', 'liver has fat', 'fat in liver', 'defence system attacking liver',
    ],
    ar: [
      'مرض كبد', 'أمراض كبد', 'مريض كبد', 'فشل كبدي', 'قصور كبدي', 'فشل كبد', 'اعتلال كبد', 'تضخم كبد', 'ارتفاع إنزيمات كبد',
      'جگر کی بیماری', 'جگر کی خرابی', 'فیٹی لیور', 'جگر پر چربی',
      'إنزيمات كبد عالية', 'إنزيمات كبد مرتفعة', 'مشاكل كبد', 'تليف كبد',
      // Levantine 'كبدي تعبان ووظايفه مش منيحة' (my liver is tired, its tests not good), 'الكبد شوية متأثر' (the liver a bit affected).
      'كبدي تعبان', 'الكبد تعبان', 'كبد تعبان', 'وظايف الكبد مش منيحه', 'الكبد شويه متاثر', 'الكبد متاثر',
    ],
    translit: ['marad kabed', 'fashal kabdi', 'enzymat kabed', 'kabid', 'kabed', 'kebd', 'kabd', 'kibd', 'dihoon kabid', 'dohoon kabid', 'kabid dohni', 'dhoon kabd',
      // Hindi/Urdu 'liver/jigar ki bimari' (liver disease), 'liver ka ilaaj' (liver treatment); Tagalog 'sakit sa atay'.
      'liver ki bimari', 'jigar ki bimari', 'liver ka ilaaj', 'sakit sa atay',
      // Tunisian Arabizi 'el kebda mte3i mridha' (my liver is sick).
      'kebda mridha', 'kebda mte3i mridha',
    ],
    ru: ['болезнь печени', 'печеночная недостаточность'],
    source: SRC.greenTea,
  },
  {
    id: 'cond-cirrhosis',
    display: 'cirrhosis',
    classes: ['liver_disease'],
    en: ['cirrhosis', 'liver cirrhosis', 'cirrhotic'],
    ar: ['تليف كبد', 'تليف كبدي', 'تشمع كبد', 'تشمع كبدي',
      // Egyptian 'الكبد عندي متليف' (my liver is scarred).
      'الكبد متليف', 'كبد متليف', 'كبدي متليف',
      // Urdu script: سروسس (cirrhosis), جگر سکڑ گیا (the liver has shrunk).
      'سروسس', 'جگر سکڑ',
    ],
    translit: ['tashamoa kabed', 'tashammu kabid', 'taleef kabed', 'talayyof kabed'],
    ru: ['цирроз', 'цирроз печени'],
    source: SRC.greenTea,
  },
  {
    // Any hepatitis counts, including "autoimmune hepatitis" and past hepatitis B/C.
    id: 'cond-hepatitis',
    display: 'hepatitis',
    classes: ['liver_disease'],
    en: ['hepatitis', 'hepatitis a', 'hepatitis b', 'hepatitis c', 'hep b', 'hep c', 'hbv', 'hcv', 'hbsag positive', 'hep b carrier'],
    ar: ['التهاب كبد', 'التهاب كبد وبائي', 'كبد وبائي', 'فيروس سي', 'فيروس بي', 'فيرس سي', 'فيروس كبد', 'التهاب كبد فيروسي',
      // Levantine 'صفار نوع بي' (yellowness type B: hepatitis B).
      'صفار نوع بي', 'صفار نوع سي', 'صفار بي', 'صفار سي',
    ],
    translit: ['virus c', 'fayrus c', 'fairus si', 'iltihab kabed', 'kabed wabai'],
    ru: ['гепатит'],
    source: SRC.greenTea,
  },
  {
    id: 'cond-fatty-liver',
    display: 'fatty liver',
    classes: ['liver_disease'],
    // 'mash' (the newest name for NASH) is left out: it is an everyday food word.
    en: [
      'fatty liver', 'nafld', 'mafld', 'masld', 'nash', 'steatohepatitis', 'hepatic steatosis', 'liver steatosis',
      'non alcoholic fatty liver',
      // French, as residents from there write it (accents dropped as text is read): 'stéatose hépatique'. Not 'foie gras', a dish.
      'steatose hepatique', 'steatose du foie', 'steatose',
    ],
    brands: ['Rezdiffra'],
    // Persian 'کبد چرب' (fatty liver).
    ar: ['كبد دهني', 'دهون على كبد', 'دهون كبد', 'تشحم كبد', 'تدهن كبد', 'کبد چرب',
      // Sudanese 'الكبد فيهو شحم كتير' (the liver has a lot of fat).
      'الكبد فيه شحم', 'كبد فيه شحم', 'شحم على الكبد', 'الكبد فيهو شحم',
    ],
    // Moroccan Darija 'kebdti fiha chhem' (my liver has fat in it), 'chhem f lkebda'.
    translit: ['kabed dohni', 'kabid duhni', 'kabd dohni', 'dhoon 3ala kabed', 'dohon kabed', 'kebdti fiha chhem', 'kebda fiha chhem', 'chhem f lkebda',
      'chhem fel kebda', 'kebdti chhem',
      // Hinglish 'liver mein charbi hai' (fat in the liver); Malayalam 'karalil kozhuppu' (fat in the liver).
      'liver mein charbi', 'liver me charbi', 'jigar mein charbi', 'karalil kozhuppu', 'karal kozhuppu',
    ],
    ru: ['жировой гепатоз', 'гепатоз', 'стеатоз печени', 'жировая болезнь печени'],
    source: SRC.greenTea,
  },
  {
    // Jaundice is read as liver disease (a newborn's jaundice mentioned by a parent also matches: caution only).
    id: 'cond-jaundice',
    display: 'jaundice',
    classes: ['liver_disease'],
    en: ['jaundice', 'jaundiced'],
    ar: ['أبو صفار', 'يرقان', 'صفيرة'],
    translit: ['abu sfar', 'abu safar', 'yaraqan', 'yarakan'],
    source: SRC.greenTea,
  },
  {
    id: 'cond-liver-transplant',
    display: 'liver transplant',
    classes: ['liver_disease', 'immunosuppressant'],
    en: ['liver transplant', 'transplanted liver', 'hepatic transplant'],
    ar: ['زراعة كبد', 'زرع كبد', 'نقل كبد'],
    translit: ['zira3at kabed'],
    source: SRC.greenTea,
  },
  {
    id: 'cond-liver-cancer',
    display: 'liver cancer',
    classes: ['liver_disease', 'cancer_treatment'],
    en: ['liver cancer', 'hepatocellular carcinoma', 'hcc'],
    ar: ['سرطان كبد', 'ورم كبد'],
    source: SRC.greenTea,
  },
  {
    id: 'cond-entecavir',
    display: 'entecavir',
    classes: ['liver_disease'],
    en: ['entecavir'],
    brands: ['Baraclude'],
    ar: ['إنتيكافير', 'باراكلود'],
    source: label('entecavir'),
  },
  {
    // Vemlidy (TAF) is licensed for hepatitis B only; Viread is left out because it is mostly an HIV medicine.
    id: 'cond-tenofovir-alafenamide',
    display: 'tenofovir alafenamide',
    classes: ['liver_disease'],
    en: ['tenofovir alafenamide', 'adefovir'],
    brands: ['Vemlidy', 'Hepsera'],
    ar: ['فيمليدي', 'هيبسيرا'],
    source: label('Vemlidy'),
  },
  {
    id: 'cond-sofosbuvir',
    display: 'sofosbuvir',
    classes: ['liver_disease'],
    en: ['sofosbuvir', 'velpatasvir', 'ledipasvir', 'daclatasvir', 'glecaprevir', 'pibrentasvir', 'elbasvir', 'grazoprevir'],
    brands: ['Sovaldi', 'Epclusa', 'Harvoni', 'Vosevi', 'Daklinza', 'Maviret', 'Mavyret', 'Zepatier'],
    ar: ['سوفوسبوفير', 'سوفالدي', 'إبكلوسا', 'هارفوني', 'داكلاتاسفير', 'مافيريت'],
    source: label('sofosbuvir'),
  },
  {
    id: 'cond-obeticholic-acid',
    display: 'obeticholic acid',
    classes: ['liver_disease'],
    en: ['obeticholic acid'],
    brands: ['Ocaliva'],
    ar: ['أوكاليفا'],
    source: label('Ocaliva'),
  },

  // ---------------------------------------------------------------------------------------------
  // Bipolar disorder.
  {
    id: 'cond-bipolar',
    classes: ['bipolar_disorder'],
    en: ['bipolar', 'bipolar disorder', 'bipolar affective disorder', 'bpad', 'bpd type 1', 'manic depression', 'manic depressive', 'mania', 'manic episode', 'hypomania',
      // 'my highs and lows', 'very high and then very low moods'.
      'highs and lows', 'high low moods', 'very high very low',
    ],
    // 'هوس' can also mean an obsession ("هوس النظافة"): kept, a false positive only adds caution.
    ar: ['ثنائي قطب', 'اضطراب ثنائي قطب', 'اضطراب وجداني ثنائي قطب', 'هوس', 'اكتئاب هوسي', 'نوبة هوس', 'بايبولار',
      // Urdu script: بائی پولر (bipolar).
      'بائی پولر', 'بائیپولر',
      // Gulf 'مزاجي يطلع وينزل وايد' (my mood goes up and down a lot).
      'مزاجي يطلع وينزل', 'المزاج يطلع وينزل',
    ],
    translit: ['thuna2i al qutb', 'thuna2i qutb', 'thunai qutb', 'thuna2y el qotb', 'baybolar',
      // Tagalog 'sobrang taas tapos sobrang baba ng mood ko' (my mood very high then very low).
      'taas baba mood',
    ],
    ru: ['биполярное расстройство'],
    source: SRC.stJohnsWort,
  },
  {
    // Lithium is prescribed almost only for bipolar disorder, so it carries the condition as well as its own class.
    id: 'cond-lithium',
    display: 'lithium',
    classes: ['lithium', 'bipolar_disorder'],
    en: ['lithium', 'lithium carbonate', 'lithium citrate'],
    brands: ['Priadel', 'Camcolit', 'Liskonum', 'Quilonum', 'Lithobid', 'Eskalith', 'Lithonate', 'Li-Liquid'],
    ar: ['ليثيوم', 'كربونات ليثيوم', 'بريادل'],
    translit: ['lithyom', 'leethium'],
    source: label('lithium carbonate'),
  },

  // ---------------------------------------------------------------------------------------------
  // Bleeding disorders and low platelets.
  {
    id: 'cond-bleeding-disorder',
    classes: ['bleeding_disorder'],
    en: [
      'bleeding disorder', 'clotting disorder', 'coagulation disorder', 'platelet disorder', 'bleed easily', 'bleeds easily',
      'bruise easily', 'easy bruising', 'blood does not clot', 'blood doesnt clot', 'factor viii deficiency', 'factor ix deficiency',
      // Inherited platelet disorders: Glanzmann's thrombasthenia, Bernard-Soulier syndrome.
      'glanzmann', 'glanzmanns', 'thrombasthenia', 'platelet function disorder', 'bernard soulier',
      // 'I bleed for ages after the dentist', 'any small cut keeps bleeding', 'nosebleeds that wont stop', 'missing one of the sticky proteins that make blood clot'.
      'bleed for ages', 'bleeds for ages', 'keeps bleeding', 'wont stop bleeding', 'dont stop bleeding', 'bleeding wont stop', 'nosebleeds wont stop', 'sticky proteins', 'clotting medicine in the vein',
    ],
    // 'نزيف' also covers a single bleed (gums, nose): kept, a false positive only adds caution.
    ar: ['نزف', 'نزيف', 'اضطراب تخثر', 'مشاكل تخثر', 'مشاكل في تخثر', 'ضعف تخثر', 'دم ما يتجلط', 'كدمات بسهولة'],
    translit: ['nazeef', 'nazif'],
    source: SRC.vitaminE,
  },
  {
    id: 'cond-haemophilia',
    display: 'haemophilia',
    classes: ['bleeding_disorder'],
    // Clotting factor replacement is the treatment of haemophilia A (factor VIII) and B (factor IX).
    en: ['haemophilia', 'hemophilia', 'haemophiliac', 'hemophiliac', 'haemophilia a', 'haemophilia b', 'christmas disease',
      'factor viii', 'factor 8', 'factor ix', 'factor 9', 'emicizumab',
      // Haemophilia C: factor XI deficiency ('factor XI defficiency, level 18%').
      'factor xi deficiency', 'factor 11 deficiency', 'factor xi', 'haemophilia c', 'hemophilia c'],
    brands: [
      'Advate', 'Adynovate', 'Eloctate', 'Elocta', 'Kogenate', 'NovoEight', 'Nuwiq', 'Octanate', 'BeneFIX', 'Alprolix', 'Idelvion',
      'Hemlibra', 'NovoSeven', 'Feiba',
    ],
    ar: ['هيموفيليا', 'ناعور', 'نزف وراثي', 'هيموفيليا أ', 'هيموفيليا ب'],
    translit: ['haymofilia', 'hemofilya'],
    ru: ['гемофилия'],
    source: label('Hemlibra'),
  },
  {
    id: 'cond-von-willebrand',
    display: 'von willebrand disease',
    classes: ['bleeding_disorder'],
    // 'Maladie de Willebrand' (French) names it without 'von'.
    en: ['von willebrand', 'von willebrands', 'willebrand disease', 'vwd', 'willebrand', 'willebrands'],
    brands: ['Wilate', 'Haemate P', 'Humate-P', 'Vonvendi', 'Veyvondi'],
    ar: ['فون ويلبراند', 'فون ويليبراند', 'مرض فون ويلبراند'],
    ru: ['болезнь Виллебранда'],
    source: label('Humate-P'),
  },
  {
    id: 'cond-low-platelets',
    display: 'low platelets',
    classes: ['bleeding_disorder'],
    en: [
      'low platelets', 'low platelet count', 'platelets low', 'thrombocytopenia', 'itp', 'immune thrombocytopenia',
      'idiopathic thrombocytopenic purpura',
      // 'the clotting cell count came back super low', 'sometimes need a bag of platelets', 'my bone marrow is not making enough'.
      'clotting cell count', 'clotting cells low', 'bag of platelets', 'platelet transfusion', 'bone marrow not making', 'aplastic anaemia', 'aplastic anemia',
    ],
    // Spoken forms write the hamza seat as ي (صفايح) and say 'low' as نازلة ('going down').
    ar: ['نقص صفائح', 'نقص صفائح دموية', 'قلة صفائح', 'صفائح قليلة', 'صفائح منخفضة', 'نقص صفيحات', 'صفائح نازلة', 'صفايح نازلة', 'نقص صفايح',
      'صفايح قليلة', 'صفايح ناقصة', 'صفائح ناقصة', 'صفايح واطية'],
    // Tagalog 'mababa ang platelet' (low platelets); Hindi/Urdu 'platelet kam'.
    translit: ['naqs safa2e7', 'nags safayi7', 'naqs safa2i7', 'safa2i7', 'safayeh', 'mababa ang platelet', 'mababang platelet', 'platelet kam',
      // Darija 'les plaquettes dyali na9sin bzaf' (my platelets are very low); French 'plaquettes basses'.
      'plaquettes na9sin', 'plaquettes na9sa', 'plaquettes basses',
    ],
    ru: ['тромбоцитопения', 'низкие тромбоциты'],
    source: SRC.vitaminE,
  },
  {
    id: 'cond-eltrombopag',
    display: 'eltrombopag',
    classes: ['bleeding_disorder'],
    en: ['eltrombopag', 'romiplostim', 'avatrombopag', 'fostamatinib'],
    brands: ['Revolade', 'Promacta', 'Nplate', 'Doptelet', 'Tavalisse'],
    ar: ['ريفوليد', 'إلترومبوباج', 'إن بليت'],
    source: label('eltrombopag'),
  },
  {
    // Gulf Arabic "سيولة في الدم" (thin blood) names both a blood thinner and a bleeding tendency.
    id: 'cond-thin-blood',
    classes: ['anticoagulant', 'bleeding_disorder'],
    en: ['thin blood', 'my blood is thin', 'blood too thin'],
    ar: ['سيولة في دم', 'سيولة دم', 'عندي سيولة', 'دمي خفيف', 'دم خفيف'],
    translit: ['sayola', 'sayoola', 'siyola', 'sayolat dam', '3indi sayola'],
    source: SRC.vitaminE,
  },

  // ---------------------------------------------------------------------------------------------
  // Upcoming surgery or dental procedure. No brands exist for this class.
  {
    // Bare 'surgery' also catches past operations: the pre-surgery caution is harmless there.
    id: 'cond-surgery',
    classes: ['surgery'],
    en: [
      'surgery', 'upcoming surgery', 'surgery scheduled', 'scheduled surgery', 'planned surgery', 'surgery booked', 'having surgery',
      'going for surgery', 'operation next week', 'operation next month', 'upcoming operation', 'operation scheduled',
      'having an operation', 'pre op', 'preop', 'pre operative', 'before my operation', 'operation', 'op next', 'op booked', 'op scheduled', 'op tomorrow', 'gallbladder removal', 'gallbladder taken out', 'gallbladder out', 'gallbladder removed', 'gallbladder surgery',
      'gall bladder removal', 'gall bladder out', 'gall bladder surgery', 'take out gall bladder', 'take out gallbladder', 'keyhole op', 'keyhole surgery', 'keyhole operation', 'cholecystectomy', 'lap chole', 'lap cholecystectomy', 'hernia repair', 'knee replacement', 'hip replacement', 'knee replaced', 'hip replaced', 'joint replaced',
      'sleeve gastrectomy', 'gastric sleeve', 'sleeve surgery', 'gastric bypass', 'bariatric surgery', 'gastric balloon', 'tonsillectomy', 'appendectomy',
      'hysterectomy', 'rhinoplasty', 'liposuction', 'tummy tuck',
      // A discharge letter's or a clinic's words: 'PHPT, awaiting parathyroidectomy'.
      'parathyroidectomy', 'thyroidectomy', 'awaiting surgery', 'awaiting operation', 'awaiting an operation',
      // 'going under the knife on the 14th', 'booked me for theatre on Monday', 'a booked CS', 'my knee op in 3 weeks', 'they are removing my uterus next month', 'cutting a lump out'.
      'under the knife', 'booked for theatre', 'theatre on', 'going to theatre', 'booked cs', 'booked c section', 'booked caesarean', 'elective caesarean', 'knee op', 'hip op', 'my op', 'op in', 'removing my', 'cutting out', 'put me to sleep', 'admitted for',
      // 'before they fix my hernia on the 14th'.
      'fix my hernia', 'fix hernia', 'hernia op',
    ],
    // 'عملية' is also "process/transaction": kept because in a health box it means an operation.
    ar: ['عملية', 'عملية جراحية', 'جراحة', 'عندي عملية', 'بسوي عملية', 'موعد عملية', 'قبل عملية', 'آپریشن'],
    // Tagalog 'ooperahan' (will be operated on), 'magpapaopera' (will have an operation).
    // Taglish 'may opera ako' (I have an operation), 'opera ko' (my operation).
    translit: ['3amaliya', 'amaliyya', '3amaliyya', '3amalia', 'amaliya', '3amlya', 'jira7a', 'jiraha', 'ooperahan', 'operahan', 'maooperahan',
      'magpapaopera', 'may opera', 'opera ako', 'opera ko'],
    ru: ['предстоит операция', 'плановая операция', 'замена тазобедренного сустава', 'замена коленного сустава', 'замена сустава', 'эндопротезирование'],
    source: SRC.supplementsWyntk,
  },
  {
    // A caesarean section ahead ("scheduled for a C-section on 3 December") means a pregnancy now; a past one is neither.
    id: 'cond-caesarean',
    display: 'caesarean section',
    classes: ['surgery'],
    alsoWhenAhead: 'cond-pregnancy',
    en: ['c section', 'caesarean section', 'caesarean', 'cesarean', 'cesarean section', 'c sec'],
    ar: ['قيصرية', 'ولادة قيصرية'],
    source: SRC.supplementsWyntk,
  },
  {
    // A sleeve, bypass or band: lifelong supplement needs. Said of one still ahead ("sleeve booked
    // next month", "تكميم الشهر الجاي") it is also an operation ahead, with the pre-operative stops of
    // 'surgery'; a past one is not. 'bypass' alone is left out: a heart bypass is not this operation.
    id: 'cond-bariatric-surgery',
    display: 'weight-loss surgery',
    classes: ['bariatric_surgery'],
    alsoWhenAhead: 'cond-surgery',
    en: [
      // 'LSG' (laparoscopic sleeve gastrectomy), as clinic notes write it: 's/p LSG 2018'.
      'sleeve', 'had a sleeve', 'sleeve gastrectomy', 'lsg', 'laparoscopic sleeve gastrectomy', 'gastric sleeve', 'sleeve surgery', 'gastric bypass', 'mini gastric bypass', 'stomach bypass',
      'roux en y', 'rygb', 'oagb', 'one anastomosis gastric bypass', 'duodenal switch', 'gastric band', 'lap band', 'gastric banding',
      'bariatric', 'bariatric surgery', 'weight loss surgery', 'obesity surgery', 'stomach stapling', 'stomach stapled', 'stapled stomach', 'stomach reduction surgery',
    ],
    ar: ['تكميم', 'تكميم معده', 'عملية تكميم', 'تحويل مسار', 'تحويل مسار معده', 'ربط معده', 'حزام معده', 'قص معده', 'تدبيس معده', 'عملية سمنه',
      'جراحة سمنه', 'سليف'],
    translit: ['takmeem', 'takmim', 'tekmeem', 'ta7weel masar', 'tahweel masar', 'tahwil masar', 'gas ma3da', 'qas ma3ida'],
    source: { title: 'ASMBS nutritional guidelines for the surgical weight loss patient, 2016 update: micronutrients (PubMed)', url: 'https://pubmed.ncbi.nlm.nih.gov/28392254/' },
  },
  {
    id: 'cond-dental-procedure',
    display: 'dental procedure',
    classes: ['surgery'],
    en: [
      'dental procedure', 'dental surgery', 'oral surgery', 'tooth extraction', 'teeth extraction', 'tooth removal', 'tooth pulled',
      'teeth pulled', 'dental implant', 'wisdom tooth', 'wisdom teeth', 'gum surgery', 'bone graft',
    ],
    ar: ['خلع ضرس', 'خلع سن', 'خلع أسنان', 'زراعة أسنان', 'زراعة سن', 'زراعة ضرس', 'ضرس عقل', 'عملية أسنان', 'جراحة فم'],
    translit: ['khala3 dirs', 'khal3 ders', 'zira3at asnan', 'dirs al 3agl', 'ders el 3agl'],
    source: SRC.supplementsWyntk,
  },
  {
    id: 'cond-biopsy',
    display: 'biopsy or endoscopy',
    classes: ['surgery'],
    en: ['biopsy', 'endoscopy', 'colonoscopy', 'gastroscopy', 'cystoscopy', 'angiogram', 'cardiac catheterisation', 'cardiac catheterization'],
    ar: ['خزعة', 'عينة نسيج', 'منظار', 'تنظير', 'منظار قولون', 'منظار معدة', 'قسطرة'],
    translit: ['mandhar', 'manzar', 'khaz3a'],
    source: SRC.supplementsWyntk,
  },
  {
    id: 'cond-anaesthetic',
    display: 'anaesthetic',
    classes: ['surgery'],
    en: ['anaesthetic', 'anesthetic', 'anaesthesia', 'anesthesia', 'general anaesthetic', 'going under anaesthetic', 'sedation for procedure'],
    ar: ['تخدير', 'تخدير كامل', 'بنج', 'بنج كامل', 'بنج عام'],
    translit: ['banj', 'tabneej', 'takhdeer'],
    source: SRC.supplementsWyntk,
  },

  // ---------------------------------------------------------------------------------------------
  // Iron overload: haemochromatosis, thalassaemia, regular transfusions.
  {
    id: 'cond-haemochromatosis',
    display: 'haemochromatosis',
    classes: ['iron_overload'],
    en: ['haemochromatosis', 'hemochromatosis', 'hereditary haemochromatosis', 'hfe', 'haemosiderosis', 'hemosiderosis', 'bronze diabetes',
      // The HFE gene test (C282Y homozygous) and venesection, its treatment (NIDDK).
      'hfe gene', 'haemochromatosis gene', 'hemochromatosis gene', 'c282y', 'venesection', 'venesections', 'therapeutic phlebotomy',
      // 'Phlebotomy daw every 2 weeks muna' (Tagalog-English: blood taken off every 2 weeks for now).
      'phlebotomy', 'phlebotomies'],
    ar: ['داء ترسب أصبغة دموية', 'ترسب أصبغة دموية', 'هيموكروماتوسيس', 'داء ترسب حديد'],
    ru: ['гемохроматоз'],
    source: SRC.iron,
  },
  {
    // Thalassaemia trait/minor also matches: carriers rarely overload iron, but a false positive only adds caution.
    id: 'cond-thalassaemia',
    display: 'thalassaemia',
    classes: ['iron_overload'],
    en: [
      'thalassaemia', 'thalassemia', 'thalassaemia major', 'thalassaemia intermedia', 'beta thalassaemia', 'thalassaemia trait',
      'thalassaemia minor', 'thal major', 'thalassemic', 'thalassaemic',
    ],
    ar: ['ثلاسيميا', 'تلاسيميا', 'ثلاسيميا كبرى', 'ثلاسيميا صغرى', 'حامل ثلاسيميا', 'أنيميا بحر متوسط', 'فقر دم بحر متوسط', 'فقر دم بحر متوسطي',
      // Urdu script: تھیلیسیمیا میجر (thalassaemia major; the minor, a carrier, is not the transfused disease).
      'تھیلیسیمیا میجر',
    ],
    translit: ['thalasemia', 'talasimia', 'thalasimya', 'anemia bahr mutawasit'],
    ru: ['талассемия'],
    source: SRC.iron,
  },
  {
    id: 'cond-iron-overload',
    classes: ['iron_overload'],
    en: [
      'iron overload', 'too much iron', 'high iron', 'high iron levels', 'high ferritin', 'raised ferritin', 'elevated ferritin',
      'transfusion dependent', 'regular blood transfusions', 'regular transfusions', 'blood transfusions', 'iron chelation', 'chelation therapy',
      // "my ferritin is over 1500 from all the transfusions": repeated transfusions load the body with iron.
      'ferritin over', 'ferritin high', 'ferritin very high', 'transfusions',
      // Transferrin saturation and the HFE gene test are how haemochromatosis is looked for (NIDDK).
      'transferrin saturation', 'high transferrin saturation', 'iron saturation',
      // 'the extra iron is collecting in my heart', 'your body hoards iron - they take a pint of blood off me'.
      'extra iron', 'iron collecting', 'hoards iron', 'iron building up', 'iron build up', 'iron buildup', 'pint of blood off', 'take blood off', 'blood taken off',
    ],
    ar: [
      'فرط حديد', 'زيادة حديد', 'ترسب حديد', 'ارتفاع حديد', 'حديد عالي', 'حديد مرتفع', 'ارتفاع فيريتين', 'فيريتين عالي', 'نقل دم',
      // 'أنقل دم كل ثلاث أسابيع' (I get blood every three weeks), 'حديد زايد' (extra iron).
      'انقل دم', 'بنقل دم', 'حديد زايد',
      'نقل دم بشكل دوري',
      // Yemeni 'الحديد عندي متكدس من الوراثة' (the iron has piled up in me, inherited).
      'الحديد متكدس', 'حديد متكدس',
    ],
    translit: ['7adeed 3ali', 'hadeed 3ali', 'naql dam',
      // Gulf Arabizi 'el 7adeed 3indi kateer shadeed' (my iron is very high).
      '7adeed kateer', '7adeed katheer', 'hadeed kateer',
      // Tagalog 'sobrang iron galing sa mga salin ng dugo' (too much iron from the blood transfusions).
      'sobrang iron', 'salin ng dugo', 'salin dugo',
    ],
    ru: ['перегрузка железом'],
    source: SRC.iron,
  },
  {
    // 'β-thal major, on chelation', 'the medicine that pulls the extra iron out': an iron chelator, not named.
    id: 'cond-iron-chelator-unnamed',
    classes: IRON_CHELATOR,
    en: ['on chelation', 'iron chelator', 'iron chelation medicine', 'chelation medicine', 'chelating medicine', 'chelator',
      'pulls the extra iron out', 'pulls the iron out', 'takes the iron out', 'removes the extra iron', 'removes iron',
      // 'the overnight pump under the skin of my tummy … to get rid of the iron' (deferoxamine).
      'get rid of the iron', 'rid of the iron', 'iron pump', 'overnight pump',
    ],
    // 'دوا فوار يطلع الحديد الزايد' (a fizzy medicine that takes the extra iron out).
    ar: ['طارد الحديد', 'دواء طرد الحديد', 'خالب الحديد', 'يطلع الحديد', 'يسحب الحديد', 'ينزل الحديد',
      // 'إبرة … على مضخة … لتسحب الحديد' (a pump overnight to draw the iron out).
      'تسحب الحديد', 'مضخه الحديد',
    ],
    translit: ['tared el 7adeed', 'tard el 7adeed',
      // Tunisian 'nechreb 7boub yna7iw el 7did' (I take pills that remove the iron).
      'yna7iw el 7did', 'yna7i el 7did', 'tna7i el 7did',
      // Tagalog 'gamot … para bawasan ang sobrang iron' (medicine to bring the extra iron down).
      'bawasan ang sobrang iron', 'bawasan iron',
    ],
    source: label('deferasirox'),
  },
  {
    id: 'cond-deferasirox',
    display: 'deferasirox',
    classes: IRON_CHELATOR,
    en: ['deferasirox'],
    // Desirox: Cipla's deferasirox, as people from India bring it.
    brands: ['Exjade', 'Jadenu', 'Asunra', 'Osveral', 'Desirox'],
    ar: ['ديفيراسيروكس', 'إكسجيد', 'اكسجيد', 'جادينو', 'جادنو'],
    ru: ['Эксиджад', 'Джадену', 'деферазирокс'],
    source: label('deferasirox'),
  },
  {
    id: 'cond-deferoxamine',
    display: 'deferoxamine',
    classes: IRON_CHELATOR,
    en: ['deferoxamine', 'desferrioxamine'],
    brands: ['Desferal'],
    ar: ['ديسفيرال', 'ديسفرال', 'ديفيروكسامين'],
    ru: ['дефероксамин'],
    source: label('deferoxamine'),
  },
  {
    id: 'cond-deferiprone',
    display: 'deferiprone',
    classes: IRON_CHELATOR,
    en: ['deferiprone'],
    brands: ['Ferriprox', 'Kelfer'],
    ar: ['ديفيريبرون', 'فيريبروكس', 'كلفر'],
    ru: ['Феррипрокс', 'деферипрон'],
    source: label('deferiprone'),
  },
  {
    // Licensed for transfusion-dependent beta-thalassaemia and MDS anaemia.
    id: 'cond-luspatercept',
    display: 'luspatercept',
    classes: ['iron_overload'],
    en: ['luspatercept'],
    brands: ['Reblozyl'],
    ar: ['ريبلوزيل'],
    source: label('Reblozyl'),
  },

  // ---------------------------------------------------------------------------------------------
  // G6PD deficiency (common in the Gulf). No brands exist for this class. Source: the high-dose
  // ascorbic acid label, which restricts vitamin C in G6PD deficiency because of haemolysis.
  {
    id: 'cond-g6pd',
    classes: ['g6pd_deficiency'],
    en: ['g6pd', 'g6dp', 'gp6d', 'g6 pd', 'g6pd deficiency', 'g6pd deficient', 'glucose 6 phosphate dehydrogenase', 'favism', 'fava bean allergy', 'fava bean sensitivity'],
    // 'نقص الخميرة' ("enzyme deficiency") is how many Gulf families name G6PD deficiency.
    ar: ['أنيميا فول', 'فقر دم فول', 'فوال', 'حساسية فول', 'نقص انزيم g6pd', 'نقص خميرة'],
    // 'foul' is also English ("foul smell"): kept per the Gulf usage, a false positive only adds caution.
    translit: ['fool anemia', 'foul anemia', 'fool anaemia', 'foul', 'fawal', 'fawwal', 'fuwal', 'naqs khameera', 'nags khameera', 'hasasiyat fool'],
    source: label('ASCOR'),
  },

  // ---------------------------------------------------------------------------------------------
  // Sickle cell disease.
  {
    id: 'cond-sickle-cell',
    classes: ['sickle_cell'],
    // The genotypes as a haematology letter writes them: HbSS, HbSC (sickle-haemoglobin C disease), HbS beta-thalassaemia.
    // 'I'm SS genotype' (West African English: the genotype of sickle cell anaemia; AS is the trait).
    en: ['sickle cell', 'sickle cell anaemia', 'sickle cell anemia', 'sickle cell disease', 'sickle-cell', 'scd', 'hbss', 'hbsc', 'hbsc disease',
      'ss genotype', 'genotype ss', 'sc genotype', 'genotype sc',
      'hb sc disease', 'hbs beta thalassaemia', 'hbs beta thalassemia', 'sickle beta thalassaemia', 'sickle beta thalassemia',
      // '2 pain crisis since january … my blood is SC type', 'my red cells look like bananas'.
      'pain crisis', 'pain crises', 'sc type', 'hb sc', 'cells look like bananas', 'cells like bananas', 'banana shaped cells',
      // Nigerian Pidgin 'me I be SS' (my genotype is SS: sickle cell disease).
      'be ss', 'am ss', 'i am ss',
    ],
    ar: ['فقر دم منجلي', 'أنيميا منجلية', 'خلايا منجلية', 'منجلي', 'سكلر', 'سكلسل', 'سكل سل', 'سكلر سل',
      // 'الكريات شكلها زي المنجل' (the cells shaped like a sickle): in a health answer the sickle is the cells'.
      'منجل', 'منجليه',
      // Saudi 'كريات دمي شكلها هلال' (my blood cells are crescent-shaped).
      'شكلها هلال', 'كريات هلاليه', 'خلايا هلاليه',
    ],
    translit: ['sickler', 'sikler', 'sekler', 'sikal sel', 'anemia manjaliya', 'minjali', 'faqr dam minjali', 'anemia minjaliya'],
    ru: ['серповидноклеточная анемия'],
    source: SRC.zinc,
  },
  {
    // Siklos is the hydroxyurea brand licensed for sickle cell; bare 'hydroxyurea' is left to the cancer dictionary.
    id: 'cond-sickle-cell-medicines',
    display: 'sickle cell medicine',
    classes: ['sickle_cell'],
    en: ['crizanlizumab', 'voxelotor'],
    brands: ['Siklos', 'Adakveo', 'Oxbryta', 'Endari'],
    ar: ['سيكلوس', 'أداكفيو'],
    source: label('Siklos'),
  },

  // ---------------------------------------------------------------------------------------------
  // Kidney stones (not kidney disease).
  {
    id: 'cond-kidney-stones',
    classes: ['kidney_stones'],
    en: [
      'kidney stones', 'kidney stone', 'renal stones', 'renal calculi', 'kidney calculi', 'nephrolithiasis', 'urolithiasis',
      'urinary stones', 'ureteric stone', 'ureter stone', 'renal colic', 'oxalate stones', 'calcium oxalate stones', 'stones in my kidney',
      // German 'Nierensteine', French 'calculs rénaux', Bahasa 'batu ginjal'; Tagalog 'bato sa bato' (a stone in the kidney).
      'nierensteine', 'nierenstein', 'calculs renaux', 'calcul renal', 'batu ginjal', 'bato sa bato', 'kalziumoxalat',
      // Someone who has passed a stone names the stone, not the kidney.
      'passed a stone', 'passed stone', 'calcium oxalate', 'oxalate stone', 'urologist stone', 'stone urologist',
      // 'those little gravel bits in my kidneys', 'I keep growing stones'.
      'gravel kidneys', 'growing stones', 'keep growing stones', 'forming stones', 'keep forming stones',
      // 'I'm a stone former', 'had lithotripsy for a 9 mm stone'.
      'stone former', 'lithotripsy',
    ],
    // 'حصى' alone also catches gallstones (حصى المرارة): caution only.
    // Persian 'سنگ کلیه' (kidney stone); Urdu 'پتھری' (stone) of the kidneys.
    ar: ['سنگ کلیه', 'سنگ کلیوی', 'گردے میں پتھری', 'حصى كلى', 'حصوات كلى', 'حصوة', 'حصوة كلية', 'حصى', 'حصوات', 'رمل في كلى', 'رمل كلى', 'أملاح في بول', 'أملاح كلى', 'مغص كلوي', 'حصى كلاوي',
      'پتھری', 'گردے کی پتھری',
      'حصوة كلاوي'],
    // Hindi/Urdu 'gurde mein pathri' (kidney stone); bare 'pathri' (stone) may be a gallstone: caution only, as with 'حصى'.
    // Malayalam-English 'kidney-il kallu undu' (a stone in the kidney), 'vrukkayil kallu', 'moothrakallu' (a urinary stone).
    // Gulf Arabizi '7a9a fil kilya' (a stone in the kidney; 9 is ص).
    translit: ['7a9a', '7a9wa', '7a9a fil kilya', '7asa fil kilya', 'hasa fil kilya', 'kidney il kallu', 'kidneyil kallu', 'kidney kallu', 'vrukkayil kallu', 'vrukka kallu', 'moothrakallu', 'moothra kallu',
      '7asa', '7asa kela', 'hasa kela', 'hasa kila', '7asawat', 'hasawat', 'raml kela', 'amla7 bol', 'gurde mein pathri', 'gurde ki pathri',
      'pathri', 'pathari',
      // Sinhala 'wakugadu wala gal' (stones in the kidneys); Persian in Latin letters 'sang-e kolie' (a kidney stone).
      'wakugadu gal', 'wakugadu wala gal', 'vakugadu gal', 'wakugaduwe gal', 'sange kolie', 'sang e kolie', 'sang kolie', 'sange kolieh',
      'sang kolieh', 'sange koliye', 'sang koliye',
      // Tagalog-English 'yung bato sa kidney ko' (the stone in my kidney).
      'bato sa kidney',
      // Tamil-English 'kidney-la kal adikkadi varudhu' (stones keep coming in the kidney).
      'kidney la kal', 'kidneyla kal', 'kidney kal',
    ],
    ru: ['камни в почках', 'мочекаменная болезнь', 'почечные камни'],
    source: SRC.calcium,
  },
  {
    id: 'cond-potassium-citrate',
    display: 'potassium citrate',
    classes: ['kidney_stones'],
    en: ['potassium citrate', 'potassium sodium hydrogen citrate', 'sodium potassium citrate'],
    brands: ['Urocit-K', 'Uralyt-U', 'Uralyt', 'Cital'],
    ar: ['سترات بوتاسيوم', 'يوراليت', 'يوروسيت'],
    source: label('Urocit-K'),
  },
  {
    // Popular stone remedies in Gulf pharmacies; neither has a US/UK label, so the condition's source is used.
    id: 'cond-stone-remedies',
    display: 'kidney stone remedy',
    classes: ['kidney_stones'],
    en: ['kidney stone medicine', 'stone dissolving tablets'],
    brands: ['Rowatinex', 'Cystone', 'Rowachol'],
    ar: ['روواتينكس', 'رواتينكس', 'سيستون'],
    translit: ['rowatenix'],
    source: SRC.calcium,
  },

  // ---------------------------------------------------------------------------------------------
  // Autoimmune disease.
  {
    id: 'cond-autoimmune',
    classes: ['autoimmune_disease'],
    // 'ms' is kept: in a health box it nearly always means multiple sclerosis; a false positive only adds caution.
    en: [
      'autoimmune', 'auto immune', 'autoimmune disease', 'autoimmune condition', 'sjogren', 'sjogrens', 'scleroderma',
      'systemic sclerosis', 'ankylosing spondylitis', 'vasculitis', 'behcet', 'behcets', 'addisons disease', 'addison disease',
      'pernicious anaemia', 'pernicious anemia', 'dermatomyositis', 'polymyositis',
      // In lay words: 'the disease where my body attacks itself'.
      'body attacks itself', 'immune system attacks', 'body attacks my own', 'attacks my own joints',
      // 'my immune system goes after my own joints'.
      'immune system goes after', 'immune system attacks my',
    ],
    ar: ['مناعة ذاتية', 'مرض مناعي', 'أمراض مناعية', 'أمراض مناعة ذاتية', 'مرض مناعة ذاتية', 'بهجت', 'مرض بهجت', 'تصلب جلد', 'شوغرن'],
    translit: ['mana3a thatiya', 'mana3a zatiya', 'mana3a dhatia', 'marad mana3i'],
    ru: ['аутоиммунное заболевание'],
    source: SRC.ashwagandha,
  },
  {
    // An autoimmune disease of the liver: both classes (NIDDK, autoimmune hepatitis).
    id: 'cond-autoimmune-hepatitis',
    display: 'autoimmune hepatitis',
    classes: ['liver_disease', 'autoimmune_disease'],
    en: ['autoimmune hepatitis', 'aih'],
    ar: ['التهاب كبد مناعي', 'التهاب الكبد المناعي'],
    source: SRC.greenTea,
  },
  {
    id: 'cond-lupus',
    display: 'lupus',
    classes: ['autoimmune_disease'],
    // 'lupus nephritis' is lupus that has reached the kidneys (NIDDK): the kidney entry reads it as
    // kidney disease, and this one keeps it lupus, so the longer phrase does not hide the lupus.
    en: ['lupus', 'sle', 'systemic lupus', 'systemic lupus erythematosus', 'discoid lupus', 'lupus nephritis'],
    ar: ['ذئبة حمراء', 'ذئبة', 'لوبس'],
    translit: ['thi2ba 7amra', 'zeeba 7amra', 'dhiba hamra'],
    ru: ['волчанка', 'системная красная волчанка'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-rheumatoid-arthritis',
    display: 'rheumatoid arthritis',
    classes: ['autoimmune_disease'],
    en: ['rheumatoid arthritis', 'rheumatoid', 'rheumatoid disease', 'juvenile idiopathic arthritis', 'for ra', 'with ra', 'have ra',
      // Bare 'RA' in the health box ('RA, seeing the rheumatologist'); not 'rheumatologist' alone: one also rules a disease out.
      'ra'],
    ar: ['روماتويد', 'روماتيد', 'التهاب مفاصل روماتويدي', 'روماتيزم مفصلي'],
    translit: ['romatoid', 'rumatoid'],
    ru: ['ревматоидный артрит'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-multiple-sclerosis',
    display: 'multiple sclerosis',
    classes: ['autoimmune_disease'],
    en: ['multiple sclerosis', 'ms', 'relapsing remitting ms', 'rrms'],
    ar: ['تصلب متعدد', 'تصلب لويحي', 'تصلب عصبي متعدد'],
    translit: ['tasallob mota3added', 'tasalub luwai7i'],
    ru: ['рассеянный склероз'],
    source: SRC.ashwagandha,
  },
  {
    // Brief: Hashimoto's maps to autoimmune only; underactive thyroid words carry levothyroxine separately.
    id: 'cond-hashimoto',
    display: 'hashimoto’s thyroiditis',
    classes: ['autoimmune_disease'],
    en: ['hashimoto', 'hashimotos', 'hashimoto thyroiditis', 'autoimmune thyroiditis'],
    ar: ['هاشيموتو', 'هاشموتو', 'التهاب غدة درقية مناعي'],
    ru: ['аутоиммунный тиреоидит', 'Хашимото'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-graves',
    display: 'graves’ disease',
    classes: ['autoimmune_disease', 'antithyroid'],
    en: ['graves disease', 'graves thyroid', 'graves hyperthyroidism', 'graves eye disease', 'thyroid eye disease', 'graves'],
    ar: ['جريفز', 'غريفز', 'مرض جريفز', 'داء غريفز', 'جرافز'],
    translit: ['graivz', 'greevz'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-psoriasis',
    display: 'psoriasis',
    classes: ['autoimmune_disease'],
    en: ['psoriasis', 'psoriatic arthritis', 'psoriatic', 'plaque psoriasis'],
    ar: ['صدفية', 'التهاب مفاصل صدفي'],
    translit: ['sadafiya', 'sadafeyya', 'sadafia'],
    ru: ['псориаз'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-crohns',
    display: 'crohn’s disease',
    classes: ['autoimmune_disease'],
    en: ['crohn', 'crohns', 'crohns disease', 'crohn disease', 'inflammatory bowel disease', 'ibd'],
    ar: ['كرونز', 'كرون', 'داء كرون', 'مرض كرونز', 'التهاب أمعاء مزمن'],
    translit: ['kronz', 'crohnz'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-ulcerative-colitis',
    display: 'ulcerative colitis',
    classes: ['autoimmune_disease'],
    en: ['ulcerative colitis', 'ulcerative proctitis'],
    ar: ['قولون تقرحي', 'التهاب قولون تقرحي', 'تقرح قولون'],
    translit: ['qolon taqarru7i', 'golon tagarro7i'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-coeliac',
    display: 'coeliac disease',
    classes: ['autoimmune_disease'],
    en: ['coeliac', 'celiac', 'coeliac disease', 'celiac disease', 'gluten intolerance', 'gluten enteropathy'],
    ar: ['سيلياك', 'حساسية قمح', 'حساسية جلوتين', 'حساسية غلوتين', 'داء بطن'],
    translit: ['siliak', 'seliak', 'hasasiyat qam7', '7asasiyat gam7'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-type-1-diabetes',
    display: 'type 1 diabetes',
    classes: ['autoimmune_disease', 'glucose_lowering'],
    en: ['type 1 diabetes', 'type one diabetes', 'type 1 diabetic', 't1d', 't1dm', 'dm1', 'juvenile diabetes', 'insulin dependent diabetes', 'lada'],
    ar: ['سكري نوع أول', 'سكر نوع أول', 'سكري أطفال'],
    translit: ['sukkari naw3 awal', 'sokar type 1'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-vitiligo',
    display: 'vitiligo',
    classes: ['autoimmune_disease'],
    en: ['vitiligo'],
    ar: ['بهاق'],
    translit: ['bahag', 'bahaq'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-alopecia-areata',
    display: 'alopecia areata',
    classes: ['autoimmune_disease'],
    en: ['alopecia areata', 'alopecia totalis', 'alopecia universalis'],
    ar: ['ثعلبة', 'داء ثعلبة'],
    translit: ['tha3laba', 'ta3laba', 'sa3laba'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-myasthenia',
    display: 'myasthenia gravis',
    classes: ['autoimmune_disease'],
    en: ['myasthenia gravis', 'myasthenia'],
    brands: ['Mestinon'],
    ar: ['وهن عضلي', 'وهن عضلي وبيل', 'ميستينون'],
    source: SRC.ashwagandha,
  },
  // Disease-modifying medicines used for autoimmune disease only; the brand alone reveals the condition.
  // Biologics, JAK inhibitors and MS immunotherapies also suppress immunity, so they carry immunosuppressant too.
  {
    id: 'cond-adalimumab',
    display: 'adalimumab',
    classes: ['autoimmune_disease', 'immunosuppressant'],
    en: ['adalimumab'],
    brands: ['Humira', 'Amgevita', 'Hyrimoz', 'Imraldi', 'Hadlima', 'Idacio', 'Yuflyma'],
    ar: ['أداليموماب', 'هيوميرا', 'هوميرا'],
    // Russian: 'колю Хумиру раз в две недели' (I inject Humira every two weeks).
    ru: ['Хумира', 'Хумиру'],
    source: label('Humira'),
  },
  {
    id: 'cond-etanercept',
    display: 'etanercept',
    classes: ['autoimmune_disease', 'immunosuppressant'],
    en: ['etanercept'],
    brands: ['Enbrel', 'Benepali', 'Erelzi'],
    ar: ['إيتانيرسيبت', 'إنبريل'],
    source: label('Enbrel'),
  },
  {
    id: 'cond-infliximab',
    display: 'infliximab',
    classes: ['autoimmune_disease', 'immunosuppressant'],
    en: ['infliximab', 'golimumab', 'certolizumab'],
    brands: ['Remicade', 'Remsima', 'Inflectra', 'Simponi', 'Cimzia'],
    ar: ['إنفليكسيماب', 'ريميكيد', 'ريمسيما', 'سيمبوني'],
    source: label('Remicade'),
  },
  {
    id: 'cond-interleukin-biologics',
    display: 'interleukin-blocking biologic',
    classes: ['autoimmune_disease', 'immunosuppressant'],
    en: ['ustekinumab', 'secukinumab', 'ixekizumab', 'risankizumab', 'guselkumab', 'tocilizumab', 'vedolizumab', 'abatacept', 'belimumab'],
    brands: ['Stelara', 'Cosentyx', 'Taltz', 'Skyrizi', 'Tremfya', 'Actemra', 'RoActemra', 'Entyvio', 'Orencia', 'Benlysta'],
    ar: ['ستيلارا', 'كوسنتكس', 'سكايريزي', 'أكتيمرا', 'إنتيفيو', 'بنليستا'],
    source: label('Stelara'),
  },
  {
    id: 'cond-jak-inhibitor',
    display: 'jak inhibitor',
    classes: ['autoimmune_disease', 'immunosuppressant'],
    en: ['tofacitinib', 'upadacitinib', 'baricitinib', 'filgotinib'],
    brands: ['Xeljanz', 'Rinvoq', 'Olumiant', 'Jyseleca'],
    ar: ['زيلجانز', 'رينفوك', 'أولومينت'],
    source: label('Xeljanz'),
  },
  {
    id: 'cond-ms-immunotherapy',
    display: 'multiple sclerosis medicine',
    classes: ['autoimmune_disease', 'immunosuppressant'],
    en: [
      'ocrelizumab', 'natalizumab', 'fingolimod', 'siponimod', 'ozanimod', 'dimethyl fumarate', 'teriflunomide', 'ofatumumab',
      'cladribine tablets', 'alemtuzumab',
    ],
    brands: ['Ocrevus', 'Tysabri', 'Gilenya', 'Mayzent', 'Zeposia', 'Tecfidera', 'Aubagio', 'Kesimpta', 'Mavenclad', 'Lemtrada'],
    ar: ['أوكريفوس', 'تيسابري', 'جلينيا', 'تكفيديرا', 'أوباجيو', 'كيسيمبتا'],
    source: label('Ocrevus'),
  },
  {
    id: 'cond-ms-interferon',
    display: 'interferon beta',
    classes: ['autoimmune_disease'],
    en: ['interferon beta', 'glatiramer'],
    brands: ['Rebif', 'Avonex', 'Betaferon', 'Betaseron', 'Plegridy', 'Copaxone'],
    ar: ['ريبيف', 'أفونكس', 'بيتافيرون', 'كوباكسون'],
    source: label('Rebif'),
  },
  {
    id: 'cond-leflunomide',
    display: 'leflunomide',
    classes: ['autoimmune_disease', 'immunosuppressant'],
    en: ['leflunomide'],
    brands: ['Arava'],
    ar: ['ليفلونومايد', 'أرافا'],
    source: label('leflunomide'),
  },
  {
    id: 'cond-hydroxychloroquine',
    display: 'hydroxychloroquine',
    classes: ['autoimmune_disease'],
    en: ['hydroxychloroquine', 'hcq'],
    brands: ['Plaquenil', 'Quensyl'],
    ar: ['هيدروكسي كلوروكين', 'بلاكونيل', 'بلاكينيل'],
    source: label('Plaquenil'),
  },
  {
    id: 'cond-mesalazine',
    display: 'mesalazine',
    classes: ['autoimmune_disease'],
    en: ['mesalazine', 'mesalamine', 'sulfasalazine', 'sulphasalazine', 'balsalazide', 'olsalazine'],
    brands: ['Pentasa', 'Asacol', 'Salofalk', 'Mezavant', 'Lialda', 'Octasa', 'Salazopyrin', 'Azulfidine'],
    ar: ['ميسالازين', 'بنتاسا', 'أساكول', 'سالوفالك', 'سالازوبيرين'],
    source: label('mesalamine'),
  },
  {
    id: 'cond-apremilast',
    display: 'apremilast',
    classes: ['autoimmune_disease'],
    en: ['apremilast', 'deucravacitinib'],
    brands: ['Otezla', 'Sotyktu'],
    ar: ['أوتيزلا'],
    source: label('Otezla'),
  },

  // ---------------------------------------------------------------------------------------------
  // High blood calcium or sarcoidosis.
  {
    id: 'cond-hypercalcaemia',
    classes: ['hypercalcaemia'],
    en: [
      'high calcium', 'high blood calcium', 'hypercalcaemia', 'hypercalcemia', 'raised calcium', 'elevated calcium', 'calcium too high',
      'high calcium levels',
      // 'my calcium blood test keeps coming back high'.
      'calcium test high', 'calcium blood test high', 'calcium level high', 'calcium result high',
      // 'my calcium's been up for a year', 'too much calcium in my blood'.
      'calcium been up', 'calcium is up', 'calcium up', 'too much calcium',
    ],
    // Persian 'کلسیم خونم بالاست' (my blood calcium is high).
    ar: ['ارتفاع كالسيوم', 'كالسيوم عالي', 'كالسيوم مرتفع', 'زيادة كالسيوم', 'فرط كالسيوم دم', 'کلسیم خون بالا', 'کلسیم خونم بالاست', 'کلسیم بالاست', 'کلسیم بالا',
      // Moroccan 'الكالسيوم طالع فالدم' (calcium up in the blood).
      'الكالسيوم طالع', 'كالسيوم طالع',
    ],
    translit: ['calcium 3ali', 'calcium 3alya', 'calcium 3alia', 'calcium 3aliya', 'calcium mirtifi3', 'calcium murtafi3', 'kalsyom 3ali', 'kalsyom 3alya',
      // Egyptian Arabizi 'el calcium fel dam tale3 3ali' (the blood calcium comes out high).
      'calcium tale3', 'calcium tale3 3ali',
    ],
    ru: ['гиперкальциемия', 'высокий кальций', 'повышенный кальций'],
    source: SRC.vitaminD,
  },
  {
    id: 'cond-sarcoidosis',
    display: 'sarcoidosis',
    classes: ['hypercalcaemia'],
    en: ['sarcoidosis', 'sarcoid', 'granulomatous disease'],
    ar: ['ساركويد', 'ساركويدوزس', 'ساركويدوسيس', 'داء ساركويد'],
    translit: ['sarkoid', 'sarkoidoz'],
    source: SRC.vitaminD,
  },
  {
    // Both over- and underactive parathyroid are included: hypoparathyroidism is treated with calcitriol plus calcium.
    id: 'cond-hyperparathyroidism',
    display: 'hyperparathyroidism',
    classes: ['hypercalcaemia'],
    en: ['hyperparathyroidism', 'hyperparathyroid', 'overactive parathyroid', 'parathyroid adenoma', 'parathyroid', 'hypoparathyroidism',
      // Parathyroid hormone: a PTH result is only given by someone whose parathyroid is being looked at (fail-safe).
      'pth', 'high pth', 'pth high', 'raised pth', 'pth raised', 'elevated pth', 'parathyroid hormone',
      // 'a pea-sized gland beside the thyroid gone rogue', 'one of the tiny glands behind the Adam's apple'.
      'gland beside thyroid', 'gland behind thyroid', 'gland next to thyroid', 'glands behind adams apple', 'gland gone rogue',
    ],
    // Persian 'پاراتیروئیدم پرکار است' (my parathyroid is overactive), 'پرکاری پاراتیروئید'.
    ar: ['فرط نشاط غدة جار درقية', 'غدة جار درقية', 'جار درقية', 'جارات درق', 'فرط دريقات', 'غدد جاردرقية', 'پاراتیروئید', 'پاراتیروئیدم', 'پرکاری پاراتیروئید'],
    translit: ['jar dara8ia', 'ghodda jar daraqiya'],
    ru: ['гиперпаратиреоз'],
    source: SRC.vitaminD,
  },
  {
    // Used for dialysis patients and for primary hyperparathyroidism: carries both classes (fail-safe).
    id: 'cond-cinacalcet',
    display: 'cinacalcet',
    classes: ['hypercalcaemia', 'kidney_disease'],
    en: ['cinacalcet', 'etelcalcetide'],
    brands: ['Mimpara', 'Sensipar', 'Parsabiv'],
    ar: ['سيناكالسيت', 'ميمبارا', 'سينسيبار'],
    source: label('Sensipar'),
  },

  // ---------------------------------------------------------------------------------------------
  // Trouble swallowing or a narrowed gut (large tablets and bulking fibres can lodge).
  {
    id: 'cond-swallowing-difficulty',
    classes: ['swallowing_difficulty'],
    en: [
      'trouble swallowing', 'difficulty swallowing', 'difficulty in swallowing', 'problems swallowing', 'swallowing problems',
      'hard to swallow', 'cant swallow', 'cannot swallow', 'unable to swallow', 'dysphagia', 'choke on pills', 'choke on tablets',
      'feeding tube', 'peg tube', 'ng tube', 'achalasia',
      // Eosinophilic oesophagitis: food sticks ('food bolus impaction'), the oesophagus narrows and is stretched.
      'eoe', 'eosinophilic oesophagitis', 'eosinophilic esophagitis', 'food bolus', 'food impaction', 'food bolus impaction',
      'oesophageal stricture', 'esophageal stricture', 'oesophageal dilatation', 'esophageal dilation', 'oesophageal dilation',
      // Said in lay words: 'food sticks in my throat', 'my food pipe is narrowed: bread and meat get stuck'.
      'food sticks', 'food gets stuck', 'food stuck', 'food pipe narrowed', 'food pipe is narrowed', 'narrowed food pipe', 'narrow food pipe',
      'narrowing of my food pipe', 'narrowing of the food pipe',
      // After a stroke: 'things get stuck halfway down', 'I need thickened drinks', a speech therapist's 'minced and moist' food.
      'get stuck halfway down', 'stuck halfway down', 'stuck in my throat', 'thickened drinks', 'thickened fluids', 'thickened liquids',
      'thickener in my drinks', 'minced and moist', 'pureed diet',
      // 'food sticking in the chest', 'big tablets go down the wrong way', 'they lodge in my throat, so the nurse crushes my tablets', 'caught halfway down'.
      'sticking in my chest', 'sticking in the chest', 'down the wrong way', 'go down the wrong way', 'lodge in my throat', 'lodged in my throat', 'caught halfway down', 'get caught halfway', 'crushes my tablets', 'crush my tablets', 'cannot manage tablets', 'cant manage tablets',
      // 'pills and dry bread lodge behind my breastbone'.
      'behind my breastbone', 'lodge behind',
    ],
    ar: ['صعوبة بلع', 'صعوبة في بلع', 'عسر بلع', 'ما أقدر أبلع', 'ما اقدر ابلع حبوب', 'صعب علي أبلع', 'مشكلة في بلع', 'أنبوب تغذية',
      // Levantine 'الأكل عم يعلق ببلعومي', 'بشرق في الأكل' (I choke on food), 'البلع ضعيف' (weak swallowing), Sudanese 'البلعوم عندي ضيق'.
      'الاكل يعلق', 'يعلق ببلعومي', 'البلع ضعيف', 'بشرق في الاكل', 'بشرق بالاكل', 'البلعوم ضيق', 'بلعوم ضيق', 'يقف في حلقي', 'بيقيف في حلقي',
    ],
    translit: ['sa3oobat bal3', 'so3oobat bala3', 'ma agdar abla3', 'ma a8dar abla3', 'su3oobat bal3', 'bal3',
      // Hindi/Urdu 'goli nigalne mein taklif' (trouble swallowing tablets), 'khana nigalna mushkil hai, gale mein atak jata hai'
      // (swallowing food is hard, it gets stuck in the throat); Tagalog 'hirap lumunok', 'hirap sa paglunok'.
      'nigalna mushkil', 'nigalne mein mushkil', 'nigalne me mushkil', 'gale mein atak', 'gale me atak',
      'goli nigalne mein taklif', 'nigalne mein taklif', 'nigalne mein dikkat', 'hirap lumunok', 'hirap sa paglunok', 'nahihirapan lumunok',
      // Sinhala 'gilinna amarui' (hard to swallow), 'gilinna baha' (cannot swallow), 'ugure hira wenawa' (sticks in the throat).
      'gilinna amarui', 'gilinna amaruy', 'gilinna baha', 'ugure hira wenawa', 'ugure hirawenawa',
      // Tamil-English 'saapadu thondaila maattikudhu, muzhunga kashtama irukku' (food sticks in the throat, swallowing is hard).
      'thondaila maattikudhu', 'thondai maattikudhu', 'muzhunga kashtama', 'muzhunga kashtam',
    ],
    ru: ['трудно глотать', 'дисфагия'],
    source: SRC.weightLoss,
  },
  {
    id: 'cond-oesophageal-stricture',
    display: 'narrowed oesophagus',
    classes: ['swallowing_difficulty'],
    en: [
      'narrowed oesophagus', 'narrowed esophagus', 'narrow oesophagus', 'narrow esophagus', 'oesophageal stricture',
      'esophageal stricture', 'oesophageal narrowing', 'esophageal narrowing', 'eosinophilic oesophagitis', 'eosinophilic esophagitis',
      'oesophageal web', 'schatzki ring', 'barrett oesophagus', 'barretts oesophagus',
      // 'swallowing hurts … (oesophagus scarred)'.
      'oesophagus scarred', 'esophagus scarred', 'scarred oesophagus', 'scarred esophagus',
    ],
    ar: ['تضيق مريء', 'تضيق مرئ', 'ضيق مريء', 'ضيق في مريء', 'تضيق في مريء', 'التهاب مريء يوزيني'],
    translit: ['tadayyuq mari2', 'tadhayoq al mari'],
    source: SRC.weightLoss,
  },
  {
    id: 'cond-bowel-obstruction',
    display: 'narrowed bowel',
    classes: ['swallowing_difficulty'],
    en: [
      'bowel obstruction', 'intestinal obstruction', 'bowel narrowing', 'narrowed bowel', 'bowel stricture', 'intestinal stricture',
      'bowel blockage',
    ],
    ar: ['انسداد أمعاء', 'انسداد معوي', 'تضيق أمعاء', 'تضيق في أمعاء', 'انسداد في أمعاء'],
    translit: ['insidad am3a2'],
    source: SRC.weightLoss,
  },
  {
    // Thickening powders are bought for dysphagia: their name reveals the condition.
    id: 'cond-thickener',
    display: 'thickener for swallowing',
    classes: ['swallowing_difficulty'],
    en: ['food thickener', 'drink thickener', 'thickening powder', 'thickened fluids'],
    brands: ['ThickenUp', 'Resource ThickenUp', 'Nutilis', 'Nutilis Clear', 'Thick-It', 'SimplyThick', 'Thick and Easy'],
    ar: ['مكثف سوائل', 'مسحوق تكثيف', 'نيوتيليس'],
    source: SRC.weightLoss,
  },

  // ---------------------------------------------------------------------------------------------
  // Heart rhythm problems. Palpitations alone are not a diagnosis and are left out.
  {
    id: 'cond-atrial-fibrillation',
    display: 'atrial fibrillation',
    classes: ['heart_rhythm'],
    en: ['atrial fibrillation', 'af', 'afib', 'a fib', 'atrial flutter', 'paroxysmal af'],
    ar: ['رجفان أذيني', 'رجفان', 'رفرفة أذينية', 'ارتجاف أذيني'],
    translit: ['rajafan uthaini', 'rajafan 2uthayni'],
    ru: ['фибрилляция предсердий', 'мерцательная аритмия'],
    source: SRC.omega3,
  },
  {
    id: 'cond-arrhythmia',
    classes: ['heart_rhythm'],
    en: [
      'irregular heartbeat', 'irregular heart beat', 'irregular heart rhythm', 'irregular heart rate', 'arrhythmia', 'cardiac arrhythmia',
      'heart rhythm problem', 'heart rhythm disorder', 'svt', 'supraventricular tachycardia', 'wpw', 'wolff parkinson white', 'long qt',
      'qt prolongation', 'heart block', 'ventricular tachycardia', 'cardiac ablation', 'heart rhythm', 'rhythm pill', 'pill heart rhythm',
      'heart rhythm medicine', 'heart rhythm tablet',
    ],
    ar: [
      'اضطراب نظم قلب', 'اضطراب في نظم قلب', 'عدم انتظام ضربات قلب', 'عدم انتظام دقات قلب', 'ضربات قلب غير منتظمة', 'كهرباء قلب',
      'كهربا قلب', 'كهرباء في قلب', 'اضطراب كهرباء قلب',
      // 'اضطراب في نبضات القلب' (a disturbance of the heartbeats), 'نبض غير منتظم' (irregular pulse).
      'اضطراب نبضات قلب', 'اضطراب نبضات', 'عدم انتظام نبضات قلب', 'نبضات قلب غير منتظمة', 'نبض غير منتظم',
    ],
    // Tagalog 'irregular ang tibok ng puso' (the heartbeat is irregular).
    translit: ['kahraba galb', 'kahraba qalb', 'kahraba2 el qalb', 'nabd ghair muntadham', 'nabadat galb', 'nabadat qalb', 'idtirab nabadat',
      'irregular ang tibok', 'irregular tibok', 'hindi regular ang tibok'],
    source: SRC.omega3,
  },
  {
    id: 'cond-pacemaker',
    display: 'pacemaker',
    classes: ['heart_rhythm'],
    en: ['pacemaker', 'implantable defibrillator', 'cardiac defibrillator', 'loop recorder'],
    ar: ['منظم ضربات قلب', 'منظم قلب', 'جهاز منظم', 'بطارية قلب', 'جهاز صدمات قلب'],
    translit: ['battariyat galb', 'munadhim qalb'],
    source: SRC.omega3,
  },
  {
    id: 'cond-antiarrhythmic',
    display: 'antiarrhythmic medicine',
    classes: ['heart_rhythm'],
    en: ['amiodarone', 'dronedarone', 'flecainide', 'propafenone', 'dofetilide', 'antiarrhythmic'],
    brands: ['Cordarone', 'Pacerone', 'Multaq', 'Tambocor', 'Rytmonorm', 'Rythmol', 'Tikosyn'],
    ar: ['أميودارون', 'كوردارون', 'فليكاينيد', 'تامبوكور', 'مولتاك', 'ريتمونورم'],
    source: label('amiodarone'),
  },
  {
    // Sotalol is a beta-blocker given for rhythm control: it carries blood_pressure as well.
    id: 'cond-sotalol',
    display: 'sotalol',
    classes: ['heart_rhythm', 'blood_pressure'],
    en: ['sotalol'],
    brands: ['Sotacor', 'Betapace', 'Sotalex'],
    ar: ['سوتالول', 'سوتاكور'],
    source: label('sotalol'),
  },

  // ---------------------------------------------------------------------------------------------
  // Conditions that imply a medicine family (fail-safe: the usual treatment is assumed).
  // Depression alone is deliberately absent: the medicine cannot be inferred from it.
  {
    id: 'cond-diabetes',
    classes: ['glucose_lowering'],
    // 'have sugar' is Gulf English for diabetes; with phrase gaps it can catch "I have a lot of sugar": caution only.
    en: [
      'diabetes', 'diabetic', 'type 2 diabetes', 'type ii diabetes', 't2d', 't2dm', 'dm2', 'dm type 2', 'sugar patient', 'have sugar',
      'sugar disease', 'high blood sugar', 'high sugar levels', 'high a1c', 'high hba1c', 'raised hba1c', 'mody',
      // Reverse order per the file's convention: "my sugar is high", "HbA1c is high".
      'sugar high', 'blood sugar high', 'hba1c high', 'a1c high',
      // An HbA1c given at all is usually a diabetic's follow-up ('HbA1c 8.2 even on my tablets'); a normal one is denied by
      // the normal-reading rules, and a bare healthy figure is over-read only on the safe side (the chip shows it).
      'hba1c', 'a1c',
    ],
    // 'سكر' alone is also "sugar": in a health box it almost always means diabetes (عندي السكر).
    ar: ['سكري', 'سكر', 'مرض سكر', 'مرض سكري', 'مريض سكر', 'سكر في دم', 'عندي سكر', 'سكر عالي', 'ارتفاع سكر', 'سكر تراكمي عالي', 'سكر تراكمي', 'سكري نوع ثاني',
      // Urdu script (normalised to Arabic letters, see normalise.ts): 'sugar', diabetes.
      'شوگر', 'ذیابیطس', 'شوگر کی بیماری'],
    translit: [
      'sukkari', 'sokari', 'sukari', 'sokkari', 'sukkar', 'sokar', 'sukar', 'sokkar', '3indi sukkar', '3indi sokar', '3andi sokar',
      'mareedh sukkar',
      // Hindi/Urdu 'sugar ki bimari' (the sugar disease), 'sugar ki problem', 'sugar ka mareez' (diabetic).
      'sugar ki bimari', 'sugar ki problem', 'sugar ka rog', 'sugar ka mareez', 'madhumeh',
      // 'mujhe sugar hai' (I have diabetes); 'sugar nahi hai' is a denial inside the phrase (negation-inside).
      'sugar hai', 'sugar hain',
    ],
    ru: ['диабет', 'сахарный диабет'],
    source: SRC.diabetes,
  },
  {
    id: 'cond-prediabetes',
    display: 'prediabetes',
    classes: ['glucose_lowering'],
    en: [
      'prediabetes', 'pre diabetes', 'prediabetic', 'pre diabetic', 'borderline diabetes', 'borderline diabetic',
      'impaired glucose tolerance', 'impaired fasting glucose',
    ],
    ar: ['ما قبل سكري', 'مقدمات سكري', 'مقدمات سكر', 'بداية سكر', 'بداية سكري'],
    translit: ['bidayat sukkar', 'bidayat sokar', 'mogadimat sokar'],
    source: SRC.diabetes,
  },
  {
    // Insulin resistance (often with PCOS) is commonly treated with metformin in the Gulf.
    id: 'cond-insulin-resistance',
    display: 'insulin resistance',
    classes: ['glucose_lowering'],
    en: ['insulin resistance', 'insulin resistant', 'metabolic syndrome'],
    ar: ['مقاومة إنسولين', 'متلازمة أيض'],
    translit: ['moqawamat insulin', 'mgawamat insulin'],
    source: SRC.diabetes,
  },
  {
    id: 'cond-hypertension',
    classes: ['blood_pressure'],
    // Bare 'blood pressure' also catches "low blood pressure": kept, as lists like "diabetes, blood pressure" mean hypertension.
    en: [
      'high blood pressure', 'hypertension', 'hypertensive', 'blood pressure', 'high bp', 'bp patient', 'bp problem', 'raised blood pressure',
      // As a clinic's problem list writes it: 'HTN / T2DM / CKD 3a'.
      'htn',
      'elevated blood pressure',
    ],
    // 'ضغط' alone is also "stress/pressure" (ضغط الشغل): kept, in Gulf speech "عندي ضغط" means hypertension.
    ar: ['ضغط دم', 'ارتفاع ضغط', 'ارتفاع ضغط دم', 'عندي ضغط', 'ضغط', 'ضغط عالي', 'ضغط مرتفع', 'مريض ضغط', 'فرط ضغط دم',
      // Urdu script (normalised to Arabic letters, see normalise.ts): 'blood pressure', 'high blood pressure'.
      'بلڈ پریشر', 'ہائی بلڈ پریشر'],
    // Tagalog 'altapresyon' (high blood pressure) and Filipino English 'highblood'.
    translit: ['daght', 'dagh6', 'dhaght', 'dhagt', 'daghet', '3indi daght', '3andi dagh6', 'daght 3ali', 'dagh6 3ali', 'altapresyon', 'alta presyon',
      'highblood',
      // Hindi/Urdu 'BP ki bimari' (the BP illness), as 'bp problem'.
      'bp bimari', 'bp ki bimari', 'bp ka rog', 'blood pressure ki bimari'],
    // 'давление' alone is how Russian speakers name high blood pressure ('диабет и давление').
    ru: ['гипертония', 'гипертензия', 'повышенное давление', 'давление', 'высокое давление', 'гипертоническая болезнь'],
    source: SRC.potassium,
  },
  {
    // A coronary stent is followed by two antiplatelet medicines for up to a year and aspirin for life (the
    // ticagrelor label): fail-safe.
    id: 'cond-coronary-stent',
    display: 'heart stent',
    classes: ['antiplatelet'],
    en: ['stent', 'stents', 'stented', 'coronary stent', 'cardiac stent', 'heart stent', 'angioplasty', 'stenting'],
    ar: ['دعامة', 'دعامات', 'دعامة في القلب', 'قسطرة وتركيب دعامة'],
    translit: ['da3ama', 'di3ama'],
    source: label('Brilinta'),
  },
  {
    // Heart failure is treated with diuretics and blood-pressure medicines (ACE inhibitors, ARBs,
    // sacubitril/valsartan, beta blockers, spironolactone; the Entresto label): fail-safe.
    id: 'cond-heart-failure',
    display: 'heart failure',
    classes: ['blood_pressure', 'diuretic'],
    en: [
      'heart failure', 'congestive heart failure', 'chf', 'hfref', 'hfpef', 'weak heart', 'heart is weak', 'weak heart muscle',
      'low ejection fraction', 'cardiomyopathy', 'dilated cardiomyopathy',
    ],
    ar: ['فشل القلب', 'قصور القلب', 'ضعف عضلة القلب', 'ضعف القلب', 'هبوط القلب'],
    translit: ['dil kamzor', 'dil ki kamzori'],
    ru: ['сердечная недостаточность'],
    source: label('Entresto'),
  },
  {
    id: 'cond-hypothyroidism',
    display: 'underactive thyroid',
    classes: ['levothyroxine'],
    en: [
      'underactive thyroid', 'hypothyroidism', 'hypothyroid', 'low thyroid', 'thyroid underactive', 'slow thyroid', 'thyroidectomy',
      // Not bare 'no thyroid' (nor 'have no thyroid', whose 'have' is optional): 'no thyroid meds' denies the medicine.
      'thyroid removed', 'no thyroid gland', 'no thyroid left', 'without a thyroid', 'without thyroid',
    ],
    ar: [
      'خمول غدة', 'خمول غدة درقية', 'قصور غدة درقية', 'قصور غدة', 'قصور درقي', 'كسل غدة', 'غدة كسلانة', 'نقص هرمون غدة',
      'استئصال غدة درقية', 'شلت غدة',
    ],
    translit: ['khumool al ghodda', 'khumool ghodda', 'khomol ghoda', 'khumul ghudda', 'kasal ghodda', 'kasal ghoda', 'ghoda kaslana', 'khumool ghudda', 'khumool', 'kasal ghudda'],
    ru: ['гипотиреоз'],
    source: SRC.calcium,
  },
  {
    id: 'cond-hyperthyroidism',
    display: 'overactive thyroid',
    classes: ['antithyroid'],
    en: [
      'overactive thyroid', 'hyperthyroidism', 'hyperthyroid', 'thyrotoxicosis', 'toxic goitre', 'toxic goiter', 'toxic nodule',
      'thyroid overactive',
    ],
    ar: ['فرط نشاط غدة', 'فرط نشاط غدة درقية', 'نشاط زائد في غدة', 'زيادة نشاط غدة', 'غدة نشطة', 'تسمم درقي', 'فرط درقية'],
    translit: ['nashat zayed ghodda', 'zyadat nashat ghodda', 'ghoda nash6a'],
    ru: ['гипертиреоз'],
    source: SRC.iodine,
  },
  {
    // "Thyroid" without a direction: both thyroid classes are assumed (each only adds a spacing or iodine caution).
    // Unless the matcher prefers the longest match, "underactive thyroid" also hits bare 'thyroid' here: caution only.
    id: 'cond-thyroid-unspecified',
    display: 'thyroid condition',
    classes: ['levothyroxine', 'antithyroid'],
    en: [
      'thyroid', 'thyroid problem', 'thyroid disease', 'thyroid disorder', 'thyroid issues', 'thyroid condition', 'goitre', 'goiter',
      'thyroid nodules',
    ],
    ar: ['غدة درقية', 'مشاكل غدة', 'مشكلة في غدة', 'عندي غدة', 'غدة', 'تضخم غدة', 'دراق', 'تھائیرائیڈ', 'تھائرائڈ'],
    translit: ['ghodda', 'ghoda', 'ghudda daraqiya', '3indi ghoda'],
    source: SRC.iodine,
  },
  {
    // Schizophrenia and other psychoses are treated with antipsychotics almost without exception,
    // so the condition carries the medicine's class (fail-safe), as epilepsy carries antiepileptic.
    id: 'cond-schizophrenia',
    display: 'schizophrenia',
    classes: ['antipsychotic'],
    en: ['schizophrenia', 'schizophrenic', 'schizoaffective', 'schizoaffective disorder', 'psychosis', 'psychotic disorder', 'psychotic episode'],
    ar: ['فصام', 'انفصام', 'شيزوفرينيا', 'سكيزوفرينيا', 'ذهان', 'اضطراب ذهاني'],
    translit: ['fisam', 'infisam', 'schizo', 'shizofrenia'],
    source: SRC.supplementsWyntk,
  },
  {
    id: 'cond-epilepsy',
    display: 'epilepsy',
    classes: ['antiepileptic'],
    en: ['epilepsy', 'epileptic', 'seizures', 'seizure disorder', 'fits', 'convulsions', 'grand mal', 'absence seizures', 'febrile seizures',
      // 'the falling sickness from childhood', 'brain misfires that make me black out and shake'.
      'falling sickness', 'brain misfires', 'black out and shake', 'blackouts and shaking',
      // 'I drop and shake with no warning'.
      'drop and shake',
    ],
    // Bare 'تشنج' (also a muscle cramp) is left out.
    ar: ['صرع', 'نوبات صرع', 'نوبة صرع', 'نوبات تشنج', 'نوبة تشنج', 'كهرباء في مخ', 'كهرباء زائدة في مخ', 'كهربا مخ', 'كهربا زايدة', 'مرگی',
      // Egyptian 'دوا الكهربا' (the 'electricity' medicine, for seizures).
      'دوا الكهربا',
    ],
    // Hindi/Urdu 'mirgi' (epilepsy), 'mirgi ke daure' (epileptic fits).
    translit: ['sara3', 'sar3', 'saraa', 'kahraba bel mo5', 'kahraba zayda', 'mirgi', 'mirgi ke daure'],
    ru: ['эпилепсия'],
    source: SRC.folate,
  },
  {
    id: 'cond-parkinsons',
    display: 'parkinson’s disease',
    classes: ['levodopa'],
    en: ['parkinson', 'parkinsons', 'parkinsons disease', 'parkinson disease', 'parkinsonism'],
    ar: ['باركنسون', 'باركنسن', 'مرض باركنسون', 'شلل رعاش', 'داء باركنسون'],
    translit: ['shalal ra3ash', 'shalal ra3sh', 'barkinson'],
    source: SRC.iron,
  },
  {
    // Bare 'transplant' and 'زراعة' are left out: hair transplants (زراعة شعر) and dental implants are very common in the UAE.
    id: 'cond-organ-transplant',
    display: 'organ transplant',
    classes: ['immunosuppressant'],
    en: [
      'organ transplant', 'transplant patient', 'transplant recipient', 'heart transplant', 'lung transplant', 'pancreas transplant',
      'bone marrow transplant', 'stem cell transplant', 'transplanted organ', 'anti rejection', 'antirejection medicine',
      'transplant medicine', 'transplant medication', 'transplant drug', 'transplant tablet',
    ],
    ar: [
      'زراعة أعضاء', 'زراعة عضو', 'زراعة قلب', 'زراعة رئة', 'زراعة نخاع', 'زراعة خلايا جذعية', 'نقل أعضاء', 'أدوية رفض عضو',
      'مثبطات مناعة', 'مثبط مناعة',
    ],
    translit: ['zira3at a3da2', 'zira3at nukha3', 'muthabbitat mana3a', 'zira3at galb', 'zira3at qalb', 'zira3at kela', 'zira3at kabid', 'adwiya mana3a', 'dawa mana3a'],
    source: SRC.probiotics,
  },
  {
    id: 'cond-hiv',
    display: 'hiv',
    // Living with HIV is living on treatment, and first-line treatment is integrase-based (WHO: dolutegravir): the minerals
    // are spaced from it, fail-safe.
    classes: ['immunosuppressant', 'integrase_inhibitor'],
    // Bare 'aids' is left out: "hearing aids", "sleep aids".
    en: ['hiv', 'hiv positive', 'living with hiv', 'hiv aids', 'aids patient'],
    ar: ['إيدز', 'اتش اي في', 'فيروس نقص مناعة', 'نقص مناعة مكتسب'],
    translit: ['aydz', 'eidz'],
    ru: ['ВИЧ'],
    source: SRC.probiotics,
  },
  {
    id: 'cond-weakened-immunity',
    classes: ['immunosuppressant'],
    // Casual "low/weak immunity" (catching colds) is left out: it is a wellness goal, not immune suppression.
    en: [
      'weakened immune system', 'weakened immunity', 'immunocompromised', 'immunosuppressed', 'immune deficiency', 'immunodeficiency',
      'primary immunodeficiency', 'splenectomy', 'no spleen', 'spleen removed', 'asplenia',
    ],
    ar: ['نقص مناعة', 'نقص مناعي', 'استئصال طحال', 'بدون طحال', 'شالوا طحال', 'مناعة ضعيفة', 'مناعتي ضعيفة', 'ضعف المناعة', 'مثبطة للمناعة', 'مثبطات المناعة', 'مثبط المناعة', 'ادوية المناعة'],
    translit: ['naqs mana3a', 'nags mana3a'],
    source: SRC.probiotics,
  },
  {
    id: 'cond-neutropenia',
    display: 'neutropenia',
    classes: ['immunosuppressant'],
    en: ['neutropenia', 'neutropenic', 'low neutrophils', 'low white blood cells', 'low white cell count', 'low wbc'],
    ar: ['نقص عدلات', 'نقص كريات دم بيضاء', 'نقص كريات بيضاء', 'كريات بيضاء قليلة', 'نقص مناعة خلوية'],
    translit: ['naqs kurayat baydha'],
    source: SRC.probiotics,
  },
  {
    id: 'cond-central-line',
    display: 'central line',
    classes: ['immunosuppressant'],
    en: ['central line', 'central venous catheter', 'picc line', 'picc', 'port a cath', 'portacath', 'chemo port', 'hickman line'],
    ar: ['قسطرة مركزية', 'قسطرة وريدية مركزية', 'بورت كيماوي', 'خط مركزي'],
    source: SRC.probiotics,
  },
  {
    id: 'cond-critical-illness',
    display: 'critical illness',
    classes: ['immunosuppressant'],
    en: ['critically ill', 'critical illness', 'intensive care', 'icu'],
    ar: ['عناية مركزة', 'عناية مشددة', 'حالة حرجة'],
    translit: ['3inaya markaza', 'enaya murakaza'],
    source: SRC.probiotics,
  },
  {
    // Generic cancer words (the part-1 cancer list has some too; ids differ so both can stand).
    // 'in remission' also matches "Crohn's in remission": caution only.
    id: 'cond-cancer',
    classes: ['cancer_treatment'],
    en: [
      'cancer', 'cancer survivor', 'in remission', 'cancer remission', 'tumour', 'tumor', 'malignancy', 'malignant', 'carcinoma',
      'metastatic', 'metastases', 'chemotherapy', 'chemo', 'radiotherapy', 'radiation therapy', 'immunotherapy for cancer',
      'oncology', 'oncologist', 'sarcoma', 'melanoma',
    ],
    // Bare 'ورم' (also a swelling) is left out; 'المرض الخبيث' is the common euphemism.
    ar: ['سرطان', 'ورم خبيث', 'مرض خبيث', 'أورام', 'علاج كيماوي', 'كيماوي', 'كيميائي', 'علاج إشعاعي', 'إشعاع', 'متعافي من سرطان', 'متعافية من سرطان'],
    translit: ['saratan', 'sarataan', 'kimawi', 'kemawi', 'kimyawi', 'kimaawi', '3ilaj kimawi', 'kimo', 'kemo', 'esh3a3', 'ish3a3', 'jalsat esh3a3',
      'jalsat ish3a3', '3ilaj esh3a3i'],
    ru: ['онкология'],
    source: SRC.vitaminC,
  },
  {
    id: 'cond-blood-cancer',
    display: 'blood cancer',
    classes: ['cancer_treatment'],
    en: [
      'leukaemia', 'leukemia', 'lymphoma', 'hodgkin', 'hodgkins', 'non hodgkin', 'myeloma', 'multiple myeloma', 'cll', 'aml', 'cml',
      'myelodysplastic', 'mds', 'blood cancer',
    ],
    ar: ['سرطان دم', 'لوكيميا', 'ابيضاض دم', 'ليمفوما', 'لمفوما', 'سرطان غدد لمفاوية', 'ورم نقوي', 'ورم نقوي متعدد'],
    translit: ['lukimia', 'lukemya', 'saratan dam'],
    source: SRC.vitaminC,
  },
  {
    id: 'cond-breast-cancer',
    display: 'breast cancer',
    classes: ['cancer_treatment', 'hormone_sensitive_cancer'],
    en: ['breast cancer', 'breast carcinoma', 'dcis', 'ductal carcinoma', 'lobular carcinoma', 'mastectomy', 'lumpectomy', 'breast cancer hormone therapy',
      'breast cancer hormone treatment'],
    ar: ['سرطان ثدي', 'ورم ثدي', 'استئصال ثدي'],
    translit: ['saratan thadi', 'saratan el sadi'],
    ru: ['рак груди', 'рак молочной железы'],
    source: SRC.vitaminC,
  },
  {
    id: 'cond-prostate-cancer',
    display: 'prostate cancer',
    classes: ['cancer_treatment', 'hormone_sensitive_cancer'],
    // 'prostrate' is an everyday English word, so it is never read as a typo: the common misspelling is listed.
    // Hormone therapy for a hormone-sensitive cancer is androgen or oestrogen suppression, not the contraception/HRT class.
    en: ['prostate cancer', 'prostate carcinoma', 'prostatectomy', 'prostrate cancer', 'prostrate carcinoma', 'prostate cancer hormone therapy',
      'prostrate cancer hormone therapy', 'prostate cancer hormone treatment', 'androgen deprivation', 'androgen deprivation therapy',
      // A clinic letter's words: 'Adenocarcinoma prostate on LHRH agonist q12w', 'Ca prostate on ADT'.
      'adenocarcinoma prostate', 'prostate adenocarcinoma', 'ca prostate', 'carcinoma prostate', 'lhrh agonist', 'gnrh agonist', 'lhrh analogue',
      'gnrh analogue', 'on adt'],
    ar: ['سرطان بروستاتا', 'سرطان بروستات', 'ورم بروستاتا خبيث'],
    translit: ['saratan prostata', 'saratan brostata'],
    ru: ['рак простаты', 'рак предстательной железы'],
    source: SRC.ashwagandha,
  },
  {
    id: 'cond-ovarian-cancer',
    display: 'ovarian cancer',
    classes: ['cancer_treatment', 'hormone_sensitive_cancer'],
    en: ['ovarian cancer', 'ovary cancer', 'cancer of the ovary'],
    ar: ['سرطان مبيض', 'سرطان مبايض'],
    translit: ['saratan mabyad'],
    source: SRC.vitaminC,
  },
  {
    id: 'cond-womb-cancer',
    display: 'womb cancer',
    classes: ['cancer_treatment', 'hormone_sensitive_cancer'],
    en: ['endometrial cancer', 'uterine cancer', 'womb cancer', 'uterus cancer', 'cancer of the womb', 'cancer of the uterus'],
    ar: ['سرطان رحم', 'سرطان بطانة رحم'],
    translit: ['saratan ra7im', 'saratan rahem'],
    source: SRC.vitaminC,
  },
  {
    id: 'cond-hormone-receptor-positive',
    display: 'hormone-receptor-positive cancer',
    classes: ['cancer_treatment', 'hormone_sensitive_cancer'],
    // Short 'ER/PR/HR positive' are left out: two-letter first words with phrase gaps catch "er, I tested positive".
    en: [
      'hormone sensitive cancer', 'hormone receptor positive', 'oestrogen receptor positive', 'estrogen receptor positive',
      'progesterone receptor positive', 'hormone dependent cancer',
    ],
    ar: ['سرطان حساس هرمونات', 'مستقبلات هرمونية إيجابية', 'حساس إستروجين'],
    source: SRC.ashwagandha,
  },
];
