import type { Concept, Source } from '../types';

/**
 * Medicine dictionary, part 3: families an outside test found missing (issue P, item 4): ADHD
 * medicines, HIV integrase inhibitors, TB treatment, prescription omega-3 and calcium antacids.
 * GLP-1 medicines live in part 2, iron-chelating medicines with iron overload in the conditions.
 *
 * Conventions as in parts 1 and 2: a combination product carries every class its ingredients
 * bring (an HIV medicine also names HIV, which the conditions file reads as weakened immunity);
 * Arabic is written bare; lay phrases are singular. Sources: the US label on DailyMed, or the UK
 * SmPC on EMC for products without one (Elvanse, Medikinet, Rifinah, Rifater, Voractiv, Vocabria,
 * Vazkepa, Omacor, Rennie, Gaviscon).
 */

const dailyMed = (query: string, title: string): Source => ({
  title: `DailyMed: ${title} prescribing information`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(query).replace(/%20/g, '+')}`,
});

const emc = (query: string, title: string): Source => ({
  title: `EMC SmPC: ${title}`,
  url: `https://www.medicines.org.uk/emc/search?q=${encodeURIComponent(query).replace(/%20/g, '+')}`,
});

/** Classes of an HIV medicine that contains an integrase inhibitor: the medicine names HIV, read as weakened immunity. */
const HIV_INTEGRASE = ['integrase_inhibitor', 'immunosuppressant'] as const;

