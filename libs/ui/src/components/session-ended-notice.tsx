import { SESSION_ENDED_TEXTS } from '@sahha/contracts';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import { ButtonLink } from './button';
import { Container } from './layout';

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface SessionEndedNoticeProps {
  /** The sign-in page, set to return here (e.g. '/auth?next=%2Fcheck-in'). */
  signInHref: string;
}

/**
 * "Your session has ended" with a way to sign in again (issue L). It sits in the page's flow, so it
 * covers nothing; being an alert it is announced at once, and focus moves to its link (which also
 * scrolls it into view), so the way on is one key away wherever the user was on the page.
 */
export function SessionEndedNotice({ signInHref }: SessionEndedNoticeProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    linkRef.current?.focus();
  }, []);

  return (
    <Container>
      <StyledNotice role="alert">
        <div>
          <StyledTitle>{SESSION_ENDED_TEXTS.title}</StyledTitle>
          <p>{SESSION_ENDED_TEXTS.text}</p>
        </div>
        <ButtonLink ref={linkRef} to={signInHref}>
          {SESSION_ENDED_TEXTS.signIn}
        </ButtonLink>
      </StyledNotice>
    </Container>
  );
}
