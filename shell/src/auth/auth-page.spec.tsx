import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { layla, renderWithSession } from '../testing/render-shell';
import AuthPage from './auth-page';

/** /auth is its own route: any other page is somewhere else, as in the shell's router. */
const authRoute = (
  <Routes>
    <Route path="/auth" element={<AuthPage />} />
    <Route path="*" element={<p>Another page</p>} />
  </Routes>
);

describe('AuthPage', () => {
  it("offers 'Forgot password?' on the Login tab", async () => {
    await renderWithSession(authRoute, { path: '/auth' });
    expect(screen.getByRole('link', { name: ACCOUNT_EMAIL_TEXTS.forgotPasswordLink })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('sends a signed-in user to the same-site page named by next', async () => {
    const { router } = await renderWithSession(authRoute, { path: '/auth?next=%2Fcheck-in%3Fweek%3D2', user: layla });
    expect(router.state.location).toMatchObject({ pathname: '/check-in', search: '?week=2' });
  });

  it.each(['/auth?next=https%3A%2F%2Fevil.example', '/auth?next=%2F%2Fevil.example', '/auth?next=%2F%5Cevil.example'])(
    'sends a signed-in user home instead of following %s',
    async (path) => {
      const { router } = await renderWithSession(authRoute, { path, user: layla });
      expect(router.state.location).toMatchObject({ pathname: '/', search: '' });
    },
  );
});
