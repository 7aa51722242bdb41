import styled, { keyframes } from 'styled-components';
import { Card } from './layout';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  className?: string;
}

const StyledSkeleton = styled.span<{ $width: string; $height: string; $radius: NonNullable<SkeletonProps['radius']> }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Decorative placeholder; the region that is loading should carry aria-busy or a status. */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', className }: SkeletonProps) {
  return <StyledSkeleton $width={width} $height={height} $radius={radius} className={className} aria-hidden="true" />;
}

const StyledSkeletonCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export function SkeletonCard({ className }: { className?: string }) {
  return (
    <StyledSkeletonCard className={className} aria-hidden="true">
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton />
      <Skeleton width="90%" />
      <Skeleton width="40%" height="2.75rem" radius="md" />
    </StyledSkeletonCard>
  );
}
