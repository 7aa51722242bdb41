import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

interface TransientProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variantCss = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryHover};
          color: ${colors.onPrimary};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface};
        color: ${colors.text};
        border-color: ${colors.borderStrong};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.surfaceRaised};
          color: ${colors.text};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.surfaceRaised};
          color: ${colors.primaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onDanger};
        &:hover:not(:disabled, [aria-disabled='true']) {
          filter: brightness(0.92);
          color: ${colors.onDanger};
        }
      `;
  }
};

// `sm` still keeps the 44 px minimum target of WCAG 2.5.5; it is only tighter horizontally.
const SIZES = { sm: { x: 3, font: 'sm' }, md: { x: 5, font: 'md' }, lg: { x: 6, font: 'lg' } } as const;

const buttonCss = css<TransientProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme }) => theme.space(2)} ${({ theme, $size }) => theme.space(SIZES[$size].x)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme, $size }) => theme.fontSizes[SIZES[$size].font]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    color ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant }) => variantCss(theme, $variant)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<TransientProps>`
  ${buttonCss}
`;

const StyledButtonLink = styled(Link)<TransientProps>`
  ${buttonCss}
`;

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyleProps;

/** Native button semantics (default type is the HTML one); React 19 passes `ref` as a prop. */
export function Button({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

export type ButtonLinkProps = ComponentPropsWithRef<typeof Link> & ButtonStyleProps;

/** A react-router Link that looks exactly like Button. */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
