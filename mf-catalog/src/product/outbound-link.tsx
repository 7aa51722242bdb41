import type { ProductPriceEntry } from '@sahha/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRODUCT_TEXTS } from './product-texts';

const StyledLink = styled.a<{ $primary: boolean; $fullWidth: boolean }>`
  display: inline-flex;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $primary }) => ($primary ? 'transparent' : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryHover : theme.colors.surfaceRaised)};
    color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.text)};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface OutboundLinkProps {
  entry: Pick<ProductPriceEntry, 'clickUrl' | 'sponsored'>;
  /** Full accessible name, naming the retailer (the visible text alone may not). */
  label: string;
  children: ReactNode;
  primary?: boolean;
  fullWidth?: boolean;
}

/**
 * Retailer links open in a new tab (docs/requirements.md, "Route: /products/:id"). `noopener
 * noreferrer` keeps the store from reaching back into this page or learning which page sent the
 * visitor; `sponsored` marks a link that carries an affiliate parameter. The link goes through
 * the API's click path, which counts the click and redirects to the store link it computes.
 */
export function OutboundLink({ entry, label, children, primary = false, fullWidth = false }: OutboundLinkProps) {
  return (
    <StyledLink
      href={entry.clickUrl}
      target="_blank"
      rel={entry.sponsored ? 'noopener noreferrer sponsored' : 'noopener noreferrer'}
      aria-label={`${label} ${PRODUCT_TEXTS.newTab}`}
      $primary={primary}
      $fullWidth={fullWidth}
    >
      {children}
    </StyledLink>
  );
}
