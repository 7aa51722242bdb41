/**
 * The Staying Strong supplement guide (docs/requirements.md, "Route: /staying-strong"): one source for the
 * /staying-strong page (mf-content) and the API's search index.
 */
export interface GuideSupplement {
  name: string;
  description: string;
  benefits: string[];
  dosage: string;
  note: string | null;
}

export interface GuideCategory {
  id: GuideCategoryId;
  label: string;
  title: string;
  description: string;
  supplements: GuideSupplement[];
}

export type GuideCategoryId = 'sleep-support' | 'energy-vitality' | 'cognitive-function' | 'heart-health' | 'immune-support';

export const DEFAULT_GUIDE_CATEGORY: GuideCategoryId = 'sleep-support';

export const GUIDE_CATEGORIES: GuideCategory[] = [
  {
    id: 'sleep-support',
    label: 'Sleep Support',
    title: 'Sleep Support',
    description:
      'Good sleep starts with a regular bedtime, a cool dark room and less late caffeine. These supplements have some evidence for helping you wind down or reset your body clock.',
    supplements: [
      {
        name: 'Magnesium glycinate',
        description: 'A well-absorbed form of magnesium, a mineral involved in muscle relaxation and nerve signalling.',
        benefits: ['Helps correct low intake', 'Replaces losses from heavy sweating', 'Gentler on the stomach than other forms'],
        dosage: '200–350 mg elemental magnesium in the evening',
        note: 'Can cause loose stools. People with kidney disease should ask their doctor first.',
      },
      {
        name: 'Melatonin',
        description: 'A copy of the hormone your body makes at night to signal that it is time to sleep.',
        benefits: ['Helps with jet lag after long flights', 'Can shift a late body clock earlier', 'Non-habit-forming at low doses'],
        dosage: '0.5–3 mg, 30–60 minutes before bed, short term',
        note: 'May cause morning grogginess. Check with your doctor if pregnant, or before giving it to children.',
      },
      {
        name: 'Glycine',
        description: 'An amino acid that may help lower core body temperature, one of the signals for sleep.',
        benefits: ['May improve how rested you feel', 'May help you fall asleep sooner', 'Well tolerated'],
        dosage: '3 g before bed',
        note: 'Evidence comes from small studies.',
      },
      {
        name: 'Ashwagandha',
        description: 'A traditional Ayurvedic herb studied for stress and sleep quality.',
        benefits: ['May reduce perceived stress', 'May improve sleep quality', 'Studied as a root extract'],
        dosage: '300–600 mg root extract daily',
        note: 'Avoid in pregnancy and with thyroid or autoimmune conditions; rare cases of liver injury are reported.',
      },
    ],
  },
  {
    id: 'energy-vitality',
    label: 'Energy & Vitality',
    title: 'Energy & Vitality',
    description:
      'Tiredness often has a measurable cause. In the UAE, low vitamin D from indoor life is common, and low iron or B12 are worth ruling out with a blood test.',
    supplements: [
      {
        name: 'Vitamin D3',
        description: 'The sunshine vitamin, often low in the Gulf because most people avoid the midday sun.',
        benefits: ['Supports bones and muscles', 'Supports normal immune function', 'Corrects a common deficiency'],
        dosage: '1,000–2,000 IU daily with a meal',
        note: 'Test your level first; take higher doses only under medical supervision.',
      },
      {
        name: 'Vitamin B12',
        description: 'Needed to make red blood cells and keep nerves healthy.',
        benefits: ['Supports energy metabolism', 'Supports nerve health', 'Important for vegetarians and vegans'],
        dosage: '250–1,000 mcg daily, or as advised by your doctor',
        note: 'Long-term metformin or antacid use can lower B12; ask your doctor to check it rather than stopping any medicine.',
      },
      {
        name: 'Iron',
        description: 'Carries oxygen in the blood; low stores are common in women with heavy periods.',
        benefits: ['Corrects iron-deficiency tiredness', 'Supports concentration', 'Supports healthy blood'],
        dosage: 'Only as advised after a ferritin blood test',
        note: 'Too much iron is harmful. Keep it away from children and take it apart from tea, coffee and calcium.',
      },
      {
        name: 'Rhodiola rosea',
        description: 'An adaptogenic herb studied for mental and physical fatigue under stress.',
        benefits: ['May reduce stress-related fatigue', 'May support mental performance', 'Usually taken in the morning'],
        dosage: '200–400 mg standardised extract in the morning',
        note: 'Evidence is limited. Avoid in pregnancy and ask your doctor if you take antidepressants.',
      },
    ],
  },
  {
    id: 'cognitive-function',
    label: 'Cognitive Function',
    title: 'Cognitive Function',
    description:
      'Sleep, movement and regular meals matter most for focus. These supplements have the most research behind them for attention and memory.',
    supplements: [
      {
        name: 'Omega-3 (DHA and EPA)',
        description: 'Fats from oily fish or algae that are part of brain cell membranes.',
        benefits: ['Supports normal brain function', 'Useful if you rarely eat oily fish', 'Algae oil suits vegetarians'],
        dosage: '250–500 mg combined EPA and DHA daily',
        note: 'Ask your doctor first if you take blood thinners.',
      },
      {
        name: 'Creatine monohydrate',
        description: 'One of the most studied supplements; it supplies quick energy to muscle and brain cells.',
        benefits: ['Supports strength training', 'May help thinking when short of sleep', 'Inexpensive and well studied'],
        dosage: '3–5 g daily',
        note: 'Avoid with kidney disease unless your doctor agrees.',
      },
      {
        name: 'L-theanine with caffeine',
        description: 'An amino acid from tea, often paired with a cup of coffee or tea.',
        benefits: ['May improve attention', 'May smooth out caffeine jitters', 'Works within an hour'],
        dosage: '100–200 mg L-theanine with 50–100 mg caffeine',
        note: 'Keep caffeine before early afternoon to protect your sleep.',
      },
      {
        name: 'Bacopa monnieri',
        description: 'A traditional herb studied for memory in adults.',
        benefits: ['May support memory recall', 'Effects build over weeks', 'Studied as a standardised extract'],
        dosage: '300 mg standardised extract daily with food, for 8–12 weeks',
        note: 'Can cause stomach upset; check with your doctor if you take thyroid or other regular medicines.',
      },
    ],
  },
  {
    id: 'heart-health',
    label: 'Heart Health',
    title: 'Heart Health',
    description:
      'Not smoking, moving daily, eating more fibre and less salt, and taking prescribed medicines do the most for your heart. These supplements can support, never replace, that care.',
    supplements: [
      {
        name: 'Omega-3 (EPA and DHA)',
        description: 'Marine fats well studied for lowering high triglycerides.',
        benefits: ['Can lower high triglycerides', 'Supports heart health', 'Useful if you eat little oily fish'],
        dosage: '1 g combined EPA and DHA daily; higher doses only with your doctor',
        note: 'High doses may raise bleeding risk with blood thinners.',
      },
      {
        name: 'Psyllium husk',
        description: 'A soluble fibre that forms a gel in the gut.',
        benefits: ['Can lower LDL cholesterol', 'Supports regular digestion', 'Helps you feel full'],
        dosage: '5–10 g daily with a large glass of water',
        note: 'Take it two hours apart from medicines, as it can reduce their absorption.',
      },
      {
        name: 'Plant sterols and stanols',
        description: 'Plant compounds that block some cholesterol absorption in the gut.',
        benefits: ['Can lower LDL cholesterol', 'Taken with meals', 'Found in fortified foods too'],
        dosage: '1.5–3 g daily with meals',
        note: 'Not a substitute for prescribed cholesterol medicines.',
      },
      {
        name: 'Coenzyme Q10',
        description: 'A compound cells use to make energy; the body makes less with age.',
        benefits: ['Supports cellular energy', 'Studied in heart failure alongside treatment', 'Taken with a fatty meal'],
        dosage: '100–200 mg daily with food',
        note: 'May reduce the effect of warfarin. Ask your doctor if you take blood thinners or blood-pressure medicines.',
      },
    ],
  },
  {
    id: 'immune-support',
    label: 'Immune Support',
    title: 'Immune Support',
    description:
      'Sleep, a varied diet, regular activity and up-to-date vaccinations are the foundation of a healthy immune system. No supplement prevents infections on its own.',
    supplements: [
      {
        name: 'Vitamin C',
        description: 'An antioxidant vitamin needed for normal immune function and collagen.',
        benefits: ['Regular intake may shorten colds slightly', 'Supports skin and wound healing', 'Helps absorb iron from plants'],
        dosage: '200–500 mg daily',
        note: 'Above 2,000 mg a day can cause diarrhoea and raises kidney stone risk in some people.',
      },
      {
        name: 'Zinc',
        description: 'A mineral needed by immune cells; lozenges are studied at the start of a cold.',
        benefits: ['Supports normal immune function', 'Lozenges may shorten colds', 'Supports skin health'],
        dosage: '8–11 mg daily; stay under 40 mg a day unless your doctor advises more',
        note: 'Long-term high doses cause copper deficiency. Avoid zinc nasal sprays, which can affect smell.',
      },
      {
        name: 'Probiotics',
        description: 'Live bacteria that support the gut, where much of the immune system sits.',
        benefits: ['May reduce antibiotic-related diarrhoea', 'Effects depend on the strain', 'Also found in laban and yoghurt'],
        dosage: 'As stated for the specific strain, usually 1–10 billion CFU daily',
        note: 'People with weakened immune systems should ask their doctor first.',
      },
      {
        name: 'Vitamin D3',
        description: 'Low vitamin D is common in the UAE and is linked with more respiratory infections.',
        benefits: ['Supports normal immune function', 'Corrects a common deficiency', 'Supports bones and muscles'],
        dosage: '1,000–2,000 IU daily with a meal',
        note: 'Count vitamin D from every product you take to stay within safe limits.',
      },
    ],
  },
];

/** Query parameter of /staying-strong that opens a category's tab. */
export const GUIDE_CATEGORY_PARAM = 'category';

export const isGuideCategoryId = (value: string | null | undefined): value is GuideCategoryId =>
  GUIDE_CATEGORIES.some((category) => category.id === value);

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Element id of a supplement card; unique because it names the category too. */
export const guideCardId = (categoryId: GuideCategoryId, supplementName: string): string =>
  `${categoryId}-${slugify(supplementName)}`;

/** Link that opens the card's tab and scrolls to the card. */
export const guideCardUrl = (categoryId: GuideCategoryId, supplementName: string): string =>
  `/staying-strong?${GUIDE_CATEGORY_PARAM}=${categoryId}#${guideCardId(categoryId, supplementName)}`;
