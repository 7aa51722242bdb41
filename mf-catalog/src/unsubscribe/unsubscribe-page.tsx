import { PRICE_ALERT_MESSAGES, PRICE_ALERT_TEXTS } from '@sahha/contracts/price-alerts';
import { Button, ButtonLink, Card, Container, useHeadTags } from '@sahha/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useUnsubscribePriceAlertMutation } from './unsubscribe-api';

const StyledPage = styled(Container)`
  max-width: 40rem;
  padding-block: ${({ theme }) => theme.space(10)};
`;

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;

  h1,
  p {
    margin: 0;
  }
`;

/**
 * The token of the e-mailed link (`#token=…`), read once and then taken out of the address bar,
 * so it stays out of the history and of anything shared from this page.
 */
function useTokenFromLink(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const value = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
    return value && value.trim() !== '' ? value.trim() : null;
  });
  const hasHash = location.hash !== '';
  useEffect(() => {
    if (hasHash) void navigate({ pathname: location.pathname }, { replace: true });
  }, [hasHash, location.pathname, navigate]);
  return token;
}

/**
 * /price-alerts/unsubscribe (docs/requirements.md, "Route: /price-alerts/unsubscribe"): works signed
 * in or out. Nothing happens until the button is pressed (a mail scanner opening the link removes
 * nothing), and the only link afterwards is the product page path the server built.
 */
export default function UnsubscribePage() {
  useHeadTags({ title: PRICE_ALERT_TEXTS.unsubscribeTitle, description: PRICE_ALERT_TEXTS.unsubscribeIntro, meta: { robots: 'noindex' } });
  const token = useTokenFromLink();
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribePriceAlertMutation();

  return (
    <StyledPage>
      <StyledCard as="section" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{PRICE_ALERT_TEXTS.unsubscribeTitle}</h1>
        {token === null ? <p>{PRICE_ALERT_TEXTS.noToken}</p> : null}
        {token !== null && !data && !error ? (
          <>
            <p>{PRICE_ALERT_TEXTS.unsubscribeIntro}</p>
            <Button type="button" onClick={() => void unsubscribe({ token })} disabled={isLoading}>
              {isLoading ? PRICE_ALERT_TEXTS.unsubscribing : PRICE_ALERT_TEXTS.unsubscribeButton}
            </Button>
          </>
        ) : null}
        {data ? (
          <>
            <p role="status">{PRICE_ALERT_TEXTS.unsubscribed(data.productName)}</p>
            <ButtonLink to={data.productPath} variant="secondary">
              {data.productName}
            </ButtonLink>
          </>
        ) : null}
        {error ? <p role="alert">{PRICE_ALERT_MESSAGES.invalidLink}</p> : null}
      </StyledCard>
    </StyledPage>
  );
}
