import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>Scroll through wellness social media in Dubai or Abu Dhabi and you will soon meet berberine, usually introduced as <strong>"nature's metformin"</strong>. The nickname is catchy, and it sells a lot of capsules. It is also misleading in ways that matter, especially in a country where diabetes and prediabetes are common and where many families already have someone taking metformin. This article looks at what berberine is, what the research really shows, and how to think about it safely.</p>

<h2>What berberine is</h2>
<p>Berberine is a yellow plant compound found in barberry, goldenseal, Oregon grape and Chinese goldthread. It has a long history in traditional medicine, mostly for digestive complaints. In the lab it activates an enzyme called AMPK, a kind of cellular fuel gauge, which is one reason it is compared with metformin. But "acts on a similar pathway" is not the same as "does the same job as a medicine", and the comparison stops there.</p>

<h2>What metformin is</h2>
<p>Metformin is a prescription medicine that has been used for type 2 diabetes for more than sixty years. It has been studied in very large, long-term trials, its dose is standardised in every tablet, its side effects and interactions are well known, and your doctor monitors how it works for you with blood tests such as HbA1c and kidney function. It is one of the first-line treatments in international diabetes guidelines for a reason.</p>

<h2>What the berberine studies actually show</h2>
<p>Berberine does have real research behind it. A frequently quoted pilot study from 2008 gave 36 adults with newly diagnosed type 2 diabetes either berberine or metformin for three months and found similar drops in fasting glucose and HbA1c. Later meta-analyses, which pool many small trials, also report that berberine lowers blood sugar and blood fats compared with lifestyle advice alone.</p>
<p>The important details are in the small print:</p>
<ul>
<li><strong>The trials are small and short.</strong> Most lasted three months or less and included a few dozen people, often in a single centre.</li>
<li><strong>Quality is mixed.</strong> Reviewers have repeatedly rated the methods as low quality, with risks of bias they could not rule out.</li>
<li><strong>There are no long-term outcome data.</strong> Metformin has evidence about what matters most over years; berberine has no comparable evidence on heart disease, kidney disease or complications of diabetes.</li>
<li><strong>Products vary.</strong> Supplements are not regulated like medicines, so the amount of berberine in a capsule, and its purity, can differ from the label.</li>
</ul>
<p>So the honest summary is: berberine appears to lower blood sugar modestly in short studies. That is interesting. It is not a replacement for a proven medicine.</p>

<h2>Never swap a prescribed medicine for a supplement</h2>
<p>This is the single most important point in this article. <strong>If you have been prescribed metformin or any other diabetes medicine, do not stop it or replace it with berberine.</strong> Uncontrolled blood sugar damages eyes, kidneys, nerves and blood vessels silently, often for years before you feel anything. If cost, side effects or a preference for "natural" options make you want to change, talk to your doctor. There are often other doses, formulations or medicines that suit you better.</p>
<p>Taking berberine on top of diabetes medicines is not a safe do-it-yourself experiment either. Combining two things that lower blood sugar can push it too low, causing shakiness, sweating, confusion and, in severe cases, fainting. Berberine also affects liver enzymes that break down many common drugs, so it can change the levels of other medicines in your blood. It is not suitable in pregnancy or while breastfeeding, and it is not for children.</p>

<h2>Ramadan, heat and blood sugar</h2>
<p>In the UAE, two local factors deserve special care. During Ramadan, long fasting hours change when you eat and when you take any medicine, and the risk of low blood sugar rises. Anyone with diabetes, or anyone taking something that lowers glucose, should plan Ramadan with their doctor before it starts. In summer, heat and dehydration make dizziness and stomach upset more likely, and berberine commonly causes stomach cramps, diarrhoea or constipation.</p>

<h2>Who might reasonably ask about berberine</h2>
<p>Some adults with mildly raised blood sugar, who are not on any glucose-lowering medicine, ask whether berberine is worth trying. That is a fair question to bring to your doctor or pharmacist, who can check your other medicines, your liver and kidney health, and agree how to measure whether anything changes. Typical doses used in trials were around 500 mg two or three times a day with meals, but the right answer for you depends on your health and your medicines, not on a label.</p>

<h2>What moves blood sugar most</h2>
<p>Whatever you decide about supplements, the biggest, best-proven levers are unglamorous:</p>
<ul>
<li>Regular movement: a ten-minute walk after meals, in an air-conditioned mall in summer if needed, measurably lowers the rise in glucose after eating.</li>
<li>Fewer sugary drinks, including juices, sweetened coffees and karak.</li>
<li>More fibre from vegetables, legumes and whole grains, and sensible portions of rice and bread.</li>
<li>Enough sleep, because short sleep worsens insulin resistance.</li>
<li>Regular check-ups: an HbA1c test tells you where you stand far better than how you feel.</li>
</ul>

<h2>The bottom line</h2>
<p>Berberine is a real compound with promising but limited evidence. Metformin is a proven medicine. They are not interchangeable, and the safest way to use this information is as a starting point for a conversation with your doctor, never as a reason to change a prescription on your own.</p>
`,
  sources: [
    {
      title: 'Yin J, Xing H, Ye J. Efficacy of berberine in patients with type 2 diabetes mellitus. Metabolism, 2008 (PubMed)',
      url: 'https://pubmed.ncbi.nlm.nih.gov/18442638/',
    },
    {
      title: 'NCCIH: Diabetes and Dietary Supplements: What You Need To Know',
      url: 'https://www.nccih.nih.gov/health/diabetes-and-dietary-supplements-what-you-need-to-know',
    },
    {
      title: 'NCCIH: Using Dietary Supplements Wisely',
      url: 'https://www.nccih.nih.gov/health/using-dietary-supplements-wisely',
    },
    { title: 'WHO fact sheet: Diabetes', url: 'https://www.who.int/news-room/fact-sheets/detail/diabetes' },
  ],
  faq: [
    {
      question: 'Is berberine the same as metformin?',
      answer:
        'No. Both act on the AMPK pathway, but metformin is a prescription medicine with decades of large, long-term trials, while berberine has only small, short studies and supplement quality varies.',
    },
    {
      question: 'Can I replace my metformin with berberine?',
      answer:
        'No. Never stop or swap a prescribed medicine for a supplement. If you want to change your treatment, talk to your doctor first.',
    },
    {
      question: 'Can I take berberine with diabetes medicines?',
      answer:
        'Only under medical supervision. Combining two glucose-lowering products can cause low blood sugar, and berberine can change how other medicines are broken down.',
    },
    {
      question: 'Is berberine safe during Ramadan?',
      answer:
        'Fasting already raises the risk of low blood sugar for people on glucose-lowering products. Plan Ramadan with your doctor before adding or changing anything.',
    },
  ],
};

export default post;
