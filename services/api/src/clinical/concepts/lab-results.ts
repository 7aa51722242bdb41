import type { Source } from '../types';

/**
 * Blood tests people give as a number ('HbA1c 8.2', 'eGFR 28', 'INR 2.5 every month', 'ferritin
 * 2000', 'الكرياتينين ٣'). The number decides, against the test's reference limit from the source:
 * a result past the limit reads as the concept (fail-safe: the limit is the edge of the normal
 * range, not of a diagnosis, wherever the two differ), one inside it denies the concept, so a test
 * name that is also a dictionary term ('egfr', 'hba1c', 'inr') no longer reads a healthy result as
 * a disease. A test name without a number is left to the dictionary, as before.
 *
 * Each scale applies to values up to `upTo` (the first that fits): units differ by country
 * (HbA1c in % or mmol/mol, creatinine in mg/dL or µmol/L, calcium in mg/dL or mmol/L) and their
 * ranges do not overlap, so the value tells the unit.
 */
export interface LabResult {
  /** The test, in the words people write it (as normaliseText writes them). */
  names: readonly string[];
  /** What a result past the limit stands for: a dictionary concept id. */
  concept: string;
  scales: readonly LabScale[];
  source: Source;
}

export interface LabScale {
  /** The largest value read on this scale. */
  upTo: number;
  unit: string;
  /** A result above this is past the limit. */
  above?: number;
  /** A result below this is past the limit. */
  below?: number;
}

const MEDLINEPLUS = 'https://medlineplus.gov/lab-tests';
const NIDDK = 'https://www.niddk.nih.gov/health-information';

export const LAB_RESULTS: readonly LabResult[] = [
  {
    // Diabetes is an A1C of 6.5 % (48 mmol/mol) or more; below, at most prediabetes, which no medicine is assumed for.
    // 'my 3 month sugar test came 9 point something': the HbA1c as people call it.
    names: ['hba1c', 'a1c', 'hb a1c', 'glycated haemoglobin', 'glycated hemoglobin', 'سكر تراكمي', 'تراكمي', '3 month sugar', 'three month sugar',
      '3 months sugar', 'three months sugar'],
    concept: 'cond-diabetes',
    scales: [
      { upTo: 20, unit: '%', above: 6.4 },
      { upTo: 200, unit: 'mmol/mol', above: 47 },
    ],
    source: { title: 'NIDDK: Diabetes Tests & Diagnosis', url: `${NIDDK}/diabetes/overview/tests-diagnosis` },
  },
  {
    // Kidney disease is an eGFR below 60 (mL/min/1.73 m²).
    names: ['egfr', 'gfr'],
    concept: 'cond-kidney-disease',
    scales: [{ upTo: 200, unit: 'mL/min/1.73 m²', below: 60 }],
    source: { title: 'NIDDK: Chronic Kidney Disease Tests & Diagnosis', url: `${NIDDK}/kidney-disease/chronic-kidney-disease-ckd/tests-diagnosis` },
  },
  {
    // Kidney function said as a share, as doctors explain the eGFR ('my kidneys are working at 40 percent', 'just kidneys
    // at 25%'; Hinglish 'kidney sirf 30% kaam kar rahi hai', only 30 %): the eGFR of 60 that marks kidney disease is about
    // 60 % of normal function.
    names: ['kidneys at', 'kidney at', 'kidneys working at', 'kidney working at', 'kidneys functioning at', 'kidney function at', 'kidney function',
      'kidney sirf', 'kidneys sirf', 'gurde sirf', 'kidney only', 'kidneys only'],
    concept: 'cond-kidney-disease',
    scales: [{ upTo: 100, unit: '%', below: 60 }],
    source: { title: 'NIDDK: Chronic Kidney Disease Tests & Diagnosis', url: `${NIDDK}/kidney-disease/chronic-kidney-disease-ckd/tests-diagnosis` },
  },
  {
    // The upper limit for women (1.1 mg/dL, about 100 µmol/L), the lower of the two: fail-safe for men.
    names: ['creatinine', 'creat', 'كرياتينين'],
    concept: 'cond-kidney-disease',
    scales: [
      { upTo: 20, unit: 'mg/dL', above: 1.1 },
      { upTo: 3000, unit: 'µmol/L', above: 100 },
    ],
    source: { title: 'MedlinePlus: Creatinine Test', url: `${MEDLINEPLUS}/creatinine-test/` },
  },
  {
    // Without a blood thinner an INR is about 1.1; warfarin aims for 2 to 3. From 1.5 it is read as one.
    names: ['inr'],
    concept: 'lay-anticoagulant',
    scales: [{ upTo: 10, unit: '', above: 1.4 }],
    source: { title: 'MedlinePlus: Prothrombin Time Test and INR (PT/INR)', url: `${MEDLINEPLUS}/prothrombin-time-test-and-inr-ptinr/` },
  },
  {
    // Ferritin above the normal range (about 300 ng/mL for men, lower for women) is how iron overload shows first.
    names: ['ferritin', 'فيريتين'],
    concept: 'cond-iron-overload',
    scales: [{ upTo: 100000, unit: 'ng/mL', above: 300 }],
    source: { title: 'NIDDK: Hemochromatosis, Diagnosis', url: `${NIDDK}/liver-disease/hemochromatosis/diagnosis` },
  },
  {
    // Normal blood calcium is 8.5 to 10.2 mg/dL (2.13 to 2.55 mmol/L).
    names: ['calcium', 'serum calcium', 'كالسيوم'],
    concept: 'cond-hypercalcaemia',
    scales: [
      { upTo: 5, unit: 'mmol/L', above: 2.55 },
      { upTo: 25, unit: 'mg/dL', above: 10.2 },
    ],
    source: { title: 'MedlinePlus: Calcium Blood Test', url: `${MEDLINEPLUS}/calcium-blood-test/` },
  },
  {
    // TSH outside about 0.4 to 4.5 mIU/L is a thyroid that is over- or underactive.
    names: ['tsh'],
    concept: 'cond-thyroid-unspecified',
    scales: [{ upTo: 200, unit: 'mIU/L', above: 4.5, below: 0.4 }],
    source: { title: 'MedlinePlus: TSH (Thyroid-stimulating hormone) Test', url: `${MEDLINEPLUS}/tsh-thyroid-stimulating-hormone-test/` },
  },
  {
    // ALT above about 56 U/L (the upper end of the usual range) is a liver under strain.
    names: ['alt', 'sgpt'],
    concept: 'cond-liver-disease',
    scales: [{ upTo: 10000, unit: 'U/L', above: 56 }],
    source: { title: 'MedlinePlus: ALT Blood Test', url: `${MEDLINEPLUS}/alt-blood-test/` },
  },
  {
    // A platelet count under 150 × 10⁹/L (150,000 per µL) is thrombocytopenia.
    names: ['platelets', 'platelet', 'platelet count', 'plt', 'plts', 'clotting cells', 'clotting cell count'],
    concept: 'cond-low-platelets',
    scales: [
      { upTo: 2000, unit: '× 10⁹/L', below: 150 },
      { upTo: 5000000, unit: '/µL', below: 150000 },
    ],
    source: { title: 'MedlinePlus: Platelet Tests', url: `${MEDLINEPLUS}/platelet-tests/` },
  },
  {
    // A blood hCG above 25 mIU/mL is a pregnancy ('the blood test for the baby hormone was 3000 something').
    names: ['hcg', 'beta hcg', 'b hcg', 'bhcg', 'serum hcg', 'baby hormone', 'pregnancy hormone'],
    concept: 'cond-pregnancy',
    scales: [{ upTo: 1000000, unit: 'mIU/mL', above: 25 }],
    source: { title: 'MedlinePlus: Pregnancy Test', url: `${MEDLINEPLUS}/pregnancy-test/` },
  },
];

