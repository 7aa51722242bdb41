import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@sahha/contracts';

// public/theme-init.js runs in <head> before any CSS or app code, so a stored dark choice is on
// <html> for the first paint (index.html's colours and the prerendered page key on it). It is
// plain JS served as is; these tests run the file itself.
const script = readFileSync(path.join(__dirname, '../../public/theme-init.js'), 'utf8');
const run = () => new Function(script)();

function systemPrefersDark(dark: boolean) {
  window.matchMedia = jest.fn(() => ({ matches: dark }) as MediaQueryList);
}

describe('public/theme-init.js', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.theme;
    systemPrefersDark(true);
  });

  it('defaults to light, whatever the system prefers', () => {
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it("applies the choice ThemeModeProvider stored under the app's key", () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it.each([
    [true, 'dark'],
    [false, 'light'],
  ])('resolves system mode through the media query (prefers dark: %p)', (dark, theme) => {
    systemPrefersDark(dark);
    localStorage.setItem(STORAGE_KEYS.theme, 'system');
    run();
    expect(document.documentElement.dataset.theme).toBe(theme);
  });

  it('treats an unknown stored value as light', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('never throws, even without storage access', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    expect(document.documentElement.dataset.theme).toBe('light');
    spy.mockRestore();
  });

  it('is a classic script: no module syntax', () => {
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
  });
});
