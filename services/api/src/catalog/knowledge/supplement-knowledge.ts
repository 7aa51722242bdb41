import type { TimeOfDay } from '@sahha/contracts';
import type { CurrentSupplement, EvidenceGrade, Goal } from '@sahha/contracts/quiz';
import type { NutrientAmounts } from './upper-limits';

/** Product keys: the catalog slugs, /products/{key} (docs/requirements.md, "Data: products, retailers and prices"). */
export const PRODUCT_KEYS = [
  'zinc',
  'rhodiola-rosea',
  'probiotics',
  'vitamin-e',
  'folate',
  'calcium-with-vitamin-d',
  'multivitamin',
  'vitamin-b12',
  'green-tea-extract',
  'glucomannan',
  'iron',
  'coq10',
  'ashwagandha',
  'magnesium',
  'b-complex',
  'vitamin-d',
  'vitamin-c',
  'omega-3',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/** What a recommendation rests on: a quiz goal or a need the engine derives from the answers. */
export type EvidenceUse = Goal | 'baseline' | 'bone' | 'low-intake' | 'medication-depletion' | 'pregnancy-planning';

export interface EvidenceForUse {
  grade: EvidenceGrade;
  /** What the grade rests on, shown to the user next to the grade. */
  basis: string;
}

export interface SourceLink {
  title: string;
  url: string;
}

export interface DoseOption {
  dosage: string;
  /** Nutrient content of this dose, summed against the upper limits. */
  nutrients: NutrientAmounts;
}

export interface SupplementKnowledge {
  key: ProductKey;
  name: string;
  description: string;
  timeOfDay: TimeOfDay;
  /** Exactly five short statements for the product page Overview tab. */
  benefits: readonly string[];
  recommendedDosage: string;
  cautions: readonly string[];
  scientificEvidence: string;
  /** NIH ODS, NCCIH or PubMed page the results screen links to. */
  evidenceUrl: string;
  /** Grade for the product's main use; per-use grades are in `evidenceByUse`. */
  evidenceGrade: EvidenceGrade;
  /** What that grade rests on. */
  evidenceBasis: string;
  evidenceByUse: Partial<Record<EvidenceUse, EvidenceForUse>>;
  sources: readonly SourceLink[];
  /** Nutrient content of the typical dose in `recommendedDosage` (upper end, to stay conservative). */
  nutrients: NutrientAmounts;
  /** A lower dose the engine falls back to when the typical one would cross an upper limit. */
  reducedDose?: DoseOption;
  /** Quiz current-supplement values that mean the user already takes this product (docs/requirements.md, "Data: quiz questions and answers"). */
  quizSupplementIds: readonly CurrentSupplement[];
  /** Extra names people type for it (matched with the already-taking rule). */
  aliases: readonly string[];
  /** Shown instead of a plain approval when the user already takes it. */
  alreadyTakingAdvice?: string;
}

const ODS = 'https://ods.od.nih.gov/factsheets';
const NCCIH = 'https://www.nccih.nih.gov/health';

export const SUPPLEMENTS: readonly SupplementKnowledge[] = [
  {
    key: 'vitamin-d',
    name: 'Vitamin D3',
    description:
      'Vitamin D3 (cholecalciferol) helps the body absorb calcium and supports bones, muscles and immune function. Skin makes it in sunlight, but indoor life and covering clothing limit that.',
    timeOfDay: 'breakfast',
    benefits: [
      'Helps the body absorb calcium and phosphorus',
      'Supports normal bone and muscle function',
      'Daily doses modestly lower the risk of respiratory infections, most in people who are deficient',
      'Corrects the low blood levels that are common in the UAE',
      'Works with calcium to reduce fracture risk in older adults',
    ],
    recommendedDosage: '1,000–2,000 IU (25–50 mcg) daily with a meal containing fat; a doctor may prescribe more after a blood test shows deficiency',
    cautions: [
      'Do not exceed 4,000 IU (100 mcg) a day from all sources unless a doctor prescribes it after a blood test',
      'Very high doses build up in the body and can cause nausea, vomiting and weakness',
    ],
    scientificEvidence:
      'The NIH Office of Dietary Supplements (ODS) sets the adult RDA at 600 IU (800 IU over 70) and the upper limit at 4,000 IU. An individual-participant meta-analysis of 25 randomised trials (Martineau et al., BMJ 2017) found daily or weekly vitamin D reduced acute respiratory infections, with the largest benefit in people with very low levels. The VITAL trial (Manson et al., NEJM 2019) found no reduction in cancer or heart disease in mostly vitamin D-replete Americans, so the case rests on correcting low status. Deficiency is common in the UAE: a single-centre analysis of patients tested in Abu Dhabi (Haq et al., J Steroid Biochem Mol Biol 2016) found deficient levels in most of them.',
    evidenceUrl: `${ODS}/VitaminD-HealthProfessional/`,
    evidenceGrade: 'A',
    evidenceBasis: 'Correcting deficiency: NIH ODS fact sheet and randomised trials of repletion',
    evidenceByUse: {
      baseline: { grade: 'A', basis: 'Correcting deficiency, which is common in the UAE: NIH ODS; Haq et al. 2016' },
      immunity: { grade: 'B', basis: 'Meta-analysis of 25 RCTs, benefit mostly in deficient people (Martineau 2017)' },
      bone: { grade: 'B', basis: 'With calcium, fewer fractures in older adults in RCT meta-analyses (NIH ODS)' },
      muscle: { grade: 'C', basis: 'Small trials; benefit mainly when levels start low' },
      aging: { grade: 'B', basis: 'Bone and muscle support in older adults (NIH ODS); no effect on cancer or heart disease (VITAL 2019)' },
    },
    sources: [
      { title: 'NIH ODS: Vitamin D Fact Sheet for Health Professionals', url: `${ODS}/VitaminD-HealthProfessional/` },
      { title: 'Martineau et al. 2017, BMJ: vitamin D and acute respiratory infections', url: 'https://pubmed.ncbi.nlm.nih.gov/28202713/' },
    ],
    nutrients: { vitaminD: 2000 },
    reducedDose: { dosage: '1,000 IU (25 mcg) daily with a meal containing fat', nutrients: { vitaminD: 1000 } },
    quizSupplementIds: ['vitamin_d'],
    aliases: ['vitamin d', 'vitamin d3', 'cholecalciferol', 'd3'],
  },
  {
    key: 'vitamin-b12',
    name: 'Vitamin B12',
    description:
      'Vitamin B12 keeps nerves and red blood cells healthy and is needed to make DNA. It is found almost only in animal foods.',
    timeOfDay: 'morning',
    benefits: [
      'Needed to make healthy red blood cells',
      'Supports normal nerve function',
      'Prevents the tiredness of B12-deficiency anaemia',
      'Essential for vegans and most vegetarians, who get little from food',
      'Offsets the lower absorption seen with age, metformin and acid-reducing medicines',
    ],
    recommendedDosage: '25–250 mcg daily (cyanocobalamin or methylcobalamin), or 1,000 mcg two to three times a week; higher doses only if a doctor finds deficiency',
    cautions: [
      'Extra B12 does not raise energy unless you are low in it',
      'High-dose folic acid can hide a B12 deficiency, so check B12 if you take folic acid long term',
      'Numbness, tingling or memory problems need a doctor and a blood test, not just a supplement',
      'Acne-like rashes have been reported with high doses',
    ],
    scientificEvidence:
      'The NIH ODS fact sheet notes that B12 is naturally present only in animal foods, that vegans need fortified foods or supplements, and that 10–30% of older adults absorb food-bound B12 poorly. Long-term metformin use is linked to lower B12 levels (Diabetes Prevention Program Outcomes Study, Aroda et al. 2016), and acid-suppressing drugs such as proton pump inhibitors reduce absorption of B12 from food (Lam et al., JAMA 2013).',
    evidenceUrl: `${ODS}/VitaminB12-HealthProfessional/`,
    evidenceGrade: 'A',
    evidenceBasis: 'Preventing deficiency in people with low intake or absorption: NIH ODS',
    evidenceByUse: {
      'low-intake': { grade: 'A', basis: 'Vegans and vegetarians get little B12 from food: NIH ODS' },
      'medication-depletion': { grade: 'B', basis: 'Cohort data: metformin (Aroda 2016) and PPIs (Lam 2013) lower B12' },
      energy: { grade: 'C', basis: 'Helps tiredness only when B12 is low: NIH ODS' },
      aging: { grade: 'B', basis: 'Poorer absorption after 50: NIH ODS recommends fortified foods or supplements' },
    },
    sources: [{ title: 'NIH ODS: Vitamin B12 Fact Sheet for Health Professionals', url: `${ODS}/VitaminB12-HealthProfessional/` }],
    nutrients: {},
    quizSupplementIds: [],
    aliases: ['b12', 'vitamin b12', 'cobalamin', 'cyanocobalamin', 'methylcobalamin'],
  },
  {
    key: 'b-complex',
    name: 'Vitamin B-Complex',
    description:
      'A B-complex combines the eight B vitamins the body uses to turn food into energy. It is useful when the diet is limited, not as a stimulant.',
    timeOfDay: 'breakfast',
    benefits: [
      'Supplies the B vitamins used in energy metabolism',
      'Covers gaps in restricted or low-variety diets',
      'Includes B12 and folic acid for red blood cell formation',
      'Supports normal nervous system function',
      'Turns urine bright yellow (riboflavin), which is harmless',
    ],
    recommendedDosage: 'One tablet daily with breakfast providing about 100% of daily values (vitamin B6 no more than 10 mg, niacin no more than 20 mg)',
    cautions: [
      'Avoid high-dose "B-50" or "B-100" products: long-term vitamin B6 above 100 mg a day can cause nerve damage',
      'Niacin above 35 mg a day from supplements can cause flushing',
      'B vitamins, especially biotin, can upset some lab test results; tell the lab you take them',
    ],
    scientificEvidence:
      'NIH ODS fact sheets for vitamin B6, niacin and folate set the upper limits that matter for B-complex products (100 mg B6, 35 mg niacin, 1,000 mcg folic acid a day). Trials of B vitamins for energy or mood in well-nourished adults are small and mixed (Kennedy, Nutrients 2016 review), so the benefit is mainly for people whose diet falls short.',
    evidenceUrl: `${ODS}/VitaminB6-HealthProfessional/`,
    evidenceGrade: 'C',
    evidenceBasis: 'Small, mixed trials in well-nourished adults; clear benefit only when intake is low',
    evidenceByUse: {
      energy: { grade: 'C', basis: 'Small, mixed trials; helps when intake is low (Kennedy 2016 review)' },
      stress: { grade: 'C', basis: 'Small trials of high-dose B vitamins with modest mood effects' },
      'low-intake': { grade: 'B', basis: 'Covers B-vitamin gaps in restricted diets: NIH ODS' },
    },
    sources: [
      { title: 'NIH ODS: Vitamin B6 Fact Sheet for Health Professionals', url: `${ODS}/VitaminB6-HealthProfessional/` },
      { title: 'NIH ODS: Niacin Fact Sheet for Health Professionals', url: `${ODS}/Niacin-HealthProfessional/` },
    ],
    nutrients: { vitaminB6: 10, niacin: 20, folicAcid: 400 },
    quizSupplementIds: ['vitamin_b'],
    aliases: ['b complex', 'vitamin b complex', 'b-50', 'b vitamins'],
  },
  {
    key: 'folate',
    name: 'Folic Acid (Folate)',
    description:
      'Folate is a B vitamin needed to make DNA and new cells. Folic acid taken before conception and in early pregnancy prevents most neural-tube defects.',
    timeOfDay: 'breakfast',
    benefits: [
      'Lowers the risk of neural-tube defects when taken before and in early pregnancy',
      'Needed to make DNA and new cells',
      'Helps prevent folate-deficiency anaemia',
      'Helps keep homocysteine in the normal range',
      'Easy to take at a low, safe dose',
    ],
    recommendedDosage: '400 mcg folic acid (680 mcg DFE) daily; for pregnancy planning start at least one month before conceiving',
    cautions: [
      'Do not exceed 1,000 mcg folic acid a day from supplements unless a doctor prescribes it',
      'High doses can hide vitamin B12 deficiency',
    ],
    scientificEvidence:
      'The US Preventive Services Task Force (2023) recommends 400–800 mcg folic acid daily for anyone who could become pregnant, based on randomised and observational evidence that it prevents neural-tube defects (MRC Vitamin Study 1991). The NIH ODS sets the upper limit for synthetic folic acid at 1,000 mcg a day.',
    evidenceUrl: `${ODS}/Folate-HealthProfessional/`,
    evidenceGrade: 'A',
    evidenceBasis: 'Randomised trial and USPSTF 2023 recommendation for neural-tube defect prevention',
    evidenceByUse: {
      'pregnancy-planning': { grade: 'A', basis: 'MRC Vitamin Study RCT 1991; USPSTF 2023 recommendation' },
      'low-intake': { grade: 'B', basis: 'Prevents folate deficiency: NIH ODS' },
    },
    sources: [{ title: 'NIH ODS: Folate Fact Sheet for Health Professionals', url: `${ODS}/Folate-HealthProfessional/` }],
    nutrients: { folicAcid: 400 },
    quizSupplementIds: ['folate'],
    aliases: ['folic acid', 'folate', 'methylfolate', 'l-methylfolate'],
  },
  {
    key: 'iron',
    name: 'Iron',
    description:
      'Iron carries oxygen in the blood. Low iron is a common cause of tiredness in women, but too much iron is harmful, so take it only after a blood test.',
    timeOfDay: 'morning',
    benefits: [
      'Needed to make haemoglobin, which carries oxygen',
      'Corrects iron-deficiency anaemia and the tiredness it causes',
      'Replaces losses from heavy periods',
      'Supports normal thinking and immune function when levels are low',
      'Alternate-day doses are absorbed well and cause less stomach upset',
    ],
    recommendedDosage: 'Only if a blood test shows low iron or ferritin: typically 18–65 mg elemental iron daily or on alternate days, as your doctor advises, with vitamin C and away from tea, coffee and calcium',
    cautions: [
      'Take iron only if a blood test shows low iron or ferritin; excess iron is harmful',
      'Can cause constipation, nausea and dark stools',
      'Keep out of reach of children: iron overdose is dangerous for them',
    ],
    scientificEvidence:
      'The NIH ODS notes that iron deficiency is most common in women with heavy periods, pregnant women and people eating little meat, and that the upper limit for adults is 45 mg a day, above which stomach upset is common. Trials show iron improves fatigue in non-anaemic women with low ferritin (Vaucher et al., CMAJ 2012). Alternate-day dosing improves absorption (Stoffel et al., Lancet Haematol 2017).',
    evidenceUrl: `${ODS}/Iron-HealthProfessional/`,
    evidenceGrade: 'A',
    evidenceBasis: 'Treating proven iron deficiency: NIH ODS and randomised trials',
    evidenceByUse: {
      energy: { grade: 'B', basis: 'RCT: less fatigue in women with low ferritin (Vaucher 2012); no benefit if iron is normal' },
      'low-intake': { grade: 'B', basis: 'Vegetarian diets supply less absorbable iron: NIH ODS' },
    },
    sources: [{ title: 'NIH ODS: Iron Fact Sheet for Health Professionals', url: `${ODS}/Iron-HealthProfessional/` }],
    nutrients: { iron: 18 },
    quizSupplementIds: ['iron'],
    alreadyTakingAdvice: 'Keep taking iron only if a blood test showed low iron or ferritin, and ask your doctor when to re-test and stop.',
    aliases: ['iron', 'ferrous', 'ferrous sulfate', 'ferrous sulphate', 'ferrous fumarate', 'ferrous bisglycinate'],
  },
  {
    key: 'calcium-with-vitamin-d',
    name: 'Calcium with Vitamin D',
    description:
      'Calcium builds and maintains bone, and vitamin D lets the body absorb it. The combination helps protect bone density, especially after menopause and in later life.',
    timeOfDay: 'dinner',
    benefits: [
      'Supports bone density after menopause and in later life',
      'With vitamin D, lowers fracture risk in older adults with low intake',
      'Covers low calcium intake in dairy-free diets',
      'Vitamin D improves calcium absorption',
      'Supports normal muscle and nerve function',
    ],
    recommendedDosage: '500–600 mg elemental calcium with 400–800 IU vitamin D once daily with a meal; count dairy and fortified foods toward your daily 1,000–1,200 mg',
    cautions: [
      'Do not exceed about 1,000–1,200 mg of calcium a day from food plus supplements',
      'Calcium reduces iron absorption; take them at different meals',
      'Can cause constipation or bloating; calcium citrate is gentler',
    ],
    scientificEvidence:
      'The NIH ODS sets adult calcium needs at 1,000–1,200 mg a day and the upper limit at 2,500 mg (19–50) and 2,000 mg (51+). A meta-analysis of randomised trials found calcium plus vitamin D reduced total fractures by about 15% and hip fractures by about 30% (Weaver et al., Osteoporos Int 2016), while calcium alone does little. The US Preventive Services Task Force does not support supplements for fracture prevention in healthy community-dwelling adults, so the benefit is greatest when intake or vitamin D is low.',
    evidenceUrl: `${ODS}/Calcium-HealthProfessional/`,
    evidenceGrade: 'B',
    evidenceBasis: 'Meta-analysis of RCTs: fewer fractures with calcium plus vitamin D (Weaver 2016)',
    evidenceByUse: {
      bone: { grade: 'B', basis: 'Meta-analysis of RCTs in older adults (Weaver 2016); NIH ODS' },
      'low-intake': { grade: 'B', basis: 'Covers low calcium intake in dairy-free diets: NIH ODS' },
      aging: { grade: 'B', basis: 'Meta-analysis of RCTs in older adults (Weaver 2016)' },
    },
    sources: [
      { title: 'NIH ODS: Calcium Fact Sheet for Health Professionals', url: `${ODS}/Calcium-HealthProfessional/` },
      { title: 'NIH ODS: Vitamin D Fact Sheet for Health Professionals', url: `${ODS}/VitaminD-HealthProfessional/` },
    ],
    nutrients: { calcium: 600, vitaminD: 800 },
    reducedDose: { dosage: '500 mg elemental calcium with 400 IU vitamin D once daily with a meal', nutrients: { calcium: 500, vitaminD: 400 } },
    quizSupplementIds: ['calcium'],
    aliases: ['calcium', 'calcium carbonate', 'calcium citrate', 'calcium d3', 'calcium and vitamin d'],
  },
  {
    key: 'magnesium',
    name: 'Magnesium Glycinate',
    description:
      'Magnesium is involved in muscle, nerve and energy metabolism and many people eat less than they need. Glycinate and citrate forms are well absorbed and gentle on the stomach.',
    timeOfDay: 'evening',
    benefits: [
      'Supports normal muscle and nerve function',
      'May improve sleep quality in older adults with low intake',
      'Helps replace magnesium lost in sweat during training and hot weather',
      'Supports normal energy metabolism',
      'Covers the gap when intake from nuts, seeds, legumes and whole grains is low',
    ],
    recommendedDosage: '200–300 mg elemental magnesium (as glycinate or citrate) in the evening; stay within 350 mg a day from supplements',
    cautions: [
      'More than 350 mg a day from supplements can cause diarrhoea and cramps',
    ],
    scientificEvidence:
      'The NIH ODS sets the upper limit for magnesium from supplements at 350 mg a day and notes that many adults eat less than the RDA. A small randomised trial in older adults with insomnia found 500 mg magnesium improved sleep measures (Abbasi et al., J Res Med Sci 2012), and a 2021 systematic review (Mah & Pitre, BMC Complement Med Ther) judged the evidence for sleep low quality. Long-term proton pump inhibitor use can lower magnesium (FDA 2011 safety communication).',
    evidenceUrl: `${ODS}/Magnesium-HealthProfessional/`,
    evidenceGrade: 'C',
    evidenceBasis: 'Small RCTs for sleep and muscle; clear benefit when intake is low (NIH ODS)',
    evidenceByUse: {
      sleep: { grade: 'C', basis: 'Small RCT in older adults (Abbasi 2012); low-quality evidence overall (Mah 2021)' },
      stress: { grade: 'C', basis: 'Small trials, mainly in people with low magnesium' },
      muscle: { grade: 'C', basis: 'Small trials; replaces sweat losses in athletes (NIH ODS)' },
      'low-intake': { grade: 'B', basis: 'Many adults eat less than the RDA: NIH ODS' },
    },
    sources: [{ title: 'NIH ODS: Magnesium Fact Sheet for Health Professionals', url: `${ODS}/Magnesium-HealthProfessional/` }],
    nutrients: { magnesium: 300 },
    reducedDose: { dosage: '100–150 mg elemental magnesium (as glycinate or citrate) in the evening', nutrients: { magnesium: 150 } },
    quizSupplementIds: ['magnesium'],
    aliases: ['magnesium', 'magnesium glycinate', 'magnesium citrate', 'magnesium oxide', 'mag'],
  },
  {
    key: 'omega-3',
    name: 'Omega-3 (EPA & DHA)',
    description:
      'Omega-3 fats EPA and DHA from fish or algae support heart, brain and eye health. Algal oil is the vegan source.',
    timeOfDay: 'lunch',
    benefits: [
      'Lowers blood triglycerides',
      'DHA is a structural part of the brain and retina',
      'Helps people who eat little oily fish reach recommended intakes',
      'Algal oil gives vegans a direct source of EPA and DHA',
      'May modestly support joint comfort and recovery in active people',
    ],
    recommendedDosage: '250–1,000 mg combined EPA + DHA daily with a meal (fish oil, or algal oil for vegans)',
    cautions: [
      'Can cause fishy aftertaste or loose stools; taking it with food helps',
      'Choose products tested for mercury and oxidation',
    ],
    scientificEvidence:
      'The NIH ODS fact sheet summarises that omega-3 supplements lower triglycerides but have shown mixed results for preventing heart disease: the VITAL trial (Manson et al., NEJM 2019) found no overall reduction in major cardiovascular events at 1 g a day, with fewer heart attacks in people eating little fish. Evidence for mood, focus and healthy ageing is limited and inconsistent. A meta-analysis linked doses above 1 g a day to a higher risk of atrial fibrillation (Gencer et al., Circulation 2021).',
    evidenceUrl: `${ODS}/Omega3FattyAcids-HealthProfessional/`,
    evidenceGrade: 'B',
    evidenceBasis: 'RCTs show lower triglycerides; mixed results for heart events (VITAL 2019)',
    evidenceByUse: {
      'low-intake': { grade: 'B', basis: 'Raises EPA/DHA in people eating little fish; fewer heart attacks in low fish eaters (VITAL 2019)' },
      focus: { grade: 'C', basis: 'Small, mixed trials in healthy adults: NIH ODS' },
      aging: { grade: 'C', basis: 'Mixed results for heart and brain outcomes (VITAL 2019): NIH ODS' },
      muscle: { grade: 'C', basis: 'Small trials on recovery and muscle in older adults' },
      skin: { grade: 'C', basis: 'Small trials for dry or inflamed skin' },
    },
    sources: [
      { title: 'NIH ODS: Omega-3 Fatty Acids Fact Sheet for Health Professionals', url: `${ODS}/Omega3FattyAcids-HealthProfessional/` },
      { title: 'Manson et al. 2019, NEJM: VITAL omega-3 trial', url: 'https://pubmed.ncbi.nlm.nih.gov/30415637/' },
    ],
    nutrients: {},
    quizSupplementIds: ['omega3'],
    aliases: ['omega 3', 'omega3', 'fish oil', 'algal oil', 'algae oil', 'cod liver oil', 'krill oil'],
  },
  {
    key: 'vitamin-c',
    name: 'Vitamin C',
    description:
      'Vitamin C is an antioxidant needed for collagen, wound healing and immune cells. It also helps the body absorb iron from plant foods.',
    timeOfDay: 'breakfast',
    benefits: [
      'Needed to make collagen for skin, gums and blood vessels',
      'Regular use slightly shortens colds',
      'Roughly halves cold risk in people under heavy physical stress',
      'Improves absorption of iron from plant foods',
      'Acts as an antioxidant',
    ],
    recommendedDosage: '200–500 mg daily with a meal',
    cautions: [
      'More than 2,000 mg a day can cause diarrhoea and stomach cramps',
      'Does not prevent colds in most people',
      'High doses can upset some lab test results',
    ],
    scientificEvidence:
      'A Cochrane review of 29 trials (Hemilä & Chalker 2013) found regular vitamin C (≥200 mg/day) did not prevent colds in the general population but shortened them by about 8% in adults, and halved cold risk in people under heavy physical stress such as marathon runners. The NIH ODS sets the adult upper limit at 2,000 mg a day.',
    evidenceUrl: `${ODS}/VitaminC-HealthProfessional/`,
    evidenceGrade: 'B',
    evidenceBasis: 'Cochrane review of 29 RCTs (Hemilä & Chalker 2013)',
    evidenceByUse: {
      immunity: { grade: 'B', basis: 'Cochrane review of 29 RCTs: shorter colds, fewer colds under heavy physical stress (Hemilä 2013)' },
      skin: { grade: 'C', basis: 'Needed for collagen; supplement trials for skin are small' },
    },
    sources: [
      { title: 'NIH ODS: Vitamin C Fact Sheet for Health Professionals', url: `${ODS}/VitaminC-HealthProfessional/` },
      { title: 'Hemilä & Chalker 2013, Cochrane: vitamin C for the common cold', url: 'https://pubmed.ncbi.nlm.nih.gov/23440782/' },
    ],
    nutrients: { vitaminC: 500 },
    reducedDose: { dosage: '200 mg daily with a meal', nutrients: { vitaminC: 200 } },
    quizSupplementIds: ['vitamin_c'],
    aliases: ['vitamin c', 'ascorbic acid', 'ester c'],
  },
  {
    key: 'zinc',
    name: 'Zinc',
    description:
      'Zinc is a trace mineral needed for immune cells, wound healing, taste and skin. Plant-based diets supply less absorbable zinc.',
    timeOfDay: 'dinner',
    benefits: [
      'Supports normal immune function',
      'Lozenges started within 24 hours may shorten colds',
      'Needed for wound healing and skin repair',
      'Helps cover lower absorption from plant-based diets',
      'Supports normal taste and smell',
    ],
    recommendedDosage: '8–15 mg elemental zinc daily with food; short courses of zinc lozenges for colds only for up to 2 weeks',
    cautions: [
      'Long-term intake above 40 mg a day can cause copper deficiency and make infections more likely',
      'Can cause nausea on an empty stomach',
      'Zinc nasal sprays have caused permanent loss of smell; avoid them',
    ],
    scientificEvidence:
      'The NIH ODS sets the adult upper limit at 40 mg a day and notes vegetarians may need up to 50% more zinc because phytates reduce absorption. Meta-analyses of zinc lozenges started within 24 hours of symptoms found shorter colds (Hemilä, JRSM Open 2017), though product quality varies. Zinc does not boost immunity in people who are not deficient.',
    evidenceUrl: `${ODS}/Zinc-HealthProfessional/`,
    evidenceGrade: 'B',
    evidenceBasis: 'Meta-analyses of RCTs of zinc lozenges for colds (Hemilä 2017)',
    evidenceByUse: {
      immunity: { grade: 'B', basis: 'Meta-analyses of RCTs: shorter colds with early zinc lozenges (Hemilä 2017)' },
      'low-intake': { grade: 'B', basis: 'Vegetarians may need up to 50% more zinc: NIH ODS' },
      skin: { grade: 'C', basis: 'Small trials in acne' },
    },
    sources: [{ title: 'NIH ODS: Zinc Fact Sheet for Health Professionals', url: `${ODS}/Zinc-HealthProfessional/` }],
    nutrients: { zinc: 15 },
    reducedDose: { dosage: '8 mg elemental zinc daily with food', nutrients: { zinc: 8 } },
    quizSupplementIds: ['zinc'],
    aliases: ['zinc', 'zinc gluconate', 'zinc picolinate', 'zinc citrate'],
  },
  {
    key: 'vitamin-e',
    name: 'Vitamin E',
    description:
      'Vitamin E is a fat-soluble antioxidant found in nuts, seeds and vegetable oils. Most people get enough from food, and supplements have little proven benefit.',
    timeOfDay: 'dinner',
    benefits: [
      'Acts as a fat-soluble antioxidant in cell membranes',
      'Easy to get from nuts, seeds and vegetable oils',
      'Combined with vitamin C, zinc and copper (AREDS), slows progression of advanced macular degeneration',
      'May help dry skin when applied on the skin rather than swallowed',
      'Supports normal immune function in older adults',
    ],
    recommendedDosage: '15–67 mg (about 22–100 IU natural d-alpha-tocopherol) daily with a meal containing fat; avoid high-dose products',
    cautions: [
      'High doses may slightly raise the risk of haemorrhagic stroke',
    ],
    scientificEvidence:
      'The NIH ODS fact sheet notes that large trials found no protection from heart disease or cancer with vitamin E, and the SELECT trial (Klein et al., JAMA 2011) found 400 IU a day increased prostate cancer risk by 17%. Evidence for skin benefits from oral vitamin E is weak. The upper limit for supplemental vitamin E is 1,000 mg a day.',
    evidenceUrl: `${ODS}/VitaminE-HealthProfessional/`,
    evidenceGrade: 'D',
    evidenceBasis: 'Large RCTs found no benefit for heart disease or cancer; skin evidence is weak',
    evidenceByUse: {
      skin: { grade: 'D', basis: 'Mostly laboratory and small studies; no good trials of oral vitamin E for skin' },
    },
    sources: [
      { title: 'NIH ODS: Vitamin E Fact Sheet for Health Professionals', url: `${ODS}/VitaminE-HealthProfessional/` },
      { title: 'Klein et al. 2011, JAMA: SELECT trial', url: 'https://pubmed.ncbi.nlm.nih.gov/21990298/' },
    ],
    nutrients: { vitaminE: 67 },
    quizSupplementIds: ['vitamin_e'],
    alreadyTakingAdvice: 'Vitamin E supplements have little proven benefit; if you continue, keep to a low dose (no more than 100 IU a day).',
    aliases: ['vitamin e', 'tocopherol', 'alpha tocopherol'],
  },
  {
    key: 'multivitamin',
    name: 'Multivitamin',
    description:
      'A daily multivitamin and mineral covers small gaps across many nutrients at about 100% of daily values. It is a safety net, not a substitute for food.',
    timeOfDay: 'breakfast',
    benefits: [
      'Covers small gaps across many vitamins and minerals',
      'Useful for restricted diets such as keto and paleo',
      'Provides folic acid for women who could become pregnant',
      'Low doses of each nutrient, well under upper limits',
      'One tablet instead of several single supplements',
    ],
    recommendedDosage: 'One tablet daily with breakfast; choose a formula with about 100% of daily values and no more than 100% of vitamin A as retinol',
    cautions: [
      'Count its vitamin D, iron, zinc and folic acid when adding single supplements',
      'Men, and women who no longer have periods, usually need a formula without iron',
    ],
    scientificEvidence:
      'The NIH ODS multivitamin/mineral fact sheet concludes that multivitamins fill nutrient gaps but that evidence for preventing chronic disease is mixed. The Physicians’ Health Study II (Gaziano et al., JAMA 2012) found a modest 8% reduction in cancer in older men, and the COSMOS trials (2022–2024) suggest a small benefit for memory in older adults.',
    evidenceUrl: `${ODS}/MVMS-HealthProfessional/`,
    evidenceGrade: 'C',
    evidenceBasis: 'Fills nutrient gaps; mixed RCT results for disease prevention (NIH ODS)',
    evidenceByUse: {
      'low-intake': { grade: 'C', basis: 'Fills gaps in restricted diets; mixed RCT results for outcomes (NIH ODS)' },
      aging: { grade: 'C', basis: 'RCTs in older adults: modest cancer (PHS II 2012) and memory (COSMOS) effects' },
    },
    sources: [{ title: 'NIH ODS: Multivitamin/mineral Supplements Fact Sheet', url: `${ODS}/MVMS-HealthProfessional/` }],
    nutrients: {
      vitaminD: 1000,
      iron: 18,
      zinc: 11,
      magnesium: 100,
      vitaminE: 15,
      folicAcid: 400,
      vitaminB6: 2,
      niacin: 20,
      vitaminA: 900,
      vitaminC: 90,
      selenium: 55,
      calcium: 200,
    },
    quizSupplementIds: ['multivitamin'],
    aliases: ['multivitamin', 'multi vitamin', 'multi', 'prenatal', 'centrum', 'one a day'],
  },
  {
    key: 'probiotics',
    name: 'Probiotics',
    description:
      'Probiotics are live microorganisms that may benefit the gut. Effects depend on the specific strain and the condition.',
    timeOfDay: 'morning',
    benefits: [
      'Lower the risk of diarrhoea linked to antibiotics',
      'Some strains ease IBS symptoms such as bloating',
      'Support a balanced gut microbiome',
      'May slightly reduce the number of colds in some studies',
      'Generally well tolerated by healthy people',
    ],
    recommendedDosage: '1–10 billion CFU daily of a studied strain (e.g. Lactobacillus rhamnosus GG or Saccharomyces boulardii); take 2 hours apart from antibiotics',
    cautions: [
      'May cause gas or bloating in the first weeks',
      'Effects depend on the strain; choose a product naming its strains',
      'See a doctor for ongoing digestive symptoms, blood in stool or weight loss',
    ],
    scientificEvidence:
      'A meta-analysis of 82 randomised trials (Hempel et al., JAMA 2012) found probiotics reduced antibiotic-associated diarrhoea by about 42%. The NIH ODS and NCCIH note benefits are strain-specific, that evidence for IBS is promising but mixed, and that probiotics are generally safe for healthy people but risky for the severely ill or immunocompromised.',
    evidenceUrl: `${ODS}/Probiotics-HealthProfessional/`,
    evidenceGrade: 'B',
    evidenceBasis: 'Meta-analysis of 82 RCTs for antibiotic-associated diarrhoea (Hempel 2012)',
    evidenceByUse: {
      digestion: { grade: 'B', basis: 'Meta-analyses of RCTs for antibiotic-associated diarrhoea and IBS, strain-specific (NIH ODS)' },
      immunity: { grade: 'C', basis: 'Small reductions in colds in some trials (NIH ODS)' },
    },
    sources: [
      { title: 'NIH ODS: Probiotics Fact Sheet for Health Professionals', url: `${ODS}/Probiotics-HealthProfessional/` },
      { title: 'NCCIH: Probiotics: What You Need To Know', url: `${NCCIH}/probiotics-what-you-need-to-know` },
    ],
    nutrients: {},
    quizSupplementIds: ['probiotics'],
    aliases: ['probiotic', 'probiotics', 'lactobacillus', 'bifidobacterium', 'acidophilus', 'saccharomyces boulardii'],
  },
  {
    key: 'ashwagandha',
    name: 'Ashwagandha',
    description:
      'Ashwagandha (Withania somnifera) is an Ayurvedic herb studied for stress and sleep. Root extracts such as KSM-66 are the most researched.',
    timeOfDay: 'evening',
    benefits: [
      'Lowered perceived stress in several small randomised trials',
      'Modestly improved sleep quality in trials',
      'Lowered cortisol in some studies',
      'Generally well tolerated in studies up to 3 months',
      'Standardised root extracts make dosing consistent',
    ],
    recommendedDosage: '300–600 mg standardised root extract daily, usually in the evening, for up to 3 months',
    cautions: [
      'Can cause drowsiness, stomach upset, diarrhoea or vomiting',
      'Rare cases of liver injury have been reported; stop if you notice yellow skin, dark urine or itching',
    ],
    scientificEvidence:
      'The NIH ODS ashwagandha fact sheet reviews small randomised trials showing reduced stress and anxiety scores (Chandrasekhar et al., Indian J Psychol Med 2012; Lopresti et al., Medicine 2019) and improved sleep (Cheah et al., PLoS One 2021 meta-analysis). Trials were short (up to 3 months) and small, and liver injury has been reported in case series.',
    evidenceUrl: `${ODS}/Ashwagandha-HealthProfessional/`,
    evidenceGrade: 'B',
    evidenceBasis: 'Several small RCTs for stress and a meta-analysis for sleep (NIH ODS)',
    evidenceByUse: {
      stress: { grade: 'B', basis: 'Several small RCTs (Chandrasekhar 2012; Lopresti 2019)' },
      sleep: { grade: 'B', basis: 'Meta-analysis of 5 RCTs (Cheah 2021)' },
    },
    sources: [
      { title: 'NIH ODS: Ashwagandha Fact Sheet for Health Professionals', url: `${ODS}/Ashwagandha-HealthProfessional/` },
      { title: 'NCCIH: Ashwagandha', url: `${NCCIH}/ashwagandha` },
    ],
    nutrients: {},
    quizSupplementIds: ['ashwagandha'],
    aliases: ['ashwagandha', 'withania', 'ksm 66', 'ksm-66', 'sensoril'],
  },
  {
    key: 'rhodiola-rosea',
    name: 'Rhodiola Rosea',
    description:
      'Rhodiola is an adaptogenic herb traditionally used for fatigue and stress. Research is limited and mostly short-term.',
    timeOfDay: 'morning',
    benefits: [
      'May ease mental fatigue during stressful periods',
      'May modestly improve physical endurance',
      'Traditionally used for stress resilience',
      'Well tolerated in studies of 6–12 weeks',
      'Taken in the morning, it does not usually disturb sleep',
    ],
    recommendedDosage: '200–400 mg standardised extract (3% rosavins, 1% salidroside) in the morning',
    cautions: [
      'Can cause dizziness and dry mouth',
    ],
    scientificEvidence:
      'NCCIH concludes there is not enough evidence from studies in people to show rhodiola helps any health condition, although reviews of about 15 small trials (2011–2012) suggested less mental fatigue and better endurance. An NCCIH-supported trial in mild-to-moderate depression (Mao et al., Phytomedicine 2015) found it no better than placebo but with fewer side effects than sertraline.',
    evidenceUrl: `${NCCIH}/rhodiola`,
    evidenceGrade: 'C',
    evidenceBasis: 'Small, short trials of mixed quality (NCCIH)',
    evidenceByUse: {
      stress: { grade: 'C', basis: 'Small, short trials of mixed quality (NCCIH)' },
      energy: { grade: 'C', basis: 'Small trials on mental fatigue (NCCIH)' },
      focus: { grade: 'C', basis: 'Small trials on mental performance under fatigue (NCCIH)' },
    },
    sources: [{ title: 'NCCIH: Rhodiola', url: `${NCCIH}/rhodiola` }],
    nutrients: {},
    quizSupplementIds: ['rhodiola'],
    aliases: ['rhodiola', 'rhodiola rosea', 'golden root', 'arctic root'],
  },
  {
    key: 'green-tea-extract',
    name: 'Green Tea Extract',
    description:
      'Green tea extract concentrates the catechins (EGCG) and caffeine of green tea. Drinking green tea is safer than taking concentrated extracts.',
    timeOfDay: 'morning',
    benefits: [
      'Contains caffeine and L-theanine, which can sharpen alertness',
      'Rich in catechin antioxidants',
      'May slightly increase fat burning, with small weight effects',
      'Green tea as a drink is linked to good health in observational studies',
      'Morning use avoids caffeine affecting sleep',
    ],
    recommendedDosage: 'No more than 300–400 mg EGCG daily with food (never on an empty stomach); green tea as a drink is a gentler alternative',
    cautions: [
      'Concentrated extracts have caused rare but serious liver injury, especially on an empty stomach',
      'Stop and see a doctor if you notice yellow skin, dark urine or abdominal pain',
      'Contains caffeine: can disturb sleep and cause jitteriness and palpitations',
    ],
    scientificEvidence:
      'NCCIH reports that green tea extracts have been linked to liver damage, and the European Food Safety Authority (2018) found intakes of 800 mg EGCG a day or more raised liver enzymes. A Cochrane review (Jurgens et al. 2012) found green tea preparations produced small, not clinically important, weight loss. Caffeine with L-theanine modestly improves alertness in short studies.',
    evidenceUrl: `${NCCIH}/green-tea`,
    evidenceGrade: 'C',
    evidenceBasis: 'Small effects in short trials; Cochrane review found weight effects not clinically important',
    evidenceByUse: {
      focus: { grade: 'C', basis: 'Short trials of caffeine with L-theanine' },
      weight_loss: { grade: 'D', basis: 'Cochrane review: small, not clinically important weight loss (Jurgens 2012)' },
    },
    sources: [{ title: 'NCCIH: Green Tea', url: `${NCCIH}/green-tea` }],
    nutrients: {},
    quizSupplementIds: ['green_tea'],
    aliases: ['green tea', 'green tea extract', 'egcg', 'matcha'],
  },
  {
    key: 'glucomannan',
    name: 'Glucomannan',
    description:
      'Glucomannan is a soluble fibre from the konjac root that swells in water and adds to fullness. Its effect on weight is small.',
    timeOfDay: 'lunch',
    benefits: [
      'Adds soluble fibre that increases fullness',
      'May give a small extra weight loss alongside diet changes',
      'Helps regular bowel movements',
      'May modestly lower LDL cholesterol',
      'May blunt blood sugar rises after meals',
    ],
    recommendedDosage: '1 g with a full glass (250 ml) of water 30–60 minutes before up to three meals a day (3 g daily)',
    cautions: [
      'Always take with a full glass of water: dry tablets or powder can swell and cause choking or blockage',
      'Take other medicines at least 1 hour before or 4 hours after, as it can slow their absorption',
      'Can cause bloating and gas',
    ],
    scientificEvidence:
      'The NIH ODS weight-loss fact sheet concludes that glucomannan has little to no effect on weight, and a meta-analysis of randomised trials (Onakpoya et al., J Am Coll Nutr 2014) found no statistically significant weight loss. It lowers LDL cholesterol modestly. The honest summary is a modest aid at best alongside diet and activity.',
    evidenceUrl: `${ODS}/WeightLoss-HealthProfessional/`,
    evidenceGrade: 'C',
    evidenceBasis: 'Meta-analysis of RCTs: little or no weight effect (Onakpoya 2014); NIH ODS',
    evidenceByUse: {
      weight_loss: { grade: 'C', basis: 'Meta-analysis of RCTs: little or no weight effect (Onakpoya 2014); NIH ODS' },
      digestion: { grade: 'C', basis: 'Small trials for constipation' },
    },
    sources: [{ title: 'NIH ODS: Dietary Supplements for Weight Loss', url: `${ODS}/WeightLoss-HealthProfessional/` }],
    nutrients: {},
    quizSupplementIds: [],
    aliases: ['glucomannan', 'konjac'],
  },
  {
    key: 'coq10',
    name: 'Coenzyme Q10',
    description:
      'Coenzyme Q10 is an antioxidant the body uses to make energy in cells. Levels fall with age and with statin use.',
    timeOfDay: 'breakfast',
    benefits: [
      'Part of the energy-producing machinery of cells',
      'Levels in the body decline with age',
      'May ease statin-related muscle aches in some people',
      'May reduce migraine frequency in small trials',
      'Generally well tolerated',
    ],
    recommendedDosage: '100–200 mg daily with a meal containing fat (ubiquinone or ubiquinol)',
    cautions: [
      'Can cause stomach upset, or poor sleep if taken late in the day',
    ],
    scientificEvidence:
      'NCCIH reports that CoQ10 may help with some heart conditions and migraine but that evidence for most uses is limited, and that it may make warfarin less effective. A meta-analysis on statin-associated muscle symptoms (Qu et al., J Am Heart Assoc 2018) found a benefit, while others did not. There is no good evidence that it slows ageing.',
    evidenceUrl: `${NCCIH}/coenzyme-q10`,
    evidenceGrade: 'C',
    evidenceBasis: 'Small, mixed trials (NCCIH)',
    evidenceByUse: {
      aging: { grade: 'C', basis: 'Levels fall with age; small, mixed trials for heart and muscle (NCCIH)' },
      energy: { grade: 'C', basis: 'Small trials on fatigue, mainly in older adults and statin users' },
    },
    sources: [{ title: 'NCCIH: Coenzyme Q10', url: `${NCCIH}/coenzyme-q10` }],
    nutrients: {},
    quizSupplementIds: ['coq10'],
    aliases: ['coq10', 'co q10', 'coenzyme q10', 'ubiquinol', 'ubiquinone'],
  },
];

export const supplementByKey: ReadonlyMap<ProductKey, SupplementKnowledge> = new Map(SUPPLEMENTS.map((s) => [s.key, s]));

export function isProductKey(key: string): key is ProductKey {
  return supplementByKey.has(key as ProductKey);
}
