import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { useSession } from '@sahha/store';
import { ButtonLink, useHeadTags } from '@sahha/ui';
import { useConfirmEmailVerificationMutation } from './account-email-api';
import { ACCOUNT_EMAIL_PAGE_TEXTS, StyledAccountEmailPage, StyledActions } from './account-email-layout';
import { useTokenFromLink } from './use-token-from-link';

type Verification = 'verifying' | 'verified' | 'invalid';

/**
 * Posts the link's token once. StrictMode mounts effects twice and a token is single use, so a
 * second POST would turn a success into "invalid link"; the ref survives the remount.
 */
function useVerification(token: string | null): Verification {
  const [confirmVerification] = useConfirmEmailVerificationMutation();
  const [verification, setVerification] = useState<Verification>(token === null ? 'invalid' : 'verifying');
  const posted = useRef(false);

  useEffect(() => {
    if (token === null || posted.current) return;
    posted.current = true;
    confirmVerification({ token })
      .unwrap()
      .then(
        (response) => setVerification(response.success ? 'verified' : 'invalid'),
        () => setVerification('invalid'),
      );
  }, [token, confirmVerification]);

  return verification;
}

export default function VerifyEmailPage() {
  useHeadTags({
    title: ACCOUNT_EMAIL_TEXTS.verifyEmailTitle,
    description: 'Confirm the e-mail address of your Sahha account.',
    canonicalPath: ACCOUNT_EMAIL_PAGES.verifyEmail,
    meta: { robots: 'noindex' },
  });
  const verification = useVerification(useTokenFromLink());
  const session = useSession();
  const signedIn = session.status === 'authenticated';

  return (
    <StyledAccountEmailPage>
      <h1>{ACCOUNT_EMAIL_TEXTS.verifyEmailTitle}</h1>
      <div role="status">
        {verification === 'verifying' ? <p>{ACCOUNT_EMAIL_TEXTS.verifying}</p> : null}
        {verification === 'verified' ? <p>{ACCOUNT_EMAIL_TEXTS.emailVerified}</p> : null}
        {verification === 'invalid' ? <p>{ACCOUNT_EMAIL_TEXTS.invalidVerificationLink}</p> : null}
      </div>
      {verification === 'verifying' ? null : (
        <StyledActions>
          {signedIn ? (
            <ButtonLink to="/account">{ACCOUNT_EMAIL_PAGE_TEXTS.goToAccount}</ButtonLink>
          ) : (
            <ButtonLink to="/auth">{ACCOUNT_EMAIL_PAGE_TEXTS.signIn}</ButtonLink>
          )}
          <ButtonLink to="/" variant="secondary">
            {ACCOUNT_EMAIL_PAGE_TEXTS.goHome}
          </ButtonLink>
        </StyledActions>
      )}
    </StyledAccountEmailPage>
  );
}
