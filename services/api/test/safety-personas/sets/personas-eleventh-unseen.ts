import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import {
  meds,
  health,
  concernBox,
  dailymed,
  SKIN_WOMAN,
  SKIN_MAN,
  SKIN_AGING_MAN_46,
  SKIN_AGING_WOMAN_46,
  BASE_MAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  IMMUNITY_MAN,
  DIGESTION_MAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  VITAMIN_E,
  CALCIUM,
  IRON,
  MAGNESIUM,
  OMEGA_3,
  FOLATE,
  WEIGHT_LOSS,
  NCCIH_ASHWAGANDHA,
  NCCIH_COQ10,
  NCCIH_GREEN_TEA,
  LIVERTOX_ASHWAGANDHA,
} from '../persona-answers';
import {
  ADDERALL,
  ASGE_ANTITHROMBOTICS,
  ASMBS_MICRONUTRIENTS,
  BIKTARVY,
  CONCERTA,
  DESFERAL,
  ELIQUIS,
  EXJADE,
  JADENU,
  LEVOTHYROXINE,
  LOVAZA,
  MOUNJARO,
  NCI_REMISSION,
  ODS_WYNTK,
  OZEMPIC,
  PLAVIX,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  TIVICAY,
  TRIUMEQ,
  TRULICITY,
  TUMS,
  VASCEPA,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Eleventh set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries or the earlier sets, and before the engine ran on
 * it. Ids start at 1201. What each group holds and why:
 * - GLP-1 and GLP-1/GIP medicines (Ozempic, Wegovy, Mounjaro, Saxenda, Trulicity, Rybelsus) delay
 *   gastric emptying (their labels); a bulk fibre that swells (glucomannan, FDA 21 CFR 201.319)
 *   is left out for a weight-loss goal.
 * - ADHD stimulants (methylphenidate: Concerta, Ritalin; amphetamines: Vyvanse, Adderall) raise
 *   heart rate and blood pressure (their labels); green tea extract brings caffeine and liver
 *   injury (NCCIH) and is left out.
 * - HIV integrase inhibitors (dolutegravir: Tivicay, Triumeq, Dovato; bictegravir: Biktarvy) are
 *   blocked by polyvalent cations: the label spaces magnesium, calcium and iron by hours.
 * - TB treatment (isoniazid, rifampicin) is a known cause of liver injury (LiverTox); the herbs
 *   linked to liver injury (ashwagandha, green tea extract) are left out beside it.
 * - Iron chelators (Exjade, Jadenu, deferasirox, deferiprone, Desferal) are given for iron
 *   overload: an iron supplement is left out.
 * - Prescription omega-3 (Vascepa, Omacor, Lovaza) already gives up to 4 g a day; a fish-oil
 *   supplement on top is left out (whole-stack check).
 * - Calcium carbonate antacids (Tums, Rennie, Gaviscon Double Action) count toward the calcium
 *   upper limit (NIH ODS); at a stated daily number over the limit, calcium + D is left out.
 * - Past and future: a weight-loss operation years ago is lifelong weight-loss-surgery care, not
 *   an operation ahead; an operation ahead stops vitamin E or ashwagandha before surgery; "was on
 *   X since 2019", "finished my X, need a refill" and a short pause for a procedure still mean
 *   taking X; "in remission" is still the condition (NCI).
 * - A denial of a comma list denies all of it (the person gets a plan, not a stop), and does not
 *   cover a later "but I have…" clause.
 * - Brand names one typo away from another class's medicine read as themselves (Jadenu/Januvia,
 *   Exjade/Exforge, Ritalin/Rivotril, Adderall/Inderal, Lovaza/lovastatin, Omacor/omeprazole).
 * - Pregnancy in Hindi/Urdu idioms, Arabic and Tagalog; someone else's medicine does not count,
 *   the user's own in the same sentence does.
 */

