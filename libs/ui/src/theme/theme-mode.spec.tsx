import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { STORAGE_KEYS } from '@sahha/contracts';
import { ThemeModeProvider, useThemeMode } from './theme-mode';
import { darkTheme, lightTheme } from './theme';

type Listener = (event: MediaQueryListEvent) => void;

function mockSystemDark(initial: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initial,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    set(matches: boolean) {
      query.matches = matches;
      act(() => listeners.forEach((listener) => listener({ matches } as MediaQueryListEvent)));
    },
  };
}

function Probe() {
  const { mode, resolved, setMode } = useThemeMode();
  const theme = useTheme();
  return (
    <div>
      <p>mode:{mode}</p>
      <p>resolved:{resolved}</p>
      <p>background:{theme.colors.background}</p>
      <button type="button" onClick={() => setMode('dark')}>dark</button>
      <button type="button" onClick={() => setMode('system')}>system</button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );

describe('ThemeModeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    mockSystemDark(false);
  });

  it('defaults to light when nothing is stored', () => {
    renderProbe();
    expect(screen.getByText('mode:light')).toBeInTheDocument();
    expect(screen.getByText(`background:${lightTheme.colors.background}`)).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('treats an invalid stored value as light', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    renderProbe();
    expect(screen.getByText('mode:light')).toBeInTheDocument();
  });

  it('applies and persists the chosen mode', async () => {
    renderProbe();
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(localStorage.getItem('ui-theme')).toBe('dark');
    expect(screen.getByText('resolved:dark')).toBeInTheDocument();
    expect(screen.getByText(`background:${darkTheme.colors.background}`)).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('reads a stored choice on start', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    renderProbe();
    expect(screen.getByText('resolved:dark')).toBeInTheDocument();
  });

  it('follows the system preference live in system mode', () => {
    const system = mockSystemDark(true);
    localStorage.setItem(STORAGE_KEYS.theme, 'system');
    renderProbe();
    expect(screen.getByText('mode:system')).toBeInTheDocument();
    expect(screen.getByText('resolved:dark')).toBeInTheDocument();

    system.set(false);
    expect(screen.getByText('resolved:light')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('throws a clear error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useThemeMode must be used inside <ThemeModeProvider>');
    spy.mockRestore();
  });
});
