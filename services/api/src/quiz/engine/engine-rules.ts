import type { AgeRange, Goal, HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import type { EvidenceUse, ProductKey } from '../../catalog/knowledge';

/** What the rules read: the answers plus sets built once per quiz. */
export interface RuleContext {
  answers: QuizAnswers;
  goals: ReadonlySet<Goal>;
  concerns: ReadonlySet<HealthConcern>;
  classes: ReadonlySet<InteractionClass>;
  alreadyTaking: ReadonlySet<ProductKey>;
}

/** One scoring rule: when it applies, add points to a product with a reason built from the answers. */
export interface ScoringRule {
  key: ProductKey;
  points: number;
  use: EvidenceUse;
  when: (ctx: RuleContext) => boolean;
  reason: (ctx: RuleContext) => string;
}

export const GOAL_LABELS: Record<Goal, string> = {
  energy: 'more energy',
  sleep: 'better sleep',
  focus: 'better focus',
  immunity: 'stronger immunity',
  stress: 'less stress',
  weight_loss: 'weight loss',
  muscle: 'building muscle',
  skin: 'healthier skin',
  aging: 'healthy ageing',
  digestion: 'better digestion',
};

const REPRODUCTIVE_AGES: readonly AgeRange[] = ['18-25', '26-35', '36-45'];

const goal = (g: Goal) => (ctx: RuleContext) => ctx.goals.has(g);
const concern = (c: HealthConcern) => (ctx: RuleContext) => ctx.concerns.has(c);
const diet = (...d: QuizAnswers['diet'][]) => (ctx: RuleContext) => d.includes(ctx.answers.diet);
const age = (...a: AgeRange[]) => (ctx: RuleContext) => a.includes(ctx.answers.age);
const lifestyle = (...l: QuizAnswers['lifestyle'][]) => (ctx: RuleContext) => l.includes(ctx.answers.lifestyle);
const cls = (c: InteractionClass) => (ctx: RuleContext) => ctx.classes.has(c);
const isFemale = (ctx: RuleContext) => ctx.answers.gender === 'female';
const reproductiveFemale = (ctx: RuleContext) => isFemale(ctx) && REPRODUCTIVE_AGES.includes(ctx.answers.age);
const goalText = (g: Goal) => `For your goal of ${GOAL_LABELS[g]},`;

/**
 * The scoring table. Points express how strongly an answer points to a product; the reason is
 * what the user reads, so every one quotes their own answer. Iron is only ever suggested with
 * the blood-test condition in its reason, never on its own.
 */
export const SCORING_RULES: readonly ScoringRule[] = [
  // Vitamin D: every UAE resident is considered (high deficiency prevalence).
  {
    key: 'vitamin-d',
    points: 3,
    use: 'baseline',
    when: () => true,
    reason: () =>
      'Living in the UAE, most days are spent indoors or covered up, away from the midday sun, and a large Abu Dhabi study (Haq et al. 2016) found low vitamin D in most people tested.',
  },
  { key: 'vitamin-d', points: 2, use: 'baseline', when: lifestyle('sedentary'), reason: () => 'With a sedentary, mostly indoor lifestyle your skin makes even less vitamin D.' },
  { key: 'vitamin-d', points: 2, use: 'bone', when: age('56+'), reason: () => 'At 56+, skin makes less vitamin D and bones need it more.' },
  {
    key: 'vitamin-d',
    points: 2,
    use: 'immunity',
    when: goal('immunity'),
    reason: () => `${goalText('immunity')} daily vitamin D modestly reduced respiratory infections in a meta-analysis of 25 trials, mostly in people who were low.`,
  },
  {
    key: 'vitamin-d',
    points: 1,
    use: 'immunity',
    when: (ctx) => ctx.concerns.has('immune') && !ctx.goals.has('immunity'),
    reason: () => 'You mentioned immunity as a health concern, and vitamin D supports immune function, most of all when levels are low.',
  },
  { key: 'vitamin-d', points: 1, use: 'muscle', when: goal('muscle'), reason: () => `${goalText('muscle')} vitamin D supports muscle function, especially when levels start low.` },
  { key: 'vitamin-d', points: 1, use: 'aging', when: goal('aging'), reason: () => `${goalText('aging')} vitamin D helps keep bones and muscles strong with age.` },
  { key: 'vitamin-d', points: 1, use: 'baseline', when: diet('vegan'), reason: () => 'A vegan diet has almost no vitamin D, so choose a vegan D3 (from lichen).' },

  // Vitamin B12
  {
    key: 'vitamin-b12',
    points: 6,
    use: 'low-intake',
    when: diet('vegan'),
    reason: () => 'As a vegan, you get almost no vitamin B12 from food because it occurs naturally only in animal foods, so a supplement or fortified foods are essential.',
  },
  {
    key: 'vitamin-b12',
    points: 4,
    use: 'low-intake',
    when: diet('vegetarian'),
    reason: () => 'As a vegetarian, you get less vitamin B12 than meat eaters and low levels are common.',
  },
  {
    key: 'vitamin-b12',
    points: 4,
    use: 'aging',
    when: age('56+'),
    reason: () => 'At 56+, many people absorb B12 from food less well (NIH ODS), so a supplement is advised.',
  },
  {
    key: 'vitamin-b12',
    points: 6,
    use: 'medication-depletion',
    when: cls('metformin'),
    reason: () => 'Because you take metformin, which lowers vitamin B12 levels over time, a B12 supplement and a yearly B12 blood test are sensible.',
  },
  {
    key: 'vitamin-b12',
    points: 5,
    use: 'medication-depletion',
    when: cls('ppi'),
    reason: () => 'Because you take an acid-reducing medicine (a proton pump inhibitor), which cuts B12 absorption from food, a supplement helps keep levels up.',
  },
  {
    key: 'vitamin-b12',
    points: 6,
    use: 'medication-depletion',
    when: cls('bariatric_surgery'),
    reason: () =>
      'Because you have had weight-loss surgery, which lowers B12 absorption for life, bariatric guidelines advise a daily B12 supplement and a yearly blood test.',
  },
  {
    key: 'vitamin-b12',
    points: 2,
    use: 'energy',
    when: goal('energy'),
    reason: () => `${goalText('energy')} B12 relieves tiredness only if you are low, so ask for a blood test if tiredness persists.`,
  },

  // B-complex
  { key: 'b-complex', points: 2, use: 'energy', when: goal('energy'), reason: () => `${goalText('energy')} B vitamins help turn food into energy; they help most when your diet falls short.` },
  { key: 'b-complex', points: 1, use: 'stress', when: goal('stress'), reason: () => `${goalText('stress')} a low-dose B-complex covers the B vitamins used by the nervous system.` },
  { key: 'b-complex', points: 2, use: 'low-intake', when: diet('keto', 'paleo'), reason: (ctx) => `A ${ctx.answers.diet} diet cuts out grains and some other foods that supply B vitamins.` },

  // Iron: never blind.
  {
    key: 'iron',
    points: 2,
    use: 'energy',
    when: (ctx) => reproductiveFemale(ctx) && ctx.goals.has('energy'),
    reason: (ctx) =>
      `${goalText('energy')} as a woman aged ${ctx.answers.age}: low iron is a common cause of tiredness, but take iron only if a blood test shows low iron or ferritin.`,
  },
  {
    key: 'iron',
    points: 1,
    use: 'low-intake',
    when: (ctx) => reproductiveFemale(ctx) && ctx.goals.has('energy') && (ctx.answers.diet === 'vegan' || ctx.answers.diet === 'vegetarian'),
    reason: (ctx) => `A ${ctx.answers.diet} diet supplies less absorbable iron, so ask your doctor to check your ferritin.`,
  },

  // Folate
  {
    key: 'folate',
    points: 3,
    use: 'pregnancy-planning',
    when: (ctx) =>
      reproductiveFemale(ctx) &&
      !ctx.alreadyTaking.has('multivitamin') &&
      !ctx.alreadyTaking.has('b-complex') &&
      !ctx.classes.has('pregnancy_breastfeeding'),
    reason: (ctx) =>
      `As a woman aged ${ctx.answers.age}, 400 mcg folic acid a day is advised if there is any chance of pregnancy, because it prevents most neural-tube defects.`,
  },
  {
    key: 'folate',
    points: 8,
    use: 'pregnancy-planning',
    when: cls('pregnancy_breastfeeding'),
    reason: () => 'Because you mentioned pregnancy or breastfeeding, 400 mcg folic acid a day is standard prenatal advice; confirm your dose with your obstetrician.',
  },

  // Calcium with vitamin D
  {
    key: 'calcium-with-vitamin-d',
    points: 3,
    use: 'bone',
    when: (ctx) => isFemale(ctx) && ctx.answers.age === '46-55',
    reason: () => 'As a woman aged 46–55, bone loss speeds up around menopause; calcium with vitamin D helps protect bone density if your diet is low in calcium.',
  },
  {
    key: 'calcium-with-vitamin-d',
    points: 4,
    use: 'bone',
    when: (ctx) => isFemale(ctx) && ctx.answers.age === '56+',
    reason: () => 'As a woman aged 56+, calcium with vitamin D lowers fracture risk, especially if you eat little dairy.',
  },
  {
    key: 'calcium-with-vitamin-d',
    points: 2,
    use: 'bone',
    when: (ctx) => !isFemale(ctx) && ctx.answers.age === '56+',
    reason: () => 'At 56+, calcium with vitamin D helps protect bone strength if you eat little dairy.',
  },
  { key: 'calcium-with-vitamin-d', points: 2, use: 'low-intake', when: diet('vegan'), reason: () => 'A vegan diet without dairy is often low in calcium.' },

  // Magnesium
  { key: 'magnesium', points: 3, use: 'sleep', when: goal('sleep'), reason: () => `${goalText('sleep')} magnesium in the evening may help you relax; the evidence is modest and strongest when intake is low.` },
  { key: 'magnesium', points: 2, use: 'sleep', when: concern('sleep'), reason: () => 'You mentioned sleep as a health concern, and low magnesium intake is linked to poorer sleep.' },
  { key: 'magnesium', points: 2, use: 'stress', when: goal('stress'), reason: () => `${goalText('stress')} magnesium supports normal nerve and muscle relaxation.` },
  { key: 'magnesium', points: 1, use: 'stress', when: concern('stress'), reason: () => 'You mentioned stress as a health concern; magnesium is a gentle first step.' },
  {
    key: 'magnesium',
    points: 2,
    use: 'muscle',
    when: lifestyle('athletic'),
    reason: () => 'With an athletic lifestyle in UAE heat you lose magnesium in sweat, and it supports muscle function and recovery.',
  },
  { key: 'magnesium', points: 1, use: 'muscle', when: lifestyle('active'), reason: () => 'With an active lifestyle you lose some magnesium in sweat.' },
  { key: 'magnesium', points: 1, use: 'muscle', when: goal('muscle'), reason: () => `${goalText('muscle')} magnesium supports normal muscle contraction.` },

  // Ashwagandha
  { key: 'ashwagandha', points: 4, use: 'stress', when: goal('stress'), reason: () => `${goalText('stress')} ashwagandha lowered perceived stress in several small randomised trials.` },
  { key: 'ashwagandha', points: 2, use: 'stress', when: concern('stress'), reason: () => 'You mentioned stress as a health concern, which is what ashwagandha has been studied for.' },
  { key: 'ashwagandha', points: 3, use: 'sleep', when: goal('sleep'), reason: () => `${goalText('sleep')} ashwagandha modestly improved sleep quality in a meta-analysis of small trials.` },
  { key: 'ashwagandha', points: 1, use: 'sleep', when: concern('sleep'), reason: () => 'You mentioned sleep as a health concern.' },

  // Rhodiola
  { key: 'rhodiola-rosea', points: 2, use: 'stress', when: goal('stress'), reason: () => `${goalText('stress')} rhodiola may ease stress-related fatigue, though studies are small.` },
  { key: 'rhodiola-rosea', points: 2, use: 'energy', when: goal('energy'), reason: () => `${goalText('energy')} rhodiola may ease mental fatigue, though studies are small and short.` },
  { key: 'rhodiola-rosea', points: 2, use: 'focus', when: goal('focus'), reason: () => `${goalText('focus')} rhodiola may help concentration when you are tired; evidence is limited.` },
  { key: 'rhodiola-rosea', points: 1, use: 'focus', when: concern('focus'), reason: () => 'You mentioned focus as a health concern.' },

  // Omega-3
  { key: 'omega-3', points: 2, use: 'focus', when: goal('focus'), reason: () => `${goalText('focus')} DHA is a building block of the brain, although trials in healthy adults are mixed.` },
  { key: 'omega-3', points: 1, use: 'focus', when: concern('focus'), reason: () => 'You mentioned focus as a health concern.' },
  { key: 'omega-3', points: 2, use: 'aging', when: goal('aging'), reason: () => `${goalText('aging')} omega-3 lowers triglycerides and supports heart health, especially if you eat little oily fish.` },
  { key: 'omega-3', points: 1, use: 'muscle', when: goal('muscle'), reason: () => `${goalText('muscle')} omega-3 may help recovery and muscle maintenance.` },
  { key: 'omega-3', points: 1, use: 'skin', when: goal('skin'), reason: () => `${goalText('skin')} omega-3 may help dry or inflamed skin.` },
  { key: 'omega-3', points: 2, use: 'muscle', when: lifestyle('athletic'), reason: () => 'With an athletic lifestyle, omega-3 may support recovery and joint comfort.' },
  { key: 'omega-3', points: 2, use: 'low-intake', when: diet('vegan'), reason: () => 'As a vegan you get no EPA or DHA from fish, so an algal-oil omega-3 is the direct source.' },
  { key: 'omega-3', points: 1, use: 'low-intake', when: diet('vegetarian'), reason: () => 'As a vegetarian you get little EPA or DHA; algal oil is a fish-free source.' },
  { key: 'omega-3', points: 1, use: 'aging', when: age('56+'), reason: () => 'At 56+, omega-3 supports heart health if you eat little oily fish.' },

  // Green tea extract: low scores, liver caution always attached.
  { key: 'green-tea-extract', points: 1, use: 'focus', when: goal('focus'), reason: () => `${goalText('focus')} the caffeine and L-theanine in green tea can sharpen alertness; a cup of green tea is the gentler option.` },
  { key: 'green-tea-extract', points: 1, use: 'weight_loss', when: goal('weight_loss'), reason: () => `${goalText('weight_loss')} green tea extract has only a small, not clinically important effect on weight.` },

  // Vitamin C
  { key: 'vitamin-c', points: 3, use: 'immunity', when: goal('immunity'), reason: () => `${goalText('immunity')} regular vitamin C slightly shortens colds (Cochrane review of 29 trials).` },
  { key: 'vitamin-c', points: 2, use: 'immunity', when: concern('immune'), reason: () => 'You mentioned immunity as a health concern.' },
  { key: 'vitamin-c', points: 2, use: 'skin', when: goal('skin'), reason: () => `${goalText('skin')} vitamin C is needed to make collagen.` },
  { key: 'vitamin-c', points: 1, use: 'immunity', when: lifestyle('athletic'), reason: () => 'With an athletic lifestyle, vitamin C roughly halved colds in people under heavy physical stress.' },

  // Zinc
  { key: 'zinc', points: 3, use: 'immunity', when: goal('immunity'), reason: () => `${goalText('immunity')} zinc supports immune cells, and lozenges started early can shorten colds.` },
  { key: 'zinc', points: 1, use: 'immunity', when: concern('immune'), reason: () => 'You mentioned immunity as a health concern.' },
  { key: 'zinc', points: 1, use: 'low-intake', when: diet('vegan', 'vegetarian'), reason: (ctx) => `A ${ctx.answers.diet} diet supplies less absorbable zinc (NIH ODS).` },
  { key: 'zinc', points: 1, use: 'skin', when: goal('skin'), reason: () => `${goalText('skin')} zinc supports skin repair.` },

  // Vitamin E: weak evidence, so it only ever tops up a skin goal.
  { key: 'vitamin-e', points: 1, use: 'skin', when: goal('skin'), reason: () => `${goalText('skin')} vitamin E is an antioxidant, but evidence that swallowing it helps skin is weak.` },

  // CoQ10
  { key: 'coq10', points: 3, use: 'aging', when: goal('aging'), reason: () => `${goalText('aging')} CoQ10 levels fall with age; the evidence for benefits is limited.` },
  {
    key: 'coq10',
    points: 2,
    use: 'energy',
    when: (ctx) => ctx.goals.has('energy') && (ctx.answers.age === '46-55' || ctx.answers.age === '56+'),
    reason: (ctx) => `${goalText('energy')} at ${ctx.answers.age} your own CoQ10 production is lower; small trials suggest less fatigue.`,
  },

  // Glucomannan
  {
    key: 'glucomannan',
    points: 4,
    use: 'weight_loss',
    when: goal('weight_loss'),
    reason: () =>
      `${goalText('weight_loss')} glucomannan fibre taken with water before meals adds fullness, but to be honest its effect on weight is modest at best; diet and activity matter far more.`,
  },

  // Probiotics
  { key: 'probiotics', points: 5, use: 'digestion', when: goal('digestion'), reason: () => `${goalText('digestion')} specific probiotic strains ease bloating and IBS symptoms in trials.` },
  { key: 'probiotics', points: 3, use: 'digestion', when: concern('digestion'), reason: () => 'You mentioned digestion as a health concern.' },
  { key: 'probiotics', points: 1, use: 'immunity', when: goal('immunity'), reason: () => `${goalText('immunity')} some probiotics slightly reduced colds in trials.` },

  // Multivitamin
  { key: 'multivitamin', points: 2, use: 'low-intake', when: diet('keto', 'paleo'), reason: (ctx) => `A ${ctx.answers.diet} diet leaves out whole food groups, and a multivitamin covers the small gaps.` },
  { key: 'multivitamin', points: 1, use: 'aging', when: age('56+'), reason: () => 'At 56+, a daily multivitamin covers small gaps and modestly helped memory in older adults (COSMOS).' },
];

/** Products offered, in this order, when fewer than three have a reason of their own. */
export const FALLBACK_ORDER: readonly ProductKey[] = ['vitamin-d', 'omega-3', 'magnesium', 'vitamin-b12', 'vitamin-c', 'probiotics', 'zinc'];
