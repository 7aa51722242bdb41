import { screen, within } from '@testing-library/react';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME, STORAGE_KEYS } from '@sahha/contracts';
import PrivacyPage, { STORED_DATA, USER_RIGHTS } from './privacy-page';
import { SESSION_COOKIE } from './storage-inventory';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL, TRUST_PAGES } from './trust-pages';
import { renderContentPage } from '../testing/render-content-page';

function renderPage() {
  renderContentPage(<PrivacyPage />);
}

const sectionOf = (name: string) => screen.getByRole('region', { name });

describe('PrivacyPage', () => {
  it('has one h1, the last-updated date and the key sections', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: TRUST_PAGES.privacy.heading })).toBeInTheDocument();
    expect(screen.getByText(LEGAL_LAST_UPDATED.display)).toHaveAttribute('datetime', LEGAL_LAST_UPDATED.iso);
    for (const name of ['What we store and why', 'What we never store', 'Cookies and local storage', 'How long we keep it', 'Download or delete your data', 'Your rights', 'Contact for privacy requests']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const item of STORED_DATA) expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
  });

  it('names every localStorage key the code uses and the session cookie', () => {
    renderPage();
    const storage = sectionOf('Cookies and local storage');
    for (const key of Object.values(STORAGE_KEYS)) expect(within(storage).getByText(key)).toBeInTheDocument();
    expect(within(storage).getByText(SESSION_COOKIE.name)).toBeInTheDocument();
    expect(within(storage).getByText(SESSION_COOKIE.secureName)).toBeInTheDocument();
    expect(SESSION_COOKIE.name).toBe(SESSION_COOKIE_NAME);
    expect(SESSION_COOKIE.secureName).toBe(SECURE_SESSION_COOKIE_NAME);
  });

  it('says medication names are never stored and how long data is kept', () => {
    renderPage();
    expect(within(sectionOf('What we never store')).getByText(/Medication names and the health free text you type in the quiz are never stored/)).toBeInTheDocument();
    const retention = sectionOf('How long we keep it');
    expect(within(retention).getByText(/until you delete your account/)).toBeInTheDocument();
    expect(within(retention).getByText(/expire after 14 days of inactivity/)).toBeInTheDocument();
  });

  it('lists the rights under the UAE law, points to Account Settings and gives the privacy address', () => {
    renderPage();
    const rights = sectionOf('Your rights');
    expect(within(rights).getByText(/Federal Decree-Law No\. 45 of 2021/)).toBeInTheDocument();
    for (const right of USER_RIGHTS) expect(within(rights).getByText(`${right.title}:`)).toBeInTheDocument();
    expect(USER_RIGHTS.map((right) => right.title)).toEqual(['Access', 'Correction', 'Deletion', 'Restriction', 'Objection', 'Portability']);
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: PRIVACY_EMAIL })).toHaveAttribute('href', `mailto:${PRIVACY_EMAIL}`);
    expect(screen.getByRole('link', { name: 'cookies page' })).toHaveAttribute('href', TRUST_PAGES.cookies.path);
  });
});
