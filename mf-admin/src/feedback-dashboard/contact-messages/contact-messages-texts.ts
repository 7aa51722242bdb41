/** Texts of the admin 'Contact messages' section; tests import them rather than copy. */
export const CONTACT_MESSAGES_TEXTS = {
  heading: 'Contact messages',
  loading: 'Loading contact messages...',
  loadError: 'Error loading contact messages. Please try again.',
  empty: 'No messages yet',
} as const;
