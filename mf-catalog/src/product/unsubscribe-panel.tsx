import { PRICE_ALERT_MESSAGES, PRICE_ALERT_TEXTS, unsubscribeTokenFromHash } from '@sahha/contracts/price-alerts';
import { Button, ButtonLink, Card } from '@sahha/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useUnsubscribePriceAlertMutation } from './price-alerts-api';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.primary};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The token of an alert e-mail's unsubscribe link (`#unsubscribe=…`), read once and then taken out
 * of the address bar, so it stays out of the history and of anything shared from the page.
 */
function useUnsubscribeToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => unsubscribeTokenFromHash(location.hash));
  useEffect(() => {
    if (token !== null) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [token, location.pathname, location.search, navigate]);
  return token;
}

/**
 * Opened from a price-drop e-mail (docs/requirements.md, "Route: /products/:id price alert"), signed
 * in or out. Nothing is removed until the button is pressed, so a mail scanner that opens the
 * link stops nothing; the answer names the product of the alert the token was mailed for.
 */
export function UnsubscribePanel() {
  const token = useUnsubscribeToken();
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribePriceAlertMutation();
  if (token === null) return null;
  return (
    <StyledCard as="section" aria-labelledby="unsubscribe-title">
      <h2 id="unsubscribe-title">{PRICE_ALERT_TEXTS.unsubscribeTitle}</h2>
      {!data && !error ? (
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
  );
}
