import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export type ChipProps = Omit<ComponentPropsWithRef<'button'>, 'aria-pressed'> & { pressed: boolean };

/** A toggle button: state is exposed through aria-pressed, not colour alone. */
export function Chip({ pressed, type = 'button', ...rest }: ChipProps) {
  return <StyledChip type={type} aria-pressed={pressed} {...rest} />;
}
