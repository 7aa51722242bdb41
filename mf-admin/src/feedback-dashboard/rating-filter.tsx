import { Chip, STAR_RATING_MAX } from '@sahha/ui';
import styled from 'styled-components';

import { starsLabel, FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';

const RATINGS_HIGH_TO_LOW = Array.from({ length: STAR_RATING_MAX }, (_, i) => STAR_RATING_MAX - i);

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface RatingFilterProps {
  /** undefined: every rating. */
  value: number | undefined;
  onChange: (rating: number | undefined) => void;
}

/** Chips All, 5★ … 1★; the chosen one is pressed. */
export function RatingFilter({ value, onChange }: RatingFilterProps) {
  return (
    <StyledChips role="group" aria-label={TEXTS.filterLabel}>
      <Chip pressed={value === undefined} onClick={() => onChange(undefined)}>
        {TEXTS.allRatings}
      </Chip>
      {RATINGS_HIGH_TO_LOW.map((rating) => (
        <Chip key={rating} pressed={value === rating} onClick={() => onChange(rating)} aria-label={starsLabel(rating)}>
          {rating}★
        </Chip>
      ))}
    </StyledChips>
  );
}
