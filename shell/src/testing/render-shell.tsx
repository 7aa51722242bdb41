import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { User } from '@sahha/contracts';
import { type AppStore, createAppStore, StoreProvider } from '@sahha/store';
import { ThemeModeProvider } from '@sahha/ui';

/** Renders shell UI in the shell's providers around `store`, at `path`. */
export function renderWithStore(ui: ReactElement, store: AppStore, path = '/') {
  const routes: RouteObject[] = [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <StoreProvider store={store}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
      </ThemeModeProvider>
    </StoreProvider>,
  );
  return { ...utils, store, router };
}

/** Renders shell UI with a real store whose session is already known (signed in or not). */
export async function renderWithSession(ui: ReactElement, { user = null, path = '/' }: { user?: User | null; path?: string } = {}) {
  return renderWithStore(ui, createAppStore(user ? { success: true, user } : { success: false, user: null }), path);
}

export const layla: User = { id: 7, name: 'Layla Ahmed', email: 'layla@example.ae', role: 'user', emailVerified: true };
