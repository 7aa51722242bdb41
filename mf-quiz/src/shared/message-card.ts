import { Card } from '@sahha/ui';
import styled from 'styled-components';

/** A card that says one thing and offers the way on: a heading, a line or two, an action (a state, an invitation). */
export const StyledMessageCard = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};

  h2,
  p {
    margin: 0;
  }
`;
