import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@sahha/contracts';
import { useSession } from '@sahha/store';
import { CenteredSpinner, Container, Tabs, useHeadTags } from '@sahha/ui';
import styled from 'styled-components';
import { returnPathFrom } from '../session/return-to';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

const StyledLayout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding-block: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledMarketing = styled.aside`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space(8)};
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const MARKETING_BENEFITS = [
  'Save your personalised supplement recommendations',
  'Track your progress with weekly check-ins',
  'Your data stays secure and private',
];

/** ?tab=register selects Register, any other value selects Login (docs/requirements.md, "Route: /auth"). */
function tabFrom(value: string | null): AuthTab {
  return value === 'register' ? 'register' : 'login';
}

export const AUTH_DESCRIPTION =
  'Sign in to Sahha or create a free account to save your supplement recommendations and track your progress with weekly check-ins.';

export default function AuthPage() {
  // A form page: reachable and linked, but nothing for a search result (docs/requirements.md, "Site: page metadata and structured data").
  useHeadTags({
    title: 'Sign in or create an account',
    description: AUTH_DESCRIPTION,
    canonicalPath: '/auth',
    meta: { robots: 'noindex' },
  });
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFrom(searchParams.get('tab'));
  const destination = returnPathFrom(location.search);

  if (session.status === 'loading') return <CenteredSpinner label="Loading" />;
  if (session.status === 'authenticated') return <Navigate to={destination} replace />;

  const onSignedIn = () => navigate(destination, { replace: true });
  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <StyledLayout>
      <section aria-labelledby="auth-title">
        <h1 id="auth-title">Welcome to Sahha</h1>
        <p>{AUTH_MESSAGES.subheading}</p>
        <Tabs
          label="Sign in or register"
          value={tab}
          onChange={selectTab}
          tabs={[
            { id: 'login', label: 'Login', content: <LoginForm onSignedIn={onSignedIn} /> },
            { id: 'register', label: 'Register', content: <RegisterForm onSignedIn={onSignedIn} /> },
          ]}
        />
      </section>
      <StyledMarketing aria-labelledby="auth-benefits-title">
        <h2 id="auth-benefits-title">Why create a free account?</h2>
        <ul>
          {MARKETING_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </StyledMarketing>
    </StyledLayout>
  );
}
