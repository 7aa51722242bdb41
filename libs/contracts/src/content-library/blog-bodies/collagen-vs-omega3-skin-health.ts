import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>Life in the Gulf is tough on skin. Strong sun for most of the year, dry desert air outside, cold dry air conditioning inside, and frequent washing for prayer or after sweating in the heat can leave skin tight, dull and older-looking than it should. Two supplements promise to help from the inside: collagen, the darling of beauty marketing, and omega-3 fats, the quieter all-rounder. Which one, if either, is worth your money?</p>

<h2>What collagen supplements are</h2>
<p>Collagen is the main structural protein in skin, giving it firmness. From our mid-twenties the body makes a little less each year, and sun damage breaks it down faster. Collagen supplements are usually "hydrolysed collagen" or "collagen peptides", made from the skin, bones or scales of cows, pigs or fish. For many UAE shoppers, the source matters: check for halal certification, and choose marine collagen if you avoid bovine products.</p>
<p>A common objection is that collagen is simply digested into amino acids like any other protein. Mostly true, but studies show that some small collagen fragments do reach the bloodstream, and lab work suggests they may signal skin cells to make more collagen.</p>

<h2>What the collagen research shows</h2>
<p>A growing number of randomised trials, typically giving 2.5 to 10 grams a day for eight to twelve weeks, report modest improvements in skin hydration and elasticity, and in some studies fewer fine wrinkles. That sounds promising, but keep three caveats in mind:</p>
<ul>
<li>Many trials are small and funded by collagen manufacturers.</li>
<li>The effects are measured with instruments and are often subtle to the eye.</li>
<li>Benefits seem to fade after stopping, so it is an ongoing cost.</li>
</ul>
<p>Collagen appears safe for most healthy adults. Side effects are rare and mild, such as fullness or an aftertaste. People with fish or egg allergies should check the source, and anyone with kidney disease should talk to their doctor before adding protein supplements.</p>

<h2>What omega-3 fats do for skin</h2>
<p>Omega-3 fats, EPA and DHA from fish and ALA from plants such as flaxseed and walnuts, are built into cell membranes, including those of the skin barrier, and are involved in calming inflammation. A diet low in these fats is linked with dry skin. There is some evidence that omega-3 supplements may help certain inflammatory skin conditions and possibly reduce sensitivity to sunburn, but the research on everyday skin ageing is limited and of mixed quality.</p>
<p>The stronger case for omega-3s is overall health: they are well studied for heart health, particularly lowering high triglycerides. So while the skin benefits are uncertain, they come alongside other reasons to eat oily fish.</p>

<h2>Collagen vs omega-3: how to decide</h2>
<ul>
<li><strong>If your main goal is skin elasticity and hydration</strong>, collagen peptides have more direct trial evidence, though effects are modest.</li>
<li><strong>If your diet has little oily fish</strong>, an omega-3 supplement, or better, two portions of salmon, sardines or mackerel a week, supports skin and much more.</li>
<li><strong>If you take blood thinners</strong>, ask your doctor before omega-3 supplements, which may add to bleeding risk at higher doses.</li>
<li><strong>Hormones matter too.</strong> Skin often becomes drier and thinner around menopause as oestrogen falls. If you notice sudden changes, discuss them with your doctor rather than simply adding supplements.</li>
</ul>

<h2>What matters more than either</h2>
<p>The honest answer is that no capsule competes with sun protection. Ultraviolet light is the main driver of visible skin ageing, and in the UAE the UV index is high or very high for much of the year. Daily broad-spectrum sunscreen of SPF 30 or more, reapplied when outdoors, shade in the middle of the day, and a hat or covering clothing do more for your skin than any supplement.</p>
<p>Other basics help too: a gentle cleanser, a moisturiser applied after washing, a humidifier or a bowl of water if your office air conditioning is fierce, enough sleep, not smoking (including shisha) and a diet with plenty of vegetables, fruit and protein. Vitamin C from food is needed to build collagen, so citrus, guava, peppers and strawberries earn their place.</p>

<h2>The bottom line</h2>
<p>Collagen peptides may give a modest lift to skin hydration and elasticity if you use them consistently; omega-3s are a sensible choice if your diet lacks oily fish, with skin benefits as a possible bonus. Neither replaces sunscreen. Choose quality products, check the source, and tell your doctor what you take.</p>
`,
  sources: [
    {
      title: 'NIH Office of Dietary Supplements: Omega-3 Fatty Acids fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
    {
      title: 'NCCIH: Omega-3 Supplements: What You Need To Know',
      url: 'https://www.nccih.nih.gov/health/omega3-supplements-what-you-need-to-know',
    },
    {
      title: 'NIH Office of Dietary Supplements: Vitamin C fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
    },
    {
      title: 'NCCIH: Using Dietary Supplements Wisely',
      url: 'https://www.nccih.nih.gov/health/using-dietary-supplements-wisely',
    },
  ],
};

export default post;
