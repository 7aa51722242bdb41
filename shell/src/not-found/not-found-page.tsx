import { NOT_FOUND_HINT, NOT_FOUND_TITLE } from '@sahha/contracts';
import { ButtonLink, Container, useHeadTags } from '@sahha/ui';
import styled from 'styled-components';

const StyledNotFound = styled(Container)`
  padding-block: ${({ theme }) => theme.space(20)};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
`;

export function NotFoundPage() {
  useHeadTags({ title: NOT_FOUND_TITLE, description: NOT_FOUND_HINT, meta: { robots: 'noindex' } });
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
