import type { ChangeEvent } from 'react';
import styled from 'styled-components';

export interface SliderProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  /** Shown after the value and read by screen readers, e.g. '%'. */
  valueSuffix?: string;
  className?: string;
}

const StyledSlider = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledValue = styled.output`
  color: ${({ theme }) => theme.colors.primary};
  font-variant-numeric: tabular-nums;
`;

const StyledRange = styled.input`
  width: 100%;
  min-height: 44px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export function Slider({ id, label, min, max, step = 1, value, onChange, valueSuffix = '', className }: SliderProps) {
  const text = `${value}${valueSuffix}`;
  return (
    <StyledSlider className={className}>
      <StyledHeader>
        <label htmlFor={id}>{label}</label>
        <StyledValue htmlFor={id} id={`${id}-value`}>
          {text}
        </StyledValue>
      </StyledHeader>
      <StyledRange
        type="range"
        id={id}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.target.value))}
      />
    </StyledSlider>
  );
}
