import type { InteractionClass } from '@sahha/contracts/quiz';
import type { Concept, Source } from '../types';

/**
 * Medicine dictionary, part 1: blood thinners, antiplatelets, antidepressants, lithium,
 * antipsychotics, anti-seizure medicines, sedatives, Parkinson's medicines, immunosuppressants
 * and cancer treatment. Methotrexate lives in part 2; conditions (epilepsy, depression,
 * transplant...) live in the conditions dictionary, except the words for cancer itself.
 *
 * Sources: each ingredient cites its labels (DailyMed for US-licensed medicines, the EMC SmPC for
 * UK-only ones, LiverTox's class overview where neither licenses it); lay phrases cite the NIH
 * page that names the interaction class. A false positive only adds caution, so ambiguous lay
 * phrases map to every class they could mean.
 */

/** Every US label of the ingredient states its class and indication. */
const dailyMed = (generic: string): Source => ({
  title: `DailyMed: ${generic} labels`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(generic)}`,
});

/** UK SmPCs, for medicines not licensed in the US (acenocoumarol, dosulepin, amisulpride...). */
const emc = (generic: string): Source => ({
  title: `EMC SmPC: ${generic}`,
  url: `https://www.medicines.org.uk/emc/search?q=${encodeURIComponent(generic)}`,
});

const liverTox = (page: string, title: string): Source => ({
  title: `LiverTox: ${title}`,
  url: `https://www.ncbi.nlm.nih.gov/books/n/livertox/${page}/`,
});

const LIVERTOX_ANTIDEPRESSANTS = liverTox('Antidepressants', 'Antidepressant agents (MAO inhibitors, tricyclics, SSRIs, others)');
const LIVERTOX_ANTIPSYCHOTICS = liverTox('AntipsychoticAgents', 'Antipsychotic agents');
const LIVERTOX_BENZODIAZEPINES = liverTox('BenzodiazepineDrugs', 'Benzodiazepines');
const LIVERTOX_ANTICONVULSANTS = liverTox('Anticonvulsants', 'Anticonvulsants');
const ODS_VITAMIN_E: Source = {
  title: 'NIH ODS Vitamin E fact sheet (anticoagulant and antiplatelet medicines)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
};
const ODS_VITAMIN_C: Source = {
  title: 'NIH ODS Vitamin C fact sheet (chemotherapy and radiotherapy)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const ODS_VITAMIN_D: Source = {
  title: 'NIH ODS Vitamin D fact sheet (corticosteroids)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const ODS_IRON: Source = { title: 'NIH ODS Iron fact sheet (levodopa)', url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/' };
const ODS_FOLATE: Source = {
  title: 'NIH ODS Folate fact sheet (antiepileptic medicines)',
  url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
};
const NCCIH_ST_JOHNS_WORT: Source = {
  title: 'NCCIH St. John’s Wort (antidepressants, transplant medicines)',
  url: 'https://www.nccih.nih.gov/health/st-johns-wort',
};

const CANCER: readonly InteractionClass[] = ['cancer_treatment'];
/** Hormone therapies for cancer carry both classes (soy, DHEA and similar are judged on the second). */
const HORMONE_CANCER: readonly InteractionClass[] = ['cancer_treatment', 'hormone_sensitive_cancer'];
/**
 * Letrozole and the GnRH agonists are also routine fertility (IVF, ovulation induction) medicines in
 * UAE clinics, so they carry hormonal_therapy as well: whichever use it is, the person is covered.
 */
const HORMONE_CANCER_OR_FERTILITY: readonly InteractionClass[] = ['cancer_treatment', 'hormone_sensitive_cancer', 'hormonal_therapy'];
const IMMUNO: readonly InteractionClass[] = ['immunosuppressant'];
const IMMUNO_CANCER: readonly InteractionClass[] = ['immunosuppressant', 'cancer_treatment'];
const ANTIEPILEPTIC: readonly InteractionClass[] = ['antiepileptic'];
const ANTIPSYCHOTIC: readonly InteractionClass[] = ['antipsychotic'];
const SEDATIVE: readonly InteractionClass[] = ['sedative'];
const SSRI: readonly InteractionClass[] = ['ssri_snri'];
const TRICYCLIC: readonly InteractionClass[] = ['tricyclic'];
const LEVODOPA: readonly InteractionClass[] = ['levodopa'];

/**
 * The long tail: a medicine typed by its generic or brand name only (no Arabic spelling in common
 * use). The id and display are the generic name.
 */
function med(
  generic: string,
  classes: readonly InteractionClass[],
  brands: readonly string[],
  source: Source = dailyMed(generic),
  moreEn: readonly string[] = [],
): Concept {
  return {
    id: generic.replace(/\s+/g, '-'),
    display: generic,
    classes,
    en: [generic, ...moreEn],
    ...(brands.length > 0 ? { brands } : {}),
    source,
  };
}

const ANTICOAGULANTS: readonly Concept[] = [
  {
    id: 'warfarin',
    display: 'warfarin',
    classes: ['anticoagulant'],
    en: ['warfarin', 'warfarin sodium'],
    brands: ['Coumadin', 'Marevan', 'Jantoven'],
    ar: ['وارفارين', 'وارفرين', 'ورفارين', 'كومادين', 'ماريفان'],
    // Arabizi: Arabic has no 'r' cluster after 'f' in speech, so 'wafareen' and 'warfareen' are common.
    translit: ['wafareen', 'warfareen', 'wafarin', 'wafarine', 'warfareen sodium'],
    ru: ['Варфарин', 'Варфарин Никомед', 'Варфарекс'],
    source: dailyMed('warfarin'),
  },
  {
    id: 'acenocoumarol',
    display: 'acenocoumarol',
    classes: ['anticoagulant'],
    en: ['acenocoumarol', 'nicoumalone'],
    // Acitrom is Abbott India's acenocoumarol.
    brands: ['Sintrom', 'Sinthrome', 'Minisintrom', 'Acitrom'],
    ar: ['اسينوكومارول', 'سينتروم'],
    source: emc('acenocoumarol'),
  },
  {
    id: 'apixaban',
    display: 'apixaban',
    classes: ['anticoagulant'],
    en: ['apixaban'],
    brands: ['Eliquis'],
    ar: ['ابيكسابان', 'اليكويس', 'اليكوس'],
    // As voice typing writes it: 'Ellie quiz 5 mg'.
    translit: ['ellie quiz', 'eli quiz', 'ellie quis', 'eliquiz',
      // As phone autocorrect writes it: 'Eloquist 5 mg twice a day'.
      'eloquist', 'eloquis'],
    ru: ['Эликвис', 'Апиксабан'],
    source: dailyMed('apixaban'),
  },
  {
    id: 'rivaroxaban',
    display: 'rivaroxaban',
    classes: ['anticoagulant'],
    en: ['rivaroxaban'],
    // 'Zarelto' is how it is said and often written; dictated as 'zar elto'.
    // 'Sarel to' is how phone autocorrect writes it, read as a dictated name ('sarel' + 'to' joined). Not the two words
    // as a term: a term word 'to' would change how 'not planning to stop breastfeeding' is read.
    brands: ['Xarelto', 'Zarelto'],
    // 'zar el toe' is how voice typing writes it.
    translit: ['sarelto', 'zar el toe'],
    ar: ['ريفاروكسابان', 'زاريلتو', 'اكزاريلتو', 'زارلتو'],
    ru: ['Ксарелто', 'Ривароксабан'],
    source: dailyMed('rivaroxaban'),
  },
  {
    id: 'dabigatran',
    display: 'dabigatran',
    classes: ['anticoagulant'],
    en: ['dabigatran', 'dabigatran etexilate'],
    brands: ['Pradaxa', 'Pradax'],
    ar: ['دابيجاتران', 'دابيغاتران', 'براداكسا'],
    ru: ['Прадакса'],
    source: dailyMed('dabigatran'),
  },
  {
    id: 'edoxaban',
    display: 'edoxaban',
    classes: ['anticoagulant'],
    en: ['edoxaban'],
    brands: ['Lixiana', 'Savaysa'],
    ar: ['ايدوكسابان', 'ليكسيانا'],
    source: dailyMed('edoxaban'),
  },
  {
    id: 'heparin',
    display: 'heparin',
    classes: ['anticoagulant'],
    en: ['heparin', 'heparin sodium', 'unfractionated heparin'],
    ar: ['هيبارين'],
    source: dailyMed('heparin'),
  },
  {
    id: 'enoxaparin',
    display: 'enoxaparin',
    classes: ['anticoagulant'],
    en: ['enoxaparin', 'enoxaparin sodium'],
    brands: ['Clexane', 'Lovenox', 'Inhixa'],
    ar: ['اينوكسابارين', 'انوكسابارين', 'كليكسان', 'كلكسان'],
    ru: ['Клексан', 'Эноксапарин'],
    source: dailyMed('enoxaparin'),
  },
  {
    id: 'dalteparin',
    display: 'dalteparin',
    classes: ['anticoagulant'],
    en: ['dalteparin'],
    brands: ['Fragmin'],
    ar: ['دالتيبارين', 'فراجمين'],
    source: dailyMed('dalteparin'),
  },
  {
    id: 'tinzaparin',
    display: 'tinzaparin',
    classes: ['anticoagulant'],
    en: ['tinzaparin'],
    brands: ['Innohep'],
    ar: ['تينزابارين'],
    source: emc('tinzaparin'),
  },
  {
    id: 'nadroparin',
    display: 'nadroparin',
    classes: ['anticoagulant'],
    en: ['nadroparin'],
    brands: ['Fraxiparine', 'Fraxodi'],
    ar: ['نادروبارين', 'فراكسيبارين'],
    ru: ['Фраксипарин'],
    source: liverTox('Heparins', 'Heparins (unfractionated and low molecular weight)'),
  },
  {
    id: 'fondaparinux',
    display: 'fondaparinux',
    classes: ['anticoagulant'],
    en: ['fondaparinux'],
    brands: ['Arixtra'],
    ar: ['فوندابارينوكس', 'اريكسترا'],
    source: dailyMed('fondaparinux'),
  },
  {
    // People call aspirin and clopidogrel "blood thinners" too, and we cannot tell which they mean,
    // so the lay phrases carry both bleeding-risk classes.
    id: 'lay-blood-thinner',
    classes: ['anticoagulant', 'antiplatelet'],
    en: [
      'blood thinner', 'blood thinning', 'thin my blood', 'thins the blood', 'thinning the blood', 'blood clot injection',
      'clot prevention injection', 'anti clotting', 'anticlotting',
      // Nigerian Pidgin: 'the drug wey dey make blood light'.
      'make blood light', 'makes blood light', 'make my blood light',
      // 'the blood tablets after my clot': tablets taken for a clot are a blood thinner.
      'tablets after clot', 'pills after clot', 'tablets for clot', 'pills for clot', 'clot tablets', 'clot pills', 'medicine for clot',
      // 'two shots a day in my stomach fat to stop clots'.
      'stop clots', 'to stop clots', 'shots to stop clots', 'injections to stop clots',
    ],
    ar: [
      'مميع', 'مميع الدم', 'مميعات', 'مميعات الدم', 'سيولة', 'سيولة الدم', 'حبوب السيولة', 'دواء السيولة', 'ابر السيولة', 'ابرة السيولة',
      'خون پتلا', 'خون پتلا کرنے کی دوائی',
      'مسيل الدم', 'مسيلات الدم', 'مضاد التخثر', 'مضادات التخثر', 'مضاد التجلط', 'مضاد للتجلط', 'مانع التجلط', 'ابر التجلط', 'ابر الجلطة',
      // Gulf 'حبوب لتمييع الدم' (pills to thin the blood).
      'تمييع الدم', 'حبوب تمييع', 'دواء تمييع', 'تمييع',
      // Gulf 'حبوب تخفف الدم' (pills that thin the blood), 'دمي ثقيل وآخذ حبوب تخففه' (my blood is thick and I take pills to thin it).
      'حبوب تخفف الدم', 'تخفف الدم', 'حبوب تخففه', 'دمي ثقيل',
    ],
    translit: [
      'mumayi3', 'mumayyi3', 'mumaye3', 'momaye3', 'mmayi3', 'mumayea', 'mumayi3 dam', 'siyoola', 'sayola', 'suyula', 'siyolat dam',
      'dawa siyoola', 'hbob siyoola',
      // Hindi/Urdu "khoon patla karne ki dawai" (blood-thinning medicine); Tagalog "pampalabnaw ng dugo" (blood thinner).
      'khoon patla', 'khun patla', 'khoon patla karne ki dawai', 'pampalabnaw ng dugo', 'pampalabnaw dugo',
      // Levantine Arabizi '7abbe bteme3 el damm' (a pill that thins the blood).
      'bteme3 damm', 'bteme3 dam', 'btmayye3 dam', 'btmaye3 damm', 'tmayye3 dam',
      // Algerian 'dwa ta3 sayalan ddem' (the blood-thinning medicine).
      'sayalan ddem', 'dwa ta3 sayalan', 'sayalan dam',
    ],
    source: ODS_VITAMIN_E,
  },
  {
    // The words of anticoagulation itself name no antiplatelet: 'anticoagulant', a DOAC, an LMWH, an INR (checked only for
    // warfarin-type medicines, DailyMed warfarin). A normal or in-range INR on them is the treatment working, so those
    // phrases are terms too and no 'normal' denies them.
    id: 'lay-anticoagulant',
    classes: ['anticoagulant'],
    en: [
      'anticoagulant', 'anti-coagulant', 'anticoagulation', 'doac', 'noac', 'lmwh', 'low molecular weight heparin',
      'anticoagulated', 'on anticoagulation', 'inr', 'inr clinic', 'inr check', 'inr test', 'inr normal', 'normal inr', 'inr in range', 'inr stable',
      // A discharge letter's short form: 'DVT 6/52 ago - on anticoag for min 3/12'.
      'anticoag', 'anticoags', 'on anticoag',
    ],
    source: dailyMed('warfarin'),
  },
];

