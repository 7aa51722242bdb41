/** Validation messages and toasts for sign-in and registration (docs/requirements.md, "Route: /auth"). */
export const AUTH_VALIDATION = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  name: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  nameOneLine: 'Name must be one line of text, without control characters',
  passwordsMismatch: 'Passwords do not match',
  passwordTooWeak: 'This password is too easy to guess',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  loginSuccessTitle: 'Login successful',
  loginSuccessText: 'Welcome back!',
  loginFailedTitle: 'Login failed',
  registerSuccessTitle: 'Registration successful',
  registerSuccessText: 'Your account has been created!',
  registerFailedTitle: 'Registration failed',
  logoutTitle: 'Logged out',
  logoutText: 'You have been logged out successfully.',
  logoutFailedTitle: 'Logout failed',
  loggingIn: 'Logging in...',
  creatingAccount: 'Creating Account...',
  subheading: 'Sign in or create an account to save your supplement plan',
} as const;


/** Issue L: a write answered 401 although the app believed the user signed in (libs/store). */
export const SESSION_ENDED_TEXTS = {
  title: 'Your session has ended',
  text: 'Please sign in again to continue.',
  signIn: 'Sign in',
} as const;
