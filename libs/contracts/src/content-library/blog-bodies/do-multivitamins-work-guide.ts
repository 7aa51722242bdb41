import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>Multivitamins are the most popular supplement in the world, and a quick look at any pharmacy shelf in the UAE shows dozens of them: for men, for women, for over-fifties, gummies, effervescent tablets. Many people take one as a kind of nutritional insurance. So do they work? The answer depends on what you want them to do, and on who you are.</p>

<h2>What the big studies found</h2>
<p>Multivitamins have been tested in some of the largest nutrition trials ever run. In well-nourished adults, they have not been shown to prevent heart disease, stroke or early death. Results for cancer have been mixed: one long trial in older male doctors found a small reduction in cancer overall, but other studies did not, and the NIH Office of Dietary Supplements concludes that the evidence is not strong enough to recommend multivitamins to prevent chronic disease. Recent studies on memory in older adults are interesting but need confirming.</p>
<p>In other words, a multivitamin is not a health shield. If you eat reasonably well, it is unlikely to make you live longer or feel dramatically different.</p>

<h2>Where a multivitamin can make sense</h2>
<p>That is not the whole story. Multivitamins fill gaps, and some people genuinely have gaps:</p>
<ul>
<li><strong>Restricted diets.</strong> Vegans and vegetarians may run short of B12, iron, zinc and iodine; people on very low-calorie diets get less of everything.</li>
<li><strong>Older adults.</strong> Absorption of B12 falls with age, and appetite often shrinks.</li>
<li><strong>Pregnancy and planning a pregnancy.</strong> Folic acid before conception and in early pregnancy lowers the risk of neural tube defects, and a prenatal supplement is usually recommended. Your doctor will advise which one.</li>
<li><strong>Limited sun exposure.</strong> In the UAE many people spend most of the day indoors, in cars or covered, so vitamin D is often low. Many multivitamins contain some vitamin D, though not always enough to correct a deficiency.</li>
<li><strong>Medical conditions and medicines</strong> that affect absorption, such as after weight-loss surgery or with long-term use of some medicines. Here your doctor should guide the choice.</li>
</ul>

<h2>What a multivitamin cannot do</h2>
<p>It cannot undo a diet built on fast food, sweet drinks and late-night snacking. Whole foods provide fibre, protein and thousands of plant compounds that no tablet copies. And it cannot correct a significant deficiency on its own: if your iron, vitamin D or B12 is clearly low, you usually need a targeted dose chosen with your doctor, not the small amounts in a general multivitamin.</p>

<h2>Can a multivitamin be harmful?</h2>
<p>A standard multivitamin taken as directed is low risk for most adults. Problems come from stacking products. If you take a multivitamin, a "hair, skin and nails" formula, an energy drink and a separate vitamin D, you can easily exceed safe upper limits for vitamin A, vitamin D, zinc or iron without realising it. A few specific cautions:</p>
<ul>
<li>Smokers and former smokers should avoid high-dose beta-carotene.</li>
<li>Iron can be dangerous for young children; keep supplements out of reach.</li>
<li>Vitamin K can affect warfarin. If you take any regular medicine, ask your pharmacist before starting a multivitamin.</li>
<li>High-dose vitamin A is not safe in pregnancy; use a product designed for pregnancy.</li>
</ul>

<h2>How to choose one</h2>
<ul>
<li>Look for doses close to 100% of daily needs rather than "mega" amounts of everything.</li>
<li>Check that it is registered and sold by a reputable UAE pharmacy or retailer.</li>
<li>Ignore claims about "boosting" immunity, burning fat or detoxing.</li>
<li>Take it with a meal to reduce stomach upset; during Ramadan, suhoor or iftar both work.</li>
<li>Count every other supplement you take, so that the totals stay sensible.</li>
</ul>

<h2>A better question to ask</h2>
<p>Instead of "do multivitamins work?", ask "what, specifically, might I be missing?". A short conversation with your doctor and a few blood tests, for example vitamin D, ferritin and B12, will answer that more usefully than any label. If you are generally healthy and eat a varied diet, you may not need a multivitamin at all. If you have a real gap, a targeted supplement will usually do more good.</p>

<h2>The bottom line</h2>
<p>Multivitamins are safe, modest gap-fillers, not disease prevention. They are most useful for people with restricted diets, older adults, women planning pregnancy and those with limited sun exposure. Start with your diet, test rather than guess, and keep your doctor informed about everything you take.</p>
`,
  sources: [
    {
      title: 'NIH Office of Dietary Supplements: Multivitamin/mineral Supplements fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/MVMS-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Folate fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
    {
      title: 'NCCIH: Using Dietary Supplements Wisely',
      url: 'https://www.nccih.nih.gov/health/using-dietary-supplements-wisely',
    },
  ],
  faq: [
    {
      question: 'Do multivitamins prevent heart disease or cancer?',
      answer:
        'In well-nourished adults, large trials have not shown that multivitamins prevent heart disease, and results for cancer are mixed. They are not recommended for preventing chronic disease.',
    },
    {
      question: 'Who might benefit from a multivitamin?',
      answer:
        'People with restricted diets, older adults, women planning or in pregnancy (with a prenatal product) and people with limited sun exposure or absorption problems.',
    },
    {
      question: 'Can I take a multivitamin with other supplements?',
      answer:
        'Add up the totals first. Stacking products can push vitamin A, vitamin D, zinc or iron above safe upper limits. Ask a pharmacist if unsure.',
    },
    {
      question: 'When is the best time to take a multivitamin?',
      answer: 'With a meal, which reduces stomach upset. During Ramadan, take it at suhoor or iftar.',
    },
  ],
};

export default post;