const ANTIPLATELETS: readonly Concept[] = [
  {
    // Any aspirin counts: low-dose "heart" aspirin and analgesic doses both inhibit platelets.
    id: 'aspirin',
    display: 'aspirin',
    classes: ['antiplatelet'],
    en: ['aspirin', 'acetylsalicylic acid', 'acetyl salicylic acid', 'asa', 'baby aspirin', 'low dose aspirin'],
    // Ecosprin (USV, India) and Aspilets (United Laboratories, Philippines, MIMS PH) are low-dose aspirin.
    brands: ['Jusprin', 'Aspocid', 'Aspirin Protect', 'Aspirin Cardio', 'Ecotrin', 'Disprin', 'Cardiprin', 'Aspegic', 'Bayer Aspirin', 'Ecosprin',
      'Aspilets', 'Aspilets EC',
      // Loprin is Torrent's low-dose aspirin (India): 'Loprin 75 roz leta hoon'; Ascard is Polpharma's (Poland).
      'Loprin', 'Ascard'],
    ar: ['اسبرين', 'اسبيرين', 'اسبرين بروتكت', 'اسبرين كارديو', 'جوسبرين', 'جسبرين', 'اسبوسيد'],
    translit: ['asbreen', 'esbreen', 'asbereen'],
    ru: ['Аспирин Кардио', 'Тромбо АСС', 'Кардиомагнил', 'ацетилсалициловая кислота'],
    source: dailyMed('aspirin'),
  },
  {
    id: 'clopidogrel',
    display: 'clopidogrel',
    classes: ['antiplatelet'],
    en: ['clopidogrel', 'clopidogrel bisulfate'],
    // Deplatt is Torrent's clopidogrel, Clopilet Sun Pharma's (India).
    brands: ['Plavix', 'Deplatt', 'Clopilet'],
    ar: ['كلوبيدوجريل', 'كلوبيدوغريل', 'كلوبيدوقريل', 'بلافيكس'],
    ru: ['Плавикс', 'Клопидогрел', 'Зилт'],
    source: dailyMed('clopidogrel'),
  },
  {
    id: 'clopidogrel-aspirin',
    display: 'clopidogrel with aspirin',
    classes: ['antiplatelet'],
    en: ['clopidogrel aspirin'],
    brands: ['DuoPlavin', 'CoPlavix'],
    ar: ['دوبلافين'],
    source: emc('DuoPlavin'),
  },
  {
    // Aspirin with atorvastatin in one capsule (India): an antiplatelet and a statin.
    id: 'aspirin-atorvastatin',
    display: 'aspirin with atorvastatin',
    classes: ['antiplatelet', 'statin'],
    en: ['aspirin atorvastatin', 'atorvastatin aspirin'],
    brands: ['Ecosprin AV', 'Atorlip ASP'],
    source: { title: 'Atorlip ASP (atorvastatin + aspirin) capsules — prescribing information (Cipla)', url: 'https://ciplamed-library.com/content/atorlip-asp-capsules' },
  },
  {
    // Aspirin, atorvastatin and clopidogrel in one capsule (Ecosprin Gold, USV, India): two antiplatelets and a statin.
    id: 'aspirin-atorvastatin-clopidogrel',
    display: 'aspirin with atorvastatin and clopidogrel',
    classes: ['antiplatelet', 'statin'],
    en: ['aspirin atorvastatin clopidogrel', 'atorvastatin clopidogrel aspirin'],
    brands: ['Ecosprin Gold'],
    source: dailyMed('clopidogrel'),
  },
  {
    id: 'ticagrelor',
    display: 'ticagrelor',
    classes: ['antiplatelet'],
    en: ['ticagrelor'],
    brands: ['Brilinta', 'Brilique'],
    ar: ['تيكاجريلور', 'تيكاغريلور', 'برلينتا', 'بريلينتا'],
    ru: ['Тикагрелор'],
    source: dailyMed('ticagrelor'),
  },
  {
    id: 'prasugrel',
    display: 'prasugrel',
    classes: ['antiplatelet'],
    en: ['prasugrel'],
    brands: ['Effient', 'Efient'],
    ar: ['براسوجريل', 'براسوغريل', 'افينت'],
    source: dailyMed('prasugrel'),
  },
  {
    id: 'dipyridamole',
    display: 'dipyridamole',
    classes: ['antiplatelet'],
    en: ['dipyridamole'],
    brands: ['Persantin', 'Persantine'],
    ar: ['ديبيريدامول', 'برسانتين'],
    source: dailyMed('dipyridamole'),
  },
  {
    id: 'dipyridamole-aspirin',
    display: 'dipyridamole with aspirin',
    classes: ['antiplatelet'],
    en: ['dipyridamole aspirin'],
    brands: ['Aggrenox', 'Asasantin'],
    source: dailyMed('aspirin and dipyridamole'),
  },
  {
    id: 'cilostazol',
    display: 'cilostazol',
    classes: ['antiplatelet'],
    en: ['cilostazol'],
    brands: ['Pletal', 'Pletaal'],
    ar: ['سيلوستازول', 'بليتال'],
    source: dailyMed('cilostazol'),
  },
  {
    id: 'lay-antiplatelet',
    classes: ['antiplatelet'],
    // 'SAPT', 'DAPT': single and dual antiplatelet therapy, as a discharge letter writes them.
    en: ['antiplatelet', 'anti-platelet', 'platelet inhibitor', 'dual antiplatelet', 'dapt', 'sapt', 'single antiplatelet',
      // 'the two tablets that stop the platelets sticking', 'the anti-clumping tablet after my mini-stroke'; a heart stent is kept open by antiplatelet tablets.
      'platelets sticking', 'stop platelets sticking', 'anti clumping', 'anticlumping', 'heart stent', 'stent in my heart', 'cardiac stent', 'coronary stent',
    ],
    ar: ['مضاد الصفائح', 'مضادات الصفائح', 'مضاد للصفائح',
      // Iraqi 'حبايتين تمنع الصفيحات تتلزگ' (two pills that keep the platelets from sticking).
      'تمنع الصفيحات', 'تمنع الصفائح',
    ],
    source: ODS_VITAMIN_E,
  },
];

const SSRI_SNRI: readonly Concept[] = [
  {
    id: 'sertraline',
    display: 'sertraline',
    classes: SSRI,
    en: ['sertraline'],
    brands: ['Zoloft', 'Lustral', 'Serlift', 'Moodapex'],
    ar: ['سيرترالين', 'سرترالين', 'زولوفت', 'لوسترال', 'سيرليفت', 'مودابكس'],
    ru: ['Сертралин'],
    source: dailyMed('sertraline'),
  },
  {
    id: 'fluoxetine',
    display: 'fluoxetine',
    classes: SSRI,
    en: ['fluoxetine'],
    brands: ['Prozac', 'Sarafem', 'Flutin', 'Philozac', 'Fontex', 'Fluctin'],
    ar: ['فلوكستين', 'فلوكسيتين', 'بروزاك', 'فلوتين', 'فيلوزاك'],
    ru: ['Флуоксетин', 'Прозак'],
    source: dailyMed('fluoxetine'),
  },
  {
    id: 'escitalopram',
    display: 'escitalopram',
    classes: SSRI,
    en: ['escitalopram'],
    // Nexito is Sun Pharma's escitalopram (India).
    brands: ['Cipralex', 'Lexapro', 'Nexito'],
    ar: ['اسيتالوبرام', 'اسكيتالوبرام', 'سيبرالكس', 'سيبراليكس', 'ليكسابرو'],
    ru: ['Ципралекс', 'Эсциталопрам'],
    source: dailyMed('escitalopram'),
  },
  {
    id: 'citalopram',
    display: 'citalopram',
    classes: SSRI,
    en: ['citalopram'],
    brands: ['Cipram', 'Cipramil', 'Celexa'],
    ar: ['سيتالوبرام', 'سيبرام'],
    source: dailyMed('citalopram'),
  },
  {
    id: 'paroxetine',
    display: 'paroxetine',
    classes: SSRI,
    en: ['paroxetine'],
    brands: ['Seroxat', 'Paxil', 'Pexeva', 'Brisdelle'],
    ar: ['باروكستين', 'باروكسيتين', 'سيروكسات', 'باكسيل'],
    ru: ['Паксил', 'Пароксетин'],
    source: dailyMed('paroxetine'),
  },
  {
    id: 'fluvoxamine',
    display: 'fluvoxamine',
    classes: SSRI,
    en: ['fluvoxamine'],
    brands: ['Faverin', 'Fevarin', 'Luvox'],
    ar: ['فلوفوكسامين', 'فافرين', 'فيفارين'],
    source: dailyMed('fluvoxamine'),
  },
  {
    // An SSRI licensed for premature ejaculation; serotonergic like the others and common in the Gulf.
    id: 'dapoxetine',
    display: 'dapoxetine',
    classes: SSRI,
    en: ['dapoxetine'],
    brands: ['Priligy'],
    ar: ['دابوكستين', 'دابوكسيتين', 'بريليجي'],
    source: emc('dapoxetine'),
  },
  {
    id: 'venlafaxine',
    display: 'venlafaxine',
    classes: SSRI,
    en: ['venlafaxine'],
    brands: ['Effexor', 'Efexor', 'Effexor XR', 'Efexor XL'],
    ar: ['فينلافاكسين', 'فنلافاكسين', 'افيكسور', 'افكسور'],
    ru: ['Велаксин', 'Венлафаксин'],
    source: dailyMed('venlafaxine'),
  },
  {
    id: 'desvenlafaxine',
    display: 'desvenlafaxine',
    classes: SSRI,
    en: ['desvenlafaxine'],
    brands: ['Pristiq'],
    ar: ['ديسفينلافاكسين', 'بريستيك'],
    source: dailyMed('desvenlafaxine'),
  },
  {
    id: 'duloxetine',
    display: 'duloxetine',
    classes: SSRI,
    en: ['duloxetine'],
    brands: ['Cymbalta', 'Yentreve', 'Drizalma'],
    ar: ['دولوكستين', 'دولوكسيتين', 'سيمبالتا', 'سمبالتا'],
    source: dailyMed('duloxetine'),
  },
  med('milnacipran', SSRI, ['Savella', 'Ixel']),
  med('levomilnacipran', SSRI, ['Fetzima']),
  {
    id: 'vortioxetine',
    display: 'vortioxetine',
    classes: SSRI,
    en: ['vortioxetine'],
    brands: ['Brintellix', 'Trintellix'],
    ar: ['فورتيوكستين', 'برينتليكس'],
    source: dailyMed('vortioxetine'),
  },
  med('vilazodone', SSRI, ['Viibryd']),
  {
    id: 'olanzapine-fluoxetine',
    display: 'olanzapine with fluoxetine',
    classes: ['ssri_snri', 'antipsychotic'],
    en: ['olanzapine fluoxetine'],
    brands: ['Symbyax'],
    source: dailyMed('olanzapine and fluoxetine'),
  },
  {
    id: 'lay-ssri-snri',
    classes: SSRI,
    en: [
      'ssri', 'snri', 'serotonin reuptake inhibitor', 'selective serotonin reuptake inhibitor', 'serotonin noradrenaline reuptake inhibitor',
      'serotonin norepinephrine reuptake inhibitor',
    ],
    source: LIVERTOX_ANTIDEPRESSANTS,
  },
  {
    // We cannot tell which antidepressant family a generic phrase means, so it carries all three.
    id: 'lay-antidepressant',
    classes: ['ssri_snri', 'tricyclic', 'maoi'],
    en: [
      'antidepressant', 'anti-depressant', 'antidepressive', 'depression medicine', 'depression medication', 'depression tablets',
      'depression pills', 'pills for depression', 'medicine for depression', 'medication for depression', 'tablets for depression',
      'happy pills',
    ],
    ar: [
      'مضاد اكتئاب', 'مضاد للاكتئاب', 'مضادات الاكتئاب', 'دواء الاكتئاب', 'حبوب الاكتئاب', 'علاج الاكتئاب', 'حبوب السعادة',
      'حبوب سعادة',
    ],
    translit: [
      'mudad iktiab', 'modad ektiab', 'modad ekte2ab', 'mudad ikti2ab', 'dawa ektiab', 'dawa ekte2ab', 'hbob ektiab', 'hubub iktiab',
      'hbob sa3ada', 'hubub al sa3ada', 'hbob saada',
    ],
    source: NCCIH_ST_JOHNS_WORT,
  },
  {
    // Anxiety is treated with SSRIs/SNRIs or with benzodiazepines; the phrase cannot say which.
    id: 'lay-anxiety-medicine',
    classes: ['ssri_snri', 'sedative'],
    en: [
      'anxiety medicine', 'anxiety medication', 'anxiety tablets', 'anxiety pills', 'pills for anxiety', 'medicine for anxiety',
      'medication for anxiety', 'anti-anxiety', 'anxiolytic', 'panic attack medicine',
    ],
    ar: ['دواء القلق', 'حبوب القلق', 'علاج القلق', 'مضاد القلق', 'دواء التوتر', 'حبوب التوتر'],
    translit: ['dawa qalaq', 'hbob qalaq', 'dawa kalak', 'hbob tawator'],
    source: LIVERTOX_ANTIDEPRESSANTS,
  },
  {
    // "Psychiatric pills" may be any of these; lithium is left to its own names (its rules are specific).
    id: 'lay-psychiatric-medicine',
    classes: ['ssri_snri', 'tricyclic', 'maoi', 'antipsychotic', 'sedative'],
    en: ['psychiatric medicine', 'psychiatric medication', 'psychiatric pills', 'psych meds', 'mental health medication', 'mental health medicine'],
    ar: ['ادوية نفسية', 'دواء نفسي', 'حبوب نفسية'],
    translit: ['adwiya nafsiya', 'adwia nafsia', 'dawa nafsi', 'hbob nafsia', 'hubub nafsiya'],
    source: LIVERTOX_ANTIDEPRESSANTS,
  },
];

