import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/theme';
import type { SahhaTheme } from '../theme/theme';

/** Jest resolves styled-components' server build (no DOM injection), so CSS is read from a ServerStyleSheet. */
export function collectCss(ui: ReactElement, theme: SahhaTheme = lightTheme): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{ui}</ThemeProvider>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}
