import type { CurrentSupplement, InteractionClass } from '@sahha/contracts/quiz';
import type { ClassRule } from '../types';
import { SOURCES as S } from './product-rules';

/**
 * What each detected class adds to the plan as a whole, beyond its product rules: plan-wide notes,
 * notes for supplements the user already takes, and the hard stops. Each note names the medicine
 * or condition in plain words so the reader knows why, and says who to check with. Texts that
 * existing tests assert are kept word for word.
 */

// Shared by anticoagulant and antiplatelet: the engine shows a repeated note once.
const BLEEDING_NOTE =
  'Avoid vitamin K, ginkgo, curcumin (turmeric) and high-dose fish oil supplements unless your doctor agrees: they can change clotting or add to bleeding risk.';
const BLEEDING_CURRENT: Partial<Record<CurrentSupplement, string>> = {
  curcumin: 'You told us you take curcumin (turmeric); it can add to bleeding risk with your medicine, so please check with your doctor before continuing.',
  vitamin_k: 'You told us you take vitamin K; it changes how blood thinners work, so do not start or stop it without your doctor or anticoagulation clinic.',
  herbal: 'Check your herbal products with your pharmacist: ginkgo, garlic, ginseng and turmeric can add to bleeding risk.',
};
const BLEEDING_SOURCES = [S.odsVitaminK, S.nccihGinkgo, S.nccihTurmeric, S.odsOmega3];

