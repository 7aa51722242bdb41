import { lazy, Suspense, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ACCOUNT_EMAIL_PAGES, REMOTES } from '@sahha/contracts';
import { CenteredSpinner } from '@sahha/ui';
import { HomePage } from './home/home-page';
import { Layout } from './layout/layout';
import { NotFoundPage } from './not-found/not-found-page';
import { RemotePage } from './remotes/remote-page';
import { ProtectedRoute } from './session/protected-route';

// Forms and validation are not needed for the first paint of /, so the auth screen is its own chunk.
const AuthPage = lazy(() => import('./auth/auth-page'));
const AccountPage = lazy(() => import('./account/account-page'));
// Opened from e-mailed links, signed in or out: unlike /auth they never redirect a signed-in user.
const ForgotPasswordPage = lazy(() => import('./auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('./auth/verify-email-page'));

function lazyScreen(Screen: ReturnType<typeof lazy>) {
  return (
    <Suspense fallback={<CenteredSpinner label="Loading" />}>
      <Screen />
    </Suspense>
  );
}

export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '/auth', element: lazyScreen(AuthPage) },
        { path: ACCOUNT_EMAIL_PAGES.forgotPassword, element: lazyScreen(ForgotPasswordPage) },
        { path: ACCOUNT_EMAIL_PAGES.resetPassword, element: lazyScreen(ResetPasswordPage) },
        { path: ACCOUNT_EMAIL_PAGES.verifyEmail, element: lazyScreen(VerifyEmailPage) },
        { path: '/account', element: <ProtectedRoute>{lazyScreen(AccountPage)}</ProtectedRoute> },
        ...REMOTES.flatMap((remote) =>
          remote.routes.map((route) => ({ path: route.path, element: <RemotePage remote={remote} route={route} /> })),
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * The shell renders its route table with the declarative router: no route has a loader or action,
 * and the data router would add ~16 KB gzipped to every first visit.
 */
export function ShellRoutes() {
  const [routes] = useState(shellRoutes);
  return useRoutes(routes);
}