const MAOIS: readonly Concept[] = [
  {
    id: 'phenelzine',
    display: 'phenelzine',
    classes: ['maoi'],
    en: ['phenelzine'],
    brands: ['Nardil'],
    ar: ['فينيلزين', 'نارديل'],
    source: dailyMed('phenelzine'),
  },
  {
    id: 'tranylcypromine',
    display: 'tranylcypromine',
    classes: ['maoi'],
    en: ['tranylcypromine'],
    brands: ['Parnate'],
    ar: ['ترانيلسيبرومين'],
    source: dailyMed('tranylcypromine'),
  },
  med('isocarboxazid', ['maoi'], ['Marplan']),
  {
    // MAO-B inhibitors for Parkinson's: an MAOI interaction-wise and a Parkinson's medicine.
    id: 'selegiline',
    display: 'selegiline',
    classes: ['maoi', 'levodopa'],
    en: ['selegiline', 'deprenyl'],
    brands: ['Eldepryl', 'Jumex', 'Zelapar', 'Emsam'],
    ar: ['سيليجيلين', 'سيليجلين'],
    source: dailyMed('selegiline'),
  },
  {
    id: 'rasagiline',
    display: 'rasagiline',
    classes: ['maoi', 'levodopa'],
    en: ['rasagiline'],
    brands: ['Azilect'],
    ar: ['راساجيلين', 'ازيليكت'],
    source: dailyMed('rasagiline'),
  },
  {
    id: 'safinamide',
    display: 'safinamide',
    classes: ['maoi', 'levodopa'],
    en: ['safinamide'],
    brands: ['Xadago'],
    ar: ['سافيناميد'],
    source: dailyMed('safinamide'),
  },
  {
    id: 'moclobemide',
    display: 'moclobemide',
    classes: ['maoi'],
    en: ['moclobemide'],
    brands: ['Aurorix', 'Manerix'],
    ar: ['موكلوبيميد'],
    source: emc('moclobemide'),
  },
  {
    // An antibiotic, but a reversible MAO inhibitor: its label warns of serotonin syndrome with serotonergic agents.
    id: 'linezolid',
    display: 'linezolid',
    classes: ['maoi'],
    en: ['linezolid'],
    brands: ['Zyvox', 'Zyvoxid'],
    ar: ['لينزوليد', 'لينيزوليد', 'زيفوكس'],
    source: dailyMed('linezolid'),
  },
  {
    // A potent MAO-A inhibitor (its label warns of serotonin syndrome); also sold online as a "nootropic".
    id: 'methylene-blue',
    display: 'methylene blue',
    classes: ['maoi'],
    en: ['methylene blue', 'methylthioninium chloride'],
    brands: ['ProvayBlue'],
    ar: ['ازرق الميثيلين', 'ميثيلين الازرق'],
    source: dailyMed('methylene blue'),
  },
  {
    // A chemotherapy drug with MAO-inhibiting activity (label: avoid tyramine and serotonergic agents).
    id: 'procarbazine',
    display: 'procarbazine',
    classes: ['maoi', 'cancer_treatment'],
    en: ['procarbazine'],
    brands: ['Matulane', 'Natulan'],
    source: dailyMed('procarbazine'),
  },
  {
    id: 'lay-maoi',
    classes: ['maoi'],
    en: ['maoi', 'mao inhibitor', 'monoamine oxidase inhibitor', 'mao b inhibitor'],
    ar: ['مثبط الاكسيداز', 'مثبطات الاكسيداز'],
    source: LIVERTOX_ANTIDEPRESSANTS,
  },
];

/**
 * Tricyclics, and other antidepressants filed here as "other antidepressant" (trazodone, mirtazapine,
 * bupropion, agomelatine, tetracyclics): they are not SSRIs/SNRIs or MAOIs, and the tricyclic class
 * is where the engine's "antidepressant, not SSRI" cautions live.
 */
const TRICYCLICS: readonly Concept[] = [
  {
    id: 'amitriptyline',
    display: 'amitriptyline',
    classes: TRICYCLIC,
    en: ['amitriptyline'],
    // Tryptomer is Merind/Wockhardt's amitriptyline (India).
    brands: ['Tryptizol', 'Elavil', 'Laroxyl', 'Saroten', 'Tryptomer'],
    ar: ['اميتريبتيلين', 'اميتربتيلين', 'اميتريبتلين', 'تريبتيزول', 'تربتيزول'],
    source: liverTox('Amitriptyline', 'Amitriptyline'),
  },
  {
    id: 'nortriptyline',
    display: 'nortriptyline',
    classes: TRICYCLIC,
    en: ['nortriptyline'],
    brands: ['Pamelor', 'Aventyl', 'Allegron'],
    ar: ['نورتريبتيلين'],
    source: dailyMed('nortriptyline'),
  },
  {
    id: 'imipramine',
    display: 'imipramine',
    classes: TRICYCLIC,
    en: ['imipramine'],
    brands: ['Tofranil'],
    ar: ['ايميبرامين', 'اميبرامين', 'توفرانيل'],
    source: dailyMed('imipramine'),
  },
  {
    id: 'clomipramine',
    display: 'clomipramine',
    classes: TRICYCLIC,
    en: ['clomipramine'],
    brands: ['Anafranil'],
    ar: ['كلوميبرامين', 'انافرانيل'],
    source: dailyMed('clomipramine'),
  },
  {
    id: 'dosulepin',
    display: 'dosulepin',
    classes: TRICYCLIC,
    en: ['dosulepin', 'dothiepin'],
    brands: ['Prothiaden'],
    ar: ['دوسوليبين', 'دوثيبين', 'بروثيادين'],
    source: emc('dosulepin'),
  },
  {
    id: 'doxepin',
    display: 'doxepin',
    classes: TRICYCLIC,
    en: ['doxepin'],
    brands: ['Sinequan', 'Silenor'],
    ar: ['دوكسيبين'],
    source: dailyMed('doxepin'),
  },
  med('desipramine', TRICYCLIC, ['Norpramin']),
  med('trimipramine', TRICYCLIC, ['Surmontil']),
  med('protriptyline', TRICYCLIC, ['Vivactil']),
  med('amoxapine', TRICYCLIC, []),
  med('lofepramine', TRICYCLIC, ['Gamanil', 'Lomont'], emc('lofepramine')),
  med('maprotiline', TRICYCLIC, ['Ludiomil']),
  {
    // Other antidepressant (see the note above this list).
    id: 'trazodone',
    display: 'trazodone',
    classes: TRICYCLIC,
    en: ['trazodone'],
    brands: ['Desyrel', 'Trittico', 'Molipaxin', 'Oleptro'],
    ar: ['ترازودون', 'ترازادون', 'تريتيكو'],
    source: dailyMed('trazodone'),
  },
  {
    // Other antidepressant (see the note above this list).
    id: 'mirtazapine',
    display: 'mirtazapine',
    classes: TRICYCLIC,
    en: ['mirtazapine'],
    brands: ['Remeron', 'Remeron SolTab', 'Zispin'],
    ar: ['ميرتازابين', 'ريميرون'],
    source: dailyMed('mirtazapine'),
  },
  {
    // Other antidepressant; also the bupropion half of the weight-loss combination Contrave/Mysimba.
    id: 'bupropion',
    display: 'bupropion',
    classes: TRICYCLIC,
    en: ['bupropion', 'amfebutamone', 'naltrexone bupropion'],
    brands: ['Wellbutrin', 'Wellbutrin XL', 'Zyban', 'Elontril', 'Contrave', 'Mysimba'],
    ar: ['بوبروبيون', 'ويلبوترين', 'زيبان', 'كونتراف'],
    source: dailyMed('bupropion'),
  },
  {
    // Other antidepressant (melatonergic); UK/EU licensed, common in Gulf pharmacies.
    id: 'agomelatine',
    display: 'agomelatine',
    classes: TRICYCLIC,
    en: ['agomelatine'],
    brands: ['Valdoxan', 'Thymanax'],
    ar: ['اجوميلاتين', 'فالدوكسان'],
    source: emc('agomelatine'),
  },
  {
    // Flupentixol (antipsychotic) with melitracen (tricyclic): one of the most dispensed "nerve" pills in the region.
    id: 'flupentixol-melitracen',
    display: 'flupentixol with melitracen',
    classes: ['antipsychotic', 'tricyclic'],
    en: ['flupentixol melitracen', 'melitracen'],
    brands: ['Deanxit'],
    ar: ['دينكسيت', 'ديانكسيت', 'دي انكسيت'],
    source: emc('flupentixol'),
  },
  {
    id: 'perphenazine-amitriptyline',
    display: 'perphenazine with amitriptyline',
    classes: ['antipsychotic', 'tricyclic'],
    en: ['perphenazine amitriptyline'],
    brands: ['Triavil', 'Etrafon'],
    source: dailyMed('perphenazine and amitriptyline'),
  },
  {
    id: 'fluphenazine-nortriptyline',
    display: 'fluphenazine with nortriptyline',
    classes: ['antipsychotic', 'tricyclic'],
    en: ['fluphenazine nortriptyline'],
    brands: ['Motival', 'Motipress'],
    ar: ['موتيفال'],
    source: LIVERTOX_ANTIPSYCHOTICS,
  },
  {
    id: 'chlordiazepoxide-amitriptyline',
    display: 'chlordiazepoxide with amitriptyline',
    classes: ['sedative', 'tricyclic'],
    en: ['chlordiazepoxide amitriptyline'],
    brands: ['Limbitrol'],
    source: dailyMed('chlordiazepoxide and amitriptyline'),
  },
  {
    id: 'lay-tricyclic',
    classes: TRICYCLIC,
    // 'TCA' as prescriptions write it ('low-dose TCA at night for IBS'); a TCA skin peel read this way only adds caution.
    en: ['tricyclic', 'tricyclic antidepressant', 'tetracyclic antidepressant', 'tca', 'low dose tca'],
    ar: ['ثلاثي الحلقات', 'مضاد اكتئاب ثلاثي الحلقات'],
    source: LIVERTOX_ANTIDEPRESSANTS,
  },
];

