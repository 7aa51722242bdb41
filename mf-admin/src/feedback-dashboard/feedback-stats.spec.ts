import type { FeedbackEntry } from '@sahha/contracts';

import { feedbackStats } from './feedback-stats';

let nextId = 1;
const entry = (rating: number, comment = '', email = ''): FeedbackEntry => ({
  id: nextId++,
  rating,
  comment,
  email,
  timestamp: '2025-01-06T08:30:00.000Z',
});

describe('feedbackStats', () => {
  it('is all zeros for no feedback, with every rating listed from 5 down to 1', () => {
    expect(feedbackStats([])).toEqual({
      total: 0,
      averageRating: 0,
      averageStars: 0,
      withComments: 0,
      withEmail: 0,
      distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0, percentage: 0 })),
    });
  });

  it('counts entries, comments and e-mails, ignoring blank text', () => {
    const stats = feedbackStats([entry(5, 'Great', 'a@b.ae'), entry(4, '   ', ''), entry(3, '', 'c@d.ae'), entry(2, 'Slow')]);
    expect(stats).toMatchObject({ total: 4, withComments: 2, withEmail: 2 });
  });

  it.each([
    [[5], 5, 5],
    [[5, 4], 4.5, 5],
    [[4, 4, 5], 4.3, 4],
    [[5, 5, 4, 4, 4, 4, 4, 4], 4.3, 4],
    [[1, 2], 1.5, 2],
    [[4, 5, 5], 4.7, 5],
    [[3, 3, 3, 4], 3.3, 3],
    [[1, 1, 1, 1, 1, 1, 1, 4], 1.4, 1],
  ])('averages %j to %d, shown as %d stars', (ratings, average, stars) => {
    const stats = feedbackStats(ratings.map((rating) => entry(rating)));
    expect(stats.averageRating).toBe(average);
    expect(stats.averageStars).toBe(stars);
  });

  it('rounds the average half up at one decimal (4.25 → 4.3, 4.75 → 4.8)', () => {
    expect(feedbackStats([5, 4, 4, 4].map((rating) => entry(rating))).averageRating).toBe(4.3);
    expect(feedbackStats([5, 5, 5, 4].map((rating) => entry(rating))).averageRating).toBe(4.8);
  });

  it('gives each rating its count and whole-percent share, 5 stars first', () => {
    const stats = feedbackStats([5, 5, 4, 1, 1, 1].map((rating) => entry(rating)));
    expect(stats.distribution).toEqual([
      { rating: 5, count: 2, percentage: 33 },
      { rating: 4, count: 1, percentage: 17 },
      { rating: 3, count: 0, percentage: 0 },
      { rating: 2, count: 0, percentage: 0 },
      { rating: 1, count: 3, percentage: 50 },
    ]);
  });

  it('gives 100% to a single rating', () => {
    expect(feedbackStats([entry(3)]).distribution.find(({ rating }) => rating === 3)).toEqual({ rating: 3, count: 1, percentage: 100 });
  });
});
