import { Card } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import styled from 'styled-components';

/** The frame every content page shares: page padding, the title block and titled sections. */
export const StyledPage = styled.div`
  padding-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(12)};
`;

export const StyledPageHeader = styled.header`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin-bottom: ${({ theme }) => theme.space(10)};

  h1 {
    margin: ${({ theme }) => theme.space(3)} 0;
    font-size: ${({ theme }) => theme.fontSizes.display};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space(12)};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/**
 * A list of cards: one column on phones, two from tablets, `$columns` on wide screens. `$gap` is a
 * theme spacing step (4 unless given).
 */
export const StyledCardGrid = styled.ul<{ $columns: number; $gap?: number }>`
  ${stackListCss}
  grid-template-columns: 1fr;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/** A page with one form (contact, feedback): the card that holds it, and the thanks that replace it once sent. */
export const StyledFormCard = styled(Card)`
  max-width: 640px;
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

export const StyledThankYou = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.success};
`;
