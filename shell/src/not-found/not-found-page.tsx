import { NOT_FOUND_HINT, NOT_FOUND_TITLE } from '@sahha/contracts';
import { ButtonLink, Container } from '@sahha/ui';
import styled from 'styled-components';
import { useDocumentTitle } from '../layout/use-document-title';

const StyledNotFound = styled(Container)`
  padding-block: ${({ theme }) => theme.space(20)};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
`;

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <StyledNotFound>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>{NOT_FOUND_HINT}</p>
      <ButtonLink to="/" variant="secondary">
        Go to the home page
      </ButtonLink>
    </StyledNotFound>
  );
}
