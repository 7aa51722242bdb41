import type { BlogPostBody } from '../blog-posts';

const post: BlogPostBody = {
  content: `
<p>Supplement marketing is very good at one thing: making ordinary products sound extraordinary. Influencers, glossy packaging and "before and after" photos can make it hard to tell which products are backed by science and which are backed mostly by advertising budgets. Here are six popular supplements whose promises outrun the evidence, and what to consider instead.</p>

<h2>1. Detox teas and cleanses</h2>
<p><strong>The promise:</strong> flush out toxins, shrink your belly and reset your body, often in seven or fourteen days.</p>
<p><strong>The reality:</strong> your liver and kidneys already remove waste very effectively. Many detox teas contain laxatives such as senna, so the weight you lose is water and stool, and it returns quickly. Regular use can cause cramps, dehydration and low potassium, which is especially risky in the UAE heat or while fasting.</p>
<p><strong>Instead:</strong> drink enough water for the climate, eat fibre from vegetables, fruit, legumes and whole grains, and limit alcohol. That is the detox your organs actually need.</p>

<h2>2. Fat burners</h2>
<p><strong>The promise:</strong> melt fat without changing your diet.</p>
<p><strong>The reality:</strong> products with garcinia cambogia, raspberry ketones, high-dose green tea extract or "thermogenic" blends have little good evidence for meaningful weight loss. Some have been linked with liver injury, and many contain large amounts of caffeine that can cause palpitations, anxiety and poor sleep. Weight-loss products are also among the supplements most often found to contain undeclared medicines.</p>
<p><strong>Instead:</strong> protein and fibre at each meal to stay full, fewer sweet drinks, more daily steps (indoor walking counts in summer) and strength training. If weight is affecting your health, talk to your doctor about proven medical options.</p>

<h2>3. Mega-dose vitamin C for colds</h2>
<p><strong>The promise:</strong> high-dose vitamin C at the first sniffle stops a cold.</p>
<p><strong>The reality:</strong> for most people, taking vitamin C after a cold starts does not make a consistent difference. Taking it regularly may shorten colds slightly. Doses above 2,000 mg a day can cause diarrhoea and, in some people, kidney stones.</p>
<p><strong>Instead:</strong> get vitamin C from food every day (citrus, guava, kiwi, peppers, tomatoes), sleep well, wash your hands and keep vaccinations up to date, including the seasonal flu vaccine.</p>

<h2>4. BCAAs for muscle</h2>
<p><strong>The promise:</strong> branched-chain amino acids build muscle and speed recovery.</p>
<p><strong>The reality:</strong> BCAAs are three of the building blocks found in every protein food. If you already eat enough protein, extra BCAAs add little, and they cannot build muscle on their own.</p>
<p><strong>Instead:</strong> aim for enough total protein spread across the day, from eggs, dairy, legumes, fish, chicken or a protein powder if convenient. If you train seriously, creatine monohydrate has far stronger evidence for strength and power, and is safe for healthy adults; people with kidney disease should ask their doctor first.</p>

<h2>5. Biotin for hair</h2>
<p><strong>The promise:</strong> thicker hair and stronger nails.</p>
<p><strong>The reality:</strong> biotin helps only if you are deficient, which is rare. Hair shedding has many causes, including low iron, thyroid problems, stress, hormonal changes after pregnancy and crash dieting. High-dose biotin can also interfere with some blood tests, including thyroid and heart tests, leading to misleading results.</p>
<p><strong>Instead:</strong> if you are losing hair, see a doctor and ask about ferritin, thyroid function and vitamin D. Tell the lab if you take biotin before any blood test.</p>

<h2>6. Apple cider vinegar gummies</h2>
<p><strong>The promise:</strong> weight loss, better digestion and balanced blood sugar.</p>
<p><strong>The reality:</strong> a few small studies of liquid vinegar with meals show minor effects on blood sugar after eating. Gummies add sugar, contain small amounts of vinegar and have very little research of their own. Undiluted vinegar can damage tooth enamel and the throat.</p>
<p><strong>Instead:</strong> a short walk after meals, more fibre and fewer refined carbohydrates have better evidence for steadier blood sugar. If you have diabetes or take glucose-lowering medicines, speak to your doctor before trying anything new.</p>

<h2>How to spot the next overhyped product</h2>
<ul>
<li>It promises fast, dramatic results with no effort.</li>
<li>It claims to treat or cure a disease.</li>
<li>It hides doses inside a proprietary blend.</li>
<li>The only evidence offered is testimonials or a single small study.</li>
<li>It is sold with countdown timers and "limited stock" pressure.</li>
</ul>

<h2>The bottom line</h2>
<p>The supplements with the best evidence are usually boring: vitamin D when you are low, iron when a test says so, omega-3 when your diet lacks fish, creatine for training. Spend your money there, keep your doctor informed, especially if you take any medicine, and let the hype pass by.</p>
`,
  sources: [
    {
      title: 'NIH Office of Dietary Supplements: Dietary Supplements for Weight Loss',
      url: 'https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Vitamin C fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Biotin fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Biotin-HealthProfessional/',
    },
    {
      title: 'NIH Office of Dietary Supplements: Dietary Supplements for Exercise and Athletic Performance',
      url: 'https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-HealthProfessional/',
    },
    { title: 'NCCIH: Green Tea', url: 'https://www.nccih.nih.gov/health/green-tea' },
  ],
};

export default post;
