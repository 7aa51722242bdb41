/** Texts of the check-in screen and the reminder (docs/requirements.md, "Route: /check-in", "Route: / check-in reminder"); tests import them. */
export const CHECK_IN_TEXTS = {
  intro: 'Two minutes, once a week: how you feel now helps tell which supplements are working for you.',
  back: 'Back',
  submit: 'Submit Weekly Check-in',
  submitting: 'Submitting...',
  improvementsLegend: 'Improvements noticed this week',
  sideEffectsLabel: 'Side effects (optional)',
  notesLabel: 'Notes (optional)',
  successTitle: 'Check-in saved',
  successDescription: 'Thanks! Your weekly check-in has been recorded.',
  failureTitle: 'Submission Failed',
  failureDescription: "We couldn't save your check-in. Please try again later.",
  authTitle: 'Authentication Required',
  authDescription: 'Please sign in to submit a check-in.',
} as const;

export const SLIDER_LABELS = {
  energyLevel: 'Energy Level',
  sleepQuality: 'Sleep Quality',
  mood: 'Mood',
  adherence: 'Supplement Adherence',
} as const;

export const REMINDER_TEXTS = {
  overdueTitle: 'Weekly Check-in Reminder',
  overdueText: "It's been over a week since your last check-in. A quick update keeps your progress accurate.",
  lastCheckIn: (date: string) => `Last check-in: ${date}`,
  dueText: "It's time for your weekly check-in. A quick update keeps your progress accurate.",
  firstTitle: 'Track Your Progress',
  firstSubtitle: 'Your first check-in',
  firstText: 'Record your energy, sleep, mood and adherence to start seeing how your plan works for you.',
  action: 'Check in now',
} as const;
