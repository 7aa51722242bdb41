import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_CTAS } from './quiz-cta';
import { StickyQuizBar } from './sticky-quiz-bar';
import { renderContentPage } from '../testing/render-content-page';

const BAR_HEIGHT_PX = 72;

function showBar() {
  renderContentPage(<StickyQuizBar cta={QUIZ_CTAS['supplement-stacks-that-work']} />);
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('StickyQuizBar', () => {
  const realOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');

  beforeEach(() => {
    window.localStorage.clear();
    // jsdom lays nothing out: give the bar the height a browser would.
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'ASIDE' ? BAR_HEIGHT_PX : 0;
      },
    });
  });

  afterEach(() => {
    if (realOffsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', realOffsetHeight);
    document.body.style.paddingBottom = '';
  });

  it('makes room for itself at the end of the page while shown, so it covers nothing there', async () => {
    showBar();
    expect(screen.getByRole('complementary', { name: 'Quiz suggestion' })).toBeInTheDocument();
    expect(document.body.style.paddingBottom).toBe(`${BAR_HEIGHT_PX}px`);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: 'Quiz suggestion' })).not.toBeInTheDocument();
    expect(document.body.style.paddingBottom).toBe('');
  });
});
