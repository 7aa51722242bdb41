import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { User } from '@sahha/contracts';
import { api } from '../api';
import { createAppStore } from '../store';
import { Toaster, lightTheme } from '@sahha/ui';

export const layla: User = { id: 7, name: 'Layla Ahmed', email: 'layla@example.ae', role: 'user', emailVerified: true };

/** Shows where the router went, so tests can assert redirects and links. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted on, e.g. '/recommendation/:id'. */
  path: string;
  /** The URL to open. */
  url?: string;
  /** undefined: session still loading; null: visitor. */
  user?: User | null;
}

/**
 * Test helper for remotes (import from '@sahha/store/testing', never from app code): a page
 * inside the providers the shell gives a remote: theme, store, router and toasts.
 */
export async function renderPage(page: ReactElement, { path, url = path, user }: RenderPageOptions) {
  const store = createAppStore();
  if (user !== undefined) {
    await store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user ? { success: true, user } : { success: false, user: null }));
  }
  const routes: RouteObject[] = [
    { path, element: page },
    { path: '*', element: <Landing /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const utils = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </Provider>,
  );
  return { ...utils, store, router };
}
