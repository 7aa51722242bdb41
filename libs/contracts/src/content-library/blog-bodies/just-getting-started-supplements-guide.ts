import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>Walking into a UAE pharmacy or scrolling an online store for the first time can be overwhelming: hundreds of bottles, bold promises and friendly advice from everyone you know. If you are new to supplements, the good news is that you do not need to understand all of it. A few simple principles will keep you safe, save you money and make it much more likely that what you take actually helps.</p>

<h2>Principle 1: food first</h2>
<p>Supplements are meant to supplement, not replace, a reasonable diet. Before buying anything, look at the basics: vegetables and fruit most days, some protein at each meal (eggs, yoghurt and labneh, legumes, fish, chicken or meat), whole grains, nuts and enough water for the climate. Many people find that regular meals, a proper breakfast or suhoor and fewer sugary drinks improve their energy more than any capsule.</p>

<h2>Principle 2: test, do not guess</h2>
<p>The supplements that help most are the ones that fix a real deficiency, and the only way to know is to check. For most adults in the UAE, the most useful conversation with a doctor covers:</p>
<ul>
<li><strong>Vitamin D</strong>, which is very often low here because most of us avoid the midday sun, work indoors and cover up.</li>
<li><strong>Ferritin (iron stores)</strong>, especially for women with heavy periods, vegetarians and people who donate blood.</li>
<li><strong>Vitamin B12</strong>, particularly for vegetarians, vegans, adults over fifty and people taking metformin or acid-reducing medicines for a long time.</li>
</ul>
<p>Your doctor may suggest other tests depending on your health. Knowing your numbers turns guesswork into a plan, and gives you something to re-check later.</p>

<h2>Principle 3: start with one, then wait</h2>
<p>If you start five supplements on the same day and feel better, or get an upset stomach, you will not know which one did it. Start one at a time, give it a few weeks, and then decide. Most nutrients work slowly: correcting low vitamin D or iron takes weeks to months, not days.</p>

<h2>Common first supplements, and who they suit</h2>
<ul>
<li><strong>Vitamin D3</strong>: for people with low levels or little sun exposure. Many adults take 1,000 to 2,000 IU a day with a meal; higher doses only with medical advice.</li>
<li><strong>Omega-3 (fish oil or algae oil)</strong>: for people who eat oily fish less than twice a week. Algae oil suits vegetarians.</li>
<li><strong>Magnesium</strong>: for people with low intake from food, or who sweat heavily in the heat. Choose modest doses; too much causes loose stools.</li>
<li><strong>A basic multivitamin</strong>: a reasonable gap-filler for restricted diets or busy periods, but not a substitute for food or for treating a specific deficiency.</li>
</ul>

<h2>Principle 4: read the label like a pharmacist</h2>
<ul>
<li>Check the dose per serving, not per bottle, and compare it with the daily recommended amount.</li>
<li>Avoid "proprietary blends" that hide how much of each ingredient you get.</li>
<li>Buy from reputable pharmacies and retailers, and look for products registered for sale in the UAE.</li>
<li>Check halal certification and capsule source (gelatine or plant) if that matters to you.</li>
<li>Be sceptical of words such as "detox", "miracle", "clinically proven" with no study named, or "boosts immunity".</li>
</ul>

<h2>Principle 5: safety is part of the plan</h2>
<p>Natural does not automatically mean safe. Some supplements interact with common medicines: St John's wort with many drugs including the contraceptive pill, vitamin K with warfarin, and herbal products with blood-pressure or diabetes medicines. <strong>If you take any prescribed medicine, are pregnant or breastfeeding, or have a long-term condition, check with your doctor or pharmacist before starting.</strong> And never stop a prescribed medicine because you have started a supplement.</p>
<p>During Ramadan, take supplements with suhoor or iftar rather than on an empty stomach, and keep in mind that iron and magnesium can upset the stomach when you are fasting.</p>

<h2>Keep it simple and review</h2>
<p>Write down what you take, the dose and why. Every three months, ask yourself whether each item is still doing its job. Stop what you cannot justify. A short list of well-chosen supplements is cheaper, safer and easier to stick with than a cupboard full of half-finished bottles.</p>

<h2>The bottom line</h2>
<p>Start with food, check what you actually need, add one thing at a time, read labels carefully and keep your doctor in the loop. That is all most beginners need to get real value from supplements.</p>
`,
  sources: [
    {
      title: 'NIH Office of Dietary Supplements: Dietary Supplements: What You Need to Know',
      url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
    },
    {
      title: 'NCCIH: Using Dietary Supplements Wisely',
      url: 'https://www.nccih.nih.gov/health/using-dietary-supplements-wisely',
    },
    {
      title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Vitamin B12 fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
    { title: 'WHO fact sheet: Healthy diet', url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet' },
  ],
};

export default post;
