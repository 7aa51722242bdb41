import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { layla, renderWithSession } from '../testing/render-shell';
import { ProtectedRoute } from './protected-route';

const checkInRoute = (
  <Routes>
    <Route path="/check-in" element={<ProtectedRoute>Check-in form</ProtectedRoute>} />
    <Route path="*" element={<p>Sign-in page</p>} />
  </Routes>
);

describe('ProtectedRoute', () => {
  it('sends a visitor to /auth with the page and its query as next', async () => {
    const { router } = await renderWithSession(checkInRoute, { path: '/check-in?week=2' });
    expect(router.state.location).toMatchObject({ pathname: '/auth', search: '?next=%2Fcheck-in%3Fweek%3D2' });
    expect(screen.queryByText('Check-in form')).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in user', async () => {
    await renderWithSession(checkInRoute, { path: '/check-in', user: layla });
    expect(screen.getByText('Check-in form')).toBeInTheDocument();
  });
});
