import styled from 'styled-components';
import { visuallyHiddenCss } from '../theme/global-style';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space(6)};
  }
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
