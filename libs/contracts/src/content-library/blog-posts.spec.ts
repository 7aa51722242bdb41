import { BLOG_POST_PUBLICATIONS } from '../content';
import { BLOG_POST_SUMMARIES } from './blog-posts';
import { ALL_BLOG_POST_BODIES } from './all-blog-bodies';

// The sitemap reads slugs and dates from the small main entry; the posts live in this deep entry.
describe('blog posts and the published list in the main entry', () => {
  it('have exactly the same slugs and publish dates, in the same order', () => {
    expect(BLOG_POST_SUMMARIES.map(({ slug, publishDate }) => ({ slug, publishDate }))).toEqual(BLOG_POST_PUBLICATIONS);
  });

  it('have one body per post, and no body without a post', () => {
    expect(Object.keys(ALL_BLOG_POST_BODIES).sort()).toEqual(BLOG_POST_SUMMARIES.map((post) => post.slug).sort());
  });
});
