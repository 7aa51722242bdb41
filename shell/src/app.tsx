import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppStore } from '@sahha/store';
import { GlobalStyle, ThemeModeProvider, Toaster } from '@sahha/ui';
import { createShellRouter } from './router';
import { FontFaces } from './theme/font-faces';

export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createShellRouter);
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeModeProvider>
          <FontFaces />
          <GlobalStyle />
          <RouterProvider router={router} />
          <Toaster />
        </ThemeModeProvider>
      </Provider>
    </StrictMode>
  );
}
