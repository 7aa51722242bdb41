import { lightTheme } from '../theme/theme';
import { sharedChartOptions } from '@sahha/ui/charts';

describe('sharedChartOptions', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  function prefersReducedMotion(reduce: boolean) {
    window.matchMedia = jest.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
  }

  it('names the chart, follows the theme and keeps the chart out of the focus order', () => {
    prefersReducedMotion(false);
    const { chart, theme } = sharedChartOptions(lightTheme, 'Energy');
    expect(chart).toMatchObject({
      id: 'Energy',
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: lightTheme.fonts.body,
      foreColor: lightTheme.colors.textMuted,
      animations: { enabled: true },
      accessibility: { enabled: false },
    });
    expect(theme).toEqual({ mode: lightTheme.name });
  });

  it('does not animate for a reader who asked for reduced motion', () => {
    prefersReducedMotion(true);
    expect(sharedChartOptions(lightTheme, 'Energy').chart?.animations?.enabled).toBe(false);
  });
});
