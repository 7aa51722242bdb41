import { STORAGE_KEYS } from '@sahha/contracts';
import { THEME_INIT_SCRIPT, themeBackgroundCss } from './theme-init-script';
import { darkTheme, lightTheme } from './theme';

const run = () => new Function(THEME_INIT_SCRIPT)();

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('THEME_INIT_SCRIPT', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.theme;
    window.matchMedia = jest.fn(() => ({ matches: true }) as MediaQueryList);
  });

  it('defaults to light and paints the light background', () => {
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.backgroundColor).toBe(rgb(lightTheme.colors.background));
  });

  it('applies a stored dark choice', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement.style.backgroundColor).toBe(rgb(darkTheme.colors.background));
  });

  it('resolves system mode through matchMedia', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'system');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('never throws, even without storage access', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    spy.mockRestore();
  });

  it('has no imports or module syntax', () => {
    expect(THEME_INIT_SCRIPT).not.toMatch(/\b(import|require|export)\b/);
    expect(themeBackgroundCss).toContain(`html[data-theme=dark]{color-scheme:dark;background:${darkTheme.colors.background}`);
  });
});
