import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'caution' | 'danger' | 'info';

const toneColors = ({ colors }: DefaultTheme, tone: BadgeTone): [background: string, text: string] => {
  switch (tone) {
    case 'neutral':
      return [colors.surfaceRaised, colors.text];
    case 'accent':
      return [colors.accent, colors.onAccent];
    case 'success':
      return [colors.successBg, colors.success];
    case 'caution':
      return [colors.cautionBg, colors.caution];
    case 'danger':
      return [colors.dangerBg, colors.danger];
    case 'info':
      return [colors.infoBg, colors.info];
  }
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColors(theme, $tone)[0]};
  color: ${({ theme, $tone }) => toneColors(theme, $tone)[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
`;

export type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: BadgeTone };

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
