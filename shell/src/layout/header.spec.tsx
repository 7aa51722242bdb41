import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@sahha/store';
import { PENDING_CONTENT_SELECTOR } from '@sahha/ui';
import { layla, renderWithSession, renderWithStore } from '../testing/render-shell';
import { Header } from './header';
import { HEADER_SEARCH_LABEL } from './header-search';

// jsdom matches no media query, so the desktop-only parts count as hidden there.
const desktop = { hidden: true } as const;

function mainNavLinks() {
  // A hidden element has no accessible name, so find the desktop nav by its label attribute.
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error('main navigation missing');
  return within(nav)
    .getAllByRole('link', desktop)
    .map((link) => link.textContent);
}

function accountMenuLinks() {
  const avatar = screen.getByLabelText(/Account menu for/);
  const menu = document.getElementById(avatar.getAttribute('aria-controls') ?? '');
  if (!menu) throw new Error('account menu closed');
  return within(menu)
    .getAllByRole('link', desktop)
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Header', () => {
  it('offers Sign In and Take the Quiz to a visitor', async () => {
    await renderWithSession(<Header />);
    expect(await screen.findByText('Take the Quiz')).toHaveAttribute('href', '/quiz');
    expect(mainNavLinks()).toEqual(['Home', 'About', 'Staying Strong', 'Blog', 'FeedbackBeta', 'Sign In']);
    expect(screen.queryByLabelText(/Account menu/)).not.toBeInTheDocument();
  });

  it('offers the Progress Tracker once, as the button beside the account menu, when signed in', async () => {
    await renderWithSession(<Header />, { user: layla });
    expect(mainNavLinks()).toEqual(['Home', 'About', 'Staying Strong', 'Blog', 'FeedbackBeta']);
    const progressLinks = screen.getAllByRole('link', { name: 'Progress Tracker', hidden: true });
    expect(progressLinks).toHaveLength(1);
    expect(progressLinks[0]).toHaveAttribute('href', '/progress');
    const avatar = screen.getByLabelText('Account menu for Layla Ahmed');
    expect(avatar).toHaveTextContent('LA');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Welcome, Layla Ahmed')).toBeInTheDocument();
    expect(accountMenuLinks()).toEqual([
      ['Progress Tracker', '/progress'],
      ['My Plans', '/my-results'],
      ['Account Settings', '/account'],
    ]);
    expect(screen.getByText('Logout')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('links an admin to the feedback dashboard and the catalog from the account menu and the mobile menu', async () => {
    await renderWithSession(<Header />, { user: { ...layla, role: 'admin' } });
    await userEvent.click(screen.getByLabelText('Account menu for Layla Ahmed'));
    expect(accountMenuLinks()).toEqual([
      ['Progress Tracker', '/progress'],
      ['My Plans', '/my-results'],
      ['Feedback dashboard', '/admin/feedback'],
      ['Catalog', '/admin/catalog'],
      ['Account Settings', '/account'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobileMenu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileMenu).getByRole('link', { name: 'Feedback dashboard' })).toHaveAttribute('href', '/admin/feedback');
    expect(within(mobileMenu).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/admin/catalog');
  });

  it('lists My Plans but no dashboard in the mobile menu of a member', async () => {
    await renderWithSession(<Header />, { user: layla });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobileMenu = screen.getByRole('navigation', { name: 'Mobile' });
    const links = within(mobileMenu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Staying Strong', '/staying-strong'],
      ['Blog', '/blog'],
      ['FeedbackBeta', '/feedback'],
      ['Progress Tracker', '/progress'],
      ['Take the Quiz', '/quiz'],
      ['My Plans', '/my-results'],
      ['Account Settings', '/account'],
    ]);
    expect(within(mobileMenu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps My Plans and the dashboard out of the menus of a visitor', async () => {
    await renderWithSession(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: 'My Plans', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Feedback dashboard', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Catalog', hidden: true })).not.toBeInTheDocument();
  });

  it('marks its actions busy until the session is known, so a prerendered header stays until then', async () => {
    const realFetch = global.fetch;
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    try {
      const { container } = renderWithStore(<Header />, createAppStore());
      expect(container.querySelector(PENDING_CONTENT_SELECTOR)).toContainElement(screen.getByText('Take the Quiz'));
    } finally {
      global.fetch = realFetch;
    }
    const { container } = await renderWithSession(<Header />);
    expect(container.querySelector(PENDING_CONTENT_SELECTOR)).toBeNull();
  });

  it('opens and closes the mobile menu', async () => {
    await renderWithSession(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  describe('search field', () => {
    const searchFields = () => screen.queryAllByRole('searchbox', { name: HEADER_SEARCH_LABEL, hidden: true });
    const restoreClientRects = HTMLElement.prototype.getClientRects;
    afterEach(() => {
      HTMLElement.prototype.getClientRects = restoreClientRects;
    });

    it('is in the desktop header and in the mobile menu', async () => {
      await renderWithSession(<Header />);
      expect(searchFields()).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      const mobileMenu = screen.getByRole('navigation', { name: 'Mobile' });
      expect(within(mobileMenu).getByRole('searchbox', { name: HEADER_SEARCH_LABEL })).toBeInTheDocument();
      expect(searchFields()).toHaveLength(2);
    });

    it("focuses the desktop field on '/' without typing the slash", async () => {
      // jsdom lays nothing out; pretend the desktop header is on screen.
      HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
      await renderWithSession(<Header />);
      await userEvent.keyboard('/');
      const [desktopField] = searchFields();
      expect(desktopField).toHaveFocus();
      expect(desktopField).toHaveValue('');
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    });

    it("opens the mobile menu and focuses its field on '/' when the desktop header is hidden", async () => {
      await renderWithSession(<Header />);
      await userEvent.keyboard('/');
      const mobileMenu = screen.getByRole('navigation', { name: 'Mobile' });
      const field = within(mobileMenu).getByRole('searchbox', { name: HEADER_SEARCH_LABEL });
      expect(field).toHaveFocus();
      expect(field).toHaveValue('');
    });

    it("leaves '/' alone while the user types in a field or with a modifier key", async () => {
      await renderWithSession(
        <>
          <Header />
          <textarea aria-label="Notes" />
        </>,
      );
      const notes = screen.getByRole('textbox', { name: 'Notes' });
      await userEvent.click(notes);
      await userEvent.keyboard('a/b');
      expect(notes).toHaveValue('a/b');
      expect(notes).toHaveFocus();
      await userEvent.click(document.body);
      await userEvent.keyboard('{Control>}/{/Control}');
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    });
  });
});
