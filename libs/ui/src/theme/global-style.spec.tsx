import { collectCss } from '../testing/collect-css';
import { GlobalStyle } from './global-style';
import { darkTheme } from './theme';

describe('GlobalStyle', () => {
  it('injects the theme colours, focus ring, reduced-motion kill switch and visually-hidden utility', () => {
    const css = collectCss(<GlobalStyle />, darkTheme);
    expect(css).toContain('color-scheme:dark');
    expect(css).toContain(`background-color:${darkTheme.colors.background}`);
    expect(css).toContain(`outline:3px solid ${darkTheme.colors.focusRing}`);
    expect(css).toMatch(/prefers-reduced-motion:\s*reduce/);
    expect(css).toContain('.visually-hidden');
    expect(css).toContain("'Inter Variable'");
  });
});
