import { screen } from '@testing-library/react';
import { REMOTES } from '@sahha/contracts';
import { loadRemoteRoutes } from '@sahha/mf-runtime';
import { renderWithSession } from '../testing/render-shell';
import { RemotePage } from './remote-page';

jest.mock('@sahha/mf-runtime', () => ({
  ...jest.requireActual('@sahha/mf-runtime'),
  loadRemoteRoutes: jest.fn(),
}));

const content = REMOTES.find((remote) => remote.folder === 'mf-content')!;
const aboutRoute = content.routes.find((route) => route.path === '/about')!;
const buildMeta = () => document.head.querySelector('meta[name="build-version:mf-content"]');

describe('RemotePage', () => {
  it('renders the remote screen and puts its build version in the head, removing it when leaving', async () => {
    jest.mocked(loadRemoteRoutes).mockResolvedValue({
      routes: [{ path: '/about', Component: () => <h1>About from the remote</h1> }],
      buildVersion: '2026.11.23-1',
    });
    const { unmount } = await renderWithSession(<RemotePage remote={content} route={aboutRoute} />, { path: '/about' });

    expect(await screen.findByRole('heading', { name: 'About from the remote' })).toBeVisible();
    expect(buildMeta()).toHaveAttribute('content', '2026.11.23-1');
    unmount();
    expect(buildMeta()).toBeNull();
  });

  it('adds no marker for a remote built before remotes exported a build version', async () => {
    jest.mocked(loadRemoteRoutes).mockResolvedValue({ routes: [{ path: '/about', Component: () => <h1>About</h1> }], buildVersion: null });
    await renderWithSession(<RemotePage remote={content} route={aboutRoute} />, { path: '/about' });

    expect(await screen.findByRole('heading', { name: 'About' })).toBeVisible();
    expect(buildMeta()).toBeNull();
  });
});
