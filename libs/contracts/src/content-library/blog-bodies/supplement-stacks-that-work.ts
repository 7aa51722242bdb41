import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>A "stack" is simply a combination of supplements taken together for a shared goal. Online, stacks can get out of hand: ten products, each with its own promise, adding up to an expensive daily handful of capsules that no one has ever tested together. Done thoughtfully, though, a small stack can make sense. The rule is simple: <strong>every item needs its own evidence and its own job</strong>, and the whole stack should be as short as possible.</p>

<h2>Three rules before you stack anything</h2>
<ul>
<li><strong>Start with a reason.</strong> A confirmed deficiency, a specific goal, or advice from your doctor, not a trend.</li>
<li><strong>Add one item at a time</strong>, two to four weeks apart, so you can tell what helps and what causes side effects.</li>
<li><strong>Check interactions.</strong> If you take any prescribed medicine, or are pregnant or breastfeeding, ask your doctor or pharmacist before combining supplements.</li>
</ul>

<h2>Stack 1: the everyday energy foundation</h2>
<p>For many adults in the UAE, tiredness has a simple and common cause: low vitamin D from living indoors and avoiding the midday sun, sometimes together with low iron or B12.</p>
<ul>
<li><strong>Vitamin D3</strong>, often 1,000 to 2,000 IU a day, taken with a meal that contains some fat. Test first if you can, and do not take high doses without supervision.</li>
<li><strong>Omega-3 (EPA and DHA)</strong> if you rarely eat oily fish. It is well studied for heart health and supports general wellbeing.</li>
<li><strong>Iron or vitamin B12 only if a blood test shows you are low.</strong> These are not "just in case" supplements.</li>
</ul>
<p>Why it works as a stack: each part corrects a common, measurable gap. Nothing here is a stimulant, so the benefit, if you were low, builds over weeks rather than minutes.</p>

<h2>Stack 2: calm focus for work and study</h2>
<p>This one is for people who want steady concentration without the jitters.</p>
<ul>
<li><strong>Caffeine in moderate amounts</strong>, for example a cup of coffee or tea in the morning. It is the best-proven focus aid there is. Most healthy adults are advised to stay under about 400 mg a day, and less in pregnancy.</li>
<li><strong>L-theanine</strong>, an amino acid found in tea, often 100 to 200 mg alongside caffeine. Small studies suggest the pair improves attention a little more than caffeine alone and may smooth out the edginess. Evidence is modest but the combination is generally well tolerated.</li>
<li><strong>Creatine monohydrate</strong>, 3 to 5 grams a day, is best known for strength training but has some evidence for mental performance when people are short of sleep. It is one of the most researched supplements and is safe for healthy adults; people with kidney disease should avoid it unless their doctor agrees.</li>
</ul>
<p>Timing tip: keep caffeine before early afternoon so it does not steal from your sleep, which is the biggest focus factor of all. During Ramadan, a coffee at suhoor is usually better tolerated than one late at night after iftar.</p>

<h2>Stack 3: winding down for sleep</h2>
<p>Before any supplement, fix the basics: a regular bedtime, a cool, dark room (set the air conditioning to a comfortable level rather than freezing), no screens in bed, and no caffeine late in the day.</p>
<ul>
<li><strong>Magnesium</strong>, for example 200 to 350 mg of magnesium glycinate or citrate in the evening. It may help people whose intake is low, and heavy sweating in the heat increases losses. Evidence for sleep itself is limited; loose stools are the main side effect.</li>
<li><strong>Melatonin at low doses</strong>, 0.5 to 3 mg, can help with jet lag and shifting your body clock, useful after long flights home. For ordinary insomnia the effect is small. Use it short term and talk to your doctor before giving it to children or combining it with other sleep medicines.</li>
</ul>
<p>Keep the sleep stack short. Many "sleep blends" contain several sedating herbs at unclear doses, and combining them with alcohol or prescribed medicines can be risky.</p>

<h2>Stacks that do not work</h2>
<ul>
<li><strong>Duplicate stacks</strong>: a multivitamin, a hair formula and an immune powder can all contain vitamin A, zinc and vitamin D, quietly pushing you over safe limits.</li>
<li><strong>Proprietary blends</strong> that hide the dose of each ingredient. If you cannot see the amount, you cannot judge it.</li>
<li><strong>Stimulant stacks</strong> that combine several sources of caffeine, such as guarana, green tea extract and energy drinks, which can cause palpitations and anxiety.</li>
<li><strong>"Fat-burning" stacks</strong>, which have little evidence and a long record of safety warnings.</li>
</ul>

<h2>The bottom line</h2>
<p>A good stack is short, evidence-based, matched to a clear goal and checked for overlaps and interactions. Three or four well-chosen items usually beat ten fashionable ones. Review your stack every few months, and stop anything you cannot say is helping.</p>
`,
  sources: [
    {
      title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Magnesium fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Dietary Supplements for Exercise and Athletic Performance',
      url: 'https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-HealthProfessional/',
    },
    {
      title: 'NCCIH: Melatonin: What You Need To Know',
      url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
    },
    {
      title: 'NIH Office of Dietary Supplements: Omega-3 Fatty Acids fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
  ],
};

export default post;
