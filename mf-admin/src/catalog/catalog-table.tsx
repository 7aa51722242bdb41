import styled from 'styled-components';

/** A table wider than a phone scrolls on its own; it takes focus so keyboard users can scroll it (WCAG 2.1.1). */
export const StyledScroll = styled.div`
  overflow-x: auto;
`;

/** The catalog's tables: offers and a feed preview. */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A row of form buttons. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
