import type { Concept, Source } from '../types';

/**
 * Medicine dictionary, part 2: diabetes, heart and blood-pressure, cholesterol, thyroid, stomach-acid,
 * methotrexate, quinolone/tetracycline antibiotics, retinoids, hormones and bone medicines.
 *
 * Conventions (the matcher normalises case, accents, Arabic letter forms, plurals and small typos):
 * - lay phrases are written in the singular ('water pill', not 'water pills'): the matcher tries a typed
 *   plural without its trailing s/es, not the other way round;
 * - lay phrases are also written in "reverse" order ('pill sugar', 'medicine pressure') so that
 *   "tablets for my sugar" or "pills for BP and sugar" match with the small and extra words in between;
 * - Arabic is written bare (ضغط, not الضغط) unless the article is part of a brand's spelling (التروكسين);
 * - a combination product carries every ingredient's class; every metformin product carries
 *   ['metformin', 'glucose_lowering'];
 * - nothing here names a condition on its own ('diabetes', 'high blood pressure'): conditions live in the
 *   conditions dictionary.
 *
 * Sources: each medicine cites its label (DailyMed search for the US label, EMC for UK-only products);
 * lay phrases cite the NIH ODS or NCCIH page that names the interaction for that class.
 */

/** The US label(s) of a generic on DailyMed. */
function dailyMed(query: string, title: string): Source {
  return {
    title: `${title} — prescribing information (DailyMed)`,
    url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(query).replace(/%20/g, '+')}`,
  };
}

/** The UK SmPC on the electronic medicines compendium, for products without a US label. */
function emc(query: string, title: string): Source {
  return {
    title: `${title} — Summary of Product Characteristics (EMC)`,
    url: `https://www.medicines.org.uk/emc/search?q=${encodeURIComponent(query).replace(/%20/g, '+')}`,
  };
}

function ods(sheet: string, name: string): Source {
  return { title: `${name} — NIH ODS Health Professional Fact Sheet`, url: `https://ods.od.nih.gov/factsheets/${sheet}-HealthProfessional/` };
}

const ODS_B12 = ods('VitaminB12', 'Vitamin B12');
const ODS_CALCIUM = ods('Calcium', 'Calcium');
const ODS_IODINE = ods('Iodine', 'Iodine');
const ODS_POTASSIUM = ods('Potassium', 'Potassium');
const ODS_VITAMIN_A = ods('VitaminA', 'Vitamin A');
const NCCIH_DIABETES: Source = {
  title: 'Diabetes and Dietary Supplements: What You Need To Know (NCCIH)',
  url: 'https://www.nccih.nih.gov/health/diabetes-and-dietary-supplements-what-you-need-to-know',
};
const NCCIH_RED_YEAST_RICE: Source = { title: 'Red Yeast Rice (NCCIH)', url: 'https://www.nccih.nih.gov/health/red-yeast-rice' };
const NCCIH_ST_JOHNS_WORT: Source = { title: "St. John's Wort (NCCIH)", url: 'https://www.nccih.nih.gov/health/st-johns-wort' };
const NCCIH_SUPPLEMENTS_WISELY: Source = {
  title: 'Using Dietary Supplements Wisely (NCCIH)',
  url: 'https://www.nccih.nih.gov/health/using-dietary-supplements-wisely',
};

const METFORMIN = ['metformin', 'glucose_lowering'] as const;
/** GLP-1 and GIP/GLP-1 medicines lower glucose and slow the stomach, with label cautions of their own. */
const GLP1 = ['glucose_lowering', 'glp1_agonist'] as const;
const BP_DIURETIC = ['blood_pressure', 'diuretic'] as const;

