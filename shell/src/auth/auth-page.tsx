import { Navigate } from 'react-router-dom';
import { useSession } from '@sahha/store';
import { CenteredSpinner, Container } from '@sahha/ui';
import { useDocumentTitle } from '../layout/use-document-title';

export const AUTH_SUBHEADING = 'Sign in or create an account to save your supplement plan';

export default function AuthPage() {
  useDocumentTitle('Sign in');
  const session = useSession();
  if (session.status === 'loading') return <CenteredSpinner label="Loading" />;
  if (session.status === 'authenticated') return <Navigate to="/" replace />;
  return (
    <Container>
      <h1>Welcome to Sahha</h1>
      <p>{AUTH_SUBHEADING}</p>
    </Container>
  );
}