const LITHIUM: readonly Concept[] = [
  {
    id: 'lithium',
    display: 'lithium',
    classes: ['lithium'],
    // 'BPAD on Li (level 0.7)': a clinic letter writes lithium by its symbol; bare 'Li' is also a name, so only with 'on' or its level.
    en: ['lithium', 'lithium carbonate', 'lithium citrate', 'on li', 'li level', 'li levels', 'li carbonate',
      // 'the salt tablet my psychiatrist keeps me on for my highs and lows': lithium is a salt.
      'salt tablet psychiatrist',
      // 'the oldest mood medicine there is' (lithium).
      'oldest mood medicine',
    ],
    // Lithosun (Sun Pharma) and Licab (Torrent) are Indian brands; Téralithe is French (accents are dropped as text is read).
    brands: ['Priadel', 'Camcolit', 'Liskonum', 'Lithonate', 'Lithobid', 'Eskalith', 'Quilonum', 'Li-Liquid', 'Lithosun', 'Lithosun SR', 'Licab', 'Teralithe'],
    // Urdu script: 'لیتھیم' (read as 'ليتهيم').
    ar: ['ليثيوم', 'كربونات الليثيوم', 'بريادل', 'كامكوليت', 'لیتھیم'],
    translit: ['lethyom', 'leethium'],
    ru: ['Седалит', 'Контемнол', 'литий', 'лития карбонат'],
    source: dailyMed('lithium'),
  },
  {
    // "Mood stabiliser" may be lithium, valproate, lamotrigine or an antipsychotic; the phrase carries all three.
    // A mood stabiliser is prescribed for bipolar disorder (NIMH), so the phrase names it too.
    id: 'lay-mood-stabiliser',
    classes: ['lithium', 'antiepileptic', 'antipsychotic', 'bipolar_disorder'],
    en: ['mood stabiliser', 'mood stabilizer', 'mood stabilising medicine', 'mood stabilizing medication'],
    ar: ['مثبت مزاج', 'مثبت المزاج', 'مثبتات المزاج', 'منظم المزاج',
      // Egyptian 'حباية بتثبت المزاج' (a pill that steadies the mood).
      'تثبت المزاج', 'بتثبت المزاج',
    ],
    translit: ['muthabit mazaj', 'mothabit mazaj', 'mosabet mazag', 'muthabbit al mazaj',
      // Gulf Arabizi '7ubub lel mazaj' (pills for the mood), with blood levels.
      '7ubub lel mazaj', 'dawa lel mazaj',
    ],
    source: LIVERTOX_ANTIPSYCHOTICS,
  },
];

const ANTIPSYCHOTICS: readonly Concept[] = [
  {
    id: 'quetiapine',
    display: 'quetiapine',
    classes: ANTIPSYCHOTIC,
    en: ['quetiapine'],
    brands: ['Seroquel', 'Seroquel XR', 'Seroquel XL'],
    ar: ['كويتيابين', 'كيتيابين', 'كوتيابين', 'سيروكويل', 'سيروكيل'],
    source: dailyMed('quetiapine'),
  },
  {
    id: 'olanzapine',
    display: 'olanzapine',
    classes: ANTIPSYCHOTIC,
    en: ['olanzapine'],
    // Oleanz and Oliza are Sun Pharma's and Intas' olanzapine (India).
    brands: ['Zyprexa', 'Zyprexa Velotab', 'Zyprexa Relprevv', 'Lybalvi', 'Oleanz', 'Oliza'],
    ar: ['اولانزابين', 'زيبريكسا', 'زيبركسا'],
    source: dailyMed('olanzapine'),
  },
  {
    id: 'risperidone',
    display: 'risperidone',
    classes: ANTIPSYCHOTIC,
    en: ['risperidone'],
    // Sizodon is Sun Pharma's risperidone (India).
    brands: ['Risperdal', 'Risperdal Consta', 'Perseris', 'Rykindo', 'Sizodon'],
    ar: ['ريسبيريدون', 'ريسبريدون', 'رسبريدون', 'ريسبردال', 'ريسبيردال'],
    source: dailyMed('risperidone'),
  },
  {
    // 'Abilify' is one letter from 'ability'; kept because it is the main brand (a false positive only adds caution).
    id: 'aripiprazole',
    display: 'aripiprazole',
    classes: ANTIPSYCHOTIC,
    en: ['aripiprazole'],
    brands: ['Abilify', 'Abilify Maintena', 'Abilify Mycite', 'Aristada'],
    ar: ['اريبيبرازول', 'ابيليفاي', 'ابليفاي'],
    source: dailyMed('aripiprazole'),
  },
  med('brexpiprazole', ANTIPSYCHOTIC, ['Rexulti']),
  med('cariprazine', ANTIPSYCHOTIC, ['Vraylar', 'Reagila']),
  {
    id: 'haloperidol',
    display: 'haloperidol',
    classes: ANTIPSYCHOTIC,
    en: ['haloperidol', 'haloperidol decanoate'],
    brands: ['Haldol', 'Serenace'],
    ar: ['هالوبيريدول', 'هالوبريدول', 'هالدول'],
    source: dailyMed('haloperidol'),
  },
  {
    id: 'clozapine',
    display: 'clozapine',
    classes: ANTIPSYCHOTIC,
    en: ['clozapine'],
    brands: ['Clozaril', 'Leponex', 'Denzapine', 'Zaponex', 'Versacloz'],
    ar: ['كلوزابين', 'كلوزاريل', 'ليبونكس'],
    source: dailyMed('clozapine'),
  },
  {
    id: 'paliperidone',
    display: 'paliperidone',
    classes: ANTIPSYCHOTIC,
    en: ['paliperidone', 'paliperidone palmitate'],
    brands: ['Invega', 'Invega Sustenna', 'Invega Trinza', 'Invega Hafyera', 'Xeplion', 'Trevicta', 'Byannli'],
    ar: ['باليبيريدون', 'انفيجا', 'انفيغا', 'زيبليون'],
    source: dailyMed('paliperidone'),
  },
  {
    id: 'ziprasidone',
    display: 'ziprasidone',
    classes: ANTIPSYCHOTIC,
    en: ['ziprasidone'],
    brands: ['Geodon', 'Zeldox'],
    ar: ['زيبراسيدون'],
    source: dailyMed('ziprasidone'),
  },
  {
    id: 'lurasidone',
    display: 'lurasidone',
    classes: ANTIPSYCHOTIC,
    en: ['lurasidone'],
    brands: ['Latuda'],
    ar: ['لوراسيدون', 'لاتودا'],
    source: dailyMed('lurasidone'),
  },
  med('asenapine', ANTIPSYCHOTIC, ['Saphris', 'Sycrest', 'Secuado']),
  {
    id: 'amisulpride',
    display: 'amisulpride',
    classes: ANTIPSYCHOTIC,
    en: ['amisulpride'],
    brands: ['Solian'],
    ar: ['اميسولبرايد', 'اميسولبيريد', 'سوليان'],
    source: emc('amisulpride'),
  },
  {
    // Often prescribed in the region for dizziness or indigestion, but still an antipsychotic.
    id: 'sulpiride',
    display: 'sulpiride',
    classes: ANTIPSYCHOTIC,
    en: ['sulpiride'],
    brands: ['Dogmatil', 'Dolmatil', 'Sulpor'],
    ar: ['سولبيريد', 'سلبيريد', 'دوجماتيل', 'دوغماتيل'],
    source: emc('sulpiride'),
  },
  {
    id: 'chlorpromazine',
    display: 'chlorpromazine',
    classes: ANTIPSYCHOTIC,
    en: ['chlorpromazine'],
    brands: ['Largactil', 'Thorazine'],
    ar: ['كلوربرومازين', 'لارجاكتيل'],
    source: dailyMed('chlorpromazine'),
  },
  {
    id: 'fluphenazine',
    display: 'fluphenazine',
    classes: ANTIPSYCHOTIC,
    en: ['fluphenazine', 'fluphenazine decanoate'],
    // Its UK brand (Modecate) is one letter from 'moderate' and is not listed.
    brands: ['Prolixin'],
    ar: ['فلوفينازين', 'موديكيت'],
    source: dailyMed('fluphenazine'),
  },
  {
    id: 'flupentixol',
    display: 'flupentixol',
    classes: ANTIPSYCHOTIC,
    en: ['flupentixol', 'flupenthixol'],
    brands: ['Fluanxol', 'Depixol'],
    ar: ['فلوبنتيكسول', 'فلوانكسول'],
    source: emc('flupentixol'),
  },
  med('zuclopenthixol', ANTIPSYCHOTIC, ['Clopixol', 'Cisordinol'], emc('zuclopenthixol'), ['zuclopentixol']),
  {
    id: 'trifluoperazine',
    display: 'trifluoperazine',
    classes: ANTIPSYCHOTIC,
    en: ['trifluoperazine'],
    brands: ['Stelazine'],
    ar: ['ترايفلوبيرازين', 'ستيلازين'],
    source: dailyMed('trifluoperazine'),
  },
  med('perphenazine', ANTIPSYCHOTIC, ['Trilafon', 'Fentazin']),
  med('thioridazine', ANTIPSYCHOTIC, ['Melleril', 'Mellaril']),
  med('pimozide', ANTIPSYCHOTIC, ['Orap']),
  med('loxapine', ANTIPSYCHOTIC, ['Loxapac', 'Adasuve']),
  {
    id: 'lay-antipsychotic',
    classes: ANTIPSYCHOTIC,
    en: [
      'antipsychotic', 'anti-psychotic', 'neuroleptic', 'schizophrenia medicine', 'schizophrenia medication', 'psychosis medicine',
      'psychosis medication', 'major tranquilliser', 'major tranquilizer', 'depot injection', 'depot injection schizophrenia',
      'schizophrenia injection', 'injection schizophrenia', 'depot', 'long acting injection schizophrenia',
    ],
    ar: ['مضاد ذهان', 'مضاد للذهان', 'مضادات الذهان', 'دواء الذهان', 'دواء الفصام', 'دواء انفصام', 'حبوب الفصام'],
    translit: ['mudad thuhan', 'modad zohan', 'mudad dhuhan', 'dawa fisam', 'dawa infisam'],
    source: LIVERTOX_ANTIPSYCHOTICS,
  },
];