// ---------------------------------------------------------------------------------------------------------
// Metformin and every product that contains it
// ---------------------------------------------------------------------------------------------------------
const METFORMIN_CONCEPTS: readonly Concept[] = [
  {
    id: 'metformin',
    display: 'metformin',
    classes: METFORMIN,
    en: ['metformin', 'metformin hydrochloride', 'metformin xr', 'metformin sr', 'biguanide', 'glucofaj'],
    // Dialon is Julphar's metformin (one strength was withdrawn in 2019, others remain); Glucare is a Saudi brand.
    brands: ['Glucophage', 'Glucophage XR', 'Glucophage SR', 'Cidophage', 'Dialon', 'Formit', 'Glucare', 'Glucare XR', 'Diaformin',
      'Glumetza', 'Fortamet', 'Riomet', 'Metfor', 'Glycomet',
      // Gluconorm-SR: Lupin's metformin (India).
      'Gluconorm', 'Gluconorm SR',
    ],
    ar: ['ميتفورمين', 'متفورمين', 'ميتفورمن', 'جلوكوفاج', 'غلوكوفاج', 'كلوكوفاج', 'سيدوفاج', 'ديالون', 'جلوكير',
      // Glycomet in Urdu script ('گلائکومیٹ'), as the normaliser reads it.
      'كلايكوميت', 'جلايكوميت',
    ],
    ru: ['Сиофор', 'Глюкофаж'],
    source: dailyMed('metformin hydrochloride', 'Metformin hydrochloride tablets'),
  },
  {
    id: 'sitagliptin-metformin',
    display: 'sitagliptin with metformin',
    classes: METFORMIN,
    en: ['sitagliptin metformin', 'sitagliptin and metformin'],
    // Istamet is Sun Pharma's (India).
    brands: ['Janumet', 'Janumet XR', 'Velmetia', 'Istamet', 'Istamet XR'],
    // As voice typing writes it: 'Ja noo met 50/1000'.
    translit: ['ja noo met', 'janoo met', 'jan you met'],
    ar: ['جانوميت', 'جانيوميت'],
    source: dailyMed('Janumet', 'Janumet (sitagliptin and metformin)'),
  },
  {
    id: 'vildagliptin-metformin',
    display: 'vildagliptin with metformin',
    classes: METFORMIN,
    en: ['vildagliptin metformin', 'vildagliptin and metformin'],
    brands: ['Galvus Met', 'Galvusmet', 'Eucreas', 'Icandra',
      // Jalra-M: vildagliptin with metformin (USV, India).
      'Jalra M', 'Jalra-M',
    ],
    ar: ['جالفس ميت', 'جالفوس ميت', 'غالفس ميت', 'يوكرياس'],
    source: emc('Eucreas', 'Eucreas (vildagliptin/metformin)'),
  },
  {
    id: 'saxagliptin-metformin',
    display: 'saxagliptin with metformin',
    classes: METFORMIN,
    en: ['saxagliptin metformin', 'saxagliptin and metformin'],
    brands: ['Kombiglyze', 'Kombiglyze XR'],
    ar: ['كومبيجليز'],
    source: dailyMed('Kombiglyze', 'Kombiglyze XR (saxagliptin and metformin)'),
  },
  {
    id: 'linagliptin-metformin',
    display: 'linagliptin with metformin',
    classes: METFORMIN,
    en: ['linagliptin metformin', 'linagliptin and metformin'],
    brands: ['Jentadueto', 'Jentadueto XR'],
    ar: ['جنتادويتو', 'جينتادويتو'],
    source: dailyMed('Jentadueto', 'Jentadueto (linagliptin and metformin)'),
  },
  {
    id: 'alogliptin-metformin',
    display: 'alogliptin with metformin',
    classes: METFORMIN,
    en: ['alogliptin metformin', 'alogliptin and metformin'],
    brands: ['Kazano', 'Vipdomet'],
    source: dailyMed('alogliptin and metformin', 'Kazano (alogliptin and metformin)'),
  },
  {
    id: 'dapagliflozin-metformin',
    display: 'dapagliflozin with metformin',
    classes: METFORMIN,
    en: ['dapagliflozin metformin', 'dapagliflozin and metformin'],
    brands: ['Xigduo', 'Xigduo XR', 'Qternmet', 'Qternmet XR'],
    ar: ['زيجدو', 'اكزيجدو'],
    source: dailyMed('Xigduo', 'Xigduo XR (dapagliflozin and metformin)'),
  },
  {
    id: 'empagliflozin-metformin',
    display: 'empagliflozin with metformin',
    classes: METFORMIN,
    en: ['empagliflozin metformin', 'empagliflozin and metformin'],
    // Jardiance Duo: the name the combination is sold under in the Gulf and elsewhere outside the US.
    brands: ['Synjardy', 'Synjardy XR', 'Trijardy', 'Trijardy XR', 'Jardiance Duo'],
    ar: ['سينجاردي', 'سنجاردي'],
    source: dailyMed('Synjardy', 'Synjardy (empagliflozin and metformin)'),
  },
  {
    id: 'canagliflozin-metformin',
    display: 'canagliflozin with metformin',
    classes: METFORMIN,
    en: ['canagliflozin metformin', 'canagliflozin and metformin'],
    brands: ['Invokamet', 'Vokanamet'],
    source: dailyMed('Invokamet', 'Invokamet (canagliflozin and metformin)'),
  },
  {
    id: 'ertugliflozin-metformin',
    display: 'ertugliflozin with metformin',
    classes: METFORMIN,
    en: ['ertugliflozin metformin', 'ertugliflozin and metformin'],
    brands: ['Segluromet'],
    source: dailyMed('Segluromet', 'Segluromet (ertugliflozin and metformin)'),
  },
  {
    id: 'glibenclamide-metformin',
    display: 'glibenclamide with metformin',
    classes: METFORMIN,
    en: ['glibenclamide metformin', 'glyburide metformin', 'glyburide and metformin'],
    brands: ['Glucovance'],
    ar: ['جلوكوفانس', 'غلوكوفانس'],
    source: dailyMed('glyburide and metformin', 'Glyburide and metformin tablets'),
  },
  {
    id: 'glimepiride-metformin',
    display: 'glimepiride with metformin',
    classes: METFORMIN,
    en: ['glimepiride metformin', 'glimepiride and metformin'],
    // Glycomet GP is USV's glimepiride + metformin (India).
    brands: ['Amaryl M', 'Amaryl MR', 'Glycomet GP'],
    ar: ['اماريل ام'],
    source: dailyMed('glimepiride', 'Glimepiride tablets'),
  },
  {
    id: 'pioglitazone-metformin',
    display: 'pioglitazone with metformin',
    classes: METFORMIN,
    en: ['pioglitazone metformin', 'pioglitazone and metformin'],
    brands: ['Actoplus Met', 'Competact'],
    source: dailyMed('pioglitazone and metformin', 'Actoplus Met (pioglitazone and metformin)'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Other glucose-lowering medicines: insulin, sulfonylureas, DPP-4, SGLT2, GLP-1/GIP, glitazones, others
// ---------------------------------------------------------------------------------------------------------
const GLUCOSE_LOWERING_CONCEPTS: readonly Concept[] = [
  {
    id: 'insulin',
    display: 'insulin',
    classes: ['glucose_lowering'],
    en: ['insulin', 'insulin pen', 'insulin injection', 'insulin glargine', 'insulin degludec', 'insulin detemir', 'insulin aspart',
      'insulin lispro', 'insulin glulisine', 'human insulin', 'nph insulin', 'basal insulin', 'bolus insulin', 'mixed insulin'],
    // Jusline is Julphar's human insulin; Insugen (Biocon) is sold across the Gulf.
    brands: ['Lantus', 'Toujeo', 'Basaglar', 'Abasaglar', 'Semglee', 'Tresiba', 'Levemir', 'NovoRapid', 'Novo Rapid', 'NovoLog',
      'NovoMix', 'Novo Mix', 'Novolin', 'Fiasp', 'Humalog', 'Humalog Mix', 'Lyumjev', 'Admelog', 'Apidra', 'Actrapid', 'Insulatard',
      'Mixtard', 'Humulin', 'Insuman', 'Ryzodeg', 'Jusline', 'Insugen', 'Afrezza',
      // Huminsulin: Lilly's human insulin as sold in India and Bangladesh.
      'Huminsulin', 'Huminsulin 30/70',
    ],
    ar: ['انسولين', 'انسولن', 'ابرة انسولين', 'حقن انسولين', 'قلم انسولين', 'لانتوس', 'توجيو', 'تريسيبا', 'ليفيمير', 'نوفورابيد',
      'نوفو رابيد', 'نوفوميكس', 'هيومالوج', 'هيومولين', 'ميكستارد', 'ابيدرا', 'اكترابيد', 'انسولاتارد', 'فياسب', 'ريزوديج'],
    translit: ['ansolin', 'insoleen', 'ebrat insulin', 'ibrat insulin'],
    ru: ['Хумалог', 'Туджео'],
    source: dailyMed('insulin glargine', 'Insulin glargine (Lantus) and other insulins'),
  },
  {
    id: 'gliclazide',
    display: 'gliclazide',
    classes: ['glucose_lowering'],
    en: ['gliclazide', 'gliclazide mr'],
    brands: ['Diamicron', 'Diamicron MR', 'Glizide', 'Reclide', 'Dianorm', 'Glyzid'],
    ar: ['جليكلازيد', 'غليكلازيد', 'دياميكرون', 'داياميكرون'],
    ru: ['Диабетон', 'Диабетон МВ', 'Гликлазид'],
    source: emc('gliclazide', 'Gliclazide (Diamicron)'),
  },
  {
    id: 'glimepiride',
    display: 'glimepiride',
    classes: ['glucose_lowering'],
    en: ['glimepiride'],
    brands: ['Amaryl', 'Solosa',
      // Zoryl: Intas' glimepiride (India).
      'Zoryl',
    ],
    ar: ['جليميبرايد', 'غليميبيريد', 'جليمبرايد', 'اماريل', 'أماريل'],
    ru: ['Амарил', 'Глимепирид'],
    source: dailyMed('glimepiride', 'Glimepiride tablets'),
  },
  {
    id: 'glibenclamide',
    display: 'glibenclamide',
    classes: ['glucose_lowering'],
    en: ['glibenclamide', 'glyburide'],
    brands: ['Daonil', 'Euglucon', 'Glynase'],
    ar: ['جليبنكلاميد', 'غليبنكلاميد', 'داونيل'],
    source: dailyMed('glyburide', 'Glyburide (glibenclamide) tablets'),
  },
  {
    id: 'glipizide',
    display: 'glipizide',
    classes: ['glucose_lowering'],
    en: ['glipizide', 'sulfonylurea', 'sulphonylurea'],
    brands: ['Glucotrol', 'Minidiab'],
    ar: ['جليبيزيد'],
    source: dailyMed('glipizide', 'Glipizide tablets'),
  },
  {
    id: 'sitagliptin',
    display: 'sitagliptin',
    classes: ['glucose_lowering'],
    en: ['sitagliptin', 'dpp 4 inhibitor', 'dpp4 inhibitor', 'gliptin'],
    brands: ['Januvia', 'Xelevia', 'Zituvio', 'Steglujan'],
    ar: ['سيتاجليبتين', 'سيتاجلبتين', 'سيتاغليبتين', 'جانوفيا', 'جانيوفيا'],
    ru: ['Янувия'],
    source: dailyMed('sitagliptin', 'Januvia (sitagliptin)'),
  },
  {
    id: 'vildagliptin',
    display: 'vildagliptin',
    classes: ['glucose_lowering'],
    en: ['vildagliptin'],
    brands: ['Galvus', 'Jalra'],
    ar: ['فيلداجليبتين', 'فيلداجلبتين', 'جالفس', 'جالفوس', 'غالفس'],
    source: emc('Galvus', 'Galvus (vildagliptin)'),
  },
  {
    id: 'linagliptin',
    display: 'linagliptin',
    classes: ['glucose_lowering'],
    en: ['linagliptin'],
    brands: ['Trajenta', 'Tradjenta', 'Glyxambi'],
    ar: ['ليناجليبتين', 'ليناجلبتين', 'تراجنتا', 'ترايجنتا', 'تراجينتا'],
    source: dailyMed('linagliptin', 'Tradjenta (linagliptin)'),
  },
  {
    id: 'saxagliptin',
    display: 'saxagliptin',
    classes: ['glucose_lowering'],
    en: ['saxagliptin'],
    brands: ['Onglyza', 'Qtern'],
    ar: ['ساكساجليبتين', 'اونجليزا'],
    source: dailyMed('saxagliptin', 'Onglyza (saxagliptin)'),
  },
  {
    id: 'alogliptin',
    display: 'alogliptin',
    classes: ['glucose_lowering'],
    en: ['alogliptin'],
    brands: ['Vipidia', 'Nesina', 'Oseni', 'Incresync'],
    ar: ['الوجليبتين', 'فيبيديا'],
    source: dailyMed('alogliptin', 'Nesina (alogliptin)'),
  },
  {
    id: 'empagliflozin',
    display: 'empagliflozin',
    classes: ['glucose_lowering'],
    en: ['empagliflozin', 'sglt2 inhibitor', 'sglt 2 inhibitor', 'gliflozin'],
    brands: ['Jardiance'],
    ar: ['امباجليفلوزين', 'امباغليفلوزين', 'جارديانس', 'جاردينس'],
    ru: ['Джардинс'],
    source: dailyMed('empagliflozin', 'Jardiance (empagliflozin)'),
  },
  {
    id: 'dapagliflozin',
    display: 'dapagliflozin',
    classes: ['glucose_lowering'],
    en: ['dapagliflozin'],
    brands: ['Forxiga', 'Farxiga', 'Edistride'],
    ar: ['داباجليفلوزين', 'داباغليفلوزين', 'فورسيجا', 'فوركسيجا', 'فوركسيغا'],
    ru: ['Форсига'],
    source: dailyMed('dapagliflozin', 'Farxiga (dapagliflozin)'),
  },
  {
    id: 'canagliflozin',
    display: 'canagliflozin',
    classes: ['glucose_lowering'],
    en: ['canagliflozin'],
    brands: ['Invokana'],
    ar: ['كاناجليفلوزين', 'انفوكانا'],
    source: dailyMed('canagliflozin', 'Invokana (canagliflozin)'),
  },
  {
    id: 'ertugliflozin',
    display: 'ertugliflozin',
    classes: ['glucose_lowering'],
    en: ['ertugliflozin'],
    brands: ['Steglatro'],
    source: dailyMed('ertugliflozin', 'Steglatro (ertugliflozin)'),
  },
  {
    id: 'semaglutide',
    display: 'semaglutide',
    classes: GLP1,
    en: ['semaglutide', 'glp 1', 'glp1', 'glp 1 agonist', 'glp1 agonist'],
    brands: ['Ozempic', 'Rybelsus', 'Wegovy'],
    ar: ['سيماجلوتايد', 'سيماغلوتيد', 'سيماجلوتيد', 'اوزمبيك', 'اوزيمبك', 'اوزمبك', 'أوزمبيك', 'ريبلسس', 'رايبلسس', 'ريبيلسس', 'ويجوفي',
      'ويغوفي'],
    ru: ['Оземпик', 'Вегови', 'Рибелсас', 'Семаглутид'],
    source: dailyMed('semaglutide', 'Ozempic / Wegovy / Rybelsus (semaglutide)'),
  },
  {
    // Basal insulin and a GLP-1 medicine in one pen: Xultophy (insulin degludec + liraglutide), Soliqua/Suliqua (insulin
    // glargine + lixisenatide). Both classes: a GLP-1 medicine's cautions apply as well as insulin's.
    id: 'insulin-glp1-combination',
    display: 'insulin with a GLP-1 medicine',
    classes: GLP1,
    en: ['insulin degludec liraglutide', 'insulin glargine lixisenatide', 'ideglira', 'iglarlixi'],
    brands: ['Xultophy', 'Soliqua', 'Suliqua'],
    ar: ['زولتوفاي', 'اكسولتوفاي', 'سوليكوا'],
    source: dailyMed('Xultophy', 'Xultophy (insulin degludec and liraglutide)'),
  },
  {
    id: 'liraglutide',
    display: 'liraglutide',
    classes: GLP1,
    en: ['liraglutide'],
    brands: ['Victoza', 'Saxenda'],
    ar: ['ليراجلوتايد', 'ليراغلوتيد', 'فيكتوزا', 'ساكسندا', 'ساكسيندا'],
    ru: ['Саксенда', 'Виктоза', 'Лираглутид'],
    source: dailyMed('liraglutide', 'Victoza / Saxenda (liraglutide)'),
  },
  {
    id: 'dulaglutide',
    display: 'dulaglutide',
    classes: GLP1,
    en: ['dulaglutide'],
    brands: ['Trulicity'],
    ar: ['دولاجلوتايد', 'تروليسيتي', 'ترولستي', 'تروليستي'],
    ru: ['Трулисити', 'Дулаглутид'],
    source: dailyMed('dulaglutide', 'Trulicity (dulaglutide)'),
  },
  {
    id: 'tirzepatide',
    display: 'tirzepatide',
    classes: GLP1,
    en: ['tirzepatide'],
    brands: ['Mounjaro', 'Zepbound'],
    ar: ['تيرزيباتيد', 'تيرزباتيد', 'مونجارو', 'مونجاروا', 'زيبباوند'],
    // How the brand is said and often typed in the Gulf.
    translit: ['monjaro', 'munjaro', 'mounjaru'],
    ru: ['Мунджаро', 'Тирзепатид'],
    source: dailyMed('tirzepatide', 'Mounjaro / Zepbound (tirzepatide)'),
  },
  {
    id: 'exenatide-lixisenatide',
    display: 'exenatide or lixisenatide',
    classes: GLP1,
    en: ['exenatide', 'lixisenatide'],
    ar: ['اكسيناتايد', 'بايتا'],
    brands: ['Byetta', 'Bydureon', 'Lyxumia', 'Adlyxin'],
    source: dailyMed('exenatide', 'Byetta / Bydureon (exenatide)'),
  },
  {
    id: 'pioglitazone',
    display: 'pioglitazone',
    classes: ['glucose_lowering'],
    en: ['pioglitazone', 'rosiglitazone', 'glitazone', 'thiazolidinedione'],
    // 'Actos' is one typo from 'acts'/'actor'; kept because it is the brand people know (false positive only adds caution).
    brands: ['Actos', 'Glustin', 'Avandia', 'Duetact',
      // Pioz: USV's pioglitazone (India).
      'Pioz',
    ],
    ar: ['بيوجليتازون', 'بيوغليتازون', 'اكتوس'],
    source: dailyMed('pioglitazone', 'Actos (pioglitazone)'),
  },
  {
    id: 'repaglinide',
    display: 'repaglinide',
    classes: ['glucose_lowering'],
    en: ['repaglinide', 'nateglinide'],
    brands: ['NovoNorm', 'Prandin', 'Starlix'],
    ar: ['ريباجلينايد', 'ريباغلينيد', 'نوفونورم'],
    source: dailyMed('repaglinide', 'Repaglinide tablets'),
  },
  {
    id: 'acarbose',
    display: 'acarbose',
    classes: ['glucose_lowering'],
    en: ['acarbose', 'miglitol'],
    brands: ['Glucobay'],
    ar: ['اكاربوز', 'جلوكوباي', 'غلوكوباي'],
    source: dailyMed('acarbose', 'Acarbose tablets'),
  },
  {
    // People name the medicine by what it is for: "sugar pills", "tablets for my sugar", "حبوب السكر".
    id: 'metabolic-lay-sugar-medicine',
    classes: ['glucose_lowering'],
    en: ['sugar pill', 'sugar tablet', 'sugar medicine', 'sugar medication', 'sugar injection', 'sugar jab', 'pill sugar', 'tablet sugar',
      'medicine sugar', 'medication sugar', 'injection sugar',
      // 'for sugar' relies on the matcher keeping 'for' inside a term; it must never collapse to 'sugar' alone.
      'for sugar',
      'diabetes pill', 'diabetes tablet', 'diabetes medicine', 'diabetes medication', 'diabetes injection', 'diabetic pill',
      'diabetic tablet', 'diabetic medicine', 'diabetic medication', 'pill diabetes', 'medicine diabetes', 'antidiabetic',
      'anti diabetic', 'hypoglycaemic', 'hypoglycemic', 'oral hypoglycaemic', 'glucose lowering'],
    ar: ['حبوب سكر', 'حبوب سكري', 'دواء سكر', 'دواء سكري', 'دوا سكر', 'دوا سكري', 'علاج سكر', 'علاج سكري', 'ادوية سكر', 'ادوية سكري',
      'اقراص سكر', 'اقراص سكري', 'ابرة سكر', 'ابر سكر', 'ابرة سكري', 'حقن سكر', 'خافض سكر', 'منظم سكر'],
    translit: ['hubub sukkar', 'hbob sukkar', 'hboob sukar', 'habob sokar', 'hobob sokar', 'dawa sukkar', 'dawa sokar', 'dawaa sukkar',
      'dawa sukkari', 'dawa sokari', 'ilaj sukkar', 'elaj sokar', 'sukkar pill', 'sokar pill', 'sukar tablet', 'ibrat sukkar',
      'ebrat sokar', 'ebrat sukar', 'ibar sukkar', 'ebar sokar',
      // Hindi/Urdu ("sugar" is diabetes in South Asian English) and Tagalog.
      'sugar ki goli', 'sugar ki dawai', 'sugar ki dawa', 'gamot sa sugar', 'gamot sa diabetes',
      // Bengali 'oshudh' (medicine), 'er' (of).
      'diabetes er oshudh', 'sugar er oshudh', 'diabetes er osudh', 'sugar er osudh'],
    source: NCCIH_DIABETES,
  },
  {
    // Slimming injections in the Gulf are almost always semaglutide, liraglutide or tirzepatide (GLP-1 medicines that lower glucose).
    id: 'metabolic-lay-weight-loss-injection',
    classes: GLP1,
    // 'my weekly jab for weight loss': the once-weekly pens are what people mean by a weekly jab or pen.
    en: ['weight loss injection', 'weight loss jab', 'slimming injection', 'slimming jab', 'skinny jab', 'fat jab', 'diet injection',
      'weekly jab', 'weekly injection for weight', 'weekly weight loss pen', 'weight loss pen',
      // 'the weekly pen for weight', 'my slimming pen': the once-weekly pens again.
      'weekly pen', 'pen for weight', 'slimming pen', 'diet pen',
      // 'the once weekly appetite suppressant injection', 'the weekly shot that makes you not hungry'; Tagalog-English 'injection … para pumayat' (to lose weight).
      'appetite suppressant injection', 'weekly shot', 'shot not hungry', 'injection para pumayat', 'injection pumayat',
      // 'the fridge pen' (a weekly pen kept cold).
      'fridge pen',
    ],
    ar: ['ابرة تنحيف', 'ابر تنحيف', 'حقن تنحيف', 'ابرة تخسيس', 'ابر تخسيس', 'ابرة انقاص وزن', 'ابرة سمنة',
      // Egyptian 'الحقنة اللي بتسد النفس' (the injection that kills the appetite).
      'بتسد النفس', 'تسد النفس', 'تسد الشهيه', 'حقنه بتسد النفس',
    ],
    // Arabizi 'el ebra el osbo3iya lel tan7eef' (the weekly slimming injection); Tagalog 'pampapayat na pen/injection' (a slimming pen).
    translit: ['ebrat tan7eef', 'ibrat tanheef', 'ebrat tanheef', 'ebar tan7eef', 'ibar tanhif', 'ebra tan7eef', 'ebra tanheef', 'ibra tan7eef',
      'pampapayat na pen', 'pampapayat na injection', 'injection na pampapayat', 'pen na pampapayat',
      // Gulf Arabizi 'el ebra elly tsidd el shahiya' (the injection that blocks the appetite).
      'tsidd el shahiya', 'tsid el shahiya', 'ebra tsidd',
    ],
    source: dailyMed('semaglutide', 'Wegovy (semaglutide) for weight management'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Digoxin
// ---------------------------------------------------------------------------------------------------------
const DIGOXIN_CONCEPTS: readonly Concept[] = [
  {
    id: 'digoxin',
    display: 'digoxin',
    classes: ['digoxin'],
    en: ['digoxin', 'digitoxin', 'digitalis', 'cardiac glycoside'],
    brands: ['Lanoxin', 'Lanoxin PG', 'Digox'],
    ar: ['ديجوكسين', 'ديجوكسن', 'ديغوكسين', 'ديجيتاليس', 'لانوكسين', 'لانوكسن'],
    ru: ['Дигоксин'],
    source: dailyMed('digoxin', 'Lanoxin (digoxin)'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Diuretics, and blood-pressure combinations that contain one
// ---------------------------------------------------------------------------------------------------------
const DIURETIC_CONCEPTS: readonly Concept[] = [
  {
    id: 'furosemide',
    display: 'furosemide',
    classes: ['diuretic'],
    en: ['furosemide', 'frusemide', 'loop diuretic'],
    // 'Lasix' is one edit from 'lasik' (eye surgery); a false positive only adds caution.
    brands: ['Lasix', 'Furix', 'Frusol', 'Lasilactone', 'Frumil'],
    ar: ['فوروسيمايد', 'فيوروسيمايد', 'فوروسيميد', 'فروسيمايد', 'لازكس', 'لازيكس', 'لاسكس', 'لاسيكس'],
    ru: ['Фуросемид', 'Лазикс'],
    source: dailyMed('furosemide', 'Furosemide tablets'),
  },
  {
    id: 'bumetanide',
    display: 'bumetanide',
    classes: ['diuretic'],
    en: ['bumetanide'],
    brands: ['Burinex', 'Bumex'],
    ar: ['بيوميتانيد', 'بوميتانيد'],
    source: dailyMed('bumetanide', 'Bumetanide tablets'),
  },
  {
    id: 'torasemide',
    display: 'torasemide',
    classes: ['diuretic'],
    en: ['torasemide', 'torsemide'],
    // Dytor is Cipla's torsemide (India).
    brands: ['Torem', 'Demadex', 'Soaanz', 'Unat', 'Dytor'],
    ar: ['توراسيميد', 'تورسيميد'],
    ru: ['Диувер', 'Торасемид'],
    source: dailyMed('torsemide', 'Torsemide tablets'),
  },
  {
    id: 'hydrochlorothiazide',
    display: 'hydrochlorothiazide',
    classes: ['diuretic'],
    // 'hct' is how combination brands name it (Diovan HCT, Micardis HCT); it can also mean haematocrit, which only adds caution.
    en: ['hydrochlorothiazide', 'hctz', 'hct', 'thiazide', 'thiazide diuretic'],
    brands: ['Esidrex', 'Microzide', 'Hydrodiuril', 'Dichlotride'],
    ar: ['هيدروكلوروثيازيد', 'هيدروكلورثيازيد', 'ثيازيد'],
    ru: ['Гипотиазид', 'Гидрохлоротиазид'],
    source: dailyMed('hydrochlorothiazide', 'Hydrochlorothiazide tablets'),
  },
  {
    id: 'chlorthalidone',
    display: 'chlortalidone',
    classes: ['diuretic'],
    en: ['chlortalidone', 'chlorthalidone'],
    brands: ['Hygroton', 'Thalitone'],
    ar: ['كلورثاليدون', 'كلورتاليدون'],
    source: dailyMed('chlorthalidone', 'Chlorthalidone tablets'),
  },
  {
    id: 'indapamide',
    display: 'indapamide',
    classes: ['diuretic'],
    en: ['indapamide', 'indapamide sr'],
    brands: ['Natrilix', 'Natrilix SR', 'Fludex', 'Normalix', 'Normalix SR', 'Tensaid'],
    ar: ['اندابامايد', 'إندابامايد', 'انداباميد', 'ناتريليكس', 'ناتريلكس'],
    ru: ['Арифон', 'Индапамид'],
    source: emc('indapamide', 'Indapamide (Natrilix SR)'),
  },
  {
    id: 'bendroflumethiazide',
    display: 'bendroflumethiazide',
    classes: ['diuretic'],
    en: ['bendroflumethiazide', 'bendrofluazide', 'metolazone', 'xipamide'],
    brands: ['Aprinox', 'Neo-Naclex', 'Zaroxolyn', 'Metenix', 'Diurexan'],
    source: emc('bendroflumethiazide', 'Bendroflumethiazide tablets'),
  },
  {
    id: 'spironolactone',
    display: 'spironolactone',
    classes: ['diuretic'],
    en: ['spironolactone', 'spiro', 'aldosterone antagonist'],
    brands: ['Aldactone', 'Aldactazide', 'Spiractin', 'CaroSpir'],
    ar: ['سبيرونولاكتون', 'سبيرنولاكتون', 'الداكتون', 'داكتون', 'الدكتون'],
    ru: ['Верошпирон', 'Спиронолактон'],
    source: dailyMed('spironolactone', 'Aldactone (spironolactone)'),
  },
  {
    id: 'eplerenone',
    display: 'eplerenone',
    classes: ['diuretic'],
    en: ['eplerenone'],
    brands: ['Inspra'],
    ar: ['ابليرينون', 'إبليرينون'],
    source: dailyMed('eplerenone', 'Inspra (eplerenone)'),
  },
  {
    // Finerenone is not a classic diuretic but, like spironolactone, it blocks aldosterone and raises potassium.
    id: 'finerenone',
    display: 'finerenone',
    classes: ['diuretic'],
    en: ['finerenone'],
    brands: ['Kerendia'],
    ar: ['فينيرينون', 'كيرينديا'],
    source: dailyMed('finerenone', 'Kerendia (finerenone)'),
  },
  {
    id: 'amiloride',
    display: 'amiloride',
    classes: ['diuretic'],
    en: ['amiloride', 'triamterene', 'potassium sparing diuretic', 'co amilozide', 'co amilofruse'],
    brands: ['Midamor', 'Moduretic', 'Dyazide', 'Maxzide', 'Dytac'],
    ar: ['اميلورايد', 'أميلورايد', 'موديوريتك', 'موديورتيك'],
    source: dailyMed('amiloride', 'Amiloride hydrochloride tablets'),
  },
  {
    id: 'acetazolamide',
    display: 'acetazolamide',
    classes: ['diuretic'],
    en: ['acetazolamide'],
    brands: ['Diamox', 'Diamox SR'],
    ar: ['اسيتازولاميد', 'أسيتازولاميد', 'دياموكس'],
    source: dailyMed('acetazolamide', 'Acetazolamide tablets'),
  },
  {
    id: 'cardio-lay-water-pill',
    classes: ['diuretic'],
    en: ['water pill', 'water tablet', 'water medicine', 'pill water retention', 'tablet water retention', 'fluid pill', 'fluid tablet',
      'diuretic'],
    ar: ['حبوب ماء', 'حبوب ماي', 'حبوب مية', 'حبوب مويه', 'حبوب مدرة', 'مدر بول', 'مدرات بول', 'مدر للبول', 'ادرار بول', 'دواء ادرار',
      'حبوب ادرار'],
    translit: ['hubub mai', 'hbob mai', 'habob maay', 'hboob moya', 'mudir bol', 'modir lil bol', 'mudirat bol', 'idrar bol'],
    source: ODS_POTASSIUM,
  },
  // ACE inhibitor / ARB / beta-blocker / calcium-channel blocker combinations with a diuretic: both classes.
  {
    id: 'valsartan-hydrochlorothiazide',
    display: 'valsartan with hydrochlorothiazide',
    classes: BP_DIURETIC,
    en: ['valsartan hydrochlorothiazide', 'valsartan hctz', 'valsartan hct'],
    // Cotareg: the French name of valsartan with hydrochlorothiazide.
    brands: ['Co-Diovan', 'Codiovan', 'Diovan HCT', 'Co-Tareg', 'Cotareg', 'Exforge HCT', 'Valzaar H'],
    ar: ['كو ديوفان', 'كوديوفان', 'ديوفان اتش سي تي', 'اكسفورج اتش سي تي'],
    source: dailyMed('valsartan and hydrochlorothiazide', 'Diovan HCT (valsartan and hydrochlorothiazide)'),
  },
  {
    id: 'irbesartan-hydrochlorothiazide',
    display: 'irbesartan with hydrochlorothiazide',
    classes: BP_DIURETIC,
    en: ['irbesartan hydrochlorothiazide', 'irbesartan hctz'],
    brands: ['Co-Aprovel', 'CoAprovel', 'Avalide', 'Karvezide'],
    ar: ['كو ابروفيل', 'كوابروفيل', 'كو أبروفيل'],
    source: dailyMed('irbesartan and hydrochlorothiazide', 'Avalide (irbesartan and hydrochlorothiazide)'),
  },
  {
    id: 'losartan-hydrochlorothiazide',
    display: 'losartan with hydrochlorothiazide',
    classes: BP_DIURETIC,
    en: ['losartan hydrochlorothiazide', 'losartan hctz'],
    brands: ['Hyzaar', 'Fortzaar', 'Cozaar Comp', 'Cozaar Plus',
      // Losar-H: Unichem's losartan with hydrochlorothiazide (India).
      'Losar H', 'Losar-H',
    ],
    ar: ['هايزار', 'هيزار', 'فورتزار'],
    source: dailyMed('losartan potassium and hydrochlorothiazide', 'Hyzaar (losartan and hydrochlorothiazide)'),
  },
  {
    id: 'telmisartan-hydrochlorothiazide',
    display: 'telmisartan with hydrochlorothiazide',
    classes: BP_DIURETIC,
    en: ['telmisartan hydrochlorothiazide', 'telmisartan hctz'],
    // Telma-H is Glenmark's telmisartan + hydrochlorothiazide (India).
    brands: ['Micardis Plus', 'MicardisPlus', 'Micardis HCT', 'Pritor Plus', 'Pritorplus', 'Telma-H'],
    ar: ['ميكارديس بلس', 'ميكارديس اتش سي تي'],
    source: dailyMed('telmisartan and hydrochlorothiazide', 'Micardis HCT (telmisartan and hydrochlorothiazide)'),
  },
  {
    id: 'candesartan-hydrochlorothiazide',
    display: 'candesartan with hydrochlorothiazide',
    classes: BP_DIURETIC,
    en: ['candesartan hydrochlorothiazide', 'candesartan hctz'],
    brands: ['Atacand Plus', 'Atacand HCT', 'Blopress Plus'],
    ar: ['اتاكاند بلس', 'بلوبرس بلس', 'بلوبريس بلس'],
    source: dailyMed('candesartan cilexetil and hydrochlorothiazide', 'Atacand HCT (candesartan and hydrochlorothiazide)'),
  },
  {
    id: 'olmesartan-hydrochlorothiazide',
    display: 'olmesartan with hydrochlorothiazide',
    classes: BP_DIURETIC,
    en: ['olmesartan hydrochlorothiazide', 'olmesartan hctz'],
    brands: ['Olmetec Plus', 'Benicar HCT', 'Sevikar HCT', 'Tribenzor'],
    ar: ['اولميتك بلس', 'سيفيكار اتش سي تي'],
    source: dailyMed('olmesartan medoxomil and hydrochlorothiazide', 'Benicar HCT (olmesartan and hydrochlorothiazide)'),
  },
  {
    id: 'azilsartan-chlortalidone',
    display: 'azilsartan with chlortalidone',
    classes: BP_DIURETIC,
    en: ['azilsartan chlorthalidone', 'azilsartan chlortalidone'],
    brands: ['Edarbyclor'],
    source: dailyMed('Edarbyclor', 'Edarbyclor (azilsartan and chlorthalidone)'),
  },
  {
    id: 'perindopril-indapamide',
    display: 'perindopril with indapamide',
    classes: BP_DIURETIC,
    en: ['perindopril indapamide'],
    brands: ['Coversyl Plus', 'Bi Preterax', 'Bi-Preterax', 'Preterax', 'Noliprel', 'Triplixam', 'Natrixam'],
    ar: ['كوفرسيل بلس', 'بي بريتراكس', 'بريتراكس', 'تريبليكسام'],
    source: emc('perindopril indapamide', 'Coversyl Plus (perindopril arginine/indapamide)'),
  },
  {
    id: 'ace-inhibitor-hydrochlorothiazide',
    display: 'ACE inhibitor with hydrochlorothiazide',
    classes: BP_DIURETIC,
    en: ['lisinopril hydrochlorothiazide', 'enalapril hydrochlorothiazide', 'captopril hydrochlorothiazide', 'quinapril hydrochlorothiazide',
      'co zidocapt'],
    brands: ['Zestoretic', 'Prinzide', 'Co-Renitec', 'Vaseretic', 'Capozide', 'Accuretic'],
    ar: ['زيستوريتك', 'كو رينيتك'],
    source: dailyMed('lisinopril and hydrochlorothiazide', 'Zestoretic (lisinopril and hydrochlorothiazide)'),
  },
  {
    id: 'beta-blocker-diuretic',
    display: 'beta blocker with a diuretic',
    classes: BP_DIURETIC,
    en: ['atenolol chlorthalidone', 'atenolol chlortalidone', 'co tenidone', 'bisoprolol hydrochlorothiazide'],
    brands: ['Tenoretic', 'Lodoz', 'Ziac', 'Concor Plus'],
    ar: ['تينوريتك', 'تنوريتك', 'كونكور بلس'],
    source: dailyMed('atenolol and chlorthalidone', 'Tenoretic (atenolol and chlorthalidone)'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Blood-pressure medicines (ACE inhibitors, ARBs, ARNI, calcium-channel blockers, beta blockers, others)
// ---------------------------------------------------------------------------------------------------------
const BLOOD_PRESSURE_CONCEPTS: readonly Concept[] = [
  {
    id: 'lisinopril',
    display: 'lisinopril',
    classes: ['blood_pressure'],
    en: ['lisinopril', 'ace inhibitor', 'acei'],
    brands: ['Zestril', 'Prinivil', 'Carace', 'Qbrelis'],
    ar: ['ليسينوبريل', 'ليزينوبريل', 'زيستريل'],
    ru: ['Лизиноприл'],
    source: dailyMed('lisinopril', 'Lisinopril tablets'),
  },
  {
    id: 'enalapril',
    display: 'enalapril',
    classes: ['blood_pressure'],
    en: ['enalapril'],
    brands: ['Renitec', 'Vasotec', 'Innovace', 'Enap'],
    ar: ['اينالابريل', 'إنالابريل', 'انالابريل', 'رينيتك'],
    source: dailyMed('enalapril', 'Enalapril maleate tablets'),
  },
  {
    id: 'ramipril',
    display: 'ramipril',
    classes: ['blood_pressure'],
    en: ['ramipril'],
    brands: ['Tritace', 'Altace', 'Triatec'],
    ar: ['راميبريل', 'تريتاس', 'ترايتاس'],
    source: dailyMed('ramipril', 'Ramipril capsules'),
  },
  {
    id: 'perindopril',
    display: 'perindopril',
    classes: ['blood_pressure'],
    en: ['perindopril'],
    brands: ['Coversyl', 'Aceon', 'Prestarium', 'Coveram'],
    ar: ['بيريندوبريل', 'بريندوبريل', 'كوفرسيل', 'كوفيرسيل', 'كوفيرام'],
    source: emc('perindopril', 'Coversyl (perindopril arginine)'),
  },
  {
    id: 'captopril',
    display: 'captopril',
    classes: ['blood_pressure'],
    en: ['captopril', 'fosinopril', 'quinapril', 'trandolapril', 'benazepril', 'cilazapril', 'moexipril', 'imidapril', 'zofenopril'],
    brands: ['Capoten', 'Monopril', 'Accupril', 'Gopten', 'Mavik', 'Tarka', 'Lotensin', 'Inhibace'],
    ar: ['كابتوبريل', 'كابوتين'],
    source: dailyMed('captopril', 'Captopril tablets'),
  },
  {
    id: 'valsartan',
    display: 'valsartan',
    classes: ['blood_pressure'],
    en: ['valsartan', 'arb', 'angiotensin receptor blocker'],
    // 'Tareg' is left out: one edit from 'target' (and 'Pritor', under telmisartan, from 'prior').
    brands: ['Diovan', 'Valsacor', 'Valzaar', 'Exforge'],
    ar: ['فالسارتان', 'ديوفان', 'اكسفورج', 'إكسفورج'],
    source: dailyMed('valsartan', 'Diovan (valsartan)'),
  },
  {
    id: 'sacubitril-valsartan',
    display: 'sacubitril with valsartan',
    classes: ['blood_pressure'],
    en: ['sacubitril', 'sacubitril valsartan'],
    brands: ['Entresto'],
    ar: ['انتريستو', 'إنتريستو', 'انترستو', 'ساكوبيتريل'],
    source: dailyMed('sacubitril and valsartan', 'Entresto (sacubitril and valsartan)'),
  },
  {
    id: 'losartan',
    display: 'losartan',
    classes: ['blood_pressure'],
    en: ['losartan', 'losartan potassium'],
    // Lifezar is United Laboratories' losartan (Philippines, MIMS PH).
    brands: ['Cozaar', 'Lozap', 'Lorista', 'Lifezar'],
    ar: ['لوسارتان', 'لوزارتان', 'كوزار'],
    ru: ['Лозартан'],
    source: dailyMed('losartan potassium', 'Cozaar (losartan potassium)'),
  },
  {
    id: 'irbesartan',
    display: 'irbesartan',
    classes: ['blood_pressure'],
    en: ['irbesartan'],
    brands: ['Aprovel', 'Avapro', 'Irovel'],
    ar: ['ايربيسارتان', 'إربيسارتان', 'اربيسارتان', 'ابروفيل', 'أبروفيل'],
    source: dailyMed('irbesartan', 'Avapro (irbesartan)'),
  },
  {
    id: 'telmisartan',
    display: 'telmisartan',
    classes: ['blood_pressure'],
    en: ['telmisartan'],
    // Telma is Glenmark's telmisartan (India).
    brands: ['Micardis', 'Twynsta', 'Telma'],
    ar: ['تلميسارتان', 'تيلميسارتان', 'ميكارديس', 'توينستا'],
    source: dailyMed('telmisartan', 'Micardis (telmisartan)'),
  },
  {
    id: 'candesartan',
    display: 'candesartan',
    classes: ['blood_pressure'],
    en: ['candesartan', 'candesartan cilexetil'],
    brands: ['Atacand', 'Blopress'],
    ar: ['كانديسارتان', 'اتاكاند', 'أتاكاند', 'بلوبرس', 'بلوبريس'],
    source: dailyMed('candesartan cilexetil', 'Atacand (candesartan cilexetil)'),
  },
  {
    id: 'olmesartan',
    display: 'olmesartan',
    classes: ['blood_pressure'],
    en: ['olmesartan', 'olmesartan medoxomil', 'azilsartan', 'eprosartan'],
    brands: ['Olmetec', 'Benicar', 'Sevikar', 'Azor', 'Edarbi'],
    ar: ['اولميسارتان', 'أولميسارتان', 'اولميتك', 'سيفيكار'],
    source: dailyMed('olmesartan medoxomil', 'Benicar (olmesartan medoxomil)'),
  },
  {
    id: 'amlodipine',
    display: 'amlodipine',
    classes: ['blood_pressure'],
    en: ['amlodipine', 'amlodipine besylate', 'amlodipine besilate', 'amlo', 'calcium channel blocker', 'calcium blocker', 'ccb'],
    // Lodipam, Lowvasc and Amlopress are Gulf generics; 'Amolar' is left out (one edit from 'molar').
    // Amlong is Micro Labs' amlodipine (India).
    // Stamlo is Dr. Reddy's (India).
    brands: ['Stamlo', 'Norvasc', 'Amlor', 'Istin', 'Lodipam', 'Lowvasc', 'Amlopress', 'Amlodac', 'Concor AM', 'Lotrel', 'Amlong',
      // Amlokind: Mankind's amlodipine (India).
      'Amlokind',
    ],
    ar: ['املوديبين', 'أملوديبين', 'املودبين', 'نورفاسك', 'املور', 'أملور'],
    ru: ['Амлодипин', 'Норваск'],
    source: dailyMed('amlodipine besylate', 'Norvasc (amlodipine besylate)'),
  },
  {
    // Amlodipine with atorvastatin: a blood-pressure medicine and a statin in one tablet.
    id: 'amlodipine-atorvastatin',
    display: 'amlodipine with atorvastatin',
    classes: ['blood_pressure', 'statin'],
    en: ['amlodipine atorvastatin', 'amlodipine and atorvastatin'],
    brands: ['Caduet'],
    ar: ['كادويت'],
    source: dailyMed('amlodipine and atorvastatin', 'Caduet (amlodipine and atorvastatin)'),
  },
  {
    id: 'nifedipine',
    display: 'nifedipine',
    classes: ['blood_pressure'],
    en: ['nifedipine', 'felodipine', 'lercanidipine', 'nicardipine', 'isradipine', 'lacidipine', 'nimodipine', 'dihydropyridine'],
    brands: ['Adalat', 'Adalat LA', 'Adalat Retard', 'Procardia', 'Plendil', 'Zanidip', 'Zanipress', 'Lercadip', 'Motens'],
    ar: ['نيفيديبين', 'نيفدبين', 'ادالات', 'أدالات', 'زانيديب'],
    source: dailyMed('nifedipine', 'Nifedipine extended-release tablets'),
  },
  {
    id: 'diltiazem',
    display: 'diltiazem',
    classes: ['blood_pressure'],
    en: ['diltiazem'],
    brands: ['Cardizem', 'Tildiem', 'Herbesser', 'Altiazem', 'Dilzem', 'Adizem'],
    ar: ['ديلتيازيم', 'دلتيازيم', 'هيربيسر'],
    source: dailyMed('diltiazem', 'Diltiazem hydrochloride'),
  },
  {
    id: 'verapamil',
    display: 'verapamil',
    classes: ['blood_pressure'],
    en: ['verapamil'],
    brands: ['Isoptin', 'Isoptin SR', 'Securon'],
    ar: ['فيراباميل', 'ايزوبتين', 'إيزوبتين'],
    source: dailyMed('verapamil', 'Verapamil hydrochloride'),
  },
  {
    id: 'bisoprolol',
    display: 'bisoprolol',
    classes: ['blood_pressure'],
    en: ['bisoprolol', 'bisoprolol fumarate', 'beta blocker', 'betablocker', 'b blocker'],
    brands: ['Concor', 'Concor Cor', 'Cardicor', 'Zebeta', 'Emcor', 'Bisocard'],
    ar: ['بيسوبرولول', 'بايسوبرولول', 'كونكور', 'كونكر'],
    ru: ['Конкор'],
    source: dailyMed('bisoprolol fumarate', 'Bisoprolol fumarate tablets'),
  },
  {
    id: 'atenolol',
    display: 'atenolol',
    classes: ['blood_pressure'],
    en: ['atenolol'],
    brands: ['Tenormin', 'Blokium'],
    ar: ['اتينولول', 'أتينولول', 'تينورمين', 'تنورمين'],
    source: dailyMed('atenolol', 'Tenormin (atenolol)'),
  },
  {
    id: 'metoprolol',
    display: 'metoprolol',
    classes: ['blood_pressure'],
    en: ['metoprolol', 'metoprolol succinate', 'metoprolol tartrate'],
    brands: ['Betaloc', 'Betaloc ZOK', 'Lopressor', 'Seloken', 'Seloken ZOK', 'Toprol XL', 'Toprol'],
    ar: ['ميتوبرولول', 'ميتابرولول', 'بيتالوك', 'بيتا لوك', 'لوبريسور'],
    ru: ['Эгилок', 'Беталок'],
    source: dailyMed('metoprolol', 'Metoprolol tartrate / succinate'),
  },
  {
    id: 'carvedilol',
    display: 'carvedilol',
    classes: ['blood_pressure'],
    en: ['carvedilol', 'labetalol'],
    // 'Coreg' is left out: one edit from 'core'.
    brands: ['Dilatrend', 'Trandate'],
    ar: ['كارفيديلول', 'كارفدلول', 'ديلاتريند', 'ديلاترند'],
    source: dailyMed('carvedilol', 'Carvedilol tablets'),
  },
  {
    id: 'nebivolol',
    display: 'nebivolol',
    classes: ['blood_pressure'],
    en: ['nebivolol'],
    brands: ['Nebilet', 'Bystolic', 'Nebilong'],
    ar: ['نيبيفولول', 'نبيفولول', 'نيبيليت', 'نيبلت'],
    source: dailyMed('nebivolol', 'Bystolic (nebivolol)'),
  },
  {
    id: 'propranolol',
    display: 'propranolol',
    classes: ['blood_pressure'],
    en: ['propranolol', 'nadolol', 'pindolol', 'oxprenolol', 'acebutolol'],
    brands: ['Inderal', 'Inderal LA', 'Deralin', 'Corgard', 'Visken'],
    ar: ['بروبرانولول', 'بروبرانلول', 'اندرال', 'إندرال', 'انديرال'],
    source: dailyMed('propranolol', 'Propranolol hydrochloride'),
  },
  {
    id: 'doxazosin',
    display: 'doxazosin',
    classes: ['blood_pressure'],
    en: ['doxazosin', 'prazosin', 'terazosin', 'alpha blocker'],
    brands: ['Cardura', 'Cardura XL', 'Minipress', 'Hytrin'],
    ar: ['دوكسازوسين', 'كاردورا'],
    source: dailyMed('doxazosin', 'Cardura (doxazosin)'),
  },
  {
    id: 'methyldopa',
    display: 'methyldopa',
    classes: ['blood_pressure'],
    en: ['methyldopa', 'methyl dopa', 'alpha methyldopa', 'hydralazine', 'clonidine', 'moxonidine', 'aliskiren', 'antihypertensive'],
    brands: ['Aldomet', 'Apresoline', 'Catapres', 'Physiotens', 'Rasilez', 'Tekturna'],
    ar: ['ميثيل دوبا', 'ميثيلدوبا', 'الدوميت', 'الدومت', 'هيدرالازين', 'كلونيدين'],
    source: dailyMed('methyldopa', 'Methyldopa tablets'),
  },
  {
    id: 'cardio-lay-blood-pressure-medicine',
    classes: ['blood_pressure'],
    // 'bp' alone is read as a blood-pressure medicine in the medicines box ("pills for BP and sugar").
    en: ['bp', 'bp pill', 'bp tablet', 'bp medicine', 'bp medication', 'blood pressure pill', 'blood pressure tablet',
      'blood pressure medicine', 'blood pressure medication', 'pressure pill', 'pressure tablet', 'pressure medicine',
      'pressure medication', 'pill pressure', 'tablet pressure', 'medicine pressure', 'medication pressure', 'hypertension medicine',
      'hypertension pill', 'hypertension tablet', 'hypertension medication', 'for pressure', 'for my pressure', 'for bp'],
    ar: ['حبوب ضغط', 'دواء ضغط', 'دوا ضغط', 'علاج ضغط', 'ادوية ضغط', 'اقراص ضغط', 'خافض ضغط', 'منظم ضغط', 'حبة ضغط'],
    translit: ['hubub daght', 'hbob daght', 'hboob dagt', 'habob dagt', 'hobob daght', 'dawa daght', 'dawa dagt', 'dawaa daght',
      'dawa dhaght', 'ilaj daght', 'elaj dagt', 'dawa eldaght', 'dawa aldaght',
      // Hindi/Urdu and Tagalog ("altapresyon" is high blood pressure).
      'bp ki goli', 'bp ki dawai', 'gamot sa altapresyon', 'gamot sa presyon', 'pressure er oshudh', 'bp er oshudh',
      // Darija 'tension tal3a' (high blood pressure), 'dwa ta3 la tension' (the blood-pressure medicine); French 'pour ma tension'.
      'tension tal3a', 'tension 3alia', 'tension tal3a liya', 'la tension', 'ma tension', 'dwa tension', 'dwa ta3 la tension', 'tension arterielle',
    ],
    source: ODS_POTASSIUM,
  },
  {
    // "Heart pills" can be a blood-pressure medicine, digoxin or aspirin/clopidogrel: we cannot tell, so all three apply.
    id: 'cardio-lay-heart-medicine',
    classes: ['blood_pressure', 'digoxin', 'antiplatelet'],
    en: ['heart pill', 'heart tablet', 'heart medicine', 'heart medication', 'pill heart', 'tablet heart', 'medicine heart',
      'medication heart', 'cardiac medicine', 'cardiac medication', 'cardiac pill'],
    ar: ['حبوب قلب', 'دواء قلب', 'دوا قلب', 'علاج قلب', 'ادوية قلب', 'اقراص قلب'],
    translit: ['hubub qalb', 'hbob galb', 'hboob galb', 'habob qalb', 'dawa qalb', 'dawa galb', 'dawaa galb', 'ilaj qalb', 'elaj galb',
      // Hindi/Urdu 'dil' (heart), as 'bp ki dawai' above.
      'dil ki dawai', 'dil ki dawa', 'dil ki goli'],
    source: NCCIH_SUPPLEMENTS_WISELY,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Statins and other cholesterol medicines
// ---------------------------------------------------------------------------------------------------------
const STATIN_CONCEPTS: readonly Concept[] = [
  {
    id: 'atorvastatin',
    display: 'atorvastatin',
    classes: ['statin'],
    en: ['atorvastatin', 'atorvastatin calcium'],
    // Lipigard (Julphar) and Aztolyp are Gulf generics.
    brands: ['Lipitor', 'Atoreza', 'Lipigard', 'Aztolyp', 'Atorva', 'Atorlip', 'Tahor', 'Atozet', 'Atorvaliq', 'Ator'],
    ar: ['اتورفاستاتين', 'أتورفاستاتين', 'اتورفستاتين', 'ليبيتور', 'ليبتور', 'ليبيجارد'],
    ru: ['Аторис', 'Липримар'],
    source: dailyMed('atorvastatin calcium', 'Lipitor (atorvastatin calcium)'),
  },
  {
    id: 'rosuvastatin',
    display: 'rosuvastatin',
    classes: ['statin'],
    en: ['rosuvastatin', 'rosuvastatin calcium'],
    // Rosalus, Rosgan and Rozitta are SFDA-registered Gulf generics.
    brands: ['Crestor', 'Rosuvas', 'Rosalus', 'Rosgan', 'Rozitta', 'Rosulip', 'Rovista', 'Ezallor'],
    ar: ['روزوفاستاتين', 'روسوفاستاتين', 'روزيوفاستاتين', 'كريستور', 'كرستور'],
    ru: ['Крестор', 'Роксера', 'Мертенил', 'Розувастатин'],
    source: dailyMed('rosuvastatin calcium', 'Crestor (rosuvastatin calcium)'),
  },
  {
    id: 'simvastatin',
    display: 'simvastatin',
    classes: ['statin'],
    en: ['simvastatin', 'ezetimibe simvastatin'],
    brands: ['Zocor', 'Vytorin', 'Inegy', 'Simvor'],
    ar: ['سيمفاستاتين', 'سمفاستاتين', 'زوكور', 'فايتورين'],
    source: dailyMed('simvastatin', 'Zocor (simvastatin)'),
  },
  {
    id: 'other-statins',
    display: 'a statin',
    classes: ['statin'],
    en: ['pravastatin', 'fluvastatin', 'pitavastatin', 'lovastatin', 'statin', 'hmg coa reductase inhibitor'],
    brands: ['Pravachol', 'Lescol', 'Lescol XL', 'Livazo', 'Livalo', 'Zypitamag', 'Mevacor', 'Altoprev'],
    ar: ['برافاستاتين', 'فلوفاستاتين', 'بيتافاستاتين', 'ليفازو', 'ستاتين', 'ستاتينات'],
    source: dailyMed('pravastatin sodium', 'Pravastatin sodium tablets'),
  },
  {
    // Not statins, but cholesterol medicines: fibrates with a statin (or red yeast rice, which contains one) raise myopathy risk,
    // and ezetimibe is usually taken with a statin; the class label reads "Statin (cholesterol medicine)".
    id: 'non-statin-lipid-lowering',
    display: 'a cholesterol medicine',
    classes: ['statin'],
    en: ['ezetimibe', 'fenofibrate', 'gemfibrozil', 'bezafibrate', 'fibrate', 'bempedoic acid'],
    brands: ['Ezetrol', 'Zetia', 'Lipanthyl', 'Tricor', 'Lipofen', 'Lopid', 'Bezalip', 'Nexletol', 'Nilemdo', 'Nustendi'],
    ar: ['ازيتيمايب', 'ايزيتيمايب', 'ازيترول', 'فينوفايبرات', 'فينوفيبرات', 'ليبانثيل', 'جيمفيبروزيل', 'لوبيد'],
    source: dailyMed('gemfibrozil', 'Gemfibrozil tablets (statin interaction warning)'),
  },
  {
    // 'cholesterol' alone is read as a cholesterol medicine in the medicines box: a false positive only adds caution.
    id: 'metabolic-lay-cholesterol-medicine',
    classes: ['statin'],
    en: ['cholesterol', 'cholesterol pill', 'cholesterol tablet', 'cholesterol medicine', 'cholesterol medication', 'pill cholesterol',
      'lipid lowering', 'lipid pill', 'lipid medicine', 'for cholesterol', 'for my cholesterol'],
    ar: ['كوليسترول', 'كولسترول', 'كلسترول', 'كوليستيرول', 'حبوب كوليسترول', 'حبوب كولسترول', 'دواء كوليسترول', 'دواء كولسترول',
      'حبوب دهون', 'دواء دهون', 'دوا دهون', 'علاج دهون', 'ادوية دهون', 'دهون دم'],
    translit: ['kolestrol', 'kolesterol', 'kolistrol', 'colestrol', 'hubub duhun', 'hbob dhoon', 'dawa duhun', 'dawa dhoon',
      'dawa kolestrol',
      // Hindi/Urdu, as 'bp ki goli' is read: the whole phrase, so a stop after it ('… chhor di') reaches it.
      'cholesterol ki dawai', 'cholesterol ki dawa', 'cholesterol ki goli', 'cholesterol wali dawai', 'cholesterol wali dawa',
      'cholesterol wali goli'],
    source: NCCIH_RED_YEAST_RICE,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Thyroid: hormone replacement and antithyroid treatment
// ---------------------------------------------------------------------------------------------------------
const THYROID_CONCEPTS: readonly Concept[] = [
  {
    id: 'levothyroxine',
    display: 'levothyroxine',
    classes: ['levothyroxine'],
    en: ['levothyroxine', 'l thyroxine', 'thyroxine', 'levothyroxine sodium', 't4', 'thyroid hormone'],
    // Thyronorm is Abbott India's levothyroxine.
    brands: ['Euthyrox', 'Eltroxin', 'Synthroid', 'Levoxyl', 'Tirosint', 'Unithroid', 'Levothyrox', 'Letrox', 'Thyrox', 'Euthyral',
      'Novothyral', 'Levo-T', 'Oroxine', 'Thyronorm'],
    // Persian 'لووتیروکسین', written with the Arabic ي and ك the normaliser reads its letters as.
    ar: ['لووتيروكسين', 'ليفوثيروكسين', 'ليفوثايروكسين', 'ثيروكسين', 'ثايروكسين', 'يوثيروكس', 'يوثايروكس', 'ايوثيروكس', 'التروكسين', 'إلتروكسين',
      'التروكسن', 'سينثرويد', 'هرمون غدة', 'هرمون درقية',
      // Urdu script تھائیروکسن (thyroxine), written as the normaliser reads it (ھ as ه, ئ and ی as ي): this file keeps to Arabic letters.
      'تهاييروكسن', 'تهاييروكسين', 'تهايروكسن'],
    ru: ['Эутирокс', 'L-Тироксин', 'Л-Тироксин', 'Левотироксин'],
    source: dailyMed('levothyroxine sodium', 'Synthroid (levothyroxine sodium)'),
  },
  {
    id: 'liothyronine',
    display: 'liothyronine',
    classes: ['levothyroxine'],
    en: ['liothyronine', 't3', 'triiodothyronine', 'desiccated thyroid', 'armour thyroid', 'np thyroid', 'thyroid extract'],
    brands: ['Cytomel', 'Tertroxin', 'Triostat'],
    ar: ['ليوثيرونين', 'سايتوميل'],
    source: dailyMed('liothyronine sodium', 'Cytomel (liothyronine sodium)'),
  },
  {
    id: 'carbimazole',
    display: 'carbimazole',
    classes: ['antithyroid'],
    en: ['carbimazole', 'antithyroid', 'anti thyroid'],
    brands: ['Neo-Mercazole', 'Neomercazole', 'Neo Mercazole'],
    ar: ['كاربيمازول', 'كاربمازول', 'نيوميركازول', 'نيو ميركازول', 'نيومركازول'],
    source: emc('carbimazole', 'Carbimazole (Neo-Mercazole)'),
  },
  {
    id: 'methimazole',
    display: 'methimazole',
    classes: ['antithyroid'],
    en: ['methimazole', 'thiamazole'],
    brands: ['Tapazole', 'Thyrozol', 'Favistan', 'Strumazol', 'Thycapzol'],
    ar: ['ميثيمازول', 'ميثمازول', 'ثيامازول', 'تابازول', 'ثيروزول'],
    ru: ['Тирозол', 'Мерказолил', 'Тиамазол'],
    source: dailyMed('methimazole', 'Methimazole tablets'),
  },
  {
    id: 'propylthiouracil',
    display: 'propylthiouracil',
    classes: ['antithyroid'],
    en: ['propylthiouracil', 'ptu'],
    brands: ['Propycil', 'Propyl-Thiouracil'],
    ar: ['بروبيل ثيوراسيل', 'بروبيلثيوراسيل'],
    source: dailyMed('propylthiouracil', 'Propylthiouracil tablets'),
  },
  {
    // Radioiodine for an overactive thyroid (it is also a thyroid-cancer treatment; the cancer dictionary covers that use).
    id: 'radioactive-iodine-thyroid',
    display: 'radioactive iodine',
    classes: ['antithyroid'],
    en: ['radioactive iodine', 'radioiodine', 'iodine 131', 'i 131', 'rai treatment', 'rai therapy', 'rai ablation', 'sodium iodide i 131'],
    brands: ['Hicon'],
    ar: ['يود مشع', 'علاج يود مشع', 'جرعة يود مشع'],
    translit: ['yod moshe3', 'yood mushi'],
    source: dailyMed('sodium iodide I-131', 'Sodium iodide I-131 (Hicon)'),
  },
  {
    // "Thyroid pills" may be levothyroxine (underactive) or carbimazole (overactive): we cannot tell, so both apply,
    // otherwise an iodine-containing product could reach someone treated for an overactive thyroid.
    id: 'metabolic-lay-thyroid-medicine',
    classes: ['levothyroxine', 'antithyroid'],
    en: ['thyroid pill', 'thyroid tablet', 'thyroid medicine', 'thyroid medication', 'thyroid meds', 'thyroid med', 'pill thyroid', 'tablet thyroid',
      'medicine thyroid', 'medication thyroid'],
    ar: ['حبوب غدة', 'حبوب غده', 'دواء غدة', 'دوا غدة', 'علاج غدة', 'حبوب غدة درقية', 'دواء غدة درقية', 'حبوب درقية', 'دواء درقية',
      'اقراص غدة', 'حبة غدة'],
    // Hindi/Urdu 'thyroid ki goli/dawai' (thyroid pill, medicine), as 'bp ki dawai' and 'sugar ki goli'.
    translit: ['hubub ghudda', 'hbob gudda', 'hboob ghoda', 'dawa ghudda', 'dawa gudda', 'dawa ghoda', 'ilaj ghudda', 'thyroid ki goli',
      'thyroid ki dawai', 'thyroid ki dawa'],
    source: ODS_IODINE,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Stomach-acid reducers (PPIs, plus H2 blockers and vonoprazan)
// ---------------------------------------------------------------------------------------------------------
const ACID_REDUCER_CONCEPTS: readonly Concept[] = [
  {
    id: 'omeprazole',
    display: 'omeprazole',
    classes: ['ppi'],
    en: ['omeprazole', 'proton pump inhibitor', 'ppi'],
    // Risek is Julphar's omeprazole and Gasec is Mepha's; 'Risek'/'Losec' are one edit from 'risk'/'loses' (a false positive only adds caution).
    brands: ['Losec', 'Prilosec', 'Risek', 'Gasec', 'Omez', 'Omepral', 'Zegerid'],
    ar: ['اوميبرازول', 'أوميبرازول', 'اومبرازول', 'اوميبرازل', 'لوسك', 'لوسيك', 'ريسك', 'ريسيك', 'جاسيك'],
    ru: ['Омепразол'],
    source: dailyMed('omeprazole', 'Prilosec (omeprazole)'),
  },
  {
    id: 'esomeprazole',
    display: 'esomeprazole',
    classes: ['ppi'],
    en: ['esomeprazole', 'esomeprazole magnesium'],
    brands: ['Nexium', 'Nexium Mups', 'Esomep', 'Emanera', 'Inexium'],
    ar: ['ايسوميبرازول', 'إيسوميبرازول', 'اسوميبرازول', 'نيكسيوم', 'نكسيوم', 'نيكسوم'],
    ru: ['Нексиум', 'Эзомепразол'],
    source: dailyMed('esomeprazole magnesium', 'Nexium (esomeprazole magnesium)'),
  },
  {
    id: 'pantoprazole',
    display: 'pantoprazole',
    classes: ['ppi'],
    en: ['pantoprazole'],
    // Pan-D (Alkem, India) is pantoprazole with domperidone; domperidone carries none of our classes.
    // 'Pan 40' and 'Pan 20' (Alkem, India) are written with their strength: 'pan' alone is a cooking pan.
    brands: ['Controloc', 'Pantozol', 'Protonix', 'Pantoloc', 'Zurcal', 'Pan-D', 'Pan 40', 'Pan 20'],
    ar: ['بانتوبرازول', 'بنتوبرازول', 'كونترولوك', 'كنترولوك', 'بانتوزول', 'بانتولوك'],
    ru: ['Нольпаза', 'Контролок', 'Пантопразол'],
    source: dailyMed('pantoprazole sodium', 'Protonix (pantoprazole sodium)'),
  },
  {
    id: 'lansoprazole',
    display: 'lansoprazole',
    classes: ['ppi'],
    en: ['lansoprazole', 'dexlansoprazole'],
    brands: ['Lanzor', 'Prevacid', 'Zoton', 'Ogast', 'Dexilant'],
    ar: ['لانسوبرازول', 'لانزوبرازول', 'لانزور', 'ديكسلانسوبرازول', 'ديكسيلانت'],
    source: dailyMed('lansoprazole', 'Prevacid (lansoprazole)'),
  },
  {
    id: 'rabeprazole',
    display: 'rabeprazole',
    classes: ['ppi'],
    en: ['rabeprazole'],
    brands: ['Pariet', 'Aciphex', 'Rabiloz'],
    ar: ['رابيبرازول', 'رابيبرزول', 'باريت', 'باريات'],
    source: dailyMed('rabeprazole sodium', 'Aciphex (rabeprazole sodium)'),
  },
  {
    // Vonoprazan blocks acid like a PPI (potassium-competitive acid blocker), so the same absorption cautions apply.
    id: 'vonoprazan',
    display: 'vonoprazan',
    classes: ['ppi'],
    en: ['vonoprazan', 'pcab', 'potassium competitive acid blocker'],
    brands: ['Voquezna', 'Takecab', 'Vocinti'],
    ar: ['فونوبرازان'],
    source: dailyMed('vonoprazan', 'Voquezna (vonoprazan)'),
  },
  {
    // H2 blockers are not PPIs but reduce stomach acid too; NIH ODS names both as lowering vitamin B12 absorption.
    id: 'famotidine',
    display: 'famotidine',
    classes: ['ppi'],
    en: ['famotidine', 'ranitidine', 'nizatidine', 'cimetidine', 'h2 blocker', 'h2 antagonist', 'h2 receptor antagonist', 'h2ra'],
    brands: ['Pepcid', 'Pepcid Complete', 'Pepcidine', 'Antodine', 'Famotin', 'Zantac', 'Histac', 'Axid', 'Tagamet'],
    ar: ['فاموتيدين', 'فاموتدين', 'بيبسيد', 'رانيتيدين', 'زانتاك', 'سيميتيدين'],
    source: ODS_B12,
  },
  {
    // Gulf patients call omeprazole "stomach protector" or "acidity pills".
    id: 'metabolic-lay-acid-reducer',
    classes: ['ppi'],
    en: ['acid reducer', 'acid blocker', 'acid pill', 'acid tablet', 'stomach acid pill', 'stomach acid tablet', 'stomach protector',
      'stomach protection pill', 'heartburn pill', 'heartburn tablet', 'reflux pill', 'reflux tablet', 'reflux medicine', 'gerd medicine',
      'pill reflux', 'pill acidity'],
    ar: ['حبوب معدة', 'دواء معدة', 'دوا معدة', 'حبوب حموضة', 'دواء حموضة', 'دوا حموضة', 'علاج حموضة', 'حبوب ارتجاع', 'دواء ارتجاع',
      'واقي معدة', 'حماية معدة', 'حبوب حماية معدة', 'مثبط حمض'],
    translit: ['hubub ma3da', 'hbob me3da', 'dawa ma3da', 'dawa meda', 'hubub humooda', 'hbob 7mootha', 'dawa 7mootha', 'dawa hamootha',
      'dawa humuda', 'waqi ma3da'],
    source: ODS_B12,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Methotrexate
// ---------------------------------------------------------------------------------------------------------
const METHOTREXATE_CONCEPTS: readonly Concept[] = [
  {
    id: 'methotrexate',
    display: 'methotrexate',
    classes: ['methotrexate'],
    en: ['methotrexate', 'mtx', 'amethopterin'],
    // Folitrax is Ipca's methotrexate (India), taken once a week.
    brands: ['Metoject', 'Trexall', 'Otrexup', 'Rasuvo', 'RediTrex', 'Jylamvo', 'Xatmep', 'Emthexate', 'Ebetrex', 'Methoblastin',
      'Nordimet', 'Zlatal', 'Folitrax'],
    ar: ['ميثوتريكسات', 'ميثوتركسات', 'ميتوتريكسات', 'ميثوتريكسيت', 'ميثوتركسيت', 'ميتوجكت', 'ميتوجيكت'],
    ru: ['Метотрексат'],
    source: dailyMed('methotrexate', 'Methotrexate tablets / injection'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Quinolone and tetracycline antibiotics
// ---------------------------------------------------------------------------------------------------------
const ANTIBIOTIC_CONCEPTS: readonly Concept[] = [
  {
    id: 'ciprofloxacin',
    display: 'ciprofloxacin',
    classes: ['quinolone_tetracycline'],
    en: ['ciprofloxacin', 'cipro', 'quinolone', 'fluoroquinolone'],
    // Ciplox is Cipla's, Cifran Sun Pharma's (India).
    brands: ['Ciprobay', 'Ciproxin', 'Ciprodar', 'Ciprocin', 'Ciprolon', 'Cipromax', 'Ciplox', 'Cifran'],
    ar: ['سيبروفلوكساسين', 'سبروفلوكساسين', 'سيبرو', 'سيبروباي', 'سيبروكسين'],
    ru: ['Ципролет', 'Ципрофлоксацин'],
    source: dailyMed('ciprofloxacin', 'Cipro (ciprofloxacin)'),
  },
  {
    id: 'levofloxacin',
    display: 'levofloxacin',
    classes: ['quinolone_tetracycline'],
    en: ['levofloxacin'],
    brands: ['Tavanic', 'Levaquin', 'Levoxin', 'Levox', 'Floxel'],
    ar: ['ليفوفلوكساسين', 'تافانيك', 'تافانك'],
    ru: ['Таваник', 'Левофлоксацин'],
    source: dailyMed('levofloxacin', 'Levofloxacin tablets'),
  },
  {
    id: 'moxifloxacin',
    display: 'moxifloxacin',
    classes: ['quinolone_tetracycline'],
    en: ['moxifloxacin', 'ofloxacin', 'norfloxacin', 'gemifloxacin', 'delafloxacin', 'nalidixic acid'],
    // 'Factive' (gemifloxacin) is left out: one edit from 'active'.
    brands: ['Avelox', 'Avalox', 'Tarivid', 'Floxin', 'Noroxin', 'Baxdela'],
    ar: ['موكسيفلوكساسين', 'افيلوكس', 'أفيلوكس', 'افالوكس', 'اوفلوكساسين', 'نورفلوكساسين'],
    source: dailyMed('moxifloxacin', 'Avelox (moxifloxacin)'),
  },
  {
    id: 'doxycycline',
    display: 'doxycycline',
    classes: ['quinolone_tetracycline'],
    en: ['doxycycline', 'doxy', 'doxycycline hyclate', 'doxycycline monohydrate', 'tetracycline antibiotic'],
    brands: ['Vibramycin', 'Vibra-Tabs', 'Doryx', 'Doxylin', 'Periostat', 'Oracea', 'Efracea', 'Acticlate', 'Targadox', 'Doxydar'],
    // Bahasa and Turkish spell it 'doksisiklin'.
    translit: ['doksisiklin'],
    ar: ['دوكسيسيكلين', 'دوكسي سيكلين', 'دوكسيسكلين', 'دوكسي', 'فيبراميسين', 'فيبرامايسين'],
    ru: ['Юнидокс Солютаб', 'Юнидокс', 'Доксициклин'],
    source: dailyMed('doxycycline', 'Doxycycline hyclate'),
  },
  {
    id: 'minocycline',
    display: 'minocycline',
    classes: ['quinolone_tetracycline'],
    en: ['minocycline'],
    // Minoz (Sun Pharma, India).
    brands: ['Minocin', 'Minocin MR', 'Solodyn', 'Minolira', 'Minomycin', 'Akamin', 'Ximino', 'Minoz'],
    ar: ['مينوسيكلين', 'مينوسكلين', 'مينوسين'],
    source: dailyMed('minocycline', 'Minocycline hydrochloride'),
  },
  {
    id: 'tetracycline',
    display: 'tetracycline',
    classes: ['quinolone_tetracycline'],
    en: ['tetracycline', 'oxytetracycline', 'lymecycline', 'demeclocycline', 'tigecycline', 'sarecycline', 'omadacycline', 'eravacycline'],
    brands: ['Tetralysal', 'Achromycin', 'Terramycin', 'Ledermycin', 'Declomycin', 'Tygacil', 'Seysara', 'Nuzyra', 'Xerava'],
    ar: ['تتراسيكلين', 'تتراسكلين', 'تيتراسيكلين', 'ليميسيكلين', 'تترالايسال', 'تيراميسين', 'اوكسي تتراسيكلين'],
    source: dailyMed('tetracycline hydrochloride', 'Tetracycline hydrochloride capsules'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Retinoids (oral vitamin A derivatives)
// ---------------------------------------------------------------------------------------------------------
const RETINOID_CONCEPTS: readonly Concept[] = [
  {
    id: 'isotretinoin',
    display: 'isotretinoin',
    classes: ['retinoid'],
    en: ['isotretinoin', '13 cis retinoic acid'],
    // Isotrex is a topical isotretinoin gel: over-cautious to include, but people often do not say which form they use.
    // Procuta: isotretinoin as sold in France and the Maghreb.
    brands: ['Roaccutane', 'Accutane', 'Acnotin', 'Isotroin', 'Claravis', 'Absorica', 'Amnesteem', 'Myorisan', 'Zenatane', 'Epuris', 'Procuta',
      'Oratane', 'Curacne', 'Isotrex', 'Acnetrex', 'Contracne', 'Acnotren', 'Zoretanin',
      // Tretiva (Intas, India), Aknenormin (Almirall, Germany).
      'Tretiva', 'Aknenormin'],
    ar: ['روكتان', 'روكيتان', 'رواكيوتان', 'روكوتان', 'رواكتان', 'اكيوتان', 'اكوتان', 'ايزوتريتينوين', 'ايزوتريتنوين', 'ازوتريتينوين',
      'اكنوتين', 'أكنوتين', 'حبوب روكتان'],
    translit: ['rokutan', 'roketan', 'rokotan'],
    ru: ['Акнекутан', 'Роаккутан', 'Сотрет', 'изотретиноин'],
    source: dailyMed('isotretinoin', 'Isotretinoin capsules'),
  },
  {
    id: 'acitretin',
    display: 'acitretin',
    classes: ['retinoid'],
    en: ['acitretin', 'etretinate', 'alitretinoin', 'bexarotene', 'oral retinoid', 'retinoid tablet', 'retinoid capsule'],
    brands: ['Neotigason', 'Soriatane', 'Toctino', 'Targretin'],
    ar: ['اسيتريتين', 'أسيتريتين', 'نيوتيجازون', 'نيوتيغازون', 'اليتريتينوين', 'توكتينو'],
    source: dailyMed('acitretin', 'Soriatane (acitretin)'),
  },
  {
    // "Acne pills" are usually isotretinoin or a tetracycline (doxycycline, minocycline, lymecycline): both classes apply.
    id: 'metabolic-lay-acne-pills',
    classes: ['retinoid', 'quinolone_tetracycline'],
    en: ['acne pill', 'acne tablet', 'acne medicine', 'acne medication', 'acne capsule', 'pill acne', 'tablet acne', 'medicine acne',
      // 'the strong spot pills from the dermatologist', 'pimple capsules 6 month course'.
      'spot pills', 'spot tablets', 'pimple capsules', 'pimple pills', 'pimple tablets',
    ],
    ar: ['حبوب حب شباب', 'دواء حب شباب', 'علاج حب شباب',
      // Gulf 'كبسولات الحبوب القوية' (the strong capsules for the spots).
      'كبسولات الحبوب', 'دوا الحبوب القوي',
    ],
    // Egyptian Arabizi 'el 7obob el 2awiya lel 7ob el shabab' (the strong pills for acne).
    translit: ['hubub hub shabab', 'hbob 7ob shabab', 'dawa hob shabab', '7obob 7ob shabab', '7oboob 7ob shabab', '7bob 7ob shabab',
      // Tunisian 'dwa el 7boub el 9wi' (the strong acne medicine).
      'dwa el 7boub', '7boub el 9wi',
    ],
    source: ODS_VITAMIN_A,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Hormonal contraception, HRT, fertility treatment and testosterone
// ---------------------------------------------------------------------------------------------------------
const HORMONAL_CONCEPTS: readonly Concept[] = [
  {
    id: 'combined-contraceptive-pill',
    display: 'combined contraceptive pill',
    classes: ['hormonal_therapy'],
    en: ['ethinylestradiol', 'ethinyl estradiol', 'ethinyloestradiol', 'drospirenone', 'levonorgestrel ethinylestradiol',
      'desogestrel ethinylestradiol', 'gestodene', 'norgestimate', 'norethisterone ethinylestradiol', 'co cyprindiol',
      'cyproterone ethinylestradiol', 'nomegestrol',
      'estradiol valerate dienogest', 'chlormadinone', 'combined pill', 'combined oral contraceptive', 'coc', 'cocp', 'ocp',
      // 'on the pill', as British English names the contraceptive pill. Not bare 'the pill': 'the pills my doctor gave me'
      // (the plural is read as the singular) names no medicine we know.
      'on the pill'],
    // 'Yasmin' is also a first name, but in a medicines box it is the pill; written Diane 35, never 'Diane' alone.
    brands: ['Yasmin', 'Yasminelle', 'Yaz', 'Yaz Plus', 'Microgynon', 'Microgynon 30', 'Logynon', 'Rigevidon', 'Ovranette', 'Nordette',
      'Trinordiol', 'Marvelon', 'Mercilon', 'Gynera', 'Femodene', 'Femoden', 'Minulet', 'Meliane', 'Harmonet', 'Cilest', 'Diane 35',
      'Diane-35', 'Dianette', 'Qlaira', 'Zoely', 'Belara', 'Loestrin', 'Seasonique',
      // Trust pill (DKT, Philippines, MIMS PH): levonorgestrel + ethinylestradiol. Written with 'pill': bare 'trust' is an everyday word.
      'Trust pill'],
    ar: ['ياسمين حبوب', 'حبوب ياسمين', 'حبوب ياز', 'ياز بلس', 'ميكروجينون', 'مارفيلون', 'جينيرا', 'جاينيرا', 'ديان 35', 'كيلارا', 'زويلي'],
    ru: ['Ярина', 'Джес', 'Регулон', 'Новинет', 'Линдинет'],
    source: dailyMed('drospirenone and ethinyl estradiol', 'Yasmin (drospirenone and ethinyl estradiol)'),
  },
  {
    id: 'progestogen-only-contraception',
    display: 'progestogen-only contraceptive',
    classes: ['hormonal_therapy'],
    en: ['desogestrel', 'norethindrone', 'progestogen only pill', 'progestin only pill', 'mini pill', 'minipill', 'etonogestrel',
      'medroxyprogesterone injection', 'contraceptive implant', 'contraceptive injection', 'contraceptive patch', 'vaginal ring',
      'hormonal iud', 'hormonal coil', 'levonorgestrel iud', 'levonorgestrel coil'],
    brands: ['Cerazette', 'Cerelle', 'Slynd', 'Noriday', 'Micronor', 'Mirena', 'Kyleena', 'Jaydess', 'Skyla', 'Liletta', 'Implanon',
      'Nexplanon', 'Jadelle', 'Depo-Provera', 'Depo Provera', 'Sayana Press', 'NuvaRing', 'Evra'],
    ar: ['سيرازيت', 'ميرينا', 'لولب هرموني', 'لولب ميرينا', 'امبلانون', 'غرسة منع حمل', 'ابرة منع حمل', 'حقنة منع حمل', 'ديبو بروفيرا',
      'لاصقة منع حمل'],
    source: dailyMed('levonorgestrel-releasing intrauterine system', 'Mirena (levonorgestrel-releasing intrauterine system)'),
  },
  {
    id: 'emergency-contraception',
    display: 'emergency contraceptive pill',
    classes: ['hormonal_therapy'],
    en: ['levonorgestrel', 'ulipristal', 'ulipristal acetate', 'emergency contraception', 'emergency contraceptive', 'emergency pill',
      'morning after pill', 'plan b'],
    brands: ['Postinor', 'Postinor 2', 'Levonelle', 'ellaOne', 'NorLevo'],
    ar: ['بوستينور', 'بوستنور', 'حبوب منع حمل طارئ', 'حبة طوارئ', 'حبة يوم تالي'],
    source: dailyMed('levonorgestrel 1.5 mg', 'Levonorgestrel 1.5 mg emergency contraceptive'),
  },
  {
    // Progestogens used for cycles, endometriosis, delaying a period or supporting early pregnancy (very common in the Gulf).
    id: 'progestogen-therapy',
    display: 'progestogen',
    classes: ['hormonal_therapy'],
    en: ['norethisterone', 'dydrogesterone', 'medroxyprogesterone', 'progesterone', 'micronised progesterone', 'dienogest',
      'progesterone pessary', 'progesterone injection'],
    brands: ['Primolut N', 'Primolut', 'Duphaston', 'Provera', 'Cyclogest', 'Utrogestan', 'Crinone', 'Prontogest', 'Prolutex', 'Endometrin',
      'Visanne', 'Lutenyl', 'Prometrium'],
    ar: ['بريمولوت', 'بريمولت', 'دوفاستون', 'دوفستون', 'بروفيرا', 'سيكلوجست', 'سايكلوجست', 'يوتروجستان', 'اوتروجستان', 'كرينون',
      'برونتوجست', 'بروجستيرون', 'بروجسترون', 'فيزان', 'ديينوجست'],
    source: dailyMed('norethindrone acetate', 'Norethindrone acetate tablets'),
  },
  {
    id: 'menopausal-hormone-therapy',
    display: 'hormone replacement therapy',
    classes: ['hormonal_therapy'],
    en: ['estradiol', 'oestradiol', 'estradiol valerate', 'conjugated estrogens', 'conjugated oestrogens', 'estrogen tablet',
      'oestrogen tablet', 'estrogen patch', 'oestrogen patch', 'estrogen gel', 'oestrogen gel', 'vaginal estrogen', 'vaginal oestrogen',
      'tibolone', 'bazedoxifene', 'hrt', 'hormone replacement', 'hormone replacement therapy', 'menopause hormone', 'menopausal hormone'],
    brands: ['Premarin', 'Prempro', 'Progynova', 'Estrofem', 'Oestrogel', 'Estrogel', 'Sandrena', 'Divigel', 'Evorel', 'Estradot',
      'Climara', 'Vagifem', 'Femoston', 'Femoston Conti', 'Angeliq', 'Kliogest', 'Activelle', 'Trisequens', 'Cyclo-Progynova',
      'Duavive', 'Livial', 'Bijuva', 'Vivelle-Dot'],
    ar: ['استراديول', 'إستراديول', 'اوستراديول', 'بريمارين', 'بروجينوفا', 'فيموستون', 'انجيليك', 'ليفيال', 'تيبولون',
      'اوستروجيل', 'تعويض هرموني', 'علاج هرموني تعويضي', 'هرمونات تعويضية', 'هرمون استروجين', 'استروجين'],
    source: dailyMed('estradiol', 'Estradiol tablets'),
  },
  {
    id: 'clomiphene',
    display: 'clomifene',
    classes: ['hormonal_therapy', 'pregnancy_breastfeeding'],
    en: ['clomifene', 'clomiphene', 'clomiphene citrate', 'clomifene citrate'],
    brands: ['Clomid', 'Serophene', 'Pergotime'],
    ar: ['كلوميد', 'كلوميفين', 'كلومفين', 'سيروفين'],
    source: dailyMed('clomiphene citrate', 'Clomiphene citrate tablets'),
  },
  {
    // Letrozole is used to induce ovulation; it is also a breast-cancer medicine, which the cancer dictionary lists separately.
    id: 'letrozole-fertility',
    display: 'letrozole',
    classes: ['hormonal_therapy', 'pregnancy_breastfeeding'],
    en: ['letrozole'],
    brands: ['Femara', 'Letroz'],
    ar: ['ليتروزول', 'لتروزول', 'فيمارا'],
    source: dailyMed('letrozole', 'Femara (letrozole)'),
  },
  {
    id: 'gonadotropins-fertility',
    display: 'fertility injections',
    classes: ['hormonal_therapy', 'pregnancy_breastfeeding'],
    en: ['gonadotropin', 'gonadotrophin', 'follitropin', 'follitropin alfa', 'follitropin beta', 'menotropin', 'menotrophin',
      'hcg', 'hcg injection', 'choriogonadotropin', 'chorionic gonadotropin', 'fsh injection', 'lh injection', 'cetrorelix', 'ganirelix',
      'triptorelin', 'leuprorelin', 'leuprolide', 'trigger shot', 'trigger injection', 'ovulation injection', 'ovulation induction'],
    brands: ['Gonal-f', 'Gonal f', 'Gonalf', 'Menopur', 'Ovitrelle', 'Ovidrel', 'Cetrotide', 'Puregon', 'Follistim', 'Pregnyl', 'Choriomon',
      'Orgalutran', 'Fostimon', 'Merional', 'Elonva', 'Rekovelle', 'Luveris', 'Pergoveris', 'Decapeptyl', 'Lupron', 'Novarel', 'Meriofert'],
    ar: ['جونال اف', 'جونال', 'غونال', 'مينوبور', 'اوفيتريل', 'أوفيتريل', 'سيتروتايد', 'سيتروتيد', 'بيوريجون', 'بريجنيل', 'اورجالوتران',
      'ديكابيبتيل'],
    source: dailyMed('follitropin alfa', 'Gonal-f (follitropin alfa)'),
  },
  {
    id: 'testosterone',
    display: 'testosterone',
    classes: ['hormonal_therapy'],
    en: ['testosterone', 'testosterone undecanoate', 'testosterone enanthate', 'testosterone cypionate', 'testosterone gel',
      'testosterone injection', 'testosterone replacement', 'trt'],
    brands: ['Nebido', 'Sustanon', 'Sustanon 250', 'Androgel', 'Testogel', 'Tostran', 'Testim', 'Testoviron', 'Andriol', 'Depo-Testosterone',
      'Aveed', 'Xyosted', 'Jatenzo'],
    ar: ['تستوستيرون', 'تيستوستيرون', 'تستوستيرن', 'نيبيدو', 'سوستانون', 'اندروجيل', 'ابرة تستوستيرون', 'هرمون ذكورة'],
    source: dailyMed('testosterone', 'Testosterone (gel / injection)'),
  },
  {
    // Cyproterone acetate alone: an anti-androgen (hirsutism, transgender care); also used in prostate cancer (cancer dictionary).
    id: 'cyproterone-hormonal',
    display: 'cyproterone',
    classes: ['hormonal_therapy'],
    en: ['cyproterone', 'cyproterone acetate'],
    brands: ['Androcur', 'Cyprostat'],
    ar: ['سيبروتيرون', 'اندروكور'],
    source: emc('cyproterone acetate', 'Androcur (cyproterone acetate)'),
  },
  {
    id: 'metabolic-lay-contraception',
    classes: ['hormonal_therapy'],
    // 'on the pill' keeps its small words (one content word): 'the pills my doctor gave me' is not contraception.
    en: ['on the pill', 'taking the pill', 'birth control', 'birth control pill', 'contraceptive pill', 'contraceptive tablet', 'oral contraceptive',
      'contraceptive', 'contraception', 'hormonal contraception', 'hormonal contraceptive', 'pill contraception'],
    ar: ['حبوب منع حمل', 'حبوب منع', 'منع حمل', 'مانع حمل', 'موانع حمل', 'حبة منع حمل', 'اقراص منع حمل', 'وسيلة منع حمل'],
    translit: ['hubub man3 7aml', 'hbob mana3 haml', 'hboob man3', 'habob mane3 hamel', 'man3 7aml', 'mana3 al haml', 'mani3 7aml',
      'mane3 hamel',
      // Taglish: "nagpi-pills" (I'm on the pill), "pills para hindi mabuntis" (pills so as not to get pregnant).
      'nagpi pills', 'nagpipills', 'pills para hindi mabuntis'],
    source: NCCIH_ST_JOHNS_WORT,
  },
  {
    id: 'metabolic-lay-hormones-fertility',
    classes: ['hormonal_therapy'],
    en: ['hormone pill', 'hormone tablet', 'hormone injection', 'hormone patch', 'hormone gel', 'hormone therapy', 'hormone treatment',
      'hormonal treatment', 'hormonal therapy', 'fertility treatment', 'fertility injection', 'fertility drug', 'fertility medicine',
      'fertility medication', 'fertility pill', 'ovulation pill', 'ovulation tablet', 'ivf injection', 'ivf medication', 'ivf medicine',
      'ivf drug', 'ivf hormone', 'ivf treatment'],
    // 'هرمونات' alone also covers "hormone imbalance" talk; a false positive only adds caution.
    ar: ['هرمونات', 'حبوب هرمونات', 'ابر هرمونات', 'علاج هرموني', 'منشطات تبويض', 'منشط تبويض', 'منشطات للتبويض', 'ابر تبويض',
      'ابرة تبويض', 'حقن تبويض', 'حبوب تبويض', 'ابرة تفجير', 'ابر تفجير', 'ابر تنشيط', 'اطفال انابيب', 'ابر اطفال انابيب', 'علاج خصوبة',
      'ابر حمل', 'تنشيط مبايض'],
    translit: ['ebar tabweedh', 'ibar tabweed', 'ebrat tabweed', 'ebrat tafjeer', 'ibrat tafjir', 'monashetat tabweed', 'munashitat tabwid',
      'ebar tanshee6', 'atfal anabeeb'],
    source: NCCIH_ST_JOHNS_WORT,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Bisphosphonates and other bone medicines
// ---------------------------------------------------------------------------------------------------------
const BONE_CONCEPTS: readonly Concept[] = [
  {
    id: 'alendronate',
    display: 'alendronate',
    classes: ['bisphosphonate'],
    en: ['alendronate', 'alendronic acid', 'alendronate sodium', 'bisphosphonate'],
    brands: ['Fosamax', 'Fosamax Plus', 'Fosavance', 'Binosto', 'Osteofos', 'Fosalan'],
    ar: ['الندرونات', 'اليندرونات', 'الندرونيت', 'فوساماكس', 'فوسامكس', 'فوزاماكس', 'بايفوسفونات', 'بيسفوسفونات'],
    source: dailyMed('alendronate sodium', 'Fosamax (alendronate sodium)'),
  },
  {
    id: 'risedronate',
    display: 'risedronate',
    classes: ['bisphosphonate'],
    en: ['risedronate', 'risedronic acid', 'risedronate sodium'],
    brands: ['Actonel', 'Atelvia', 'Optinate'],
    ar: ['ريزدرونات', 'ريسيدرونات', 'اكتونيل', 'أكتونيل'],
    source: dailyMed('risedronate sodium', 'Actonel (risedronate sodium)'),
  },
  {
    id: 'ibandronate',
    display: 'ibandronate',
    classes: ['bisphosphonate'],
    en: ['ibandronate', 'ibandronic acid'],
    brands: ['Bonviva', 'Boniva', 'Bondronat'],
    ar: ['ايباندرونات', 'إيباندرونات', 'بونفيفا', 'بونيفا'],
    source: dailyMed('ibandronate sodium', 'Boniva (ibandronate sodium)'),
  },
  {
    id: 'zoledronic-acid',
    display: 'zoledronic acid',
    classes: ['bisphosphonate'],
    // Lay phrases in both orders ('drip for my bones' is 'drip bone'), per the file's convention.
    en: ['zoledronic acid', 'zoledronate', 'pamidronate', 'etidronate', 'clodronate', 'yearly bone infusion', 'bone infusion', 'infusion bone',
      'bone drip', 'drip bone', 'osteoporosis drip', 'drip osteoporosis', 'osteoporosis infusion', 'infusion osteoporosis'],
    brands: ['Aclasta', 'Reclast', 'Zometa', 'Aredia', 'Didronel', 'Bonefos'],
    ar: ['زوليدرونيك', 'حمض زوليدرونيك', 'زوليدرونات', 'اكلاستا', 'أكلاستا', 'زوميتا'],
    source: dailyMed('zoledronic acid', 'Reclast (zoledronic acid)'),
  },
  {
    // Denosumab is not a bisphosphonate, but it is a bone medicine whose calcium and vitamin D intake the prescriber sets
    // (it can cause low blood calcium), so it takes the same cautions.
    id: 'denosumab',
    display: 'denosumab',
    classes: ['bisphosphonate'],
    en: ['denosumab'],
    brands: ['Prolia', 'Xgeva', 'Jubbonti', 'Wyost'],
    ar: ['دينوسوماب', 'بروليا'],
    source: dailyMed('denosumab', 'Prolia (denosumab)'),
  },
  {
    // Bone-building injections: not bisphosphonates, but their calcium and vitamin D are also set by the prescriber
    // (teriparatide can raise blood calcium).
    id: 'bone-anabolic',
    display: 'a bone-building injection',
    classes: ['bisphosphonate'],
    en: ['teriparatide', 'abaloparatide', 'romosozumab'],
    brands: ['Forteo', 'Forsteo', 'Terrosa', 'Movymia', 'Tymlos', 'Evenity'],
    ar: ['تيريباراتايد', 'تيريباراتيد', 'فورستيو', 'فورتيو', 'ايفينيتي'],
    source: dailyMed('teriparatide', 'Forteo (teriparatide)'),
  },
  {
    id: 'metabolic-lay-bone-medicine',
    classes: ['bisphosphonate'],
    en: ['osteoporosis pill', 'osteoporosis tablet', 'osteoporosis medicine', 'osteoporosis medication', 'osteoporosis injection',
      'osteoporosis infusion', 'bone density injection', 'bone density medicine', 'bone strengthening injection', 'weekly bone tablet',
      'monthly bone tablet', 'pill osteoporosis', 'injection osteoporosis'],
    ar: ['ابرة هشاشة', 'ابر هشاشة', 'حبوب هشاشة', 'دواء هشاشة', 'علاج هشاشة', 'ابرة هشاشة عظام', 'حبوب هشاشة عظام', 'دواء هشاشة عظام',
      'ابرة عظام', 'ابرة تقوية عظام'],
    translit: ['ebrat hashasha', 'ibrat hashasha', 'hubub hashasha', 'dawa hashasha', 'ebrat 3adhm'],
    source: ODS_CALCIUM,
  },
];

export const METABOLIC_CARDIO_CONCEPTS: readonly Concept[] = [
  ...METFORMIN_CONCEPTS,
  ...GLUCOSE_LOWERING_CONCEPTS,
  ...DIGOXIN_CONCEPTS,
  ...DIURETIC_CONCEPTS,
  ...BLOOD_PRESSURE_CONCEPTS,
  ...STATIN_CONCEPTS,
  ...THYROID_CONCEPTS,
  ...ACID_REDUCER_CONCEPTS,
  ...METHOTREXATE_CONCEPTS,
  ...ANTIBIOTIC_CONCEPTS,
  ...RETINOID_CONCEPTS,
  ...HORMONAL_CONCEPTS,
  ...BONE_CONCEPTS,
];
