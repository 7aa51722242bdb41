import { render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster, lightTheme } from '@sahha/ui';

/** A content page (or part of one) inside what the shell gives it here: theme, router at `url`, toasts. */
export function renderContentPage(page: ReactElement, { url = '/' }: { url?: string } = {}) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[url]}>
        {page}
        <Toaster />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
