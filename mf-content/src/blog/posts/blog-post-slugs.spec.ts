import { BLOG_POST_PUBLICATIONS } from '@sahha/contracts';
import { BLOG_POSTS } from './index';

// The API's sitemap reads the slugs and dates from @sahha/contracts; the posts live here.
describe('blog posts and the published list in @sahha/contracts', () => {
  it('have exactly the same slugs and publish dates, in the same order', () => {
    expect(BLOG_POSTS.map(({ slug, publishDate }) => ({ slug, publishDate }))).toEqual(BLOG_POST_PUBLICATIONS);
  });
});
