/** The account settings page (docs/requirements.md, "Route: /account") and the API answers it shows. */
export const ACCOUNT_TEXTS = {
  title: 'Account Settings',
  nameUpdated: 'Name updated',
  passwordChangedTitle: 'Password changed',
  passwordChangedText: 'Other devices have been signed out.',
  currentPasswordIncorrect: 'Current password is incorrect',
  exportReady: 'Your data export has been downloaded.',
  deletedTitle: 'Account deleted',
  deletedText: 'Your account and everything stored with it have been deleted.',
  passwordRequired: 'Please enter your password',
  deleteWarning:
    'This permanently deletes your account, saved plans, check-ins, ratings and price alerts. It cannot be undone.',
  requestFailed: 'Something went wrong',
} as const;
