import { StrictMode, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StoreProvider } from '@sahha/store';
import { GlobalStyle, ThemeModeProvider, Toaster } from '@sahha/ui';
import { ShellRoutes } from './router';
import { createPageStore } from './session/page-session';
import { FontFaces } from './theme/font-faces';

export function App() {
  const [store] = useState(createPageStore);
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <ThemeModeProvider>
          <FontFaces />
          <GlobalStyle />
          {/* Navigations commit at once: every route change is a fresh page with its own
              Suspense fallback anyway, and logout must leave a protected page synchronously. */}
          <BrowserRouter useTransitions={false}>
            <ShellRoutes />
          </BrowserRouter>
          <Toaster />
        </ThemeModeProvider>
      </StoreProvider>
    </StrictMode>
  );
}
