import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { STORAGE_KEYS } from '@sahha/contracts';
import { themes } from './theme';
import type { ThemeName } from './theme';

export type ThemeMode = ThemeName | 'system';

export interface ThemeModeValue {
  mode: ThemeMode;
  resolved: ThemeName;
  setMode: (mode: ThemeMode) => void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

const isThemeMode = (value: unknown): value is ThemeMode =>
  value === 'light' || value === 'dark' || value === 'system';

// Default light; anything unreadable or unknown in storage counts as absent (docs/requirements.md, "Site: theme").
function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.theme);
    return isThemeMode(stored) ? stored : 'light';
  } catch {
    return 'light';
  }
}

function storeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, mode);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}

const darkQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;

function subscribeSystemDark(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const getSystemDark = (): boolean => darkQuery()?.matches ?? false;
const getServerSystemDark = (): boolean => false;

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export interface ThemeModeProviderProps {
  children: ReactNode;
}

export function ThemeModeProvider({ children }: ThemeModeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);
  const systemDark = useSyncExternalStore(subscribeSystemDark, getSystemDark, getServerSystemDark);
  const resolved: ThemeName = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
  const theme = themes[resolved];

  const setMode = useCallback((next: ThemeMode) => {
    storeMode(next);
    setModeState(next);
  }, []);

  // Keeps <html> in step with what shell/public/theme-init.js set before React loaded.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
    root.style.backgroundColor = theme.colors.background;
    root.style.color = theme.colors.text;
  }, [resolved, theme]);

  const value = useMemo<ThemeModeValue>(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
