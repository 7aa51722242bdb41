import type { SafetyPersona } from '../persona';
import {
  meds, health, concernBox, BASE_MAN, ENERGY_WOMAN, ENERGY_WOMAN_30, IMMUNITY_WOMAN, IMMUNITY_MAN, FOCUS_MAN, FOCUS_WOMAN, WEIGHT_WOMAN,
  WEIGHT_MAN, AGING_WOMAN_46, AGING_WOMAN_56, DIGESTION_MAN, SLEEP_STRESS_WOMAN, SKIN_AGING_MAN_46,
  CALCIUM, FOLATE, IRON, OMEGA_3, VITAMIN_C, VITAMIN_E, NCCIH_ASHWAGANDHA, NCCIH_GREEN_TEA, LIVERTOX_ASHWAGANDHA, dailymed,
} from '../persona-answers';

/**
 * Eighth set: the knowledge gaps an outside test found (issue P, item 4). Families common in the
 * UAE that the screen did not know, so the person got no specific caution: GLP-1 and GIP/GLP-1
 * medicines (what they add beyond lowering glucose), ADHD medicines, HIV integrase inhibitors, TB
 * treatment, iron-chelating medicines, prescription omega-3, calcium antacids, pregnancy in
 * Hindi/Urdu idioms, and a past weight-loss operation. Written from the references beside each
 * case before the engine ran on them, in English, Arabic script and Hinglish/Urdu. Ids start at 901.
 *
 * What a safe plan must and must not contain, by family:
 * - GLP-1 / tirzepatide: no glucomannan (a fibre that swells in a stomach the medicine already
 *   empties slowly, FDA choking/obstruction warning for swelling gums), no ashwagandha beside a
 *   glucose-lowering medicine (NCCIH), a word on dehydration (labels: acute kidney injury after
 *   vomiting and diarrhoea), the Rybelsus 30-minute rule, tirzepatide and the contraceptive pill,
 *   Wegovy stopped 2 months before a planned pregnancy;
 * - ADHD medicines: no green tea extract (caffeine on top of a stimulant's raised heart rate and
 *   blood pressure), a caffeine note; amphetamines: vitamin C and acidic juices lower absorption;
 * - integrase inhibitors: iron, calcium, magnesium, zinc and multivitamins 2 hours after or 6
 *   hours before (dolutegravir label, the widest window of the class);
 * - TB treatment: no green tea extract or ashwagandha (both have caused liver injury; isoniazid and
 *   rifampicin are liver-toxic), vitamin B6 with isoniazid, rifampicin and hormonal contraception;
 * - iron chelators: no iron, no vitamin C supplement unless the haematologist prescribes it, no
 *   iron-containing multivitamin; deferiprone 4 hours from mineral supplements; deferasirox not with
 *   aluminium antacids;
 * - prescription omega-3: no fish-oil supplement on top of it (a doubled dose), bleeding;
 * - calcium antacids: counted in the calcium total, spaced from levothyroxine, quinolones and
 *   bisphosphonates;
 * - pregnancy in Hindi/Urdu: as pregnancy (no ashwagandha or rhodiola, folic acid);
 * - a past sleeve or bypass: B12 and calcium citrate for life, no swelling fibre.
 */

const FDA_SWELLING_GUMS = 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfcfr/CFRSearch.cfm?fr=201.319';
const emc = (query: string) => `https://www.medicines.org.uk/emc/search?q=${query}`;
/** ASMBS Integrated Health Nutritional Guidelines for the Surgical Weight Loss Patient, 2016 update: micronutrients. */
const ASMBS_MICRONUTRIENTS = 'https://pubmed.ncbi.nlm.nih.gov/28392254/';
/** Rennie SmPC: 680 mg calcium carbonate (272 mg calcium) a tablet, usual dose two tablets. */
const RENNIE_SMPC = 'https://www.medicines.org.uk/emc/product/13864/smpc';
const LIVERTOX = 'https://www.ncbi.nlm.nih.gov/books/NBK547852/';

