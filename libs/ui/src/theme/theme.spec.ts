import { darkTheme, lightTheme, media, space } from './theme';
import type { SahhaTheme, ThemeColors } from './theme';

const luminance = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

type Pair = [foreground: keyof ThemeColors, background: keyof ThemeColors];

const TEXT_PAIRS: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onAccent', 'accent'],
  ['onDanger', 'danger'],
  ['success', 'successBg'],
  ['caution', 'cautionBg'],
  ['danger', 'dangerBg'],
  ['info', 'infoBg'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primaryHover', 'background'],
  ['danger', 'surface'],
  ['danger', 'background'],
];

// WCAG 1.4.11: control borders and the focus ring need 3:1 against what they sit on.
const UI_PAIRS: Pair[] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
];

describe.each<[string, SahhaTheme]>([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme contrast', (_name, theme) => {
  it.each(TEXT_PAIRS)('%s on %s meets AA for text (4.5:1)', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s meets 3:1 for UI components', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('theme scales', () => {
  it('spaces on a 4 px grid and exposes the layout breakpoints', () => {
    expect(space(4)).toBe('16px');
    expect(lightTheme.space(2)).toBe('8px');
    expect(media.md).toBe('@media (min-width: 768px)');
    expect(darkTheme.breakpoints).toEqual({ sm: '640px', md: '768px', lg: '1024px', xl: '1280px' });
    expect(lightTheme.layout.maxWidth).toBe('1200px');
  });

  it('gives both themes the same keys', () => {
    expect(Object.keys(darkTheme.colors).sort()).toEqual(Object.keys(lightTheme.colors).sort());
  });
});
