import type { ReactNode } from 'react';
import { NO_ACCESS_TEXT } from '@sahha/contracts';
import { useSession } from '@sahha/store';
import { ButtonLink, Container } from '@sahha/ui';
import styled from 'styled-components';

const StyledNoAccess = styled(Container)`
  padding-block: ${({ theme }) => theme.space(16)};
  text-align: center;
`;

/**
 * Renders its children only for admins. Everyone else gets this screen from the shell, so the
 * admin remote is never registered or downloaded for them.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated' && session.user.role === 'admin') return <>{children}</>;
  return (
    <StyledNoAccess>
      <h1>{NO_ACCESS_TEXT}</h1>
      <p>This area is for the Sahha team. If you think you should have access, contact us.</p>
      <ButtonLink to="/">Back to home</ButtonLink>
    </StyledNoAccess>
  );
}
