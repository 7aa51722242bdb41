import { BLOG_AUTHOR, BLOG_POSTS, loadPostBody, type BlogPostBody } from '.';
import { QUIZ_CTAS } from '../quiz-cta';

const SPEC_POSTS: Record<string, string[]> = {
  'why-am-i-always-tired-nutrient-deficiencies': ['energy'],
  'adhd-women-best-supplements': ['adhd', 'focus', 'hormones'],
  'collagen-vs-omega3-skin-health': ['skin', 'hormones'],
  'berberine-vs-metformin-blood-sugar': ['energy', 'hormones'],
  'do-multivitamins-work-guide': ['energy', 'hormones'],
  'supplement-stacks-that-work': ['energy', 'focus', 'sleep'],
  'just-getting-started-supplements-guide': ['energy', 'focus'],
  '6-overhyped-supplements-what-to-use-instead': ['energy', 'focus'],
};

const CTA_SLUGS = [
  'berberine-vs-metformin-blood-sugar',
  'supplement-stacks-that-work',
  'just-getting-started-supplements-guide',
  '6-overhyped-supplements-what-to-use-instead',
];

const ALLOWED_HOSTS = ['ods.od.nih.gov', 'pubmed.ncbi.nlm.nih.gov', 'www.nccih.nih.gov', 'www.ncbi.nlm.nih.gov', 'www.who.int'];
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'li', 'strong', 'a'];

const wordCount = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('blog posts', () => {
  let bodies: Record<string, BlogPostBody>;

  beforeAll(async () => {
    const entries = await Promise.all(
      BLOG_POSTS.map(async (post) => [post.slug, (await loadPostBody(post.slug)) as BlogPostBody] as const),
    );
    bodies = Object.fromEntries(entries);
  });

  it('holds exactly the eight required posts with their categories', () => {
    expect(BLOG_POSTS).toHaveLength(8);
    expect(Object.fromEntries(BLOG_POSTS.map((post) => [post.slug, [...post.categories].sort()]))).toEqual(
      Object.fromEntries(Object.entries(SPEC_POSTS).map(([slug, categories]) => [slug, [...categories].sort()])),
    );
    expect(new Set(BLOG_POSTS.map((post) => post.id)).size).toBe(8);
  });

  it('has spec dates, read times of 4-8 minutes, the wellness team as author and alt text', () => {
    for (const post of BLOG_POSTS) {
      expect(['2024-12-26', '2025-01-06']).toContain(post.publishDate);
      expect(post.readTime).toBeGreaterThanOrEqual(4);
      expect(post.readTime).toBeLessThanOrEqual(8);
      expect(post.author).toBe(BLOG_AUTHOR);
      expect(post.imageAlt.length).toBeGreaterThan(10);
      expect(post.imageUrl).toBeTruthy();
      expect(post.mobileImageUrl).toBeTruthy();
    }
  });

  it.each(Object.keys(SPEC_POSTS))('%s is a 600-1,200 word article in simple HTML with safe sources', (slug) => {
    const body = bodies[slug];
    expect(body).toBeDefined();
    const words = wordCount(body.content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);

    const tags = [...body.content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]);
    expect(tags.filter((tag) => !ALLOWED_TAGS.includes(tag))).toEqual([]);

    expect(body.sources.length).toBeGreaterThanOrEqual(3);
    for (const source of body.sources) {
      const url = new URL(source.url);
      expect(url.protocol).toBe('https:');
      expect(ALLOWED_HOSTS).toContain(url.host);
    }
  });

  it('gives FAQ data to exactly four articles', () => {
    const withFaq = Object.entries(bodies).filter(([, body]) => body.faq && body.faq.length > 0);
    expect(withFaq).toHaveLength(4);
  });

  it('shows the quiz call to action on exactly the four named articles', () => {
    expect(Object.keys(QUIZ_CTAS).sort()).toEqual([...CTA_SLUGS].sort());
  });

  it('tells readers never to swap a prescribed medicine for berberine', () => {
    expect(bodies['berberine-vs-metformin-blood-sugar'].content).toMatch(/never/i);
    expect(bodies['berberine-vs-metformin-blood-sugar'].content).toMatch(/talk to your doctor/i);
  });

  it('returns undefined for an unknown slug', async () => {
    await expect(loadPostBody('no-such-post')).resolves.toBeUndefined();
  });
});
