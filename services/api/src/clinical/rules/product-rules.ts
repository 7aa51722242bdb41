import type { InteractionClass } from '@sahha/contracts/quiz';
import type { ProductKey } from '../../catalog/knowledge';
import type { ProductRule, RuleAction, Source } from '../types';

/**
 * Every contraindication and interaction of a catalog product, one entry each. The product page
 * shows `productCaution`; the engine applies `action` when one of `classes` is detected, so the
 * page and the plan cannot drift apart. Plan-wide notes per class live in class-rules.ts.
 *
 * Writing rules:
 * - a `productCaution` names only classes that some rule of the same product lists (a test runs
 *   the term matcher over it), has no final full stop, and matches the tone of the catalog cautions;
 * - notes and cautions the user reads are short, plain British English and end with a full stop;
 * - an exclusion note shared by several classes must read well for each of them; where the
 *   wording has to differ, the classes get separate rules;
 * - texts that existing tests assert are kept word for word (see quiz/engine/safety-rules.ts).
 */

const ODS = 'https://ods.od.nih.gov/factsheets';
const NCCIH = 'https://www.nccih.nih.gov/health';
const DAILYMED = 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=';
const PUBMED_SEARCH = 'https://pubmed.ncbi.nlm.nih.gov/?term=';

/** References shared by product and class rules. Labels are linked through a DailyMed or EMC search for the medicine. */
export const SOURCES = {
  odsVitaminD: { title: 'NIH ODS: Vitamin D Fact Sheet for Health Professionals', url: `${ODS}/VitaminD-HealthProfessional/` },
  odsVitaminA: { title: 'NIH ODS: Vitamin A Fact Sheet for Health Professionals', url: `${ODS}/VitaminA-HealthProfessional/` },
  odsVitaminB12: { title: 'NIH ODS: Vitamin B12 Fact Sheet for Health Professionals', url: `${ODS}/VitaminB12-HealthProfessional/` },
  odsFolate: { title: 'NIH ODS: Folate Fact Sheet for Health Professionals', url: `${ODS}/Folate-HealthProfessional/` },
  odsIron: { title: 'NIH ODS: Iron Fact Sheet for Health Professionals', url: `${ODS}/Iron-HealthProfessional/` },
  odsCalcium: { title: 'NIH ODS: Calcium Fact Sheet for Health Professionals', url: `${ODS}/Calcium-HealthProfessional/` },
  odsMagnesium: { title: 'NIH ODS: Magnesium Fact Sheet for Health Professionals', url: `${ODS}/Magnesium-HealthProfessional/` },
  odsZinc: { title: 'NIH ODS: Zinc Fact Sheet for Health Professionals', url: `${ODS}/Zinc-HealthProfessional/` },
  odsOmega3: { title: 'NIH ODS: Omega-3 Fatty Acids Fact Sheet for Health Professionals', url: `${ODS}/Omega3FattyAcids-HealthProfessional/` },
  odsVitaminC: { title: 'NIH ODS: Vitamin C Fact Sheet for Health Professionals', url: `${ODS}/VitaminC-HealthProfessional/` },
  odsVitaminE: { title: 'NIH ODS: Vitamin E Fact Sheet for Health Professionals', url: `${ODS}/VitaminE-HealthProfessional/` },
  odsVitaminK: { title: 'NIH ODS: Vitamin K Fact Sheet for Health Professionals', url: `${ODS}/VitaminK-HealthProfessional/` },
  odsMultivitamin: { title: 'NIH ODS: Multivitamin/mineral Supplements Fact Sheet', url: `${ODS}/MVMS-HealthProfessional/` },
  odsProbiotics: { title: 'NIH ODS: Probiotics Fact Sheet for Health Professionals', url: `${ODS}/Probiotics-HealthProfessional/` },
  odsWeightLoss: { title: 'NIH ODS: Dietary Supplements for Weight Loss', url: `${ODS}/WeightLoss-HealthProfessional/` },
  odsPotassium: { title: 'NIH ODS: Potassium Fact Sheet for Health Professionals', url: `${ODS}/Potassium-HealthProfessional/` },
  odsIodine: { title: 'NIH ODS: Iodine Fact Sheet for Health Professionals', url: `${ODS}/Iodine-HealthProfessional/` },
  odsChromium: { title: 'NIH ODS: Chromium Fact Sheet for Health Professionals', url: `${ODS}/Chromium-HealthProfessional/` },
  odsNiacin: { title: 'NIH ODS: Niacin Fact Sheet for Health Professionals', url: `${ODS}/Niacin-HealthProfessional/` },
  nccihAshwagandha: { title: 'NCCIH: Ashwagandha', url: `${NCCIH}/ashwagandha` },
  nccihRhodiola: { title: 'NCCIH: Rhodiola', url: `${NCCIH}/rhodiola` },
  nccihGreenTea: { title: 'NCCIH: Green Tea', url: `${NCCIH}/green-tea` },
  nccihCoq10: { title: 'NCCIH: Coenzyme Q10', url: `${NCCIH}/coenzyme-q10` },
  nccihStJohnsWort: { title: 'NCCIH: St. John’s Wort', url: `${NCCIH}/st-johns-wort` },
  nccihEchinacea: { title: 'NCCIH: Echinacea', url: `${NCCIH}/echinacea` },
  nccihLicorice: { title: 'NCCIH: Licorice Root', url: `${NCCIH}/licorice-root` },
  nccihRedYeastRice: { title: 'NCCIH: Red Yeast Rice', url: `${NCCIH}/red-yeast-rice` },
  nccihSoy: { title: 'NCCIH: Soy', url: `${NCCIH}/soy` },
  nccihRedClover: { title: 'NCCIH: Red Clover', url: `${NCCIH}/red-clover` },
  nccihCinnamon: { title: 'NCCIH: Cinnamon', url: `${NCCIH}/cinnamon` },
  nccihGinkgo: { title: 'NCCIH: Ginkgo', url: `${NCCIH}/ginkgo` },
  nccihTurmeric: { title: 'NCCIH: Turmeric', url: `${NCCIH}/turmeric` },
  nccihValerian: { title: 'NCCIH: Valerian', url: `${NCCIH}/valerian` },
  nccihKava: { title: 'NCCIH: Kava', url: `${NCCIH}/kava` },
  liverTox: { title: 'LiverTox: Clinical and Research Information on Drug-Induced Liver Injury (NIDDK)', url: 'https://www.ncbi.nlm.nih.gov/books/NBK547852/' },
  liverToxAshwagandha: { title: 'LiverTox: Ashwagandha', url: 'https://www.ncbi.nlm.nih.gov/books/NBK548536/' },
  labelLithium: { title: 'DailyMed: lithium carbonate prescribing information', url: `${DAILYMED}lithium+carbonate` },
  labelClozapine: { title: 'EMC: Clozaril (clozapine) Summary of Product Characteristics', url: 'https://www.medicines.org.uk/emc/search?q=clozaril' },
  labelPhenelzine: { title: 'DailyMed: phenelzine (Nardil) prescribing information', url: `${DAILYMED}phenelzine` },
  labelDigoxin: { title: 'DailyMed: digoxin (Lanoxin) prescribing information', url: `${DAILYMED}lanoxin` },
  labelLevodopa: { title: 'DailyMed: carbidopa and levodopa prescribing information', url: `${DAILYMED}carbidopa+and+levodopa` },
  labelIsotretinoin: { title: 'DailyMed: isotretinoin prescribing information', url: `${DAILYMED}isotretinoin` },
  labelAlendronate: { title: 'DailyMed: alendronate sodium prescribing information', url: `${DAILYMED}alendronate` },
  labelLevothyroxine: { title: 'DailyMed: levothyroxine sodium prescribing information', url: `${DAILYMED}levothyroxine` },
  labelPhenytoin: { title: 'DailyMed: phenytoin (Dilantin) prescribing information', url: `${DAILYMED}dilantin` },
  fdaGrapefruit: { title: 'FDA: Grapefruit Juice and Some Drugs Don’t Mix', url: 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix' },
  fdaSwellingGums: {
    title: 'FDA 21 CFR 201.319: required choking warning for water-soluble gums, including glucomannan',
    url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfcfr/CFRSearch.cfm?fr=201.319',
  },
  pubmedAshwagandhaDigoxin: {
    title: 'Dasgupta et al. 2008: ashwagandha and serum digoxin measurement (J Clin Lab Anal)',
    url: 'https://pubmed.ncbi.nlm.nih.gov/18623124/',
  },
  pubmedCaffeineLithium: { title: 'Mester et al. 1995: caffeine withdrawal increases lithium blood levels (Biol Psychiatry)', url: 'https://pubmed.ncbi.nlm.nih.gov/7748990/' },
  pubmedSelect: { title: 'Klein et al. 2011, JAMA: vitamin E and prostate cancer (SELECT)', url: 'https://pubmed.ncbi.nlm.nih.gov/21990298/' },
  pubmedHerbalSurgery: {
    title: 'Ang-Lee, Moss & Yuan 2001, JAMA: herbal medicines and perioperative care',
    url: `${PUBMED_SEARCH}Ang-Lee+herbal+medicines+and+perioperative+care`,
  },
  pubmedVitaminCHaemolysis: {
    title: 'Juneja, Jain & Nasa 2022: vitamin C-induced haemolysis, meta-summary of case reports (Indian J Crit Care Med)',
    url: `${PUBMED_SEARCH}Vitamin+C-induced+hemolysis+meta-summary+and+review+of+literature`,
  },
  pubmedVitaminCGlucoseSensor: {
    title: 'PubMed: ascorbic acid interference with glucose meters and continuous glucose sensors',
    url: `${PUBMED_SEARCH}ascorbic+acid+interference+glucose+monitoring`,
  },
  pubmedSickleCellIron: { title: 'PubMed: iron overload in sickle cell disease', url: `${PUBMED_SEARCH}iron+overload+sickle+cell+disease+transfusion` },
  pubmedG6pdTriggers: { title: 'PubMed: G6PD deficiency, fava beans and henna haemolysis', url: `${PUBMED_SEARCH}G6PD+deficiency+henna+fava+beans+hemolysis` },
  pmcSameMania: { title: 'SAMe with an SSRI and mania: case report (BMJ Case Rep 2018)', url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC6040551/' },
  // The eight classes added on 2026-11-25, checked against label text in the search corpora. Labels
  // found with their DailyMed set id are linked to it. Where the wording was found only as quoted by
  // a page outside the hosts allowed here, the title says so; the quoting pages were Drugs.com
  // (dolutegravir, bictegravir), Healthline (Rybelsus), Dr. Oracle (Mounjaro 7.2/8.3, Ozempic 8.3),
  // NNI Singapore (deferiprone 4 hours), the Exjade SmPC 4.5 and Pulmonology Advisor (Desferal).
  // "(not verified against the label text)": wording not found, kept because the rule errs towards caution.
  labelSemaglutide: {
    title: 'DailyMed: Ozempic and Wegovy (semaglutide) prescribing information (the 2-month stop before a planned pregnancy checked through a page quoting the label)',
    url: `${DAILYMED}semaglutide`,
  },
  labelRybelsus: {
    title: 'DailyMed: Rybelsus (oral semaglutide) prescribing information (120 ml of plain water, 30 minutes before food, drink or other oral medicines: checked through pages quoting the label)',
    url: `${DAILYMED}rybelsus`,
  },
  labelTirzepatide: {
    title: 'DailyMed: Mounjaro and Zepbound (tirzepatide) prescribing information (sections 7.2 and 8.3 on oral contraceptives checked through a page quoting the label)',
    url: `${DAILYMED}tirzepatide`,
  },
  labelMethylphenidate: { title: 'DailyMed: methylphenidate (Ritalin, Concerta) prescribing information (not verified against the label text)', url: `${DAILYMED}methylphenidate` },
  labelAmphetamine: { title: 'DailyMed: Adderall (mixed amphetamine salts) prescribing information (not verified against the label text)', url: `${DAILYMED}adderall` },
  labelLisdexamfetamine: { title: 'DailyMed: Vyvanse (lisdexamfetamine) prescribing information (not verified against the label text)', url: `${DAILYMED}vyvanse` },
  labelDolutegravir: {
    title: 'DailyMed: Tivicay and Tivicay PD (dolutegravir) prescribing information',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=63df5af3-b8ac-4e76-9830-2dbb340af922',
  },
  labelBictegravir: {
    title: 'DailyMed: Biktarvy (bictegravir, emtricitabine, tenofovir alafenamide) prescribing information (cation advice checked through the Drugs.com professional monograph)',
    url: `${DAILYMED}biktarvy`,
  },
  labelIsoniazid: {
    title: 'Pyridoxine with isoniazid against peripheral neuropathy: WHO 2013 and Indian TB guidance (PMC6012958)',
    url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC6012958/',
  },
  labelRifampin: { title: 'DailyMed: rifampin (rifampicin) prescribing information (not verified against the label text)', url: `${DAILYMED}rifampin` },
  labelDeferasirox: {
    title: 'DailyMed: Exjade (deferasirox) prescribing information',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=3495a70c-870c-4968-940e-8baea152cf85',
  },
  labelDeferoxamine: {
    title: 'DailyMed: Desferal (deferoxamine) prescribing information',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=a7174843-5965-49fc-b842-f7eff7b48bbc',
  },
  labelDeferiprone: {
    title: 'DailyMed: Ferriprox (deferiprone) tablets prescribing information',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=946718ff-df43-1baa-74d1-e5bcfbe8ad86',
  },
  labelIcosapent: { title: 'DailyMed: Vascepa (icosapent ethyl) prescribing information (not verified against the label text)', url: `${DAILYMED}vascepa` },
  labelOmega3EthylEsters: { title: 'DailyMed: Lovaza (omega-3-acid ethyl esters) prescribing information (not verified against the label text)', url: `${DAILYMED}lovaza` },
  pmcIcosapentAdverseEvents: {
    title: 'J Am Heart Assoc 2022;11:e022937 (PMC9075300), Table 2: adverse events with icosapent ethyl against placebo (more atrial fibrillation or flutter; bleeding)',
    url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC9075300/',
  },
  emcRennie: {
    title: 'EMC: Rennie Heartburn, Indigestion & Wind Relief chewable tablets, Summary of Product Characteristics (680 mg calcium carbonate, 272 mg calcium per tablet)',
    url: 'https://www.medicines.org.uk/emc/product/13864/smpc',
  },
  pubmedBariatricMicronutrients: {
    title: 'Parrott et al. 2017: ASMBS Integrated Health Nutritional Guidelines for the Surgical Weight Loss Patient, 2016 update: micronutrients (Surg Obes Relat Dis)',
    url: 'https://pubmed.ncbi.nlm.nih.gov/28392254/',
  },
} as const satisfies Record<string, Source>;

/** Kept word for word from the engine this replaces: existing tests assert them. */
export const OMEGA3_CAPPED_DOSAGE = 'No more than 1,000 mg combined EPA + DHA daily with a meal, and only with your doctor’s agreement';
const LEVO_SPACING = 'Take at least 4 hours apart from your levothyroxine, because this mineral stops it from being absorbed.';
const ANTIBIOTIC_SPACING =
  'While you take your antibiotic, take the antibiotic at least 2 hours before or 6 hours after this supplement, which blocks its absorption.';
const BISPHOSPHONATE_SPACING =
  'Take this at least 2 hours after your bone medicine (bisphosphonate), never at the same time, because it stops the medicine from being absorbed; we have timed it later in the day.';

const PC_LEVO = 'Take 4 hours apart from levothyroxine';
const PC_ANTIBIOTIC = 'Take quinolone or tetracycline antibiotics 2 hours before or 6 hours after it';
const PC_BISPHOSPHONATE = 'Separate from bisphosphonates (such as alendronate) by at least 2 hours';
const PC_BLEEDING_MEDICINES = 'Not with blood thinners or antiplatelet medicines: it can change clotting and add to bleeding risk';
const PC_ANTIDEPRESSANTS_RHODIOLA = 'Not with antidepressants (SSRIs, SNRIs or tricyclics) or MAO inhibitors unless your doctor agrees';
const PC_FOLIC_PHENYTOIN = 'Contains folic acid, which can lower phenytoin levels; tell your neurologist';

function rule(product: ProductKey, classes: readonly InteractionClass[], productCaution: string, action: RuleAction, source: Source): ProductRule {
  return { product, classes, productCaution, action, source };
}

/** Levothyroxine, quinolone/tetracycline and bisphosphonate spacing for a mineral-containing product. */
function mineralSpacing(product: ProductKey, source: Source): ProductRule[] {
  return [
    rule(product, ['levothyroxine'], PC_LEVO, { kind: 'space', caution: LEVO_SPACING, moveAwayFromMorning: true }, source),
    rule(product, ['quinolone_tetracycline'], PC_ANTIBIOTIC, { kind: 'space', caution: ANTIBIOTIC_SPACING }, source),
    // The bisphosphonate is taken on waking on an empty stomach, so morning items move to dinner.
    rule(product, ['bisphosphonate'], PC_BISPHOSPHONATE, { kind: 'space', caution: BISPHOSPHONATE_SPACING, moveAwayFromMorning: true }, SOURCES.labelAlendronate),
  ];
}

const PC_INTEGRASE = 'Take integrase-inhibitor medicines at least 2 hours before it';
const INTEGRASE_SPACING =
  'Take your HIV medicine (integrase inhibitor) at least 2 hours before this supplement, because its minerals stop the medicine from being absorbed; dolutegravir (Tivicay, Triumeq, Dovato) may instead be taken 6 hours after it.';
const PC_DEFERIPRONE = 'Take 4 hours apart from deferiprone (Ferriprox)';
// The matcher reads deferiprone as iron overload as well, so the caution is worded for whoever takes it.
const DEFERIPRONE_SPACING = 'If you take deferiprone (Ferriprox), take this at least 4 hours apart from it, because its minerals bind the medicine.';

/**
 * Integrase inhibitors bind polyvalent cations. Taking the medicine 2 hours before the minerals is
 * the window the labels share; 6 hours after is the dolutegravir label's alone (the Biktarvy label
 * advises against taking it soon after an Al/Mg antacid and gives no later window).
 */
function integraseSpacing(product: ProductKey): ProductRule {
  return rule(product, ['integrase_inhibitor'], PC_INTEGRASE, { kind: 'space', caution: INTEGRASE_SPACING }, SOURCES.labelDolutegravir);
}

/** Ferriprox label: at least 4 hours between deferiprone and medicines or supplements with polyvalent cations. */
function deferiproneSpacing(product: ProductKey): ProductRule {
  return rule(product, ['iron_chelator', 'iron_overload'], PC_DEFERIPRONE, { kind: 'space', caution: DEFERIPRONE_SPACING }, SOURCES.labelDeferiprone);
}

const S = SOURCES;

export const PRODUCT_RULES: readonly ProductRule[] = [
  // ── Vitamin D3 ──────────────────────────────────────────────────────────────
  rule(
    'vitamin-d',
    ['diuretic'],
    'Thiazide diuretics and high-dose vitamin D together can raise blood calcium',
    {
      kind: 'caution',
      caution:
        'If your water pill is a thiazide (such as hydrochlorothiazide or indapamide), vitamin D can raise your blood calcium; keep to this dose and ask your doctor to check your calcium.',
    },
    S.odsVitaminD,
  ),
  rule(
    'vitamin-d',
    ['hypercalcaemia'],
    'Very high doses raise blood calcium: not with sarcoidosis or high blood calcium unless your doctor prescribes it',
    { kind: 'exclude', note: 'We left out vitamin D because it can raise blood calcium further with high blood calcium, sarcoidosis or an overactive parathyroid gland.' },
    S.odsVitaminD,
  ),
  rule(
    'vitamin-d',
    ['kidney_stones'],
    'Very high doses can lead to kidney stones; ask your doctor first if you have had them',
    {
      kind: 'caution',
      caution: 'Keep to this dose: too much vitamin D raises calcium in the urine, which can feed kidney stones; ask your doctor if you have had stones.',
    },
    S.odsVitaminD,
  ),
  // Kidney disease stops the engine; this entry carries the product-page caution.
  rule(
    'vitamin-d',
    ['kidney_disease'],
    'Ask your doctor first if you have kidney disease',
    { kind: 'exclude', note: 'We left out vitamin D because with kidney disease its dose must be set by your kidney doctor.' },
    S.odsVitaminD,
  ),

  // ── Vitamin B-complex ───────────────────────────────────────────────────────
  rule(
    'b-complex',
    ['methotrexate'],
    'Contains folic acid: not with methotrexate unless your prescriber agrees',
    { kind: 'exclude', note: 'We left out a B-complex because it contains folic acid, which your prescriber must dose alongside methotrexate.' },
    S.odsFolate,
  ),
  rule(
    'b-complex',
    ['levodopa'],
    'Contains vitamin B6, which can weaken levodopa taken without carbidopa',
    {
      kind: 'caution',
      caution: 'Contains vitamin B6, which can weaken levodopa when it is taken without carbidopa; check with your doctor or pharmacist before you start it.',
    },
    S.labelLevodopa,
  ),
  rule(
    'b-complex',
    ['antiepileptic'],
    PC_FOLIC_PHENYTOIN,
    { kind: 'caution', caution: 'Contains folic acid, which can lower phenytoin levels; tell your neurologist before you start it.' },
    S.odsFolate,
  ),

  // ── Folic acid ──────────────────────────────────────────────────────────────
  rule(
    'folate',
    ['methotrexate'],
    'Not with methotrexate unless your prescriber sets the dose',
    {
      kind: 'exclude',
      note: 'We left out folic acid because, with methotrexate, folic acid dosing must be set by your prescriber.',
      ifAlreadyTaking: 'You told us you take folic acid: with methotrexate, take it exactly as your prescriber directs and do not add more from other supplements.',
    },
    S.odsFolate,
  ),
  rule(
    'folate',
    ['antiepileptic'],
    'Can lower levels of some anti-seizure medicines (phenytoin); ask your neurologist',
    {
      kind: 'caution',
      caution: 'Folic acid can lower phenytoin levels; take no more than 400 mcg a day, and only with your neurologist’s agreement.',
    },
    S.odsFolate,
  ),

  // ── Iron ────────────────────────────────────────────────────────────────────
  ...mineralSpacing('iron', S.odsIron),
  integraseSpacing('iron'),
  rule(
    'iron',
    ['levodopa'],
    'Take 2 hours apart from levodopa (Parkinson’s medicine)',
    { kind: 'space', caution: 'Take iron at least 2 hours apart from your levodopa, because iron lowers how much levodopa you absorb.' },
    S.odsIron,
  ),
  rule(
    'iron',
    ['pregnancy_breastfeeding'],
    'In pregnancy your obstetrician sets the iron dose',
    { kind: 'caution', caution: 'In pregnancy your obstetrician checks iron and sets the dose; do not add iron on your own.' },
    S.odsIron,
  ),
  rule(
    'iron',
    ['iron_overload'],
    'Not for people with haemochromatosis or thalassaemia (common in the Gulf) without a doctor',
    {
      kind: 'exclude',
      note: 'We left out iron because with haemochromatosis or thalassaemia extra iron builds up in the body and can harm the liver and heart.',
      ifAlreadyTaking: 'You told us you take iron: with haemochromatosis or thalassaemia, please ask your haematologist before taking any more.',
    },
    S.odsIron,
  ),
  rule(
    'iron',
    ['sickle_cell'],
    'With sickle cell disease take iron only if your haematologist prescribes it',
    {
      kind: 'exclude',
      note: 'We left out iron because people with sickle cell disease, especially after blood transfusions, can build up too much iron; take iron only if your haematologist prescribes it.',
    },
    S.pubmedSickleCellIron,
  ),

  // ── Calcium with vitamin D ──────────────────────────────────────────────────
  ...mineralSpacing('calcium-with-vitamin-d', S.odsCalcium),
  integraseSpacing('calcium-with-vitamin-d'),
  deferiproneSpacing('calcium-with-vitamin-d'),
  rule(
    'calcium-with-vitamin-d',
    ['calcium_antacid'],
    'Calcium antacids (such as Tums or Rennie) add to the same daily calcium',
    {
      kind: 'caution',
      caution: 'Your calcium antacid (such as Tums or Rennie) adds to this calcium: keep to the dose here, and ask your pharmacist if you take antacids most days.',
    },
    S.emcRennie,
  ),
  rule(
    'calcium-with-vitamin-d',
    ['bariatric_surgery'],
    'Bariatric patients absorb calcium citrate better than carbonate; follow your bariatric team’s dose',
    {
      kind: 'caution',
      caution:
        'After weight-loss surgery choose calcium citrate, which is absorbed without stomach acid, and take it in divided doses as your bariatric team advises (usually 1,200–1,500 mg a day in total).',
    },
    S.pubmedBariatricMicronutrients,
  ),
  rule(
    'calcium-with-vitamin-d',
    ['digoxin'],
    'With digoxin, ask your doctor first: high blood calcium raises the risk of digoxin side effects',
    {
      kind: 'caution',
      caution: 'With digoxin, high blood calcium raises the risk of side effects; keep to this dose and ask your doctor before starting calcium.',
    },
    S.labelDigoxin,
  ),
  rule(
    'calcium-with-vitamin-d',
    ['diuretic'],
    'With thiazide diuretics it can raise blood calcium; ask your doctor',
    {
      kind: 'caution',
      caution:
        'If your water pill is a thiazide (such as hydrochlorothiazide or indapamide), calcium with vitamin D can raise your blood calcium; ask your doctor to check it.',
    },
    S.odsCalcium,
  ),
  // Supplements, unlike calcium from food, were linked to kidney stones (WHI, via NIH ODS), so after
  // a stone the plan leaves them out and the doctor decides.
  rule(
    'calcium-with-vitamin-d',
    ['kidney_stones'],
    'Calcium supplements have been linked to kidney stones; ask your doctor first if you have had them',
    {
      kind: 'exclude',
      note: 'We left out calcium with vitamin D because calcium supplements, unlike calcium from food, have been linked to kidney stones; ask your doctor before taking calcium.',
      ifAlreadyTaking: 'You told us you take calcium: after kidney stones, ask your doctor whether to continue it, and if you do, take it with meals.',
    },
    S.odsCalcium,
  ),
  rule(
    'calcium-with-vitamin-d',
    ['hypercalcaemia'],
    'Not with high blood calcium or sarcoidosis unless your doctor prescribes it',
    {
      kind: 'exclude',
      note: 'We left out calcium with vitamin D because both can raise blood calcium further with high blood calcium, sarcoidosis or an overactive parathyroid gland.',
    },
    S.odsCalcium,
  ),

  // ── Magnesium ───────────────────────────────────────────────────────────────
  rule(
    'magnesium',
    ['kidney_disease'],
    'Do not take with kidney disease unless your doctor agrees: magnesium can build up',
    { kind: 'exclude', note: 'We left out magnesium because with kidney disease it can build up in the blood.' },
    S.odsMagnesium,
  ),
  ...mineralSpacing('magnesium', S.odsMagnesium),
  integraseSpacing('magnesium'),
  deferiproneSpacing('magnesium'),
  rule(
    'magnesium',
    ['digoxin'],
    'Take 2 hours apart from digoxin',
    { kind: 'space', caution: 'Take magnesium at least 2 hours apart from your digoxin, because some magnesium products lower its absorption.' },
    S.labelDigoxin,
  ),

  // ── Omega-3 ─────────────────────────────────────────────────────────────────
  rule(
    'omega-3',
    ['anticoagulant', 'antiplatelet'],
    'With blood thinners or antiplatelet drugs keep to 1,000 mg EPA + DHA a day or less and tell your doctor',
    {
      kind: 'limit',
      dosage: OMEGA3_CAPPED_DOSAGE,
      note: 'We kept omega-3 to no more than 1,000 mg EPA + DHA a day because higher doses can add to bleeding risk with your medicine.',
    },
    S.odsOmega3,
  ),
  // A blood thinner is dosed and monitored, so a capped dose is defensible there; a bleeding
  // disorder or low platelets has no such margin, and only the haematologist can weigh it.
  rule(
    'omega-3',
    ['bleeding_disorder'],
    'Not with a bleeding disorder or low platelets unless your haematologist agrees: it can add to bleeding',
    {
      kind: 'exclude',
      note: 'We left out omega-3 because it can add to bleeding with a bleeding disorder or low platelets; ask your haematologist before taking fish oil.',
      ifAlreadyTaking: 'You told us you take omega-3: with a bleeding disorder or low platelets, ask your haematologist before continuing it, and keep to 1,000 mg EPA + DHA a day at most.',
    },
    S.odsOmega3,
  ),
  rule(
    'omega-3',
    ['surgery'],
    'Before surgery or a dental procedure keep to 1,000 mg EPA + DHA a day or less and tell your surgeon or dentist',
    {
      kind: 'limit',
      dosage: OMEGA3_CAPPED_DOSAGE,
      note: 'We kept omega-3 to no more than 1,000 mg EPA + DHA a day because higher doses can add to bleeding around surgery; ask your surgeon or dentist when to pause it.',
    },
    S.odsOmega3,
  ),
  // A measured prescription dose (4 g a day of Vascepa or Lovaza) already passes any supplement's:
  // a supplement on top doubles it, so it is left out rather than capped.
  rule(
    'omega-3',
    ['prescription_omega3'],
    'Not with prescription omega-3 (such as Vascepa or Omacor): together they double the dose',
    {
      kind: 'exclude',
      note: 'We left out omega-3 because your prescription omega-3 already gives you a measured high dose of fish oil; a supplement on top would double it and add to bleeding risk.',
      ifAlreadyTaking: 'You told us you take omega-3 or fish oil: with prescription omega-3, ask your doctor whether to stop the supplement, because together they double the dose.',
    },
    S.labelIcosapent,
  ),
  rule(
    'omega-3',
    ['heart_rhythm'],
    'Doses above 1 g a day have been linked to a higher risk of atrial fibrillation',
    {
      kind: 'limit',
      dosage: OMEGA3_CAPPED_DOSAGE,
      note: 'We kept omega-3 to no more than 1,000 mg EPA + DHA a day because higher doses have been linked to atrial fibrillation.',
    },
    S.odsOmega3,
  ),

  // ── Vitamin C ───────────────────────────────────────────────────────────────
  rule(
    'vitamin-c',
    ['iron_overload'],
    'Not with haemochromatosis or thalassaemia: it increases iron absorption',
    { kind: 'exclude', note: 'We left out vitamin C because it increases iron absorption, which adds to iron build-up with haemochromatosis or thalassaemia.' },
    S.odsVitaminC,
  ),
  // Both risks rise with the dose, and food alone covers the daily need (75–90 mg): a supplement
  // adds risk and little else for these people, so the plan leaves it out rather than capping it.
  rule(
    'vitamin-c',
    ['kidney_stones'],
    'Not as a supplement after kidney stones: extra vitamin C raises oxalate in the urine',
    {
      kind: 'exclude',
      note: 'We left out vitamin C because supplements raise oxalate in the urine, which can form kidney stones again; fruit and vegetables give you what you need.',
      ifAlreadyTaking: 'You told us you take vitamin C: after kidney stones, keep to 200 mg a day at most and ask your doctor whether you need it at all.',
    },
    S.odsVitaminC,
  ),
  rule(
    'vitamin-c',
    ['g6pd_deficiency'],
    'Not as a supplement with G6PD deficiency: high doses can break down red blood cells; never vitamin C drips',
    {
      kind: 'exclude',
      note: 'We left out vitamin C because with G6PD deficiency high doses can break down red blood cells (haemolysis); food gives you what you need, and never have vitamin C drips.',
      ifAlreadyTaking: 'You told us you take vitamin C: with G6PD deficiency keep well below 1,000 mg a day, never have vitamin C drips, and ask your doctor about your dose.',
    },
    S.pubmedVitaminCHaemolysis,
  ),
  rule(
    'vitamin-c',
    ['adhd_medicine'],
    'With amphetamine ADHD medicines (such as Adderall or Vyvanse), take it at a different time of day',
    {
      kind: 'space',
      caution: 'If your ADHD medicine is an amphetamine (such as Adderall or Vyvanse), take vitamin C at a different time of day, because acids lower how much of it you absorb.',
    },
    S.labelAmphetamine,
  ),
  rule(
    'vitamin-c',
    ['glucose_lowering'],
    'High doses can make some blood sugar meters and sensors read falsely high',
    {
      kind: 'caution',
      caution:
        'High-dose vitamin C can make some glucose meters and sensors read falsely high; if a reading does not match how you feel, check it with a finger-prick test or ask your diabetes team.',
    },
    S.pubmedVitaminCGlucoseSensor,
  ),

  // ── Zinc ────────────────────────────────────────────────────────────────────
  ...mineralSpacing('zinc', S.odsZinc),
  integraseSpacing('zinc'),
  deferiproneSpacing('zinc'),

  // ── Vitamin E ───────────────────────────────────────────────────────────────
  rule(
    'vitamin-e',
    ['anticoagulant'],
    'Increases bleeding risk with blood thinners and antiplatelet drugs',
    { kind: 'exclude', note: 'We left out vitamin E because it can add to the bleeding risk of your blood thinner.' },
    S.odsVitaminE,
  ),
  rule(
    'vitamin-e',
    ['antiplatelet'],
    'Increases bleeding risk with blood thinners and antiplatelet drugs',
    { kind: 'exclude', note: 'We left out vitamin E because it can add to the bleeding risk of your antiplatelet medicine.' },
    S.odsVitaminE,
  ),
  rule(
    'vitamin-e',
    ['bleeding_disorder'],
    'Not with a bleeding disorder or low platelets: it can add to bleeding risk',
    { kind: 'exclude', note: 'We left out vitamin E because it can add to bleeding risk with a bleeding disorder or low platelets.' },
    S.odsVitaminE,
  ),
  rule(
    'vitamin-e',
    ['surgery'],
    'Stop two weeks before surgery or a dental procedure and tell your surgeon or dentist',
    {
      kind: 'exclude',
      note: 'We left out vitamin E because it can add to bleeding during and after surgery or a dental procedure.',
      ifAlreadyTaking: 'You told us you take vitamin E: stop it 2 weeks before your surgery or dental procedure unless your surgeon or dentist says otherwise.',
    },
    S.odsVitaminE,
  ),
  rule(
    'vitamin-e',
    ['pregnancy_breastfeeding'],
    'High doses are not advised in pregnancy',
    { kind: 'exclude', note: 'We left out vitamin E because supplements showed no benefit in pregnancy and high doses are not advised.' },
    S.odsVitaminE,
  ),
  rule(
    'vitamin-e',
    ['hormone_sensitive_cancer', 'cancer_treatment'],
    'Doses of 400 IU a day were linked to more prostate cancer in the SELECT trial; not with hormone-sensitive cancer or during cancer treatment',
    {
      kind: 'exclude',
      note: 'We left out vitamin E because 400 IU a day raised prostate cancer risk in a large trial, and antioxidant supplements can interfere with cancer treatment.',
    },
    S.pubmedSelect,
  ),

  // ── Multivitamin ────────────────────────────────────────────────────────────
  ...mineralSpacing('multivitamin', S.odsMultivitamin),
  integraseSpacing('multivitamin'),
  rule(
    'multivitamin',
    ['anticoagulant'],
    'With warfarin, keep the same product every day because most contain vitamin K',
    {
      kind: 'caution',
      caution: 'Most multivitamins contain vitamin K: with warfarin, take the same product every day and tell your anticoagulation clinic before you start or stop it.',
    },
    S.odsVitaminK,
  ),
  rule(
    'multivitamin',
    ['methotrexate'],
    'Contains folic acid: not with methotrexate unless your prescriber agrees',
    { kind: 'exclude', note: 'We left out a multivitamin because it contains folic acid, which your prescriber must dose alongside methotrexate.' },
    S.odsFolate,
  ),
  rule(
    'multivitamin',
    ['pregnancy_breastfeeding'],
    'In pregnancy use a prenatal formula instead of a standard multivitamin',
    { kind: 'exclude', note: 'We left out a standard multivitamin: choose a prenatal formula your obstetrician approves, without high-dose vitamin A.' },
    S.odsVitaminA,
  ),
  rule(
    'multivitamin',
    ['retinoid'],
    'Not with isotretinoin or other retinoids: most contain vitamin A',
    {
      kind: 'exclude',
      note: 'We left out a multivitamin because its vitamin A adds to the vitamin A effects of isotretinoin and other retinoids.',
      ifAlreadyTaking: 'You told us you take a multivitamin: with isotretinoin or another retinoid, ask your doctor before continuing, and avoid any product with vitamin A.',
    },
    S.labelIsotretinoin,
  ),
  rule(
    'multivitamin',
    ['iron_overload'],
    'Not with haemochromatosis or thalassaemia: most contain iron',
    { kind: 'exclude', note: 'We left out a multivitamin because most contain iron and vitamin C, which add to iron build-up with haemochromatosis or thalassaemia.' },
    S.odsIron,
  ),
  rule(
    'multivitamin',
    ['hypercalcaemia'],
    'Not with high blood calcium or sarcoidosis: it contains vitamin D and calcium',
    { kind: 'exclude', note: 'We left out a multivitamin because its vitamin D and calcium can raise blood calcium further.' },
    S.odsVitaminD,
  ),
  rule(
    'multivitamin',
    ['levodopa'],
    'Take 2 hours apart from levodopa, because most contain iron',
    { kind: 'space', caution: 'Take your multivitamin at least 2 hours apart from your levodopa, because its iron lowers how much levodopa you absorb.' },
    S.odsIron,
  ),
  rule(
    'multivitamin',
    ['sickle_cell'],
    'With sickle cell disease choose an iron-free formula unless your haematologist advises iron',
    { kind: 'caution', caution: 'With sickle cell disease, choose an iron-free multivitamin unless your haematologist advises iron.' },
    S.pubmedSickleCellIron,
  ),
  rule(
    'multivitamin',
    ['antithyroid'],
    'Most contain iodine: ask your doctor first if you have an overactive thyroid',
    { kind: 'caution', caution: 'Most multivitamins contain iodine; with an overactive thyroid or antithyroid medicine, ask your doctor before taking one.' },
    S.odsIodine,
  ),
  rule(
    'multivitamin',
    ['antiepileptic'],
    PC_FOLIC_PHENYTOIN,
    { kind: 'caution', caution: 'Contains folic acid, which can lower phenytoin levels; tell your neurologist before you start it.' },
    S.odsFolate,
  ),

  // ── Probiotics ──────────────────────────────────────────────────────────────
  rule(
    'probiotics',
    ['immunosuppressant'],
    'Avoid if you have a weakened immune system, a central line or are critically ill',
    {
      kind: 'exclude',
      note: 'We left out probiotics because they contain live bacteria or yeast, which can rarely cause serious infections when the immune system is weakened.',
      ifAlreadyTaking: 'You told us you take probiotics: with a weakened immune system or immune-suppressing medicine, please ask your doctor before continuing them.',
    },
    S.odsProbiotics,
  ),
  rule(
    'probiotics',
    ['autoimmune_disease'],
    'With autoimmune disease treated with immune-suppressing medicine, ask your doctor first',
    { kind: 'caution', caution: 'If you take medicine that suppresses the immune system for your autoimmune disease, ask your doctor before taking probiotics.' },
    S.odsProbiotics,
  ),

  // ── Ashwagandha ─────────────────────────────────────────────────────────────
  rule(
    'ashwagandha',
    ['pregnancy_breastfeeding'],
    'Not in pregnancy or breastfeeding: it may cause miscarriage',
    { kind: 'exclude', note: 'We left out ashwagandha because it is not considered safe in pregnancy or breastfeeding.' },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['ssri_snri', 'tricyclic', 'maoi'],
    'May add to the drowsiness of antidepressants; tell your prescriber first',
    { kind: 'caution', caution: 'Tell your prescriber before combining with your antidepressant; together they can add to drowsiness.' },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['sedative'],
    'Not with sedatives or sleeping pills: it adds to their drowsiness',
    { kind: 'exclude', note: 'We left out ashwagandha because it can add to the drowsiness of sedatives and sleeping medicines.' },
    S.nccihAshwagandha,
  ),
  // NCCIH lists these medicine families as ones ashwagandha may interact with, and every guide based
  // on it says to ask the doctor first. A plan cannot ask, and the plan has other choices for stress
  // and sleep, so it is left out, as for sedatives; whoever takes it already is told to ask.
  rule(
    'ashwagandha',
    ['antipsychotic', 'antiepileptic'],
    'Not with antipsychotics or anti-seizure medicines unless your doctor agrees: it adds to their drowsiness',
    {
      kind: 'exclude',
      note: 'We left out ashwagandha because it can add to the drowsiness of antipsychotic and anti-seizure medicines.',
      ifAlreadyTaking: 'Ashwagandha can add to the drowsiness of your medicine; ask your doctor before continuing it, and do not drive if you feel sleepy.',
    },
    S.nccihAshwagandha,
  ),
  // NCCIH does not recommend ashwagandha with thyroid disorders, so it is left out rather than cautioned.
  rule(
    'ashwagandha',
    ['levothyroxine'],
    'Can change thyroid hormone levels; not with an underactive thyroid or levothyroxine unless your doctor agrees',
    {
      kind: 'exclude',
      note: 'We left out ashwagandha because it can change thyroid hormone levels and is not advised with an underactive thyroid or levothyroxine.',
      ifAlreadyTaking: 'Ashwagandha can change thyroid hormone levels; ask your doctor before combining it with levothyroxine.',
    },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['antithyroid'],
    'Not with an overactive thyroid or antithyroid medicine: it may raise thyroid hormone levels',
    { kind: 'exclude', note: 'We left out ashwagandha because it may raise thyroid hormone levels, which is not advised with an overactive thyroid or antithyroid medicine.' },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['glucose_lowering', 'metformin'],
    'Not with diabetes medicines unless your doctor agrees: it may lower blood sugar further',
    {
      kind: 'exclude',
      note: 'We left out ashwagandha because it may lower blood sugar, which adds to your diabetes medicine and can cause a hypo.',
      ifAlreadyTaking: 'Ashwagandha may lower blood sugar; with diabetes medicine, ask your doctor before continuing it, check your sugar more often and watch for signs of a hypo.',
    },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['blood_pressure', 'diuretic'],
    'Not with blood-pressure medicines unless your doctor agrees: it may lower blood pressure further',
    {
      kind: 'exclude',
      note: 'We left out ashwagandha because it may lower blood pressure, which adds to your blood-pressure medicine and can make you dizzy.',
      ifAlreadyTaking: 'Ashwagandha may lower blood pressure; ask your doctor before continuing it, check your readings and tell your doctor if you feel dizzy.',
    },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['immunosuppressant', 'autoimmune_disease'],
    'Avoid with autoimmune disease or immune-suppressing medicines (such as after a transplant): it may stimulate the immune system',
    {
      kind: 'exclude',
      note: 'We left out ashwagandha because it may stimulate the immune system, which is not advised with autoimmune disease or immune-suppressing medicine.',
    },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['hormone_sensitive_cancer', 'cancer_treatment'],
    'Not with hormone-sensitive prostate cancer or during cancer treatment: it may raise male hormone levels',
    {
      kind: 'exclude',
      note: 'We left out ashwagandha because it may raise male hormone levels and is not advised with hormone-sensitive cancer or during cancer treatment.',
    },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['surgery'],
    'Stop 2 weeks before surgery or a dental procedure: it may add to the effect of anaesthetics',
    {
      kind: 'exclude',
      note: 'We left out ashwagandha because it may add to the effect of anaesthetics and other medicines used in surgery; stop it 2 weeks before.',
    },
    S.nccihAshwagandha,
  ),
  rule(
    'ashwagandha',
    ['digoxin'],
    'Can upset digoxin blood tests; tell your doctor if you take digoxin',
    { kind: 'caution', caution: 'Ashwagandha can make digoxin blood tests read falsely high; tell your doctor you take it before your next test.' },
    S.pubmedAshwagandhaDigoxin,
  ),
  rule(
    'ashwagandha',
    ['tb_treatment'],
    'Not during TB treatment: both can harm the liver',
    { kind: 'exclude', note: 'We left out ashwagandha because rare liver injury has been reported with it, and TB medicines such as isoniazid and rifampicin can harm the liver too.' },
    S.liverToxAshwagandha,
  ),
  // Liver disease stops the engine; this entry carries the product-page caution.
  rule(
    'ashwagandha',
    ['liver_disease'],
    'Not with liver disease unless your doctor agrees',
    { kind: 'exclude', note: 'We left out ashwagandha because rare liver injury has been reported with it.' },
    S.liverToxAshwagandha,
  ),

  // ── Rhodiola ────────────────────────────────────────────────────────────────
  // Excluded rather than cautioned with antidepressants: it has MAO-inhibiting and serotonergic
  // activity in laboratory studies and has never been tested for safety alongside them.
  rule(
    'rhodiola-rosea',
    ['ssri_snri'],
    PC_ANTIDEPRESSANTS_RHODIOLA,
    {
      kind: 'exclude',
      note: 'We left out rhodiola because it may add to the serotonin effects of your antidepressant and has not been tested safely alongside SSRIs or SNRIs.',
    },
    S.nccihRhodiola,
  ),
  rule(
    'rhodiola-rosea',
    ['tricyclic'],
    PC_ANTIDEPRESSANTS_RHODIOLA,
    {
      kind: 'exclude',
      note: 'We left out rhodiola because it may add to the effects of your antidepressant and has not been tested safely alongside tricyclic antidepressants.',
    },
    S.nccihRhodiola,
  ),
  rule(
    'rhodiola-rosea',
    ['maoi'],
    PC_ANTIDEPRESSANTS_RHODIOLA,
    {
      kind: 'exclude',
      note: 'We left out rhodiola because in laboratory studies it blocks the same enzyme (MAO) as your antidepressant, so together they may act too strongly.',
    },
    S.nccihRhodiola,
  ),
  rule(
    'rhodiola-rosea',
    ['pregnancy_breastfeeding'],
    'Not in pregnancy or breastfeeding: safety is unknown',
    { kind: 'exclude', note: 'We left out rhodiola because its safety in pregnancy and breastfeeding is unknown.' },
    S.nccihRhodiola,
  ),
  // Lithium too: a brand such as Lithosun names the medicine, not the condition, and lithium is given for bipolar disorder.
  rule(
    'rhodiola-rosea',
    ['bipolar_disorder', 'lithium'],
    'Avoid with bipolar disorder or lithium: it may trigger agitation or mania',
    {
      kind: 'exclude',
      note: 'We left out rhodiola because it has antidepressant-like effects and may trigger agitation or mania with bipolar disorder, which lithium is given for.',
    },
    S.nccihRhodiola,
  ),
  rule(
    'rhodiola-rosea',
    ['surgery'],
    'Stop 2 weeks before surgery or a dental procedure',
    { kind: 'caution', caution: 'Stop rhodiola 2 weeks before your surgery or dental procedure and tell your surgeon or dentist that you take it.' },
    S.pubmedHerbalSurgery,
  ),

  // ── Green tea extract ───────────────────────────────────────────────────────
  rule(
    'green-tea-extract',
    ['anticoagulant'],
    PC_BLEEDING_MEDICINES,
    { kind: 'exclude', note: 'We left out green tea extract because concentrated green tea can change how blood thinners work and add to bleeding risk.' },
    S.nccihGreenTea,
  ),
  rule(
    'green-tea-extract',
    ['antiplatelet'],
    PC_BLEEDING_MEDICINES,
    { kind: 'exclude', note: 'We left out green tea extract because concentrated green tea may add to the bleeding risk of antiplatelet medicines.' },
    S.nccihGreenTea,
  ),
  rule(
    'green-tea-extract',
    ['bleeding_disorder'],
    'Not with a bleeding disorder or low platelets',
    { kind: 'exclude', note: 'We left out green tea extract because concentrated green tea may add to bleeding risk with a bleeding disorder or low platelets.' },
    S.nccihGreenTea,
  ),
  rule(
    'green-tea-extract',
    ['surgery'],
    'Stop 2 weeks before surgery or a dental procedure',
    { kind: 'exclude', note: 'We left out green tea extract because concentrated herbal extracts should be stopped 2 weeks before surgery or a dental procedure.' },
    S.pubmedHerbalSurgery,
  ),
  rule(
    'green-tea-extract',
    ['methotrexate'],
    'Not with methotrexate: both can strain the liver',
    { kind: 'exclude', note: 'We left out green tea extract because both it and methotrexate can strain the liver.' },
    S.liverTox,
  ),
  rule(
    'green-tea-extract',
    ['pregnancy_breastfeeding'],
    'Not in pregnancy or breastfeeding',
    {
      kind: 'exclude',
      note: 'We left out green tea extract because concentrated extracts carry caffeine and a liver risk and are not advised in pregnancy or breastfeeding.',
    },
    S.nccihGreenTea,
  ),
  rule(
    'green-tea-extract',
    ['maoi'],
    'Not with MAO inhibitors (such as phenelzine): its caffeine can raise blood pressure dangerously',
    { kind: 'exclude', note: 'We left out green tea extract because its caffeine can cause a dangerous rise in blood pressure with an MAO inhibitor.' },
    S.labelPhenelzine,
  ),
  // The matcher reads "lithium" as bipolar disorder too, so the sentence must hold for both:
  // caffeine shifts lithium levels and disturbs sleep, and lost sleep can unsettle bipolar disorder.
  rule(
    'green-tea-extract',
    ['lithium', 'bipolar_disorder'],
    'Not with lithium or bipolar disorder: its caffeine can change lithium levels and disturb sleep',
    {
      kind: 'exclude',
      note: 'We left out green tea extract because its caffeine can change lithium levels and disturb sleep, and both can unsettle bipolar disorder.',
    },
    S.pubmedCaffeineLithium,
  ),
  // Caffeine and clozapine share CYP1A2; a class-level exclusion is simpler than naming each antipsychotic.
  rule(
    'green-tea-extract',
    ['antipsychotic'],
    'Not with antipsychotics such as clozapine: its caffeine can raise their levels',
    { kind: 'exclude', note: 'We left out green tea extract because its caffeine can raise the levels of some antipsychotics, such as clozapine.' },
    S.labelClozapine,
  ),
  // The class cannot tell nadolol from other blood-pressure medicines, so the extract is left out for all.
  rule(
    'green-tea-extract',
    ['blood_pressure'],
    'Can reduce the effect of some blood-pressure medicines (such as nadolol)',
    {
      kind: 'exclude',
      note: 'We left out green tea extract because it can lower the levels of some blood-pressure medicines (such as nadolol), and its caffeine can raise blood pressure.',
    },
    S.nccihGreenTea,
  ),
  rule(
    'green-tea-extract',
    ['heart_rhythm'],
    'Not with atrial fibrillation or another heart rhythm problem: its caffeine can cause palpitations',
    { kind: 'exclude', note: 'We left out green tea extract because its caffeine can cause palpitations with a heart rhythm problem.' },
    S.nccihGreenTea,
  ),
  // Stimulant labels warn of raised heart rate and blood pressure; the extract's caffeine adds to both.
  rule(
    'green-tea-extract',
    ['adhd_medicine'],
    'Not with ADHD medicines: its caffeine adds to their effect on heart rate, blood pressure and sleep',
    { kind: 'exclude', note: 'We left out green tea extract because its caffeine adds to the faster heart rate, higher blood pressure and poor sleep that ADHD medicines can cause.' },
    S.labelMethylphenidate,
  ),
  rule(
    'green-tea-extract',
    ['tb_treatment'],
    'Not during TB treatment: both can harm the liver',
    { kind: 'exclude', note: 'We left out green tea extract because concentrated extracts have caused liver injury, and TB medicines such as isoniazid and rifampicin can harm the liver too.' },
    S.liverTox,
  ),
  // Liver disease stops the engine; this entry carries the product-page caution.
  rule(
    'green-tea-extract',
    ['liver_disease'],
    'Not with liver disease',
    { kind: 'exclude', note: 'We left out green tea extract because concentrated extracts have caused liver injury.' },
    S.liverTox,
  ),

  // ── Glucomannan ─────────────────────────────────────────────────────────────
  rule(
    'glucomannan',
    ['pregnancy_breastfeeding'],
    'Not in pregnancy or breastfeeding',
    { kind: 'exclude', note: 'We left out glucomannan because weight-loss supplements are not advised in pregnancy or breastfeeding.' },
    S.odsWeightLoss,
  ),
  rule(
    'glucomannan',
    ['swallowing_difficulty'],
    'Do not take if you have trouble swallowing or a narrowed oesophagus or bowel',
    {
      kind: 'exclude',
      note: 'We left out glucomannan because it swells in water and can cause choking or a blockage when swallowing is difficult or the gut is narrowed.',
    },
    S.fdaSwellingGums,
  ),
  // GLP-1 medicines slow the stomach and curb appetite; a fibre that swells in the stomach adds to
  // their fullness and nausea, and the FDA requires a choking and blockage warning for such gums.
  rule(
    'glucomannan',
    ['glp1_agonist'],
    'Not with GLP-1 or tirzepatide medicines (such as Ozempic or Mounjaro): they slow the stomach, in which this fibre swells',
    {
      kind: 'exclude',
      note: 'We left out glucomannan because your GLP-1 medicine (such as Ozempic, Wegovy or Mounjaro) already slows your stomach and curbs appetite; a fibre that swells in the stomach adds to nausea and fullness and could cause a blockage.',
    },
    S.labelSemaglutide,
  ),
  rule(
    'glucomannan',
    ['bariatric_surgery'],
    'Not for bariatric patients (after a sleeve, bypass or band): it swells and can block the smaller stomach',
    {
      kind: 'exclude',
      note: 'We left out glucomannan because after weight-loss surgery a fibre that swells in water can block the smaller stomach or the join to the bowel.',
    },
    S.fdaSwellingGums,
  ),
  rule(
    'glucomannan',
    ['glucose_lowering', 'metformin'],
    'May lower blood sugar with diabetes medicines; check your sugar more often',
    {
      kind: 'caution',
      caution:
        'Glucomannan may lower blood sugar with diabetes medicines; take your medicines at least 1 hour before or 4 hours after it and check your sugar more often.',
    },
    S.odsWeightLoss,
  ),
  // Lithium needs steady blood levels; bulk fibre taken at the same time can lower its absorption.
  // The matcher reads "lithium" as bipolar disorder too, so the wording is conditional on lithium.
  rule(
    'glucomannan',
    ['lithium', 'bipolar_disorder'],
    'If you take lithium, take it at least 1 hour before or 4 hours after this',
    {
      kind: 'space',
      caution: 'If you take lithium, take it at least 1 hour before or 4 hours after glucomannan, because fibre can lower how much lithium you absorb.',
    },
    S.labelLithium,
  ),
  rule(
    'glucomannan',
    ['digoxin'],
    'Take digoxin at least 1 hour before or 4 hours after it',
    { kind: 'space', caution: 'Take your digoxin at least 1 hour before or 4 hours after glucomannan, because fibre can lower how much digoxin you absorb.' },
    S.labelDigoxin,
  ),
  rule(
    'glucomannan',
    ['levothyroxine'],
    PC_LEVO,
    { kind: 'space', caution: 'Take glucomannan at least 4 hours apart from your levothyroxine, because fibre stops it from being absorbed.' },
    S.labelLevothyroxine,
  ),

  // ── Coenzyme Q10 ────────────────────────────────────────────────────────────
  rule(
    'coq10',
    ['anticoagulant'],
    'May make warfarin less effective; do not take it with warfarin unless your doctor monitors you',
    { kind: 'exclude', note: 'We left out coenzyme Q10 because it can make warfarin less effective and has not been shown safe with other blood thinners.' },
    S.nccihCoq10,
  ),
  rule(
    'coq10',
    ['pregnancy_breastfeeding'],
    'Safety in pregnancy and breastfeeding is not established',
    { kind: 'exclude', note: 'We left out coenzyme Q10 because its safety in pregnancy and breastfeeding has not been established.' },
    S.nccihCoq10,
  ),
  rule(
    'coq10',
    ['blood_pressure', 'diuretic'],
    'May lower blood pressure slightly; take care with blood-pressure medicines',
    { kind: 'caution', caution: 'Coenzyme Q10 may lower blood pressure slightly; check your readings and tell your doctor if you feel dizzy.' },
    S.nccihCoq10,
  ),
  rule(
    'coq10',
    ['glucose_lowering', 'metformin'],
    'May lower blood sugar slightly; take care with diabetes medicines',
    { kind: 'caution', caution: 'Coenzyme Q10 may lower blood sugar slightly; check your sugar more often when you start it.' },
    S.nccihCoq10,
  ),
];
