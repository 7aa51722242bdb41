import { STAR_RATING_MAX } from '@sahha/ui';
import type { FeedbackEntry } from '@sahha/contracts';

export interface RatingShare {
  rating: number;
  count: number;
  /** Whole percent of all entries; the shares may not add up to exactly 100. */
  percentage: number;
}

export interface FeedbackStats {
  total: number;
  /** Mean rating to one decimal (0 when there is no feedback). */
  averageRating: number;
  /** The one-decimal average rounded to whole stars, as the stars show it. */
  averageStars: number;
  withComments: number;
  withEmail: number;
  /** 5 stars down to 1 (docs/requirements.md, "Route: /admin/feedback"). */
  distribution: RatingShare[];
}

const RATINGS_HIGH_TO_LOW = Array.from({ length: STAR_RATING_MAX }, (_, i) => STAR_RATING_MAX - i);

const hasText = (value: string): boolean => value.trim() !== '';

const percentOf = (count: number, total: number): number => (total === 0 ? 0 : Math.round((count / total) * 100));

export function feedbackStats(entries: readonly FeedbackEntry[]): FeedbackStats {
  const total = entries.length;
  const sum = entries.reduce((acc, { rating }) => acc + rating, 0);
  const averageRating = total === 0 ? 0 : Math.round((sum / total) * 10) / 10;
  return {
    total,
    averageRating,
    averageStars: Math.round(averageRating),
    withComments: entries.filter(({ comment }) => hasText(comment)).length,
    withEmail: entries.filter(({ email }) => hasText(email)).length,
    distribution: RATINGS_HIGH_TO_LOW.map((rating) => {
      const count = entries.filter((entry) => entry.rating === rating).length;
      return { rating, count, percentage: percentOf(count, total) };
    }),
  };
}