const ANTIEPILEPTICS: readonly Concept[] = [
  {
    id: 'phenytoin',
    display: 'phenytoin',
    classes: ANTIEPILEPTIC,
    en: ['phenytoin', 'phenytoin sodium', 'diphenylhydantoin'],
    // Eptoin is Abbott's phenytoin (India).
    brands: ['Epanutin', 'Dilantin', 'Phenytek', 'Eptoin'],
    ar: ['فينيتوين', 'فنيتوين', 'ابانوتين', 'ايبانوتين', 'ديلانتين'],
    source: dailyMed('phenytoin'),
  },
  med('fosphenytoin', ANTIEPILEPTIC, ['Cerebyx', 'Pro-Epanutin']),
  {
    id: 'carbamazepine',
    display: 'carbamazepine',
    classes: ANTIEPILEPTIC,
    en: ['carbamazepine'],
    brands: ['Tegretol', 'Tegretol CR', 'Tegretol Retard', 'Tegretol XR', 'Carbatrol', 'Epitol', 'Equetro'],
    ar: ['كاربامازيبين', 'كاربامازبين', 'تجريتول', 'تيجريتول', 'تقريتول', 'تيغريتول'],
    ru: ['Финлепсин', 'Карбамазепин'],
    source: dailyMed('carbamazepine'),
  },
  {
    id: 'oxcarbazepine',
    display: 'oxcarbazepine',
    classes: ANTIEPILEPTIC,
    en: ['oxcarbazepine'],
    brands: ['Trileptal', 'Oxtellar XR'],
    ar: ['اوكسكاربازيبين', 'تريليبتال'],
    source: dailyMed('oxcarbazepine'),
  },
  med('eslicarbazepine', ANTIEPILEPTIC, ['Zebinix', 'Aptiom']),
  {
    id: 'valproate',
    display: 'valproate',
    classes: ANTIEPILEPTIC,
    // 'VPA': valproic acid as a clinic letter abbreviates it ('JME on VPA 500 BD').
    en: ['valproate', 'sodium valproate', 'valproic acid', 'divalproex', 'divalproex sodium', 'valproate semisodium', 'vpa'],
    brands: ['Depakine', 'Depakine Chrono', 'Depakote', 'Depakene', 'Epilim', 'Epilim Chrono', 'Convulex', 'Depacon', 'Episenta', 'Orfiril', 'Epival'],
    ar: ['فالبروات', 'فالبرويك', 'حمض الفالبرويك', 'ديباكين', 'ديباكين كرونو', 'ديباكوت'],
    ru: ['Депакин', 'Конвулекс', 'вальпроат'],
    source: dailyMed('valproate'),
  },
  {
    id: 'levetiracetam',
    display: 'levetiracetam',
    classes: ANTIEPILEPTIC,
    en: ['levetiracetam'],
    // Levipil is Sun Pharma's levetiracetam (India).
    brands: ['Keppra', 'Keppra XR', 'Spritam', 'Elepsia XR', 'Levipil'],
    ar: ['ليفيتيراسيتام', 'ليفتيراسيتام', 'كيبرا', 'كبرا'],
    ru: ['Леветирацетам'],
    source: dailyMed('levetiracetam'),
  },
  med('brivaracetam', ANTIEPILEPTIC, ['Briviact']),
  {
    id: 'lamotrigine',
    display: 'lamotrigine',
    classes: ANTIEPILEPTIC,
    en: ['lamotrigine'],
    brands: ['Lamictal', 'Lamictal XR', 'Subvenite'],
    ar: ['لاموتريجين', 'لاموترجين', 'لاموتريغين', 'لاميكتال'],
    ru: ['Ламиктал', 'Ламотриджин'],
    source: dailyMed('lamotrigine'),
  },
  {
    // Qsymia (phentermine with topiramate) is a weight-loss medicine that carries topiramate.
    id: 'topiramate',
    display: 'topiramate',
    classes: ANTIEPILEPTIC,
    en: ['topiramate', 'phentermine topiramate'],
    brands: ['Topamax', 'Trokendi XR', 'Qudexy XR', 'Eprontia', 'Qsymia'],
    ar: ['توبيراميت', 'توبيرامات', 'توباماكس'],
    source: dailyMed('topiramate'),
  },
  med('zonisamide', ANTIEPILEPTIC, ['Zonegran', 'Zonisade']),
  {
    id: 'lacosamide',
    display: 'lacosamide',
    classes: ANTIEPILEPTIC,
    en: ['lacosamide'],
    brands: ['Vimpat', 'Motpoly XR'],
    ar: ['لاكوساميد', 'فيمبات'],
    source: dailyMed('lacosamide'),
  },
  med('perampanel', ANTIEPILEPTIC, ['Fycompa']),
  {
    // A barbiturate: anti-seizure and sedative.
    id: 'phenobarbital',
    display: 'phenobarbital',
    classes: ['antiepileptic', 'sedative'],
    en: ['phenobarbital', 'phenobarbitone'],
    brands: ['Luminal', 'Gardenal', 'Sezaby'],
    ar: ['فينوباربيتال', 'فينوباربيتون', 'لومينال', 'جاردينال'],
    // Most US phenobarbital is marketed without an approved label; LiverTox's overview covers it.
    source: LIVERTOX_ANTICONVULSANTS,
  },
  med('primidone', ANTIEPILEPTIC, ['Mysoline']),
  med('ethosuximide', ANTIEPILEPTIC, ['Zarontin', 'Emeside']),
  {
    // Benzodiazepines used for epilepsy: anti-seizure and sedative.
    id: 'clonazepam',
    display: 'clonazepam',
    classes: ['antiepileptic', 'sedative'],
    en: ['clonazepam'],
    brands: ['Rivotril', 'Klonopin'],
    ar: ['كلونازيبام', 'كلونازبام', 'ريفوتريل'],
    source: dailyMed('clonazepam'),
  },
  {
    id: 'clobazam',
    display: 'clobazam',
    classes: ['antiepileptic', 'sedative'],
    en: ['clobazam'],
    brands: ['Frisium', 'Onfi', 'Sympazan', 'Urbanyl'],
    ar: ['كلوبازام', 'فريزيوم'],
    source: dailyMed('clobazam'),
  },
  {
    // Seizure-rescue midazolam (buccal, nasal) and the sedative injection.
    id: 'midazolam',
    display: 'midazolam',
    classes: ['antiepileptic', 'sedative'],
    en: ['midazolam'],
    brands: ['Buccolam', 'Epistatus', 'Nayzilam', 'Dormicum'],
    ar: ['ميدازولام', 'دورميكوم'],
    source: dailyMed('midazolam'),
  },
  {
    // Rectal and nasal diazepam are seizure-rescue products; tablet diazepam is under sedatives.
    id: 'diazepam-seizure-rescue',
    display: 'diazepam',
    classes: ['antiepileptic', 'sedative'],
    en: ['rectal diazepam', 'diazepam rectal', 'diazepam nasal spray'],
    brands: ['Stesolid', 'Diastat', 'Valtoco'],
    source: dailyMed('diazepam rectal'),
  },
  med('vigabatrin', ANTIEPILEPTIC, ['Sabril', 'Vigadrone']),
  med('rufinamide', ANTIEPILEPTIC, ['Banzel', 'Inovelon']),
  med('cenobamate', ANTIEPILEPTIC, ['Xcopri', 'Ontozry']),
  med('tiagabine', ANTIEPILEPTIC, ['Gabitril']),
  med('felbamate', ANTIEPILEPTIC, ['Felbatol']),
  med('stiripentol', ANTIEPILEPTIC, ['Diacomit']),
  {
    // Also prescribed for nerve pain; the label class is anticonvulsant either way.
    id: 'gabapentin',
    display: 'gabapentin',
    classes: ANTIEPILEPTIC,
    en: ['gabapentin', 'gabapentin enacarbil'],
    brands: ['Neurontin', 'Gralise', 'Horizant'],
    ar: ['جابابنتين', 'غابابنتين', 'جابابينتين', 'نيورونتين'],
    source: dailyMed('gabapentin'),
  },
  {
    // 'Lyrica' is one letter from 'lyrics'; see the note on Abilify.
    id: 'pregabalin',
    display: 'pregabalin',
    classes: ANTIEPILEPTIC,
    en: ['pregabalin'],
    brands: ['Lyrica', 'Lyrica CR'],
    ar: ['بريجابالين', 'بريغابالين', 'ليريكا', 'لريكا'],
    source: dailyMed('pregabalin'),
  },
  {
    id: 'lay-antiepileptic',
    classes: ANTIEPILEPTIC,
    en: [
      'antiepileptic', 'anti-epileptic', 'anticonvulsant', 'anti-convulsant', 'anti-seizure', 'antiseizure', 'seizure medicine',
      'seizure medication', 'seizure tablets', 'epilepsy medicine', 'epilepsy medication', 'epilepsy tablets', 'epilepsy pills',
      'medicine for epilepsy', 'medicine for seizures', 'fits medicine', 'medicine for fits', 'fit tablets',
    ],
    ar: ['دواء الصرع', 'حبوب الصرع', 'علاج الصرع', 'مضاد الصرع', 'مضاد للصرع', 'مضاد التشنج', 'مضاد للتشنجات', 'دواء التشنجات', 'حبوب التشنج'],
    translit: ['dawa sara3', 'dawa el sar3', 'hbob sar3', 'hubub sara3', 'alaj sara3', '3laj sar3', 'dawa saraa', 'mudad sara3'],
    source: ODS_FOLATE,
  },
];

const SEDATIVES: readonly Concept[] = [
  {
    id: 'diazepam',
    display: 'diazepam',
    classes: SEDATIVE,
    en: ['diazepam'],
    brands: ['Valium', 'Diazemuls'],
    ar: ['ديازيبام', 'ديازبام', 'فاليوم'],
    ru: ['Реланиум', 'Сибазон'],
    source: dailyMed('diazepam'),
  },
  {
    // 'البرازولام' begins with the letters of the article; the bare form is listed for a matcher that strips it.
    id: 'alprazolam',
    display: 'alprazolam',
    classes: SEDATIVE,
    // Misspellings of a 5-letter brand that the typo allowance (one edit from 5 letters) cannot reach from 4 letters or by sound.
    en: ['alprazolam', 'xanx', 'zanax', 'xanex', 'zanex', 'xannax'],
    // Restyl is Cipla's alprazolam (India).
    brands: ['Xanax', 'Xanax XR', 'Niravam', 'Restyl',
      // Alprax: Torrent's alprazolam (India).
      'Alprax',
    ],
    ar: ['البرازولام', 'برازولام', 'زاناكس', 'اكزاناكس'],
    ru: ['Ксанакс'],
    source: dailyMed('alprazolam'),
  },
  {
    id: 'lorazepam',
    display: 'lorazepam',
    classes: SEDATIVE,
    en: ['lorazepam'],
    brands: ['Ativan', 'Temesta', 'Loreev XR'],
    ar: ['لورازيبام', 'اتيفان'],
    source: dailyMed('lorazepam'),
  },
  {
    // Not licensed in the US or UK; LiverTox's class overview covers the benzodiazepines.
    id: 'bromazepam',
    display: 'bromazepam',
    classes: SEDATIVE,
    en: ['bromazepam'],
    brands: ['Lexotanil', 'Lexotan', 'Lexomil'],
    ar: ['برومازيبام', 'ليكسوتانيل', 'لكسوتانيل', 'ليكزوتانيل'],
    source: LIVERTOX_BENZODIAZEPINES,
  },
  {
    id: 'chlordiazepoxide',
    display: 'chlordiazepoxide',
    classes: SEDATIVE,
    en: ['chlordiazepoxide'],
    brands: ['Librium'],
    ar: ['كلورديازيبوكسيد'],
    source: dailyMed('chlordiazepoxide'),
  },
  {
    // Chlordiazepoxide with clidinium, widely used in the region for IBS: it carries a benzodiazepine.
    id: 'chlordiazepoxide-clidinium',
    display: 'chlordiazepoxide with clidinium',
    classes: SEDATIVE,
    en: ['chlordiazepoxide clidinium', 'clidinium'],
    brands: ['Librax'],
    ar: ['ليبراكس', 'لبراكس'],
    source: dailyMed('chlordiazepoxide and clidinium'),
  },
  med('oxazepam', SEDATIVE, []),
  med('temazepam', SEDATIVE, ['Restoril', 'Normison']),
  med('nitrazepam', SEDATIVE, ['Mogadon'], emc('nitrazepam')),
  med('flurazepam', SEDATIVE, ['Dalmane']),
  med('triazolam', SEDATIVE, ['Halcion']),
  med('clorazepate', SEDATIVE, ['Tranxene']),
  med('estazolam', SEDATIVE, []),
  {
    id: 'zolpidem',
    display: 'zolpidem',
    classes: SEDATIVE,
    en: ['zolpidem'],
    brands: ['Stilnox', 'Ambien', 'Ambien CR', 'Edluar'],
    ar: ['زولبيديم', 'ستيلنوكس', 'ستلنوكس'],
    source: dailyMed('zolpidem'),
  },
  {
    id: 'zopiclone',
    display: 'zopiclone',
    classes: SEDATIVE,
    en: ['zopiclone'],
    brands: ['Imovane', 'Zimovane'],
    ar: ['زوبيكلون', 'ايموفان'],
    source: emc('zopiclone'),
  },
  // Zaleplon's brand (Sonata) is an everyday word, so only the generic is listed.
  med('zaleplon', SEDATIVE, []),
  med('eszopiclone', SEDATIVE, ['Lunesta']),
  med('suvorexant', SEDATIVE, ['Belsomra']),
  med('lemborexant', SEDATIVE, ['Dayvigo']),
  med('daridorexant', SEDATIVE, ['Quviviq']),
  // Opioid painkillers and centrally acting muscle relaxants: their labels warn of profound or added sedation with other
  // central nervous system depressants, as the sedative class means (NCCIH: ashwagandha may add to sedatives).
  // Tramacet and Zaldiar are tramadol with paracetamol; Panadeine, Solpadeine and co-codamol are codeine with it.
  med('tramadol', SEDATIVE, ['Tramal', 'Ultram', 'Contramal', 'Tramadex', 'Tramacet', 'Zaldiar']),
  med('oxycodone', SEDATIVE, ['OxyContin', 'OxyNorm', 'Targin', 'Percocet']),
  med('morphine', SEDATIVE, ['MST Continus', 'Oramorph', 'Sevredol']),
  med('codeine', SEDATIVE, ['Panadeine', 'Solpadeine', 'Co-codamol', 'Codipar'], dailyMed('codeine'), ['paracetamol with codeine', 'codeine phosphate']),
  med('tapentadol', SEDATIVE, ['Palexia', 'Nucynta']),
  med('tizanidine', SEDATIVE, ['Sirdalud', 'Zanaflex']),
  med('baclofen', SEDATIVE, ['Lioresal']),
  med('cyclobenzaprine', SEDATIVE, ['Flexeril']),
  med('orphenadrine', SEDATIVE, ['Norflex', 'Norgesic']),
  med('methocarbamol', SEDATIVE, ['Robaxin']),
  {
    // A sedating antihistamine sold as a sleep aid, alone or in "night" painkillers.
    id: 'diphenhydramine',
    display: 'diphenhydramine',
    classes: SEDATIVE,
    en: ['diphenhydramine', 'paracetamol diphenhydramine'],
    brands: ['Panadol Night', 'Tylenol PM', 'Advil PM', 'Nytol', 'Sominex', 'ZzzQuil', 'Unisom SleepGels', 'Benadryl'],
    ar: ['ديفينهيدرامين', 'دايفينهيدرامين', 'بنادول نايت', 'بانادول نايت', 'بنادريل'],
    source: dailyMed('diphenhydramine'),
  },
  {
    // Sedating antihistamine: sleep aids, and with pyridoxine for morning sickness (Diclegis, Xonvea).
    id: 'doxylamine',
    display: 'doxylamine',
    classes: SEDATIVE,
    en: ['doxylamine', 'doxylamine pyridoxine'],
    brands: ['Unisom', 'Donormyl', 'Diclegis', 'Bonjesta', 'Xonvea'],
    ar: ['دوكسيلامين'],
    source: dailyMed('doxylamine'),
  },
  {
    id: 'promethazine',
    display: 'promethazine',
    classes: SEDATIVE,
    en: ['promethazine'],
    brands: ['Phenergan', 'Avomine'],
    ar: ['بروميثازين', 'فينرجان', 'فينيرجان'],
    source: dailyMed('promethazine'),
  },
  {
    id: 'hydroxyzine',
    display: 'hydroxyzine',
    classes: SEDATIVE,
    en: ['hydroxyzine'],
    brands: ['Atarax', 'Vistaril', 'Ucerax'],
    ar: ['هيدروكسيزين', 'اتاراكس'],
    source: dailyMed('hydroxyzine'),
  },
  {
    id: 'lay-sedative',
    classes: SEDATIVE,
    en: [
      'sleeping pills', 'sleeping tablets', 'sleeping medicine', 'sleeping medication', 'sleep medication', 'sleep medicine',
      'sedative', 'hypnotic', 'tranquilliser', 'tranquilizer',
      'benzodiazepine', 'benzo', 'benzos', 'z drug',
    ],
    ar: [
      'حبوب نوم', 'حبوب منومة', 'منوم', 'منومات', 'دواء النوم', 'دواء للنوم', 'دواء مهدئ', 'مهدئات', 'حبوب مهدئة', 'مهدئ اعصاب', 'نیند کی گولی',
      'بنزوديازيبين',
    ],
    translit: [
      'hbob nom', 'hubub nawm', 'hboob noum', 'habbat noom', 'munawim', 'mnawem', 'monawem', 'mhadiat', 'dawa muhadi2', 'hbob mhadi2a', '7boob nom', 'hboob nom', '7ubub nom', 'habbat nom', '7abbat nom',
      // Hindi/Urdu "neend ki goli" (sleeping pill); Tagalog "pampatulog" (sleeping aid).
      'neend ki goli', 'neend ki dawai', 'pampatulog'],
    ru: ['Феназепам', 'снотворное'],
    source: LIVERTOX_BENZODIAZEPINES,
  },
];

