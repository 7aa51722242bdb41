/** Texts of the admin feedback dashboard (docs/requirements.md, "Route: /admin/feedback"); tests import them rather than copy. */
export const FEEDBACK_DASHBOARD_TEXTS = {
  loading: 'Loading feedback...',
  loadError: 'Error loading feedback. Please try again.',
  totalFeedback: 'Total Feedback',
  averageRating: 'Average Rating',
  withComments: 'With Comments',
  withEmail: 'With Email',
  ratingDistribution: 'Rating Distribution',
  allFeedback: 'All Feedback',
  noDetails: 'No additional details provided',
  empty: 'No feedback submitted yet',
  // Beyond the first release: filter and export.
  filterLabel: 'Filter by rating',
  allRatings: 'All',
  noneWithRating: (rating: number) => `No ${rating}-star feedback yet`,
  downloadCsv: 'Download CSV',
  downloading: 'Downloading...',
  downloadFailedTitle: 'Download failed',
  downloadFailedText: 'Please try again later',
} as const;

export const starsLabel = (rating: number): string => `${rating} star${rating === 1 ? '' : 's'}`;