/** Labels (DailyMed search for the brand): the GLP-1 and GLP-1/GIP medicines. */
const RYBELSUS = dailymed('rybelsus');
/** FDA 21 CFR 201.319: water-soluble gums that swell can choke or obstruct. */
const FDA_SWELLING_GUMS = 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfcfr/CFRSearch.cfm?fr=201.319';
/** ADHD stimulant labels: raised blood pressure and heart rate. */
/** Integrase inhibitor labels: polyvalent cations (Mg, Al, Ca, Fe) 2 hours before or 6 hours after. */
const DOVATO = dailymed('dovato');
/** LiverTox: isoniazid, a well-known cause of acute, sometimes fatal, liver injury. */
const LIVERTOX_ISONIAZID = 'https://www.ncbi.nlm.nih.gov/books/NBK548754/';
/** Rifampin label: hepatotoxicity, more so with isoniazid. */
/** Iron chelator labels: given for chronic iron overload from transfusions. */
const FERRIPROX = dailymed('ferriprox');
/** Prescription omega-3 labels: 4 g a day; FDA: up to 5 g a day of EPA + DHA from supplements. */
const OMEGA3_ETHYL_ESTERS = dailymed('omega-3-acid+ethyl+esters');
/** Tums label: calcium carbonate, elemental calcium per tablet. */
/** ASMBS 2016 micronutrient guideline: supplements for life after a sleeve, bypass, band or switch. */
/** NIH ODS Dietary Supplements: What You Need to Know — tell the surgeon; stop before an operation. */
/** ASGE guideline (Gastrointestinal Endoscopy 2016): anticoagulants are held briefly around endoscopy and resumed. */
const HUMIRA = dailymed('humira');
/** NCI dictionary: remission is not cure; the cancer may come back. */
/** NIDDK: kidney stones, and that someone who had one is likely to have another. */
const NIDDK_KIDNEY_STONES = 'https://www.niddk.nih.gov/health-information/urologic-diseases/kidney-stones';
/** NIDDK: Crohn's disease treatment aims at remission and keeps it with medicines. */
const NIDDK_CROHNS_TREATMENT = 'https://www.niddk.nih.gov/health-information/digestive-diseases/crohns-disease/treatment';


/** A GLP-1 medicine on a weight-loss plan: no swelling fibre (glucomannan). */
function glp1(n: number, style: PersonaStyle, text: string, answers: Partial<QuizAnswers>, label: string, extra: Partial<PersonaExpectation> = {}): SafetyPersona {
  return persona(n, 'glp1_agonist', style, { ...answers, ...meds(text) }, {
    no: ['glucomannan'],
    expect: ['glp1_agonist', ...(extra.expect ?? [])],
    not: extra.not,
    source: `${label} ; ${FDA_SWELLING_GUMS} ; ${WEIGHT_LOSS}`,
  });
}

/** An ADHD stimulant on a focus plan: no green tea extract. */
function adhd(n: number, style: PersonaStyle, text: string, answers: Partial<QuizAnswers>, label: string, not?: readonly InteractionClass[]): SafetyPersona {
  return persona(n, 'adhd_medicine', style, { ...answers, ...meds(text) }, {
    no: ['green-tea-extract'],
    expect: ['adhd_medicine'],
    not,
    source: `${label} ; ${NCCIH_GREEN_TEA}`,
  });
}

/** An integrase inhibitor beside a planned mineral: the plan spaces them by hours. */
function integrase(n: number, style: PersonaStyle, text: string, answers: Partial<QuizAnswers>, label: string, mineral: string): SafetyPersona {
  return persona(n, 'integrase_inhibitor', style, { ...answers, ...meds(text) }, {
    mention: ['hours'],
    expect: ['integrase_inhibitor'],
    source: `${label} ; ${mineral}`,
  });
}

/** TB treatment: the herbs linked to liver injury are left out. */
function tb(n: number, style: PersonaStyle, answers: Partial<QuizAnswers>, herb: 'ashwagandha' | 'green-tea-extract'): SafetyPersona {
  return persona(n, 'tb_treatment', style, answers, {
    no: [herb],
    expect: ['tb_treatment'],
    source: `${LIVERTOX_ISONIAZID} ; ${RIFAMPIN} ; ${herb === 'ashwagandha' ? LIVERTOX_ASHWAGANDHA : NCCIH_GREEN_TEA}`,
  });
}

/** An iron chelator on an energy plan that would hold iron: no iron. */
function chelator(n: number, style: PersonaStyle, answers: Partial<QuizAnswers>, label: string, extra: Partial<PersonaExpectation> = {}): SafetyPersona {
  return persona(n, 'iron_chelator', style, { ...ENERGY_WOMAN, ...answers }, {
    no: ['iron'],
    expect: ['iron_chelator', ...(extra.expect ?? [])],
    not: extra.not,
    source: `${label} ; ${IRON}`,
  });
}

/** Prescription omega-3: no fish-oil supplement on top. */
function rxOmega3(n: number, style: PersonaStyle, text: string, answers: Partial<QuizAnswers>, label: string, extra: Partial<PersonaExpectation> = {}): SafetyPersona {
  return persona(n, 'prescription_omega3', style, { ...answers, ...meds(text) }, {
    no: ['omega-3'],
    expect: ['prescription_omega3', ...(extra.expect ?? [])],
    not: extra.not,
    source: `${label} ; ${OMEGA_3}`,
  });
}

