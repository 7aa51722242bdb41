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
