import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { StarIcon } from './icons';
import { VisuallyHidden } from './layout';

export const STAR_RATING_MAX = 5;

const STARS = Array.from({ length: STAR_RATING_MAX }, (_, i) => i + 1);

export interface StarRatingProps {
  /** 0 (nothing chosen yet) to 5. */
  value: number;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  /** Accessible name of the radio group, e.g. 'Your rating'. */
  label: string;
  size?: number;
  className?: string;
}

const starCss = css<{ $filled: boolean }>`
  fill: ${({ theme, $filled }) => ($filled ? theme.colors.accent : 'transparent')};
  stroke: ${({ theme, $filled }) => ($filled ? theme.colors.caution : theme.colors.textMuted)};
`;

const StyledStar = styled(StarIcon)<{ $filled: boolean }>`
  ${starCss}
  transition: fill ${({ theme }) => theme.motion.fast};
`;

const StyledReadOnly = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const StyledFieldset = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

const StyledStarLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const starName = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/** 1–5 stars: an image when read-only, otherwise native radios (arrow keys come for free). */
export function StarRating({ value, onChange, readOnly = false, label, size = 28, className }: StarRatingProps) {
  const name = useId();
  const [hover, setHover] = useState(0);

  if (readOnly || !onChange) {
    return (
      <StyledReadOnly role="img" aria-label={`Rated ${value} out of ${STAR_RATING_MAX}`} className={className}>
        {STARS.map((n) => (
          <StyledStar key={n} size={size} $filled={n <= Math.round(value)} />
        ))}
      </StyledReadOnly>
    );
  }

  const shown = hover || value;
  return (
    <StyledFieldset className={className} onMouseLeave={() => setHover(0)}>
      <VisuallyHidden as="legend">{label}</VisuallyHidden>
      {STARS.map((n) => {
        const id = `${name}-${n}`;
        return (
          <span key={n}>
            <StyledInput
              type="radio"
              id={id}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <StyledStarLabel htmlFor={id} onMouseEnter={() => setHover(n)} data-filled={n <= shown}>
              <StyledStar size={size} $filled={n <= shown} />
              <VisuallyHidden>{starName(n)}</VisuallyHidden>
            </StyledStarLabel>
          </span>
        );
      })}
    </StyledFieldset>
  );
}