export const CLASS_RULES: Record<InteractionClass, ClassRule> = {
  anticoagulant: {
    cls: 'anticoagulant',
    notes: [
      BLEEDING_NOTE,
      'If you take warfarin, keep the vitamin K in your diet (leafy greens) and any multivitamin steady from day to day, because changes shift your INR.',
    ],
    currentSupplementNotes: BLEEDING_CURRENT,
    sources: BLEEDING_SOURCES,
  },
  antiplatelet: {
    cls: 'antiplatelet',
    notes: [BLEEDING_NOTE],
    currentSupplementNotes: BLEEDING_CURRENT,
    sources: BLEEDING_SOURCES,
  },
  ssri_snri: {
    cls: 'ssri_snri',
    notes: ['Avoid St John’s wort, 5-HTP, tryptophan and SAMe with your antidepressant: together they can cause serotonin syndrome.'],
    currentSupplementNotes: {
      herbal: 'Check that your herbal product does not contain St John’s wort, which interacts dangerously with antidepressants.',
    },
    sources: [S.nccihStJohnsWort, S.pmcSameMania],
  },
  levothyroxine: {
    cls: 'levothyroxine',
    notes: ['Take iron, calcium, magnesium, zinc and multivitamins at least 4 hours apart from your levothyroxine; we have timed them later in the day.'],
    sources: [S.labelLevothyroxine, S.odsCalcium, S.odsIron],
  },
  metformin: {
    cls: 'metformin',
    notes: ['Metformin can lower vitamin B12 over time; ask your doctor for a B12 blood test once a year.'],
    sources: [S.odsVitaminB12],
  },
  ppi: {
    cls: 'ppi',
    notes: ['Long-term acid-reducing medicines (proton pump inhibitors) can lower vitamin B12 and magnesium; ask your doctor about checking them.'],
    sources: [S.odsVitaminB12, S.odsMagnesium],
  },
  methotrexate: {
    cls: 'methotrexate',
    notes: ['With methotrexate, take folic acid only as your prescriber directs.'],
    sources: [S.odsFolate],
  },
  quinolone_tetracycline: {
    cls: 'quinolone_tetracycline',
    notes: [
      'While you take your antibiotic, take it at least 2 hours before or 6 hours after any calcium, iron, zinc, magnesium or multivitamin, which block its absorption.',
    ],
    sources: [S.odsZinc, S.odsCalcium, S.odsMagnesium],
  },
  pregnancy_breastfeeding: {
    cls: 'pregnancy_breastfeeding',
    notes: [
      'Pregnancy and breastfeeding: take 400 mcg folic acid daily (ideally from before conception), avoid high-dose vitamin A (retinol above 3,000 mcg a day, including fish-liver oils) and herbal products such as berberine, and check every supplement with your obstetrician.',
    ],
    currentSupplementNotes: {
      herbal: 'Please check any herbal product with your obstetrician: many have not been shown safe in pregnancy or breastfeeding.',
    },
    sources: [S.odsFolate, S.odsVitaminA],
  },
  kidney_disease: {
    cls: 'kidney_disease',
    notes: [],
    hardStop:
      'You mentioned kidney disease. With kidney disease, minerals such as magnesium, vitamin D, vitamin C and herbal products can build up or strain the kidneys, so please ask your doctor or kidney specialist before taking any supplement. We have not made recommendations for you.',
    sources: [S.odsMagnesium, S.odsVitaminD, S.odsVitaminC],
  },
  liver_disease: {
    cls: 'liver_disease',
    notes: [],
    hardStop:
      'You mentioned a liver condition. Several supplements, including green tea extract, ashwagandha and high-dose vitamins, can strain the liver, so please ask your doctor before taking any supplement. We have not made recommendations for you.',
    sources: [S.liverTox, S.liverToxAshwagandha, S.nccihGreenTea],
  },
  lithium: {
    cls: 'lithium',
    notes: [
      'With lithium, keep your salt and fluid intake steady, and drink more in the UAE heat, when you exercise or if you have vomiting or diarrhoea: losing fluid can push lithium to toxic levels.',
      'With lithium, avoid anti-inflammatory painkillers (NSAIDs such as ibuprofen, diclofenac or naproxen) unless your doctor agrees: they raise lithium levels.',
      'With lithium, keep your coffee, tea and energy-drink intake steady: cutting down or adding caffeine changes lithium levels.',
    ],
    sources: [S.labelLithium, S.pubmedCaffeineLithium],
  },
  antipsychotic: {
    cls: 'antipsychotic',
    notes: [
      'If you take clozapine or olanzapine, keep your caffeine intake and smoking steady and tell your doctor about changes: both change the levels of these medicines.',
      'Antipsychotic medicines can cause drowsiness; ask your pharmacist before adding any herbal product that can make you sleepy.',
    ],
    sources: [S.labelClozapine, S.nccihAshwagandha],
  },
  maoi: {
    cls: 'maoi',
    notes: [
      'With an MAO inhibitor antidepressant (such as phenelzine or tranylcypromine), follow your diet list strictly: aged cheese, cured meats, soy sauce and other high-tyramine foods can cause a dangerous rise in blood pressure.',
      'Do not take St John’s wort, 5-HTP, tryptophan or caffeine products with an MAO inhibitor; check any herbal product with your pharmacist.',
    ],
    currentSupplementNotes: {
      herbal: 'Please check your herbal product with your pharmacist: St John’s wort and stimulant herbs can react dangerously with MAO inhibitors.',
    },
    sources: [S.labelPhenelzine, S.nccihStJohnsWort],
  },
  tricyclic: {
    cls: 'tricyclic',
    notes: ['Avoid St John’s wort with tricyclic antidepressants (such as amitriptyline): it changes their levels and can add to serotonin effects.'],
    currentSupplementNotes: {
      herbal: 'Check that your herbal product does not contain St John’s wort, which interacts with tricyclic antidepressants.',
    },
    sources: [S.nccihStJohnsWort, S.nccihAshwagandha],
  },
  antiepileptic: {
    cls: 'antiepileptic',
    notes: [
      'Some anti-seizure medicines (such as phenytoin, carbamazepine and phenobarbital) lower vitamin D and can weaken bones over time; ask your doctor about checking your vitamin D.',
      'Folic acid can change the levels of some anti-seizure medicines; take it only in the dose your neurologist agrees.',
    ],
    sources: [S.labelPhenytoin, S.odsFolate],
  },
  immunosuppressant: {
    cls: 'immunosuppressant',
    notes: [
      'With immune-suppressing medicines such as ciclosporin or tacrolimus, avoid St John’s wort: it lowers their levels and has caused transplant rejection.',
      'Avoid echinacea and other herbs sold to boost immunity while you take immune-suppressing medicine, unless your doctor agrees.',
      'Avoid grapefruit and grapefruit juice with ciclosporin or tacrolimus: it raises their levels.',
    ],
    currentSupplementNotes: {
      herbal: 'Please check your herbal product with your transplant team or doctor: St John’s wort and echinacea can interfere with immune-suppressing medicines.',
    },
    sources: [S.nccihStJohnsWort, S.nccihEchinacea, S.fdaGrapefruit, S.odsProbiotics],
  },
  cancer_treatment: {
    cls: 'cancer_treatment',
    notes: [],
    hardStop:
      'You mentioned cancer or cancer treatment. Antioxidants and herbal products can interfere with chemotherapy, radiotherapy, hormone therapy and targeted drugs, so please ask your oncology team or your doctor before taking any supplement. We have not made recommendations for you.',
    sources: [S.odsVitaminC, S.odsVitaminE, S.nccihStJohnsWort],
  },
  hormone_sensitive_cancer: {
    cls: 'hormone_sensitive_cancer',
    notes: [
      'With a hormone-sensitive cancer (such as some breast or prostate cancers), avoid soy isoflavone, red clover and DHEA supplements, which can act like hormones; ask your oncology team about any supplement.',
    ],
    sources: [S.nccihSoy, S.nccihRedClover, S.pubmedSelect],
  },
  glucose_lowering: {
    cls: 'glucose_lowering',
    notes: [
      'With diabetes medicines, take care with berberine, cinnamon extracts and chromium: they can lower blood sugar further; check your sugar more often and tell your doctor if you start one.',
    ],
    currentSupplementNotes: {
      herbal: 'Please check your herbal product with your pharmacist: some, such as berberine and cinnamon extracts, can lower blood sugar with your diabetes medicine.',
    },
    sources: [S.nccihCinnamon, S.odsChromium],
  },
  digoxin: {
    cls: 'digoxin',
    notes: [
      'With digoxin, avoid St John’s wort, which lowers digoxin levels, and liquorice, which lowers potassium and raises the risk of digoxin side effects.',
      'With digoxin, take fibre supplements and antacids at least 2 hours apart from your dose, as they can lower how much you absorb.',
    ],
    currentSupplementNotes: {
      herbal: 'Please check your herbal product with your pharmacist: St John’s wort and liquorice change how digoxin works.',
    },
    sources: [S.labelDigoxin, S.nccihStJohnsWort, S.nccihLicorice],
  },
  diuretic: {
    cls: 'diuretic',
    notes: [
      'Loop and thiazide diuretics (water pills such as furosemide or hydrochlorothiazide) can lower magnesium and potassium; ask your doctor to check them.',
      'Do not take potassium supplements or salt substitutes with spironolactone, eplerenone or amiloride unless your doctor tells you to: potassium can build up.',
    ],
    sources: [S.odsMagnesium, S.odsPotassium, S.odsCalcium],
  },
  blood_pressure: {
    cls: 'blood_pressure',
    notes: [
      'With ACE inhibitors or ARBs (such as lisinopril, ramipril, losartan or valsartan), avoid potassium supplements and salt substitutes unless your doctor agrees: potassium can build up.',
      'Grapefruit can raise the levels of some calcium-channel blockers (such as felodipine or nifedipine); ask your pharmacist about your medicine.',
      'Liquorice and liquorice-root supplements can raise blood pressure; avoid them with high blood pressure.',
    ],
    sources: [S.odsPotassium, S.fdaGrapefruit, S.nccihLicorice],
  },
  statin: {
    cls: 'statin',
    notes: [
      'Do not take red yeast rice with a statin: it contains the same kind of medicine and adds to the risk of muscle damage.',
      'Avoid high-dose niacin (vitamin B3) with a statin unless your doctor prescribes it.',
    ],
    sources: [S.nccihRedYeastRice, S.odsNiacin],
  },
  antithyroid: {
    cls: 'antithyroid',
    notes: [
      'With an overactive thyroid or antithyroid medicine (such as carbimazole or methimazole), avoid kelp, seaweed and iodine supplements, and ask your doctor before taking a multivitamin with iodine.',
    ],
    sources: [S.odsIodine, S.nccihAshwagandha],
  },
  retinoid: {
    cls: 'retinoid',
    notes: [
      'With isotretinoin or another retinoid, do not take vitamin A supplements or fish-liver oils: together they can cause vitamin A poisoning.',
      'Do not take tetracycline antibiotics (such as doxycycline or minocycline) with isotretinoin: together they can raise pressure around the brain.',
      'Isotretinoin and other oral retinoids cause serious birth defects: follow your pregnancy-prevention plan and ask your doctor before any supplement.',
    ],
    sources: [S.labelIsotretinoin, S.odsVitaminA],
  },
  levodopa: {
    cls: 'levodopa',
    notes: [
      'If you take levodopa for Parkinson’s disease, take iron and multivitamins with iron at least 2 hours apart from it, because iron lowers its absorption.',
      'High-protein meals can slow levodopa absorption; if your doses wear off early, ask your doctor about spacing protein from your doses.',
    ],
    sources: [S.labelLevodopa, S.odsIron],
  },
  hormonal_therapy: {
    cls: 'hormonal_therapy',
    notes: [
      'Do not take St John’s wort with hormonal contraception or HRT: it can stop the pill, implant or patch from working.',
      'If you are having fertility treatment, take 400 mcg folic acid daily and check every supplement with your fertility doctor.',
    ],
    currentSupplementNotes: {
      herbal: 'Check that your herbal product does not contain St John’s wort, which can stop hormonal contraception from working.',
    },
    sources: [S.nccihStJohnsWort, S.odsFolate],
  },
  sedative: {
    cls: 'sedative',
    notes: [
      'With sedatives or sleeping medicines, avoid herbal sleep aids such as valerian and kava unless your doctor agrees: they add to drowsiness.',
    ],
    sources: [S.nccihValerian, S.nccihKava, S.nccihAshwagandha],
  },
  bisphosphonate: {
    cls: 'bisphosphonate',
    notes: [
      'Take your bisphosphonate (such as alendronate) on waking with plain water only and wait at least 30 minutes before food, drink or other medicines; we have timed calcium, iron, magnesium, zinc and multivitamins later in the day.',
    ],
    sources: [S.labelAlendronate, S.odsMagnesium, S.odsCalcium],
  },
  bipolar_disorder: {
    cls: 'bipolar_disorder',
    notes: ['With bipolar disorder, avoid St John’s wort and SAMe: like antidepressants, they can trigger mania; ask your psychiatrist before any herbal product.'],
    sources: [S.nccihStJohnsWort, S.pmcSameMania, S.nccihRhodiola],
  },
  bleeding_disorder: {
    cls: 'bleeding_disorder',
    notes: [
      'With a bleeding disorder or low platelets, check every supplement with your haematologist: vitamin E, ginkgo, garlic, curcumin (turmeric) and high-dose fish oil can add to bleeding.',
    ],
    currentSupplementNotes: {
      curcumin: 'You told us you take curcumin (turmeric); it can add to bleeding with a bleeding disorder, so please check with your haematologist before continuing.',
      herbal: 'Please check your herbal products with your haematologist: ginkgo, garlic, ginseng and turmeric can add to bleeding.',
    },
    sources: [S.odsVitaminE, S.nccihGinkgo, S.nccihTurmeric, S.odsOmega3],
  },
  surgery: {
    cls: 'surgery',
    notes: [
      'Before surgery or a dental procedure, stop herbal products and high-dose supplements 2 weeks ahead unless your surgeon says otherwise, and tell your surgeon or dentist and your anaesthetist everything you take.',
    ],
    currentSupplementNotes: {
      herbal: 'You told us you take a herbal product: stop it 2 weeks before your surgery or dental procedure unless your surgeon or dentist says otherwise.',
      curcumin: 'You told us you take curcumin (turmeric): stop it 2 weeks before your surgery or dental procedure, as it can add to bleeding.',
    },
    sources: [S.pubmedHerbalSurgery, S.nccihAshwagandha, S.odsVitaminE],
  },
  iron_overload: {
    cls: 'iron_overload',
    notes: [
      'With haemochromatosis or thalassaemia, avoid iron, vitamin C supplements and multivitamins with iron, and ask your haematologist before taking any supplement.',
    ],
    sources: [S.odsIron, S.odsVitaminC],
  },
  g6pd_deficiency: {
    cls: 'g6pd_deficiency',
    notes: [
      'With G6PD deficiency, avoid fava beans (ful), henna (especially on babies), mothballs and high-dose vitamin C, and check every new medicine with your pharmacist: some antibiotics and antimalarials can break down red blood cells.',
    ],
    sources: [S.pubmedG6pdTriggers, S.pubmedVitaminCHaemolysis],
  },
  sickle_cell: {
    cls: 'sickle_cell',
    notes: [
      'With sickle cell disease, take folic acid as your haematologist prescribes (many people are prescribed it), and take iron only if a blood test shows you need it.',
    ],
    sources: [S.pubmedSickleCellIron, S.odsFolate],
  },
  kidney_stones: {
    cls: 'kidney_stones',
    notes: [
      'With kidney stones, drink plenty of water (more in the UAE heat), keep vitamin C supplements to no more than 200 mg a day, get calcium from food rather than supplements unless your doctor advises otherwise, and ask which kind of stone you had, as the advice differs.',
    ],
    sources: [S.odsVitaminC, S.odsCalcium, S.odsVitaminD],
  },
  autoimmune_disease: {
    cls: 'autoimmune_disease',
    notes: [
      'With an autoimmune disease, avoid echinacea and other herbs sold to boost immunity unless your doctor agrees: they may stimulate the immune system.',
    ],
    sources: [S.nccihEchinacea, S.nccihAshwagandha],
  },
  hypercalcaemia: {
    cls: 'hypercalcaemia',
    notes: [
      'With high blood calcium, sarcoidosis or an overactive parathyroid gland, do not take vitamin D or calcium supplements (including multivitamins) unless your doctor prescribes them.',
    ],
    sources: [S.odsVitaminD, S.odsCalcium],
  },
  swallowing_difficulty: {
    cls: 'swallowing_difficulty',
    notes: [
      'With trouble swallowing or a narrowed gullet or bowel, avoid fibre supplements that swell in water (glucomannan, psyllium, guar gum); ask your doctor or pharmacist about liquid or chewable forms of other supplements.',
    ],
    sources: [S.fdaSwellingGums],
  },
  heart_rhythm: {
    cls: 'heart_rhythm',
    notes: [
      'With atrial fibrillation or another heart rhythm problem, avoid caffeine-containing supplements and energy products, and keep fish oil to no more than 1 g a day unless your cardiologist advises more.',
    ],
    sources: [S.odsOmega3, S.nccihGreenTea],
  },
  glp1_agonist: {
    cls: 'glp1_agonist',
    notes: [
      'GLP-1 medicines (semaglutide such as Ozempic, Wegovy or Rybelsus, liraglutide, dulaglutide) and tirzepatide (Mounjaro) slow your stomach: if you have vomiting or diarrhoea, drink enough to avoid dehydration, which can harm the kidneys, more so in the UAE heat.',
      'If you take Rybelsus tablets, take them on waking with a sip of plain water (up to 120 ml) and wait at least 30 minutes before food, drinks, other medicines or any supplement.',
      'Tirzepatide (Mounjaro or Zepbound) can make contraceptive pills less reliable: for 4 weeks after starting it and after each dose increase, use a non-pill method or add a barrier method.',
      'If you plan a pregnancy, tell your doctor first: semaglutide (Ozempic or Wegovy) is stopped at least 2 months before trying to conceive.',
    ],
    sources: [S.labelSemaglutide, S.labelRybelsus, S.labelTirzepatide, S.fdaSwellingGums],
  },
  adhd_medicine: {
    cls: 'adhd_medicine',
    notes: [
      'With ADHD medicine (such as methylphenidate, lisdexamfetamine or atomoxetine), keep coffee, energy drinks and other caffeine low: caffeine adds to the faster heart rate, higher blood pressure, poor sleep and jitteriness these medicines can cause.',
      'If your ADHD medicine is an amphetamine (Adderall, Vyvanse or Elvanse), take vitamin C supplements and fruit juice at a different time of day from your dose, because acids lower how much you absorb, and ask your pharmacist before using bicarbonate antacids such as Eno, which can raise its level.',
      'Do not take St John’s wort, 5-HTP or tryptophan with an amphetamine ADHD medicine unless your doctor agrees: together they can cause serotonin syndrome.',
    ],
    currentSupplementNotes: {
      green_tea: 'You told us you take green tea: concentrated green tea adds caffeine to your ADHD medicine, so ask your doctor before continuing it.',
    },
    sources: [S.labelMethylphenidate, S.labelAmphetamine, S.labelLisdexamfetamine, S.nccihGreenTea],
  },
  // Only the dolutegravir label offers "6 hours after" the minerals; the Biktarvy label says 2 hours
  // before an Al/Mg antacid, or with food beside calcium or iron; raltegravir's advises against Al/Mg
  // antacids, staggered or not (UCSF HIV InSite: http://hivinsite.ucsf.edu/insite?page=hmq-1408-03).
  integrase_inhibitor: {
    cls: 'integrase_inhibitor',
    notes: [
      'With an HIV integrase inhibitor (dolutegravir, bictegravir, raltegravir, cabotegravir or elvitegravir, as in Tivicay, Triumeq, Dovato, Biktarvy or Genvoya), take it at least 2 hours before antacids, laxatives and any supplement with iron, calcium, magnesium or zinc, including multivitamins. Dolutegravir (Tivicay, Triumeq, Dovato) may instead be taken 6 hours after them; for the others ask your HIV pharmacist, and with raltegravir (Isentress) avoid aluminium or magnesium antacids altogether.',
      'Do not take St John’s wort with HIV medicines: it lowers their levels and can let the virus become resistant.',
    ],
    currentSupplementNotes: {
      herbal: 'Check that your herbal product does not contain St John’s wort, which lowers the levels of HIV medicines.',
    },
    sources: [S.labelDolutegravir, S.labelBictegravir, S.nccihStJohnsWort],
  },
  // The contraception note follows NHS SPS and Stockley's (the DMPA injection and the copper or
  // levonorgestrel coil stay reliable with rifampicin; barrier cover for 4 weeks after stopping),
  // sites outside the hosts allowed as sources; the antacid spacing is the US rifampin label's as
  // Stockley's reports it: https://www.sps.nhs.uk/articles/what-is-a-suitable-combined-oral-contraceptive-pill-in-a-patient-who-is-taking-hepatic-enzyme-inducing-drugs-such-as-carbamazepine-phenytoin-rifampicin-or-rifabutin/
  tb_treatment: {
    cls: 'tb_treatment',
    notes: [
      'TB medicines (isoniazid, rifampicin, pyrazinamide) can harm the liver: avoid alcohol and herbal extracts, and tell your doctor at once about yellow eyes, dark urine or lasting nausea.',
      'With isoniazid, take the vitamin B6 (pyridoxine) your doctor prescribes: it prevents the nerve damage (tingling or numbness) isoniazid can cause.',
      'Rifampicin makes the contraceptive pill, patch, ring and implant unreliable, while you take it and for 4 weeks after: use a copper or hormonal coil or the contraceptive injection, which it does not affect, or add condoms, and ask your doctor which suits you.',
      'Take your TB medicines at least 1 hour before any antacid, which lowers how much you absorb.',
    ],
    sources: [S.labelIsoniazid, S.labelRifampin, S.liverTox],
  },
  iron_chelator: {
    cls: 'iron_chelator',
    notes: [
      'With an iron-chelating medicine (deferasirox, deferoxamine or deferiprone), take vitamin C supplements only if your haematologist prescribes them, in the dose and at the time they set: extra vitamin C can release iron that harms the heart.',
      'Do not take deferasirox (Exjade or Jadenu) with antacids that contain aluminium.',
      'If you take deferiprone (Ferriprox), take zinc, magnesium, calcium, antacids and any other mineral supplement at least 4 hours apart from it.',
    ],
    sources: [S.labelDeferoxamine, S.labelDeferasirox, S.labelDeferiprone, S.odsVitaminC],
  },
  prescription_omega3: {
    cls: 'prescription_omega3',
    notes: [
      'Prescription omega-3 (such as Vascepa, Vazkepa, Omacor or Lovaza) is already a high dose of fish oil: do not add a fish-oil or omega-3 supplement on top unless your doctor advises it.',
      'Prescription omega-3 can add to bleeding risk, more so with blood thinners or antiplatelet medicines, and has been linked to atrial fibrillation: tell your doctor about unusual bleeding or palpitations.',
    ],
    sources: [S.labelIcosapent, S.labelOmega3EthylEsters, S.pmcIcosapentAdverseEvents, S.odsOmega3],
  },
  calcium_antacid: {
    cls: 'calcium_antacid',
    notes: [
      'Calcium antacids (such as Tums, Rennie or Gaviscon Double Action) add to your daily calcium: Tums and Rennie tablets have about 200–400 mg each, and we have counted the tablets a day you told us, or a usual two a day when you did not say, in your calcium total.',
      'Take calcium antacids at least 4 hours apart from levothyroxine, at least 2 hours before or 6 hours after quinolone or tetracycline antibiotics and HIV integrase inhibitors, and at least 2 hours after a bisphosphonate such as alendronate.',
    ],
    // Two Rennie (2 × 272 mg) or two extra-strength Tums (2 × 300 mg): the upper end of a usual
    // dose, when no number of tablets is typed (quiz/engine/antacid-calcium.ts reads one).
    dailyIntake: { calcium: 600 },
    sources: [S.emcRennie, S.odsCalcium, S.labelLevothyroxine, S.labelAlendronate],
  },
  bariatric_surgery: {
    cls: 'bariatric_surgery',
    notes: [
      'After weight-loss surgery (a sleeve, bypass or band) you need supplements for life: a bariatric multivitamin, vitamin B12, calcium (calcium citrate is absorbed best, 1,200–1,500 mg a day in divided doses) and vitamin D, with blood tests at least once a year; follow your bariatric team’s plan.',
      'After weight-loss surgery, take iron and calcium at least 2 hours apart, because calcium lowers how much iron you absorb, and avoid fibre supplements that swell in water (glucomannan, psyllium, guar gum).',
    ],
    sources: [S.pubmedBariatricMicronutrients, S.odsIron, S.fdaSwellingGums],
  },
};
