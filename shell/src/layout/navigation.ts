import type { UserRole } from '@sahha/contracts';

export interface NavItem {
  label: string;
  to: string;
  badge?: string;
}

export const PROGRESS_TRACKER_LINK: NavItem = { label: 'Progress Tracker', to: '/progress' };

/** Header links (docs/requirements.md, "Site: header and footer"); Progress Tracker only signed in, Sign In only signed out. */
export function headerLinks(signedIn: boolean): NavItem[] {
  return [
    { label: 'Home', to: '/' },
    { label: 'About', to: '/about' },
    { label: 'Staying Strong', to: '/staying-strong' },
    { label: 'Blog', to: '/blog' },
    { label: 'Feedback', to: '/feedback', badge: 'Beta' },
    ...(signedIn ? [PROGRESS_TRACKER_LINK] : [{ label: 'Sign In', to: '/auth' }]),
  ];
}

/**
 * The desktop bar's links. Signed in, the Progress Tracker is the button beside the avatar, so it
 * is not repeated as a link: once is clearer, and the bar stays on one line from 1024 px.
 */
export function desktopNavLinks(signedIn: boolean): NavItem[] {
  return headerLinks(signedIn).filter((link) => link !== PROGRESS_TRACKER_LINK);
}

/**
 * Links of the avatar menu and of the mobile menu's account part (issue L): the saved plans for
 * everyone signed in, the feedback dashboard and the catalog for admins only (the API checks the role as well).
 */
export function accountLinks(role: UserRole): NavItem[] {
  return [
    { label: 'My Plans', to: '/my-results' },
    ...(role === 'admin'
      ? [
          { label: 'Feedback dashboard', to: '/admin/feedback' },
          { label: 'Catalog', to: '/admin/catalog' },
        ]
      : []),
    { label: 'Account Settings', to: '/account' },
  ];
}

export interface FooterEntry {
  label: string;
  /** Entries without a destination yet are shown as text, never as a dead '#' link. */
  to?: string;
  /** A social profile: linked only when its URL is configured (GET /api/site-config), else hidden. */
  social?: 'instagram' | 'twitter';
}

export interface FooterGroup {
  title: string;
  entries: FooterEntry[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Sahha',
    entries: [
      { label: 'Home', to: '/' },
      { label: 'Take the Quiz', to: '/quiz' },
      { label: 'Medicine Checker', to: '/medicine-check' },
      { label: 'About Us', to: '/about' },
      { label: 'Science', to: '/science' },
    ],
  },
  { title: 'Resources', entries: [{ label: 'Blog', to: '/blog' }, { label: 'Research', to: '/research' }, { label: 'FAQ', to: '/faq' }] },
  { title: 'Legal', entries: [{ label: 'Terms', to: '/terms' }, { label: 'Privacy', to: '/privacy' }, { label: 'Cookies', to: '/cookies' }] },
  {
    title: 'Connect',
    entries: [{ label: 'Beta Feedback', to: '/feedback' }, { label: 'Contact', to: '/contact' }, { label: 'Instagram', social: 'instagram' }, { label: 'Twitter', social: 'twitter' }],
  },
];
