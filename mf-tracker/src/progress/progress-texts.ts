/** Texts of the progress screen (docs/requirements.md, "Route: /progress"); tests import them. */
export const PROGRESS_TEXTS = {
  back: 'Back to Dashboard',
  newCheckIn: 'New Check-in',
  loading: 'Loading your progress data...',
  empty: 'No check-in data available yet. Complete your first weekly check-in to see your progress.',
  unavailable: 'Your progress data is unavailable right now.',
  errorTitle: 'Error',
  errorDescription: "We couldn't load your progress data. Please try again later.",
  lowAdherenceTitle: 'Low supplement adherence',
  lowAdherenceText: 'Your latest check-in shows you took fewer than 70% of your supplements. Regular intake matters for results.',
  latestTitle: 'Latest Check-in',
  whyTitle: 'Why Track Your Progress?',
  whyText:
    'Regular check-ins show how your energy, sleep and mood respond to your supplements over time, so you can adjust your plan, and talk to your healthcare provider with real data.',
  chartUnavailable: 'The chart could not be loaded; the values are listed in the table for screen readers.',
  noImprovements: 'None noted',
  noText: 'None',
} as const;
