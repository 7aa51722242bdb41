import styled from 'styled-components';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(6)};
  max-width: 28rem;
`;
