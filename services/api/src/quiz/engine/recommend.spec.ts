import { type EngineRecommendation, type QuizAnswers, unidentifiedTextNote } from '@sahha/contracts/quiz';
import { CURRENT_SUPPLEMENT_NUTRIENTS, DIETARY_BASELINE, supplementByKey, upperLimitsFor, type ProductKey } from '../../catalog/knowledge';
import { quizAnswers } from '../../../test/quiz-answers';
import { randomAnswers, seededRandom } from './random-answers';
import { MAX_RECOMMENDATIONS, MIN_RECOMMENDATIONS, recommend, type EngineResult } from './recommend';

const base = quizAnswers({ gender: 'male', age: '26-35', diet: 'omnivore', goals: ['energy'], lifestyle: 'moderate' });
const answers = (overrides: Partial<QuizAnswers>): QuizAnswers => ({ ...base, ...overrides });
const keys = (r: EngineResult) => r.recommendations.map((x) => x.productId);
const item = (r: EngineResult, key: ProductKey): EngineRecommendation | undefined => r.recommendations.find((x) => x.productId === key);
const EVIDENCE_URL = /^https:\/\/(ods\.od\.nih\.gov\/|pubmed\.ncbi\.nlm\.nih\.gov\/|www\.nccih\.nih\.gov\/)/;

interface Persona {
  name: string;
  answers: QuizAnswers;
  mustInclude: ProductKey[];
  mustNotInclude: ProductKey[];
  check?: (r: EngineResult) => void;
}

