import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>"Always tired" is one of the most common things people tell their doctors, and in the UAE it is easy to see why. Long working hours, late dinners, air-conditioned offices, school runs in traffic and a summer that keeps most of us indoors from May to October all take a toll. Often the answer is simply more sleep and less stress. But sometimes tiredness has a measurable cause, and a few nutrient deficiencies are worth ruling out before you reach for another coffee.</p>

<h2>First, the non-nutrient causes</h2>
<p>Before blaming a vitamin, be honest about the basics. Are you sleeping seven to nine hours? Is your bedroom dark and cool, and is your phone out of reach? Are you drinking enough water, given that heat and air conditioning both dry you out? Fatigue can also be a sign of thyroid problems, diabetes, anaemia, sleep apnoea, depression or side effects of medicines. Persistent exhaustion that lasts more than a few weeks deserves a visit to your doctor, not just a supplement.</p>

<h2>Vitamin D: the sunshine paradox</h2>
<p>It surprises newcomers, but low vitamin D is very common in the Gulf despite year-round sunshine. Our skin makes vitamin D from midday UVB light, and that is exactly the light most people avoid: we commute in cars, work indoors, cover up for modesty or sun protection, and stay inside during the hottest months. Darker skin also makes vitamin D more slowly.</p>
<p>Low vitamin D is linked with tiredness, low mood and aching muscles and bones, although the evidence that supplements relieve fatigue in people who are not deficient is weak. The right move is a blood test (25-hydroxyvitamin D). If you are low, your doctor will suggest a dose; many adults do well on 1,000 to 2,000 IU a day, and higher repletion doses should only be taken under supervision because vitamin D can build up to harmful levels.</p>

<h2>Iron: especially for women</h2>
<p>Iron carries oxygen in your blood. When stores run low, you may feel tired, breathless on stairs, cold, or notice brittle nails and hair shedding, even before full anaemia develops. Women with heavy periods, pregnant women, vegetarians, frequent blood donors and endurance athletes are most at risk. The World Health Organization counts anaemia among the most widespread nutrition problems in the world.</p>
<p>Ask for a full blood count and ferritin, which shows your iron stores. Do not take iron "just in case": too much iron is harmful, and some people have a genetic tendency to store it. If you are low, your doctor can advise the dose; taking iron with a source of vitamin C and away from tea, coffee and calcium helps absorption. Iron tablets often upset the stomach, so a lower dose or alternate-day dosing may be suggested.</p>

<h2>Vitamin B12: the quiet one</h2>
<p>B12 is needed for healthy nerves and red blood cells. Deficiency causes fatigue, pins and needles, poor memory and a sore tongue, and it develops slowly, so people often do not notice. Those at higher risk include vegetarians and vegans, adults over fifty, people with digestive conditions, and people who have taken metformin or acid-reducing medicines for a long time. If you take any of these medicines, do not stop them; ask your doctor to check your B12 instead.</p>

<h2>Magnesium and hydration in the heat</h2>
<p>Magnesium helps turn food into energy and supports muscles and nerves. Severe deficiency is uncommon, but intakes are often below recommendations, and heavy sweating during outdoor work or exercise in the heat increases losses. Nuts, seeds, legumes, whole grains and leafy greens are good sources. Supplements are generally safe at modest doses but can cause loose stools, and people with kidney disease should not take them without advice.</p>

<h2>Fasting, diets and energy</h2>
<p>During Ramadan many people sleep less and eat in a shorter window. A balanced suhoor with protein, fibre and water, and an iftar that does not rely only on fried food and sweets, makes a real difference to daytime energy. Very restrictive diets, skipping breakfast and relying on energy drinks can also leave you short of iron, B vitamins and overall calories.</p>

<h2>A sensible plan</h2>
<ul>
<li>Fix the basics for two to three weeks: regular sleep, water, daylight in the cooler early morning, and some movement.</li>
<li>If tiredness persists, see your doctor and ask about a full blood count, ferritin, vitamin D, B12 and thyroid function.</li>
<li>Treat a confirmed deficiency at the dose your doctor recommends, and re-test after a few months.</li>
<li>Be wary of "energy" blends with high caffeine or long ingredient lists; they can mask the problem rather than fix it.</li>
</ul>
<p>Tiredness is a signal, not a character flaw. Finding its cause, rather than guessing, is the fastest way back to feeling like yourself.</p>
`,
  sources: [
    {
      title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Iron fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Vitamin B12 fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Magnesium fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
    },
    { title: 'WHO fact sheet: Anaemia', url: 'https://www.who.int/news-room/fact-sheets/detail/anaemia' },
  ],
  faq: [
    {
      question: 'Which blood tests should I ask for if I am always tired?',
      answer:
        'Ask your doctor about a full blood count, ferritin (iron stores), vitamin D, vitamin B12 and thyroid function. Your doctor may add others depending on your symptoms.',
    },
    {
      question: 'Why is vitamin D deficiency common in the sunny UAE?',
      answer:
        'Skin makes vitamin D from midday sun, which most people avoid: indoor work, cars, covering clothing, sunscreen and the summer heat all reduce exposure.',
    },
    {
      question: 'Should I take iron if I feel tired?',
      answer:
        'Only if a blood test shows you are low. Too much iron is harmful, so check ferritin first and follow your doctor on dose.',
    },
    {
      question: 'When should tiredness be checked by a doctor?',
      answer:
        'If it lasts more than a few weeks despite better sleep and habits, or comes with weight loss, breathlessness, low mood or other new symptoms.',
    },
  ],
};

export default post;