// ---------------------------------------------------------------------------------------------------------
// ADHD medicines: stimulants and atomoxetine
// ---------------------------------------------------------------------------------------------------------
const ADHD_CONCEPTS: readonly Concept[] = [
  {
    id: 'methylphenidate',
    display: 'methylphenidate',
    classes: ['adhd_medicine'],
    // 'long-acting MPH 36 mg mane': a clinic letter's abbreviation; bare 'mph' is miles per hour.
    en: ['methylphenidate', 'dexmethylphenidate', 'methylphenidate er', 'methylphenidate xl', 'long acting mph', 'mph la', 'mph xl', 'mph er', 'mph mg'],
    // Ritalin, Concerta and Medikinet are registered in the UAE; Equasym and Focalin elsewhere in the region.
    // Addwize is Sun Pharma's (India).
    brands: ['Ritalin', 'Ritalin LA', 'Ritalin SR', 'Concerta', 'Medikinet', 'Medikinet XL', 'Equasym', 'Equasym XL', 'Focalin', 'Xaggitin', 'Delmosart', 'Addwize'],
    ar: ['ريتالين', 'ريتالن', 'ميثيل فينيدات', 'ميثيلفينيدات', 'كونسيرتا', 'كونسرتا', 'ميديكينيت'],
    translit: ['ritaline'],
    source: dailyMed('methylphenidate', 'Ritalin / Concerta (methylphenidate)'),
  },
  {
    id: 'lisdexamfetamine',
    display: 'lisdexamfetamine',
    classes: ['adhd_medicine'],
    en: ['lisdexamfetamine', 'lisdexamphetamine'],
    // Vyvanse (US) is sold as Elvanse in the UK and Europe.
    brands: ['Vyvanse', 'Elvanse', 'Elvanse Adult', 'Tyvense'],
    ar: ['فيفانس', 'ليسديكسامفيتامين'],
    source: dailyMed('lisdexamfetamine', 'Vyvanse (lisdexamfetamine)'),
  },
  {
    id: 'amphetamine-salts',
    display: 'amphetamine',
    classes: ['adhd_medicine'],
    en: ['amphetamine', 'amphetamine salts', 'mixed amphetamine salts', 'dextroamphetamine', 'dexamfetamine', 'dexamphetamine'],
    // Attentin is Medice's dexamfetamine (Germany).
    brands: ['Adderall', 'Adderall XR', 'Mydayis', 'Dexedrine', 'Amfexa', 'Evekeo', 'Attentin'],
    ar: ['اديرال', 'أديرال', 'امفيتامين', 'أمفيتامين'],
    source: dailyMed('adderall', 'Adderall (mixed amphetamine salts)'),
  },
  {
    id: 'atomoxetine',
    display: 'atomoxetine',
    classes: ['adhd_medicine'],
    en: ['atomoxetine', 'viloxazine'],
    brands: ['Strattera', 'Qelbree'],
    ar: ['ستراتيرا', 'اتوموكسيتين'],
    source: dailyMed('atomoxetine', 'Strattera (atomoxetine)'),
  },
  {
    id: 'lay-adhd-medicine',
    classes: ['adhd_medicine'],
    en: ['adhd medicine', 'adhd medication', 'adhd med', 'adhd pill', 'adhd tablet', 'adhd stimulant', 'stimulant medication',
      'medicine adhd', 'medication adhd'],
    ar: ['دواء فرط حركة', 'علاج فرط حركة', 'ادوية فرط حركة', 'دواء تشتت انتباه', 'علاج تشتت انتباه', 'دواء فرط نشاط'],
    translit: ['adhd ki dawai', 'adhd ki goli'],
    source: dailyMed('methylphenidate', 'Methylphenidate (CNS stimulant for ADHD)'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// HIV integrase inhibitors, alone and in single-tablet regimens
// ---------------------------------------------------------------------------------------------------------
const INTEGRASE_CONCEPTS: readonly Concept[] = [
  {
    id: 'dolutegravir',
    display: 'dolutegravir',
    classes: HIV_INTEGRASE,
    en: ['dolutegravir', 'dolutegravir lamivudine', 'dolutegravir rilpivirine', 'abacavir dolutegravir lamivudine',
      // 'TLD' (tenofovir, lamivudine, dolutegravir): the WHO's first-line tablet, written by its initials.
      'tld', 'tenofovir lamivudine dolutegravir'],
    // Triumeq (with abacavir and lamivudine), Dovato (with lamivudine), Juluca (with rilpivirine).
    brands: ['Tivicay', 'Tivicay PD', 'Triumeq', 'Triumeq PD', 'Dovato', 'Juluca'],
    ar: ['تيفيكاي', 'دولوتيغرافير', 'دولوتجرافير', 'تريوميك', 'دوفاتو', 'جولوكا'],
    ru: ['Тивикай'],
    source: dailyMed('dolutegravir', 'Tivicay / Triumeq / Dovato / Juluca (dolutegravir)'),
  },
  {
    id: 'bictegravir',
    display: 'bictegravir',
    classes: HIV_INTEGRASE,
    en: ['bictegravir', 'bictegravir emtricitabine tenofovir alafenamide', 'bic ftc taf'],
    brands: ['Biktarvy'],
    ar: ['بيكتارفي', 'بكتارفي', 'بيكتيغرافير'],
    ru: ['Биктарви'],
    source: dailyMed('biktarvy', 'Biktarvy (bictegravir/emtricitabine/tenofovir alafenamide)'),
  },
  {
    id: 'raltegravir',
    display: 'raltegravir',
    classes: HIV_INTEGRASE,
    en: ['raltegravir'],
    brands: ['Isentress', 'Isentress HD'],
    ar: ['ايزنتريس', 'إيزنتريس', 'رالتيغرافير', 'رالتجرافير'],
    source: dailyMed('raltegravir', 'Isentress (raltegravir)'),
  },
  {
    // Oral cabotegravir (Vocabria) binds cations; the injections (Cabenuva, Vocabria/Rekambys) are not swallowed.
    id: 'cabotegravir',
    display: 'cabotegravir',
    classes: HIV_INTEGRASE,
    en: ['cabotegravir'],
    // Cabenuva (cabotegravir and rilpivirine injections) often begins with Vocabria tablets, and an injection missed is bridged by them.
    brands: ['Vocabria', 'Cabenuva', 'Rekambys'],
    ar: ['كابوتيغرافير', 'فوكابريا'],
    source: emc('vocabria', 'Vocabria (cabotegravir) tablets'),
  },
  {
    id: 'elvitegravir',
    display: 'elvitegravir',
    classes: HIV_INTEGRASE,
    en: ['elvitegravir', 'elvitegravir cobicistat'],
    brands: ['Genvoya', 'Stribild'],
    ar: ['جينفويا', 'ستريبيلد', 'الفيتيغرافير'],
    source: dailyMed('elvitegravir', 'Genvoya / Stribild (elvitegravir/cobicistat)'),
  },
  {
    // 'the HIV tablet once a day': HIV treatment not named. First-line regimens are integrase-based (WHO: dolutegravir), so an
    // unnamed one is read as one: the minerals are spaced from it, which costs a regimen that is not nothing.
    id: 'lay-hiv-treatment',
    classes: ['integrase_inhibitor'],
    en: ['hiv tablet', 'hiv tablets', 'hiv pill', 'hiv medicine', 'hiv medication', 'hiv meds', 'hiv treatment', 'antiretroviral', 'antiretrovirals',
      'arv', 'arvs', 'art for hiv', 'on art', 'haart',
      // 'one tablet every night for the virus, undetectable for 5 years': an undetectable viral load is HIV treatment working.
      'undetectable', 'tablet for the virus',
    ],
    ar: ['علاج الايدز', 'دواء الايدز', 'مضادات الفيروسات القهقرية'],
    source: dailyMed('dolutegravir', 'Tivicay (dolutegravir), an integrase strand transfer inhibitor'),
  },
  {
    // Named by its class; product cautions use this phrase, which names no other class.
    id: 'lay-integrase-inhibitor',
    classes: ['integrase_inhibitor'],
    // 'PLHIV on ART (INSTI-based)': the class as HIV clinics abbreviate it.
    en: ['integrase inhibitor', 'integrase inhibitor medicine', 'insti', 'insti based', 'insti-based', 'integrase based'],
    ar: ['مثبط انزيم دمج'],
    source: dailyMed('dolutegravir', 'Tivicay (dolutegravir), an integrase strand transfer inhibitor'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// TB treatment
// ---------------------------------------------------------------------------------------------------------
const TB_CONCEPTS: readonly Concept[] = [
  {
    id: 'isoniazid',
    display: 'isoniazid',
    classes: ['tb_treatment'],
    en: ['isoniazid', 'isoniazide', 'isoniazid rifapentine', 'rifapentine'],
    brands: ['Rimifon', 'Priftin'],
    ar: ['ايزونيازيد', 'أيزونيازيد', 'ايزونيازد'],
    ru: ['изониазид'],
    source: dailyMed('isoniazid', 'Isoniazid tablets'),
  },
  {
    id: 'rifampicin',
    display: 'rifampicin',
    classes: ['tb_treatment'],
    en: ['rifampicin', 'rifampin', 'rifabutin'],
    brands: ['Rifadin', 'Rimactane', 'Mycobutin'],
    ar: ['ريفامبيسين', 'ريفامبين', 'ريفادين'],
    ru: ['рифампицин'],
    source: dailyMed('rifampin', 'Rifadin (rifampin)'),
  },
  {
    // Fixed-dose combinations: Rifinah (rifampicin + isoniazid), Rifater (+ pyrazinamide), Voractiv (+ ethambutol).
    id: 'tb-combination',
    display: 'tb combination tablet',
    classes: ['tb_treatment'],
    // The regimen written as a prescription writes it ('2HRZE', then '4HR' or '4RH').
    // '4FDC' is the four-drug fixed-dose combination of the intensive phase (WHO), as clinics in South Asia write it.
    en: ['pyrazinamide', 'ethambutol', 'rifampicin isoniazid', 'rhze', 'hrze', '2hrze', '2rhze', '4rh', '4fdc', '4-fdc', 'fdc tb'],
    // AKT-4 (Lupin) and Myrin-P (Pfizer) are the Indian four-drug kits and tablets (rifampicin, isoniazid, pyrazinamide, ethambutol).
    brands: ['Rifinah', 'Rifater', 'Voractiv', 'Rimstar', 'Myambutol', 'AKT-4', 'AKT 4', 'AKT-3', 'AKT-2', 'Myrin-P', 'Myrin P', 'Myrin',
      // Forecox is Macleods' four-drug tablet (India).
      'Forecox',
      // Akurit-4 (Lupin: the four-drug tablet) and R-Cinex (Lupin: rifampicin with isoniazid), India.
      'Akurit-4', 'Akurit 4', 'Akurit', 'R-Cinex', 'R Cinex', 'Rcinex',
    ],
    // Rifinah is left out in Arabic script: its spelling is two letters from Evenity's (ايفينيتي).
    ar: ['ريفاتر', 'بيرازيناميد', 'ايثامبوتول'],
    source: emc('rifater', 'Rifater (rifampicin, isoniazid, pyrazinamide)'),
  },
  {
    // 'TB' alone is left out: it is also a tablespoon and a terabyte. 'سل' alone is too short to read on its own.
    id: 'lay-tb-treatment',
    classes: ['tb_treatment'],
    en: ['tb treatment', 'tb medicine', 'tb medication', 'tb meds', 'tb tablet', 'tb pill', 'tb drug', 'latent tb', 'tuberculosis',
      'tuberculosis treatment', 'anti tb', 'antitubercular', 'medicine tb', 'treatment tb',
      // Treatment of a latent infection ('TB preventive therapy', the UAE visa medical's follow-up).
      'tb preventive therapy', 'tb preventive treatment', 'tb prophylaxis',
      // '3HP' (twelve weekly doses of isoniazid and rifapentine), '1HP' and '3HR' are the short courses for a latent infection (CDC).
      '3hp', '1hp', '3hr',
      // Active TB said as the diagnosis: it is treated from the diagnosis on ('TB diagnosed last month, started the 4 tablets').
      'tb diagnosed', 'diagnosed with tb', 'active tb', 'pulmonary tb', 'tb infection', 'have tb', 'has tb', 'got tb',
      // South Asian 'ATT' (anti-tubercular therapy) and the DOTS programme that hands out the tablets.
      'att', 'anti tubercular therapy', 'anti tubercular treatment', 'dots center', 'dots centre', 'dots program', 'dots programme',
      // Swahili 'dawa za kifua kikuu' (TB medicines).
      'kifua kikuu',
      // 'lung infection that spreads by coughing … they watch me swallow them' (DOTS), 'the sleeping germ in the lungs'; Tagalog 'impeksyon sa baga' (a lung infection).
      'spreads by coughing', 'watch me swallow', 'sleeping germ', 'impeksyon sa baga',
      // Darija 'dwa dyal ssel' (the TB medicine).
      'dwa dyal ssel', 'dwa ssel',
      // Hinglish 'pet ki TB' (TB of the abdomen); Bengali 'jokkha' (TB).
      'pet ki tb', 'jokkha', 'jokkha rog',
      // Urdu 'tapedik' (TB); 'the DOT nurse watches me swallow my tablets'.
      'tapedik', 'tapedic', 'dot nurse', 'watches me swallow',
      // 'TB in lung found in my medical, now treatmant 6 month'.
      'tb in lung', 'tb in my lung', 'tb in lungs',
    ],
    // Urdu script: 'ٹی بی کا علاج' (TB treatment), 'ٹی بی کی دوائی' (TB medicine).
    ar: ['علاج سل', 'دواء سل', 'ادوية سل', 'حبوب سل', 'علاج درن', 'دواء درن', 'مرض سل', 'سل رئوي', 'درن رئوي', 'ٹی بی کا علاج', 'ٹی بی کی دوائی',
      'ٹی بی کی دوا', 'ٹی بی کی گولیاں',
      // Sudanese 'حبوب الدرن' (the TB pills).
      'حبوب الدرن', 'حبوب درن',
    ],
    // Egyptian Arabizi '7oboob el sell' (the TB pills); Tagalog 'nagpapagamot ako sa TB' (I am being treated for TB); Somali 'qaaxo' (TB),
    // 'daawada qaaxada' (the TB medicine); Pashto 'nari ranz' (TB).
    translit: ['tb ki dawai', 'tb ki dawa', 'tb ki goli', 'tibi ki dawai', '3elaj sil', 'ilaj al sul', '7oboob el sell', '7obob el sell', 'hobob el sell',
      '3elag el sell', 'dawa el sell', 'nagpapagamot sa tb', 'gamot sa tb', 'gamutan sa tb', 'qaaxo', 'qaaxada', 'nari ranz'],
    ru: ['туберкулез', 'противотуберкулезные'],
    source: dailyMed('isoniazid', 'Isoniazid (tuberculosis)'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Prescription omega-3
// ---------------------------------------------------------------------------------------------------------
const PRESCRIPTION_OMEGA3_CONCEPTS: readonly Concept[] = [
  {
    id: 'icosapent-ethyl',
    display: 'icosapent ethyl',
    classes: ['prescription_omega3'],
    en: ['icosapent ethyl', 'icosapent', 'ethyl eicosapentaenoic acid', 'ethyl epa'],
    // Vascepa (US) is Vazkepa in the UK and EU.
    brands: ['Vascepa', 'Vazkepa'],
    ar: ['فاسيبا', 'فازكيبا', 'ايكوسابنت'],
    source: dailyMed('vascepa', 'Vascepa (icosapent ethyl)'),
  },
  {
    id: 'omega-3-acid-ethyl-esters',
    display: 'omega-3-acid ethyl esters',
    classes: ['prescription_omega3'],
    // Fish oil said to be prescribed ('fish oil capsules from the cardiologist (prescription) 4 a day'): the
    // prescription product is the one that is prescribed (4 g a day for very high triglycerides, per the label);
    // reading an over-the-counter fish oil so only leaves our omega-3 out and adds its cautions.
    en: ['omega 3 acid ethyl esters', 'omega 3 ethyl esters', 'prescription omega 3', 'prescription fish oil', 'omega 3 carboxylic acids',
      'prescribed fish oil', 'prescribed omega 3', 'fish oil prescription', 'fish oil prescribed', 'omega 3 prescription', 'omega 3 prescribed',
      'fish oil cardiologist', 'omega 3 cardiologist', 'rx fish oil', 'fish oil rx', 'rx omega 3', 'omega 3 rx'],
    brands: ['Omacor', 'Lovaza', 'Epanova', 'Vascazen'],
    ar: ['اوماكور', 'لوفازا', 'اوميغا 3 بوصفة'],
    source: dailyMed('lovaza', 'Lovaza (omega-3-acid ethyl esters)'),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Calcium antacids. Gaviscon Advance has no calcium (potassium bicarbonate); plain 'Gaviscon' is read
// as the calcium formulas sold in the Gulf (original liquid 160 mg, Double Action 325 mg calcium
// carbonate per 10 ml): a false reading only counts calcium that is not there.
// ---------------------------------------------------------------------------------------------------------
const ANTACID_CONCEPTS: readonly Concept[] = [
  {
    id: 'calcium-carbonate-antacid',
    display: 'calcium antacid',
    classes: ['calcium_antacid'],
    en: ['calcium antacid', 'calcium carbonate antacid', 'chewable antacid', 'antacid calcium'],
    // Pepcid Complete is famotidine with calcium carbonate and magnesium hydroxide (its label): read as both.
    brands: ['Tums', 'Tums Extra Strength', 'Rennie', 'Rennie Duo', 'Rolaids', 'Gaviscon', 'Gaviscon Double Action', 'Gaviscon Extra', 'Titralac', 'Pepcid Complete'],
    ar: ['تامز', 'تمز', 'ريني', 'رينيه', 'جافيسكون', 'غافيسكون', 'جافسكون', 'مضاد حموضة كالسيوم'],
    translit: ['renny', 'gaviscone'],
    source: emc('rennie', 'Rennie (calcium carbonate, magnesium carbonate)'),
  },
];

export const INFECTION_ADHD_MINERAL_CONCEPTS: readonly Concept[] = [
  ...ADHD_CONCEPTS,
  ...INTEGRASE_CONCEPTS,
  ...TB_CONCEPTS,
  ...PRESCRIPTION_OMEGA3_CONCEPTS,
  ...ANTACID_CONCEPTS,
];
