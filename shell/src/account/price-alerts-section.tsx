import { PRICE_ALERT_TEXTS, type PriceAlert } from '@sahha/contracts/price-alerts';
import { formatGulf } from '@sahha/contracts/time';
import { serverMessageOf } from '@sahha/store';
import { Button, Card, toast } from '@sahha/ui';
import { spreadRowCss, stackListCss } from '@sahha/ui/mixins';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useGetAccountPriceAlertsQuery, useRemoveAccountPriceAlertMutation } from './price-alerts-api';

const StyledList = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(3)};

  li {
    ${spreadRowCss}
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  p {
    margin: 0;
  }
`;

/** A target of at least 24 px beside the Remove button (WCAG 2.5.8). */
const StyledProductLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function AlertRow({ alert }: { alert: PriceAlert }) {
  const [remove, { isLoading }] = useRemoveAccountPriceAlertMutation();
  const onRemove = async () => {
    try {
      await remove(alert.id).unwrap();
      toast({ title: PRICE_ALERT_TEXTS.removed, variant: 'success' });
    } catch (error) {
      toast({ title: PRICE_ALERT_TEXTS.accountTitle, description: serverMessageOf(error) ?? 'Something went wrong', variant: 'destructive' });
    }
  };
  return (
    <li>
      <p>
        <StyledProductLink to={`/products/${alert.productId}`}>{alert.productName}</StyledProductLink>: below AED {alert.threshold.toFixed(2)}
        {alert.notifiedAt ? <StyledMuted> (e-mailed {formatGulf(alert.notifiedAt, 'dayMonthYear')})</StyledMuted> : null}
      </p>
      <Button type="button" variant="ghost" onClick={onRemove} disabled={isLoading} aria-label={`${PRICE_ALERT_TEXTS.remove}: ${alert.productName}`}>
        {PRICE_ALERT_TEXTS.remove}
      </Button>
    </li>
  );
}

/** Account settings: the member's price-drop alerts, each removable (docs/requirements.md, "Route: /account"). */
export function PriceAlertsSection() {
  const { data, isLoading } = useGetAccountPriceAlertsQuery();
  return (
    <Card as="section" aria-labelledby="account-price-alerts-title" aria-busy={isLoading}>
      <h2 id="account-price-alerts-title">{PRICE_ALERT_TEXTS.accountTitle}</h2>
      {data && data.alerts.length === 0 ? <p>{PRICE_ALERT_TEXTS.accountEmpty}</p> : null}
      {data && data.alerts.length > 0 ? (
        <StyledList>
          {data.alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </StyledList>
      ) : null}
    </Card>
  );
}
