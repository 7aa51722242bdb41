import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { STORAGE_KEYS } from '@sahha/contracts';
import { lightTheme } from '@sahha/ui';
import BlogArticlePage, { BACK_TO_BLOG, POST_NOT_FOUND_TITLE } from './blog-article-page';
import { QUIZ_CTA_LABEL } from './quiz-cta';
import { STICKY_BAR_HIDE_MS } from './use-sticky-bar';

function renderArticle(slug: string) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[`/blog/${slug}`]}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogArticlePage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function setViewport(width: number, scrollY: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

const scrollTo = (scrollY: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
    window.dispatchEvent(new Event('scroll'));
  });

// 'See details' is display:none below 768 px via CSS, and jsdom matches no media query.
const seeDetails = () => screen.getByText('See details').closest('button') as HTMLButtonElement;

const bar = () => screen.queryByRole('complementary', { name: 'Quiz suggestion' });

describe('BlogArticlePage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setViewport(1280, 0);
  });

  it('shows Blog Post Not Found with a way back for an unknown slug', () => {
    renderArticle('no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: POST_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BACK_TO_BLOG })).toHaveAttribute('href', '/blog');
  });

  it('renders the header, body, sources and Article and FAQ structured data', async () => {
    renderArticle('why-am-i-always-tired-nutrient-deficiencies');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Why Am I Always Tired? Nutrient Deficiencies to Check First' }),
    ).toBeInTheDocument();
    expect(screen.getByText('6 January 2025')).toBeInTheDocument();
    expect(screen.getByText('7 min read')).toBeInTheDocument();
    expect(screen.getByText('By Sahha Wellness Team')).toBeInTheDocument();
    expect(screen.getByText('Energy')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sources' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Iron: especially for women' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: QUIZ_CTA_LABEL })).not.toBeInTheDocument();

    const types = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}')['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['Article', 'FAQPage']));
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Why Am I Always Tired? Nutrient Deficiencies to Check First',
    );
  });

  it.each([
    ['supplement-stacks-that-work', 'supplement_stack'],
    ['just-getting-started-supplements-guide', 'beginner_guide'],
    ['6-overhyped-supplements-what-to-use-instead', 'supplement_hype_post'],
  ])('%s links to the quiz with campaign %s', async (slug, campaign) => {
    renderArticle(slug);
    const block = await screen.findByRole('link', { name: QUIZ_CTA_LABEL });
    expect(block).toHaveAttribute('href', `/quiz?utm_source=blog&utm_medium=internal&utm_campaign=${campaign}`);

    scrollTo(500);
    expect(screen.getAllByRole('link', { name: QUIZ_CTA_LABEL })[1]).toHaveAttribute(
      'href',
      `/quiz?utm_source=blog&utm_medium=cta&utm_campaign=${campaign}`,
    );
  });

  it('the berberine article links to plain /quiz and promises a 60-second quiz', async () => {
    renderArticle('berberine-vs-metformin-blood-sugar');
    expect(await screen.findByRole('link', { name: QUIZ_CTA_LABEL })).toHaveAttribute('href', '/quiz');
    expect(screen.getByText(/60-second quiz/)).toBeInTheDocument();
  });

  it('the beginner guide promises a 2-minute quiz with no sign-up', async () => {
    renderArticle('just-getting-started-supplements-guide');
    expect(await screen.findByText(/2-minute quiz.*No sign-up needed/)).toBeInTheDocument();
  });

  it('shows the sticky bar past 240 px on wide screens and hides it again above', async () => {
    jest.useFakeTimers();
    try {
      renderArticle('supplement-stacks-that-work');
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(bar()).not.toBeInTheDocument();
      scrollTo(200);
      expect(bar()).not.toBeInTheDocument();
      scrollTo(241);
      expect(bar()).toBeInTheDocument();
      expect(seeDetails()).toBeInTheDocument();
      scrollTo(100);
      expect(bar()).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(STICKY_BAR_HIDE_MS);
      });
      expect(bar()).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses the 120 px threshold below 1024 px', async () => {
    setViewport(800, 0);
    renderArticle('supplement-stacks-that-work');
    await screen.findByRole('link', { name: QUIZ_CTA_LABEL });
    scrollTo(121);
    expect(bar()).toBeInTheDocument();
  });

  it('See details moves to the quiz block', async () => {
    const user = userEvent.setup();
    renderArticle('supplement-stacks-that-work');
    await screen.findByRole('link', { name: QUIZ_CTA_LABEL });
    scrollTo(400);
    await user.click(seeDetails());
    expect(screen.getByRole('region', { name: 'Build a stack that fits you' })).toHaveFocus();
  });

  it('closing stores the dismissed flag and the bar never shows again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderArticle('6-overhyped-supplements-what-to-use-instead');
    await screen.findByRole('link', { name: QUIZ_CTA_LABEL });
    scrollTo(400);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(bar()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.stickyCtaDismissed)).toBe('true');
    unmount();

    renderArticle('supplement-stacks-that-work');
    await screen.findByRole('link', { name: QUIZ_CTA_LABEL });
    scrollTo(900);
    expect(bar()).not.toBeInTheDocument();
  });

  it('articles without a call to action have no sticky bar', async () => {
    renderArticle('collagen-vs-omega3-skin-health');
    await screen.findByRole('heading', { level: 2, name: 'Sources' });
    scrollTo(900);
    expect(bar()).not.toBeInTheDocument();
  });
});