const PERSONAS: Persona[] = [
  {
    name: 'vegan woman 26-35 wanting energy',
    answers: answers({ gender: 'female', age: '26-35', diet: 'vegan', goals: ['energy'] }),
    mustInclude: ['vitamin-b12', 'vitamin-d'],
    mustNotInclude: [],
    check: (r) => {
      expect(item(r, 'vitamin-b12')?.recommendationReason).toMatch(/vegan/i);
      const iron = item(r, 'iron');
      if (iron) {
        expect(iron.recommendationReason).toMatch(/only if a blood test shows low iron/i);
        expect(iron.dosage).toMatch(/only if a blood test/i);
      }
    },
  },
  {
    name: 'man 26-35 wanting energy never gets iron',
    answers: answers({ goals: ['energy'] }),
    mustInclude: ['vitamin-d'],
    mustNotInclude: ['iron'],
  },
  {
    name: 'sedentary omnivore man 56+',
    answers: answers({ age: '56+', lifestyle: 'sedentary', goals: ['sleep'] }),
    mustInclude: ['vitamin-d', 'vitamin-b12'],
    mustNotInclude: [],
    check: (r) => {
      expect(item(r, 'vitamin-d')?.recommendationReason).toMatch(/UAE/);
      expect(item(r, 'vitamin-d')?.recommendationReason).toMatch(/sedentary/);
      expect(item(r, 'vitamin-b12')?.recommendationReason).toMatch(/56\+/);
    },
  },
  {
    name: 'woman 56+ gets calcium with vitamin D for bone',
    answers: answers({ gender: 'female', age: '56+', goals: ['aging'] }),
    mustInclude: ['calcium-with-vitamin-d', 'vitamin-d'],
    mustNotInclude: ['iron'],
  },
  {
    name: 'warfarin user with focus and ageing goals',
    answers: answers({ age: '56+', goals: ['focus', 'aging', 'skin'], currentMedications: 'Warfarin 5mg daily' }),
    mustInclude: ['omega-3'],
    mustNotInclude: ['vitamin-e', 'green-tea-extract', 'coq10'],
    check: (r) => {
      expect(r.detectedClasses).toContain('anticoagulant');
      const omega = item(r, 'omega-3');
      expect(omega?.dosage).toMatch(/no more than 1,000 mg/i);
      expect(omega?.cautions.join(' ')).toMatch(/blood thinner/i);
      const notes = r.safetyNotes.join(' ');
      expect(notes).toMatch(/left out vitamin E because it can add to the bleeding risk/);
      expect(notes).toMatch(/vitamin K/);
      expect(notes).toMatch(/curcumin/);
      expect(notes).toMatch(/coenzyme Q10/);
      expect(r.recommendations.map((x) => x.name).join(' ')).not.toMatch(/vitamin k|curcumin|turmeric|ginkgo/i);
    },
  },
  {
    name: 'clopidogrel user with a skin goal',
    answers: answers({ goals: ['skin'], currentMedications: 'Plavix' }),
    mustInclude: [],
    mustNotInclude: ['vitamin-e', 'green-tea-extract'],
    check: (r) => expect(r.safetyNotes.join(' ')).toMatch(/vitamin E.*antiplatelet/),
  },
  {
    name: 'SSRI user (Cipralex) wanting less stress',
    answers: answers({ goals: ['stress', 'energy', 'focus'], currentMedications: 'Cipralex 10mg' }),
    mustInclude: [],
    mustNotInclude: ['rhodiola-rosea'],
    check: (r) => {
      expect(r.detectedClasses).toEqual(['ssri_snri']);
      expect(r.safetyNotes.join(' ')).toMatch(/St John’s wort/);
      expect(r.safetyNotes.join(' ')).toMatch(/rhodiola/);
    },
  },
  {
    name: 'levothyroxine user wanting immunity',
    answers: answers({ goals: ['immunity'], currentMedications: 'Euthyrox 75' }),
    mustInclude: ['zinc'],
    mustNotInclude: [],
    check: (r) => {
      expect(item(r, 'zinc')?.cautions.join(' ')).toMatch(/4 hours apart from your levothyroxine/);
      expect(r.safetyNotes.join(' ')).toMatch(/4 hours apart from your levothyroxine/);
    },
  },
  {
    name: 'metformin user',
    answers: answers({ age: '46-55', goals: ['sleep'], currentMedications: 'Glucophage 1000mg' }),
    mustInclude: ['vitamin-b12'],
    mustNotInclude: [],
    check: (r) => {
      expect(item(r, 'vitamin-b12')?.recommendationReason).toMatch(/metformin/);
      expect(item(r, 'vitamin-b12')?.evidenceGrade).toBe('B');
    },
  },
  {
    name: 'PPI user',
    answers: answers({ goals: ['digestion'], currentMedications: 'Nexium' }),
    mustInclude: ['vitamin-b12', 'probiotics'],
    mustNotInclude: [],
    check: (r) => expect(item(r, 'vitamin-b12')?.recommendationReason).toMatch(/proton pump inhibitor/),
  },
  {
    name: 'methotrexate user, woman 26-35 with energy goal',
    answers: answers({ gender: 'female', goals: ['energy', 'stress'], currentMedications: 'methotrexate 15mg weekly' }),
    mustInclude: [],
    mustNotInclude: ['folate', 'b-complex', 'multivitamin'],
    check: (r) => expect(r.safetyNotes.join(' ')).toMatch(/folic acid.*prescriber/),
  },
  {
    name: 'doxycycline user wanting immunity',
    answers: answers({ goals: ['immunity', 'sleep'], currentMedications: 'doxycycline 100mg' }),
    mustInclude: ['zinc', 'magnesium'],
    mustNotInclude: [],
    check: (r) => {
      for (const key of ['zinc', 'magnesium'] as const) expect(item(r, key)?.cautions.join(' ')).toMatch(/2 hours before or 6 hours after/);
      expect(r.safetyNotes.join(' ')).toMatch(/2 hours before or 6 hours after/);
    },
  },
  {
    name: 'pregnant woman wanting less stress and better sleep',
    answers: answers({ gender: 'female', goals: ['stress', 'sleep', 'focus'], additionalHealthInfo: 'I am pregnant' }),
    mustInclude: ['folate'],
    mustNotInclude: ['ashwagandha', 'rhodiola-rosea', 'green-tea-extract', 'multivitamin'],
    check: (r) => {
      expect(r.detectedClasses).toContain('pregnancy_breastfeeding');
      expect(r.safetyNotes.join(' ')).toMatch(/400 mcg folic acid.*obstetrician/);
      expect(r.safetyNotes.join(' ')).toMatch(/vitamin A/);
    },
  },
  {
    // Issue J: negation fails safe; only "stopped / no longer / not … any more" cancel a mention.
    name: '"not pregnant yet" still counts as a pregnancy mention (planning one)',
    answers: answers({ gender: 'female', goals: ['stress'], additionalHealthInfo: 'not pregnant yet' }),
    mustInclude: [],
    mustNotInclude: ['ashwagandha'],
    check: (r) => expect(r.detectedClasses).toContain('pregnancy_breastfeeding'),
  },
  {
    name: '"not pregnant" is a denial, not a pregnancy',
    answers: answers({ gender: 'female', goals: ['stress'], additionalHealthInfo: 'not pregnant, not breastfeeding' }),
    mustInclude: ['ashwagandha'],
    mustNotInclude: [],
    check: (r) => expect(r.detectedClasses).not.toContain('pregnancy_breastfeeding'),
  },
  {
    name: '"no longer breastfeeding" is an explicit cancellation',
    answers: answers({ gender: 'female', goals: ['stress'], additionalHealthInfo: 'no longer breastfeeding' }),
    mustInclude: ['ashwagandha'],
    mustNotInclude: [],
    check: (r) => expect(r.detectedClasses).not.toContain('pregnancy_breastfeeding'),
  },
  {
    name: 'weight-loss goal is told the evidence is modest',
    answers: answers({ goals: ['weight_loss'] }),
    mustInclude: ['glucomannan'],
    mustNotInclude: [],
    check: (r) => {
      expect(item(r, 'glucomannan')?.evidenceGrade).toBe('C');
      expect(item(r, 'glucomannan')?.recommendationReason).toMatch(/modest/);
      expect(item(r, 'glucomannan')?.cautions.join(' ')).toMatch(/full glass of water/);
    },
  },
  {
    name: 'hormone concern is sent to a doctor',
    answers: answers({ gender: 'female', healthConcerns: ['hormone'] }),
    mustInclude: [],
    mustNotInclude: [],
    check: (r) => expect(r.safetyNotes.join(' ')).toMatch(/hormone.*doctor/i),
  },
];

