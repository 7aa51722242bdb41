import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { PAGE_VIEW_DELAY_MS, quizStartEventFor } from './analytics';
import { useAnalytics } from './use-analytics';

function Page({ title }: { title: string }) {
  useAnalytics();
  return (
    <>
      <h1>{title}</h1>
      <Link to="/quiz">Take the Free Quiz</Link>
      <Link to="/about">About</Link>
      <button type="button">
        <span>Start</span> <span>Free Quiz</span>
      </button>
    </>
  );
}

describe('analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('recognises the quiz call-to-action texts, case-insensitively', () => {
    const button = document.createElement('button');
    button.textContent = '  Get your   recommendations ';
    expect(quizStartEventFor(button)).toEqual({ event: 'quiz_start', event_category: 'engagement', event_label: 'Get your recommendations' });
    button.textContent = 'Take the Quiz now';
    expect(quizStartEventFor(button)).toBeNull();
    expect(quizStartEventFor(null)).toBeNull();
  });

  it('sends a page view 100 ms after each route change and quiz_start on CTA clicks', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const router = createMemoryRouter(
      [
        { path: '/', element: <Page title="Home" /> },
        { path: '/quiz', element: <Page title="Quiz" /> },
        { path: '/about', element: <Page title="About" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(window.dataLayer).toEqual([]);
    act(() => jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', page_path: '/' })]);

    await user.click(screen.getByRole('link', { name: 'Take the Free Quiz' }));
    act(() => jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    await user.click(screen.getByRole('link', { name: 'About' }));
    act(() => jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    await user.click(screen.getByRole('button', { name: 'Start Free Quiz' }));

    expect(window.dataLayer?.map((entry) => [entry.event, entry.page_path ?? entry.event_label])).toEqual([
      ['page_view', '/'],
      ['quiz_start', 'Take the Free Quiz'],
      ['page_view', '/quiz'],
      ['page_view', '/about'],
      ['quiz_start', 'Start Free Quiz'],
    ]);
    jest.useRealTimers();
  });
});
