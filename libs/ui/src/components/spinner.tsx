import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './layout';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledSpinnerWrap = styled.span`
  display: inline-flex;
`;

export interface SpinnerProps {
  /** Accessible name, announced politely. */
  label?: string;
  size?: number;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 32, className }: SpinnerProps) {
  return (
    <StyledSpinnerWrap role="status" aria-label={label} className={className} data-loading="">
      <StyledSpinner $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledSpinnerWrap>
  );
}

const StyledCentered = styled.div<{ $minHeight: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: ${({ $minHeight }) => $minHeight};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface CenteredSpinnerProps {
  /** Visible text under the spinner, e.g. 'Loading your progress data...'; also its accessible name. */
  text?: ReactNode;
  label?: string;
  minHeight?: string;
}

export function CenteredSpinner({ text, label, minHeight = '50vh' }: CenteredSpinnerProps) {
  const name = label ?? (typeof text === 'string' ? text : 'Loading');
  return (
    <StyledCentered $minHeight={minHeight}>
      <Spinner label={name} size={40} />
      {text ? <p aria-hidden="true">{text}</p> : null}
    </StyledCentered>
  );
}