describe('recommend: personas', () => {
  it.each(PERSONAS.map((p) => [p.name, p] as const))('%s', (_name, p) => {
    const r = recommend(p.answers);
    expect(r.safetyStop).toBeNull();
    expect(r.recommendations.length).toBeGreaterThanOrEqual(MIN_RECOMMENDATIONS);
    expect(r.recommendations.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
    for (const key of p.mustInclude) expect(keys(r)).toContain(key);
    for (const key of p.mustNotInclude) expect(keys(r)).not.toContain(key);
    p.check?.(r);
  });
});

describe('recommend: hard stops', () => {
  it.each([
    ['dialysis', 'kidney_disease'],
    ['I have CKD stage 4', 'kidney_disease'],
    ['liver cirrhosis', 'liver_disease'],
  ])('%s stops the engine', (text, reason) => {
    const r = recommend(answers({ currentMedications: text, goals: ['immunity'] }));
    expect(r.recommendations).toEqual([]);
    expect(r.safetyStop?.reason).toBe(reason);
    expect(r.safetyStop?.message).toMatch(/ask your doctor/i);
  });

  // The health answer's denials (this session): "No kidney or liver problems" stopped every plan of
  // people who wrote it to say they were healthy. A doubt still stops it.
  it('does not stop for a denied condition, and still stops for a doubted one', () => {
    expect(recommend(answers({ additionalHealthInfo: 'no kidney disease' })).safetyStop).toBeNull();
    expect(recommend(answers({ additionalHealthInfo: 'No kidney or liver problems' })).safetyStop).toBeNull();
    expect(recommend(answers({ additionalHealthInfo: 'not sure, maybe kidney disease' })).safetyStop?.reason).toBe('kidney_disease');
  });

  it('keeps the advice of the other things the user told us when it stops', () => {
    const r = recommend(answers({ additionalHealthInfo: 'on dialysis, and I have sickle cell disease' }));
    expect(r.safetyStop?.reason).toBe('kidney_disease');
    expect(r.safetyNotes[0]).toBe(r.safetyStop?.message);
    expect(r.safetyNotes.some((n) => /sickle cell/i.test(n))).toBe(true);
  });

  it('"kidney stones" is its own class and never the kidney-disease stop', () => {
    const r = recommend(answers({ additionalHealthInfo: 'I get kidney stones' }));
    expect(r.safetyStop).toBeNull();
    expect(r.detectedClasses).toContain('kidney_stones');
  });

  it('uses classes from an earlier screening instead of re-reading the text', () => {
    const r = recommend(answers({ currentMedications: 'dialysis' }), { detectedClasses: [] });
    expect(r.safetyStop).toBeNull();
    expect(recommend(base, { detectedClasses: ['liver_disease'] }).safetyStop?.reason).toBe('liver_disease');
    expect(recommend(base, { detectedClasses: ['ppi', 'anticoagulant', 'ppi'] }).detectedClasses).toEqual(['anticoagulant', 'ppi']);
  });
});

describe('recommend: current supplements', () => {
  it('keeps what the user takes, marks it, and does not duplicate it', () => {
    const r = recommend(answers({ age: '56+', gender: 'female', goals: ['immunity', 'aging'], currentSupplements: ['multivitamin', 'vitamin_d'] }));
    expect(item(r, 'vitamin-d')?.alreadyTaking).toBe(true);
    expect(item(r, 'multivitamin')?.alreadyTaking).toBe(true);
    expect(keys(r).filter((k) => k === 'vitamin-d')).toHaveLength(1);
    expect(new Set(keys(r)).size).toBe(keys(r).length);
    expect(item(r, 'vitamin-d')?.recommendationReason).toMatch(/already take/);
  });

  it('respects the vitamin D upper limit across the whole stack', () => {
    const taking: QuizAnswers['currentSupplements'] = ['multivitamin', 'vitamin_d', 'calcium'];
    const a = answers({ age: '56+', gender: 'female', goals: ['immunity', 'aging', 'muscle'], currentSupplements: taking });
    const r = recommend(a);
    const fromCurrent = taking.reduce((sum, v) => sum + (CURRENT_SUPPLEMENT_NUTRIENTS[v].vitaminD ?? 0), 0);
    const added = r.recommendations
      .filter((x) => !x.alreadyTaking)
      .reduce((sum, x) => {
        const k = supplementByKey.get(x.productId as ProductKey);
        const reduced = k?.reducedDose && x.dosage === k.reducedDose.dosage ? k.reducedDose.nutrients : k?.nutrients;
        return sum + (reduced?.vitaminD ?? 0);
      }, 0);
    expect(fromCurrent + added).toBeLessThanOrEqual(upperLimitsFor('56+').vitaminD);
    expect(r.recommendations.some((x) => !x.alreadyTaking && x.dosage.includes('4,000 IU'))).toBe(false);
  });

  it('drops an item that would push folic acid over the upper limit, and says so', () => {
    const a = answers({ diet: 'keto', goals: ['energy'], currentSupplements: ['multivitamin', 'folate'] });
    const r = recommend(a);
    expect(keys(r)).not.toContain('b-complex');
    expect(r.safetyNotes).toContain(
      'We left out Vitamin B-Complex because with your current supplements it would take your folic acid above the adult upper limit of 1,000 mcg a day.',
    );
    // Without the folic acid already taken, the same answers do get a B-complex.
    expect(keys(recommend({ ...a, currentSupplements: ['none'] }))).toContain('b-complex');
  });

  it('lowers a dose when the typical one would cross the limit', () => {
    const r = recommend(answers({ goals: ['sleep', 'stress'], currentSupplements: ['multivitamin'] }));
    const mg = item(r, 'magnesium');
    expect(mg?.dosage).toBe(supplementByKey.get('magnesium')?.reducedDose?.dosage);
    expect(mg?.cautions[0]).toMatch(/lower dose.*upper limit of 350 mg/);
    expect(r.safetyNotes.join(' ')).toMatch(/lower dose of Magnesium/);
  });

  it('warns when the current stack already passes an upper limit', () => {
    const r = recommend(answers({ currentSupplements: ['zinc', 'multivitamin'] }));
    expect(r.safetyNotes.join(' ')).toMatch(/zinc.*upper limit of 40 mg/);
    expect(item(r, 'zinc')?.alreadyTaking ?? true).toBe(true);
  });

  it('"none" never matches a product, ticked or typed', () => {
    const r = recommend(answers({ currentSupplements: ['none'], currentSupplements_text: 'none' }));
    expect(r.recommendations.every((x) => !x.alreadyTaking)).toBe(true);
  });

  it('matches typed names with the already-taking rule', () => {
    const r = recommend(answers({ goals: ['focus'], currentSupplements_text: 'Fish oil 1000mg, Vitamin D' }));
    expect(item(r, 'omega-3')?.alreadyTaking).toBe(true);
    expect(item(r, 'vitamin-d')?.alreadyTaking).toBe(true);
    expect(item(r, 'calcium-with-vitamin-d')?.alreadyTaking ?? false).toBe(false);
  });

  it('tells the user to check an excluded product they already take', () => {
    const r = recommend(answers({ currentSupplements: ['vitamin_e'], currentMedications: 'Eliquis' }));
    expect(keys(r)).not.toContain('vitamin-e');
    expect(r.safetyNotes.join(' ')).toMatch(/already take Vitamin E; please check with your doctor/);
  });
});

describe('recommend: typed doses and text we cannot identify (issue J)', () => {
  it('counts a typed weekly dose per day toward the vitamin D upper limit and asks the user to discuss it', () => {
    // NIH ODS: adult UL 4,000 IU a day; 50,000 IU weekly is about 7,143 IU a day.
    const r = recommend(answers({ currentSupplements: ['none'], currentSupplements_text: 'Vitamin D 50,000 IU weekly' }));
    expect(r.safetyNotes.some((n) => /7,143 IU/.test(n) && /discuss this dose with your doctor/.test(n))).toBe(true);
    expect(item(r, 'vitamin-d')?.alreadyTaking).toBe(true);
    expect(item(r, 'calcium-with-vitamin-d')).toBeUndefined();
  });

  it('reads "D3 5000 IU" as the vitamin D it is, so no more vitamin D is added on top', () => {
    const r = recommend(answers({ gender: 'female', age: '56+', goals: ['aging'], currentSupplements_text: 'D3 5000 IU' }));
    expect(item(r, 'vitamin-d')?.alreadyTaking).toBe(true);
    // 5,000 IU already passes the 4,000 IU limit: calcium with vitamin D would add more.
    expect(item(r, 'calcium-with-vitamin-d')).toBeUndefined();
    expect(r.safetyNotes.join(' ')).toMatch(/5,000 IU/);
  });

  it('adds a typed zinc dose to the stack and drops zinc that would cross the limit', () => {
    const r = recommend(answers({ goals: ['immunity'], currentSupplements_text: 'zinc 50 mg' }));
    expect(item(r, 'zinc')?.alreadyTaking).toBe(true);
    expect(r.safetyNotes.some((n) => /zinc/.test(n) && /upper limit/.test(n))).toBe(true);
  });

  it('says plainly when medicine text could not be identified, leaves out broad-profile products and caps fish oil', () => {
    const r = recommend(answers({ goals: ['stress', 'aging', 'skin'], currentMedications: 'Xyzolam 10mg', currentMedications_text: 'Xyzolam 10mg' }));
    expect(r.unidentified).toEqual(['medications']);
    expect(r.safetyNotes).toContain(unidentifiedTextNote(['medications']));
    for (const key of ['ashwagandha', 'rhodiola-rosea', 'green-tea-extract', 'vitamin-e'] as const) expect(item(r, key)).toBeUndefined();
    const omega = item(r, 'omega-3');
    if (omega) expect(omega.dosage).toMatch(/1,000 mg/);
  });

  it('reads Russian through its Latin spelling: warfarin and chronic kidney disease stage 4 stop the plan', () => {
    // Before the fifteenth session CoQ10 and magnesium were planned for this answer.
    const r = recommend(answers({ goals: ['energy', 'aging', 'stress'], currentMedications: 'Варфарин 2,5 мг', currentMedications_text: 'Варфарин 2,5 мг', additionalHealthInfo: 'Хроническая болезнь почек 4 стадии' }));
    expect(r.detectedClasses).toEqual(expect.arrayContaining(['anticoagulant', 'kidney_disease']));
    expect(r.safetyStop?.reason).toBe('kidney_disease');
    expect(r.recommendations).toEqual([]);
  });

  it('plans nothing a medicine or condition rules out when part of the text is in a script we cannot read', () => {
    // 'Diabetes medicine' and 'kidney disease' in Hindi (Devanagari), which the dictionary does not hold.
    const r = recommend(answers({ goals: ['energy', 'aging', 'stress'], currentMedications: 'मधुमेह की दवा', currentMedications_text: 'मधुमेह की दवा', additionalHealthInfo: 'गुर्दे की बीमारी' }));
    expect(r.unidentified).toEqual(['medications', 'healthInfo']);
    for (const key of ['coq10', 'magnesium', 'vitamin-e', 'ashwagandha', 'iron', 'calcium-with-vitamin-d', 'vitamin-c', 'omega-3', 'b-complex'] as const) expect(item(r, key)).toBeUndefined();
    // Zinc is spaced from some medicines: a spacing we cannot tell the person is none.
    expect(r.recommendations.map((x) => x.productId)).toEqual(['vitamin-b12']);
    expect(r.safetyNotes).toContain(unidentifiedTextNote(['medications', 'healthInfo']));
  });

  it('plans nothing a class rules out for another script typed in the goals, diet or supplements box too', () => {
    // 'more energy, I take Warfarin' in the goals box, in Russian: the box is read like the others.
    const r = recommend(answers({ goals: ['energy', 'aging', 'stress'], goals_text: 'больше энергии, принимаю Варфарин' }));
    expect(r.detectedClasses).toContain('anticoagulant');
    for (const key of ['coq10', 'magnesium', 'ashwagandha', 'zinc'] as const) expect(item(r, key)).toBeUndefined();
  });

  it('leaves rhodiola out for a lithium brand that names the medicine only (Lithosun, persona 3350)', () => {
    const r = recommend(answers({ goals: ['stress', 'energy', 'focus'], currentMedications: 'Lithosun SR 450 at night', currentMedications_text: 'Lithosun SR 450 at night' }));
    expect(r.detectedClasses).toContain('lithium');
    expect(item(r, 'rhodiola-rosea')).toBeUndefined();
  });

  it('leaves out what kidney conditions rule out when the kidneys are named in words it cannot read (as persona 4550), and says why', () => {
    const plain = answers({ gender: 'female', goals: ['sleep', 'stress', 'energy'] });
    expect(keys(recommend(plain))).toContain('magnesium');
    const r = recommend({ ...plain, diet_text: 'I have to keep to 800 ml of fluid a day for my kidneys - no bananas' });
    expect(r.detectedClasses).toEqual([]);
    expect(r.safetyStop).toBeNull();
    expect(item(r, 'magnesium')).toBeUndefined();
    expect(r.safetyNotes.join(' ')).toMatch(/We left out Magnesium[^.]*: you told us something about your kidneys that we could not fully read/);
    // Said to be well, denied, or food: no hint.
    for (const text of ['my kidneys are fine', 'no kidney problems', 'kidney beans twice a week']) expect(keys(recommend({ ...plain, diet_text: text }))).toContain('magnesium');
  });

  it('reads a pregnancy hint for anyone but a man, and a read class by its own rules', () => {
    const woman = answers({ gender: 'female', goals: ['energy', 'aging', 'stress'] });
    const man = answers({ gender: 'male', goals: ['energy', 'aging', 'stress'] });
    const hinted = { detectedClasses: [], hints: ['pregnancy'] };
    expect(item(recommend(woman), 'ashwagandha')).toBeDefined();
    expect(item(recommend(woman, hinted), 'ashwagandha')).toBeUndefined();
    expect(item(recommend(man, hinted), 'ashwagandha')).toBeDefined();
    // Read, kidney disease stops the plan; a hint never does.
    expect(recommend(woman, { detectedClasses: ['kidney_disease'], hints: ['kidneys'] }).safetyStop?.reason).toBe('kidney_disease');
    expect(recommend(woman, { detectedClasses: [], hints: ['kidneys'] }).safetyStop).toBeNull();
  });

  it('trusts the screening it is given for another script, as for classes', () => {
    const plain = answers({ goals: ['energy', 'aging', 'stress'] });
    expect(recommend(plain, { detectedClasses: [], otherScript: true }).recommendations.map((x) => x.productId)).toEqual(['vitamin-b12']);
    expect(recommend(plain, { detectedClasses: [] }).recommendations.length).toBeGreaterThan(1);
  });

  it('reads Arabic script as always: only a script the dictionary does not hold leaves everything out', () => {
    const r = recommend(answers({ goals: ['energy', 'aging', 'stress'], currentMedications: 'فيتامين', currentMedications_text: 'فيتامين' }));
    expect(r.recommendations.some((x) => x.productId === 'coq10' || x.productId === 'magnesium' || x.productId === 'ashwagandha')).toBe(true);
  });

  it('claims nothing was unidentified when the text named only what we know', () => {
    const r = recommend(answers({ currentMedications: 'warfarin 5 mg', currentMedications_text: 'warfarin 5 mg' }));
    expect(r.unidentified).toEqual([]);
    expect(r.safetyNotes.join(' ')).not.toMatch(/could not identify/);
  });
});

describe('recommend: properties', () => {
  const rand = seededRandom(42);
  const samples = Array.from({ length: 200 }, () => randomAnswers(rand));

  it('returns 3–6 known, well-formed items for 200 random valid answer sets', () => {
    for (const a of samples) {
      const r = recommend(a);
      expect(r.safetyStop).toBeNull();
      expect(r.recommendations.length).toBeGreaterThanOrEqual(MIN_RECOMMENDATIONS);
      expect(r.recommendations.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
      expect(new Set(keys(r)).size).toBe(r.recommendations.length);
      for (const x of r.recommendations) {
        expect(supplementByKey.has(x.productId as ProductKey)).toBe(true);
        expect(x.evidenceUrl).toMatch(EVIDENCE_URL);
        expect(x.recommendationReason.length).toBeGreaterThan(20);
        expect(x.cautions.length).toBeGreaterThan(0);
      }
      const ironOffered = r.recommendations.some((x) => x.productId === 'iron' && !x.alreadyTaking);
      if (a.gender !== 'female' || !['18-25', '26-35', '36-45'].includes(a.age)) expect(ironOffered).toBe(false);
      if (ironOffered) expect(item(r, 'iron')?.recommendationReason).toMatch(/only if a blood test/);
    }
  });

  it('never crosses an upper limit with what it adds', () => {
    for (const a of samples) {
      const r = recommend(a);
      const limits = upperLimitsFor(a.age);
      const total: Record<string, number> = { ...DIETARY_BASELINE };
      for (const v of a.currentSupplements) for (const [n, amt] of Object.entries(CURRENT_SUPPLEMENT_NUTRIENTS[v])) total[n] = (total[n] ?? 0) + amt;
      const before = { ...total };
      for (const x of r.recommendations.filter((y) => !y.alreadyTaking)) {
        const k = supplementByKey.get(x.productId as ProductKey);
        const dose = k?.reducedDose && x.dosage === k.reducedDose.dosage ? k.reducedDose.nutrients : (k?.nutrients ?? {});
        for (const [n, amt] of Object.entries(dose)) {
          total[n] = (total[n] ?? 0) + amt;
          expect(total[n]).toBeLessThanOrEqual(Math.max(limits[n as keyof typeof limits], before[n] ?? 0));
        }
      }
    }
  });

  it('is deterministic: the same answers give a deep-equal result', () => {
    for (const a of samples.slice(0, 50)) expect(recommend(structuredClone(a))).toEqual(recommend(a));
  });

  it('orders by relevance with a stable tie-break', () => {
    const r = recommend(answers({ gender: 'female', diet: 'vegan', goals: ['energy'] }));
    expect(r.recommendations[0].productId).toBe('vitamin-b12');
  });

  it('never puts medication or health free text into the result', () => {
    const words = 'abcdefghijklmnopqrstuvwxyz';
    const r2 = seededRandom(7);
    for (let i = 0; i < 100; i++) {
      const secret = `zq${Array.from({ length: 10 }, () => words[Math.floor(r2() * 26)]).join('')}`;
      const a = answers({
        currentMedications: `${secret} 20mg and warfarin`,
        currentMedications_text: `${secret}-xr`,
        additionalHealthInfo: `${secret} pregnant`,
        healthConcerns_text: secret,
        currentSupplements_text: `${secret}, fish oil`,
        goals_text: secret,
        diet_text: secret,
      });
      const json = JSON.stringify(recommend(a));
      expect(json).not.toContain(secret);
      expect(json.toLowerCase()).not.toContain('warfarin 20mg');
    }
  });
});
