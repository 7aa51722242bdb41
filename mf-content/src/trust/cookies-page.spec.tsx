import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@sahha/contracts';
import CookiesPage from './cookies-page';
import { LOCAL_STORAGE_ITEMS, SESSION_COOKIE } from './storage-inventory';
import { TRUST_PAGES } from './trust-pages';
import { renderContentPage } from '../testing/render-content-page';

function renderPage() {
  renderContentPage(<CookiesPage />);
}

describe('CookiesPage', () => {
  it('has one h1 and the cookie, storage, no-tracking and clearing sections', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: TRUST_PAGES.cookies.heading })).toBeInTheDocument();
    for (const name of ['The one cookie we use', 'What we keep in your browser', 'No advertising or third-party cookies', 'How to clear them']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('describes the session cookie: name, purpose and lifetime', () => {
    renderPage();
    const cookie = screen.getByRole('region', { name: 'The one cookie we use' });
    expect(within(cookie).getByText(SESSION_COOKIE.name)).toBeInTheDocument();
    expect(within(cookie).getByText(SESSION_COOKIE.secureName)).toBeInTheDocument();
    expect(within(cookie).getByText('Strictly necessary, first party')).toBeInTheDocument();
    expect(within(cookie).getByText(/Keeps you signed in/)).toBeInTheDocument();
    expect(within(cookie).getByText(/expires after 14 days of inactivity/)).toBeInTheDocument();
  });

  it('lists every localStorage key with its purpose', () => {
    renderPage();
    expect(LOCAL_STORAGE_ITEMS.map((item) => item.key).sort()).toEqual(Object.values(STORAGE_KEYS).sort());
    const storage = screen.getByRole('region', { name: 'What we keep in your browser' });
    for (const item of LOCAL_STORAGE_ITEMS) {
      expect(within(storage).getByText(item.key)).toBeInTheDocument();
      expect(within(storage).getByText(item.purpose)).toBeInTheDocument();
    }
  });
});