/** Words that may stand between a test's name and its number ('HbA1c was 8.2', 'INR normal 1.0', 'eGFR of 45'). */
export const LAB_GAP_WORDS: ReadonlySet<string> = new Set([
  'is', 'was', 'of', 'at', 'level', 'levels', 'normal', 'about', 'around', 'value', 'result', 'results', 'reading', 'now',
  'still', 'came', 'back', 'only', 'just', 'my', 'the', 'test', 'latest', 'last', 'today', 'recent', 'than', 'kam', 'ka', 'ki',
  // Tagalog 'Ferritin ko 2,300 daw' (my ferritin is 2,300, they say).
  'ko', 'daw', 'raw', 'ay',
]);

/** A bound rather than a value: 'eGFR above 90' (normaliseText writes '>' before a number as 'above'), 'ferritin over 1500'. */
export const LAB_MORE_THAN: ReadonlySet<string> = new Set(['above', 'over', 'more', 'greater', 'higher']);
export const LAB_LESS_THAN: ReadonlySet<string> = new Set(['below', 'under', 'less', 'lower']);

/** What a given value says of the actual one. */
export type LabBound = 'exactly' | 'more_than' | 'less_than';

/**
 * Whether the result is past the limit: true, false (within it for every value the bound allows),
 * or null when the number fits no scale (a dose, 'calcium 600'). A bound that allows values on both
 * sides of a limit ('eGFR under 90') reads as past it: fail-safe.
 */
export function resultPastTheLimit(lab: LabResult, value: number, bound: LabBound): boolean | null {
  const scale = lab.scales.find((s) => value <= s.upTo);
  if (scale === undefined) return null;
  const { above, below } = scale;
  if (bound === 'exactly') return (above !== undefined && value > above) || (below !== undefined && value < below);
  if (bound === 'more_than') return !(above === undefined && (below === undefined || value >= below));
  return !(below === undefined && (above === undefined || value <= above));
}