const PARKINSONS: readonly Concept[] = [
  {
    id: 'levodopa-carbidopa',
    display: 'levodopa',
    classes: LEVODOPA,
    en: ['levodopa', 'carbidopa', 'l-dopa', 'co-careldopa', 'carbidopa levodopa', 'levodopa carbidopa'],
    // Syndopa (Plus, CR) is Sun Pharma's carbidopa + levodopa (India).
    brands: ['Sinemet', 'Sinemet CR', 'Sinemet Plus', 'Parcopa', 'Rytary', 'Duodopa', 'Duopa', 'Lecado', 'Syndopa', 'Syndopa Plus'],
    ar: ['ليفودوبا', 'كاربيدوبا', 'سينيميت', 'سينمت'],
    source: dailyMed('carbidopa and levodopa'),
  },
  {
    id: 'levodopa-benserazide',
    display: 'levodopa',
    classes: LEVODOPA,
    en: ['co-beneldopa', 'benserazide', 'levodopa benserazide'],
    brands: ['Madopar', 'Madopar HBS', 'Madopar CR', 'Prolopa', 'Restex'],
    ar: ['مادوبار', 'بنسيرازيد'],
    source: emc('co-beneldopa'),
  },
  {
    id: 'levodopa-carbidopa-entacapone',
    display: 'levodopa',
    classes: LEVODOPA,
    en: ['levodopa carbidopa entacapone'],
    brands: ['Stalevo'],
    ar: ['ستاليفو'],
    source: dailyMed('carbidopa, levodopa and entacapone'),
  },
  med('entacapone', LEVODOPA, ['Comtan', 'Comtess']),
  med('opicapone', LEVODOPA, ['Ongentys']),
  med('tolcapone', LEVODOPA, ['Tasmar']),
  {
    // Dopamine agonists (also used for restless legs): the brief files other Parkinson's medicines under levodopa.
    id: 'pramipexole',
    display: 'pramipexole',
    classes: LEVODOPA,
    en: ['pramipexole'],
    brands: ['Mirapex', 'Mirapex ER', 'Mirapexin', 'Sifrol'],
    ar: ['براميبكسول', 'براميبيكسول', 'سيفرول', 'ميرابكس'],
    source: dailyMed('pramipexole'),
  },
  {
    id: 'ropinirole',
    display: 'ropinirole',
    classes: LEVODOPA,
    en: ['ropinirole'],
    brands: ['Requip', 'Requip XL', 'Adartrel'],
    ar: ['روبينيرول', 'ريكويب'],
    source: dailyMed('ropinirole'),
  },
  // Rotigotine's brand (Neupro) is one letter from 'neuro', so only the generic is listed.
  med('rotigotine', LEVODOPA, []),
  med('apomorphine', LEVODOPA, ['Apokyn', 'APO-go', 'Kynmobi']),
  {
    id: 'amantadine',
    display: 'amantadine',
    classes: LEVODOPA,
    en: ['amantadine'],
    brands: ['Symmetrel', 'PK-Merz', 'Gocovri', 'Osmolex ER'],
    ar: ['امانتادين'],
    source: dailyMed('amantadine'),
  },
  {
    id: 'lay-parkinsons-medicine',
    classes: LEVODOPA,
    en: [
      'parkinsons medicine', 'parkinson medicine', 'parkinsons medication', 'parkinson medication', 'parkinsons tablets',
      'parkinson tablets', 'anti-parkinson', 'antiparkinson', 'dopamine agonist',
    ],
    ar: ['دواء باركنسون', 'دواء الباركنسون', 'علاج باركنسون', 'حبوب باركنسون', 'دواء الشلل الرعاش', 'علاج الشلل الرعاش', 'حبوب الرعاش'],
    translit: ['dawa parkinson', 'dawa barkinson', 'dawa shalal ra3ash', 'hbob ra3ash', 'dawa shalal raash'],
    source: ODS_IRON,
  },
];

/**
 * Immunosuppressants: transplant medicines, DMARDs, MS disease-modifiers, biologics, JAK inhibitors,
 * long-term oral steroids and hydroxychloroquine (an immunomodulator). Topical forms (Protopic,
 * eye-drop ciclosporin) are not listed: they do not suppress immunity systemically. Dupilumab is
 * not an immunosuppressant and is left out on purpose.
 */
