export interface NavItem {
  label: string;
  to: string;
  badge?: string;
}

/** Spec §2 header links; Progress Tracker only signed in, Sign In only signed out. */
export function headerLinks(signedIn: boolean): NavItem[] {
  return [
    { label: 'Home', to: '/' },
    { label: 'About', to: '/about' },
    { label: 'Staying Strong', to: '/staying-strong' },
    { label: 'Blog', to: '/blog' },
    { label: 'Feedback', to: '/feedback', badge: 'Beta' },
    ...(signedIn ? [{ label: 'Progress Tracker', to: '/progress' }] : [{ label: 'Sign In', to: '/auth' }]),
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
