import { Container } from '@sahha/ui';
import styled from 'styled-components';

/** The narrow single-column page of the forgot, reset and verify screens. */
export const StyledAccountEmailPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  max-width: 34rem;
  padding-block: ${({ theme }) => theme.space(10)};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledFormAlert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Labels of the account e-mail screens that are not shared with the API. */
export const ACCOUNT_EMAIL_PAGE_TEXTS = {
  emailLabel: 'Email',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  requestNewLink: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
  goToAccount: 'Go to your account',
  signIn: 'Sign in',
  goHome: 'Go to the home page',
} as const;