const IMMUNOSUPPRESSANTS: readonly Concept[] = [
  {
    id: 'tacrolimus',
    display: 'tacrolimus',
    classes: IMMUNO,
    en: ['tacrolimus'],
    brands: ['Prograf', 'Advagraf', 'Envarsus', 'Envarsus XR', 'Astagraf XL', 'Modigraf'],
    ar: ['تاكروليمس', 'تاكروليموس', 'بروجراف', 'بروغراف', 'ادفاجراف'],
    source: dailyMed('tacrolimus'),
  },
  {
    // 'Neoral' is one letter from 'neural'; see the note on Abilify.
    id: 'ciclosporin',
    display: 'ciclosporin',
    classes: IMMUNO,
    en: ['ciclosporin', 'cyclosporine', 'cyclosporin'],
    brands: ['Neoral', 'Sandimmun', 'Sandimmune', 'Sandimmun Neoral', 'Gengraf', 'Deximune', 'Capimune'],
    ar: ['سيكلوسبورين', 'سيكلوسبورين اي', 'نيورال', 'ساندميون', 'سانديميون'],
    source: dailyMed('cyclosporine'),
  },
  {
    id: 'mycophenolate',
    display: 'mycophenolate',
    classes: IMMUNO,
    en: ['mycophenolate', 'mycophenolate mofetil', 'mycophenolic acid', 'mycophenolate sodium', 'mmf'],
    brands: ['CellCept', 'Myfortic', 'Myfenax', 'Ceptava'],
    ar: ['مايكوفينولات', 'ميكوفينولات', 'سيلسبت', 'سلسبت', 'مايفورتيك'],
    source: dailyMed('mycophenolate'),
  },
  {
    id: 'sirolimus',
    display: 'sirolimus',
    classes: IMMUNO,
    en: ['sirolimus', 'rapamycin'],
    brands: ['Rapamune'],
    ar: ['سيروليمس', 'سيروليموس'],
    source: dailyMed('sirolimus'),
  },
  {
    // Transplant (Certican, Zortress) and cancer (Afinitor, Votubia) brands of one ingredient.
    id: 'everolimus',
    display: 'everolimus',
    classes: IMMUNO_CANCER,
    en: ['everolimus'],
    brands: ['Certican', 'Zortress', 'Afinitor', 'Votubia'],
    ar: ['ايفيروليمس', 'افينيتور'],
    source: dailyMed('everolimus'),
  },
  {
    id: 'azathioprine',
    display: 'azathioprine',
    classes: IMMUNO,
    // 'AIH type 1 on aza 100 mg': a clinic letter's short form.
    en: ['azathioprine', 'aza mg', 'on aza'],
    // Azoran is RPG's azathioprine (India).
    brands: ['Imuran', 'Imurel', 'Azasan', 'Azoran'],
    ar: ['ازاثيوبرين', 'ازاثيوبيرين', 'ايموران'],
    source: dailyMed('azathioprine'),
  },
  {
    // Used for inflammatory bowel disease and for leukaemia.
    id: 'mercaptopurine',
    display: 'mercaptopurine',
    classes: IMMUNO_CANCER,
    en: ['mercaptopurine', '6-mercaptopurine'],
    brands: ['Purinethol', 'Purixan', 'Xaluprine'],
    ar: ['ميركابتوبيورين'],
    source: dailyMed('mercaptopurine'),
  },
  {
    id: 'leflunomide',
    display: 'leflunomide',
    classes: IMMUNO,
    en: ['leflunomide'],
    brands: ['Arava'],
    ar: ['ليفلونومايد', 'ليفلونوميد', 'ارافا'],
    source: dailyMed('leflunomide'),
  },
  med('teriflunomide', IMMUNO, ['Aubagio']),
  med('fingolimod', IMMUNO, ['Gilenya']),
  med('siponimod', IMMUNO, ['Mayzent']),
  med('ozanimod', IMMUNO, ['Zeposia']),
  med('ponesimod', IMMUNO, ['Ponvory']),
  med('dimethyl fumarate', IMMUNO, ['Tecfidera']),
  med('diroximel fumarate', IMMUNO, ['Vumerity']),
  med('natalizumab', IMMUNO, ['Tysabri', 'Tyruko']),
  med('ocrelizumab', IMMUNO, ['Ocrevus']),
  med('ofatumumab', IMMUNO, ['Kesimpta']),
  med('alemtuzumab', IMMUNO, ['Lemtrada']),
  // Multiple sclerosis tablets and a hairy-cell leukaemia infusion of one ingredient.
  med('cladribine', IMMUNO_CANCER, ['Mavenclad', 'Leustatin']),
  {
    id: 'prednisolone',
    display: 'prednisolone',
    classes: IMMUNO,
    en: ['prednisolone'],
    brands: ['Deltacortril', 'Predsol', 'Solupred', 'Millipred', 'Orapred', 'Pediapred'],
    ar: ['بريدنيزولون', 'بريدنزولون', 'بردنيزولون'],
    ru: ['Преднизолон'],
    source: dailyMed('prednisolone'),
  },
  {
    id: 'prednisone',
    display: 'prednisone',
    classes: IMMUNO,
    en: ['prednisone'],
    brands: ['Deltasone'],
    ar: ['بريدنيزون', 'بردنيزون'],
    source: dailyMed('prednisone'),
  },
  {
    id: 'dexamethasone',
    display: 'dexamethasone',
    classes: IMMUNO,
    en: ['dexamethasone'],
    brands: ['Decadron', 'Fortecortin', 'Oradexon', 'Hemady'],
    ar: ['ديكساميثازون', 'دكساميثازون', 'ديكسامثازون', 'ديكادرون', 'فورتيكورتين'],
    source: dailyMed('dexamethasone'),
  },
  {
    id: 'methylprednisolone',
    display: 'methylprednisolone',
    classes: IMMUNO,
    en: ['methylprednisolone', 'methyl prednisolone'],
    brands: ['Medrol', 'Solu-Medrol', 'Depo-Medrol', 'Urbason'],
    ar: ['ميثيل بريدنيزولون', 'ميثيل بردنيزولون', 'ميدرول', 'سولوميدرول', 'ديبوميدرول'],
    ru: ['Метипред'],
    source: dailyMed('methylprednisolone'),
  },
  {
    id: 'deflazacort',
    display: 'deflazacort',
    classes: IMMUNO,
    en: ['deflazacort'],
    brands: ['Calcort', 'Emflaza'],
    ar: ['ديفلازاكورت', 'كالكورت'],
    source: dailyMed('deflazacort'),
  },
  {
    // Oral steroids count as immunosuppressants. Bare "steroid" is listed although it can mean an
    // inhaler, a cream or anabolic steroids: missing long-term prednisolone is the worse error.
    id: 'lay-oral-steroids',
    classes: IMMUNO,
    en: [
      'steroid', 'oral steroid', 'steroid tablets', 'steroid pills', 'corticosteroid', 'glucocorticoid', 'cortisone', 'cortisone tablets',
    ],
    ar: ['كورتيزون', 'حبوب الكورتيزون', 'كورتيزون حبوب', 'كورتيزونات', 'ستيرويد', 'ستيرويدات', 'كورتيكوستيرويد'],
    translit: ['kortizon', 'kortezon', 'korteezon', 'hbob kortizon'],
    source: ODS_VITAMIN_D,
  },
  {
    id: 'adalimumab',
    display: 'adalimumab',
    classes: IMMUNO,
    en: ['adalimumab'],
    brands: ['Humira', 'Amgevita', 'Amjevita', 'Hyrimoz', 'Idacio', 'Imraldi', 'Yuflyma', 'Hadlima', 'Cyltezo', 'Abrilada', 'Yusimry'],
    ar: ['اداليموماب', 'هيوميرا', 'هوميرا'],
    source: dailyMed('adalimumab'),
  },
  {
    id: 'etanercept',
    display: 'etanercept',
    classes: IMMUNO,
    en: ['etanercept'],
    brands: ['Enbrel', 'Benepali', 'Erelzi', 'Eticovo', 'Nepexto'],
    ar: ['ايتانرسبت', 'انبريل'],
    source: dailyMed('etanercept'),
  },
  {
    id: 'infliximab',
    display: 'infliximab',
    classes: IMMUNO,
    en: ['infliximab'],
    brands: ['Remicade', 'Remsima', 'Inflectra', 'Flixabi', 'Zessly', 'Renflexis', 'Avsola', 'Zymfentra'],
    ar: ['انفليكسيماب', 'ريميكيد', 'ريمسيما'],
    source: dailyMed('infliximab'),
  },
  med('golimumab', IMMUNO, ['Simponi', 'Simponi Aria']),
  med('certolizumab', IMMUNO, ['Cimzia'], dailyMed('certolizumab'), ['certolizumab pegol']),
  {
    id: 'tocilizumab',
    display: 'tocilizumab',
    classes: IMMUNO,
    en: ['tocilizumab'],
    brands: ['Actemra', 'RoActemra', 'Tyenne', 'Tofidence'],
    ar: ['توسيليزوماب', 'اكتيمرا'],
    source: dailyMed('tocilizumab'),
  },
  med('sarilumab', IMMUNO, ['Kevzara']),
  med('abatacept', IMMUNO, ['Orencia']),
  med('anakinra', IMMUNO, ['Kineret']),
  {
    // Used for rheumatoid arthritis and vasculitis as well as lymphoma.
    id: 'rituximab',
    display: 'rituximab',
    classes: IMMUNO_CANCER,
    en: ['rituximab'],
    brands: ['MabThera', 'Rituxan', 'Truxima', 'Ruxience', 'Riabni', 'Rixathon'],
    ar: ['ريتوكسيماب', 'مابثيرا', 'ماب ثيرا'],
    source: dailyMed('rituximab'),
  },
  {
    id: 'secukinumab',
    display: 'secukinumab',
    classes: IMMUNO,
    en: ['secukinumab'],
    brands: ['Cosentyx'],
    ar: ['سيكوكينوماب', 'كوسينتكس'],
    source: dailyMed('secukinumab'),
  },
  med('ixekizumab', IMMUNO, ['Taltz']),
  {
    id: 'ustekinumab',
    display: 'ustekinumab',
    classes: IMMUNO,
    en: ['ustekinumab'],
    brands: ['Stelara', 'Wezlana', 'Uzpruvo', 'Pyzchiva'],
    ar: ['يوستيكينوماب', 'ستيلارا'],
    source: dailyMed('ustekinumab'),
  },
  med('guselkumab', IMMUNO, ['Tremfya']),
  med('risankizumab', IMMUNO, ['Skyrizi']),
  med('tildrakizumab', IMMUNO, ['Ilumya', 'Ilumetri']),
  med('bimekizumab', IMMUNO, ['Bimzelx']),
  med('brodalumab', IMMUNO, ['Siliq', 'Kyntheum']),
  med('vedolizumab', IMMUNO, ['Entyvio']),
  med('belimumab', IMMUNO, ['Benlysta']),
  med('anifrolumab', IMMUNO, ['Saphnelo']),
  {
    id: 'tofacitinib',
    display: 'tofacitinib',
    classes: IMMUNO,
    en: ['tofacitinib'],
    brands: ['Xeljanz', 'Xeljanz XR'],
    ar: ['توفاسيتينيب', 'زيلجانز'],
    source: dailyMed('tofacitinib'),
  },
  {
    id: 'baricitinib',
    display: 'baricitinib',
    classes: IMMUNO,
    en: ['baricitinib'],
    brands: ['Olumiant'],
    ar: ['باريسيتينيب', 'اولوميانت'],
    source: dailyMed('baricitinib'),
  },
  {
    id: 'upadacitinib',
    display: 'upadacitinib',
    classes: IMMUNO,
    en: ['upadacitinib'],
    brands: ['Rinvoq'],
    ar: ['اوباداسيتينيب', 'رينفوك'],
    source: dailyMed('upadacitinib'),
  },
  med('filgotinib', IMMUNO, ['Jyseleca'], emc('filgotinib')),
  med('abrocitinib', IMMUNO, ['Cibinqo']),
  med('ritlecitinib', IMMUNO, ['Litfulo']),
  med('deucravacitinib', IMMUNO, ['Sotyktu']),
  // Myelofibrosis and graft-versus-host disease; the cream (Opzelura) is topical and not listed.
  med('ruxolitinib', IMMUNO_CANCER, ['Jakafi', 'Jakavi']),
  {
    // An immunomodulator for lupus and rheumatoid arthritis; filed with immunosuppressants.
    id: 'hydroxychloroquine',
    display: 'hydroxychloroquine',
    classes: IMMUNO,
    en: ['hydroxychloroquine', 'hydroxychloroquine sulfate', 'hydroxychloroquine sulphate', 'hcq'],
    brands: ['Plaquenil', 'HCQS', 'Quensyl'],
    ar: ['هيدروكسي كلوروكين', 'هيدروكسيكلوروكين', 'هيدروكسي كلوروكوين', 'بلاكونيل', 'بلاكوينيل'],
    ru: ['Плаквенил', 'Гидроксихлорохин'],
    source: dailyMed('hydroxychloroquine'),
  },
  {
    id: 'lay-immunosuppressant',
    classes: IMMUNO,
    en: [
      'immunosuppressant', 'immunosuppressive', 'immune suppressant', 'immune suppressing medicine', 'anti-rejection',
      'anti rejection medicine', 'organ transplant medicine', 'organ transplant medication', 'dmard', 'biologic injection', 'biologic therapy',
      'biologic medicine', 'biological therapy', 'jak inhibitor',
      // 'tablets to stop my body rejecting my brother's kidney', 'the tablets that keep my immune system turned down', 'my new heart'.
      'body rejecting', 'stop rejecting', 'immune system turned down', 'immune system down', 'new kidney', 'new liver', 'new heart', 'fighting my new',
      // 'pills that stop my body fighting it' (a transplanted kidney).
      'body fighting', 'stop my body fighting',
    ],
    ar: [
      'مثبط المناعة', 'مثبط مناعة', 'مثبطات المناعة', 'دواء مثبط للمناعة', 'ادوية زراعة الكلى', 'ادوية زراعة الكبد', 'ادوية ضد الرفض',
      'دواء ضد الرفض', 'علاج بيولوجي',
      'ابر بيولوجية', 'حقن بيولوجية',
    ],
    translit: ['muthabit mana3a', 'mothabit mana3a', 'mosabet mana3a', 'muthabbit al mana3a', 'mothabet manaa'],
    source: NCCIH_ST_JOHNS_WORT,
  },
];