export const EIGHTH_KNOWLEDGE_GAP_PERSONAS: readonly SafetyPersona[] = [
  // ── GLP-1 and GIP/GLP-1 medicines ─────────────────────────────────────────────
  // Ozempic label: slows gastric emptying; GI reactions can dehydrate and injure the kidneys.
  // FDA 21 CFR 201.319: swelling gums can choke or obstruct.
  {
    id: 'glp1_agonist-brand-901',
    cls: 'glp1_agonist',
    style: 'brand',
    answers: { ...WEIGHT_WOMAN, ...meds('Ozempic 0.5 mg every Sunday') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['dehydrat'],
    expectClasses: ['glp1_agonist', 'glucose_lowering'],
    source: `${dailymed('ozempic')} ; ${FDA_SWELLING_GUMS}`,
  },
  // Mounjaro label: reduced efficacy of oral hormonal contraceptives after starting and each dose
  // increase; delayed gastric emptying.
  {
    id: 'glp1_agonist-brand-902',
    cls: 'glp1_agonist',
    style: 'brand',
    answers: { ...WEIGHT_WOMAN, ...meds('Mounjaro 5mg weekly injection for weight') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['contracepti'],
    expectClasses: ['glp1_agonist', 'glucose_lowering'],
    source: `${dailymed('mounjaro')} ; ${FDA_SWELLING_GUMS}`,
  },
  // Rybelsus label: take on waking with up to 120 ml of plain water, 30 minutes before food, drink or other oral medicines.
  {
    id: 'glp1_agonist-dose-903',
    cls: 'glp1_agonist',
    style: 'dose',
    answers: { ...WEIGHT_MAN, ...meds('Rybelsus 7mg every morning') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['30 minutes'],
    expectClasses: ['glp1_agonist', 'glucose_lowering'],
    source: `${dailymed('rybelsus')} ; ${FDA_SWELLING_GUMS}`,
  },
  // Wegovy label (Arabic: "I take the Wegovy injection every week"); NCCIH: ashwagandha may lower blood sugar.
  {
    id: 'glp1_agonist-arabic-904',
    cls: 'glp1_agonist',
    style: 'arabic',
    answers: meds('آخذ ابرة ويجوفي كل أسبوع'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['dehydrat'],
    expectClasses: ['glp1_agonist', 'glucose_lowering'],
    source: `${dailymed('wegovy')} ; ${NCCIH_ASHWAGANDHA}`,
  },
  // Tirzepatide label, Arabic script ("Mounjaro injection for slimming").
  {
    id: 'glp1_agonist-arabic-905',
    cls: 'glp1_agonist',
    style: 'arabic',
    answers: { ...WEIGHT_WOMAN, ...meds('ابرة مونجارو للتنحيف') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['contracepti'],
    expectClasses: ['glp1_agonist'],
    source: `${dailymed('mounjaro')} ; ${FDA_SWELLING_GUMS}`,
  },
  // Saxenda (liraglutide) label: GI reactions, dehydration.
  {
    id: 'glp1_agonist-brand-906',
    cls: 'glp1_agonist',
    style: 'brand',
    answers: { ...WEIGHT_MAN, ...meds('Saxenda 3mg daily pen') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['dehydrat'],
    expectClasses: ['glp1_agonist', 'glucose_lowering'],
    source: `${dailymed('saxenda')} ; ${FDA_SWELLING_GUMS}`,
  },
  // Trulicity (dulaglutide) label, Hinglish ("I put the Trulicity injection every week, with metformin").
  {
    id: 'glp1_agonist-transliteration-907',
    cls: 'glp1_agonist',
    style: 'transliteration',
    answers: { ...BASE_MAN, ...meds('Trulicity ka injection har hafte lagata hoon, saath mein metformin') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['dehydrat'],
    expectClasses: ['glp1_agonist', 'glucose_lowering', 'metformin'],
    source: `${dailymed('trulicity')} ; ${NCCIH_ASHWAGANDHA}`,
  },
  // Mounjaro misspelt as it is said ("Monjaro") — the label's contraceptive warning.
  {
    id: 'glp1_agonist-typo-908',
    cls: 'glp1_agonist',
    style: 'typo',
    answers: { ...WEIGHT_WOMAN, ...meds('monjaro 2.5') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['contracepti'],
    expectClasses: ['glp1_agonist'],
    source: `${dailymed('mounjaro')} ; ${FDA_SWELLING_GUMS}`,
  },
  // Wegovy label: stop at least 2 months before a planned pregnancy.
  {
    id: 'glp1_agonist-health-box-909',
    cls: 'glp1_agonist',
    style: 'health-box',
    answers: { ...WEIGHT_WOMAN, ...meds('Wegovy 1.7'), ...health('trying to conceive next year') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['2 months'],
    expectClasses: ['glp1_agonist', 'pregnancy_breastfeeding'],
    source: dailymed('wegovy'),
  },
  // Byetta (exenatide) label: GI reactions; NCCIH ashwagandha with diabetes medicines.
  {
    id: 'glp1_agonist-english-910',
    cls: 'glp1_agonist',
    style: 'english',
    answers: meds('exenatide (Byetta) twice a day before meals'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['dehydrat'],
    expectClasses: ['glp1_agonist', 'glucose_lowering'],
    source: `${dailymed('exenatide')} ; ${NCCIH_ASHWAGANDHA}`,
  },

  // ── ADHD medicines ───────────────────────────────────────────────────────────
  // Ritalin label: raises blood pressure and heart rate; NCCIH green tea: its caffeine is a stimulant.
  {
    id: 'adhd_medicine-brand-911',
    cls: 'adhd_medicine',
    style: 'brand',
    answers: { ...FOCUS_MAN, ...meds('Ritalin 10mg morning and noon') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${dailymed('methylphenidate')} ; ${NCCIH_GREEN_TEA}`,
  },
  {
    id: 'adhd_medicine-dose-912',
    cls: 'adhd_medicine',
    style: 'dose',
    answers: { ...FOCUS_WOMAN, ...meds('Concerta 36 mg') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${dailymed('concerta')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Medikinet (methylphenidate, EMC), Hinglish ("I take Medikinet for ADHD").
  {
    id: 'adhd_medicine-transliteration-913',
    cls: 'adhd_medicine',
    style: 'transliteration',
    answers: { ...FOCUS_MAN, ...meds('ADHD ke liye Medikinet leta hoon') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${emc('medikinet')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Vyvanse (lisdexamfetamine) label: raised blood pressure and heart rate; acidifying agents lower amphetamine levels.
  {
    id: 'adhd_medicine-brand-914',
    cls: 'adhd_medicine',
    style: 'brand',
    answers: { ...FOCUS_MAN, ...meds('Vyvanse 30') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${dailymed('vyvanse')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Elvanse is the UK/EU name of lisdexamfetamine (EMC).
  {
    id: 'adhd_medicine-brand-915',
    cls: 'adhd_medicine',
    style: 'brand',
    answers: { ...FOCUS_WOMAN, ...meds('Elvanse Adult 50mg') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${emc('elvanse')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Adderall label: gastrointestinal acidifying agents (ascorbic acid, fruit juices) lower amphetamine absorption.
  {
    id: 'adhd_medicine-brand-916',
    cls: 'adhd_medicine',
    style: 'brand',
    answers: { ...FOCUS_MAN, ...meds('Adderall XR 20mg') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['vitamin c'],
    expectClasses: ['adhd_medicine'],
    source: `${dailymed('adderall')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Strattera (atomoxetine) label: increases heart rate and blood pressure.
  {
    id: 'adhd_medicine-english-917',
    cls: 'adhd_medicine',
    style: 'english',
    answers: { ...FOCUS_WOMAN, ...meds('atomoxetine (Strattera) 40mg, the non-stimulant one') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${dailymed('atomoxetine')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Methylphenidate label, Arabic script ("Ritalin for attention deficit").
  {
    id: 'adhd_medicine-arabic-918',
    cls: 'adhd_medicine',
    style: 'arabic',
    answers: { ...FOCUS_MAN, ...meds('ريتالين لتشتت الانتباه') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${dailymed('methylphenidate')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Methylphenidate label, a lay phrase.
  {
    id: 'adhd_medicine-vague-919',
    cls: 'adhd_medicine',
    style: 'vague',
    answers: { ...FOCUS_WOMAN, ...meds('my ADHD meds') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['caffeine'],
    expectClasses: ['adhd_medicine'],
    source: `${dailymed('methylphenidate')} ; ${NCCIH_GREEN_TEA}`,
  },

  // ── HIV integrase inhibitors ─────────────────────────────────────────────────
  // Tivicay label: 2 hours before or 6 hours after cation-containing antacids, laxatives and oral
  // iron or calcium supplements (or with food for calcium/iron). IMMUNITY_WOMAN plans zinc.
  {
    id: 'integrase_inhibitor-brand-920',
    cls: 'integrase_inhibitor',
    style: 'brand',
    answers: { ...IMMUNITY_WOMAN, ...meds('Tivicay 50mg once daily') },
    mustNotRecommend: [],
    mustMention: ['6 hours'],
    expectClasses: ['integrase_inhibitor'],
    source: dailymed('tivicay'),
  },
  // Triumeq (dolutegravir/abacavir/lamivudine) label: the dolutegravir cation spacing.
  {
    id: 'integrase_inhibitor-brand-921',
    cls: 'integrase_inhibitor',
    style: 'brand',
    answers: { ...IMMUNITY_MAN, ...meds('Triumeq one tablet at night') },
    mustNotRecommend: [],
    mustMention: ['6 hours'],
    expectClasses: ['integrase_inhibitor'],
    source: dailymed('triumeq'),
  },
  // Dovato (dolutegravir/lamivudine) label, Arabic script.
  {
    id: 'integrase_inhibitor-arabic-922',
    cls: 'integrase_inhibitor',
    style: 'arabic',
    answers: { ...IMMUNITY_MAN, ...meds('دوفاتو حبة يوميا') },
    mustNotRecommend: [],
    mustMention: ['6 hours'],
    expectClasses: ['integrase_inhibitor'],
    source: dailymed('dovato'),
  },
  // Juluca (dolutegravir/rilpivirine) label: cation spacing for the dolutegravir.
  {
    id: 'integrase_inhibitor-brand-923',
    cls: 'integrase_inhibitor',
    style: 'brand',
    answers: { ...IMMUNITY_WOMAN, ...meds('Juluca with dinner') },
    mustNotRecommend: [],
    mustMention: ['6 hours'],
    expectClasses: ['integrase_inhibitor'],
    source: dailymed('juluca'),
  },
  // Biktarvy label: with calcium or iron only together with food; antacids not with or after it.
  // Hinglish ("I take Biktarvy, for HIV").
  {
    id: 'integrase_inhibitor-transliteration-924',
    cls: 'integrase_inhibitor',
    style: 'transliteration',
    answers: { ...IMMUNITY_MAN, ...meds('Biktarvy leta hoon, HIV ke liye') },
    mustNotRecommend: [],
    mustMention: ['6 hours'],
    expectClasses: ['integrase_inhibitor'],
    source: dailymed('biktarvy'),
  },
  // Isentress (raltegravir) label: aluminium/magnesium antacids not recommended; calcium carbonate antacids with once-daily dosing not recommended.
  {
    id: 'integrase_inhibitor-dose-925',
    cls: 'integrase_inhibitor',
    style: 'dose',
    answers: { ...IMMUNITY_WOMAN, ...meds('raltegravir 400mg twice daily') },
    mustNotRecommend: [],
    mustMention: ['6 hours'],
    expectClasses: ['integrase_inhibitor'],
    source: dailymed('isentress'),
  },
  // Genvoya (elvitegravir/cobicistat) label: separate antacids by at least 2 hours; St John's wort contraindicated.
  {
    id: 'integrase_inhibitor-brand-926',
    cls: 'integrase_inhibitor',
    style: 'brand',
    answers: { ...IMMUNITY_MAN, ...meds('Genvoya daily') },
    mustNotRecommend: [],
    mustMention: ['6 hours', 'john'],
    expectClasses: ['integrase_inhibitor'],
    source: dailymed('genvoya'),
  },
  // Vocabria (oral cabotegravir) SmPC: antacids with polyvalent cations 2 hours before or 4 hours after.
  {
    id: 'integrase_inhibitor-english-927',
    cls: 'integrase_inhibitor',
    style: 'english',
    answers: { ...IMMUNITY_WOMAN, ...meds('cabotegravir tablets (oral lead-in) before the injections') },
    mustNotRecommend: [],
    mustMention: ['6 hours'],
    expectClasses: ['integrase_inhibitor'],
    source: emc('vocabria'),
  },

  // ── TB treatment ─────────────────────────────────────────────────────────────
  // Isoniazid label: hepatitis warning, pyridoxine to prevent neuropathy. LiverTox: ashwagandha
  // liver injury. BASE plans ashwagandha.
  {
    id: 'tb_treatment-english-928',
    cls: 'tb_treatment',
    style: 'english',
    answers: meds('isoniazid 300mg for latent TB, 6 months'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['b6', 'liver'],
    expectClasses: ['tb_treatment'],
    source: `${dailymed('isoniazid')} ; ${LIVERTOX_ASHWAGANDHA}`,
  },
  // Rifampin label: hepatotoxicity; reduces the effect of hormonal contraceptives. NCCIH green tea: liver injury.
  {
    id: 'tb_treatment-english-929',
    cls: 'tb_treatment',
    style: 'english',
    answers: { ...FOCUS_WOMAN, ...meds('rifampicin 600 mg') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['liver', 'contracepti'],
    expectClasses: ['tb_treatment'],
    source: `${dailymed('rifampin')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Rifinah (rifampicin + isoniazid) SmPC.
  {
    id: 'tb_treatment-brand-930',
    cls: 'tb_treatment',
    style: 'brand',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('Rifinah 300 two tablets before breakfast') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['b6'],
    expectClasses: ['tb_treatment'],
    source: `${emc('rifinah')} ; ${LIVERTOX_ASHWAGANDHA}`,
  },
  // Rifater (rifampicin + isoniazid + pyrazinamide) SmPC.
  {
    id: 'tb_treatment-brand-931',
    cls: 'tb_treatment',
    style: 'brand',
    answers: { ...FOCUS_MAN, ...meds('Rifater') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['liver'],
    expectClasses: ['tb_treatment'],
    source: `${emc('rifater')} ; ${NCCIH_GREEN_TEA}`,
  },
  // Voractiv (rifampicin, isoniazid, pyrazinamide, ethambutol) SmPC.
  {
    id: 'tb_treatment-brand-932',
    cls: 'tb_treatment',
    style: 'brand',
    answers: { ...BASE_MAN, ...meds('Voractiv 4 tablets daily') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['b6'],
    expectClasses: ['tb_treatment'],
    source: `${emc('voractiv')} ; ${LIVERTOX_ASHWAGANDHA}`,
  },
  // Isoniazid label, Arabic ("TB treatment for six months").
  {
    id: 'tb_treatment-arabic-933',
    cls: 'tb_treatment',
    style: 'arabic',
    answers: meds('علاج السل لمدة ستة شهور'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['tb_treatment'],
    source: `${dailymed('isoniazid')} ; ${LIVERTOX_ASHWAGANDHA}`,
  },
  // Isoniazid label, Hinglish ("TB medicine is going on").
  {
    id: 'tb_treatment-transliteration-934',
    cls: 'tb_treatment',
    style: 'transliteration',
    answers: { ...FOCUS_MAN, ...meds('TB ki dawai chal rahi hai') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['liver'],
    expectClasses: ['tb_treatment'],
    source: `${dailymed('isoniazid')} ; ${LIVERTOX}`,
  },

  // ── Iron-chelating medicines ─────────────────────────────────────────────────
  // Exjade label and NIH ODS iron: no iron supplements in iron overload. ENERGY_WOMAN_30 plans iron.
  {
    id: 'iron_chelator-brand-935',
    cls: 'iron_chelator',
    style: 'brand',
    answers: { ...ENERGY_WOMAN_30, ...meds('Exjade 1000mg daily') },
    mustNotRecommend: ['iron'],
    mustMention: ['aluminium'],
    expectClasses: ['iron_chelator', 'iron_overload'],
    source: `${dailymed('deferasirox')} ; ${IRON}`,
  },
  // Jadenu label; ODS vitamin C raises iron absorption. IMMUNITY_WOMAN plans vitamin C.
  {
    id: 'iron_chelator-brand-936',
    cls: 'iron_chelator',
    style: 'brand',
    answers: { ...IMMUNITY_WOMAN, ...meds('Jadenu 360mg x3') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['aluminium'],
    expectClasses: ['iron_chelator', 'iron_overload'],
    source: `${dailymed('jadenu')} ; ${VITAMIN_C}`,
  },
  // Desferal label: vitamin C only under medical supervision, after the first month, up to 200 mg a day.
  {
    id: 'iron_chelator-brand-937',
    cls: 'iron_chelator',
    style: 'brand',
    answers: { ...IMMUNITY_WOMAN, ...meds('Desferal pump 5 nights a week') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['haematologist'],
    expectClasses: ['iron_chelator', 'iron_overload'],
    source: dailymed('deferoxamine'),
  },
  // Ferriprox label: at least 4 hours between it and medicines or supplements with polyvalent cations (iron, aluminium, zinc).
  {
    id: 'iron_chelator-dose-938',
    cls: 'iron_chelator',
    style: 'dose',
    answers: { ...IMMUNITY_WOMAN, ...meds('Ferriprox 1000 three times a day') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['4 hours'],
    expectClasses: ['iron_chelator', 'iron_overload'],
    source: dailymed('ferriprox'),
  },
  // Desferal label, Arabic ("Desferal injections for thalassaemia").
  {
    id: 'iron_chelator-arabic-939',
    cls: 'iron_chelator',
    style: 'arabic',
    answers: { ...ENERGY_WOMAN, ...meds('ابر ديسفرال للثلاسيميا') },
    mustNotRecommend: ['iron'],
    mustMention: ['haematologist'],
    expectClasses: ['iron_chelator', 'iron_overload'],
    source: `${dailymed('deferoxamine')} ; ${IRON}`,
  },
  // Exjade label, Hinglish ("I have thalassemia major, I take Exjade").
  {
    id: 'iron_chelator-transliteration-940',
    cls: 'iron_chelator',
    style: 'transliteration',
    answers: { ...ENERGY_WOMAN_30, ...meds('thalassemia major hai, Exjade leti hoon') },
    mustNotRecommend: ['iron'],
    mustMention: ['aluminium'],
    expectClasses: ['iron_chelator', 'iron_overload'],
    source: `${dailymed('deferasirox')} ; ${IRON}`,
  },
  // Deferiprone label: 4-hour gap from polyvalent cations; Arabic script ("Ferriprox").
  {
    id: 'iron_chelator-arabic-941',
    cls: 'iron_chelator',
    style: 'arabic',
    answers: { ...IMMUNITY_MAN, ...meds('فيريبروكس ثلاث مرات باليوم') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['4 hours'],
    expectClasses: ['iron_chelator', 'iron_overload'],
    source: dailymed('deferiprone'),
  },

  // ── Prescription omega-3 ─────────────────────────────────────────────────────
  // Vascepa label: 4 g a day of icosapent ethyl; bleeding risk, more with antithrombotics; atrial
  // fibrillation. ODS omega-3: count prescription omega-3 with supplements. AGING_WOMAN_46 plans omega-3.
  {
    id: 'prescription_omega3-brand-942',
    cls: 'prescription_omega3',
    style: 'brand',
    answers: { ...AGING_WOMAN_46, ...meds('Vascepa 2 capsules twice daily') },
    mustNotRecommend: ['omega-3'],
    mustMention: ['prescription', 'bleeding'],
    expectClasses: ['prescription_omega3'],
    source: `${dailymed('vascepa')} ; ${OMEGA_3}`,
  },
  // Vazkepa is the EU/UK name of icosapent ethyl (EMC).
  {
    id: 'prescription_omega3-brand-943',
    cls: 'prescription_omega3',
    style: 'brand',
    answers: { ...DIGESTION_MAN, ...meds('Vazkepa from my cardiologist') },
    mustNotRecommend: ['omega-3'],
    mustMention: ['prescription'],
    expectClasses: ['prescription_omega3'],
    source: `${emc('vazkepa')} ; ${OMEGA_3}`,
  },
  // Omacor SmPC (omega-3-acid ethyl esters 90, 1 g capsules).
  {
    id: 'prescription_omega3-dose-944',
    cls: 'prescription_omega3',
    style: 'dose',
    answers: { ...FOCUS_MAN, ...meds('Omacor 1g x 2') },
    mustNotRecommend: ['omega-3'],
    mustMention: ['prescription'],
    expectClasses: ['prescription_omega3'],
    source: `${emc('omacor')} ; ${OMEGA_3}`,
  },
  // Lovaza label: omega-3-acid ethyl esters; monitor with anticoagulants.
  {
    id: 'prescription_omega3-brand-945',
    cls: 'prescription_omega3',
    style: 'brand',
    answers: { ...AGING_WOMAN_46, ...meds('Lovaza 4 caps a day for triglycerides') },
    mustNotRecommend: ['omega-3'],
    mustMention: ['prescription'],
    expectClasses: ['prescription_omega3'],
    source: `${dailymed('lovaza')} ; ${OMEGA_3}`,
  },
  // Vascepa label: bleeding with antithrombotics; ODS vitamin E: bleeding with warfarin. A fish-oil
  // supplement (even capped) on top of 4 g of prescription omega-3 and warfarin is a doubled dose.
  {
    id: 'prescription_omega3-multi-946',
    cls: 'prescription_omega3',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('warfarin 5mg, icosapent ethyl 2g bd') },
    mustNotRecommend: ['omega-3', 'vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['prescription_omega3', 'anticoagulant'],
    source: `${dailymed('vascepa')} ; ${VITAMIN_E}`,
  },
  // Omacor SmPC, Arabic script.
  {
    id: 'prescription_omega3-arabic-947',
    cls: 'prescription_omega3',
    style: 'arabic',
    answers: { ...AGING_WOMAN_46, ...meds('أوماكور كبسولتين يوميا') },
    mustNotRecommend: ['omega-3'],
    mustMention: ['prescription'],
    expectClasses: ['prescription_omega3'],
    source: `${emc('omacor')} ; ${OMEGA_3}`,
  },

  // ── Calcium antacids ─────────────────────────────────────────────────────────
  // Rennie SmPC: 272 mg calcium a tablet, usual dose two (544 mg). ODS calcium: UL 2,000 mg from
  // 51; food ~700 mg + the ticked calcium (600) and multivitamin (200) + two Rennie = 2,044 mg.
  {
    id: 'calcium_antacid-brand-948',
    cls: 'calcium_antacid',
    style: 'brand',
    answers: { ...AGING_WOMAN_56, currentSupplements: ['calcium', 'multivitamin'], ...meds('Rennie after dinner most days') },
    mustNotRecommend: [],
    mustMention: ['upper limit', 'antacid'],
    expectClasses: ['calcium_antacid'],
    source: `${RENNIE_SMPC} ; ${CALCIUM}`,
  },
  // Levothyroxine label: calcium carbonate and antacids 4 hours apart.
  {
    id: 'calcium_antacid-multi-949',
    cls: 'calcium_antacid',
    style: 'multi',
    answers: meds('Eltroxin 100mcg, Tums when I get heartburn'),
    mustNotRecommend: [],
    mustMention: ['antacid', '4 hours'],
    expectClasses: ['calcium_antacid', 'levothyroxine'],
    source: `${dailymed('levothyroxine')} ; ${dailymed('tums')}`,
  },
  // Ciprofloxacin label: 2 hours before or 6 hours after calcium-containing antacids.
  {
    id: 'calcium_antacid-multi-950',
    cls: 'calcium_antacid',
    style: 'multi',
    answers: meds('Cipro 500 for 7 days and Rennie'),
    mustNotRecommend: [],
    mustMention: ['antacid'],
    expectClasses: ['calcium_antacid', 'quinolone_tetracycline'],
    source: `${dailymed('ciprofloxacin')} ; ${RENNIE_SMPC}`,
  },
  // Alendronate label: calcium and antacids interfere with absorption; wait at least 30 minutes.
  {
    id: 'calcium_antacid-multi-951',
    cls: 'calcium_antacid',
    style: 'multi',
    answers: { ...AGING_WOMAN_56, ...meds('Fosamax weekly, Gaviscon Double Action at night') },
    mustNotRecommend: [],
    mustMention: ['antacid'],
    expectClasses: ['calcium_antacid', 'bisphosphonate'],
    source: `${dailymed('alendronate')} ; ${emc('gaviscon+double+action')}`,
  },
  // Rennie SmPC, Arabic script ("Rennie for heartburn").
  {
    id: 'calcium_antacid-arabic-952',
    cls: 'calcium_antacid',
    style: 'arabic',
    answers: meds('ريني للحموضة'),
    mustNotRecommend: [],
    mustMention: ['antacid'],
    expectClasses: ['calcium_antacid'],
    source: RENNIE_SMPC,
  },
  // Gaviscon (original liquid: 160 mg calcium carbonate per 10 ml), Hinglish ("I drink Gaviscon every night").
  {
    id: 'calcium_antacid-transliteration-953',
    cls: 'calcium_antacid',
    style: 'transliteration',
    answers: meds('Gaviscon peeti hoon roz raat ko'),
    mustNotRecommend: [],
    mustMention: ['antacid'],
    expectClasses: ['calcium_antacid'],
    source: emc('gaviscon'),
  },

  // ── Pregnancy in Hindi/Urdu idioms ───────────────────────────────────────────
  // NCCIH: ashwagandha not in pregnancy; ODS folate: 400 mcg folic acid. BASE plans ashwagandha
  // and rhodiola. "pet se hoon" (literally "I am from the stomach") = I am pregnant.
  {
    id: 'pregnancy_breastfeeding-transliteration-954',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('pet se hoon, teesra mahina'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // "umeed se hoon" ("I am with hope") = pregnant.
  {
    id: 'pregnancy_breastfeeding-transliteration-955',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('umeed se hoon'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  {
    id: 'pregnancy_breastfeeding-transliteration-956',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('ummeed se hun, 5 months'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // "pair bhari hai" ("the feet are heavy") = pregnant.
  {
    id: 'pregnancy_breastfeeding-transliteration-957',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('mera pair bhari hai'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  {
    id: 'pregnancy_breastfeeding-transliteration-958',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('bhaari pair hai aajkal'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // "main maa banne wali hoon" ("I am going to become a mother").
  {
    id: 'pregnancy_breastfeeding-transliteration-959',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('main maa banne wali hoon'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // "khushkhabri hai" ("there is good news") with the month of pregnancy beside it.
  {
    id: 'pregnancy_breastfeeding-vague-960',
    cls: 'pregnancy_breastfeeding',
    style: 'vague',
    answers: health('khushkhabri hai, doosra mahina chal raha hai'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // Urdu حاملہ (haamla), transliterated.
  {
    id: 'pregnancy_breastfeeding-transliteration-961',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('haamla hoon'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // Urdu script: میں امید سے ہوں ("I am expecting").
  {
    id: 'pregnancy_breastfeeding-arabic-962',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: health('میں امید سے ہوں'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // Urdu script: میرا پاؤں بھاری ہے ("my foot is heavy").
  {
    id: 'pregnancy_breastfeeding-arabic-963',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: health('میرا پاؤں بھاری ہے'),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },
  // Urdu script: میں ماں بننے والی ہوں ("I am going to become a mother"), typed in the concerns box.
  {
    id: 'pregnancy_breastfeeding-arabic-964',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: concernBox('میں ماں بننے والی ہوں', ['stress']),
    mustNotRecommend: ['ashwagandha', 'rhodiola-rosea'],
    mustMention: ['folic'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  },

  // ── A past weight-loss operation ─────────────────────────────────────────────
  // ASMBS 2016: lifelong B12, calcium (citrate preferred, 1,200–1,500 mg in divided doses), vitamin
  // D, a bariatric multivitamin; FDA 201.319: swelling fibre in a narrowed gut. WEIGHT_WOMAN plans glucomannan.
  {
    id: 'bariatric_surgery-english-965',
    cls: 'bariatric_surgery',
    style: 'english',
    answers: { ...WEIGHT_WOMAN, ...health('I had a sleeve in 2019') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['b12', 'calcium citrate'],
    expectClasses: ['bariatric_surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  },
  {
    id: 'bariatric_surgery-english-966',
    cls: 'bariatric_surgery',
    style: 'english',
    answers: { ...WEIGHT_MAN, ...health('gastric bypass 2018, lost 45 kg') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['b12', 'calcium citrate'],
    expectClasses: ['bariatric_surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  },
  // Arabic: "I did a stomach sleeve 3 years ago".
  {
    id: 'bariatric_surgery-arabic-967',
    cls: 'bariatric_surgery',
    style: 'arabic',
    answers: { ...WEIGHT_WOMAN, ...health('سويت تكميم معدة من ٣ سنوات') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['b12'],
    expectClasses: ['bariatric_surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  },
  // Arabic: "gastric bypass (تحويل مسار) in 2017".
  {
    id: 'bariatric_surgery-arabic-968',
    cls: 'bariatric_surgery',
    style: 'arabic',
    answers: { ...WEIGHT_MAN, ...health('عملت تحويل مسار سنة ٢٠١٧') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['b12'],
    expectClasses: ['bariatric_surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  },
  // Hinglish: "I had a sleeve done in 2020".
  {
    id: 'bariatric_surgery-transliteration-969',
    cls: 'bariatric_surgery',
    style: 'transliteration',
    answers: { ...WEIGHT_WOMAN, ...health('2020 mein sleeve karwaya tha') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['b12'],
    expectClasses: ['bariatric_surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  },
  // Gulf Arabizi: "takmeem" (sleeve).
  {
    id: 'bariatric_surgery-transliteration-970',
    cls: 'bariatric_surgery',
    style: 'transliteration',
    answers: { ...WEIGHT_WOMAN, ...health('msawya takmeem 2016') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['b12'],
    expectClasses: ['bariatric_surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  },
  // Abbreviation as clinics write it.
  {
    id: 'bariatric_surgery-english-971',
    cls: 'bariatric_surgery',
    style: 'english',
    answers: { ...ENERGY_WOMAN, ...health('RYGB 2015, iron low since') },
    mustNotRecommend: [],
    mustMention: ['b12', 'calcium citrate'],
    expectClasses: ['bariatric_surgery'],
    source: ASMBS_MICRONUTRIENTS,
  },
  // ASMBS 2016 covers adjustable gastric banding too.
  {
    id: 'bariatric_surgery-english-972',
    cls: 'bariatric_surgery',
    style: 'english',
    answers: { ...WEIGHT_MAN, ...health('had a gastric band fitted years ago') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['b12'],
    expectClasses: ['bariatric_surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  },
];
