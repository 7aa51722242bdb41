export type ThemeName = 'light' | 'dark';

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  /** Decorative dividers only. */
  border: string;
  /** Borders that identify a control (inputs, secondary buttons): ≥ 3:1 per WCAG 1.4.11. */
  borderStrong: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  success: string;
  successBg: string;
  caution: string;
  cautionBg: string;
  danger: string;
  dangerBg: string;
  onDanger: string;
  info: string;
  infoBg: string;
  focusRing: string;
}

export const breakpoints = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `${media.md} { … }` inside a styled template. */
export const media: Record<Breakpoint, string> = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
};

/** 4 px spacing scale: space(4) === '16px'. */
export const space = (n: number): string => `${4 * n}px`;

export interface SahhaTheme {
  name: ThemeName;
  colors: ThemeColors;
  /** 4 px scale: space(4) === '16px'. */
  space: (n: number) => string;
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { card: string; menu: string };
  fonts: { body: string; heading: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string; display: string };
  fontWeights: { regular: number; medium: number; semibold: number; bold: number };
  breakpoints: Record<Breakpoint, string>;
  media: Record<Breakpoint, string>;
  layout: { maxWidth: string; readableWidth: string };
  motion: { fast: string; base: string; easing: string };
  zIndices: { header: number; overlay: number; toast: number };
}

const shared: Omit<SahhaTheme, 'name' | 'colors' | 'shadows'> = {
  space,
  radii: { sm: '6px', md: '8px', lg: '12px', pill: '999px' },
  fonts: {
    // The brand face, self-hosted and preloaded by the shell with font-display: optional: a late
    // file leaves that page in the system face instead of moving its text.
    body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
    display: '2.5rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  breakpoints,
  media,
  layout: { maxWidth: '1200px', readableWidth: '68ch' },
  motion: { fast: '150ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndices: { header: 10, overlay: 50, toast: 100 },
};

export const lightTheme: SahhaTheme = {
  ...shared,
  name: 'light',
  colors: {
    background: '#FAFAF7',
    surface: '#FFFFFF',
    surfaceRaised: '#F3F1EC',
    text: '#1C1917',
    textMuted: '#57534E',
    border: '#E7E5E0',
    borderStrong: '#78716C',
    primary: '#0F766E',
    primaryHover: '#115E59',
    onPrimary: '#FFFFFF',
    accent: '#C08A2E',
    onAccent: '#1C1917',
    success: '#166534',
    successBg: '#ECFDF3',
    caution: '#92400E',
    cautionBg: '#FFF8E6',
    danger: '#B91C1C',
    dangerBg: '#FEF2F2',
    onDanger: '#FFFFFF',
    info: '#1D4ED8',
    infoBg: '#EFF6FF',
    focusRing: '#0F766E',
  },
  shadows: {
    card: '0 1px 2px rgba(28, 25, 23, 0.06), 0 4px 12px rgba(28, 25, 23, 0.06)',
    menu: '0 12px 32px rgba(28, 25, 23, 0.16)',
  },
};

export const darkTheme: SahhaTheme = {
  ...shared,
  name: 'dark',
  colors: {
    background: '#111614',
    surface: '#1A211E',
    surfaceRaised: '#232B28',
    text: '#E7ECE9',
    textMuted: '#A3B1AB',
    border: '#2F3A36',
    borderStrong: '#7C8A84',
    primary: '#2DD4BF',
    primaryHover: '#5EEAD4',
    onPrimary: '#042F2E',
    accent: '#D9A54A',
    onAccent: '#1C1917',
    success: '#86EFAC',
    successBg: '#102A1C',
    caution: '#FCD34D',
    cautionBg: '#2B2108',
    danger: '#FCA5A5',
    dangerBg: '#3A1616',
    onDanger: '#1C1917',
    info: '#93C5FD',
    infoBg: '#0F1F38',
    focusRing: '#5EEAD4',
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.3)',
    menu: '0 12px 32px rgba(0, 0, 0, 0.5)',
  },
};

export const themes: Record<ThemeName, SahhaTheme> = { light: lightTheme, dark: darkTheme };
