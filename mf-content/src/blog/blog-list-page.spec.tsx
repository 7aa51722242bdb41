import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_HEADINGS } from '@sahha/contracts';
import BlogListPage, { BLOG_PAGE_SIZE, LOAD_MORE_LABEL } from './blog-list-page';
import { BLOG_POSTS } from './posts';
import { renderContentPage } from '../testing/render-content-page';

function renderPage() {
  return renderContentPage(<BlogListPage />);
}

// The card's link reads 'Read More' plus the post title for screen readers.
const readMoreLink = (slug: string) =>
  screen.getAllByRole('link', { name: /^Read More/ }).find((link) => link.getAttribute('href') === `/blog/${slug}`);

const cards = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem');

describe('BlogListPage', () => {
  it('shows the title, All selected and the first page of cards', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.blog })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(BLOG_PAGE_SIZE);
    const first = BLOG_POSTS[0];
    expect(readMoreLink(first.slug)).toHaveTextContent(`Read More: ${first.title}`);
    expect(screen.getByRole('img', { name: first.imageAlt })).toHaveAttribute('width', '1200');
  });

  it('loads the first row of card images at once, the first one first, and the rest lazily', () => {
    renderPage();
    const images = BLOG_POSTS.slice(0, BLOG_PAGE_SIZE).map((post) => screen.getByRole('img', { name: post.imageAlt }));
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto', 'auto', 'auto', 'auto']);
  });

  it('Load more reveals the rest and then hides', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }));
    expect(cards()).toHaveLength(BLOG_POSTS.length);
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();
    expect(readMoreLink(BLOG_POSTS[BLOG_PAGE_SIZE].slug)).toHaveFocus();
  });

  it('Sleep shows only sleep posts and All shows all again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sleep' }));
    const sleepPosts = BLOG_POSTS.filter((post) => post.categories.includes('sleep'));
    expect(cards()).toHaveLength(sleepPosts.length);
    expect(screen.getByRole('heading', { level: 2, name: sleepPosts[0].title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sleep' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(BLOG_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }));
    expect(cards()).toHaveLength(BLOG_POSTS.length);
  });

  it('ADHD shows only the ADHD article', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'ADHD' }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/adhd-women-best-supplements');
  });

  it('sets Blog structured data', () => {
    renderPage();
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    const blog = scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((data) => data['@type'] === 'Blog');
    expect(blog.blogPost).toHaveLength(BLOG_POSTS.length);
  });
});