const CANCER_TREATMENTS: readonly Concept[] = [
  {
    id: 'capecitabine',
    display: 'capecitabine',
    classes: CANCER,
    en: ['capecitabine'],
    brands: ['Xeloda', 'Ecansya'],
    ar: ['كابيسيتابين', 'زيلودا', 'اكسيلودا'],
    source: dailyMed('capecitabine'),
  },
  {
    // Topical 5-FU cream (Efudix) is for skin lesions and is not listed by brand.
    id: 'fluorouracil',
    display: 'fluorouracil',
    classes: CANCER,
    en: ['fluorouracil', '5-fu', '5-fluorouracil'],
    brands: ['Adrucil'],
    ar: ['فلورويوراسيل'],
    source: dailyMed('fluorouracil'),
  },
  {
    id: 'imatinib',
    display: 'imatinib',
    classes: CANCER,
    en: ['imatinib'],
    brands: ['Glivec', 'Gleevec', 'Imkeldi'],
    ar: ['ايماتينيب', 'اماتينيب', 'جليفك', 'جليفيك', 'غليفك'],
    source: dailyMed('imatinib'),
  },
  {
    id: 'cyclophosphamide',
    display: 'cyclophosphamide',
    classes: IMMUNO_CANCER,
    en: ['cyclophosphamide'],
    brands: ['Endoxan', 'Cytoxan'],
    ar: ['سيكلوفوسفاميد', 'اندوكسان'],
    source: dailyMed('cyclophosphamide'),
  },
  {
    id: 'pembrolizumab',
    display: 'pembrolizumab',
    classes: CANCER,
    en: ['pembrolizumab'],
    brands: ['Keytruda'],
    ar: ['بيمبروليزوماب', 'كيترودا'],
    source: dailyMed('pembrolizumab'),
  },
  {
    id: 'nivolumab',
    display: 'nivolumab',
    classes: CANCER,
    en: ['nivolumab'],
    brands: ['Opdivo', 'Opdualag'],
    ar: ['نيفولوماب', 'اوبديفو'],
    source: dailyMed('nivolumab'),
  },
  med('atezolizumab', CANCER, ['Tecentriq']),
  med('durvalumab', CANCER, ['Imfinzi']),
  med('ipilimumab', CANCER, ['Yervoy']),
  med('cemiplimab', CANCER, ['Libtayo']),
  med('dostarlimab', CANCER, ['Jemperli']),
  {
    id: 'trastuzumab',
    display: 'trastuzumab',
    classes: CANCER,
    en: ['trastuzumab', 'trastuzumab emtansine', 'trastuzumab deruxtecan'],
    brands: ['Herceptin', 'Herceptin SC', 'Kanjinti', 'Ogivri', 'Herzuma', 'Ontruzant', 'Trazimera', 'Kadcyla', 'Enhertu', 'Phesgo'],
    ar: ['تراستوزوماب', 'هيرسبتين', 'هيرسيبتين'],
    source: dailyMed('trastuzumab'),
  },
  med('pertuzumab', CANCER, ['Perjeta']),
  {
    // Also injected into the eye for macular disease; a false positive there only adds caution.
    id: 'bevacizumab',
    display: 'bevacizumab',
    classes: CANCER,
    en: ['bevacizumab'],
    brands: ['Avastin', 'Mvasi', 'Zirabev'],
    ar: ['بيفاسيزوماب', 'افاستين'],
    source: dailyMed('bevacizumab'),
  },
  med('cetuximab', CANCER, ['Erbitux']),
  {
    id: 'palbociclib',
    display: 'palbociclib',
    classes: CANCER,
    en: ['palbociclib'],
    brands: ['Ibrance'],
    ar: ['بالبوسيكليب', 'ابرانس'],
    source: dailyMed('palbociclib'),
  },
  med('ribociclib', CANCER, ['Kisqali']),
  med('abemaciclib', CANCER, ['Verzenio', 'Verzenios']),
  {
    id: 'bortezomib',
    display: 'bortezomib',
    classes: CANCER,
    en: ['bortezomib'],
    brands: ['Velcade'],
    ar: ['بورتيزوميب', 'فيلكيد'],
    source: dailyMed('bortezomib'),
  },
  med('lenalidomide', CANCER, ['Revlimid']),
  med('thalidomide', CANCER, ['Thalomid']),
  med('pomalidomide', CANCER, ['Pomalyst', 'Imnovid']),
  med('cisplatin', CANCER, []),
  med('carboplatin', CANCER, ['Paraplatin']),
  med('oxaliplatin', CANCER, ['Eloxatin']),
  med('paclitaxel', CANCER, ['Taxol', 'Abraxane']),
  med('docetaxel', CANCER, ['Taxotere']),
  med('doxorubicin', CANCER, ['Adriamycin', 'Doxil', 'Caelyx']),
  med('epirubicin', CANCER, ['Ellence', 'Pharmorubicin']),
  med('gemcitabine', CANCER, ['Gemzar']),
  med('irinotecan', CANCER, ['Camptosar', 'Campto', 'Onivyde']),
  med('pemetrexed', CANCER, ['Alimta']),
  med('vincristine', CANCER, []),
  med('etoposide', CANCER, ['Vepesid', 'Etopophos']),
  med('temozolomide', CANCER, ['Temodal', 'Temodar']),
  med('chlorambucil', CANCER, ['Leukeran']),
  med('melphalan', CANCER, ['Alkeran']),
  med('azacitidine', CANCER, ['Vidaza', 'Onureg']),
  med('erlotinib', CANCER, ['Tarceva']),
  med('gefitinib', CANCER, ['Iressa']),
  med('osimertinib', CANCER, ['Tagrisso']),
  med('afatinib', CANCER, ['Giotrif', 'Gilotrif']),
  med('alectinib', CANCER, ['Alecensa']),
  med('sunitinib', CANCER, ['Sutent']),
  med('sorafenib', CANCER, ['Nexavar']),
  med('lenvatinib', CANCER, ['Lenvima']),
  med('regorafenib', CANCER, ['Stivarga']),
  med('pazopanib', CANCER, ['Votrient']),
  med('cabozantinib', CANCER, ['Cabometyx', 'Cometriq']),
  med('olaparib', CANCER, ['Lynparza']),
  med('niraparib', CANCER, ['Zejula']),
  med('ibrutinib', CANCER, ['Imbruvica']),
  med('acalabrutinib', CANCER, ['Calquence']),
  med('zanubrutinib', CANCER, ['Brukinsa']),
  med('venetoclax', CANCER, ['Venclexta', 'Venclyxto']),
  med('dasatinib', CANCER, ['Sprycel']),
  med('nilotinib', CANCER, ['Tasigna']),
  med('bosutinib', CANCER, ['Bosulif']),
  {
    // Cytotoxic: chronic myeloid leukaemia and, under other brands (Droxia, Siklos), sickle cell disease.
    id: 'hydroxyurea',
    display: 'hydroxyurea',
    classes: CANCER,
    en: ['hydroxyurea', 'hydroxycarbamide'],
    brands: ['Hydrea', 'Droxia', 'Siklos'],
    ar: ['هيدروكسي يوريا', 'هيدريا'],
    source: dailyMed('hydroxyurea'),
  },

  // Hormone therapies for cancer: cancer_treatment and hormone_sensitive_cancer.
  {
    id: 'tamoxifen',
    display: 'tamoxifen',
    classes: HORMONE_CANCER,
    en: ['tamoxifen'],
    brands: ['Nolvadex', 'Soltamox', 'Tamofen'],
    ar: ['تاموكسيفين', 'تاموكسفين', 'نولفادكس'],
    ru: ['Тамоксифен'],
    source: dailyMed('tamoxifen'),
  },
  {
    id: 'letrozole',
    display: 'letrozole',
    classes: HORMONE_CANCER_OR_FERTILITY,
    en: ['letrozole'],
    brands: ['Femara'],
    ar: ['ليتروزول', 'لتروزول', 'فيمارا'],
    source: dailyMed('letrozole'),
  },
  {
    id: 'anastrozole',
    display: 'anastrozole',
    classes: HORMONE_CANCER,
    en: ['anastrozole'],
    brands: ['Arimidex'],
    ar: ['اناستروزول', 'اريميدكس'],
    source: dailyMed('anastrozole'),
  },
  {
    id: 'exemestane',
    display: 'exemestane',
    classes: HORMONE_CANCER,
    en: ['exemestane'],
    brands: ['Aromasin'],
    ar: ['اكزيميستان', 'اروماسين'],
    source: dailyMed('exemestane'),
  },
  {
    id: 'fulvestrant',
    display: 'fulvestrant',
    classes: HORMONE_CANCER,
    en: ['fulvestrant'],
    brands: ['Faslodex'],
    ar: ['فولفسترانت', 'فاسلودكس'],
    source: dailyMed('fulvestrant'),
  },
  {
    id: 'bicalutamide',
    display: 'bicalutamide',
    classes: HORMONE_CANCER,
    en: ['bicalutamide'],
    brands: ['Casodex', 'Cosudex'],
    ar: ['بيكالوتاميد', 'كازودكس', 'كاسودكس'],
    source: dailyMed('bicalutamide'),
  },
  {
    id: 'enzalutamide',
    display: 'enzalutamide',
    classes: HORMONE_CANCER,
    en: ['enzalutamide'],
    brands: ['Xtandi'],
    ar: ['انزالوتاميد', 'اكستاندي'],
    source: dailyMed('enzalutamide'),
  },
  med('apalutamide', HORMONE_CANCER, ['Erleada']),
  med('darolutamide', HORMONE_CANCER, ['Nubeqa']),
  {
    id: 'abiraterone',
    display: 'abiraterone',
    classes: HORMONE_CANCER,
    en: ['abiraterone', 'abiraterone acetate'],
    brands: ['Zytiga', 'Yonsa', 'Akeega'],
    ar: ['ابيراتيرون', 'زيتيجا', 'زيتيغا'],
    source: dailyMed('abiraterone'),
  },
  {
    id: 'leuprorelin',
    display: 'leuprorelin',
    classes: HORMONE_CANCER_OR_FERTILITY,
    en: ['leuprorelin', 'leuprolide'],
    brands: ['Trenantone', 'Lucrin', 'Lucrin Depot', 'Lupron', 'Lupron Depot', 'Eligard', 'Prostap', 'Camcevi', 'Fensolvi'],
    ar: ['ليوبروريلين', 'ليوبرولايد', 'لوكرين', 'لوبرون', 'اليجارد'],
    source: dailyMed('leuprolide'),
  },
  {
    id: 'goserelin',
    display: 'goserelin',
    classes: HORMONE_CANCER,
    en: ['goserelin'],
    brands: ['Zoladex'],
    ar: ['جوسيريلين', 'غوسيريلين', 'زولادكس'],
    source: dailyMed('goserelin'),
  },
  {
    id: 'triptorelin',
    display: 'triptorelin',
    classes: HORMONE_CANCER_OR_FERTILITY,
    en: ['triptorelin'],
    brands: ['Decapeptyl', 'Diphereline', 'Trelstar', 'Triptodur', 'Gonapeptyl'],
    ar: ['تريبتوريلين', 'ديكابيبتيل', 'ديفيريلين'],
    source: dailyMed('triptorelin'),
  },
  med('degarelix', HORMONE_CANCER, ['Firmagon']),
  med('relugolix', HORMONE_CANCER, ['Orgovyx']),

  {
    // The words for cancer itself. 'ورم' also means a swelling in colloquial Arabic; a false positive only adds caution.
    id: 'lay-cancer',
    classes: CANCER,
    en: [
      'cancer', 'tumour', 'tumor', 'oncology', 'oncologist', 'malignancy', 'malignant', 'carcinoma', 'lymphoma', 'leukaemia', 'leukemia',
      'myeloma', 'sarcoma', 'metastatic', 'metastasis',
    ],
    ar: ['سرطان', 'ورم', 'ورم خبيث', 'مرض خبيث', 'المرض الخبيث', 'كانسر', 'علاج الاورام', 'طب الاورام'],
    translit: ['saratan', 'sarataan', 'marad khabeeth', 'marad khabith', 'al marad al khabeeth', 'waram khabeeth', 'waram khabith'],
    source: ODS_VITAMIN_C,
  },
  {
    id: 'lay-chemotherapy',
    classes: CANCER,
    en: [
      'chemo', 'chemotherapy', 'radiotherapy', 'radiation therapy', 'radiation treatment', 'immunotherapy', 'targeted therapy',
      'cancer treatment', 'cancer medicine', 'cancer medication',
      // An oncology letter's regimens and phases: 'neoadjuvant AC-T, cycle 3 of 8', 'FOLFOX', 'R-CHOP'.
      'neoadjuvant', 'adjuvant chemo', 'ac-t', 'ac then t', 'folfox', 'folfiri', 'folfirinox', 'capox', 'xelox', 'r-chop', 'tchp', 'abvd', 'chemo tablets',
      'chemo cycle',
    ],
    ar: [
      'كيماوي', 'علاج كيماوي', 'كيميائي', 'علاج كيميائي', 'كيمو', 'جرعة كيماوي', 'جلسات كيماوي', 'علاج اشعاعي', 'جلسات اشعاعي',
      'علاج بالاشعاع', 'علاج مناعي', 'علاج موجه',
    ],
    translit: ['kimawi', 'kimaawi', 'kemawi', 'kimyawi', 'keemawi', 'kemo', 'ilaj kimawi', '3ilaj kimawi', '3laj kimawi', 'esha3i', 'ishaai'],
    source: ODS_VITAMIN_C,
  },
  {
    // Cancers that are hormone-sensitive by type; the condition words sit here beside their hormone therapies.
    id: 'lay-hormone-sensitive-cancer',
    classes: HORMONE_CANCER,
    en: [
      'breast cancer', 'prostate cancer', 'ovarian cancer', 'endometrial cancer', 'womb cancer', 'uterine cancer', 'hormone sensitive cancer',
      'hormone receptor positive', 'oestrogen receptor positive', 'estrogen receptor positive', 'er positive', 'hormone therapy for cancer',
    ],
    ar: ['سرطان الثدي', 'سرطان الصدر', 'سرطان البروستاتا', 'سرطان البروستات', 'سرطان المبيض', 'سرطان الرحم', 'سرطان بطانة الرحم', 'ورم الثدي'],
    translit: ['saratan thadi', 'saratan al thady', 'saratan sadr', 'saratan prostata', 'saratan rahim'],
    source: dailyMed('tamoxifen'),
  },
];

export const NERVOUS_BLOOD_IMMUNE_CONCEPTS: readonly Concept[] = [
  ...ANTICOAGULANTS,
  ...ANTIPLATELETS,
  ...SSRI_SNRI,
  ...MAOIS,
  ...TRICYCLICS,
  ...LITHIUM,
  ...ANTIPSYCHOTICS,
  ...ANTIEPILEPTICS,
  ...SEDATIVES,
  ...PARKINSONS,
  ...IMMUNOSUPPRESSANTS,
  ...CANCER_TREATMENTS,
];