/** A weight-loss operation years ago: lifelong care, no swelling fibre, no pre-operative stop. */
function pastBariatric(n: number, style: PersonaStyle, text: string, answers: Partial<QuizAnswers> = WEIGHT_WOMAN): SafetyPersona {
  return persona(n, 'bariatric_surgery', style, { ...answers, ...health(text) }, {
    no: ['glucomannan'],
    mention: ['weight-loss surgery'],
    expect: ['bariatric_surgery'],
    not: ['surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  });
}

/** An operation ahead on a skin plan: vitamin E is stopped before surgery. */
function aheadVitaminE(n: number, style: PersonaStyle, text: string, answers: Partial<QuizAnswers> = SKIN_WOMAN): SafetyPersona {
  return persona(n, 'surgery', style, { ...answers, ...health(text) }, {
    no: ['vitamin-e'],
    mention: ['before surgery'],
    expect: ['surgery'],
    source: `${ODS_WYNTK} ; ${VITAMIN_E}`,
  });
}

/** Pregnancy or breastfeeding on the base plan: ashwagandha is left out (NCCIH). */
function pregnant(n: number, style: PersonaStyle, answers: Partial<QuizAnswers>, not?: readonly InteractionClass[]): SafetyPersona {
  return persona(n, 'pregnancy_breastfeeding', style, answers, {
    no: ['ashwagandha'],
    expect: ['pregnancy_breastfeeding'],
    not,
    source: `${NCCIH_ASHWAGANDHA} ; ${FOLATE}`,
  });
}

export const ELEVENTH_UNSEEN_PERSONAS: readonly SafetyPersona[] = [
  // GLP-1 and GLP-1/GIP medicines, weekly injections and the oral tablet.
  glp1(1201, 'brand', 'Ozempic 0.5 weekly', WEIGHT_WOMAN, OZEMPIC),
  glp1(1202, 'typo', 'ozempik 1mg once a week on sundays', WEIGHT_MAN, OZEMPIC),
  glp1(1203, 'transliteration', 'ibrat ozempic kil usbu3', WEIGHT_WOMAN, OZEMPIC),
  glp1(1204, 'arabic', 'إبرة مونجارو ٥ ملغ كل أسبوع', WEIGHT_WOMAN, MOUNJARO),
  glp1(1205, 'brand', 'Wegovy 2.4', WEIGHT_MAN, WEGOVY),
  glp1(1206, 'dose', 'Mounjaro 7.5 mg weekly for my diabetes', WEIGHT_MAN, MOUNJARO, { expect: ['glucose_lowering'] }),
  glp1(1207, 'typo', 'saxanda pen 1.8 daily', WEIGHT_WOMAN, SAXENDA),
  glp1(1208, 'english', 'trulicity injection every friday for type 2 diabetes', WEIGHT_MAN, TRULICITY, { expect: ['glucose_lowering'] }),
  glp1(1209, 'brand', 'Rybelsus 7mg tablet in the morning on an empty stomach', WEIGHT_WOMAN, RYBELSUS),
  glp1(1210, 'transliteration', 'doctor ne weight ke liye mounjaro start kiya hai, 2.5 se', WEIGHT_WOMAN, MOUNJARO),
  glp1(1211, 'english', 'im on semaglutide shots po for my weight', WEIGHT_WOMAN, WEGOVY),
  glp1(1212, 'english', 'finished my last Ozempic pen, need to get a refill from the pharmacy this week', WEIGHT_WOMAN, OZEMPIC),
  glp1(1213, 'english', 'was on Trulicity since 2019', WEIGHT_MAN, TRULICITY),
  glp1(1214, 'arabic', 'اوزمبيك ابرة كل اسبوع للتنحيف', WEIGHT_WOMAN, OZEMPIC),
  glp1(1215, 'typo', 'monjaro 5mg jab weekly', WEIGHT_MAN, MOUNJARO),
  glp1(1216, 'multi', 'metformin 500 twice a day, Ozempic 1 mg weekly, atorvastatin 20 for sugar and cholestrol', WEIGHT_MAN, OZEMPIC, {
    expect: ['glucose_lowering', 'metformin', 'statin'],
  }),

  // ADHD stimulants: methylphenidate and amphetamines.
  adhd(1217, 'brand', 'Concerta 36mg', FOCUS_MAN, CONCERTA),
  adhd(1218, 'brand', 'Ritalin LA 20 mg in the morning', FOCUS_MAN, RITALIN, ['sedative', 'antiepileptic']),
  adhd(1219, 'brand', 'Vyvanse 30', FOCUS_WOMAN, VYVANSE),
  adhd(1220, 'typo', 'aderall XR 20mg', FOCUS_MAN, ADDERALL, ['blood_pressure']),
  adhd(1221, 'brand', 'Adderall 10 mg twice daily', FOCUS_WOMAN, ADDERALL, ['blood_pressure']),
  adhd(1222, 'dose', 'methylphenidate 18 mg every morning', FOCUS_WOMAN, CONCERTA),
  adhd(1223, 'transliteration', 'ana 3ala concerta min zaman for ADHD', FOCUS_MAN, CONCERTA),
  adhd(1224, 'arabic', 'كونسرتا ٢٧ ملغ للتركيز', FOCUS_WOMAN, CONCERTA),
  adhd(1225, 'english', 'lisdexamfetamine for adult ADHD, diagnosed last year', FOCUS_MAN, VYVANSE),
  adhd(1226, 'typo', 'ritalin 10mg x2 (adhd), vitamin d', FOCUS_WOMAN, RITALIN, ['sedative']),

  // HIV integrase inhibitors beside magnesium, iron or calcium.
  integrase(1227, 'brand', 'Biktarvy one tablet daily', SLEEP_STRESS_MAN, BIKTARVY, MAGNESIUM),
  integrase(1228, 'brand', 'Tivicay 50mg', ENERGY_WOMAN, TIVICAY, IRON),
  integrase(1229, 'brand', 'Triumeq once a day', AGING_WOMAN_46, TRIUMEQ, CALCIUM),
  integrase(1230, 'multi', 'dolutegravir 50 + tenofovir/lamivudine (TLD), one each night', SLEEP_STRESS_MAN, TIVICAY, MAGNESIUM),
  integrase(1231, 'transliteration', 'dawa el HIV: biktarvy, 7abba kil yom', SLEEP_STRESS_MAN, BIKTARVY, MAGNESIUM),
  integrase(1232, 'typo', 'tivikay 50 mg daily', ENERGY_WOMAN_30, TIVICAY, IRON),
  integrase(1233, 'brand', 'Dovato', SLEEP_STRESS_MAN, DOVATO, MAGNESIUM),
  integrase(1234, 'english', 'HIV positive, undetectable, on dolutegravir based treatment', ENERGY_WOMAN, TIVICAY, IRON),

  // TB treatment: liver injury, so no liver-toxic herbs.
  tb(1235, 'english', { ...BASE_MAN, ...meds('rifampicin and isoniazid for TB, month 3 of 6') }, 'ashwagandha'),
  tb(1236, 'brand', meds('Rifinah 300/150 two tablets every morning'), 'ashwagandha'),
  tb(1237, 'transliteration', { ...BASE_MAN, ...meds('TB ki dawai chal rahi hai - Akurit 4, 6 mahine ka course') }, 'ashwagandha'),
  tb(1238, 'multi', meds('nag-gagamot ako ng TB sa health center: rifampicin, isoniazid, pyrazinamide, ethambutol araw-araw'), 'ashwagandha'),
  tb(1239, 'typo', { ...WEIGHT_WOMAN, ...meds('rifampcin + isoniazide daily') }, 'green-tea-extract'),
  tb(1240, 'dose', { ...FOCUS_WOMAN, ...meds('INH 300mg daily for latent TB, 9 months') }, 'green-tea-extract'),
  tb(1241, 'arabic', meds('علاج السل: ريفامبيسين وايزونيازيد'), 'ashwagandha'),
  tb(1242, 'health-box', concernBox('on TB treatment (rifampicin) since September', ['stress']), 'ashwagandha'),

  // Iron chelators, thalassaemia being common in the Gulf.
  chelator(1243, 'brand', meds('Exjade 500mg dissolved in orange juice'), EXJADE, { not: ['blood_pressure'] }),
  chelator(1244, 'brand', meds('Jadenu 360 mg daily'), JADENU, { not: ['glucose_lowering'] }),
  chelator(1245, 'english', meds('deferasirox daily for thalassemia major'), EXJADE, { expect: ['iron_overload'] }),
  chelator(1246, 'english', meds('deferiprone (Ferriprox) three times a day'), FERRIPROX),
  chelator(1247, 'arabic', health('عندي ثلاسيميا ميجر وآخذ إكسجيد'), EXJADE, { expect: ['iron_overload'] }),
  chelator(1248, 'transliteration', meds('3indi thalassemia w akhoth jadenu kil yom'), JADENU),
  chelator(1249, 'brand', meds('thalassemia major hai, Desirox 500 leti hoon'), EXJADE),
  chelator(1250, 'typo', meds('jadenu360 + desferal pump at night'), DESFERAL),
  chelator(1251, 'english', { age: '26-35', ...meds('Desferal infusion 5 nights a week since childhood') }, DESFERAL),

  // Prescription omega-3 in the whole-stack check.
  rxOmega3(1252, 'brand', 'Vascepa 2 caps twice daily', FOCUS_MAN, VASCEPA),
  rxOmega3(1253, 'brand', 'Omacor 1g x4', AGING_WOMAN_46, OMEGA3_ETHYL_ESTERS, { not: ['ppi'] }),
  rxOmega3(1254, 'typo', 'lovasa 4 capsules for triglycerides', DIGESTION_MAN, LOVAZA, { not: ['statin'] }),
  rxOmega3(1255, 'english', 'icosapent ethyl 4 g a day', FOCUS_WOMAN, VASCEPA),
  rxOmega3(1256, 'arabic', 'أوماكور كبسولة مرتين باليوم للدهون الثلاثية', AGING_WOMAN_46, OMEGA3_ETHYL_ESTERS),
  rxOmega3(1257, 'english', 'Omacor po para sa triglycerides ko', DIGESTION_MAN, OMEGA3_ETHYL_ESTERS),
  rxOmega3(1258, 'multi', 'Lipitor 20, Vascepa 2g twice, aspirin 81', FOCUS_MAN, VASCEPA, { expect: ['statin', 'antiplatelet'] }),
  rxOmega3(1259, 'brand', 'Lovaza 1 gram four caps a day', SKIN_AGING_MAN_46, LOVAZA, { not: ['anticoagulant', 'statin'] }),

  // Calcium from antacids in the whole-stack check: over the upper limit, no calcium + D.
  persona(1260, 'calcium_antacid', 'dose', { ...AGING_WOMAN_56, ...meds('Tums Ultra 1000, about 6 a day for heartburn') }, {
    no: ['calcium-with-vitamin-d'],
    expect: ['calcium_antacid'],
    source: `${CALCIUM} ; ${TUMS}`,
  }),
  persona(1261, 'calcium_antacid', 'dose', { ...AGING_WOMAN_46, ...meds('rennie like 10 tabs every day, reflux') }, {
    no: ['calcium-with-vitamin-d'],
    expect: ['calcium_antacid'],
    source: `${CALCIUM} ; ${TUMS}`,
  }),
  persona(1262, 'calcium_antacid', 'dose', { ...AGING_WOMAN_56, ...meds('Tums extra strength 750 - 8 tablets daily') }, {
    no: ['calcium-with-vitamin-d'],
    expect: ['calcium_antacid'],
    source: `${CALCIUM} ; ${TUMS}`,
  }),
  persona(1263, 'calcium_antacid', 'brand', { ...AGING_WOMAN_46, ...meds('Gaviscon Double Action after meals') }, {
    expect: ['calcium_antacid'],
    source: `${CALCIUM} ; ${TUMS}`,
  }),
  persona(1264, 'calcium_antacid', 'transliteration', { ...AGING_WOMAN_46, ...meds('Digene aur Tums dono leti hoon acidity ke liye') }, {
    expect: ['calcium_antacid'],
    source: `${CALCIUM} ; ${TUMS}`,
  }),
  persona(1265, 'calcium_antacid', 'arabic', { ...AGING_WOMAN_46, ...meds('ريني للحموضة ٦ حبات يوميا') }, {
    expect: ['calcium_antacid'],
    source: `${CALCIUM} ; ${TUMS}`,
  }),

  // A weight-loss operation years ago.
  pastBariatric(1266, 'english', 'had a sleeve gastrectomy in 2018'),
  pastBariatric(1267, 'transliteration', 'sawait takmeem 2017', WEIGHT_MAN),
  pastBariatric(1268, 'arabic', 'سويت تكميم معدة قبل ٥ سنوات'),
  pastBariatric(1269, 'transliteration', '2019 mein gastric bypass hua tha'),
  pastBariatric(1270, 'english', 'nagpa-gastric sleeve ako noong 2020 sa Manila'),
  pastBariatric(1271, 'english', 'did a gastric bypass in Riyadh 6 yrs ago, regained some weight since', WEIGHT_MAN),

  // An operation or dental procedure ahead.
  aheadVitaminE(1272, 'english', 'knee replacement on the 15th of next month', SKIN_AGING_WOMAN_46),
  aheadVitaminE(1273, 'transliteration', '3indi 3amaliya ba3d usbu3ain', SKIN_MAN),
  aheadVitaminE(1274, 'arabic', 'موعد عملية المرارة الأسبوع الجاي'),
  aheadVitaminE(1275, 'transliteration', 'agle mahine operation hai, hernia ka', SKIN_MAN),
  aheadVitaminE(1276, 'english', 'may opera ako next week sa gallbladder'),
  persona(1277, 'surgery', 'english', health('scheduled for lap chole on the 10th of December'), {
    no: ['ashwagandha'],
    mention: ['before surgery'],
    expect: ['surgery'],
    source: `${ODS_WYNTK} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  persona(1278, 'surgery', 'english', { ...SKIN_WOMAN, ...health('wisdom tooth extraction next Thursday') }, {
    no: ['vitamin-e'],
    expect: ['surgery'],
    source: `${ODS_WYNTK} ; ${VITAMIN_E}`,
  }),
  // An ordinary operation years ago is not one ahead.
  persona(1279, 'surgery', 'english', { ...SKIN_WOMAN, ...health('appendix removed in 2012, no problems since') }, {
    not: ['surgery'],
    source: ODS_WYNTK,
  }),
  persona(1280, 'surgery', 'arabic', { ...SKIN_WOMAN, ...health('سويت عملية الزايدة من زمان') }, {
    not: ['surgery'],
    source: ODS_WYNTK,
  }),

  // Still taking it: "was on X since", "finished, need a refill", a short pause for a procedure.
  persona(1281, 'anticoagulant', 'english', { ...SKIN_AGING_MAN_46, ...meds('was on warfarin since 2019 after my valve replacement') }, {
    no: ['vitamin-e', 'coq10'],
    expect: ['anticoagulant'],
    source: `${WARFARIN} ; ${VITAMIN_E} ; ${NCCIH_COQ10}`,
  }),
  persona(1282, 'anticoagulant', 'english', { ...SKIN_MAN, ...meds('holding Xarelto 2 days for colonoscopy on Sunday, restart Monday') }, {
    no: ['vitamin-e'],
    expect: ['anticoagulant'],
    source: `${XARELTO} ; ${ASGE_ANTITHROMBOTICS} ; ${VITAMIN_E}`,
  }),
  persona(1283, 'anticoagulant', 'transliteration', { ...SKIN_WOMAN, ...meds('wagaft el eliquis yomein 3ashan el manthar, w arja3 3aleh ba3deen') }, {
    no: ['vitamin-e'],
    expect: ['anticoagulant'],
    source: `${ELIQUIS} ; ${ASGE_ANTITHROMBOTICS} ; ${VITAMIN_E}`,
  }),
  persona(1284, 'antiplatelet', 'arabic', { ...SKIN_WOMAN, ...meds('موقفة البلافكس ٥ أيام قبل خلع الضرس وبرجع له بعدها') }, {
    no: ['vitamin-e'],
    expect: ['antiplatelet'],
    source: `${PLAVIX} ; ${ASGE_ANTITHROMBOTICS} ; ${VITAMIN_E}`,
  }),
  persona(1285, 'anticoagulant', 'english', { ...SKIN_MAN, ...meds('finished my Eliquis box yesterday, refill pending at Aster') }, {
    no: ['vitamin-e'],
    expect: ['anticoagulant'],
    source: `${ELIQUIS} ; ${VITAMIN_E}`,
  }),
  persona(1286, 'levothyroxine', 'transliteration', meds('thyronorm 50 khatam ho gayi, kal refill lena hai'), {
    no: ['ashwagandha'],
    expect: ['levothyroxine'],
    source: `${LEVOTHYROXINE} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  persona(1287, 'levothyroxine', 'english', meds('naubos na yung Euthyrox ko, bibili pa lang ulit bukas'), {
    no: ['ashwagandha'],
    expect: ['levothyroxine'],
    source: `${LEVOTHYROXINE} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  persona(1288, 'levothyroxine', 'brand', { ...AGING_WOMAN_46, ...meds('was on Eltroxin 100mcg since 2019') }, {
    mention: ['hours'],
    expect: ['levothyroxine'],
    source: `${LEVOTHYROXINE} ; ${CALCIUM}`,
  }),

  // "In remission" is still the condition.
  persona(1289, 'autoimmune_disease', 'english', health('rheumatoid arthritis, in remission for 2 years'), {
    no: ['ashwagandha'],
    expect: ['autoimmune_disease'],
    source: `${NCCIH_ASHWAGANDHA} ; ${NCI_REMISSION}`,
  }),
  persona(1290, 'immunosuppressant', 'english', health("Crohn's in remission on Humira every 2 weeks"), {
    no: ['ashwagandha'],
    expect: ['immunosuppressant'],
    source: `${HUMIRA} ; ${NIDDK_CROHNS_TREATMENT} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  persona(1291, 'autoimmune_disease', 'english', { ...BASE_MAN, ...health('MS, relapsing remitting, currently in remission') }, {
    no: ['ashwagandha'],
    expect: ['autoimmune_disease'],
    source: `${NCCIH_ASHWAGANDHA} ; ${NCI_REMISSION}`,
  }),
  persona(1292, 'cancer_treatment', 'english', health('leukemia, in remission since 2021'), {
    expect: ['cancer_treatment'],
    source: NCI_REMISSION,
  }),
  persona(1293, 'hormone_sensitive_cancer', 'english', health('breast cancer survivor, in remission, still on tamoxifen'), {
    expect: ['hormone_sensitive_cancer'],
    source: `${NCI_REMISSION} ; ${dailymed('tamoxifen')} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  persona(1294, 'autoimmune_disease', 'arabic', health('عندي ذئبة حمراء بس هي خامدة الحين'), {
    no: ['ashwagandha'],
    expect: ['autoimmune_disease'],
    source: `${NCCIH_ASHWAGANDHA} ; ${NCI_REMISSION}`,
  }),

  // A denied comma list denies all of it: a plan, not a stop.
  persona(1295, 'kidney_disease', 'negation', health("I don't have diabetes, kidney disease or liver problems"), {
    not: ['glucose_lowering', 'kidney_disease', 'liver_disease'],
    source: `${NCCIH_ASHWAGANDHA} ; ${LIVERTOX_ASHWAGANDHA}`,
  }),
  persona(1296, 'glucose_lowering', 'negation', health('no diabetes, no blood pressure, no thyroid, no heart issues'), {
    not: ['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid', 'heart_rhythm'],
    source: NCCIH_ASHWAGANDHA,
  }),
  persona(1297, 'kidney_disease', 'arabic', health('ما عندي سكر ولا ضغط ولا مشاكل بالكلى'), {
    not: ['glucose_lowering', 'blood_pressure', 'kidney_disease'],
    source: NCCIH_ASHWAGANDHA,
  }),
  persona(1298, 'kidney_disease', 'transliteration', health('mujhe sugar, BP ya kidney ki koi problem nahi hai'), {
    not: ['glucose_lowering', 'blood_pressure', 'kidney_disease'],
    source: NCCIH_ASHWAGANDHA,
  }),
  persona(1299, 'liver_disease', 'negation', health('wala akong diabetes, high blood, o sakit sa atay'), {
    not: ['glucose_lowering', 'blood_pressure', 'liver_disease'],
    source: `${NCCIH_ASHWAGANDHA} ; ${LIVERTOX_ASHWAGANDHA}`,
  }),
  // … and not a later clause.
  persona(1300, 'levothyroxine', 'negation', health('no diabetes or kidney issues, but I have hypothyroidism and take thyroxine 75'), {
    no: ['ashwagandha'],
    expect: ['levothyroxine'],
    not: ['glucose_lowering', 'kidney_disease'],
    source: `${LEVOTHYROXINE} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  persona(1301, 'autoimmune_disease', 'negation', health('no liver or kidney disease. lupus since 2015, in remission now'), {
    no: ['ashwagandha'],
    expect: ['autoimmune_disease'],
    not: ['liver_disease', 'kidney_disease'],
    source: `${NCCIH_ASHWAGANDHA} ; ${NCI_REMISSION}`,
  }),
  persona(1302, 'kidney_stones', 'arabic', health('ما عندي سكري ولا ضغط، بس عندي حصى بالكلى'), {
    expect: ['kidney_stones'],
    not: ['glucose_lowering', 'blood_pressure', 'kidney_disease'],
    source: `${NIDDK_KIDNEY_STONES} ; ${CALCIUM}`,
  }),
  pregnant(1303, 'negation', health('not diabetic, not on any BP meds. pregnant with twins, 20 weeks'), ['glucose_lowering', 'blood_pressure']),
  pregnant(1304, 'negation', health('not pregnant, but breastfeeding my 4 month old')),

  // Pregnancy in Hindi/Urdu idioms, Arabic and Tagalog.
  pregnant(1305, 'transliteration', health('umeed se hoon, 3rd month chal raha hai')),
  pregnant(1306, 'transliteration', health('pair bhari hai, doctor ne folic acid bola hai')),
  pregnant(1307, 'transliteration', health('khushkhabri hai! 12 weeks ho gaye, gynae se checkup karwaya')),
  pregnant(1308, 'arabic', health('انا حامل')),
  pregnant(1309, 'arabic', health('أنا في الشهر الرابع وأتابع مع دكتورة النسائية والولادة')),
  pregnant(1310, 'english', health('buntis ako, 5 months na')),
  pregnant(1311, 'english', health('3 months preggy po, first baby')),
  pregnant(1312, 'transliteration', health('ana 7amel fil shahr el sades')),
  pregnant(1313, 'health-box', concernBox('buntis po ako, 4 months', ['stress'])),

  // Someone else's medicine does not count; the user's own in the same sentence does.
  persona(1314, 'adhd_medicine', 'multi', { ...FOCUS_MAN, ...meds("I collect my mother's warfarin from the pharmacy; mine is Concerta 54") }, {
    no: ['green-tea-extract'],
    expect: ['adhd_medicine'],
    not: ['anticoagulant'],
    source: `${CONCERTA} ; ${NCCIH_GREEN_TEA}`,
  }),
  persona(1315, 'levothyroxine', 'multi', meds('I give my dad his Plavix every night, I take Eltroxin 100 myself'), {
    no: ['ashwagandha'],
    expect: ['levothyroxine'],
    not: ['antiplatelet'],
    source: `${LEVOTHYROXINE} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  persona(1316, 'glp1_agonist', 'arabic', { ...WEIGHT_WOMAN, ...meds('أمي تاخذ وارفارين وأنا آخذ أوزمبيك') }, {
    no: ['glucomannan'],
    expect: ['glp1_agonist'],
    not: ['anticoagulant'],
    source: `${OZEMPIC} ; ${FDA_SWELLING_GUMS} ; ${WEIGHT_LOSS}`,
  }),
  persona(1317, 'adhd_medicine', 'transliteration', { ...FOCUS_WOMAN, ...meds('papa ki BP ki dawai Amlo 5 hai, main khud Vyvanse leti hoon') }, {
    no: ['green-tea-extract'],
    expect: ['adhd_medicine'],
    not: ['blood_pressure'],
    source: `${VYVANSE} ; ${NCCIH_GREEN_TEA}`,
  }),
  persona(1318, 'integrase_inhibitor', 'multi', { ...ENERGY_WOMAN, ...meds('si mama naka-warfarin, ako naman Tivicay 50') }, {
    mention: ['hours'],
    expect: ['integrase_inhibitor'],
    not: ['anticoagulant'],
    source: `${TIVICAY} ; ${IRON}`,
  }),
  persona(1319, 'glp1_agonist', 'negation', { ...WEIGHT_WOMAN, ...meds("my husband's on Ozempic, I'm not on anything") }, {
    not: ['glp1_agonist'],
    source: OZEMPIC,
  }),
  persona(1320, 'iron_overload', 'negation', { ...ENERGY_WOMAN, ...health('my mother has thalassemia major, I only have the trait') }, {
    not: ['iron_overload', 'iron_chelator'],
    source: `${IRON} ; ${EXJADE}`,
  }),

  // Several families in one list.
  persona(1321, 'glp1_agonist', 'multi', { ...FOCUS_MAN, ...meds('Mounjaro 5, Concerta 36, Vascepa 2 caps bid') }, {
    no: ['green-tea-extract', 'omega-3'],
    expect: ['glp1_agonist', 'adhd_medicine', 'prescription_omega3'],
    source: `${MOUNJARO} ; ${CONCERTA} ; ${NCCIH_GREEN_TEA} ; ${VASCEPA} ; ${OMEGA_3}`,
  }),
  persona(1322, 'integrase_inhibitor', 'multi', { ...AGING_WOMAN_46, ...meds('Biktarvy, Tums when needed, vit D 50000 weekly') }, {
    expect: ['integrase_inhibitor', 'calcium_antacid'],
    source: `${BIKTARVY} ; ${CALCIUM} ; ${TUMS}`,
  }),
  persona(1323, 'tb_treatment', 'multi', { ...SLEEP_STRESS_MAN, ...meds('Triumeq + extra dolutegravir 50 at night because of rifampicin for TB') }, {
    no: ['ashwagandha'],
    mention: ['hours'],
    expect: ['tb_treatment', 'integrase_inhibitor'],
    source: `${TRIUMEQ} ; ${RIFAMPIN} ; ${LIVERTOX_ISONIAZID} ; ${LIVERTOX_ASHWAGANDHA} ; ${MAGNESIUM}`,
  }),
  // A TB course completed years ago is over.
  persona(1324, 'tb_treatment', 'english', { ...FOCUS_WOMAN, ...health('had TB in 2019, finished the full 6 month treatment, cleared') }, {
    not: ['tb_treatment'],
    source: LIVERTOX_ISONIAZID,
  }),
  persona(1325, 'prescription_omega3', 'vague', { ...IMMUNITY_MAN, ...meds('fish oil capsules from the cardiologist (prescription) 4 a day for high triglycerides') }, {
    expect: ['prescription_omega3'],
    source: `${LOVAZA} ; ${OMEGA_3}`,
  }),
];
