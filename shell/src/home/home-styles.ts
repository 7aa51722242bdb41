import styled from 'styled-components';

/** Layout pieces shared by the visitor home and the signed-in dashboard (its own chunk). */
export const StyledHero = styled.section`
  padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(12)};
  h1 {
    font-size: clamp(2.25rem, 6vw, 3.5rem);
    line-height: 1.1;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  p {
    max-width: 60ch;
    font-size: 1.125rem;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const StyledSection = styled.section`
  padding-block: ${({ theme }) => theme.space(10)};
  h2 {
    margin-top: 0;
  }
`;

export const StyledGrid = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  h3 {
    margin-top: 0;
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
