import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>For years ADHD was pictured as a condition of hyperactive young boys. We now know that many women have it too, and that it is often recognised late, sometimes only after a child is diagnosed or when the juggling of work, family and a busy UAE lifestyle finally becomes too much. Women more often have the inattentive presentation: losing track, procrastinating, feeling overwhelmed, rather than being visibly restless. Once diagnosed, many ask a reasonable question: can supplements help?</p>
<p>The honest answer is that supplements are not a treatment for ADHD. Proven treatments include medicines, psychological therapies, coaching and practical changes at home and work. A few nutrients have research suggesting a small supporting role, mainly when someone is actually low in them. Here is what the evidence says.</p>

<h2>Why hormones matter for women with ADHD</h2>
<p>Many women notice that their focus, mood and emotional control shift across the menstrual cycle, often worsening in the days before a period, after childbirth and around perimenopause. Oestrogen interacts with dopamine, one of the brain chemicals involved in attention, which is a plausible explanation. Research in this area is still young, but it is worth tracking your symptoms alongside your cycle and sharing the pattern with your doctor, because it can affect how treatment is planned.</p>

<h2>Omega-3 fatty acids</h2>
<p>Omega-3 fats, EPA and DHA, are the most studied supplement in ADHD. Reviews of randomised trials, mostly in children, have found small improvements in some symptoms for some people, with the best signals in those who had low omega-3 levels to start with. Effects are modest, far smaller than those of established treatments, and results across studies are inconsistent.</p>
<p>Omega-3s are generally well tolerated. They can cause fishy burps and mild stomach upset, and at higher doses may interact with blood thinners. Eating oily fish such as salmon, sardines or Atlantic mackerel twice a week is a good food-first approach; popular local white fish such as hammour are tasty but much lower in omega-3.</p>

<h2>Iron and ferritin</h2>
<p>Low iron stores are common in women of reproductive age, especially with heavy periods, and some studies link low ferritin with more severe ADHD symptoms. Iron deficiency itself causes tiredness and poor concentration, which can add to ADHD difficulties. The sensible step is a blood test for ferritin, not a supplement on spec, because excess iron is harmful. If you are low, your doctor can recommend a dose.</p>

<h2>Vitamin D</h2>
<p>Vitamin D deficiency is widespread in the UAE because most people avoid the midday sun that skin needs to make it. A handful of small trials have tested vitamin D alongside usual ADHD treatment, with mixed results. It is worth checking your level and correcting a deficiency for bone, muscle and general health, but it should not be expected to treat ADHD.</p>

<h2>Magnesium and zinc</h2>
<p>Some small studies suggest that children with ADHD are more likely to have low magnesium or zinc, and a few trials report benefits from correcting them. The evidence is limited and mostly in children, so for adult women these are best seen as nutrients to get right through food (nuts, seeds, legumes, whole grains, meat and seafood) and to supplement only if a deficiency is likely or confirmed.</p>

<h2>What about "focus" blends?</h2>
<p>Many products marketed for focus combine caffeine with herbal extracts and long lists of ingredients at undisclosed doses. Caffeine can sharpen attention briefly, but it also raises heart rate and anxiety and disturbs sleep, which in turn worsens ADHD symptoms. If you take stimulant medicine, adding high-caffeine products can increase side effects such as palpitations and poor sleep.</p>

<h2>Safety first</h2>
<ul>
<li><strong>Talk to your doctor before combining supplements with ADHD medicines.</strong> Some supplements affect heart rate, blood pressure, bleeding or how medicines are processed.</li>
<li>Never stop or change prescribed medicine because you have started a supplement.</li>
<li>If you are pregnant, trying to conceive or breastfeeding, check every supplement with your doctor.</li>
<li>Introduce one new thing at a time, so you can tell what helps and what causes side effects.</li>
</ul>

<h2>Habits that support focus</h2>
<p>Regular sleep, daily movement, protein at breakfast or suhoor, and structure such as reminders, written lists and shorter work blocks help many adults with ADHD. Exercise is worth special mention: even a brisk indoor walk improves attention for a while afterwards, which is useful when the outdoor heat makes sport hard.</p>

<h2>The bottom line</h2>
<p>For women with ADHD, supplements are at most a small supporting act. Check and correct deficiencies in iron and vitamin D, consider omega-3s if your diet has little oily fish, and keep your care team informed. Evidence-based treatment and a supportive routine do the heavy lifting.</p>
`,
  sources: [
    {
      title: 'NIH Office of Dietary Supplements: Omega-3 Fatty Acids fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Iron fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Zinc fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
    {
      title: 'NCCIH: Omega-3 Supplements: What You Need To Know',
      url: 'https://www.nccih.nih.gov/health/omega3-supplements-what-you-need-to-know',
    },
  ],
  faq: [
    {
      question: 'Can supplements treat ADHD in women?',
      answer:
        'No. Supplements are not a treatment for ADHD. A few nutrients such as omega-3 may have a small supporting role, mainly in people who are low in them.',
    },
    {
      question: 'Does omega-3 help ADHD?',
      answer:
        'Reviews of trials, mostly in children, show small and inconsistent improvements, with the best results in people with low omega-3 levels.',
    },
    {
      question: 'Should women with ADHD check their iron?',
      answer:
        'Yes, it is reasonable to ask for a ferritin test, because low iron is common in women and causes tiredness and poor concentration. Only supplement if you are low.',
    },
    {
      question: 'Can I take supplements with ADHD medicine?',
      answer:
        'Talk to your doctor or pharmacist first. Some supplements and high-caffeine products can add to side effects or interact with medicines.',
    },
  ],
};

export default post;
